package org.subgames.sink.table;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Builds the symbolic contexts for a fixed k (quadratic word) or m (linear word).
 *
 * <p>Relations used (i is the current block, r = &lt;(i-1)c&gt;, t = [ic], r' = &lt;(i-2)c&gt;,
 * t' = [(i-1)c]): t = [r + c], i.e. t = r + c when r + c &lt;= a, else r + c - a; likewise
 * t' = [r' + c]; r = &lt;t'&gt;, i.e. r = t' when t' &lt; a, and r = 0 when t' = a, which is exactly when
 * Z follows the previous block. Block 1 has r = 0 and the sink before it. These modular facts are
 * proved separately (see {@code proof.smt.ModularFacts}).
 */
public final class Contexts {

    private static final Lin A = Lin.of(Var.A);
    private static final Lin C = Lin.of(Var.C);
    private static final Lin R = Lin.of(Var.R);
    private static final Lin T = Lin.of(Var.T);
    private static final Lin RP = Lin.of(Var.RP);
    private static final Lin TP = Lin.of(Var.TP);
    private static final Lin ZERO = Lin.ZERO;

    /**
     * The repetition count "every k &gt;= 2 at once" (or every m &gt;= 2 for the linear word): the
     * repeated parts become {@link Region.Area}s of symbolic length, with M = k*a (resp. m*a).
     */
    public static final int ALL = 0;

    /**
     * What M = k*a (k &gt;= 2) satisfies, stated because k is an integer &gt;= 2: M &gt;= 2a, and M is
     * not strictly between 2a and 3a.
     */
    static List<Formula> countFacts() {
        Lin m = Lin.of(Var.M);
        return List.of(Formula.le(A.times(2), m), Formula.or(Formula.eq(m, A.times(2)), Formula.le(A.times(3), m)));
    }

    /** The six contexts of the paper in table order. */
    public static final List<String> SIX = List.of("sinkB", "bZB", "bB", "cB", "bC", "cC");
    /** The other combinations, which the coverage lemma shows never occur. */
    public static final List<String> NEVER = List.of("sinkC", "bZC", "cZB", "cZC");

    private Contexts() {
    }

    /** What a context of the six means, one line (for the tables). */
    public static String description(String name) {
        return switch (name) {
            case "sinkB" -> "block 1 (r = 0, t = c, a B-block) after the sink (positions <= 0, value 0)";
            case "bZB" -> "a B-block with t' = a, then Z = 0^a, then a block with r = 0 (a B-block); includes the wrap from block a to block 1 of the next period";
            case "bB" -> "a B-block, then a B-block (r = t' < a, r + c <= a)";
            case "cB" -> "a C-block, then a B-block (r = t' < a, r + c <= a)";
            case "bC" -> "a B-block, then a C-block (r = t' < a, r + c > a)";
            case "cC" -> "a C-block, then a C-block (r = t' < a, r + c > a)";
            default -> name;
        };
    }

    /** All ten combinations (the six of the paper, then the four that never occur), for one k. */
    public static List<Window> quadratic(WordModel model, int k) {
        List<Window> out = new ArrayList<>();
        for (String n : SIX) {
            out.add(quadratic(model, k, n));
        }
        for (String n : NEVER) {
            out.add(quadratic(model, k, n));
        }
        return out;
    }

