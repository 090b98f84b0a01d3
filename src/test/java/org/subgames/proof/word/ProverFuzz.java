package org.subgames.proof.word;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.subgames.specs.Statement;
import org.subgames.specs.StatementLoader;

/**
 * A differential fuzzer of the word prover (issue 35): a seeded generator of small statements with a
 * {@code word:} block (correct words of families whose words are known, their mutants, wrong claims,
 * adversarial names and literal forms), run through {@link WordProver}, and an oracle that is
 * independent of the project's code: its own mex-rule nim values (wall and sink), preperiods and
 * minimal periods certain by a window certificate, its own evaluator of the expression language
 * with JEXL's semantics (octal {@code 010}, {@code /} truncating), its own reader of words. Every
 * claim the prover calls proved for every parameter, and the word itself when the status is
 * PROVED, is checked on random tuples of the domain, small and far beyond the sample range.
 */
final class ProverFuzz {

    // ------------------------------------------------------------------ brute force

    /** G at positions base, base + 1, ..., base + n - 1 (wall: base 0, no move below 0; sink: base 1, every x <= 0 is 0). */
    static int[] nim(long[] moves, boolean sink, int n) {
        int[] g = new int[n];
        boolean[] seen = new boolean[moves.length + 2];
        for (int i = 0; i < n; i++) {
            java.util.Arrays.fill(seen, false);
            for (long s : moves) {
                long y = i - s; // index of x - s
                if (y >= 0) {
                    seen[g[(int) y]] = true;
                } else if (sink) {
                    seen[0] = true; // x - s <= 0: the sink, value 0
                }
            }
            int v = 0;
            while (seen[v]) {
                v++;
            }
            g[i] = v;
        }
        return g;
    }

    /** Exact facts of one game: preperiod (positions before periodicity, counted from base), minimal period, values. */
    record Facts(int base, long preperiod, long period, int[] g) {
        int at(long x) {
            return x < base ? (base == 1 ? 0 : -1) : g[(int) (x - base)];
        }
    }

    /**
     * Certain facts: a period p is certified when G agrees with its shift by p on a window of max S
     * positions (every later position is then determined alike); the smallest certified p is the
     * minimal period (any certified p is a period of the tail, hence a multiple of the minimal one,
     * which is certified as soon as the table is long enough); the preperiod is one past the last
     * mismatch before the certificate.
     */
    static Facts facts(long[] moves, boolean sink, int atLeast) {
        long maxS = 0;
        for (long s : moves) {
            maxS = Math.max(maxS, s);
        }
        int n = (int) Math.max(atLeast, 4 * (maxS + 16));
        while (true) {
            int[] g = nim(moves, sink, n);
            for (int p = 1; p + maxS < n; p++) {
                int i = n - p - 1;
                while (i >= 0 && g[i] == g[i + p]) {
                    i--;
                }
                if ((n - p - 1) - i >= maxS) {
                    return new Facts(sink ? 1 : 0, i + 1, p, g);
                }
            }
            if (n > (1 << 23)) {
                throw new IllegalStateException("no period found up to " + n);
            }
            n *= 2;
        }
    }

    // ------------------------------------------------------------------ expressions, with JEXL's semantics

    /** An expression of the statements' language, read by this class alone. */
    interface Node {
        Object eval(Map<String, Object> env);
    }

    static final class Unknown extends RuntimeException {
        Unknown(String m) {
            super(m);
        }
    }

    static Object eval(String text, Map<String, Object> env) {
        return new Parser(text).parseAll().eval(env);
    }

    static long evalLong(String text, Map<String, Object> env) {
        Object o = eval(text, env);
        if (o instanceof Long l) {
            return l;
        }
        throw new Unknown("not an integer: " + text + " = " + o);
    }

    static boolean evalBool(String text, Map<String, Object> env) {
        Object o = eval(text, env);
        if (o instanceof Boolean b) {
            return b;
        }
        throw new Unknown("not a condition: " + text + " = " + o);
    }

    private static final Pattern TOKEN = Pattern.compile(
            "\\s*(?:(0[xX][0-9a-fA-F]+[lL]?)|([0-9]+[lL]?)|([A-Za-z_][A-Za-z0-9_]*(?:\\.[A-Za-z_][A-Za-z0-9_]*)*)|(&&|\\|\\||==|!=|<=|>=|[-+*/%<>!?:(),^]))");

    /** Pratt-style recursive descent: ?: < || < && < == != < relations < + - < * / % < unary. */
    static final class Parser {
        final List<String> toks = new ArrayList<>();
        int i;

        Parser(String text) {
            Matcher m = TOKEN.matcher(text);
            int pos = 0;
            while (pos < text.length()) {
                if (text.substring(pos).isBlank()) {
                    break;
                }
                if (!m.find(pos) || m.start() != pos) {
                    throw new Unknown("cannot read '" + text + "' at " + pos);
                }
                toks.add(m.group().trim());
                pos = m.end();
            }
        }

        String peek() {
            return i < toks.size() ? toks.get(i) : "";
        }

        String next() {
            return toks.get(i++);
        }

        void expect(String t) {
            if (!peek().equals(t)) {
                throw new Unknown("expected " + t + " in " + toks);
            }
            i++;
        }

        Node parseAll() {
            Node n = ternary();
            if (i != toks.size()) {
                throw new Unknown("trailing " + toks.subList(i, toks.size()));
            }
            return n;
        }

        Node ternary() {
            Node c = or();
            if (peek().equals("?")) {
                next();
                Node t = ternary();
                expect(":");
                Node f = ternary();
                return env -> bool(c.eval(env)) ? t.eval(env) : f.eval(env);
            }
            return c;
        }

        Node or() {
            Node l = and();
            while (peek().equals("||")) {
                next();
                Node a = l;
                Node r = and();
                l = env -> bool(a.eval(env)) || bool(r.eval(env));
            }
            return l;
        }

        Node and() {
            Node l = eq();
            while (peek().equals("&&")) {
                next();
                Node a = l;
                Node r = eq();
                l = env -> bool(a.eval(env)) && bool(r.eval(env));
            }
            return l;
        }

        Node eq() {
            Node l = rel();
            while (peek().equals("==") || peek().equals("!=")) {
                boolean ne = next().equals("!=");
                Node a = l;
                Node r = rel();
                l = env -> a.eval(env).equals(r.eval(env)) != ne;
            }
            return l;
        }

        Node rel() {
            Node l = add();
            while (List.of("<", "<=", ">", ">=").contains(peek())) {
                String op = next();
                Node a = l;
                Node r = add();
                l = env -> {
                    long x = num(a.eval(env));
                    long y = num(r.eval(env));
                    return switch (op) {
                        case "<" -> x < y;
                        case "<=" -> x <= y;
                        case ">" -> x > y;
                        default -> x >= y;
                    };
                };
            }
            return l;
        }

        Node add() {
            Node l = mul();
            while (peek().equals("+") || peek().equals("-")) {
                String op = next();
                Node a = l;
                Node r = mul();
                l = env -> op.equals("+") ? Math.addExact(num(a.eval(env)), num(r.eval(env))) : Math.subtractExact(num(a.eval(env)), num(r.eval(env)));
            }
            return l;
        }

        Node mul() {
            Node l = unary();
            while (peek().equals("*") || peek().equals("/") || peek().equals("%")) {
                String op = next();
                Node a = l;
                Node r = unary();
                l = env -> {
                    long x = num(a.eval(env));
                    long y = num(r.eval(env));
                    return switch (op) {
                        case "*" -> Math.multiplyExact(x, y);
                        case "/" -> x / y; // truncates toward zero, as JEXL on integers
                        default -> x % y;
                    };
                };
            }
            return l;
        }

