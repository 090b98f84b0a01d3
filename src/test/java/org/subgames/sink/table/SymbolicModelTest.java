package org.subgames.sink.table;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.TreeMap;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.subgames.sink.AdditiveSet;
import org.subgames.sink.Factor;
import org.subgames.sink.PeriodWord;

/**
 * The symbolic block model against {@link PeriodWord} and the sink DP. The per-instance check
 * compares every factor start and length of every context window with the word, evaluates every
 * claim and confirms it against the brute-force mex; here over a &lt;= 14 (a &lt;= 60 with
 * {@code -Dsubgames.tables.a=60}, about a minute on two cores).
 */
@Tag("smt")
class SymbolicModelTest {

    static final int MAX_A = Integer.getInteger("subgames.tables.a", 14);

    @Test
    void everySetUpToMaxAPassesTheInstanceCheck() {
        InstanceCheck check = new InstanceCheck(WordModel.standard());
        List<AdditiveSet> sets = new ArrayList<>();
        for (int a = 2; a <= MAX_A; a++) {
            for (int b = a + 1; b < 8 * a; b++) {
                sets.add(new AdditiveSet(a, b));
            }
        }
        List<String> failures = sets.parallelStream().map(check::check).filter(Optional::isPresent).map(Optional::get).toList();
        assertEquals(List.of(), failures);
    }

    @Test
    void blockLengthsAreTwoBAndTwoBPlusA() {
        for (int k = 1; k <= 3; k++) {
            Window bb = Contexts.quadratic(WordModel.standard(), k, "bB");
            Window cc = Contexts.quadratic(WordModel.standard(), k, "cC");
            Lin twoB = Lin.of(Var.A).times(4L * k).plus(Lin.of(Var.C).times(2));
            // B-block: 4ak + 2(t - r) with t = r + c; C-block: 4ak + 3(t - r) + 2a - c with t = r + c - a
            assertEquals(twoB.plus(Lin.of(Var.T).minus(Lin.of(Var.R)).minus(Lin.of(Var.C)).times(2)), bb.blockLength());
            long[] v = new long[Var.values().length];
            v[Var.A.ordinal()] = 7;
            v[Var.C.ordinal()] = 5;
            v[Var.R.ordinal()] = 4;
            v[Var.T.ordinal()] = 2;
            assertEquals(2 * (14L * k + 5) + 7, cc.blockLength().eval(v));
        }
    }

    @Test
    void theSixContextsOccurInTheWordAndNoOther() {
        // every context of the six is met by some block of some word with a <= 8
        List<String> seen = new ArrayList<>();
        for (int a = 2; a <= 8; a++) {
            for (int c = 1; c < a; c++) {
                AdditiveSet s = AdditiveSet.ofKc(a, 1, c);
                List<Factor> fs = PeriodWord.of(s).factors();
                for (int i = 1; i <= a; i++) {
                    boolean curB = InstanceCheck.rOf(i, a, c) + c <= a;
                    String name;
                    if (i == 1) {
                        name = "sink" + (curB ? "B" : "C");
                    } else {
                        boolean prevB = InstanceCheck.rOf(i - 1, a, c) + c <= a;
                        boolean z = InstanceCheck.tOf(i - 1, a, c) == a;
                        name = (prevB ? "b" : "c") + (z ? "Z" : "") + (curB ? "B" : "C");
                    }
                    final int block = i;
                    assertTrue(fs.stream().anyMatch(f -> f.block() == block && f.type() == (curB ? Factor.BlockType.B : Factor.BlockType.C)));
                    if (!seen.contains(name)) {
                        seen.add(name);
                    }
                }
            }
        }
        assertTrue(seen.containsAll(Contexts.SIX), seen.toString());
        assertTrue(Contexts.SIX.containsAll(seen), seen.toString());
    }

    /**
     * The contexts of every k >= 2 at once, written out at M = k*a, are the fixed-k contexts (which the
     * instance check matches with the word), and a wrong k is noticed.
     */
    @Test
    void symbolicContextsExpandToTheFixedKOnes() {
        ClaimCatalog all = ClaimCatalog.quadratic(WordModel.standard(), Contexts.ALL);
        int a = 7;
        int c = 3;
        int checked = 0;
        for (int k = 2; k <= 4; k++) {
            for (int i = 2; i <= a; i++) {
                long[] v = new long[Var.values().length];
                v[Var.A.ordinal()] = a;
                v[Var.C.ordinal()] = c;
                v[Var.R.ordinal()] = InstanceCheck.rOf(i, a, c);
                v[Var.T.ordinal()] = InstanceCheck.tOf(i, a, c);
                v[Var.RP.ordinal()] = InstanceCheck.rOf(i - 1, a, c);
                v[Var.TP.ordinal()] = InstanceCheck.tOf(i - 1, a, c);
                v[Var.M.ordinal()] = (long) k * a;
                for (String name : Contexts.SIX) {
                    Window fixed = Contexts.quadratic(WordModel.standard(), k, name);
                    if (name.startsWith("sink") || !fixed.constraints().eval(v)) {
                        continue;
                    }
                    assertEquals(Optional.empty(), InstanceCheck.checkSymbolic(all, fixed, v, 0, name));
                    checked++;
                    long[] wrong = v.clone();
                    wrong[Var.M.ordinal()] = (long) (k + 1) * a;
                    assertTrue(InstanceCheck.checkSymbolic(all, fixed, wrong, 0, name).orElse("").contains("expanded factors"));
                }
            }
        }
        assertTrue(checked >= 3 * (a - 1), "contexts checked: " + checked);
    }

