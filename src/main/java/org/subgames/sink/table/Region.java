package org.subgames.sink.table;

import java.util.ArrayList;
import java.util.List;

/**
 * A factor placed in a context window: positions start &lt;= x &lt; end relative to the start of the
 * current block (or period). The sink has no lower end ({@code start == null}). A factor of a repeated
 * part with a symbolic repetition count (KA1 in (1^a 2^a)^(k-1) for every k &gt;= 2) has an
 * {@link Area}: start and end are then its positions in the first repetition, and it stands for
 * every repetition, shifted by multiples of the period 2a.
 *
 * @param label      table name: upper case for the current block (A3, KA1.2, KA1.j), lower case for
 *                   the previous one (b4), Z, sink
 * @param name       the factor name as in {@link org.subgames.sink.Factor} (A3, KA1, Z, ...)
 * @param repetition k-part repetition, 0 otherwise, -1 for every repetition (symbolic)
 * @param role       where the factor lies
 * @param area       the repeated part it belongs to, or null
 */
public record Region(String label, String name, int repetition, int letter, Lin start, Lin end, Role role, Area area) {

    public enum Role { SINK, PREVIOUS, Z, CURRENT }

    /**
     * A repeated part [start, end) of period 2a holding count/a repetitions: count is the product
     * (number of repetitions) * a as a linear term in M = k*a (or m*a) and a, e.g. M - a for k - 1.
     */
    public record Area(Lin start, Lin end, Lin count) {
    }

    public Region(String label, String name, int repetition, int letter, Lin start, Lin end, Role role) {
        this(label, name, repetition, letter, start, end, role, null);
    }

    /** The formula start &lt;= p &lt; end (a factor without area). */
    public Formula contains(Lin p) {
        if (area != null) {
            throw new IllegalStateException(label + " is repeated: use contains(p, yBound)");
        }
        Formula below = Formula.lt(p, end);
        return start == null ? below : Formula.and(Formula.le(start, p), below);
    }

    /**
     * Membership of p (a term without x) for any factor: for a repeated one, p lies in the area and
     * its phase (p - area start) mod 2a lies in [start, end) - area start. yBound bounds y by
     * yBound * a (see {@link #phase}).
     */
    public Formula contains(Lin p, long yBound) {
        if (area == null) {
            return contains(p);
        }
        Lin off = p.minus(area.start());
        return Formula.and(Formula.le(area.start(), p), Formula.lt(p, area.end()),
                phase(off, start.minus(area.start()), end.minus(area.start()), yBound));
    }

    public Lin length() {
        return end.minus(start);
    }

    private static final Var[] BOUNDED = {Var.A, Var.C, Var.R, Var.T, Var.RP, Var.TP, Var.E};

    /**
     * off mod 2a lies in [lo, hi) (0 &lt;= lo &lt;= hi &lt;= 2a), linearly. off = 2uM + 2vJ + w with w free
     * of M and J; M = k*a and J = (j-1)*a are multiples of a, so 2uM + 2vJ is a multiple of 2a and
     * off mod 2a = w mod 2a. Every variable of w but y lies in [0, a] (the window's bounds claim proves
     * it) and 0 &lt;= y &lt; yBound * a, so |w| &lt;= B*a with B the sum of the absolute coefficients
     * (y's times yBound) and of the constant (a &gt;= 1): the n with 2na + lo &lt;= w &lt; 2na + hi lies in
     * [-B/2 - 1, B/2], and the disjunction over that range is exactly "w mod 2a in [lo, hi)".
     */
    static Formula phase(Lin off, Lin lo, Lin hi, long yBound) {
        long cm = off.coefficient(Var.M);
        long cj = off.coefficient(Var.J);
        if (cm % 2 != 0 || cj % 2 != 0 || off.coefficient(Var.X) != 0) {
            throw new IllegalStateException("offset " + off + " is not 2(multiple of a) + bounded: cannot take its phase");
        }
        Lin w = off.minus(Lin.of(Var.M).times(cm)).minus(Lin.of(Var.J).times(cj));
        long b = Math.abs(w.constantTerm()) + Math.abs(w.coefficient(Var.Y)) * yBound;
        for (Var v : BOUNDED) {
            b += Math.abs(w.coefficient(v));
        }
        Lin a = Lin.of(Var.A);
        List<Formula> ors = new ArrayList<>();
        for (long n = -(b / 2) - 2; n <= b / 2 + 1; n++) {
            Lin shift = a.times(2 * n);
            ors.add(Formula.and(Formula.le(lo.plus(shift), w), Formula.lt(w, hi.plus(shift))));
        }
        return Formula.or(ors);
    }

    /** B with |l| &lt;= B*a for a term over the bounded variables (0 &lt;= v &lt;= a, a &gt;= 1). */
    static long bound(Lin l) {
        if (l.coefficient(Var.M) != 0 || l.coefficient(Var.J) != 0 || l.coefficient(Var.X) != 0 || l.coefficient(Var.Y) != 0) {
            throw new IllegalStateException("not a bounded term: " + l);
        }
        long b = Math.abs(l.constantTerm());
        for (Var v : BOUNDED) {
            b += Math.abs(l.coefficient(v));
        }
        return b;
    }
}
