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

    /**
     * Where {@code cold --algorithm auto} switches from the segmented sieve (int positions) to the
     * tiled one (long positions, checkpoints). Measured with {@code bench --suite wide-cold}: see the
     * README section "Past the paper's range"; the segmented sieve is also limited to n &lt; 2^31.
     */
    public static final long TILED_FROM = 1L << 31;
    public static final String TILED_FROM_TEXT = "2^31";

    /** The cold-position algorithm {@code auto} picks for positions 0..n. */
    public static String coldAlgorithm(long n, boolean checkpoint) {
        return checkpoint || n >= TILED_FROM - 16 ? "tiled" : "segmented";
    }

    /**
     * Where {@code nim --algorithm auto} switches from the reference DP to the blocked DP: from this
     * many heaps on the blocked DP was faster for every move set measured (bench suite {@code nim-crossover}).
     */
    public static final int NIM_BLOCKED_FROM = 1 << 12;

    /** The nim-value algorithm {@code auto} picks for heaps 0..n and these moves. */
    public static String nimAlgorithm(int n, int[] moves, boolean checkpoint) {
        return checkpoint || n >= NIM_BLOCKED_FROM ? "blocked" : "reference";
    }

    /** The tiled sieve behind the hot/cold interface (hotspots as a list, sink play as hot 1..max S). */
    static final HotColdSolver TILED = new HotColdSolver() {
        @Override
        public boolean[] hot(int[] moves, boolean[] hotspot, Convention convention) {
            int[] s = Games.sortedMoves(moves);
            int n = hotspot.length - 1;
            long[] list = java.util.stream.IntStream.range(0, hotspot.length).filter(x -> hotspot[x]).asLongStream().toArray();
            if (convention == Convention.SINK && list.length > 0 && list[0] == 0) {
                list = Arrays.copyOfRange(list, 1, list.length); // the sink is cold whatever the hotspots say
            }
            long reach = convention == Convention.SINK ? s[s.length - 1] : 0;
            long[] cold = new TiledColdSieve(TiledColdSieve.widen(s), n, reach, list, TiledColdSieve.DEFAULT_SEGMENT_BITS,
                    TiledColdSieve.DEFAULT_TILE, Workers.defaultThreads()).run(null);
            boolean[] h = new boolean[n + 1];
            Arrays.fill(h, true);
            for (long c : cold) {
                h[(int) c] = false;
            }
            return h;
        }

        @Override
        public long estimateBytes(long n) {
            // result (1 byte per position) plus a cold list (a long per cold position, grown by half) that
            // would hold every position in the worst case
            return 13 * (n + 1);
        }
    };

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