        Node unary() {
            if (peek().equals("-")) {
                next();
                Node a = unary();
                return env -> -num(a.eval(env));
            }
            if (peek().equals("!")) {
                next();
                Node a = unary();
                return env -> !bool(a.eval(env));
            }
            return primary();
        }

        Node primary() {
            String t = next();
            if (t.equals("(")) {
                Node n = ternary();
                expect(")");
                return n;
            }
            if (Character.isDigit(t.charAt(0))) {
                long v = literal(t);
                return env -> v;
            }
            if (t.equals("true") || t.equals("false")) {
                boolean b = t.equals("true");
                return env -> b;
            }
            if (Character.isLetter(t.charAt(0)) || t.charAt(0) == '_') {
                if (peek().equals("(")) {
                    next();
                    List<Node> args = new ArrayList<>();
                    if (!peek().equals(")")) {
                        args.add(ternary());
                        while (peek().equals(",")) {
                            next();
                            args.add(ternary());
                        }
                    }
                    expect(")");
                    return env -> call(t, args.stream().map(a -> a.eval(env)).toList(), env);
                }
                return env -> {
                    Object v = env.get(t);
                    if (v == null) {
                        throw new Unknown("unknown name " + t);
                    }
                    return v;
                };
            }
            throw new Unknown("unexpected " + t);
        }
    }

    /** JEXL's integer literals: 0x hex, a leading 0 octal, an L suffix. */
    static long literal(String t) {
        String s = t.endsWith("l") || t.endsWith("L") ? t.substring(0, t.length() - 1) : t;
        try {
            if (s.startsWith("0x") || s.startsWith("0X")) {
                return Long.parseLong(s.substring(2), 16);
            }
            if (s.length() > 1 && s.startsWith("0")) {
                return Long.parseLong(s.substring(1), 8);
            }
            return Long.parseLong(s);
        } catch (NumberFormatException e) {
            throw new Unknown("not a JEXL integer literal: " + t);
        }
    }

    static long num(Object o) {
        if (o instanceof Long l) {
            return l;
        }
        throw new Unknown("not a number: " + o);
    }

    static boolean bool(Object o) {
        if (o instanceof Boolean b) {
            return b;
        }
        throw new Unknown("not a boolean: " + o);
    }

    static Object call(String f, List<Object> a, Map<String, Object> env) {
        if (f.endsWith(".at")) {
            Object facts = env.get(f.substring(0, f.length() - 3) + ".facts");
            if (!(facts instanceof Facts fa)) {
                throw new Unknown("no facts for " + f);
            }
            long x = num(a.get(0));
            long maxIndex = fa.g().length - 1 + fa.base();
            if (x < fa.base() || x > maxIndex) {
                throw new Unknown(f + "(" + x + ") out of the table");
            }
            return (long) fa.at(x);
        }
        return switch (f) {
            case "min" -> Math.min(num(a.get(0)), num(a.get(1)));
            case "max" -> Math.max(num(a.get(0)), num(a.get(1)));
            case "floor" -> Math.floorDiv(num(a.get(0)), num(a.get(1)));
            case "ceil" -> -Math.floorDiv(-num(a.get(0)), num(a.get(1)));
            case "modulo" -> Math.floorMod(num(a.get(0)), num(a.get(1)));
            case "abs" -> Math.abs(num(a.get(0)));
            case "gcd" -> java.math.BigInteger.valueOf(num(a.get(0))).gcd(java.math.BigInteger.valueOf(num(a.get(1)))).longValue();
            default -> throw new Unknown("unknown function " + f);
        };
    }

    // ------------------------------------------------------------------ words, read by this class

    /** One case of a word: guard (null: always), preperiod and period words (text). */
    record Case(String when, String pre, String period) {
    }

    /** A word block: domain, counts, splits (of, by, quotient, remainder), cases per convention (null: no cases). */
    record WordSpec(String domain, List<String> counts, List<String[]> splits, List<Case> wall, List<Case> sink) {
        String yaml() {
            StringBuilder sb = new StringBuilder("word:\n  domain: \"" + domain + "\"\n");
            if (!counts.isEmpty()) {
                sb.append("  counts: [").append(String.join(", ", counts)).append("]\n");
            }
            if (!splits.isEmpty()) {
                sb.append("  split:\n");
                for (String[] s : splits) {
                    sb.append("    - {of: ").append(s[0]).append(", by: \"").append(s[1]).append("\", quotient: ").append(s[2])
                            .append(", remainder: ").append(s[3]).append("}\n");
                }
            }
            cases(sb, "wall", wall);
            cases(sb, "sink", sink);
            return sb.toString();
        }

        private static void cases(StringBuilder sb, String conv, List<Case> cs) {
            if (cs == null) {
                return;
            }
            sb.append("  ").append(conv).append(":\n");
            for (Case c : cs) {
                String lead = "    - ";
                if (c.when() != null) {
                    sb.append(lead).append("when: \"").append(c.when()).append("\"\n");
                    lead = "      ";
                }
                if (c.pre() != null && !c.pre().isBlank()) {
                    sb.append(lead).append("pre: \"").append(c.pre()).append("\"\n");
                    lead = "      ";
                }
                sb.append(lead).append("period: \"").append(c.period()).append("\"\n");
            }
        }

        WordSpec map(Function<String, String> f) {
            List<String[]> sp = splits.stream().map(s -> new String[] {f.apply(s[0]), f.apply(s[1]), f.apply(s[2]), f.apply(s[3])}).toList();
            return new WordSpec(f.apply(domain), counts.stream().map(f).toList(), sp, mapCases(wall, f), mapCases(sink, f));
        }

        private static List<Case> mapCases(List<Case> cs, Function<String, String> f) {
            return cs == null ? null : cs.stream().map(c -> new Case(c.when() == null ? null : f.apply(c.when()),
                    c.pre() == null ? null : f.apply(c.pre()), f.apply(c.period()))).toList();
        }

        /** The parameters and the splits' quotients and remainders. */
        Map<String, Object> env(Map<String, Long> params) {
            Map<String, Object> env = new LinkedHashMap<>(params);
            for (String[] s : splits) {
                long of = evalLong(s[0], env);
                long by = evalLong(s[1], env);
                env.put(s[2], Math.floorDiv(of, by));
                env.put(s[3], Math.floorMod(of, by));
            }
            return env;
        }
    }

    /** A word's text expanded for one tuple: runs letter^length and groups (runs)^count; null when a length is negative or too long. */
    static List<Integer> expand(String word, Map<String, Object> env, int cap) {
        List<Integer> out = new ArrayList<>();
        int[] pos = {0};
        String w = word == null ? "" : word.trim();
        while (true) {
            skip(w, pos);
            if (pos[0] >= w.length()) {
                return out;
            }
            if (w.charAt(pos[0]) == '(') {
                int close = closing(w, pos[0]);
                String inner = w.substring(pos[0] + 1, close);
                pos[0] = close + 1;
                expectCaret(w, pos);
                long count = evalLong(atom(w, pos), env);
                List<Integer> one = expand(inner, env, cap);
                if (count < 0 || one == null || count * one.size() + out.size() > cap) {
                    return null;
                }
                for (long k = 0; k < count; k++) {
                    out.addAll(one);
                }
            } else {
                int letter = w.charAt(pos[0]) - '0';
                pos[0]++;
                expectCaret(w, pos);
                long len = evalLong(atom(w, pos), env);
                if (len < 0 || len + out.size() > cap) {
                    return null;
                }
                for (long k = 0; k < len; k++) {
                    out.add(letter);
                }
            }
        }
    }

