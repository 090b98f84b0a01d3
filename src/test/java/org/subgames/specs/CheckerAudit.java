package org.subgames.specs;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.subgames.base.Shard;

/**
 * The differential audit of {@code check} (issue 38): random statements from a seed, each written as
 * YAML and loaded by the statement loader, checked by {@link Checker} on every instance its ranges
 * select, and decided again by an independent brute force: nim-values by mex from the rules of the
 * two conventions, the preperiod and minimal period by direct search, and the statement's
 * expressions evaluated by this class's own reading of them (integer {@code /} and {@code %} truncate
 * toward zero, {@code floor}, {@code ceil}, {@code modulo} are the floor forms, a forall range
 * LO..HI with LO &gt; HI is empty). Nothing of the project's solvers, certificates or expression
 * engine is used by the brute force. A disagreement is an instance-claim where the two verdicts
 * differ (or where one side fails with an error and the other does not).
 */
final class CheckerAudit {

    /** The figures of a run. */
    record Figures(long seed, int statements, int claims, long instances, long verdicts, long refuted, long vacuousRanges,
                   long errors, long disagreements, List<String> firstDisagreements, double seconds) {
        @Override
        public String toString() {
            return String.format(java.util.Locale.ROOT, "checker audit (seed %d): %d statements, %d claims, %d instances, %d instance-claim"
                    + " verdicts (%d refuted, %d held), %d forall ranges empty, %d instances where both fail with an error, %d disagreements, %.1f s",
                    seed, statements, claims, instances, verdicts, refuted, verdicts - refuted, vacuousRanges, errors, disagreements, seconds);
        }
    }

    private CheckerAudit() {
    }

    // ---------------------------------------------------------------- the brute force

    /** The nim-values of one game, with its preperiod and minimal period found by search. */
    static final class Game {
        final boolean sink;
        final int first;
        final int[] g;
        final int n;
        final int start;
        final int period;
        final int maxMove;

        Game(int[] moves, boolean sink) {
            this.sink = sink;
            this.first = sink ? 1 : 0;
            int m = 0;
            for (int s : moves) {
                m = Math.max(m, s);
            }
            this.maxMove = m;
            for (int size = 1024; ; size *= 4) {
                int[] v = values(moves, sink, size);
                int[] found = search(v, first, size, m);
                if (found != null) {
                    g = v;
                    n = size;
                    start = found[0];
                    period = found[1];
                    return;
                }
                if (size > (1 << 22)) {
                    throw new IllegalStateException("no period found up to " + size);
                }
            }
        }

        /** G(0..size) (sink: G(x) for x &lt;= 0 is 0, a terminal position; wall: no move below 0), by mex. */
        static int[] values(int[] moves, boolean sink, int size) {
            int[] g = new int[size + 1];
            boolean[] seen = new boolean[moves.length + 2];
            for (int x = sink ? 1 : 0; x <= size; x++) {
                java.util.Arrays.fill(seen, false);
                for (int s : moves) {
                    int y = x - s;
                    if (y < 0 && !sink) {
                        continue;
                    }
                    int v = y <= 0 && sink ? 0 : g[y];
                    if (v < seen.length) {
                        seen[v] = true;
                    }
                }
                int mex = 0;
                while (seen[mex]) {
                    mex++;
                }
                g[x] = mex;
            }
            return g;
        }

        /**
         * The least p for which G(x + p) = G(x) on [s, size - p] for a run of at least p + 2 max S
         * positions (a run of max S equal positions already forces every later one, as G(x) is a
         * function of the max S values before it), with s the least such start: {s, p}, or null.
         */
        static int[] search(int[] g, int first, int size, int maxMove) {
            for (int p = 1; p <= (size - first) / 2; p++) {
                int x = size - p;
                while (x >= first && g[x] == g[x + p]) {
                    x--;
                }
                int s = x + 1;
                if (size - p - s + 1 >= p + 2 * maxMove) {
                    return new int[] {s, p};
                }
            }
            return null;
        }

        long preperiod() {
            return start - first;
        }

        int at(long x) {
            if (x < first) {
                throw new AuditError("G at " + x + " before the first position " + first);
            }
            if (x > n) {
                x = start + (x - start) % period;
            }
            return g[(int) x];
        }