    /**
     * The linear phase encoding of a repeated factor is exact: at genuine M = k*a and J = (j-1)a, from
     * every position of every checked factor, each move lands in exactly one factor by the symbolic
     * membership formulas, and it is the factor that holds the target in the written-out word.
     */
    @Test
    void phaseMembershipIsExact() {
        int checked = 0;
        for (int a : new int[] {2, 3, 5}) {
            for (int c = 1; c < a; c++) {
                for (int k = 2; k <= 4; k++) {
                    for (int i = 1; i <= a; i++) {
                        long[] v = InstanceCheck.blockValues(a, c, i);
                        v[Var.M.ordinal()] = (long) k * a;
                        for (String name : Contexts.SIX) {
                            Window w = Contexts.quadratic(WordModel.standard(), Contexts.ALL, name);
                            if (name.startsWith("sink") != (i == 1) || !w.constraints().eval(v)) {
                                continue;
                            }
                            checked += checkMoves(w, v);
                        }
                    }
                }
            }
        }
        for (int a = 1; a <= 4; a++) {
            for (int m = 2; m <= 4; m++) {
                for (int e = 0; e <= a; e++) {
                    long[] v = new long[Var.values().length];
                    v[Var.A.ordinal()] = a;
                    v[Var.E.ordinal()] = e;
                    v[Var.M.ordinal()] = (long) m * a;
                    for (boolean afterSink : new boolean[] {true, false}) {
                        Window w = Contexts.linear(Contexts.ALL, afterSink);
                        if (w.constraints().eval(v)) {
                            checked += checkMoves(w, v);
                        }
                    }
                }
            }
        }
        assertTrue(checked > 10_000, "moves checked: " + checked);
    }

    private static int checkMoves(Window w, long[] v) {
        // the written-out factors: letter per position of the window
        TreeMap<Long, long[]> cells = new TreeMap<>();
        for (String f : InstanceCheck.expand(w, v)) {
            String[] p = f.split("[ \\[,)]+");
            long lo = Long.parseLong(p[2]);
            long hi = Long.parseLong(p[3]);
            if (lo < hi) {
                cells.put(lo, new long[] {hi, Long.parseLong(p[1])});
            }
        }
        int n = 0;
        long a = v[Var.A.ordinal()];
        for (Region f : w.regions()) {
            if (f.start() == null) {
                continue;
            }
            Claim.Source src = Claim.source(w, f);
            long reps = f.area() == null ? 1 : f.area().count().eval(v) / a;
            long[] vx = v.clone();
            for (long j = 0; j < reps; j++) {
                vx[Var.J.ordinal()] = j * a;
                for (long y = 0; y < f.length().eval(v); y++) {
                    vx[Var.Y.ordinal()] = y;
                    assertTrue(src.domain().eval(vx));
                    for (Move s : w.moves()) {
                      for (int dir : new int[] {-1, 1}) { // back (sink claims) and forward (wall claims on the dual word)
                        Lin target = src.x().plus(s.amount().times(dir));
                        long pos = target.eval(vx);
                        var cell = cells.floorEntry(pos);
                        long expected = pos < 0 && w.windowStart() == null ? 0
                                : cell != null && pos < cell.getValue()[0] ? cell.getValue()[1] : -1;
                        List<Integer> hits = new ArrayList<>();
                        for (Region g : w.regions()) {
                            if (g.contains(target, src.yBound()).eval(vx)) {
                                hits.add(g.letter());
                            }
                        }
                        // a target outside the window (the window claim rules it out) is in no factor
                        assertEquals(expected < 0 ? List.of() : List.of((int) expected), hits,
                                w.name() + " " + f.label() + " j=" + (j + 1) + " y=" + y + " move " + dir + "*" + s.name());
                        n++;
                      }
                    }
                }
            }
        }
        return n;
    }
}