    /** The index of the ')' that closes the '(' at open (groups nest, and so do exponents). */
    private static int closing(String w, int open) {
        int depth = 0;
        for (int i = open; i < w.length(); i++) {
            depth += w.charAt(i) == '(' ? 1 : w.charAt(i) == ')' ? -1 : 0;
            if (depth == 0) {
                return i;
            }
        }
        throw new Unknown("unbalanced parentheses in " + w);
    }

    private static void skip(String w, int[] pos) {
        while (pos[0] < w.length() && w.charAt(pos[0]) == ' ') {
            pos[0]++;
        }
    }

    private static void expectCaret(String w, int[] pos) {
        if (w.charAt(pos[0]) != '^') {
            throw new Unknown("expected ^ in " + w + " at " + pos[0]);
        }
        pos[0]++;
    }

    /** The length after ^: a number, a name, or a parenthesised expression. */
    private static String atom(String w, int[] pos) {
        int start = pos[0];
        if (w.charAt(start) == '(') {
            int depth = 0;
            int i = start;
            do {
                depth += w.charAt(i) == '(' ? 1 : w.charAt(i) == ')' ? -1 : 0;
                i++;
            } while (depth > 0);
            pos[0] = i;
            return w.substring(start, i);
        }
        int i = start;
        while (i < w.length() && (Character.isLetterOrDigit(w.charAt(i)) || w.charAt(i) == '_')) {
            i++;
        }
        pos[0] = i;
        return w.substring(start, i);
    }

    /** Null when the word of convention c is G for this tuple, else why not (no case, a bad length, a position). */
    static String wordMismatch(WordSpec w, boolean sink, long[] moves, Map<String, Long> params) {
        Map<String, Object> env = w.env(params);
        List<Case> cases = sink ? w.sink() : w.wall();
        for (Case c : cases) {
            if (c.when() == null || evalBool(c.when(), env)) {
                int cap = 2_000_000;
                List<Integer> pre = expand(c.pre(), env, cap);
                List<Integer> per = expand(c.period(), env, cap);
                if (pre == null || per == null || per.isEmpty()) {
                    return "a negative or empty length in case " + c;
                }
                long maxS = 0;
                for (long s : moves) {
                    maxS = Math.max(maxS, s);
                }
                int n = (int) (pre.size() + per.size() + maxS + 1);
                int[] g = nim(moves, sink, n);
                for (int i = 0; i < n; i++) {
                    int letter = i < pre.size() ? pre.get(i) : per.get((i - pre.size()) % per.size());
                    if (letter != g[i]) {
                        return "position " + (i + (sink ? 1 : 0)) + ": the word has " + letter + ", G has " + g[i];
                    }
                }
                return null; // G agrees with the word on pre + period + max S positions: a window certificate
            }
        }
        return "no case applies";
    }

    // ------------------------------------------------------------------ families of correct words

    /** A parameter: name, smallest value, largest value in the small and in the far range. */
    record Param(String name, long lo, long hiSmall, long hiBig) {
    }

    /**
     * A family: parameters, moves and lets (texts), its word, and the true facts as expressions
     * (wall period, wall preperiod, sink period, sink preperiod; the oracle never trusts them).
     */
    record Family(String name, List<Param> params, List<String> moves, Map<String, String> lets, WordSpec word, String wallPeriod,
                  String wallPre, String sinkPeriod, String sinkPre) {

        Family rename(String from, String to) {
            Function<String, String> f = s -> s == null ? null : s.replaceAll("(?<![\\w.])" + Pattern.quote(from) + "(?![\\w])", Matcher.quoteReplacement(to));
            Map<String, String> l = new LinkedHashMap<>();
            lets.forEach((k, v) -> l.put(f.apply(k), f.apply(v)));
            return new Family(name + "[" + from + "->" + to + "]", params.stream().map(p -> new Param(f.apply(p.name()), p.lo(), p.hiSmall(), p.hiBig())).toList(),
                    moves.stream().map(f).toList(), l, word.map(f), f.apply(wallPeriod), f.apply(wallPre), f.apply(sinkPeriod), f.apply(sinkPre));
        }

        Family withWord(WordSpec w) {
            return new Family(name, params, moves, lets, w, wallPeriod, wallPre, sinkPeriod, sinkPre);
        }

        Family withDomain(String domain, Param extra) {
            List<Param> ps = new ArrayList<>(params);
            if (extra != null) {
                ps.add(extra);
            }
            return new Family(name, ps, moves, lets, new WordSpec(domain, word.counts(), word.splits(), word.wall(), word.sink()), wallPeriod, wallPre,
                    sinkPeriod, sinkPre);
        }

        /** A random tuple of the domain: small (every parameter within the sample range) or far; null if none found. */
        Map<String, Long> sample(Random rnd, boolean far) {
            for (int tries = 0; tries < 20_000; tries++) {
                Map<String, Long> t = new LinkedHashMap<>();
                boolean beyond = false;
                for (Param p : params) {
                    long hi = far ? p.hiBig() : p.hiSmall();
                    long v = p.lo() + (long) rnd.nextInt((int) (hi - p.lo() + 1));
                    beyond |= v > 40;
                    t.put(p.name(), v);
                }
                if (far && !beyond && tries < 10_000) {
                    continue;
                }
                try {
                    if (evalBool(word.domain(), new LinkedHashMap<>(t))) {
                        return t;
                    }
                } catch (Unknown | ArithmeticException e) {
                    return null;
                }
            }
            return null;
        }
    }

    static final String TWO_P = "modulo(b, 2*a) == a ? 2*a : a + b";
    static final String TWO_Q = "min(b - a, 2*a*floor(b - 1, 2*a))";

    static List<Case> twoMoveWall(String q, String r) {
        return List.of(new Case(r + " < a", null, "(0^a 1^a)^" + q + " 0^" + r + " 2^(a - " + r + ") 1^" + r),
                new Case(r + " == a", null, "0^a 1^a"),
                new Case(r + " > a", null, "(0^a 1^a)^(" + q + " + 1) 2^(" + r + " - a)"));
    }

    static List<Case> twoMoveSink(String q, String r) {
        return List.of(new Case(r + " == 0", "(1^a 2^a)^(" + q + " - 1)", "1^a 2^a 0^a (1^a 0^a)^(" + q + " - 1)"),
                new Case(r + " < a", "(1^a 2^a)^(" + q + " - 1) 1^a 2^" + r, "2^(a - " + r + ") 1^" + r + " 0^a (1^a 0^a)^(" + q + " - 1) 1^a 0^" + r),
                new Case(r + " == a", "(1^a 2^a)^" + q, "1^a 0^a"),
                new Case(r + " > a", "(1^a 2^a)^" + q, "1^a 2^(" + r + " - a) 0^a (1^a 0^a)^" + q));
    }

    static Map<String, String> lets(String... kv) {
        Map<String, String> m = new LinkedHashMap<>();
        for (int i = 0; i < kv.length; i += 2) {
            m.put(kv[i], kv[i + 1]);
        }
        return m;
    }

    /** The family of S = {m a} (m a constant). */
    static Family single(int m) {
        String u = m == 1 ? "a" : "(" + m + "*a)";
        return new Family("{" + m + "a}", List.of(new Param("a", 1, 40, 400)), List.of(m == 1 ? "a" : m + "*a"), lets(),
                new WordSpec("a >= 1", List.of(), List.of(), List.of(new Case(null, null, "0^" + u + " 1^" + u)), List.of(new Case(null, null, "1^" + u + " 0^" + u))),
                "2*" + m + "*a", "0", "2*" + m + "*a", "0");
    }

