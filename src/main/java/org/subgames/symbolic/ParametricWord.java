package org.subgames.symbolic;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.subgames.base.BadInputException;
import org.subgames.game.Convention;

/**
 * The {@code word:} block of a statement: for each convention, cases (a guard over the parameters)
 * each with a preperiod and a period written as runs {@code letter^length} and repeated groups
 * {@code (runs)^count}, lengths and counts expressions in the parameters. {@code split} rewrites a
 * parameter by Euclidean division (b = q (2a) + r, 0 &lt;= r &lt; 2a), {@code counts} names parameters
 * that may multiply a unit (2 k a), and {@code domain} is the set of parameters the all-parameter
 * claim is about. Under wall the word starts at position 0, under sink at position 1 (every
 * x &lt;= 0 is the sink, value 0).
 */
public record ParametricWord(Sym domain, List<String> parameters, List<String> counts, List<Split> splits,
                             Map<Convention, List<Case>> cases) {

    /** of = quotient * by + remainder with 0 &lt;= remainder &lt; by. */
    public record Split(String of, Sym by, String quotient, String remainder) {
    }

    /** A run letter^length, a group (runs)^count, or a nest: a group whose parts include groups. */
    public sealed interface Part {
    }

    public record Run(int letter, Sym length) implements Part {
    }

    public record Group(List<Run> runs, Sym count) implements Part {
    }

    /**
     * A group of runs and groups repeated count times, e.g. {@code ((0^a 1^a)^q 2^r)^j}: two levels
     * at most (a nest holds no nest), so every length stays a product of at most two counts and a
     * unit.
     */
    public record Nest(List<Part> parts, Sym count) implements Part {
        public Nest {
            parts = List.copyOf(parts);
            for (Part p : parts) {
                if (p instanceof Nest) {
                    throw new BadInputException("a group may hold groups, but not groups of groups (two levels at most)");
                }
            }
        }
    }

    /** Every length and count of the parts, in order (a group's count before its runs). */
    public static List<Sym> expressions(List<Part> parts) {
        List<Sym> out = new ArrayList<>();
        for (Part p : parts) {
            if (p instanceof Run r) {
                out.add(r.length());
            } else if (p instanceof Group g) {
                out.add(g.count());
                g.runs().forEach(r -> out.add(r.length()));
            } else {
                Nest n = (Nest) p;
                out.add(n.count());
                out.addAll(expressions(n.parts()));
            }
        }
        return out;
    }

    /** Whether some part is a nest (a group holding groups). */
    public static boolean nested(List<Part> parts) {
        return parts.stream().anyMatch(p -> p instanceof Nest);
    }

    /** A case; pre and period are null when the statement leaves them to {@code census --infer-word}. */
    public record Case(String name, Sym when, List<Part> pre, List<Part> period) {
        public boolean hasWord() {
            return period != null;
        }
    }

    /** A concrete word: the case it came from, its preperiod and period letters. */
    public record Concrete(String caseName, int[] pre, int[] period) {
        /** The word's letter at position x (x &gt;= first position of the convention). */
        public int letterAt(long index) {
            return index < pre.length ? pre[(int) index] : period[(int) ((index - pre.length) % period.length)];
        }
    }

    public ParametricWord {
        cases = Map.copyOf(cases);
    }

    /** The first position the word describes: 0 under wall, 1 under sink. */
    public static long base(Convention c) {
        return c == Convention.SINK ? 1 : 0;
    }

    /** Every variable a case may use: the parameters (less the split ones), the counts, quotients and remainders. */
    public Set<String> variables() {
        Set<String> out = new LinkedHashSet<>(parameters);
        for (Split s : splits) {
            out.remove(s.of());
            out.add(s.quotient());
            out.add(s.remainder());
        }
        return out;
    }

    /** The count variables: declared counts and split quotients. */
    public Set<String> countVariables() {
        Set<String> out = new LinkedHashSet<>(counts);
        splits.forEach(s -> out.add(s.quotient()));
        return out;
    }

    /** The parameter values extended by every split's quotient and remainder (a divisor &lt;= 0 is bad input). */
    public Map<String, Long> extend(Map<String, Long> params) {
        Map<String, Long> v = new LinkedHashMap<>(params);
        for (Split s : splits) {
            long by = s.by().eval(v);
            if (by <= 0) {
                throw new BadInputException("split of " + s.of() + " by " + s.by().show() + " = " + by + " (must be >= 1)");
            }
            long x = v.get(s.of());
            v.put(s.quotient(), Math.floorDiv(x, by));
            v.put(s.remainder(), Math.floorMod(x, by));
        }
        return v;
    }

    /**
     * Whether the parameters lie in the domain. The domain may use the split variables: it is read
     * on the parameters extended by every split's quotient and remainder, as the cases' guards are
     * ({@link #caseFor}). Where a divisor is below 1 there are none, and such parameters lie outside
     * a domain that uses them (the prover shows the domain implies every divisor &gt;= 1 whatever
     * the split variables are, so a proved statement has no such parameters in its domain); a domain
     * without split variables is read on the parameters alone, as before.
     */
    public boolean inDomain(Map<String, Long> params) {
        if (!usesSplitVariables(domain)) {
            return domain.test(params);
        }
        Map<String, Long> v = new LinkedHashMap<>(params);
        for (Split s : splits) {
            long by = s.by().eval(v);
            if (by <= 0) {
                return false;
            }
            long x = v.get(s.of());
            v.put(s.quotient(), Math.floorDiv(x, by));
            v.put(s.remainder(), Math.floorMod(x, by));
        }
        return domain.test(v);
    }

    /** Whether e uses a split's quotient or remainder. */
    public boolean usesSplitVariables(Sym e) {
        Set<String> names = e.names();
        return splits.stream().anyMatch(s -> names.contains(s.quotient()) || names.contains(s.remainder()));
    }

    /** The domain as text; when it uses split variables, with their definitions. */
    public String domainText() {
        if (!usesSplitVariables(domain)) {
            return domain.show();
        }
        List<String> defs = new ArrayList<>();
        for (Split s : splits) {
            defs.add(s.of() + " = " + s.quotient() + " (" + s.by().show() + ") + " + s.remainder() + ", 0 <= " + s.remainder() + " < " + s.by().show());
        }
        return domain.show() + " (where " + String.join("; ", defs) + ")";
    }

    /** The first case of convention c whose guard holds, or null. */
    public Case caseFor(Convention c, Map<String, Long> extended) {
        for (Case k : cases.getOrDefault(c, List.of())) {
            if (k.when().test(extended)) {
                return k;
            }
        }
        return null;
    }

    /** The concrete word of a case (a negative length or count is reported with the case). */
    public static Concrete expand(Case k, Map<String, Long> extended) {
        return new Concrete(k.name(), letters(k, k.pre(), extended), letters(k, k.period(), extended));
    }

    private static int[] letters(Case k, List<Part> parts, Map<String, Long> v) {
        List<Integer> out = new ArrayList<>();
        append(out, parts, v, k);
        return out.stream().mapToInt(Integer::intValue).toArray();
    }

    private static void append(List<Integer> out, List<Part> parts, Map<String, Long> v, Case k) {
        for (Part p : parts) {
            if (p instanceof Run r) {
                append(out, r, v, k);
            } else {
                Sym count = p instanceof Group g ? g.count() : ((Nest) p).count();
                List<Part> inner = p instanceof Group g ? List.copyOf(g.runs()) : ((Nest) p).parts();
                long n = count.eval(v);
                if (n < 0) {
                    throw new BadInputException("case " + k.name() + ": count " + count.show() + " = " + n + " < 0 at " + v);
                }
                for (long i = 0; i < n && out.size() <= 50_000_000; i++) {
                    append(out, inner, v, k);
                }
            }
            if (out.size() > 50_000_000) {
                throw new BadInputException("case " + k.name() + ": the word is longer than 50,000,000 letters at " + v);
            }
        }
    }

    private static void append(List<Integer> out, Run r, Map<String, Long> v, Case k) {
        long n = r.length().eval(v);
        if (n < 0) {
            throw new BadInputException("case " + k.name() + ": run " + r.letter() + "^(" + r.length().show() + ") has length " + n + " < 0 at " + v);
        }
        for (long i = 0; i < n; i++) {
            out.add(r.letter());
        }
    }

    /** A word in the statement syntax, e.g. {@code (0^a 1^a)^q 0^r 2^(a - r) 1^r}. */
    public static String show(List<Part> parts) {
        List<String> out = new ArrayList<>();
        for (Part p : parts) {
            if (p instanceof Run r) {
                out.add(show(r));
            } else if (p instanceof Group g) {
                out.add("(" + String.join(" ", g.runs().stream().map(ParametricWord::show).toList()) + ")^" + exponent(g.count()));
            } else {
                Nest n = (Nest) p;
                out.add("(" + show(n.parts()) + ")^" + exponent(n.count()));
            }
        }
        return String.join(" ", out);
    }

    private static String show(Run r) {
        return r.letter() + "^" + exponent(r.length());
    }

    private static String exponent(Sym s) {
        return s instanceof Sym.Num || s instanceof Sym.Name ? s.show() : "(" + s.show() + ")";
    }

    /**
     * Parses a word: runs {@code L^len} ({@code L} alone is L^1), groups {@code (runs)^count} and
     * nests {@code (runs and groups)^count} (two levels at most).
     */
    public static List<Part> parseWord(String text) {
        int[] pos = {0};
        List<Part> out = parts(text, pos, 0);
        if (pos[0] < text.length()) {
            throw new BadInputException("word '" + text + "' at column " + (pos[0] + 1) + ": a ')' without its '('");
        }
        return out;
    }

    /** Parts up to the end of the text (depth 0) or up to the ')' closing a group (depth 1, 2). */
    private static List<Part> parts(String text, int[] pos, int depth) {
        List<Part> out = new ArrayList<>();
        while (true) {
            skip(text, pos);
            if (pos[0] >= text.length()) {
                if (depth > 0) {
                    throw new BadInputException("word '" + text + "': a group is not closed");
                }
                return out;
            }
            char ch = text.charAt(pos[0]);
            if (ch == ')') {
                return out;
            }
            if (ch != '(') {
                out.add(run(text, pos));
                continue;
            }
            if (depth == 2) {
                throw new BadInputException("word '" + text + "' at column " + (pos[0] + 1) + ": groups nest two levels at most");
            }
            pos[0]++;
            List<Part> inner = parts(text, pos, depth + 1);
            pos[0]++;
            if (inner.isEmpty()) {
                throw new BadInputException("word '" + text + "': an empty group");
            }
            skip(text, pos);
            if (pos[0] >= text.length() || text.charAt(pos[0]) != '^') {
                throw new BadInputException("word '" + text + "': a group needs ^count");
            }
            pos[0]++;
            Sym count = exponent(text, pos);
            if (inner.stream().allMatch(p -> p instanceof Run)) {
                out.add(new Group(inner.stream().map(p -> (Run) p).toList(), count));
            } else {
                out.add(new Nest(inner, count));
            }
        }
    }

    private static Run run(String text, int[] pos) {
        int start = pos[0];
        while (pos[0] < text.length() && Character.isDigit(text.charAt(pos[0]))) {
            pos[0]++;
        }
        if (start == pos[0]) {
            throw new BadInputException("word '" + text + "' at column " + (start + 1) + ": expected a letter (a number)");
        }
        int letter;
        try {
            letter = Integer.parseInt(text.substring(start, pos[0]));
        } catch (NumberFormatException e) {
            throw new BadInputException("word '" + text + "': letter too large");
        }
        if (pos[0] < text.length() && text.charAt(pos[0]) == '^') {
            pos[0]++;
            return new Run(letter, exponent(text, pos));
        }
        return new Run(letter, new Sym.Num(1));
    }

    /** A number, a name or a parenthesized expression. */
    private static Sym exponent(String text, int[] pos) {
        int start = pos[0];
        if (pos[0] < text.length() && text.charAt(pos[0]) == '(') {
            int depth = 0;
            do {
                char ch = text.charAt(pos[0]);
                depth += ch == '(' ? 1 : ch == ')' ? -1 : 0;
                pos[0]++;
            } while (depth > 0 && pos[0] < text.length());
            if (depth > 0) {
                throw new BadInputException("word '" + text + "': unbalanced parentheses");
            }
            return SymParser.parse(text.substring(start + 1, pos[0] - 1));
        }
        while (pos[0] < text.length() && (Character.isLetterOrDigit(text.charAt(pos[0])) || text.charAt(pos[0]) == '_')) {
            pos[0]++;
        }
        if (start == pos[0]) {
            throw new BadInputException("word '" + text + "' at column " + (start + 1) + ": expected a length (number, name or (expression))");
        }
        return SymParser.parse(text.substring(start, pos[0]));
    }

    private static void skip(String text, int[] pos) {
        while (pos[0] < text.length() && Character.isWhitespace(text.charAt(pos[0]))) {
            pos[0]++;
        }
    }
}