        long maxValue() {
            int m = 0;
            for (int x = first; x < start + period; x++) {
                m = Math.max(m, g[x]);
            }
            return m;
        }

        long cold() {
            long c = 0;
            for (int x = start; x < start + period; x++) {
                if (g[x] == 0) {
                    c++;
                }
            }
            return c;
        }

        /** Whether p is a period from x0 on: positive, x0 past the preperiod, a multiple of the minimal period. */
        boolean periodFrom(long p, long x0) {
            return p >= 1 && x0 >= start && p % period == 0;
        }
    }

    /** An evaluation the statement's terms make an error (the checker exits 2 on it). */
    static final class AuditError extends RuntimeException {
        AuditError(String m) {
            super(m);
        }
    }

    /** Where an expression is evaluated: parameters, lets, a forall variable, and the games. */
    static final class Env {
        final Map<String, Long> vars = new HashMap<>();
        final Map<String, Game> games = new HashMap<>();
    }

    // ---------------------------------------------------------------- expressions

    /** An expression: its text for the statement file and its value by this audit's own reading. */
    interface Node {
        String text();

        Object eval(Env e);

        default long num(Env e) {
            return (Long) eval(e);
        }

        default boolean bool(Env e) {
            return (Boolean) eval(e);
        }
    }

    record Num(long v) implements Node {
        public String text() {
            return v < 0 ? "(" + v + ")" : Long.toString(v);
        }

        public Object eval(Env e) {
            return v;
        }
    }

    record Var(String name) implements Node {
        public String text() {
            return name;
        }

        public Object eval(Env e) {
            Long v = e.vars.get(name);
            if (v == null) {
                throw new IllegalStateException("unbound " + name);
            }
            return v;
        }
    }

    record Bin(String op, Node l, Node r) implements Node {
        public String text() {
            return "(" + l.text() + " " + op + " " + r.text() + ")";
        }

        public Object eval(Env e) {
            switch (op) {
                case "&&":
                    return l.bool(e) && r.bool(e);
                case "||":
                    return l.bool(e) || r.bool(e);
                default:
                    break;
            }
            long x = l.num(e);
            long y = r.num(e);
            switch (op) {
                case "+": return x + y;
                case "-": return x - y;
                case "*": return x * y;
                case "/":
                    if (y == 0) {
                        throw new AuditError("division by zero");
                    }
                    return x / y; // truncates toward zero
                case "%":
                    if (y == 0) {
                        throw new AuditError("division by zero");
                    }
                    return x % y; // the sign of x
                case "==": return x == y;
                case "!=": return x != y;
                case "<": return x < y;
                case "<=": return x <= y;
                case ">": return x > y;
                case ">=": return x >= y;
                default: throw new IllegalStateException(op);
            }
        }
    }

    record Not(Node x) implements Node {
        public String text() {
            return "!" + x.text();
        }

        public Object eval(Env e) {
            return !x.bool(e);
        }
    }

    record Cond(Node c, Node x, Node y) implements Node {
        public String text() {
            // branches in parentheses: JEXL reads "c ? a : f(x)" as a call of f in the namespace a (a syntax error)
            return "(" + c.text() + " ? (" + x.text() + ") : (" + y.text() + "))";
        }

        public Object eval(Env e) {
            return c.bool(e) ? x.eval(e) : y.eval(e);
        }
    }

    record Call(String fn, Node x, Node y) implements Node {
        public String text() {
            return fn + "(" + x.text() + ", " + y.text() + ")";
        }

        public Object eval(Env e) {
            long a = x.num(e);
            long b = y.num(e);
            if ((fn.equals("floor") || fn.equals("ceil") || fn.equals("modulo")) && b <= 0) {
                throw new AuditError(fn + " by " + b);
            }
            switch (fn) {
                case "min": return Math.min(a, b);
                case "max": return Math.max(a, b);
                case "floor": return Math.floorDiv(a, b);
                case "ceil": return -Math.floorDiv(-a, b);
                case "modulo": return Math.floorMod(a, b);
                case "gcd": return gcd(a, b);
                default: throw new IllegalStateException(fn);
            }
        }

        private static long gcd(long a, long b) {
            a = Math.abs(a);
            b = Math.abs(b);
            while (b != 0) {
                long t = a % b;
                a = b;
                b = t;
            }
            return a;
        }
    }