    /** S = {a, m a + c}, 0 <= c < a (m >= 1, and m >= 2 or c >= 1): the two-move word with q, r constant or linear in a. */
    static Family twoMoveLinear(int m, int c) {
        int h = m / 2;
        String b = m + "*a" + (c == 0 ? "" : " + " + c);
        List<Case> wall;
        List<Case> sink;
        if (m % 2 == 0 && c == 0) {
            wall = List.of(new Case(null, null, "(0^a 1^a)^" + h + " 2^a"));
            sink = List.of(new Case(null, "(1^a 2^a)^" + (h - 1), "1^a 2^a 0^a (1^a 0^a)^" + (h - 1)));
        } else if (m % 2 == 0) {
            wall = List.of(new Case(null, null, "(0^a 1^a)^" + h + " 0^" + c + " 2^(a - " + c + ") 1^" + c));
            sink = List.of(new Case(null, "(1^a 2^a)^" + (h - 1) + " 1^a 2^" + c, "2^(a - " + c + ") 1^" + c + " 0^a (1^a 0^a)^" + (h - 1) + " 1^a 0^" + c));
        } else if (c == 0) {
            wall = List.of(new Case(null, null, "0^a 1^a"));
            sink = List.of(new Case(null, "(1^a 2^a)^" + h, "1^a 0^a"));
        } else {
            wall = List.of(new Case(null, null, "(0^a 1^a)^" + (h + 1) + " 2^" + c));
            sink = List.of(new Case(null, "(1^a 2^a)^" + h, "1^a 2^" + c + " 0^a (1^a 0^a)^" + h));
        }
        String domain = "a >= " + Math.max(1, c + 1);
        return new Family("{a, " + b + "}", List.of(new Param("a", 1, 40, 300)), List.of("a", b), lets("b", b, "P", TWO_P, "Q", TWO_Q),
                new WordSpec(domain, List.of(), List.of(), wall, sink), "P", "0", "P", "Q");
    }

    /** The shipped two-move word (S = {a, b}, split b = q (2a) + r). */
    static Family twoMove() {
        return new Family("two-move", List.of(new Param("a", 1, 30, 150), new Param("b", 2, 40, 300)), List.of("a", "b"), lets("P", TWO_P, "Q", TWO_Q),
                new WordSpec("a >= 1 && b > a", List.of(), List.<String[]>of(new String[] {"b", "2*a", "q", "r"}), twoMoveWall("q", "r"), twoMoveSink("q", "r")),
                "P", "0", "P", "Q");
    }

    /** S = {1, b}: the two-move word with a = 1 as a let, split b = q 2 + r. */
    static Family oneAndB() {
        Family f = twoMove();
        WordSpec w = f.word().map(s -> s.replaceAll("\\ba\\b", "1"));
        return new Family("{1, b}", List.of(new Param("b", 2, 40, 600)), List.of("1", "b"), lets("a", "1", "P", TWO_P, "Q", TWO_Q),
                new WordSpec("b >= 2", List.of(), w.splits(), w.wall(), w.sink()), "P", "0", "P", "Q");
    }

    /** S = {A, b} for a constant A (1: {@link #oneAndB}): the two-move word with a = A, split b = q (2A) + r (units constant). */
    static Family constantAAndB(int a) {
        Family f = twoMove();
        WordSpec w = f.word().map(s -> s.replaceAll("\\ba\\b", Integer.toString(a)));
        return new Family("{" + a + ", b}", List.of(new Param("b", a + 1, 40, 600)), List.of(Integer.toString(a), "b"),
                lets("a", Integer.toString(a), "P", TWO_P, "Q", TWO_Q), new WordSpec("b >= " + (a + 1), List.of(), w.splits(), w.wall(), w.sink()),
                "P", "0", "P", "Q");
    }

    /**
     * The shipped three-move-one-odd-even word, S = {1, 2m+1, 2m+2+2t}: groups of constant units
     * repeated a count of times (issue 36).
     */
    static Family oneOddEven() {
        return new Family("three-move-one-odd-even", List.of(new Param("m", 1, 20, 150), new Param("t", 0, 20, 150)), List.of("1", "2*m + 1", "2*m + 2 + 2*t"),
                lets("P", "4*m + 2*t + 3", "Q", "t == 0 ? 0 : 2*(m + t + 1) + 2*min(m, t)"),
                new WordSpec("m >= 1 && t >= 0", List.of("m", "t"), List.of(), List.of(new Case(null, null, "(0^1 1^1)^(m + t + 1) (2^1 3^1)^m 2^1")),
                        List.of(new Case("t == 0", null, "(1^1 2^1)^(m + 1) (0^1 3^1)^m 0^1"),
                                new Case("t < m", "(1^1 2^1)^(m + t + 1) (0^1 3^1)^t", "(0^1 3^1)^(m - t) (0^1 1^1)^t 0^1 (1^1 2^1)^(m + 1) (0^1 2^1)^t"),
                                new Case("t >= m", "(1^1 2^1)^(m + t + 1) (0^1 3^1)^m", "(0^1 1^1)^(t + 1) (2^1 1^1)^m (2^1 0^1)^m 2^1"))),
                "P", "0", "P", "Q");
    }

    /** S = {a, 2ka + c}: the two-move word with the count k for q and c for r. */
    static Family twoMoveCounts() {
        return new Family("{a, 2ka + c}", List.of(new Param("a", 1, 12, 80), new Param("k", 1, 4, 6), new Param("c", 0, 20, 150)),
                List.of("a", "2*k*a + c"), lets("b", "2*k*a + c", "P", TWO_P, "Q", TWO_Q),
                new WordSpec("a >= 1 && k >= 1 && c >= 0 && c < 2*a", List.of("k"), List.of(), twoMoveWall("k", "c"), twoMoveSink("k", "c")),
                "P", "0", "P", "Q");
    }

    /**
     * S = {2, 4q+3, j(4q+5) + 1}: a group inside a group, ((0^2 1^2)^(q+1) 2)^j, under both
     * conventions (issue 36: a nest's span is the product of two counts and a constant).
     */
    static Family nestedTwo() {
        return new Family("{2, 4q+3, j(4q+5)+1} (nested)", List.of(new Param("q", 0, 6, 45), new Param("j", 1, 3, 4)),
                List.of("2", "4*q + 3", "j*(4*q + 5) + 1"), lets("P", "4*q + 3 + j*(4*q + 5) + 1", "Q", "2*j*(4*q + 5) - 1"),
                new WordSpec("q >= 0 && j >= 1", List.of("q", "j"), List.of(), List.of(new Case(null, null, "((0^2 1^2)^(q + 1) 2^1)^j (0^1 3^1 1^1 2^1)^(q + 1)")),
                        List.of(new Case(null, "((1^2 2^2)^(q + 1) 3^1)^j (1^1 0^2 3^1)^(q + 1) ((1^2 0^2)^(q + 1) 3^1)^(j - 1)",
                                "(1^2 0^1 2^1)^(q + 1) 2^1 (1^1 0^2 2^1)^(q + 1) ((1^2 0^2)^(q + 1) 2^1)^(j - 1)"))),
                "P", "0", "P", "Q");
    }

