package org.subgames.solver;

import java.util.Arrays;
import java.util.function.LongConsumer;

/**
 * Lengths of games in optimal play (OEIS A338027 for squares; the recurrence of
 * {@code org.subgames.reference.GameLengths}) by the blocked DP of {@link BlockedDp}. Per position
 * the streaming passes keep two accumulators: the least even option length and the largest option
 * length; both updates are branch-free over contiguous arrays.
 */
public final class BlockedGameLengths extends BlockedDp {

    private static final int NONE = Integer.MAX_VALUE; // no even option yet

    private final int[] len;
    private int[] leastEven = new int[0];
    private int[] longest = new int[0];

    private BlockedGameLengths(int[] moves, int n, int block, int tile) {
        super(moves, n, block, tile);
        this.len = new int[n + 1];
    }

    /** Game lengths 0..n with the default block and tile and one worker per processor. */
    public static int[] lengths(int[] moves, int n) {
        return lengths(moves, n, DEFAULT_BLOCK, DEFAULT_TILE, Workers.defaultThreads(), null);
    }

    /**
     * Game lengths 0..n of the wall game with the given moves (sorted ascending, distinct, positive).
     * Parameters as for {@link BlockedNimValues#values(int[], int, int, int, int, LongConsumer)}.
     */
    public static int[] lengths(int[] moves, int n, int block, int tile, int threads, LongConsumer progress) {
        BlockedGameLengths dp = new BlockedGameLengths(moves, n, block, tile);
        dp.run(threads, progress);
        return dp.len;
    }

    @Override
    void beginBlock(int base, int end) {
        int size = end - base;
        if (leastEven.length < size) {
            leastEven = new int[size];
            longest = new int[size];
        }
        Arrays.fill(leastEven, 0, size, NONE);
        Arrays.fill(longest, 0, size, -1);
    }

    @Override
    void streamLarge(int base, int from, int to) {
        final int[] len = this.len;
        final int[] even = leastEven;
        final int[] most = longest;
        final int a = from - base;
        final int count = to - from;
        int j = firstLarge;
        // Moves that look back from the whole tile, four at a time: one pass over the accumulators
        // folds four look-back streams (unroll and jam: a quarter of the accumulator traffic).
        for (; j + 3 < mv.length && mv[j + 3] <= from; j += 4) {
            int d0 = from - mv[j];
            int d1 = from - mv[j + 1];
            int d2 = from - mv[j + 2];
            int d3 = from - mv[j + 3];
            for (int i = 0; i < count; i++) {
                int l0 = len[d0 + i];
                int l1 = len[d1 + i];
                int l2 = len[d2 + i];
                int l3 = len[d3 + i];
                most[a + i] = Math.max(most[a + i], Math.max(Math.max(l0, l1), Math.max(l2, l3)));
                even[a + i] = Math.min(even[a + i], Math.min(Math.min(evenOrNone(l0), evenOrNone(l1)),
                        Math.min(evenOrNone(l2), evenOrNone(l3))));
            }
        }
        // the rest one at a time, each from the first position it can reach
        for (; j < mv.length; j++) {
            int s = mv[j];
            if (s >= to) {
                break;
            }
            int x0 = Math.max(from, s);
            int d = x0 - s;
            int b = x0 - base;
            int n = to - x0;
            for (int i = 0; i < n; i++) {
                int l = len[d + i];
                most[b + i] = Math.max(most[b + i], l);
                even[b + i] = Math.min(even[b + i], evenOrNone(l));
            }
        }
    }

    /**
     * l itself if even, NONE if odd (l &gt;= 0, so l | 0x7FFFFFFF == NONE): branch-free, measured
     * 15-25% faster than the conditional.
     */
    private static int evenOrNone(int l) {
        return l | (-(l & 1) >>> 1);
    }

    @Override
    void finish(int base, int x) {
        int a = x - base;
        int e = leastEven[a];
        int most = longest[a];
        for (int j = 0; j < firstLarge; j++) {
            int s = mv[j];
            if (s > x) {
                break;
            }
            int l = len[x - s];
            if (l > most) {
                most = l;
            }
            if ((l & 1) == 0 && l < e) {
                e = l;
            }
        }
        len[x] = e != NONE ? e + 1 : most + 1;
    }
}