    /** A fact of a game: G, wall or sink, and preperiod, minimalPeriod, maxValue, cold, periodicFrom or purelyPeriodic. */
    record Fact(String game, String fact) implements Node {
        public String text() {
            return game + "." + fact;
        }

        public Object eval(Env e) {
            Game g = e.games.get(game);
            switch (fact) {
                case "preperiod": return g.preperiod();
                case "minimalPeriod": return (long) g.period;
                case "maxValue": return g.maxValue();
                case "cold": return g.cold();
                case "periodicFrom": return (long) g.start;
                case "purelyPeriodic": return g.preperiod() == 0;
                default: throw new IllegalStateException(fact);
            }
        }
    }

    /** {@code G.at(x)}, or with outcome {@code G.outcome(x) == 'P'}. */
    record At(String game, Node x, boolean outcome) implements Node {
        public String text() {
            return outcome ? "(" + game + ".outcome(" + x.text() + ") == 'P')" : game + ".at(" + x.text() + ")";
        }

        public Object eval(Env e) {
            int v = e.games.get(game).at(x.num(e));
            return outcome ? (Object) (v == 0) : (Object) (long) v;
        }
    }

    // ---------------------------------------------------------------- claims

    interface ClaimSpec {
        /** The claim's YAML lines (each starting "  - " or "    "). */
        String yaml();

        /** Whether the claim holds under the games bound in the environment. */
        boolean holds(Env e, long[] vacuous);

        Node when();
    }

    record HoldsSpec(Node when, Node cond) implements ClaimSpec {
        public String yaml() {
            return whenYaml(when) + "    holds: \"" + cond.text() + "\"\n";
        }

        public boolean holds(Env e, long[] vacuous) {
            return cond.bool(e);
        }
    }

    record EqualSpec(Node when, Node actual, Node expected) implements ClaimSpec {
        public String yaml() {
            return whenYaml(when) + "    actual: \"" + actual.text() + "\"\n    expected: \"" + expected.text() + "\"\n";
        }

        public boolean holds(Env e, long[] vacuous) {
            return actual.num(e) == expected.num(e);
        }
    }

    record ForAllSpec(Node when, Node lo, Node hi, ClaimSpec body) implements ClaimSpec {
        public String yaml() {
            String b = body.yaml();
            b = b.substring(b.indexOf('\n') + 1); // the body's when line is not used: bodies have none
            return whenYaml(when) + "    forall: \"i in " + lo.text() + ".." + hi.text() + "\"\n" + b;
        }

        public boolean holds(Env e, long[] vacuous) {
            long l = lo.num(e);
            long h = hi.num(e);
            if (l > h) {
                vacuous[0]++;
                return true; // empty: LO > HI selects nothing
            }
            try {
                for (long i = l; i <= h; i++) {
                    e.vars.put("i", i);
                    if (!body.holds(e, vacuous)) {
                        return false;
                    }
                }
                return true;
            } finally {
                e.vars.remove("i");
            }
        }
    }

    record PeriodicSpec(Node when, String game, Node period, Node from, boolean minimal) implements ClaimSpec {
        public String yaml() {
            return whenYaml(when) + "    periodic: " + game + "\n    period: \"" + period.text() + "\"\n"
                    + (from == null ? "" : "    from: \"" + from.text() + "\"\n") + "    minimal: " + minimal + "\n";
        }

        public boolean holds(Env e, long[] vacuous) {
            Game g = e.games.get(game);
            long p = period.num(e);
            long x0 = from == null ? g.first : from.num(e);
            if (p < 1) {
                return false;
            }
            if (x0 < g.first) {
                throw new AuditError("from before the first position");
            }
            return g.periodFrom(p, x0) && (!minimal || p == g.period);
        }
    }

    record AgreeSpec(Node when, String left, String right, Node from, Node to) implements ClaimSpec {
        public String yaml() {
            return whenYaml(when) + "    agree: [" + left + ", " + right + "]\n    from: \"" + from.text() + "\"\n    to: \""
                    + to.text() + "\"\n";
        }

        public boolean holds(Env e, long[] vacuous) {
            long f = from.num(e);
            long t = to.num(e);
            for (long x = f; x <= t; x++) {
                if (e.games.get(left).at(x) != e.games.get(right).at(x)) {
                    return false;
                }
            }
            return true;
        }
    }

