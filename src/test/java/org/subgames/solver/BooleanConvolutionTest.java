package org.subgames.solver;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.Random;
import net.jqwik.api.EdgeCasesMode;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.ShrinkingMode;
import net.jqwik.api.constraints.DoubleRange;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

@Tag("solvers")
class BooleanConvolutionTest {

    static boolean[] random(int len, double p, Random r) {
        boolean[] x = new boolean[len];
        for (int i = 0; i < len; i++) {
            x[i] = r.nextDouble() < p;
        }
        return x;
    }

    /** FFT counts equal direct counts exactly, for random lengths, densities, offsets and windows. */
    @Property(seed = "5318008", tries = 300, shrinking = ShrinkingMode.FULL, edgeCases = EdgeCasesMode.MIXIN)
    void fftEqualsDirect(@ForAll @IntRange(min = 0, max = 3000) int aLen, @ForAll @IntRange(min = 0, max = 3000) int bLen,
                         @ForAll @DoubleRange(min = 0, max = 1) double p, @ForAll @IntRange(min = 0, max = 7) int off,
                         @ForAll @IntRange(min = 0, max = 6000) int lo, @ForAll @IntRange(min = 0, max = 6000) int width,
                         @ForAll long seed) {
        Random r = new Random(seed);
        boolean[] a = random(aLen + off, p, r);
        boolean[] b = random(bLen + 2 * off, p, r);
        int[] direct = BooleanConvolution.countsDirect(a, off, aLen, b, 2 * off, bLen, lo, lo + width);
        int[] fft = BooleanConvolution.countsFft(a, off, aLen, b, 2 * off, bLen, lo, lo + width).counts();
        assertArrayEquals(direct, fft);
        assertArrayEquals(direct, BooleanConvolution.counts(a, off, aLen, b, 2 * off, bLen, lo, lo + width));
    }

    /** Hand-checked small case: {0,1} * {0,2} = 1 at 0, 1 at 1, 1 at 2, 1 at 3. */
    @Test
    void smallCase() {
        boolean[] a = {true, true};
        boolean[] b = {true, false, true};
        assertArrayEquals(new int[] {1, 1, 1, 1, 0}, BooleanConvolution.countsFft(a, 0, 2, b, 0, 3, 0, 5).counts());
        assertArrayEquals(new int[] {1, 1, 1, 1, 0}, BooleanConvolution.countsDirect(a, 0, 2, b, 0, 3, 0, 5));
    }

    /**
     * Near the bound: all-ones inputs filling the largest FFT (P = 2^24, counts up to 2^23), the worst
     * case for magnitude. Every count is exact and the observed rounding error stays below the proven
     * bound (which is far below the 0.25 the code checks).
     */
    @Test
    void allOnesAtTheLargestFftIsExact() {
        int half = BooleanConvolution.MAX_FFT / 2;
        boolean[] ones = new boolean[half];
        Arrays.fill(ones, true);
        // linear convolution of two length-half all-ones: c[i] = min(i + 1, 2 half - 1 - i)
        BooleanConvolution.FftResult res = BooleanConvolution.countsFft(ones, 0, half, ones, 0, half, 0, 2 * half - 1);
        int[] c = res.counts();
        for (int i = 0; i < c.length; i++) {
            int expect = Math.min(i + 1, 2 * half - 1 - i);
            if (c[i] != expect) {
                assertEquals(expect, c[i], "i=" + i);
            }
        }
        double bound = BooleanConvolution.errorBound(half, half, BooleanConvolution.MAX_FFT);
        assertTrue(res.maxError() <= bound, "observed " + res.maxError() + " > bound " + bound);
        assertTrue(bound < 0.25, "bound " + bound);
        assertTrue(res.maxError() > 0, "the test must exercise real rounding");
    }

    /** Inputs longer than the largest FFT are blocked and still exact (checked on a sparse window). */
    @Test
    void blockedBeyondMaxFftIsExact() {
        int len = BooleanConvolution.MAX_FFT + 12345;
        Random r = new Random(3);
        boolean[] a = random(len, 0.00002, r);
        boolean[] b = random(len, 0.00002, r);
        int lo = len / 2;
        int hi = lo + 1000;
        assertArrayEquals(BooleanConvolution.countsDirect(a, 0, len, b, 0, len, lo, hi),
                BooleanConvolution.countsFft(a, 0, len, b, 0, len, lo, hi).counts());
    }

    /** hits is counts > 0; a window beyond the last hit is all false. */
    @Test
    void hitsAreThePositiveCounts() {
        boolean[] a = {true, false, true};
        boolean[] b = {false, true, true};
        assertArrayEquals(new boolean[] {false, true, true, true, true, false, false}, BooleanConvolution.hits(a, 0, 3, b, 0, 3, 0, 7));
        assertArrayEquals(new boolean[] {true, true, false}, BooleanConvolution.hits(a, 0, 3, b, 0, 3, 3, 6));
        assertEquals(0, BooleanConvolution.hits(a, 0, 3, b, 0, 3, 4, 4).length);
    }

    /** Input ranges must lie inside the arrays and the window must be [lo, hi) with 0 &lt;= lo &lt;= hi. */
    @Test
    void rangesAreChecked() {
        boolean[] a = new boolean[4];
        boolean[] b = new boolean[4];
        int[][] bad = {{1, 4, 0, 4, 0, 1}, {0, 4, 1, 4, 0, 1}, {-1, 2, 0, 4, 0, 1}, {0, 4, -1, 2, 0, 1}, {0, -1, 0, 4, 0, 1},
                {0, 4, 0, -1, 0, 1}, {0, 4, 0, 4, -1, 1}, {0, 4, 0, 4, 3, 2}};
        for (int[] x : bad) {
            assertThrows(IllegalArgumentException.class, () -> BooleanConvolution.counts(a, x[0], x[1], b, x[2], x[3], x[4], x[5]), Arrays.toString(x));
            assertThrows(IllegalArgumentException.class, () -> BooleanConvolution.countsDirect(a, x[0], x[1], b, x[2], x[3], x[4], x[5]), Arrays.toString(x));
            assertThrows(IllegalArgumentException.class, () -> BooleanConvolution.countsFft(a, x[0], x[1], b, x[2], x[3], x[4], x[5]), Arrays.toString(x));
        }
        assertEquals(0, BooleanConvolution.counts(a, 1, 3, b, 2, 2, 2, 2).length);
    }

    /**
     * The bound proved in the Javadoc of BooleanConvolution: 12 u log2(P) (A sqrt(B) + B sqrt(A)) with u = 2^-53, A and B the
     * ones of the inputs, P the transform length (at least 2).
     */
    @Test
    void theErrorBoundIsTheDocumentedFormula() {
        double u = Math.ulp(1.0) / 2;
        assertEquals(12 * u * 4 * (9 * 2 + 4 * 3), BooleanConvolution.errorBound(9, 4, 16), 1e-30);
        assertEquals(12 * u * 1 * (1 + 1), BooleanConvolution.errorBound(1, 1, 1), 1e-30);
        assertEquals(12 * u * 24 * (1000.0 * Math.sqrt(50) + 50 * Math.sqrt(1000)), BooleanConvolution.errorBound(1000, 50, 1 << 24), 1e-20);
        assertEquals(1, BooleanConvolution.nextPow2(0));
        assertEquals(1, BooleanConvolution.nextPow2(1));
        assertEquals(2, BooleanConvolution.nextPow2(2));
        assertEquals(4, BooleanConvolution.nextPow2(3));
        assertEquals(1L << 40, BooleanConvolution.nextPow2((1L << 40) - 1));
    }
}
