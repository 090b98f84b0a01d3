package org.subgames.experiment;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.DoubleRange;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

@Tag("bench")
class RepeatedMedianTest {

    @Test
    void exactLineIsRecoveredExactly() {
        double[] x = {1, 2, 3, 4, 5, 6, 7};
        double[] y = new double[x.length];
        for (int i = 0; i < x.length; i++) {
            y[i] = 2.5 * x[i] - 1;
        }
        RepeatedMedian.Line l = RepeatedMedian.fit(x, y);
        assertEquals(2.5, l.slope(), 1e-12);
        assertEquals(-1, l.intercept(), 1e-12);
    }

    @Test
    void handComputedSmallExample() {
        // points (0,0), (1,1), (2,4): slopes from 0: {1, 2} -> 1.5; from 1: {1, 3} -> 2; from 2: {2, 3} -> 2.5.
        // slope = median{1.5, 2, 2.5} = 2; residuals y - 2x = {0, -1, 0} -> intercept 0.
        RepeatedMedian.Line l = RepeatedMedian.fit(new double[] {0, 1, 2}, new double[] {0, 1, 4});
        assertEquals(2, l.slope(), 1e-12);
        assertEquals(0, l.intercept(), 1e-12);
    }

    @Test
    void evenCountsAverageTheMiddleValues() {
        assertEquals(2.5, RepeatedMedian.median(new double[] {4, 1, 3, 2}, 4), 0);
        assertEquals(3, RepeatedMedian.median(new double[] {5, 3, 1}, 3), 0);
    }

    @Test
    void almostHalfOutliersDoNotMoveTheFit() {
        // 11 points on y = 0.35 x + 0.2, 9 wild ones: the repeated median ignores them
        int k = 20;
        double[] x = new double[k];
        double[] y = new double[k];
        for (int i = 0; i < k; i++) {
            x[i] = i;
            y[i] = i % 2 == 0 || i == 19 ? 0.35 * i + 0.2 : 1000.0 * (i % 3 + 1);
        }
        RepeatedMedian.Line l = RepeatedMedian.fit(x, y);
        assertEquals(0.35, l.slope(), 1e-12);
        assertEquals(0.2, l.intercept(), 1e-12);
    }

    @Property(tries = 50, seed = "6101")
    void powerLawsAreRecovered(@ForAll @DoubleRange(min = 0.1, max = 10) double c,
            @ForAll @DoubleRange(min = -1, max = 2) double e, @ForAll @IntRange(min = 2, max = 40) int k) {
        double[] n = new double[k];
        double[] v = new double[k];
        for (int i = 0; i < k; i++) {
            n[i] = Math.pow(1.7, i + 1);
            v[i] = c * Math.pow(n[i], e);
        }
        RepeatedMedian.PowerLaw p = RepeatedMedian.fitPower(n, v);
        assertEquals(e, p.e(), 1e-9);
        assertEquals(c, p.c(), 1e-9 * c);
    }

    @Test
    void badInputIsRejected() {
        assertThrows(IllegalArgumentException.class, () -> RepeatedMedian.fit(new double[] {1, 1}, new double[] {2, 3}));
        assertThrows(IllegalArgumentException.class, () -> RepeatedMedian.fit(new double[] {1}, new double[] {2, 3}));
        assertThrows(IllegalArgumentException.class, () -> RepeatedMedian.fitPower(new double[] {0, 1}, new double[] {2, 3}));
        assertThrows(IllegalArgumentException.class, () -> RepeatedMedian.fit(new double[] {1, Double.NaN}, new double[] {2, 3}));
    }
}
