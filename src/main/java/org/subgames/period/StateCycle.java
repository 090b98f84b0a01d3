package org.subgames.period;

import java.util.Arrays;
import org.subgames.game.Convention;

/**
 * The census kernel: preperiod and minimal period by the state-cycle method. With M = max S, the
 * state at x &gt;= M - 1 is the window G(x - M + 1 .. x); every move is legal from x + 1 on, so the
 * next value, hence the next state, is a function of the state. The state sequence is therefore
 * eventually periodic, and its least period is the least period of G's tail (equal windows one
 * period apart give equal values for ever, and equal values give equal windows). Brent's cycle
 * detection finds that least period exactly: states are compared by a rolling hash and, on a hash
 * hit, byte by byte, so a collision costs a comparison and never a wrong answer. Periodicity
 * starts where the equal windows start; the preperiod follows by walking back while
 * G(x) = G(x + p). Cost O(preperiod + period) steps, memory the values up to the repeat.
 *
 * <p>Same facts as {@link NaivePeriod} and {@link Periodicity} (property-tested), with the
 * certificate in its canonical form: the window at the start of periodicity, checked one
 * minimal period later. One instance per thread; not thread-safe.
 */
public final class StateCycle {

    /** A fixed odd multiplier for the rolling hash (any odd constant works; collisions are checked). */
    private static final long BASE = 0x9E3779B97F4A7C15L;

    /** The facts of one game: preperiod from the first position, minimal period, largest value, cold positions per period. */
    public record Facts(long preperiod, long minimalPeriod, int maxValue, long cold) {
    }

    private byte[] g = new byte[1 << 12];
    private int tabulated;

    /** The values computed by the last run: G(0..{@link #tabulated()}) (index 0 is the sink under the sink convention). */
    public byte[] values() {
        return g;
    }

    /** The last position the last run computed. */
    public int tabulated() {
        return tabulated;
    }

    /**
     * The facts of the game with the sorted, distinct, positive moves (at most
     * {@link Values#MAX_MOVES}), or null when its certificate does not fit in positions 0..limit:
     * the window of max S positions at the start of periodicity, one minimal period later, must end
     * by {@code limit} (first + preperiod + period + max S - 1 &lt;= limit), as for the other certifiers.
     */
    public Facts run(int[] moves, Convention convention, long limit) {
        int m = moves[moves.length - 1];
        int first = convention == Convention.SINK ? 1 : 0;
        if (limit < m) {
            return null;
        }
        // Brent sees the repeat of a game whose certificate fits in the limit by 4 limit + 2 max S
        int end = (int) Math.min(4 * limit + 2L * m, Integer.MAX_VALUE - 16L);
        ensure(Math.min(end, 4L * m + 64) + 1);
        g[0] = 0;
        Values.fill(moves, convention, g, 1, m - 1);
        long pow = 1;
        long h = 0;
        for (int x = 0; x < m; x++) {
            pow *= BASE;
            h = h * BASE + g[x];
        }
        // Brent: the tortoise waits at x while the hare walks up to 'power' steps; a repeat of the
        // tortoise's state within them is the least period, else the tortoise moves to the hare
        int x = m - 1;
        for (int power = 1;; power <<= 1) {
            int tortoise = x;
            long target = h;
            int stop = (int) Math.min(end, (long) x + power);
            while (x < stop) {
                int chunk = Math.min(stop, g.length - 1);
                if (x == chunk) {
                    g = Arrays.copyOf(g, (int) Math.min(end + 1L, 2L * g.length));
                    continue;
                }
                int hit = moves.length == 3 ? walk3(moves[0], moves[1], m, x, chunk, h, pow, target)
                        : walk(moves, m, x, chunk, h, pow, target);
                x = hit < 0 ? chunk : hit;
                h = hash;
                if (hit >= 0 && Arrays.equals(g, tortoise - m + 1, tortoise + 1, g, x - m + 1, x + 1)) {
                    tabulated = x;
                    Facts f = facts(first, tortoise - m + 1, x - tortoise);
                    // the certificate's window, one period after the start of periodicity, must lie within the limit
                    return first + f.preperiod() + f.minimalPeriod() + m - 1 <= limit ? f : null;
                }
            }
            if (x >= end) {
                tabulated = x;
                return null;
            }
        }
    }

    /** The rolling hash after the last walk. */
    private long hash;

    /**
     * Computes G(from + 1 ..) for three moves s1 &lt; s2 &lt; m, rolling the hash, up to {@code to} or
     * the first position whose window hash equals {@code target}; returns that position or -1.
     */
    private int walk3(int s1, int s2, int m, int from, int to, long h, long pow, long target) {
        byte[] t = g;
        for (int x = from + 1; x <= to; x++) {
            int seen = (1 << t[x - s1]) | (1 << t[x - s2]) | (1 << t[x - m]);
            int v = Integer.numberOfTrailingZeros(~seen);
            t[x] = (byte) v;
            h = h * BASE + v - pow * t[x - m];
            if (h == target) {
                hash = h;
                return x;
            }
        }
        hash = h;
        return -1;
    }

    /** {@link #walk3} for any number of moves. */
    private int walk(int[] moves, int m, int from, int to, long h, long pow, long target) {
        byte[] t = g;
        for (int x = from + 1; x <= to; x++) {
            long seen = 0;
            for (int s : moves) {
                seen |= 1L << t[x - s];
            }
            int v = Long.numberOfTrailingZeros(~seen);
            t[x] = (byte) v;
            h = h * BASE + v - pow * t[x - m];
            if (h == target) {
                hash = h;
                return x;
            }
        }
        hash = h;
        return -1;
    }

    /**
     * Walks back from the start of the equal windows to the start of periodicity; the largest value
     * (over the first position to the end of the first period, hence over all) and the cold positions of one period.
     */
    private Facts facts(int first, int periodicFrom, int period) {
        int y = Math.max(periodicFrom, first) - 1;
        while (y >= first && g[y] == g[y + period]) {
            y--;
        }
        int from = y + 1;
        long cold = 0;
        int max = 0;
        for (int i = first; i < from; i++) {
            max = Math.max(max, g[i]);
        }
        for (int i = from; i < from + period; i++) {
            max = Math.max(max, g[i]);
            if (g[i] == 0) {
                cold++;
            }
        }
        return new Facts(from - first, period, max, cold);
    }

    /** The certificate of facts from {@link #run}: the window at the start of periodicity, one minimal period later. */
    public static Certificate certificate(Facts f, int[] moves, Convention convention) {
        long first = convention == Convention.SINK ? 1 : 0;
        int m = moves[moves.length - 1];
        return new Certificate(convention, m, first, f.preperiod(), f.minimalPeriod(), f.minimalPeriod(), first + f.preperiod());
    }

    /** G with its certificate (the values copied), or null when the certificate does not fit in the limit (see {@link #run}). */
    public PeriodicSequence certify(int[] moves, Convention convention, long limit) {
        Facts f = run(moves, convention, limit);
        return f == null ? null : new PeriodicSequence(Arrays.copyOf(g, tabulated + 1), certificate(f, moves, convention));
    }

    private void ensure(long size) {
        if (g.length < size) {
            g = new byte[(int) Math.max(size, 2L * g.length)];
        }
    }
}