    /** The context named like {@code bZB}: previous kind (sink, b, c), optional Z, current kind (B, C). */
    public static Window quadratic(WordModel model, int k, String name) {
        if (k < 1 && k != ALL) {
            throw new IllegalArgumentException("the quadratic case needs k >= 1, got " + k);
        }
        boolean symbolic = k == ALL;
        List<Lin> counts = model.runCounts();
        boolean sink = name.startsWith("sink");
        String rest = sink ? name.substring(4) : name.substring(1);
        boolean z = rest.startsWith("Z");
        String cur = z ? rest.substring(1) : rest;
        if (!(cur.equals("B") || cur.equals("C")) || (!sink && !(name.charAt(0) == 'b' || name.charAt(0) == 'c')) || (sink && z)) {
            throw new IllegalArgumentException("unknown context " + name);
        }
        boolean curB = cur.equals("B");
        boolean prevB = !sink && name.charAt(0) == 'b';

        List<Formula> cs = new ArrayList<>(quadraticParams());
        cs.add(range(R));
        cs.add(bracket(R, T));
        cs.add(curB ? model.isB(Var.R) : Formula.not(model.isB(Var.R)));
        if (symbolic) {
            cs.addAll(countFacts());
            model.countConstraint().ifPresent(cs::add);
        }
        List<Region> regions = new ArrayList<>();
        Lin windowStart;
        List<Var> vars;
        if (sink) {
            cs.add(Formula.eq(R, ZERO));
            regions.add(new Region("sink", "sink", 0, 0, null, ZERO, Region.Role.SINK));
            windowStart = null;
            vars = List.of(Var.A, Var.C, Var.R, Var.T, Var.X);
        } else {
            cs.add(range(RP));
            cs.add(bracket(RP, TP));
            cs.add(prevB ? model.isB(Var.RP) : Formula.not(model.isB(Var.RP)));
            // Z follows the previous block exactly when t' = a; then r = <t'> = 0, else r = t'.
            Lin zLen = model.z().length();
            if (z) {
                cs.add(Formula.eq(TP, A));
                cs.add(Formula.eq(R, ZERO));
            } else {
                cs.add(Formula.lt(TP, A));
                cs.add(Formula.eq(R, TP));
            }
            List<WordModel.BlockPart> prev = model.block(prevB, k, true);
            Lin zl = z ? zLen : ZERO;
            windowStart = zl.plus(length(prev, counts)).times(-1);
            Lin pos = place(prev, windowStart, Region.Role.PREVIOUS, counts, regions);
            if (z) {
                regions.add(new Region("Z", "Z", 0, model.z().letter(), pos, pos.plus(zLen), Region.Role.Z));
            }
            vars = List.of(Var.A, Var.C, Var.R, Var.T, Var.RP, Var.TP, Var.X);
        }
        Lin pos = place(model.block(curB, k, false), ZERO, Region.Role.CURRENT, counts, regions);
        Lin b = quadraticB(k);
        List<Move> moves = List.of(new Move("a", A), new Move("b", b), new Move("a+b", A.plus(b)));
        return new Window(name, k, Formula.and(cs), regions, pos, windowStart, moves, symbolic ? withCount(vars) : vars);
    }

    /** What every quadratic context assumes of a and c: a &gt;= 2, 1 &lt;= c &lt; a. */
    private static List<Formula> quadraticParams() {
        return List.of(Formula.le(Lin.constant(2), A), Formula.le(Lin.constant(1), C), Formula.lt(C, A));
    }

    /**
     * The parameter case a quadratic lemma covers: 1 &lt;= c &lt; a for k = 1, and with the count
     * facts of M = k*a (and a mutant's count constraint) for every k &gt;= 2 at once. Coverage proves
     * that these cases, with the linear ones, cover every 0 &lt; a &lt; b.
     */
    public static Formula quadraticCase(WordModel model, int k) {
        List<Formula> cs = new ArrayList<>(quadraticParams());
        if (k == ALL) {
            cs.addAll(countFacts());
            model.countConstraint().ifPresent(cs::add);
        }
        return Formula.and(cs);
    }

    /** b in the quadratic case: 2ka + c, or 2M + c for every k &gt;= 2 at once. */
    public static Lin quadraticB(int k) {
        return (k == ALL ? Lin.of(Var.M).times(2) : A.times(2L * k)).plus(C);
    }