    private static String whenYaml(Node when) {
        return when == null ? "  - name: c\n" : "  - name: c\n    when: \"" + when.text() + "\"\n";
    }

    // ---------------------------------------------------------------- statements

    /** A generated statement: parameters (name, lo, hi) in order, where, moves, conventions, lets and claims. */
    record Spec(String id, List<String[]> paramText, List<Node[]> params, Node where, List<Node> moves, List<String> conventions,
                Map<String, Node> lets, List<ClaimSpec> claims) {

        String yaml() {
            StringBuilder sb = new StringBuilder("id: " + id + "\nkind: conjecture\ntitle: audit\nsource: checker audit\nparameters:\n");
            for (int i = 0; i < params.size(); i++) {
                sb.append("  ").append(paramText.get(i)[0]).append(": ").append(params.get(i)[0].text()).append("..")
                        .append(params.get(i)[1].text()).append('\n');
            }
            sb.append("where: \"").append(where.text()).append("\"\nmoves: [");
            for (int i = 0; i < moves.size(); i++) {
                sb.append(i > 0 ? ", " : "").append('"').append(moves.get(i).text()).append('"');
            }
            sb.append("]\nconvention: ").append(conventions.size() == 2 ? "both" : conventions.get(0)).append('\n');
            if (!lets.isEmpty()) {
                sb.append("let:\n");
                lets.forEach((k, v) -> sb.append("  ").append(k).append(": \"").append(v.text()).append("\"\n"));
            }
            sb.append("claims:\n");
            for (int i = 0; i < claims.size(); i++) {
                sb.append(claims.get(i).yaml().replaceFirst("name: c\n", "name: c" + i + "\n"));
            }
            return sb.toString();
        }
    }

    /** The random statements: small parameters, moves up to about 30, every claim kind, both conventions. */
    static final class Generator {
        private final Random rnd;
        private List<String> params;
        private List<String> games;
        private List<String> lets;
        private int first; // the first position every game of the statement has (1 if a sink is among them)
        private boolean inForall;

        Generator(long seed) {
            this.rnd = new Random(seed);
        }

        Spec next(int k) {
            int np = 1 + rnd.nextInt(3);
            params = new ArrayList<>();
            List<String[]> ptext = new ArrayList<>();
            List<Node[]> ranges = new ArrayList<>();
            String[] names = {"a", "b", "c"};
            for (int i = 0; i < np; i++) {
                String p = names[i];
                Node lo;
                Node hi;
                if (i == 0 || rnd.nextBoolean()) {
                    long l = rnd.nextInt(4) == 0 ? 0 : 1 + rnd.nextInt(3);
                    lo = new Num(l);
                    hi = new Num(l + rnd.nextInt(np == 1 ? 12 : 6));
                } else {
                    String dep = params.get(rnd.nextInt(params.size()));
                    lo = new Bin("+", new Var(dep), new Num(rnd.nextInt(3)));
                    hi = rnd.nextBoolean() ? new Num(3 + rnd.nextInt(8)) : new Bin("+", new Var(dep), new Num(rnd.nextInt(6) - 1));
                }
                params.add(p);
                ptext.add(new String[] {p});
                ranges.add(new Node[] {lo, hi});
            }
            int nm = 1 + rnd.nextInt(3);
            List<Node> moves = new ArrayList<>();
            for (int i = 0; i < nm; i++) {
                moves.add(move());
            }
            // where: every move positive and no two equal, perhaps an extra condition
            Node where = null;
            for (int i = 0; i < nm; i++) {
                where = and(where, new Bin(">", moves.get(i), new Num(0)));
                for (int j = 0; j < i; j++) {
                    where = and(where, new Bin("!=", moves.get(i), moves.get(j)));
                }
                where = and(where, new Bin("<=", moves.get(i), new Num(30)));
            }
            if (rnd.nextInt(3) == 0) {
                where = and(where, paramCompare());
            }
            int cv = rnd.nextInt(3);
            List<String> conventions = cv == 0 ? List.of("wall") : cv == 1 ? List.of("sink") : List.of("wall", "sink");
            games = new ArrayList<>(List.of("G"));
            games.addAll(conventions);
            first = conventions.contains("sink") ? 1 : 0;
            lets = new ArrayList<>();
            Map<String, Node> letNodes = new LinkedHashMap<>();
            int nl = rnd.nextInt(3);
            for (int i = 0; i < nl; i++) {
                Node v = intExpr(2);
                String name = "L" + i;
                letNodes.put(name, v);
                lets.add(name);
            }
            List<ClaimSpec> claims = new ArrayList<>();
            int nc = 1 + rnd.nextInt(6);
            for (int i = 0; i < nc; i++) {
                claims.add(claim());
            }
            return new Spec("audit-" + k, ptext, ranges, where, moves, conventions, letNodes, claims);
        }

