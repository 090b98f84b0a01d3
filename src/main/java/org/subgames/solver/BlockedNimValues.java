package org.subgames.solver;

import java.util.Arrays;
import java.util.function.LongConsumer;
import org.subgames.game.Convention;

/**
 * Nim-values 0..n of a wall game by the blocked DP of {@link BlockedDp}. The values live in a
 * compact 16-bit array: a nim-value never exceeds the number of moves, at most sqrt(n) &lt; 46341
 * for subtract-a-square, and every stored value is checked against 0xFFFF anyway. Per position the
 * look-backs mark a row of "seen" bytes, one per value, the row long enough (a multiple of 64) for
 * every value below the block plus 64; a plain byte store per look-back measured about twice as
 * fast as setting bits. The mex is the first unmarked byte. Only if a row is full (the mex is
 * beyond the row) is that position's mex recomputed over all its options.
 */
public final class BlockedNimValues extends BlockedDp {

    /**
     * Positions per streaming task of the nim-value DP: 4096, half the default block. Wider tiles read
     * longer runs of g per move, which matters once g outgrows the L3 cache (2^25 heaps and up): at 2^24,
     * two workers, 44.6 and 49.1 s against 72.0 s with 256 and 57.0 s with 1024 (one run each).
     */
    public static final int NIM_TILE = 1 << 12;

    private final char[] g;
    private int maxBefore; // the largest value below the current block
    private int width;     // row length in bytes
    private byte[] rows = new byte[0];

    private final int sinkReach; // sink play: 1..sinkReach have a move into the sink (value 0)

    private BlockedNimValues(int[] moves, int n, int block, int tile, Convention convention, char[] g) {
        super(moves, n, block, tile);
        if (g.length != n + 1) {
            throw new IllegalArgumentException("the value array must have length n + 1 = " + (n + 1L) + ", got " + g.length);
        }
        this.g = g;
        this.sinkReach = convention == Convention.SINK ? Games.sortedMoves(moves)[moves.length - 1] : 0;
    }

    /** Nim-values 0..n with the default block and tile and one worker per processor. */
    public static char[] values(int[] moves, int n) {
        return values(moves, n, Convention.WALL, DEFAULT_BLOCK, NIM_TILE, Workers.defaultThreads(), null);
    }

    /**
     * Nim-values 0..n of the game with the given moves (sorted ascending, distinct, positive). Under
     * the sink convention index 0 is the sink (value 0) and heaps 1..max(S) also have a move into it,
     * as in {@code NimValues.sink}; otherwise the moves are those of wall play.
     *
     * @param block    positions per block (moves below it are resolved in order)
     * @param tile     positions per streaming task
     * @param threads  workers for the streaming passes
     * @param progress if not null, called after each block with the number of positions done
     */
    public static char[] values(int[] moves, int n, Convention convention, int block, int tile, int threads,
            LongConsumer progress) {
        return resume(moves, n, convention, new char[n + 1], 0, block, tile, threads, progress);
    }

    /**
     * Continues a run: g (length n + 1) holds the final values of positions 0..from-1, as a checkpoint
     * saved them; fills in from..n and returns g. The values do not depend on where the run stopped.
     *
     * @param afterBlock if not null, called after each block with the number of positions done
     *                   (g[0..done) is then final: the moment to save a checkpoint)
     */
    public static char[] resume(int[] moves, int n, Convention convention, char[] g, int from, int block, int tile, int threads,
            LongConsumer afterBlock) {
        BlockedNimValues dp = new BlockedNimValues(moves, n, block, tile, convention, g);
        for (int x = 0; x < from; x++) {
            dp.maxBefore = Math.max(dp.maxBefore, g[x]);
        }
        dp.run(threads, from, afterBlock);
        return g;
    }

    @Override
    void beginBlock(int base, int end) {
        width = ((maxBefore >>> 6) + 2) << 6;
        int need = (end - base) * width;
        if (rows.length < need) {
            rows = new byte[need];
        } else {
            Arrays.fill(rows, 0, need, (byte) 0);
        }
    }

    @Override
    void streamLarge(int base, int from, int to) {
        final char[] g = this.g;
        final byte[] rows = this.rows;
        final int w = width;
        for (int j = firstLarge; j < mv.length; j++) {
            int s = mv[j];
            if (s >= to) {
                break;
            }
            int x0 = Math.max(from, s);
            int r = (x0 - base) * w;
            for (int y = x0 - s, yEnd = to - s; y < yEnd; y++, r += w) {
                int v = g[y];
                rows[r + v] = 1;
            }
        }
    }

    @Override
    void finish(int base, int x) {
        if (x == 0) {
            return; // no options under wall play; the sink itself under sink play: value 0
        }
        final int r = (x - base) * width;
        if (x <= sinkReach) {
            rows[r] = 1;
        }
        final int rowEnd = width;
        for (int j = 0; j < firstLarge; j++) {
            int s = mv[j];
            if (s > x) {
                break;
            }
            int v = g[x - s];
            if (v < rowEnd) {
                rows[r + v] = 1;
            } // a larger value cannot change a mex found inside the row; a full row is redone below
        }
        int mex = -1;
        for (int k = 0; k < width; k++) {
            if (rows[r + k] == 0) {
                mex = k;
                break;
            }
        }
        if (mex < 0) {
            mex = slowMex(x);
        }
        if (mex > 0xFFFF) {
            throw new ArithmeticException("nim-value " + mex + " at " + x + " exceeds the 16-bit value array");
        }
        g[x] = (char) mex;
    }

    /** The mex over all options of x, directly. */
    private int slowMex(int x) {
        boolean[] seen = new boolean[mv.length + 2];
        seen[0] = x <= sinkReach;
        for (int s : mv) {
            if (s > x) {
                break;
            }
            int v = g[x - s];
            if (v < seen.length) {
                seen[v] = true;
            }
        }
        int v = 0;
        while (seen[v]) {
            v++;
        }
        return v;
    }

    @Override
    void endBlock(int base, int end) {
        for (int x = base; x < end; x++) {
            maxBefore = Math.max(maxBefore, g[x]);
        }
    }
}
