package org.subgames.period;

import java.util.Arrays;
import org.subgames.game.Convention;

/**
 * The census path of period certification: the same certificate as {@link Periodicity} (window
 * found by the prefix function of the reversed table, minimal period by divisor descent, preperiod
 * by scanning back), tuned for many small games in a row. The table starts at 8 max S positions
 * (not 4096) and doubles in place, extending the values instead of recomputing them, and the
 * buffers are kept from one game to the next. One instance per thread; not thread-safe.
 * Compared against {@link NaivePeriod} and {@link Periodicity} by property tests.
 */
public final class CensusCertifier {

    private byte[] g = new byte[1024];
    private int[] pi = new int[1024];

    /**
     * G with its certificate, for the sorted distinct positive moves; null when no period is
     * certified within {@code limit} positions ("no certificate within limit", never a guess).
     */
    public PeriodicSequence certify(int[] moves, Convention convention, int limit) {
        int m = moves[moves.length - 1];
        int first = convention == Convention.SINK ? 1 : 0;
        long n = Math.min(limit, Math.max(64L, 8L * m));
        int filled = 0; // g[0..filled] computed
        while (true) {
            int size = (int) n;
            if (g.length < size + 1) {
                g = Arrays.copyOf(g, Math.max(size + 1, 2 * g.length));
            }
            if (pi.length < size + 1) {
                pi = new int[Math.max(size + 1, 2 * pi.length)];
            }
            g[0] = 0;
            Values.fill(moves, convention, g, filled + 1, size);
            filled = size;
            long[] found = Periodicity.search(g, size, first, m, pi);
            if (found != null) {
                long x0 = found[0];
                long period = found[1];
                long minimal = Periodicity.reduce(g, x0, period, m);
                long x = x0 - 1;
                while (x >= first && g[(int) x] == g[(int) (x + minimal)]) {
                    x--;
                }
                return new PeriodicSequence(Arrays.copyOf(g, size + 1),
                        new Certificate(convention, m, first, x + 1 - first, period, minimal, x0));
            }
            if (n >= limit) {
                return null;
            }
            n = Math.min(limit, 2 * n);
        }
    }
}
