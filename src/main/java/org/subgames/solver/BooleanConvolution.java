package org.subgames.solver;

import java.util.Arrays;
import java.util.concurrent.ConcurrentHashMap;
import org.jtransforms.fft.DoubleFFT_1D;

/**
 * Exact convolution counts of 0/1 sequences, c[i] = #{ j : a[j] = 1 and b[i - j] = 1 }, restricted to
 * an output window [lo, hi). The Boolean convolution of Eppstein 2018 (section 2.2) is c[i] &gt; 0.
 *
 * <p><b>FFT and its rounding error.</b> The FFT path computes a cyclic convolution of length P (a power
 * of two) in double precision with JTransforms: two real forward transforms, a pointwise product and
 * one scaled inverse transform. Let u = 2^-53 and k = log2 P. By the standard error analysis of the
 * Cooley-Tukey FFT (Higham, <i>Accuracy and Stability of Numerical Algorithms</i>, 2nd ed., Thm 24.2),
 * each computed transform has a 2-norm error at most k eta times the exact one, with eta &lt;= 4u
 * for accurately precomputed twiddle factors. Propagating this through the three transforms and the
 * product (||A||_inf &lt;= ||a||_1, ||A||_2 = sqrt(P) ||a||_2, the 1/P scaling of the inverse) gives
 * for every output index
 *
 * <pre>  |c~[i] - c[i]| &lt;= ||c~ - c||_2 &lt;= 3 k eta (||a||_1 ||b||_2 + ||a||_2 ||b||_1) + O(u^2)</pre>
 *
 * which for 0/1 inputs with A and B ones is at most {@link #errorBound}(A, B, P) = 12 u k (A sqrt(B) +
 * B sqrt(A)). With at most P ones on each side that is 24 u k P^1.5, about 0.0019 for P = 2^24 (the
 * largest transform used, {@link #MAX_FFT}). So rounding each output to the nearest integer is exact
 * with a wide margin. This is not taken on trust: every rounded output is checked to lie within 0.25 of
 * an integer and {@link ArithmeticException} is thrown otherwise, so a violation can never become a
 * silent wrong answer. Longer inputs are cut into blocks so that no transform exceeds MAX_FFT.
 *
 * <p><b>Direct method.</b> {@link #countsDirect} adds a's ones times b's ones into the window; it is
 * cheaper when a or b has few ones, and {@link #counts} picks it when ones(a) * ones(b) is below a
 * constant times P log2 P.
 */
public final class BooleanConvolution {

    /** The largest FFT length used; larger problems are blocked. */
    public static final int MAX_FFT = 1 << 24;

    /** Cost of an FFT of length P in units of P log2 P direct marking steps (a rough estimate, not tuned). */
    static final double FFT_WEIGHT = 6.0;

    private static final ConcurrentHashMap<Integer, DoubleFFT_1D> PLANS = new ConcurrentHashMap<>();

    static {
        // One thread: every solver is sequential, so comparisons are fair and CPU-time measurements
        // of the calling thread cover all the work.
        pl.edu.icm.jlargearrays.ConcurrencyUtils.setNumberOfThreads(1);
    }

    private BooleanConvolution() {
    }

    /** The proven worst-case absolute rounding error for 0/1 inputs with aOnes and bOnes ones, FFT length p. */
    public static double errorBound(long aOnes, long bOnes, int p) {
        double u = 0x1.0p-53;
        int k = Integer.numberOfTrailingZeros(Integer.highestOneBit(Math.max(p, 2)));
        return 12 * u * k * (aOnes * Math.sqrt(bOnes) + bOnes * Math.sqrt(aOnes));
    }

    /** Counts for i in [lo, hi), choosing direct or FFT by estimated cost. */
    public static int[] counts(boolean[] a, int aOff, int aLen, boolean[] b, int bOff, int bLen, int lo, int hi) {
        check(a, aOff, aLen, b, bOff, bLen, lo, hi);
        long ao = ones(a, aOff, aLen);
        long bo = ones(b, bOff, bLen);
        long p = nextPow2(Math.max(Math.max(aLen, bLen), hi));
        if ((double) ao * bo <= FFT_WEIGHT * p * (63 - Long.numberOfLeadingZeros(p) + 1)) {
            return countsDirect(a, aOff, aLen, b, bOff, bLen, lo, hi);
        }
        return countsFft(a, aOff, aLen, b, bOff, bLen, lo, hi).counts;
    }

    /** The Boolean convolution on [lo, hi): out[i - lo] = exists j with a[j] and b[i - j]. */
    public static boolean[] hits(boolean[] a, int aOff, int aLen, boolean[] b, int bOff, int bLen, int lo, int hi) {
        int[] c = counts(a, aOff, aLen, b, bOff, bLen, lo, hi);
        boolean[] out = new boolean[c.length];
        for (int i = 0; i < c.length; i++) {
            out[i] = c[i] > 0;
        }
        return out;
    }

