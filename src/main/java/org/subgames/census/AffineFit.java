package org.subgames.census;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.subgames.symbolic.Affine;

/**
 * An exact affine fit y = c0 + sum c_i v_i with integer coefficients through data points: the
 * points' rows are reduced exactly (integer row operations on BigIntegers, so rational Gaussian
 * elimination without fractions) until as many independent rows as unknowns are found, those are
 * solved by Gauss-Jordan (a variable without a pivot, one the points do not separate from the
 * others, gets coefficient 0, so earlier variables are preferred), and the fit is then checked on
 * every point. No least squares: a point off the fit means no fit.
 */
final class AffineFit {

    private AffineFit() {
    }

    /**
     * The affine term through every point, or null when there is none with integer coefficients.
     *
     * @param vars   the variables, in the order of preference
     * @param points each point's variable values (every variable of vars present)
     * @param ys     the value at each point
     */
    static Affine fit(List<String> vars, List<Map<String, Long>> points, long[] ys) {
        int n = vars.size() + 1; // the unknowns: one coefficient per variable, then the constant
        List<BigInteger[]> basis = new ArrayList<>();
        List<BigInteger[]> chosen = new ArrayList<>();
        List<Integer> pivots = new ArrayList<>();
        for (int i = 0; i < points.size() && chosen.size() < n; i++) {
            BigInteger[] row = row(vars, points.get(i), ys[i]);
            BigInteger[] reduced = row.clone();
            for (int b = 0; b < basis.size(); b++) {
                eliminate(reduced, basis.get(b), pivots.get(b));
            }
            int pivot = firstNonZero(reduced, n);
            if (pivot >= 0) {
                basis.add(reduced);
                pivots.add(pivot);
                chosen.add(row);
            }
        }
        Affine f = solve(vars, chosen);
        if (f == null) {
            return null;
        }
        for (int i = 0; i < points.size(); i++) {
            if (f.eval(points.get(i)) != ys[i]) {
                return null;
            }
        }
        return f;
    }

    /** The row (v_1, ..., v_k, 1 | y). */
    private static BigInteger[] row(List<String> vars, Map<String, Long> point, long y) {
        BigInteger[] row = new BigInteger[vars.size() + 2];
        for (int j = 0; j < vars.size(); j++) {
            row[j] = BigInteger.valueOf(point.get(vars.get(j)));
        }
        row[vars.size()] = BigInteger.ONE;
        row[vars.size() + 1] = BigInteger.valueOf(y);
        return row;
    }

    private static int firstNonZero(BigInteger[] row, int n) {
        for (int j = 0; j < n; j++) {
            if (row[j].signum() != 0) {
                return j;
            }
        }
        return -1;
    }

    /** row := row * p[col] - p * row[col], divided by the gcd of its entries, so that row[col] = 0. */
    private static void eliminate(BigInteger[] row, BigInteger[] p, int col) {
        BigInteger f = row[col];
        if (f.signum() == 0) {
            return;
        }
        BigInteger g = BigInteger.ZERO;
        for (int j = 0; j < row.length; j++) {
            row[j] = row[j].multiply(p[col]).subtract(p[j].multiply(f));
            g = g.gcd(row[j]);
        }
        if (g.signum() != 0 && !g.equals(BigInteger.ONE)) {
            for (int j = 0; j < row.length; j++) {
                row[j] = row[j].divide(g);
            }
        }
    }

    /** Gauss-Jordan on the independent rows, pivots in column order; null when a coefficient is not an integer. */
    private static Affine solve(List<String> vars, List<BigInteger[]> rows) {
        int n = vars.size() + 1;
        List<BigInteger[]> m = new ArrayList<>();
        rows.forEach(r -> m.add(r.clone()));
        long[] coefficient = new long[n];
        int rank = 0;
        for (int col = 0; col < n && rank < m.size(); col++) {
            int r = rank;
            while (r < m.size() && m.get(r)[col].signum() == 0) {
                r++;
            }
            if (r == m.size()) {
                continue; // a free variable: coefficient 0
            }
            BigInteger[] p = m.remove(r);
            m.add(rank, p);
            for (int i = 0; i < m.size(); i++) {
                if (i != rank) {
                    eliminate(m.get(i), p, col);
                }
            }
            rank++;
        }
        for (BigInteger[] row : m) {
            int col = firstNonZero(row, n);
            BigInteger[] qr = row[n].divideAndRemainder(row[col]);
            if (qr[1].signum() != 0 || qr[0].bitLength() > 62) {
                return null;
            }
            coefficient[col] = qr[0].longValueExact();
        }
        Affine f = Affine.constant(coefficient[n - 1]);
        for (int j = 0; j < vars.size(); j++) {
            f = f.plus(Affine.of(vars.get(j)).times(coefficient[j]));
        }
        return f;
    }
}