    /** b in the linear case: (2m - 1)a + e, or 2M - a + e for every m &gt;= 2 at once. */
    public static Lin linearB(int m) {
        Lin e = Lin.of(Var.E);
        return m == ALL ? Lin.of(Var.M).times(2).minus(A).plus(e) : A.times(2L * m - 1).plus(e);
    }

    /** The parameter case a linear lemma covers: a &gt;= 1, 0 &lt;= e &lt;= a, b &gt; a (and the count facts for every m &gt;= 2). */
    public static Formula linearCase(int m) {
        Lin e = Lin.of(Var.E);
        List<Formula> cs = new ArrayList<>(List.of(Formula.le(Lin.constant(1), A), Formula.le(ZERO, e), Formula.le(e, A),
                Formula.lt(A, linearB(m))));
        if (m == ALL) {
            cs.addAll(countFacts());
        }
        return Formula.and(cs);
    }

    private static List<Var> withCount(List<Var> vars) {
        List<Var> out = new ArrayList<>(vars);
        out.addAll(List.of(Var.M, Var.J, Var.Y));
        return out;
    }

    /**
     * Places parts from pos on; a run of parts with repetition -1 is one repeated part of count/a
     * repetitions (an {@link Region.Area} of length 2 * count: its unit must be 2a long), counts
     * giving each run's count in order. Returns the end.
     */
    static Lin place(List<WordModel.BlockPart> parts, Lin pos, Region.Role role, List<Lin> counts, List<Region> out) {
        boolean current = role == Region.Role.CURRENT;
        int run = 0;
        int i = 0;
        while (i < parts.size()) {
            WordModel.BlockPart p = parts.get(i);
            if (p.repetition() != -1) {
                Lin end = pos.plus(p.length());
                out.add(new Region(label(p, current), p.name(), p.repetition(), p.letter(), pos, end, role));
                pos = end;
                i++;
                continue;
            }
            int j = i;
            Lin unit = ZERO;
            while (j < parts.size() && parts.get(j).repetition() == -1) {
                unit = unit.plus(parts.get(j).length());
                j++;
            }
            if (!unit.equals(A.times(2))) {
                throw new IllegalArgumentException("a repeated part with a symbolic count needs a unit of length 2a, got " + unit);
            }
            Lin count = counts.get(run++);
            Region.Area area = new Region.Area(pos, pos.plus(count.times(2)), count);
            Lin at = pos;
            for (int q = i; q < j; q++) {
                WordModel.BlockPart u = parts.get(q);
                Lin end = at.plus(u.length());
                out.add(new Region(label(u, current), u.name(), -1, u.letter(), at, end, role, area));
                at = end;
            }
            pos = area.end();
            i = j;
        }
        return pos;
    }

    /** The length of the parts (a repeated run counts 2 * count). */
    public static Lin length(List<WordModel.BlockPart> parts, List<Lin> counts) {
        Lin len = ZERO;
        boolean inRun = false;
        int run = 0;
        for (WordModel.BlockPart p : parts) {
            if (p.repetition() == -1) {
                if (!inRun) {
                    len = len.plus(counts.get(run++).times(2));
                }
                inRun = true;
            } else {
                len = len.plus(p.length());
                inRun = false;
            }
        }
        return len;
    }

    /** 0 &lt;= v &lt; a. */
    private static Formula range(Lin v) {
        return Formula.and(Formula.le(ZERO, v), Formula.lt(v, A));
    }

    /** tv = [rv + c]: rv + c when that is at most a, else rv + c - a. */
    public static Formula bracket(Lin rv, Lin tv) {
        Lin s = rv.plus(C);
        return Formula.or(Formula.and(Formula.le(s, A), Formula.eq(tv, s)),
                Formula.and(Formula.lt(A, s), Formula.eq(tv, s.minus(A))));
    }

    static String label(WordModel.BlockPart p, boolean current) {
        String n = p.repetition() > 0 ? p.name() + "." + p.repetition() : p.repetition() == -1 ? p.name() + ".j" : p.name();
        return current ? n : n.toLowerCase(Locale.ROOT);
    }