    /** The shipped three-move-a-plus-c word. */
    static Family threeMoveAPlusC() {
        return new Family("three-move-a-plus-c", List.of(new Param("a", 2, 12, 90), new Param("d", 1, 11, 89), new Param("u", 0, 11, 89), new Param("j", 0, 3, 4)),
                List.of("a", "a + d", "j*(2*a + d) + a + d + 1 + u"), lets("b", "a + d", "c", "j*(2*a + d) + a + d + 1 + u"),
                new WordSpec("a >= 2 && 1 <= d && d <= a - 1 && 0 <= u && u <= a - 1 && j >= 0 && (j >= 1 || u <= a - 2)", List.of("j"), List.of(),
                        List.of(new Case("u <= a - d - 1", null, "(0^a 1^a 2^d)^j 0^a 1^a 2^(d + 1 + u)"),
                                new Case("u >= a - d", null, "(0^a 1^a 2^d)^j 0^a 1^a 2^a 3^(u + d + 1 - a)")),
                        List.of(new Case("u <= a - d - 1", "(1^a 2^a 3^d)^j", "1^a 2^(d + 1 + u) 0^a (1^a 2^d 0^a)^j"),
                                new Case("u >= a - d", "(1^a 2^a 3^d)^j", "1^a 2^a 3^(u + d + 1 - a) 0^a (1^a 2^d 0^a)^j"))),
                "a + c", "0", "a + c", "j*(a + b)");
    }

    /** The shipped three-move-b-plus-c word. */
    static Family threeMoveBPlusC() {
        return new Family("three-move-b-plus-c", List.of(new Param("a", 2, 12, 90), new Param("d", 1, 11, 89), new Param("t", 0, 11, 89), new Param("j", 1, 3, 4)),
                List.of("a", "a + d", "j*(2*a + d) + t"), lets("b", "a + d", "c", "j*(2*a + d) + t", "Q", "b + c + (j - 1)*(a + b)"),
                new WordSpec("a >= 2 && 1 <= d && d <= t && a - d <= t && t <= a - 1 && j >= 1", List.of("j"), List.of(),
                        List.of(new Case(null, null, "(0^a 1^a 2^d)^j 0^t 3^(a - t) 1^t 2^d")),
                        List.of(new Case(null, "(1^a 2^a 3^d)^j 1^t 0^a 3^d (1^a 0^a 3^d)^(j - 1)", "1^a 0^t 2^(a + d - t) 1^t 0^a 2^d (1^a 0^a 2^d)^(j - 1)"))),
                "b + c", "0", "b + c", "Q");
    }

    /** Run-length encoding of a table slice. */
    static String rle(int[] g, int from, int to) {
        StringBuilder sb = new StringBuilder();
        int i = from;
        while (i < to) {
            int j = i;
            while (j < to && g[j] == g[i]) {
                j++;
            }
            sb.append(sb.length() == 0 ? "" : " ").append(g[i]).append('^').append(j - i);
            i = j;
        }
        return sb.toString();
    }

    /**
     * A concrete game S = {a, v} with the domain a == A: its words are the brute force's values, run-length
     * encoded; the move v is written in a literal form (decimal, 0-prefixed, 0x, L) and the word is the
     * one of v read as a decimal number.
     */
    static Family concrete(int a, int v, String literal) {
        long[] moves = {a, v};
        Facts w = facts(moves, false, 0);
        Facts s = facts(moves, true, 0);
        String wallPeriod = rle(w.g(), (int) w.preperiod(), (int) (w.preperiod() + w.period()));
        String sinkPre = rle(s.g(), 0, (int) s.preperiod());
        String sinkPeriod = rle(s.g(), (int) s.preperiod(), (int) (s.preperiod() + s.period()));
        return new Family("{" + a + ", " + literal + "}", List.of(new Param("a", a, a, a)), List.of("a", literal), lets(),
                new WordSpec("a == " + a, List.of(), List.of(), List.of(new Case(null, rle(w.g(), 0, (int) w.preperiod()), wallPeriod)),
                        List.of(new Case(null, sinkPre, sinkPeriod))),
                Long.toString(w.period()), Long.toString(w.preperiod()), Long.toString(s.period()), Long.toString(s.preperiod()));
    }

    // ------------------------------------------------------------------ the generator

    /** Names that collide with the encoder's, the claim link's or JEXL's, tried as parameters, lets and counts. */
    static final List<String> ADVERSARIAL = List.of("y", "K", "J0", "J1", "x", "foo__bar", "wall__preperiod", "G__minimalPeriod", "sink__preperiod", "j0", "P0",
            "y0", "K1");

    /** A generated claim: its name and YAML lines (under "  - "). */
    record GenClaim(String name, String yaml) {
    }

    /** A generated statement: YAML, the family (moves, word, lets), claims, and what was done to it. */
    record Gen(String yaml, Family family, Map<String, String> lets, List<GenClaim> claims, String how) {
    }

    private final Random rnd;
    private final boolean known;
    private int counter;
    /** Whether this statement may carry a form the prover's parser rejects as a whole (0x, L, S.max, gcd, G.at): one statement in six. */
    private boolean exotic;

    /**
     * known = false leaves out what triggers the bugs of issue 35 already known on 0a1bb97 (names
     * with __, y, K, J0, J1; periods <= 0; periodic: G; leading-zero literals), to hunt for others.
     */
    ProverFuzz(long seed, boolean known) {
        this.rnd = new Random(seed);
        this.known = known;
    }

    /** An adversarial name (without the known-bug ones when known is false). */
    String adversarial() {
        while (true) {
            String n = pick(ADVERSARIAL);
            if (known || !(n.contains("__") || n.matches("y|K|J\\d+"))) {
                return n;
            }
        }
    }

    <T> T pick(List<T> xs) {
        return xs.get(rnd.nextInt(xs.size()));
    }

    Family family() {
        int k = rnd.nextInt(100);
        if ("nested".equals(System.getProperty("subgames.fuzz.family"))) {
            return nestedTwo(); // -Dsubgames.fuzz.family=nested: only the words with a group of groups
        }
        if (k < 15) {
            return single(1 + rnd.nextInt(3));
        }
        if (k < 45) {
            int m = 1 + rnd.nextInt(4);
            int c = rnd.nextInt(4);
            if (m == 1 && c == 0) {
                c = 1;
            }
            return twoMoveLinear(m, c);
        }
        if (k < 60) {
            return twoMove();
        }
        if (k < 68) {
            return oneAndB();
        }
        if (k < 76) {
            return twoMoveCounts();
        }
        if (k < 81) {
            return threeMoveAPlusC();
        }
        if (k < 86) {
            return threeMoveBPlusC();
        }
        if (k < 90) {
            return oneOddEven();
        }
        if (k < 93) {
            return constantAAndB(2 + rnd.nextInt(2));
        }
        if (k < 96) {
            return nestedTwo();
        }
        int a = 1 + rnd.nextInt(6);
        int v = a + 1 + rnd.nextInt(12);
        String lit = switch (rnd.nextInt(5)) {
            case 0 -> known ? "0" + v : Integer.toString(v); // JEXL: octal (an error when v has an 8 or 9)
            case 1 -> "0x" + Integer.toHexString(v);
            case 2 -> v + "L";
            default -> Integer.toString(v);
        };
        return concrete(a, v, lit);
    }

    /** Mutates one length, letter or count of a word text. */
    String mutateWord(String w) {
        if (w == null || w.isBlank()) {
            return "1^1";
        }
        List<Integer> carets = new ArrayList<>();
        for (int i = 0; i < w.length(); i++) {
            if (w.charAt(i) == '^') {
                carets.add(i);
            }
        }
        int c = pick(carets);
        if (rnd.nextInt(3) == 0 && c > 0 && Character.isDigit(w.charAt(c - 1))) {
            int letter = w.charAt(c - 1) - '0';
            int other = (letter + 1 + rnd.nextInt(3)) % 4;
            return w.substring(0, c - 1) + other + w.substring(c);
        }
        int[] pos = {c + 1};
        String atom = atom(w, pos);
        String d = pick(List.of(" + 1", " - 1", " + 2", " + a", " + 1"));
        if (!w.matches("(?s).*\\ba\\b.*")) {
            d = " + 1";
        }
        return w.substring(0, c + 1) + "(" + atom + d + ")" + w.substring(pos[0]);
    }

