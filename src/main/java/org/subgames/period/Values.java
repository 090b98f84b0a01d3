package org.subgames.period;

import org.subgames.base.BadInputException;
import org.subgames.game.Convention;

/**
 * Fast nim-value tables on byte arrays for finite subtraction sets: one pass, the mex of the
 * options taken from a bit mask, so O(|S|) per position (O(1) for the three moves of an additive
 * set). Audited against {@link org.subgames.reference.NimValues}. Index x holds G(x); under the
 * sink convention index 0 stands for the sink (every y &lt;= 0, value 0).
 */
public final class Values {

    /** Values are stored in a byte, and the mex of |S| options is at most |S|. */
    public static final int MAX_MOVES = 63;

    private Values() {
    }

    /** G(0..n) for the sorted, distinct, positive moves under the convention. */
    public static byte[] of(int[] moves, Convention convention, int n) {
        if (n < 0 || n > Integer.MAX_VALUE - 8) {
            throw new BadInputException("cannot tabulate " + n + " positions in one array");
        }
        byte[] g = new byte[n + 1];
        fill(moves, convention, g, 1, n);
        return g;
    }

    /**
     * Computes g[from..to] given g[0..from-1] (g[0] = 0), in place: a table grows without being
     * recomputed (the census path doubles its table until a period is certified).
     */
    public static void fill(int[] moves, Convention convention, byte[] g, int from, int to) {
        if (moves.length == 0 || moves.length > MAX_MOVES) {
            throw new BadInputException("the byte solver handles 1.." + MAX_MOVES + " moves, got " + moves.length);
        }
        if (moves.length == 3) {
            three(moves[0], moves[1], moves[2], convention, g, from, to);
            return;
        }
        boolean sink = convention == Convention.SINK;
        int max = moves[moves.length - 1];
        for (int x = Math.max(1, from); x <= to; x++) {
            long seen = 0;
            if (x > max) {
                for (int s : moves) {
                    seen |= 1L << g[x - s];
                }
            } else {
                for (int s : moves) {
                    if (s < x) {
                        seen |= 1L << g[x - s];
                    } else if (s == x || sink) {
                        seen |= 1L; // the sink (or heap 0 at the wall) has value 0
                    }
                }
            }
            g[x] = (byte) Long.numberOfTrailingZeros(~seen);
        }
    }

    /** The three-move case (additive sets): the hot loop of every sink-theorem check. */
    private static void three(int s1, int s2, int s3, Convention convention, byte[] g, int from, int to) {
        boolean sink = convention == Convention.SINK;
        int start = Math.max(1, from);
        int head = Math.min(to, s3);
        for (int x = start; x <= head; x++) {
            int seen = 0;
            seen |= option(g, x, s1, sink);
            seen |= option(g, x, s2, sink);
            seen |= option(g, x, s3, sink);
            g[x] = (byte) Integer.numberOfTrailingZeros(~seen);
        }
        for (int x = Math.max(start, head + 1); x <= to; x++) {
            int seen = (1 << g[x - s1]) | (1 << g[x - s2]) | (1 << g[x - s3]);
            g[x] = (byte) Integer.numberOfTrailingZeros(~seen);
        }
    }

    private static int option(byte[] g, int x, int s, boolean sink) {
        if (s < x) {
            return 1 << g[x - s];
        }
        return s == x || sink ? 1 : 0;
    }
}
