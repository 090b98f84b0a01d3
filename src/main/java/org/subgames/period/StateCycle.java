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
 * <p>Same facts as {@link CensusCertifier} and {@link NaivePeriod} (property-tested), with the
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
     * {@link Values#MAX_MOVES}), or null when the repeat is not seen by position {@code limit}.
     */
    public Facts run(int[] moves, Convention convention, long limit) {
        int m = moves[moves.length - 1];
        int first = convention == Convention.SINK ? 1 : 0;
        int end = (int) Math.min(limit, Integer.MAX_VALUE - 16L);
        if (end < m) {
            return null;
        }
        ensure(Math.min(end, 4L * m + 64) + 1);
        g[0] = 0;
        Values.fill(moves, convention, g, 1, m - 1);
        int max = 0;
        for (int x = first; x < m; x++) {
            max = Math.max(max, g[x]);
        }
        long pow = 1;
        for (int i = 0; i < m; i++) {
            pow *= BASE;
        }
        long h = 0;
        for (int x = 0; x < m; x++) {
            h = h * BASE + g[x];
        }
        int tortoise = m - 1;
        long tortoiseHash = h;
        int power = 1;
        int lambda = 0;
        int x = m - 1;
        int s1 = moves[0];
        int s2 = moves.length > 1 ? moves[1] : m;
        boolean three = moves.length == 3;
        while (true) {
            if (lambda == power) {
                tortoise = x;
                tortoiseHash = h;
                power <<= 1;
                lambda = 0;
            }
            x++;
            if (x > end) {
                tabulated = x - 1;
                return null;
            }
            if (x >= g.length) {
                g = Arrays.copyOf(g, (int) Math.min(end + 1L, 2L * g.length));
            }
            int v;
            if (three) {
                int seen = (1 << g[x - s1]) | (1 << g[x - s2]) | (1 << g[x - m]);
                v = Integer.numberOfTrailingZeros(~seen);
            } else {
                long seen = 0;
                for (int s : moves) {
                    seen |= 1L << g[x - s];
                }
                v = Long.numberOfTrailingZeros(~seen);
            }
            g[x] = (byte) v;
            max = Math.max(max, v);
            h = h * BASE + v - pow * g[x - m];
            lambda++;
            if (h == tortoiseHash && Arrays.equals(g, tortoise - m + 1, tortoise + 1, g, x - m + 1, x + 1)) {
                break;
            }
        }
        tabulated = x;
        return facts(first, tortoise - m + 1, lambda, max);
    }

    /** Walks back from the start of the equal windows to the start of periodicity; counts the cold positions of one period. */
    private Facts facts(int first, int periodicFrom, int period, int max) {
        int y = Math.max(periodicFrom, first) - 1;
        while (y >= first && g[y] == g[y + period]) {
            y--;
        }
        int from = y + 1;
        long cold = 0;
        for (int i = from; i < from + period; i++) {
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

    private void ensure(long size) {
        if (g.length < size) {
            g = new byte[(int) Math.max(size, 2L * g.length)];
        }
    }
}