    /** The word mutated in one case of one convention, optionally only where the first parameter is >= 41 (beyond the sample). */
    WordSpec mutant(Family f, boolean far) {
        WordSpec w = f.word();
        boolean sink = rnd.nextBoolean();
        List<Case> cases = new ArrayList<>(sink ? w.sink() : w.wall());
        int i = rnd.nextInt(cases.size());
        Case c = cases.get(i);
        Case wrong = rnd.nextBoolean() || c.pre() == null || c.pre().isBlank() ? new Case(c.when(), c.pre(), mutateWord(c.period()))
                : new Case(c.when(), mutateWord(c.pre()), c.period());
        if (far) {
            String p = f.params().get(0).name();
            String g = c.when() == null ? "" : "(" + c.when() + ") && ";
            cases.set(i, new Case(g + p + " <= 40", c.pre(), c.period()));
            cases.add(i + 1, new Case(g + p + " >= 41", wrong.pre(), wrong.period()));
        } else {
            cases.set(i, wrong);
        }
        return sink ? new WordSpec(w.domain(), w.counts(), w.splits(), w.wall(), cases) : new WordSpec(w.domain(), w.counts(), w.splits(), cases, w.sink());
    }

    private static final Pattern FIRST_RUN = Pattern.compile("^(\\d\\^(?:\\w+|\\([^()]*\\)))\\s+(.+)$");

    /**
     * The same G with a longer preperiod: the first run of the period (when it starts with a run) moved
     * to the end of the preperiod and to the end of the period; a claim of the old preperiod length
     * plus the run's length is then false, and the prover must see that this preperiod is not exact.
     */
    WordSpec rotated(WordSpec w) {
        boolean sink = rnd.nextBoolean();
        List<Case> cases = new ArrayList<>(sink ? w.sink() : w.wall());
        int i = rnd.nextInt(cases.size());
        Case c = cases.get(i);
        Matcher m = FIRST_RUN.matcher(c.period().trim());
        if (!m.matches()) {
            return null;
        }
        String pre = c.pre() == null || c.pre().isBlank() ? m.group(1) : c.pre() + " " + m.group(1);
        cases.set(i, new Case(c.when(), pre, m.group(2) + " " + m.group(1)));
        return sink ? new WordSpec(w.domain(), w.counts(), w.splits(), w.wall(), cases) : new WordSpec(w.domain(), w.counts(), w.splits(), cases, w.sink());
    }

    /** An expression near x: itself, off by one, doubled, zero, negative, wrong only far away, in other literal forms. */
    String near(String x, Family f) {
        String p = f.params().get(0).name();
        int k = rnd.nextInt(16);
        while (!known && (k == 7 || k == 8 || k == 10) || !exotic && (k == 11 || k == 12)) {
            k = rnd.nextInt(16);
        }
        return switch (k) {
            case 0, 1, 2, 3 -> x;
            case 4 -> "(" + x + ") + 1";
            case 5 -> "(" + x + ") - 1";
            case 6 -> "2*(" + x + ")";
            case 7 -> "0";
            case 8 -> "-(" + x + ")";
            case 9 -> "(" + x + ") + (" + p + " >= 41 ? 1 : 0)";
            case 10 -> "(" + x + ") + 010 - 8";
            case 11 -> "(" + x + ") + 0x10 - 16";
            case 12 -> "(" + x + ") + 10L - 10";
            case 13 -> "max(" + x + ", " + p + ")";
            case 14 -> "(" + x + ") + " + p;
            default -> "min(" + x + ", 3)";
        };
    }

    Gen next() {
        counter++;
        exotic = rnd.nextInt(6) == 0;
        Family f = family();
        StringBuilder how = new StringBuilder(f.name());
        // adversarial names: a parameter renamed, or an extra parameter that only restricts the domain
        if (rnd.nextInt(6) == 0) {
            String from = f.params().get(0).name();
            String to = adversarial();
            f = f.rename(from, to);
            how.append(", renamed ").append(from).append(" -> ").append(to);
        }
        if (rnd.nextInt(8) == 0 && f.params().get(0).hiBig() >= 30) {
            String e = adversarial();
            String p = f.params().get(0).name();
            if (!e.equals(p) && f.params().stream().noneMatch(q -> q.name().equals(e))) {
                f = f.withDomain(f.word().domain() + " && " + e + " >= 0 && " + e + " <= " + p + " - 1", new Param(e, 0, 40, 300));
                how.append(", extra parameter ").append(e);
            }
        }
        // the word: correct, or mutated (within the sample range or only beyond it), or a convention dropped
        int wk = rnd.nextInt(10);
        if (wk < 2) {
            f = f.withWord(mutant(f, false));
            how.append(", word mutant");
        } else if (wk < 4 && f.params().get(0).hiBig() > 40) {
            f = f.withWord(mutant(f, true));
            how.append(", word mutant beyond the sample");
        } else if (wk == 5) {
            WordSpec r = rotated(f.word());
            if (r != null) {
                f = f.withWord(r);
                how.append(", a correct word with one run of the period moved into the preperiod");
            }
        } else if (wk == 4) {
            WordSpec w = f.word();
            f = f.withWord(rnd.nextBoolean() ? new WordSpec(w.domain(), w.counts(), w.splits(), w.wall(), null)
                    : new WordSpec(w.domain(), w.counts(), w.splits(), null, w.sink()));
            how.append(", one convention only");
        }
        Map<String, String> lets = new LinkedHashMap<>(f.lets());
        List<GenClaim> claims = new ArrayList<>();
        int n = 2 + rnd.nextInt(4);
        for (int i = 1; i <= n; i++) {
            claims.add(claim("c" + i, f, lets));
        }
        return new Gen(yaml(f, lets, claims), f, lets, claims, how.toString());
    }

    /** A let bound to x under an adversarial name (or a let chain), returning the name to use; x itself otherwise. */
    String viaLet(String x, Map<String, String> lets) {
        int k = rnd.nextInt(6);
        if (k >= 2) {
            return x;
        }
        String name = adversarial() + (rnd.nextBoolean() ? "" : "L" + lets.size());
        if (lets.containsKey(name)) {
            return x;
        }
        if (k == 0) {
            lets.put(name, x);
        } else {
            String inner = "Z" + lets.size() + (known ? "__" : "_");
            lets.put(inner, "(" + x + ") - 1");
            lets.put(name, inner + " + 1");
        }
        return name;
    }

