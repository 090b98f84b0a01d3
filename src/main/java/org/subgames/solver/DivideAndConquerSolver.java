package org.subgames.solver;

import java.util.Arrays;
import org.subgames.game.Convention;

/**
 * Eppstein's divide and conquer for subtraction games with hotspots (2018, section 2.3, Theorem 1).
 * To solve positions [x, y) given every hotspot (including those forced by cold positions below x):
 * solve [x, m), then mark hot every position of [m, y) that one move takes from a cold position of
 * [x, m) (a Boolean convolution of the lower cold set with S), then solve [m, y). With FFT
 * convolutions this takes O(n log^2 n) time.
 *
 * <p>Two practical choices: ranges of at most {@code leaf} positions are solved by sieving inside
 * the range (the paper recurses down to single positions); and in the {@code hybrid} variant each
 * convolution is done directly (each lower cold position marks its moves into the upper half) when
 * ones(cold) * ones(S) is cheaper than the FFT, which is the common case for sparse cold sets. The
 * non-hybrid variant always uses the FFT above the leaves, as in the paper.
 */
final class DivideAndConquerSolver implements HotColdSolver {

    /** The step that finds the upper-half positions reached from lower cold positions. */
    interface Convolver {
        /** out[i - lo] = exists j in [0, aLen), a[j] and b[i - j], for i in [lo, hi), b of length bLen. */
        boolean[] hits(boolean[] a, int aLen, boolean[] b, int bLen, int lo, int hi);
    }

    /** The always-FFT convolver of the paper (blocked, exactness-checked). */
    static final Convolver FFT = (a, aLen, b, bLen, lo, hi) -> {
        int[] c = BooleanConvolution.countsFft(a, 0, aLen, b, 0, bLen, lo, hi).counts();
        boolean[] out = new boolean[c.length];
        for (int i = 0; i < c.length; i++) {
            out[i] = c[i] > 0;
        }
        return out;
    };

    private final int leaf;
    private final boolean hybrid;
    private final Convolver convolver;

    /**
     * @param leaf ranges up to this size are sieved directly (at least 1)
     * @param hybrid whether to use direct marking where cheaper than the convolver
     * @param convolver the Boolean convolution; tests inject broken ones to check the audit
     */
    DivideAndConquerSolver(int leaf, boolean hybrid, Convolver convolver) {
        if (leaf < 1) {
            throw new IllegalArgumentException("leaf size must be at least 1");
        }
        this.leaf = leaf;
        this.hybrid = hybrid;
        this.convolver = convolver;
    }

    @Override
    public boolean[] hot(int[] moves, boolean[] hotspot, Convention convention) {
        int[] s = Games.sortedMoves(moves);
        boolean[] hot = Games.wallHotspots(s, hotspot, convention);
        boolean[] sInd = Games.indicator(s, hot.length);
        new Run(s, sInd, hot).solve(0, hot.length);
        return hot;
    }

    @Override
    public long estimateBytes(long n) {
        long p = Math.min(BooleanConvolution.nextPow2(n + 1), BooleanConvolution.MAX_FFT);
        return 4 * (n + 1) + 16 * p;
    }

    private final class Run {
        final int[] s;
        final boolean[] sInd;
        final boolean[] hot;

        Run(int[] s, boolean[] sInd, boolean[] hot) {
            this.s = s;
            this.sInd = sInd;
            this.hot = hot;
        }

        /** Solves [x, y); on entry hot[] holds every hotspot of the range, including forced ones. */
        void solve(int x, int y) {
            int len = y - x;
            if (len <= leaf) {
                for (int p = x; p < y; p++) {
                    if (!hot[p]) {
                        markFrom(p, p + 1, y);
                    }
                }
                return;
            }
            int m = x + len / 2;
            solve(x, m);
            int h = m - x;
            boolean[] cold = new boolean[h];
            long coldCount = 0;
            for (int i = 0; i < h; i++) {
                if (!hot[x + i]) {
                    cold[i] = true;
                    coldCount++;
                }
            }
            if (coldCount > 0) {
                long p = BooleanConvolution.nextPow2(len);
                long movesBelow = countBelow(len);
                double direct = (double) coldCount * movesBelow;
                if (hybrid && direct <= BooleanConvolution.FFT_WEIGHT * p * (64 - Long.numberOfLeadingZeros(p))) {
                    for (int i = 0; i < h; i++) {
                        if (cold[i]) {
                            markFrom(x + i, m, y);
                        }
                    }
                } else {
                    boolean[] reached = convolver.hits(cold, h, sInd, len, h, len);
                    for (int i = 0; i < reached.length; i++) {
                        if (reached[i]) {
                            hot[m + i] = true;
                        }
                    }
                }
            }
            solve(m, y);
        }

        /** Marks c + s hot for the moves s with from &lt;= c + s &lt; to. */
        void markFrom(int c, int from, int to) {
            int k = Arrays.binarySearch(s, from - c);
            for (int j = k >= 0 ? k : -k - 1; j < s.length; j++) {
                long t = (long) c + s[j];
                if (t >= to) {
                    break;
                }
                hot[(int) t] = true;
            }
        }

        private long countBelow(int len) {
            int k = Arrays.binarySearch(s, len);
            return k >= 0 ? k : -k - 1;
        }
    }
}
