package org.subgames.solver;

import java.util.Arrays;
import java.util.stream.IntStream;
import org.subgames.game.Convention;
import org.subgames.game.MoveSet;

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
     * Where {@code cold --algorithm auto} switches from the segmented sieve to the tiled one. Measured
     * on squares with {@code bench --suite scale-cold --names segmented,tiled,segmented-1t,tiled-1t
     * --log2 20..28} (README, "Past the paper's range"): segmented is faster up to 2^26 (1.36x there), even at
     * 2^27, and tiled from 2^28 on (0.88x at 2^28), where segmented's per-segment pass over the whole
     * cold list starts to dominate; the segmented sieve also stops at 2^31 (int positions).
     */
    public static final long TILED_FROM = 1L << 28;
    public static final String TILED_FROM_TEXT = "2^28";

    /**
     * The residue filter of the tiled sieve for subtract-a-square under wall play without hotspots
     * ({@link TiledColdSieve.ResidueFilter}; any other game gets none). Up to 2^36 all but 0.23 % of
     * the cold positions are 0 or 2 mod 5, so those residues are main; 4 is exact as well as 0 and 2,
     * because 4 mod 5 is reached from main cold positions only by the moves k^2 with k = 2 or 3 mod 5 and
     * is too thinly marked by short moves alone (near 2^35, of 4,000 sampled positions 4 mod 5, 160 had
     * at most three marks from k &lt;= 2^16 and 5 none; in residues 1 and 3 none had so few). Cold
     * positions 0 mod 5 then push the squares of k = 0, 2, 3 mod 5, those 2 mod 5 only k = 0 mod 5, and
     * both every k^2 &lt;= 2^30. The threshold 2^30 was picked on 2^25 positions from 2^36 (single runs
     * of a throwaway harness while another run shared the cores, so the times are rough): 2^32 4.49 s,
     * 2^30 3.88 s (2,552 positions searched back), 2^29 4.91 s (17,450), 2^28 8.79 s (74,997), no
     * filter 5.61 s. The quiet same-run comparison of 2^30 against no filter ({@code cold --extend
     * --filter auto|none}) is in the README: 0.79 to 0.81 of the time, measured before the 2026-11-24
     * fixes to the sieve's chunk order and to the tiles of the other residues (not repeated since). Below
     * 2^30 no move is left out and the filter changes nothing.
     */
    public static TiledColdSieve.ResidueFilter coldFilter(MoveSet set, Convention c, int hotspots) {
        if (set.isFinite() || set.family() != MoveSet.Family.SQUARES || c != Convention.WALL || hotspots > 0) {
            return TiledColdSieve.ResidueFilter.NONE;
        }
        return new TiledColdSieve.ResidueFilter(5, TiledColdSieve.ResidueFilter.residues(0, 2),
                TiledColdSieve.ResidueFilter.residues(0, 2, 4), 1L << 30);
    }

    /** The cold-position algorithm {@code auto} picks for positions 0..n. */
    public static String coldAlgorithm(long n, boolean checkpoint) {
        return checkpoint || n >= TILED_FROM ? "tiled" : "segmented";
    }

    /**
     * {@code nim --algorithm auto}: below this many heaps the plain DP ({@code reference}) is fastest.
     * Measured (wall, medians of 3, README "Past the paper's range"): three moves in [1, 64]
     * (few-moves-nim) the plain DP wins to 2^12 and Lemma 2 over the sieve from 2^13 (0.89x there,
     * 0.24x at 2^16); squares (squares-nim) the plain DP wins at 2^11, loses from 2^12.
     */
    public static final int NIM_PLAIN_BELOW = 1 << 13;
    /**
     * Up to this many moves Lemma 2 over the sieve ({@code sieve}) wins; above, the blocked DP. Lemma 2
     * runs one hot/cold sieve per nim-value, and the values grow with the moves. Measured on squares
     * (squares-nim, wall): sieve 0.46x of blocked at 2^14 (128 moves), equal at 2^15 (181 moves),
     * blocked 0.59x of sieve at 2^16 (256 moves) and 0.57x at 2^18.
     */
    public static final int NIM_SIEVE_MAX_MOVES = 128;

    /** The nim-value algorithm {@code auto} picks for heaps 0..n and these moves. */
    public static String nimAlgorithm(int n, int[] moves, boolean checkpoint) {
        if (checkpoint) {
            return "blocked"; // the one that resumes
        }
        if (n < NIM_PLAIN_BELOW) {
            return "reference";
        }
        return moves.length <= NIM_SIEVE_MAX_MOVES ? "sieve" : "blocked";
    }

    /** The tiled sieve behind the hot/cold interface (hotspots as a list, sink play as hot 1..max S). */
    static final HotColdSolver TILED = new HotColdSolver() {
        @Override
        public boolean[] hot(int[] moves, boolean[] hotspot, Convention convention) {
            int[] s = Games.sortedMoves(moves);
            int n = hotspot.length - 1;
            long[] list = IntStream.range(0, hotspot.length).filter(x -> hotspot[x]).asLongStream().toArray();
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
                    BlockedNimValues.NIM_TILE, Workers.defaultThreads(), null);
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
