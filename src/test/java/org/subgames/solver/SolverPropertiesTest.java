package org.subgames.solver;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.EdgeCasesMode;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.ShrinkingMode;
import net.jqwik.api.constraints.IntRange;
import org.subgames.game.Convention;
import org.subgames.game.MoveSet;
import org.subgames.reference.Hotspots;
import org.subgames.reference.NimValues;

/** Every registered solver equals the reference code; structural facts of cold sets and nim-values. */
@net.jqwik.api.Tag("solvers")
class SolverPropertiesTest {

    @Provide
    Arbitrary<Instance> instances() {
        return Instance.instances(3000);
    }

    @Property(seed = "20180620", tries = 400, shrinking = ShrinkingMode.FULL, edgeCases = EdgeCasesMode.MIXIN)
    void hotColdSolversEqualReference(@ForAll("instances") Instance t) {
        boolean[] expected = t.convention() == Convention.SINK
                ? Hotspots.sink(t.moves(), t.hotspot()) : Hotspots.wall(t.moves(), t.hotspot());
        for (Map.Entry<String, HotColdSolver> e : Solvers.hotCold().entrySet()) {
            boolean[] before = t.hotspot().clone();
            assertArrayEquals(expected, e.getValue().hot(t.moves(), t.hotspot(), t.convention()), e.getKey() + " " + t);
            assertArrayEquals(before, t.hotspot(), e.getKey() + " must not modify its input");
        }
    }

    @Property(seed = "20180621", tries = 300, shrinking = ShrinkingMode.FULL, edgeCases = EdgeCasesMode.MIXIN)
    void nimSolversEqualReference(@ForAll("instances") Instance t) {
        int[] expected = t.convention() == Convention.SINK
                ? NimValues.sink(t.moves(), t.n()) : NimValues.wall(t.moves(), t.n());
        for (Map.Entry<String, NimSolver> e : Solvers.nim().entrySet()) {
            assertArrayEquals(expected, e.getValue().values(t.moves(), t.n(), t.convention()), e.getKey() + " " + t);
        }
    }

    /** The cold set is S-difference-free (no move joins two cold positions) and maximal (every hot x reaches it). */
    @Property(seed = "20180622", tries = 200, shrinking = ShrinkingMode.FULL, edgeCases = EdgeCasesMode.MIXIN)
    void coldSetIsDifferenceFreeAndMaximal(@ForAll("instances") Instance t) {
        int n = t.n();
        for (Map.Entry<String, HotColdSolver> e : Solvers.hotCold().entrySet()) {
            boolean[] cold = e.getValue().cold(t.moves(), n, t.convention());
            int first = t.convention() == Convention.SINK ? 1 : 0;
            if (t.convention() == Convention.SINK) {
                assertTrue(cold[0], "the sink is cold");
            }
            for (int x = first; x <= n; x++) {
                boolean reaches = false;
                for (int s : t.moves()) {
                    int y = x - s;
                    boolean coldTarget = y >= 0 ? cold[y] : t.convention() == Convention.SINK;
                    if (y < 0 && t.convention() == Convention.WALL) {
                        continue;
                    }
                    if (coldTarget) {
                        reaches = true;
                    }
                }
                // cold: no move to a cold position (difference-free); hot: some move to one (maximal)
                assertEquals(!cold[x], reaches, e.getKey() + " x=" + x + " " + t);
            }
        }
    }

    /** Lemma 2, level by level: {g = t + 1} is the cold set of the game with hotspots {g <= t}. */
    @Property(seed = "20180623", tries = 60, shrinking = ShrinkingMode.FULL, edgeCases = EdgeCasesMode.MIXIN)
    void lemma2HoldsLevelByLevel(@ForAll("instances") Instance t) {
        int[] g = t.convention() == Convention.SINK ? NimValues.sink(t.moves(), t.n()) : NimValues.wall(t.moves(), t.n());
        int m = 0;
        for (int v : g) {
            m = Math.max(m, v);
        }
        for (int level = 0; level < m; level++) {
            boolean[] h = new boolean[t.n() + 1];
            for (int x = 0; x <= t.n(); x++) {
                h[x] = g[x] <= level;
            }
            boolean[] hot = Hotspots.wall(t.moves(), h);
            for (int x = 0; x <= t.n(); x++) {
                assertEquals(g[x] == level + 1, !hot[x], "level " + (level + 1) + " x=" + x + " " + t);
            }
        }
    }

    /** Moser-de Bruijn moves: g(x) reads the base-4 digits of x mod 2 as a binary number. */
    @Property(seed = "20180624", tries = 12)
    void moserDeBruijnFormula(@ForAll @IntRange(min = 0, max = 5000) int n) {
        int[] moves = MoveSet.parse("moser-de-bruijn").movesFor(n);
        for (Map.Entry<String, NimSolver> e : Solvers.nim().entrySet()) {
            int[] g = e.getValue().values(moves, n, Convention.WALL);
            for (int x = 0; x <= n; x++) {
                int expect = 0;
                for (int y = x, bit = 0; y > 0; y >>= 2, bit++) {
                    expect |= (y & 3) % 2 << bit;
                }
                assertEquals(expect, g[x], e.getKey() + " x=" + x);
            }
        }
    }

    @org.junit.jupiter.api.Test
    void unknownNamesAreRejected() {
        for (String name : new String[] {"", "Reference", "naive", "fft2"}) {
            assertFalse(Solvers.hotCold().containsKey(name));
            org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class, () -> Solvers.nim(name));
            org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class, () -> Solvers.hotCold(name));
        }
    }
}