    GenClaim claim(String name, Family f, Map<String, String> lets) {
        String p = f.params().get(0).name();
        int k = rnd.nextInt(100);
        if (k < 35) {
            String game = pick(known ? List.of("wall", "sink", "G", "wall", "sink") : List.of("wall", "sink"));
            boolean sink = game.equals("sink") || game.equals("G") && rnd.nextBoolean();
            String period = viaLet(near(sink ? f.sinkPeriod() : f.wallPeriod(), f), lets);
            if (rnd.nextInt(8) == 0 && known) {
                period = pick(List.of("0", "-1", "-(" + f.wallPeriod() + ")", "(" + p + " >= 41 ? 0 : " + f.wallPeriod() + ")", "3"));
            }
            String base = sink ? "1 + " + f.sinkPre() : f.wallPre();
            String from = switch (rnd.nextInt(6)) {
                case 0 -> null;
                case 1 -> "(" + base + ") - 1";
                case 2 -> "0";
                default -> viaLet(base, lets);
            };
            return new GenClaim(name, "periodic: " + game + "\n    period: \"" + period + "\"\n" + (from == null ? "" : "    from: \"" + from + "\"\n")
                    + (rnd.nextBoolean() ? "    minimal: true\n" : ""));
        }
        if (k < 65) {
            String game = pick(List.of("wall", "sink", "G"));
            boolean minimal = rnd.nextBoolean();
            boolean sink = game.equals("sink") || game.equals("G") && rnd.nextBoolean();
            String x = minimal ? (sink ? f.sinkPeriod() : f.wallPeriod()) : (sink ? f.sinkPre() : f.wallPre());
            return new GenClaim(name, "actual: " + game + "." + (minimal ? "minimalPeriod" : "preperiod") + "\n    expected: \"" + viaLet(near(x, f), lets) + "\"\n");
        }
        if (k < 90) {
            List<String> parts = new ArrayList<>();
            int m = 1 + rnd.nextInt(3);
            for (int i = 0; i < m; i++) {
                int kind = rnd.nextInt(10);
                if (kind < 6) {
                    String game = pick(List.of("wall", "sink", "G"));
                    boolean minimal = rnd.nextBoolean();
                    boolean sink = game.equals("sink") || game.equals("G") && rnd.nextBoolean();
                    String x = minimal ? (sink ? f.sinkPeriod() : f.wallPeriod()) : (sink ? f.sinkPre() : f.wallPre());
                    String e = viaLet(near(x, f), lets);
                    String fact = game + "." + (minimal ? "minimalPeriod" : "preperiod");
                    parts.add(rnd.nextInt(4) == 0 ? e + " == " + fact : fact + " == " + e);
                } else if (kind == 6 && known) {
                    String let = pick(List.of("foo__bar", "wall__preperiod", "sink__minimalPeriod", "G__preperiod", "x__y"));
                    if (!lets.containsKey(let)) {
                        lets.put(let, Integer.toString(rnd.nextInt(3)));
                    }
                    parts.add(let + " == " + rnd.nextInt(3));
                } else if (kind <= 7) {
                    parts.add(pick(List.of(p + " >= 1", p + " == 1", p + " <= 40", "1 == 1", p + " >= 0")));
                } else if (kind == 8) {
                    parts.add(pick(List.of("wall.preperiod <= 0", "sink.preperiod >= 0", "wall.minimalPeriod != 0", "G.preperiod == G.preperiod")));
                } else if (exotic) {
                    parts.add(pick(List.of("S.max >= " + p, "gcd(" + p + ", 2) >= 1", "G.at(1) == G.at(1)", "S.size == 2")));
                } else {
                    parts.add("sink.preperiod == " + f.sinkPre());
                }
            }
            return new GenClaim(name, "holds: \"" + String.join(" && ", parts) + "\"\n");
        }
        // claims the prover cannot read, or other shapes
        if (!exotic) {
            return new GenClaim(name, pick(List.of(
                    "holds: \"!(wall.preperiod == 1)\"\n",
                    "holds: \"wall.preperiod == sink.preperiod\"\n",
                    "holds: \"wall.minimalPeriod == sink.minimalPeriod\"\n",
                    "holds: \"wall.preperiod == 0 || sink.preperiod == 0\"\n",
                    "actual: wall.preperiod + 0\n    expected: \"0\"\n")));
        }
        return new GenClaim(name, pick(List.of(
                "actual: S.max\n    expected: \"S.max\"\n",
                "holds: \"gcd(" + p + ", 2) >= 1 && wall.preperiod == 0\"\n",
                "holds: \"G.at(1) == 1 || wall.preperiod == 0\"\n",
                "holds: \"!(wall.preperiod == 1)\"\n",
                "holds: \"wall.preperiod == sink.preperiod\"\n",
                "holds: \"wall.minimalPeriod == sink.minimalPeriod\"\n",
                "actual: wall.preperiod + 0\n    expected: \"0\"\n",
                "periodic: wall\n    period: \"S.max\"\n",
                "periodic: sink\n    period: \"" + f.sinkPeriod() + "\"\n    from: \"S.max\"\n")));
    }

    String yaml(Family f, Map<String, String> lets, List<GenClaim> claims) {
        StringBuilder sb = new StringBuilder();
        sb.append("id: fuzz-").append(counter).append("\nkind: conjecture\ntitle: fuzz\nsource: ProverFuzz\nparameters:\n");
        for (Param p : f.params()) {
            sb.append("  ").append(p.name()).append(": ").append(p.lo()).append("..").append(Math.min(p.hiSmall(), p.lo() + 8)).append("\n");
        }
        sb.append("where: \"").append(f.word().domain()).append("\"\n");
        sb.append("moves: [").append(String.join(", ", f.moves())).append("]\nconvention: both\n");
        if (!lets.isEmpty()) {
            sb.append("let:\n");
            lets.forEach((k, v) -> sb.append("  ").append(k).append(": \"").append(v).append("\"\n"));
        }
        sb.append("claims:\n");
        for (GenClaim c : claims) {
            sb.append("  - name: ").append(c.name()).append("\n    ").append(c.yaml());
        }
        sb.append(f.word().yaml());
        return sb.toString();
    }

    // ------------------------------------------------------------------ the oracle

    /** The moves of a tuple, read with JEXL's semantics. */
    static long[] moves(Family f, Map<String, Long> t) {
        Map<String, Object> env = new LinkedHashMap<>(t);
        return f.moves().stream().mapToLong(m -> evalLong(m, env)).toArray();
    }

    /** Whether a claim holds at a tuple under the checker's semantics (every convention of the statement for G); null when this oracle cannot tell. */
    static Boolean holds(Gen g, GenClaim c, Map<String, Long> t, Facts wall, Facts sink) {
        for (Facts gf : List.of(wall, sink)) {
            Map<String, Object> env = new LinkedHashMap<>(t);
            long[] mv = moves(g.family(), t);
            long max = 0;
            long min = Long.MAX_VALUE;
            for (long s : mv) {
                max = Math.max(max, s);
                min = Math.min(min, s);
            }
            env.put("S.max", max);
            env.put("S.min", min);
            env.put("S.size", (long) mv.length);
            for (Object[] gm : new Object[][] {{"wall", wall}, {"sink", sink}, {"G", gf}}) {
                Facts fa = (Facts) gm[1];
                env.put(gm[0] + ".preperiod", fa.preperiod());
                env.put(gm[0] + ".minimalPeriod", fa.period());
                env.put(gm[0] + ".facts", fa);
            }
            try {
                for (Map.Entry<String, String> l : g.lets().entrySet()) {
                    env.put(l.getKey(), eval(l.getValue(), env));
                }
                if (!one(c.yaml(), env, gf)) {
                    return false;
                }
            } catch (Unknown | ArithmeticException e) {
                return null;
            }
        }
        return true;
    }

    private static final Pattern FIELD = Pattern.compile("^\\s*(\\w+): \"?(.*?)\"?$", Pattern.MULTILINE);

