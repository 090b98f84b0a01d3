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
 * proved separately (see {@code CoverageObligations}).
 */
public final class Contexts {

    private static final Lin A = Lin.of(Var.A);
    private static final Lin C = Lin.of(Var.C);
    private static final Lin R = Lin.of(Var.R);
    private static final Lin T = Lin.of(Var.T);
    private static final Lin RP = Lin.of(Var.RP);
    private static final Lin TP = Lin.of(Var.TP);
    private static final Lin ZERO = Lin.ZERO;

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
        if (k < 1) {
            throw new IllegalArgumentException("the quadratic case needs k >= 1, got " + k);
        }
        boolean sink = name.startsWith("sink");
        String rest = sink ? name.substring(4) : name.substring(1);
        boolean z = rest.startsWith("Z");
        String cur = z ? rest.substring(1) : rest;
        if (!(cur.equals("B") || cur.equals("C")) || (!sink && !(name.charAt(0) == 'b' || name.charAt(0) == 'c')) || (sink && z)) {
            throw new IllegalArgumentException("unknown context " + name);
        }
        boolean curB = cur.equals("B");
        boolean prevB = !sink && name.charAt(0) == 'b';

        List<Formula> cs = new ArrayList<>();
        cs.add(Formula.le(Lin.constant(2), A));
        cs.add(Formula.le(Lin.constant(1), C));
        cs.add(Formula.lt(C, A));
        cs.add(range(R));
        cs.add(bracket(R, T));
        cs.add(curB ? model.isB(Var.R) : Formula.not(model.isB(Var.R)));
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
            Lin prevLen = ZERO;
            for (WordModel.BlockPart p : prev) {
                prevLen = prevLen.plus(p.length());
            }
            Lin zl = z ? zLen : ZERO;
            windowStart = zl.plus(prevLen).times(-1);
            Lin pos = windowStart;
            for (WordModel.BlockPart p : prev) {
                Lin end = pos.plus(p.length());
                regions.add(new Region(label(p, false), p.name(), p.repetition(), p.letter(), pos, end, Region.Role.PREVIOUS));
                pos = end;
            }
            if (z) {
                regions.add(new Region("Z", "Z", 0, model.z().letter(), pos, pos.plus(zLen), Region.Role.Z));
            }
            vars = List.of(Var.A, Var.C, Var.R, Var.T, Var.RP, Var.TP, Var.X);
        }
        Lin pos = ZERO;
        for (WordModel.BlockPart p : model.block(curB, k, false)) {
            Lin end = pos.plus(p.length());
            regions.add(new Region(label(p, true), p.name(), p.repetition(), p.letter(), pos, end, Region.Role.CURRENT));
            pos = end;
        }
        Lin b = A.times(2L * k).plus(C);
        List<Move> moves = List.of(new Move("a", A), new Move("b", b), new Move("a+b", A.plus(b)));
        return new Window(name, k, Formula.and(cs), regions, pos, windowStart, moves, vars);
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
        String n = p.repetition() > 0 ? p.name() + "." + p.repetition() : p.name();
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
        if (m < 1) {
            throw new IllegalArgumentException("the linear word needs m >= 1, got " + m);
        }
        Lin e = Lin.of(Var.E);
        Lin b = A.times(2L * m - 1).plus(e);
        List<Formula> cs = new ArrayList<>();
        cs.add(Formula.le(Lin.constant(1), A));
        cs.add(Formula.le(ZERO, e));
        cs.add(Formula.le(e, A));
        cs.add(Formula.lt(A, b));
        List<WordModel.BlockPart> parts = new ArrayList<>();
        for (int j = 1; j <= m; j++) {
            parts.add(new WordModel.BlockPart("L1", j, 1, A));
            parts.add(new WordModel.BlockPart("L2", j, 2, A));
        }
        parts.add(new WordModel.BlockPart("L3", 0, 3, e));
        for (int j = 1; j <= m - 1; j++) {
            parts.add(new WordModel.BlockPart("L0", j, 0, A));
            parts.add(new WordModel.BlockPart("L3", j, 3, A));
        }
        parts.add(new WordModel.BlockPart("Z", 0, 0, A));
        Lin len = ZERO;
        for (WordModel.BlockPart p : parts) {
            len = len.plus(p.length());
        }
        List<Region> regions = new ArrayList<>();
        Lin windowStart;
        if (afterSink) {
            regions.add(new Region("sink", "sink", 0, 0, null, ZERO, Region.Role.SINK));
            windowStart = null;
        } else {
            windowStart = len.times(-1);
            Lin pos = windowStart;
            for (WordModel.BlockPart p : parts) {
                Lin end = pos.plus(p.length());
                regions.add(new Region(label(p, false), p.name(), p.repetition(), p.letter(), pos, end, Region.Role.PREVIOUS));
                pos = end;
            }
        }
        Lin pos = ZERO;
        for (WordModel.BlockPart p : parts) {
            Lin end = pos.plus(p.length());
            regions.add(new Region(label(p, true), p.name(), p.repetition(), p.letter(), pos, end, Region.Role.CURRENT));
            pos = end;
        }
        List<Move> moves = List.of(new Move("a", A), new Move("b", b), new Move("a+b", A.plus(b)));
        return new Window(afterSink ? "sinkW" : "WW", m, Formula.and(cs), regions, len, windowStart, moves,
                List.of(Var.A, Var.E, Var.X));
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
