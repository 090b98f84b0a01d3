package org.subgames.experiment;

import java.util.Arrays;

/**
 * Siegel's repeated-median line fit (Siegel 1982), the robust regression Eppstein used (via R's
 * mblm) for his figures: for each point, the median of the slopes to every other point; the slope
 * is the median of those medians, and the intercept the median of y - slope * x (so that the line
 * has as many points above as below). Medians of an even count average the two middle values, as
 * R's median does. Breakdown point 50%: outliers in the small-n corner of a log-log plot barely move
 * the fit. O(k^2 log k) for k points, which is plenty for the few thousand points of a figure.
 * No Maven Central library we found offers this estimator (Commons Math has only least squares),
 * hence this short implementation.
 */
public final class RepeatedMedian {

    /** The line y = intercept + slope * x. */
    public record Line(double slope, double intercept, int points) {
    }

    /** The power law v = c * n^e fitted on the points (log n, log v); e is the exponent. */
    public record PowerLaw(double c, double e, int points) {

        public double at(double n) {
            return c * Math.pow(n, e);
        }
    }

    private RepeatedMedian() {
    }

    /** Fits a line; needs at least two points with distinct x, and finite coordinates. */
    public static Line fit(double[] x, double[] y) {
        if (x.length != y.length) {
            throw new IllegalArgumentException("x and y differ in length: " + x.length + " vs " + y.length);
        }
        int k = x.length;
        for (int i = 0; i < k; i++) {
            if (!Double.isFinite(x[i]) || !Double.isFinite(y[i])) {
                throw new IllegalArgumentException("point " + i + " is not finite: (" + x[i] + ", " + y[i] + ")");
            }
        }
        double[] inner = new double[k];
        double[] slopes = new double[k];
        int used = 0;
        for (int i = 0; i < k; i++) {
            int m = 0;
            for (int j = 0; j < k; j++) {
                if (x[j] != x[i]) {
                    slopes[m++] = (y[j] - y[i]) / (x[j] - x[i]);
                }
            }
            if (m > 0) {
                inner[used++] = median(slopes, m);
            }
        }
        if (used == 0) {
            throw new IllegalArgumentException("a line fit needs at least two points with different x, got " + k + " points");
        }
        double slope = median(inner, used);
        double[] res = new double[k];
        for (int i = 0; i < k; i++) {
            res[i] = y[i] - slope * x[i];
        }
        return new Line(slope, median(res, k), k);
    }

    /** Fits v = c * n^e to points with positive coordinates by a line fit on (ln n, ln v). */
    public static PowerLaw fitPower(double[] n, double[] v) {
        if (n.length != v.length) {
            throw new IllegalArgumentException("n and v differ in length: " + n.length + " vs " + v.length);
        }
        double[] lx = new double[n.length];
        double[] ly = new double[v.length];
        for (int i = 0; i < n.length; i++) {
            if (!(n[i] > 0) || !(v[i] > 0)) {
                throw new IllegalArgumentException("a power-law fit needs positive points, got (" + n[i] + ", " + v[i] + ")");
            }
            lx[i] = Math.log(n[i]);
            ly[i] = Math.log(v[i]);
        }
        Line l = fit(lx, ly);
        return new PowerLaw(Math.exp(l.intercept()), l.slope(), l.points());
    }

    /** The median of a[0..m) (reorders that prefix). */
    static double median(double[] a, int m) {
        Arrays.sort(a, 0, m);
        return (m & 1) == 1 ? a[m / 2] : (a[m / 2 - 1] + a[m / 2]) / 2;
    }
}
