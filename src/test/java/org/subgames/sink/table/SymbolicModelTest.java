package org.subgames.sink.table;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.subgames.sink.AdditiveSet;
import org.subgames.sink.Factor;
import org.subgames.sink.PeriodWord;

/**
 * The symbolic block model against {@link PeriodWord} and the sink DP. The per-instance check
 * compares every factor start and length of every context window with the word, evaluates every
 * claim and confirms it against the brute-force mex; here over a &lt;= 16 (a &lt;= 60 with
 * {@code -Dsubgames.tables.a=60}, about a minute on two cores).
 */
class SymbolicModelTest {

    static final int MAX_A = Integer.getInteger("subgames.tables.a", 16);

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
}