        private static Node and(Node a, Node b) {
            return a == null ? b : new Bin("&&", a, b);
        }

        private Node param() {
            return new Var(params.get(rnd.nextInt(params.size())));
        }

        private Node move() {
            switch (rnd.nextInt(6)) {
                case 0: return new Num(1 + rnd.nextInt(6));
                case 1: return new Bin("+", param(), param());
                case 2: return new Bin("+", new Bin("*", new Num(1 + rnd.nextInt(3)), param()), new Num(rnd.nextInt(4)));
                case 3: return new Bin("-", param(), new Num(rnd.nextInt(2)));
                default: return new Bin("+", param(), new Num(rnd.nextInt(3)));
            }
        }

        private Node paramCompare() {
            String[] ops = {"<", "<=", "!=", ">"};
            return new Bin(ops[rnd.nextInt(ops.length)], param(), new Bin("+", param(), new Num(rnd.nextInt(3) - 1)));
        }

        private String game() {
            return games.get(rnd.nextInt(games.size()));
        }

        private Node fact() {
            String[] facts = {"preperiod", "minimalPeriod", "maxValue", "cold", "periodicFrom"};
            return new Fact(game(), facts[rnd.nextInt(facts.length)]);
        }

        /** A position: at least the first position of every game of the statement. */
        private Node position() {
            if (rnd.nextInt(12) == 0) {
                return new Num(1_000_000_000_000L + rnd.nextInt(1000));
            }
            return new Call("max", new Num(first), intExpr(1));
        }

        Node intExpr(int depth) {
            int r = rnd.nextInt(depth <= 0 ? 4 : 11);
            switch (r) {
                case 0: return new Num(rnd.nextInt(16) - 3);
                case 1: return param();
                case 2: return fact();
                case 3:
                    if (inForall) {
                        return new Var("i");
                    }
                    return lets.isEmpty() ? param() : new Var(lets.get(rnd.nextInt(lets.size())));
                case 4:
                case 5: {
                    String[] ops = {"+", "-", "*"};
                    return new Bin(ops[rnd.nextInt(3)], intExpr(depth - 1), intExpr(depth - 1));
                }
                case 6: {
                    // / and % by a positive divisor, over numerators of either sign
                    Node d = rnd.nextBoolean() ? new Num(1 + rnd.nextInt(5)) : new Bin("+", param(), new Num(1)); // parameters are >= 0
                    Node num = new Bin("-", intExpr(depth - 1), intExpr(depth - 1));
                    return new Bin(rnd.nextBoolean() ? "/" : "%", num, d);
                }
                case 7: {
                    String[] fns = {"min", "max", "floor", "ceil", "modulo", "gcd"};
                    String fn = fns[rnd.nextInt(fns.length)];
                    Node y = fn.equals("min") || fn.equals("max") || fn.equals("gcd") ? intExpr(depth - 1) : maxOne(intExpr(depth - 1));
                    return new Call(fn, intExpr(depth - 1), y);
                }
                case 8: return new At(game(), position(), false);
                case 9: return new Cond(boolExpr(depth - 1), intExpr(depth - 1), intExpr(depth - 1));
                default: return fact();
            }
        }

        /** max(1, x): a positive divisor. */
        private static Node maxOne(Node x) {
            return new Call("max", new Num(1), x);
        }

        Node boolExpr(int depth) {
            int r = rnd.nextInt(depth <= 0 ? 3 : 7);
            switch (r) {
                case 0:
                case 1: {
                    String[] ops = {"==", "!=", "<", "<=", ">", ">="};
                    return new Bin(ops[rnd.nextInt(ops.length)], intExpr(depth), intExpr(depth));
                }
                case 2: return rnd.nextBoolean() ? new Fact(game(), "purelyPeriodic") : new At(game(), position(), true);
                case 3: return new Bin("&&", boolExpr(depth - 1), boolExpr(depth - 1));
                case 4: return new Bin("||", boolExpr(depth - 1), boolExpr(depth - 1));
                case 5: return new Not(boolExpr(depth - 1));
                default: return new Bin("<=", fact(), intExpr(depth - 1));
            }
        }

