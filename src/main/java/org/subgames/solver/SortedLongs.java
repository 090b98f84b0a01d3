package org.subgames.solver;

import java.util.Arrays;

/** Searches in strictly ascending long arrays, such as lists of cold positions. */
public final class SortedLongs {

    private SortedLongs() {
    }

    /** The first index in [lo, hi) whose entry is &gt;= v (hi if none). */
    public static int lowerBound(long[] a, int lo, int hi, long v) {
        int k = Arrays.binarySearch(a, lo, hi, v);
        return k >= 0 ? k : -k - 1;
    }

    /**
     * The number of entries of a[0..hi) that are &lt;= t, given that a[hi..] (if any) exceed t,
     * galloping down from hi. A descending walk over close targets (x - s for the moves s of one
     * position) stays short and local this way.
     */
    public static int countAtMost(long[] a, int hi, long t) {
        int upper = hi; // a[upper..hi) > t
        int lower;
        int step = 1;
        while (true) {
            int probe = upper - step;
            if (probe < 0) {
                lower = 0;
                break;
            }
            if (a[probe] <= t) {
                lower = probe + 1;
                break;
            }
            upper = probe;
            step <<= 1;
        }
        return lowerBound(a, lower, upper, t + 1);
    }

    /**
     * A move s among moves (ascending) with x - s in cold[0..count) (ascending, all below x), or -1:
     * the moves are walked upward, so the targets walk down the list.
     */
    public static long witness(long[] cold, int count, long[] moves, long x) {
        int below = count;
        for (long s : moves) {
            if (s > x) {
                break;
            }
            long t = x - s;
            below = countAtMost(cold, below, t);
            if (below > 0 && cold[below - 1] == t) {
                return s;
            }
        }
        return -1;
    }
}
