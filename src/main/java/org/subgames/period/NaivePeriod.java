package org.subgames.period;

import java.util.HashSet;
import java.util.Set;
import org.subgames.game.Convention;

/**
 * The plain path, written the obvious way: nim-values by the definition (the mex of a set of
 * option values), then for p = 1, 2, ... the longest tail of the table on which G(x + p) = G(x);
 * the first p whose tail holds a whole window of max S positions is the minimal period (Golomb's
 * argument makes it a period; every smaller p failed) and the tail's start ends the preperiod.
 * The table doubles until that happens. Quadratic in the period; a reference and a baseline.
 */
public final class NaivePeriod {

    /** The facts the census records. */
    public record Facts(long preperiod, long minimalPeriod, int maxValue, long cold) {
    }

    private NaivePeriod() {
    }

    /** The facts, or null when no period shows within {@code limit} positions. */
    public static Facts certify(int[] moves, Convention convention, int limit) {
        int first = convention == Convention.SINK ? 1 : 0;
        int m = 0;
        for (int s : moves) {
            m = Math.max(m, s);
        }
        for (long n = 1024; ; n = Math.min(limit, 2 * n)) {
            int[] g = values(moves, convention, (int) Math.min(n, limit));
            int top = g.length - 1;
            for (int p = 1; p <= top; p++) {
                int t = top - p + 1; // g[x] = g[x + p] for x in [t, top - p] (empty at first)
                while (t - 1 >= first && g[t - 1] == g[t - 1 + p]) {
                    t--;
                }
                if (top - p - t + 1 >= m) {
                    int max = 0;
                    for (int x = first; x < t + p; x++) {
                        max = Math.max(max, g[x]);
                    }
                    long cold = 0;
                    for (int x = t; x < t + p; x++) {
                        cold += g[x] == 0 ? 1 : 0;
                    }
                    return new Facts(t - first, p, max, cold);
                }
            }
            if (n >= limit) {
                return null;
            }
        }
    }

    /** G(0..n) by the definition; under the sink convention every move from x &lt;= s lands in the sink (value 0). */
    static int[] values(int[] moves, Convention convention, int n) {
        int[] g = new int[n + 1];
        for (int x = 1; x <= n; x++) {
            Set<Integer> options = new HashSet<>();
            for (int s : moves) {
                if (s <= x) {
                    options.add(g[x - s]);
                } else if (convention == Convention.SINK) {
                    options.add(0);
                }
            }
            int mex = 0;
            while (options.contains(mex)) {
                mex++;
            }
            g[x] = mex;
        }
        return g;
    }
}
