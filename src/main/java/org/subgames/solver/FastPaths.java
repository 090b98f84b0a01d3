package org.subgames.solver;

import java.util.Arrays;
import org.subgames.game.Convention;

/**
 * The cache-blocked fast paths as registry entries ({@code segmented} hot/cold, {@code blocked}
 * nim-values), and the move handling they share.
 */
public final class FastPaths {

    private FastPaths() {
    }

    /** The default number of workers of the fast paths (see {@link Workers#defaultThreads()}). */
    public static int defaultThreads() {
        return Workers.defaultThreads();
    }

    /** The moves that can be played from heaps 0..n: sorted, checked, cut at n. */
    static int[] movesUpTo(int[] moves, int n) {
        int[] s = Games.sortedMoves(moves);
        int k = 0;
        while (k < s.length && s[k] <= n) {
            k++;
        }
        return Arrays.copyOf(s, k);
    }

    /** The segmented sieve behind the hot/cold interface (hotspots and sink play via wall hotspots). */
    static final HotColdSolver SEGMENTED = new HotColdSolver() {
        @Override
        public boolean[] hot(int[] moves, boolean[] hotspot, Convention convention) {
            int[] s = Games.sortedMoves(moves);
            boolean[] h = Games.wallHotspots(s, hotspot, convention);
            int n = h.length - 1;
            int[] cold = SegmentedColdSieve.cold(s, n, h, SegmentedColdSieve.DEFAULT_SEGMENT, Workers.defaultThreads(), null);
            Arrays.fill(h, true);
            for (int c : cold) {
                h[c] = false;
            }
            return h;
        }

        @Override
        public long estimateBytes(long n) {
            // hotspot copy and result (1 byte each per position), plus a cold list (two ints per
            // cold position) that would hold every position in the worst case
            return 10 * (n + 1);
        }
    };

    /** The blocked DP behind the nim-value interface. */
    static final NimSolver BLOCKED = new NimSolver() {
        @Override
        public int[] values(int[] moves, int n, Convention convention) {
            Games.checkN(n);
            char[] g = BlockedNimValues.values(Games.sortedMoves(moves), n, convention, BlockedDp.DEFAULT_BLOCK,
                    BlockedDp.DEFAULT_TILE, Workers.defaultThreads(), null);
            int[] out = new int[g.length];
            for (int i = 0; i < g.length; i++) {
                out[i] = g[i];
            }
            return out;
        }

        @Override
        public long estimateBytes(long n) {
            return 6 * (n + 1); // 16-bit values plus the int copy handed back
        }
    };
}
