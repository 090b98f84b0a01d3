package org.subgames.solver;

import java.util.function.LongConsumer;
import org.subgames.base.BadInputException;

/**
 * The blocking scheme shared by the blocked nim-value and game-length DPs (wall play). A plain DP
 * computes position x from x - s for every move s, and for subtract-a-square those look-backs jump
 * all over the value array. Here positions are taken a block [X, X + B) at a time. A move s &gt;= B
 * looks back below X, where every value is final, so for such moves the block is cut into tiles
 * and, per tile and per move, x - s runs over contiguous memory: a streaming pass that folds each
 * looked-back value into a small per-position accumulator (in the cache). Tiles are independent and
 * shared out among the workers. Moves s &lt; B may look back into the block itself, so they are
 * resolved afterwards by one thread, position by position in order, exactly as the plain DP does;
 * that part costs about sqrt(B) look-backs per position for squares, against sqrt(x) for the rest.
 */
public abstract class BlockedDp {

    /** Default block (positions) and tile (positions per streaming task). */
    public static final int DEFAULT_BLOCK = 1 << 13;
    public static final int DEFAULT_TILE = 1 << 8;

    final int[] mv;
    final int n;
    final int block;
    final int tile;
    /** Index of the first move &gt;= block: moves[0..firstLarge) are resolved in order. */
    final int firstLarge;

    BlockedDp(int[] moves, int n, int block, int tile) {
        if (n < 0 || n == Integer.MAX_VALUE) {
            throw new BadInputException("n must be in 0.." + (Integer.MAX_VALUE - 1) + ", got " + n);
        }
        if (block < 1 || tile < 1) {
            throw new IllegalArgumentException("block and tile must be at least 1, got " + block + " and " + tile);
        }
        this.mv = FastPaths.movesUpTo(moves, n);
        this.n = n;
        this.block = (int) Math.min(block, (long) n + 1);
        this.tile = Math.min(tile, this.block);
        int k = 0;
        while (k < mv.length && mv[k] < this.block) {
            k++;
        }
        this.firstLarge = k;
    }

    /** Prepares the accumulators for positions [base, end). */
    abstract void beginBlock(int base, int end);

    /** Folds the look-backs x - s for every move s &gt;= block, s &lt;= x, into the accumulators of [from, to). */
    abstract void streamLarge(int base, int from, int to);

    /** Folds the moves below the block size into the accumulator of x and stores the value of x. */
    abstract void finish(int base, int x);

    /** Called after each block. */
    void endBlock(int base, int end) {
    }

    final void run(int threads, LongConsumer progress) {
        run(threads, 0, progress);
    }

    /**
     * Computes positions start..n block by block (positions below start must be final already: a
     * resumed run). Results do not depend on where the blocks start.
     */
    final void run(int threads, int start, LongConsumer progress) {
        if (start < 0 || start > n + 1) {
            throw new IllegalArgumentException("start must be in 0.." + (n + 1L) + ", got " + start);
        }
        try (Workers workers = new Workers(threads)) {
            for (long lo = start; lo <= n; lo += block) {
                if (Thread.interrupted()) {
                    throw new IllegalStateException("interrupted");
                }
                int base = (int) lo;
                int end = (int) Math.min(lo + block, (long) n + 1);
                beginBlock(base, end);
                int tiles = (end - base + tile - 1) / tile;
                if (firstLarge < mv.length && mv[firstLarge] < end) {
                    workers.forEach(tiles, (w, t) -> {
                        int from = base + t * tile;
                        streamLarge(base, from, (int) Math.min((long) from + tile, end));
                    });
                }
                for (int x = base; x < end; x++) {
                    finish(base, x);
                }
                endBlock(base, end);
                if (progress != null) {
                    progress.accept(end);
                }
            }
        }
    }
}