        ClaimSpec claim() {
            Node when = rnd.nextInt(4) == 0 ? (rnd.nextBoolean() ? paramCompare() : boolExpr(1)) : null;
            switch (rnd.nextInt(7)) {
                case 0: return new HoldsSpec(when, boolExpr(2));
                case 1: return new EqualSpec(when, intExpr(2), rnd.nextBoolean() ? intExpr(2) : fact());
                case 2: {
                    Node lo;
                    Node hi;
                    if (rnd.nextInt(4) == 0) {
                        // a literal range, often counting down (empty)
                        long l = first + rnd.nextInt(5);
                        lo = new Num(l);
                        hi = new Num(l + rnd.nextInt(7) - 3);
                    } else {
                        lo = new Call("max", new Num(first), intExpr(1));
                        hi = new Bin("+", intExpr(1), new Num(rnd.nextInt(30) - 5));
                    }
                    inForall = true;
                    try {
                        ClaimSpec body = rnd.nextBoolean()
                                ? new HoldsSpec(null, rnd.nextBoolean() ? new Bin("<=", new At(game(), new Var("i"), false), intExpr(1))
                                : new Bin("==", new At(game(), new Bin("+", new Var("i"), new Call("max", new Num(0), intExpr(1))), false),
                                        new At(game(), new Var("i"), false)))
                                : new EqualSpec(null, new At(game(), new Var("i"), false), intExpr(1));
                        return new ForAllSpec(when, lo, new Call("min", hi, new Num(400)), body);
                    } finally {
                        inForall = false;
                    }
                }
                case 3:
                case 4: {
                    Node period = switch (rnd.nextInt(5)) {
                        case 0 -> new Bin("*", new Fact(game(), "minimalPeriod"), new Num(1 + rnd.nextInt(3)));
                        case 1 -> new Fact(game(), "minimalPeriod");
                        case 2 -> new Bin("+", param(), param());
                        case 3 -> new Num(rnd.nextInt(12) - 1);
                        default -> new Call("min", new Num(600), intExpr(1));
                    };
                    Node from = switch (rnd.nextInt(4)) {
                        case 0 -> null;
                        case 1 -> new Call("max", new Num(first), new Fact("G", "periodicFrom"));
                        case 2 -> new Num(1_000_000_000_000L);
                        default -> new Call("max", new Num(first), intExpr(1));
                    };
                    return new PeriodicSpec(when, game(), period, from, rnd.nextBoolean());
                }
                default: {
                    Node from = new Call("max", new Num(first), intExpr(1));
                    Node to = new Bin("+", from, new Num(rnd.nextInt(300) - 20));
                    return new AgreeSpec(when, game(), game(), from, to);
                }
            }
        }
    }

    // ---------------------------------------------------------------- the run