    /** The linear contexts for one m: the first period after the sink (sinkW), a period after a period (WW). */
    public static List<Window> linear(int m) {
        return List.of(linear(m, true), linear(m, false));
    }

    /**
     * Linear word (1^a 2^a)^m 3^e (0^a 3^a)^(m-1) 0^a with b = (2m-1)a + e, 0 &lt;= e &lt;= a (this is
     * c = 0 or a &lt;= c &lt; 2a: m = ceil(b/2a)), b &gt; a.
     */
    public static Window linear(int m, boolean afterSink) {
        if (m < 1 && m != ALL) {
            throw new IllegalArgumentException("the linear word needs m >= 1, got " + m);
        }
        boolean symbolic = m == ALL;
        Lin b = linearB(m);
        Formula cs = linearCase(m);
        List<WordModel.BlockPart> parts = linearParts(m);
        List<Lin> counts = linearCounts();
        Lin len = length(parts, counts);
        List<Region> regions = new ArrayList<>();
        Lin windowStart;
        if (afterSink) {
            regions.add(new Region("sink", "sink", 0, 0, null, ZERO, Region.Role.SINK));
            windowStart = null;
        } else {
            windowStart = len.times(-1);
            place(parts, windowStart, Region.Role.PREVIOUS, counts, regions);
        }
        Lin end = place(parts, ZERO, Region.Role.CURRENT, counts, regions);
        List<Move> moves = List.of(new Move("a", A), new Move("b", b), new Move("a+b", A.plus(b)));
        List<Var> vars = List.of(Var.A, Var.E, Var.X);
        return new Window(afterSink ? "sinkW" : "WW", m, cs, regions, end, windowStart, moves,
                symbolic ? withCount(vars) : vars);
    }

    /**
     * The factors of the linear word for one m, repeated parts spelled out, or for m = {@link #ALL}
     * each repeated part once with repetition -1 (counts: {@link #linearCounts()}).
     */
    public static List<WordModel.BlockPart> linearParts(int m) {
        boolean symbolic = m == ALL;
        Lin e = Lin.of(Var.E);
        List<WordModel.BlockPart> parts = new ArrayList<>();
        for (int j = 1; j <= (symbolic ? 1 : m); j++) {
            parts.add(new WordModel.BlockPart("L1", symbolic ? -1 : j, 1, A));
            parts.add(new WordModel.BlockPart("L2", symbolic ? -1 : j, 2, A));
        }
        parts.add(new WordModel.BlockPart("L3", 0, 3, e));
        for (int j = 1; j <= (symbolic ? 1 : m - 1); j++) {
            parts.add(new WordModel.BlockPart("L0", symbolic ? -1 : j, 0, A));
            parts.add(new WordModel.BlockPart("L3", symbolic ? -1 : j, 3, A));
        }
        parts.add(new WordModel.BlockPart("Z", 0, 0, A));
        return parts;
    }

    /** The counts of the repeated runs of the linear word: m repetitions of 1^a 2^a (M = m*a), m - 1 of 0^a 3^a. */
    public static List<Lin> linearCounts() {
        Lin mm = Lin.of(Var.M);
        return List.of(mm, mm.minus(A));
    }

    /**
     * Where the wall lies in the boundary context of the dual word: P - b from the start of a period.
     * Quadratic: in bZB the period may end with the Z (at 0), so the wall is at -b, inside the
     * previous block (the last block a, with r' = a - c, t' = a). Linear: in WW the current period
     * ends at its length P, so the wall is at P - b.
     */
    public static Lin wallAt(Window w) {
        Lin b = w.moves().get(1).amount();
        return switch (w.name()) {
            case "bZB" -> b.times(-1);
            case "WW" -> w.blockLength().minus(b);
            default -> throw new IllegalArgumentException("no wall boundary in context " + w.name());
        };
    }
}
