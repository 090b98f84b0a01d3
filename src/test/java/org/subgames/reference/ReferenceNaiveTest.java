package org.subgames.reference;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.HashSet;
import java.util.Set;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The reference code was reshaped for KeY (permutation mex, per-position helper methods); these
 * properties pin its behaviour to straightforward computations with java.util collections.
 */
@Tag("reference")
class ReferenceNaiveTest {

    private static int naiveMex(Set<Integer> vals) {
        int m = 0;
        while (vals.contains(m)) {
            m++;
        }
        return m;
    }

    @Property(seed = "20261122", tries = 300)
    void mexMatchesSetMex(@ForAll @Size(max = 12) int[] raw) {
        int[] vals = new int[raw.length];
        Set<Integer> set = new HashSet<>();
        for (int i = 0; i < raw.length; i++) {
            vals[i] = Math.floorMod(raw[i], 9) - 2; // small values, some negative, many repeats
            set.add(vals[i]);
        }
        assertEquals(naiveMex(set), Mex.mex(vals));
    }

    @Test
    void mexEdgeCases() {
        assertEquals(0, Mex.mex(new int[0]));
        assertEquals(3, Mex.mex(new int[] {2, 1, 0}));
        assertEquals(1, Mex.mex(new int[] {0, 0, 5, -1}));
        assertEquals(0, Mex.mex(new int[] {1, 2}));
    }

    private static int[] moves(int[] raw) {
        int[] m = new int[raw.length];
        for (int i = 0; i < raw.length; i++) {
            m[i] = Math.floorMod(raw[i], 9) + 1;
        }
        return m;
    }

    @Property(seed = "20261123", tries = 200)
    void nimValuesMatchNaive(@ForAll @Size(min = 1, max = 5) int[] raw, @ForAll @IntRange(max = 50) int n) {
        int[] s = moves(raw);
        int[] wall = new int[n + 1];
        int[] sink = new int[n + 1];
        for (int x = 0; x <= n; x++) {
            Set<Integer> w = new HashSet<>();
            Set<Integer> k = new HashSet<>();
            for (int m : s) {
                if (m <= x) {
                    w.add(wall[x - m]);
                }
                k.add(m >= x ? 0 : sink[x - m]);
            }
            wall[x] = naiveMex(w);
            sink[x] = x == 0 ? 0 : naiveMex(k);
        }
        assertArrayEquals(wall, NimValues.wall(s, n));
        assertArrayEquals(sink, NimValues.sink(s, n));
    }

    @Property(seed = "20261124", tries = 200)
    void hotspotsMatchNaive(@ForAll @Size(min = 1, max = 5) int[] raw, @ForAll @Size(min = 1, max = 50) boolean[] h) {
        int[] s = moves(raw);
        boolean[] wall = new boolean[h.length];
        boolean[] sink = new boolean[h.length];
        for (int x = 0; x < h.length; x++) {
            boolean w = h[x];
            boolean k = x > 0 && h[x];
            for (int m : s) {
                w |= m <= x && !wall[x - m];
                k |= x > 0 && (m >= x || !sink[x - m]);
            }
            wall[x] = w;
            sink[x] = k;
        }
        assertArrayEquals(wall, Hotspots.wall(s, h));
        assertArrayEquals(sink, Hotspots.sink(s, h));
    }

    /** Optimal-play length by exhaustive recursion: the winner minimises, the loser maximises. */
    private static int naiveLength(int[] s, int x, Integer[] memo) {
        if (memo[x] != null) {
            return memo[x];
        }
        int bestWin = Integer.MAX_VALUE;
        int longest = -1;
        for (int m : s) {
            if (m <= x) {
                int l = naiveLength(s, x - m, memo);
                if (l % 2 == 0) {
                    bestWin = Math.min(bestWin, l);
                }
                longest = Math.max(longest, l);
            }
        }
        memo[x] = bestWin != Integer.MAX_VALUE ? bestWin + 1 : longest + 1;
        return memo[x];
    }

    @Property(seed = "20261125", tries = 200)
    void gameLengthsMatchNaive(@ForAll @Size(min = 1, max = 5) int[] raw, @ForAll @IntRange(max = 50) int n) {
        int[] s = moves(raw);
        Integer[] memo = new Integer[n + 1];
        int[] expected = new int[n + 1];
        for (int x = 0; x <= n; x++) {
            expected[x] = naiveLength(s, x, memo);
        }
        assertArrayEquals(expected, GameLengths.wall(s, n));
    }
}