    /** Runs the audit on this many statements from the seed; files go to dir. */
    static Figures run(long seed, int count, Path dir) {
        long t0 = System.nanoTime();
        Generator gen = new Generator(seed);
        int claims = 0;
        long instances = 0;
        long verdicts = 0;
        long refuted = 0;
        long disagreements = 0;
        long errors = 0;
        long[] vacuous = {0};
        List<String> shown = new ArrayList<>();
        for (int k = 0; k < count; k++) {
            Spec spec = gen.next(k);
            Path file = dir.resolve(spec.id() + ".yaml");
            try {
                Files.writeString(file, spec.yaml(), StandardCharsets.UTF_8);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            Statement st;
            try {
                st = StatementLoader.load(file);
            } catch (SpecException e) {
                disagreements++; // the generator writes only valid statements
                note(shown, spec, "does not load: " + e.getMessage());
                continue;
            }
            claims += spec.claims().size();
            List<long[]> tuples = tuples(spec);
            List<Instance> ins = Instances.enumerate(st, Map.of(), null, Shard.ALL);
            if (ins.size() != tuples.size()) {
                disagreements++;
                note(shown, spec, "instances: checker " + ins.size() + ", brute force " + tuples.size());
                continue;
            }
            instances += ins.size();
            for (int t = 0; t < ins.size(); t++) {
                Instance in = ins.get(t);
                long[] tuple = tuples.get(t);
                if (!in.tuple().equals(box(tuple))) {
                    disagreements++;
                    note(shown, spec, "instance " + t + ": checker " + in.tuple() + ", brute force " + box(tuple));
                    break;
                }
                boolean[] expect;
                String oracleError = null;
                try {
                    expect = refutations(spec, tuple, vacuous);
                } catch (AuditError e) {
                    expect = null;
                    oracleError = e.getMessage();
                }
                Outcome o;
                try {
                    o = Checker.check(in);
                } catch (SpecException e) {
                    if (oracleError != null) {
                        errors++;
                    } else {
                        disagreements++;
                        note(shown, spec, "at " + in.tuple() + ": the checker fails with " + e.getMessage() + ", the brute force does not");
                    }
                    continue;
                }
                if (oracleError != null) {
                    disagreements++;
                    note(shown, spec, "at " + in.tuple() + ": the brute force fails with " + oracleError + ", the checker does not");
                    continue;
                }
                for (int c = 0; c < expect.length; c++) {
                    verdicts++;
                    boolean cx = o.claims().get(c) != null;
                    if (expect[c]) {
                        refuted++;
                    }
                    if (cx != expect[c]) {
                        disagreements++;
                        note(shown, spec, "at " + in.tuple() + " claim c" + c + ": checker " + (cx ? "refutes (" + o.claims().get(c).message()
                                + ")" : "holds") + ", brute force " + (expect[c] ? "refutes" : "holds"));
                    }
                }
            }
        }
        return new Figures(seed, count, claims, instances, verdicts, refuted, vacuous[0], errors, disagreements, shown,
                (System.nanoTime() - t0) / 1e9);
    }

    private static void note(List<String> shown, Spec spec, String what) {
        if (shown.size() < 5) {
            shown.add(what + "\n" + spec.yaml());
        }
    }

    private static List<Long> box(long[] t) {
        List<Long> out = new ArrayList<>();
        for (long v : t) {
            out.add(v);
        }
        return out;
    }

    /** The parameter tuples, in declared order (each range reads only parameters before it), that the where keeps. */
    static List<long[]> tuples(Spec spec) {
        List<long[]> out = new ArrayList<>();
        tuples(spec, 0, new long[spec.params().size()], new Env(), out);
        return out;
    }

    private static void tuples(Spec spec, int depth, long[] values, Env env, List<long[]> out) {
        if (depth == values.length) {
            if (spec.where().bool(env)) {
                out.add(values.clone());
            }
            return;
        }
        long lo = spec.params().get(depth)[0].num(env);
        long hi = spec.params().get(depth)[1].num(env);
        String name = spec.paramText().get(depth)[0];
        for (long v = lo; v <= hi; v++) { // LO > HI: no value
            values[depth] = v;
            env.vars.put(name, v);
            tuples(spec, depth + 1, values, env, out);
        }
        env.vars.remove(name);
    }

    /** Per claim, whether the brute force refutes it at this tuple (under some convention of the statement). */
    static boolean[] refutations(Spec spec, long[] tuple, long[] vacuous) {
        Env env = new Env();
        for (int i = 0; i < tuple.length; i++) {
            env.vars.put(spec.paramText().get(i)[0], tuple[i]);
        }
        int[] moves = new int[spec.moves().size()];
        for (int i = 0; i < moves.length; i++) {
            moves[i] = (int) spec.moves().get(i).num(env);
        }
        for (String c : spec.conventions()) {
            env.games.put(c, new Game(moves, c.equals("sink")));
        }
        boolean[] refuted = new boolean[spec.claims().size()];
        long[] v = {0};
        for (String c : spec.conventions()) {
            env.games.put("G", env.games.get(c));
            for (Map.Entry<String, Node> let : spec.lets().entrySet()) {
                env.vars.put(let.getKey(), let.getValue().num(env));
            }
            for (int i = 0; i < refuted.length; i++) {
                ClaimSpec cl = spec.claims().get(i);
                if (refuted[i] || cl.when() != null && !cl.when().bool(env)) {
                    continue;
                }
                refuted[i] = !cl.holds(env, v);
            }
        }
        vacuous[0] += v[0];
        return refuted;
    }
}