    private static boolean one(String yaml, Map<String, Object> env, Facts gf) {
        Map<String, String> fields = new LinkedHashMap<>();
        Matcher m = FIELD.matcher(yaml);
        while (m.find()) {
            fields.put(m.group(1), m.group(2));
        }
        if (fields.containsKey("holds")) {
            return evalBool(fields.get("holds"), env);
        }
        if (fields.containsKey("actual")) {
            return eval(fields.get("actual"), env).equals(eval(fields.get("expected"), env));
        }
        String game = fields.get("periodic");
        Facts fa = game.equals("G") ? gf : (Facts) env.get(game + ".facts");
        long period = evalLong(fields.get("period"), env);
        long from = fields.containsKey("from") ? evalLong(fields.get("from"), env) : fa.base() + fa.preperiod();
        if (period < 1 || from < fa.base()) {
            return false; // the checker: not a positive period; a start before the first position is an error
        }
        boolean periodic = period % fa.period() == 0 && from >= fa.base() + fa.preperiod();
        return periodic && (!"true".equals(fields.get("minimal")) || period == fa.period());
    }

    // ------------------------------------------------------------------ the run

    /** The counts of a run. */
    static final class Counts {
        long statements;
        long rejected; // the loader or the prover refused the statement (bad input)
        long proved;
        long refuted;
        long unproved;
        long claimsProved;
        long claimsPerInstance;
        long instances; // claim (and word) evaluations by brute force
        long unknown;
        long full; // statements run with z3 and cvc5
        long noSample; // statements run without the sample check
        final List<String> provedButFalse = new ArrayList<>();
        final Map<String, Integer> bySuspect = new java.util.TreeMap<>(); // proved-but-false by the known bug it looks like
        final List<String> rejections = new ArrayList<>(); // the first few, to see what the loader refuses
        double seconds;
        double proverSeconds; // in the prover (the rest: generation, loading, the brute force)

        @Override
        public String toString() {
            return String.format(Locale.ROOT,
                    "statements %d (z3+cvc5 %d, no sample check %d), rejected %d, proved %d, refuted %d, unproved %d; claims proved for every parameter %d,"
                            + " left per instance %d; brute-force evaluations %d (undecidable by the oracle %d); proved-but-false %d; %.1f s",
                    statements, full, noSample, rejected, proved, refuted, unproved, claimsProved, claimsPerInstance, instances, unknown,
                    provedButFalse.size(), seconds) + String.format(Locale.ROOT, " (%.1f s in the prover)", proverSeconds)
                    + (bySuspect.isEmpty() ? "" : "; proved-but-false by suspected cause " + bySuspect);
        }
    }

    static Statement load(String yaml, Path dir, String id) {
        try {
            Path file = dir.resolve(id + ".yaml");
            Files.writeString(file, yaml);
            return StatementLoader.load(file);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Runs n statements from the seed; every claim proved for every parameter, and every proved word, checked on tuples. */
    static Counts run(long seed, int n, Path dir, int tuples, boolean known, java.io.PrintStream log) {
        ProverFuzz fz = new ProverFuzz(seed, known);
        Counts counts = new Counts();
        long t0 = System.nanoTime();
        for (int i = 0; i < n; i++) {
            Gen g = fz.next();
            counts.statements++;
            int mode = i % 10; // 0: z3 and cvc5; 1: no sample check (z3); else z3 with the sample check
            WordProver prover = mode == 0 ? new WordProver(WordProofRun.TIMEOUT_MS) : mode == 1 ? WordProver.replay(WordProofRun.TIMEOUT_MS)
                    : WordProver.z3Only(WordProofRun.TIMEOUT_MS);
            counts.full += mode == 0 ? 1 : 0;
            counts.noSample += mode == 1 ? 1 : 0;
            WordProver.Outcome o;
            long p0 = System.nanoTime();
            try {
                Statement st = load(g.yaml(), dir, "fuzz-" + fz.counter);
                p0 = System.nanoTime();
                o = prover.prove(st, r -> { });
                counts.proverSeconds += (System.nanoTime() - p0) / 1e9;
            } catch (RuntimeException e) {
                counts.rejected++;
                if (counts.rejections.size() < 5) {
                    counts.rejections.add(g.how() + ": " + e + "\n" + g.yaml());
                }
                continue;
            }
            switch (o.status()) {
                case PROVED -> counts.proved++;
                case REFUTED -> counts.refuted++;
                default -> counts.unproved++;
            }
            if (o.status() != WordProver.Status.PROVED) {
                continue;
            }
            List<String> proved = o.provedClaims();
            counts.claimsProved += proved.size();
            counts.claimsPerInstance += o.claims().size() - proved.size();
            check(g, o, proved, fz.rnd, tuples, counts, log);
        }
        counts.seconds = (System.nanoTime() - t0) / 1e9;
        return counts;
    }

    /** The oracle on one proved statement. */
    static void check(Gen g, WordProver.Outcome o, List<String> proved, Random rnd, int tuples, Counts counts, java.io.PrintStream log) {
        Family f = g.family();
        java.util.Set<String> reported = new java.util.HashSet<>();
        for (int k = 0; k < tuples; k++) {
            Map<String, Long> t = f.sample(rnd, k % 2 == 1);
            if (t == null) {
                continue;
            }
            long[] mv;
            try {
                mv = moves(f, t);
            } catch (Unknown | ArithmeticException e) {
                counts.unknown++;
                continue;
            }
            // the word itself: G is the word under every convention it has
            for (boolean sink : List.of(false, true)) {
                if ((sink ? f.word().sink() : f.word().wall()) == null) {
                    continue;
                }
                counts.instances++;
                String why;
                try {
                    why = wordMismatch(f.word(), sink, mv, t);
                } catch (Unknown | ArithmeticException e) {
                    counts.unknown++;
                    continue;
                }
                if (why != null && reported.add("word")) {
                    report(counts, log, g, o, "G_" + (sink ? "sink" : "wall") + " is the word", t, why);
                }
            }
            Facts wall = facts(mv, false, 0);
            Facts sink = facts(mv, true, 0);
            for (GenClaim c : g.claims()) {
                if (!proved.contains(c.name()) || reported.contains(c.name())) {
                    continue;
                }
                counts.instances++;
                Boolean h = holds(g, c, t, wall, sink);
                if (h == null) {
                    counts.unknown++;
                } else if (!h) {
                    reported.add(c.name());
                    report(counts, log, g, o, c.name() + ": " + c.yaml().replace("\n", " "), t,
                            "wall: preperiod " + wall.preperiod() + ", minimal period " + wall.period() + "; sink: preperiod " + sink.preperiod()
                                    + ", minimal period " + sink.period());
                }
            }
        }
    }

    /** Which known bug of issue 35 a proved-but-false case looks like (a heuristic on its text, for the summary only). */
    static String suspect(Gen g, String what) {
        String y = g.yaml();
        if (what.startsWith("G_")) {
            return g.family().params().stream().anyMatch(p -> p.name().matches("y|K|J\\d+")) ? "5: encoder name as parameter" : "new: word";
        }
        if (what.contains("periodic: G")) {
            return "3: periodic G";
        }
        if (g.family().moves().stream().anyMatch(m -> m.matches("0\\d+"))) {
            return "4: leading-zero literal in moves";
        }
        if (what.contains("period: \"0\"") || what.contains("period: \"-") || y.contains("? 0 :") || y.contains("(0) - 1")) {
            return "2: period <= 0";
        }
        if (y.contains("__")) {
            return "1: __ names";
        }
        return "new";
    }

    static void report(Counts counts, java.io.PrintStream log, Gen g, WordProver.Outcome o, String what, Map<String, Long> t, String why) {
        String msg = "PROVED BUT FALSE [" + suspect(g, what) + "] (" + g.how() + "): " + what + " at " + t + ": " + why + "\n" + g.yaml();
        counts.provedButFalse.add(msg);
        counts.bySuspect.merge(suspect(g, what), 1, Integer::sum);
        if (log != null) {
            log.println(msg);
        }
    }
}