    /** Counts by direct summation over pairs of ones: O(aLen + bLen + ones(a) * ones(b)). */
    public static int[] countsDirect(boolean[] a, int aOff, int aLen, boolean[] b, int bOff, int bLen, int lo, int hi) {
        check(a, aOff, aLen, b, bOff, bLen, lo, hi);
        int[] out = new int[hi - lo];
        int[] bOnes = new int[(int) ones(b, bOff, bLen)];
        for (int k = 0, c = 0; k < bLen; k++) {
            if (b[bOff + k]) {
                bOnes[c++] = k;
            }
        }
        for (int j = 0; j < aLen; j++) {
            if (!a[aOff + j]) {
                continue;
            }
            // the b ones k with lo <= j + k < hi
            int from = Arrays.binarySearch(bOnes, lo - j);
            for (int t = from >= 0 ? from : -from - 1; t < bOnes.length; t++) {
                int i = j + bOnes[t];
                if (i >= hi) {
                    break;
                }
                out[i - lo]++;
            }
        }
        return out;
    }

    /** FFT counts together with the largest distance of a raw output to its rounded value. */
    record FftResult(int[] counts, double maxError) {
    }

    /** Counts through FFT, blocked so that no transform is longer than MAX_FFT. */
    static FftResult countsFft(boolean[] a, int aOff, int aLen, boolean[] b, int bOff, int bLen, int lo, int hi) {
        check(a, aOff, aLen, b, bOff, bLen, lo, hi);
        int[] out = new int[hi - lo];
        double err = 0;
        long whole = nextPow2(Math.max(Math.max(aLen, bLen), Math.max(hi, (long) aLen + bLen - 1 - Math.max(lo, 0))));
        int block = whole <= MAX_FFT ? Math.max(Math.max(aLen, hi - lo), 1) : MAX_FFT / 2;
        for (int a0 = 0; a0 < aLen; a0 += block) {
            int ac = Math.min(block, aLen - a0);
            for (int o0 = lo; o0 < hi; o0 += block) {
                int o1 = Math.min(hi, o0 + block);
                // outputs relative to this a-block: i' = i - a0; only i' >= 0 can be hit
                int rlo = Math.max(o0 - a0, 0);
                int rhi = o1 - a0;
                if (rhi <= rlo) {
                    continue;
                }
                int bs = Math.max(0, rlo - ac + 1);
                int be = Math.min(bLen, rhi);
                if (be <= bs) {
                    continue;
                }
                err = Math.max(err, single(a, aOff + a0, ac, b, bOff + bs, be - bs, rlo - bs, rhi - bs,
                        out, rlo + a0 - lo));
            }
        }
        return new FftResult(out, err);
    }

    /**
     * One cyclic convolution of a[0, aLen) and b[0, bLen): adds c[i] for i in [lo, hi) (0 &lt;= lo)
     * into out[outPos + i - lo]. The length P holds both inputs and the window, and is large enough
     * that the wrapped-around tail (indices up to aLen + bLen - 2, folded to i - P) stays below lo.
     */
    private static double single(boolean[] a, int aOff, int aLen, boolean[] b, int bOff, int bLen, int lo, int hi,
                                 int[] out, int outPos) {
        long need = Math.max(Math.max(aLen, bLen), Math.max(hi, (long) aLen + bLen - 1 - lo));
        long pl = nextPow2(need);
        if (pl > MAX_FFT) {
            throw new IllegalStateException("FFT length " + pl + " exceeds " + MAX_FFT);
        }
        int p = (int) Math.max(pl, 2);
        double[] fa = new double[p];
        double[] fb = new double[p];
        for (int j = 0; j < aLen; j++) {
            fa[j] = a[aOff + j] ? 1 : 0;
        }
        for (int j = 0; j < bLen; j++) {
            fb[j] = b[bOff + j] ? 1 : 0;
        }
        DoubleFFT_1D fft = PLANS.computeIfAbsent(p, DoubleFFT_1D::new);
        fft.realForward(fa);
        fft.realForward(fb);
        // packed layout: [0] = Re X0, [1] = Re X(P/2), [2k], [2k+1] = Re, Im Xk
        fa[0] *= fb[0];
        fa[1] *= fb[1];
        for (int k = 2; k < p; k += 2) {
            double re = fa[k] * fb[k] - fa[k + 1] * fb[k + 1];
            double im = fa[k] * fb[k + 1] + fa[k + 1] * fb[k];
            fa[k] = re;
            fa[k + 1] = im;
        }
        fft.realInverse(fa, true);
        double err = 0;
        for (int i = lo; i < hi; i++) {
            double v = fa[i];
            double r = Math.rint(v);
            double e = Math.abs(v - r);
            if (!(e < 0.25) || r < 0) {
                throw new ArithmeticException("FFT convolution lost exactness: output " + v + " at length " + p
                        + " is not within 0.25 of a non-negative integer");
            }
            err = Math.max(err, e);
            out[outPos + i - lo] += (int) r;
        }
        return err;
    }

    private static long ones(boolean[] x, int off, int len) {
        long c = 0;
        for (int i = 0; i < len; i++) {
            if (x[off + i]) {
                c++;
            }
        }
        return c;
    }

    static long nextPow2(long v) {
        return v <= 1 ? 1 : Long.highestOneBit(v - 1) << 1;
    }

    private static void check(boolean[] a, int aOff, int aLen, boolean[] b, int bOff, int bLen, int lo, int hi) {
        if (aOff < 0 || aLen < 0 || aOff + aLen > a.length || bOff < 0 || bLen < 0 || bOff + bLen > b.length) {
            throw new IllegalArgumentException("convolution input ranges out of bounds");
        }
        if (lo < 0 || hi < lo) {
            throw new IllegalArgumentException("bad output window [" + lo + ", " + hi + ")");
        }
    }
}
