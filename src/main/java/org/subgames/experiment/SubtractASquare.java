package org.subgames.experiment;

import java.util.ArrayList;
import java.util.List;

/**
 * The statistics behind Eppstein's figures, computed from nim-values and cold positions (pure
 * functions, so the tests can check them against the reference code).
 */
public final class SubtractASquare {

    private SubtractASquare() {
    }

    /** A point (n, value) of a figure. */
    public record Point(long n, long value) {
    }

    /**
     * Figure 1: the record points of the largest nim-value among the first n positions (positions
     * 0..n-1): one point (x + 1, g[x]) for every x where g[x] exceeds every earlier value; the point
     * of position 0 (value 0) is left out, as it has no logarithm.
     */
    public static List<Point> maxNimRecords(char[] g) {
        List<Point> out = new ArrayList<>();
        int max = 0;
        for (int x = 0; x < g.length; x++) {
            if (g[x] > max) {
                max = g[x];
                out.add(new Point(x + 1L, max));
            }
        }
        return out;
    }

    /**
     * Figure 2: for every perfect cube n = k^3 &lt;= limit, the number of cold positions among the
     * first n positions (0..n-1). The cold list must be ascending and cover 0..limit-1.
     */
    public static List<Point> coldAtCubes(long[] cold, long limit) {
        List<Point> out = new ArrayList<>();
        int i = 0;
        for (long k = 1; k * k * k <= limit; k++) {
            long n = k * k * k;
            while (i < cold.length && cold[i] < n) {
                i++;
            }
            out.add(new Point(n, i));
        }
        return out;
    }

    /**
     * The number of cold positions among the first N positions (0..N-1) for N = floor(2^(j/4)),
     * j = 16, 17, 18, ... (N from 16 on, where the quarter powers are distinct integers), while
     * N &lt;= limit. The cold list must be ascending and cover 0..limit-1.
     */
    public static List<Point> coldAtQuarterPowers(long[] cold, long limit) {
        List<Point> out = new ArrayList<>();
        int i = 0;
        for (int j = 16; ; j++) {
            long n = j % 4 == 0 ? 1L << (j / 4) : (long) Math.floor(Math.pow(2, j / 4.0));
            if (n > limit || j / 4 > 62) {
                return out;
            }
            while (i < cold.length && cold[i] < n) {
                i++;
            }
            out.add(new Point(n, i));
        }
    }

    /**
     * Figures 3-4: counts[d][v] = how many cold positions c &lt; limit have digit v at position d
     * (d = 0 the lowest) in base b.
     */
    public static long[][] digitCounts(long[] cold, long limit, int base, int positions) {
        if (base < 2 || positions < 1) {
            throw new IllegalArgumentException("need base >= 2 and at least one digit position, got base " + base);
        }
        long[][] counts = new long[positions][base];
        for (long c : cold) {
            if (c >= limit) {
                break;
            }
            long rest = c;
            for (int d = 0; d < positions; d++) {
                counts[d][(int) (rest % base)]++;
                rest /= base;
            }
        }
        return counts;
    }
}
