package org.subgames.census;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.subgames.base.BadInputException;
import org.subgames.symbolic.Affine;
import org.subgames.symbolic.ParametricWord;
import org.subgames.symbolic.Products;
import org.subgames.symbolic.Sym;

/**
 * The domain of a proposed family: the hull of its slice's parameter tuples in the directions
 * with coefficients -1, 0, 1 on at most three parameters, then those with a coefficient 2 or -2
 * (such as r &gt;= 2u) on two or three (each gives f &gt;= its least value on the slice). A bound that only the census's end imposes (its least value reached only by sets
 * with c above three quarters of max S, such as j &lt;= 3) is not the family's and is dropped; of
 * the rest, fewer parameters first, a bound is kept only when it excludes some census set the kept
 * ones do not. Whether the domain is right is decided elsewhere: every census set in it must have
 * the family's words, and the prover proves it for every parameter or not.
 */
final class FamilyDomain {

    /** Directions on at most this many parameters. */
    static final int MAX_TERMS = 3;

    /** sum coefficient_i v_i &gt;= least. */
    record Bound(long[] coefficients, long least) {
        boolean holds(long[] v) {
            long s = 0;
            for (int i = 0; i < v.length; i++) {
                s += coefficients[i] * v[i];
            }
            return s >= least;
        }

        /** E.g. {@code a >= d + u + 1}, {@code j >= 1}, {@code a + d <= 7}. */
        String text(List<String> names) {
            Affine pos = Affine.ZERO;
            Affine neg = Affine.ZERO;
            for (int i = 0; i < names.size(); i++) {
                if (coefficients[i] > 0) {
                    pos = pos.plus(Affine.of(names.get(i)).times(coefficients[i]));
                } else if (coefficients[i] < 0) {
                    neg = neg.plus(Affine.of(names.get(i)).times(-coefficients[i]));
                }
            }
            if (pos.variables().isEmpty()) {
                return show(neg, names) + " <= " + (-least);
            }
            return show(pos, names) + " >= " + show(neg.plus(least), names);
        }

        private static String show(Affine t, List<String> names) {
            return WordInferenceText.text(WordShape.sym(t, names));
        }
    }

    private FamilyDomain() {
    }

    /**
     * @param base   the parametrisation's own bounds (every tuple satisfies them), always in the domain
     * @param slice  the slice's parameter tuples
     * @param sliceC the slice's largest moves, in the same order
     * @param census every census set's tuple (null: no parameters)
     * @param cutoff a bound whose least value no slice set with c &lt;= cutoff reaches is the census's end
     */
    static List<Bound> hull(List<Bound> base, List<long[]> slice, long[] sliceC, List<long[]> census, long cutoff) {
        return hull(base, slice, sliceC, census, cutoff, List.of());
    }

    /**
     * The hull as above, with further directions tried after the standard ones: the run lengths and
     * counts of the fitted word ({@link #wordDirections}), whose slice minima bound the family where
     * the words change shape (a run such as a - r - 3e reaching 0), which no direction with
     * coefficients up to 2 may follow.
     */
    static List<Bound> hull(List<Bound> base, List<long[]> slice, long[] sliceC, List<long[]> census, long cutoff, List<long[]> extra) {
        int n = slice.get(0).length;
        List<Bound> candidates = new ArrayList<>();
        for (int terms = 1; terms <= Math.min(MAX_TERMS, n); terms++) {
            List<long[]> all = new ArrayList<>(directions(n, terms, 1));
            all.addAll(directions(n, terms, 2).stream().filter(FamilyDomain::primitiveWithATwo).toList());
            for (long[] coefficients : all) {
                Bound b = least(coefficients, slice, sliceC, cutoff);
                if (b != null) {
                    candidates.add(b);
                }
            }
        }
        for (long[] coefficients : extra) {
            Bound b = least(coefficients, slice, sliceC, cutoff);
            if (b != null) {
                candidates.add(b);
            }
        }
        List<Bound> kept = new ArrayList<>();
        long[][] in = census.stream().filter(v -> v != null).toArray(long[][]::new);
        int left = in.length;
        for (Bound b : candidates) { // the census tuples the kept bounds take, compacted in place (the fitting's hot loop)
            int still = 0;
            for (int i = 0; i < left; i++) {
                if (b.holds(in[i])) {
                    in[still++] = in[i];
                }
            }
            if (still < left) {
                kept.add(b);
                left = still;
            }
        }
        List<Bound> out = new ArrayList<>();
        for (Bound b : base) { // the parametrisation's own bounds, unless a kept one is the same direction and as strong
            if (kept.stream().noneMatch(k -> Arrays.equals(k.coefficients(), b.coefficients()) && k.least() >= b.least())) {
                out.add(b);
            }
        }
        out.addAll(kept);
        return out;
    }

    /** Coefficients up to this in a separating bound ({@link #separate}). */
    static final int SEPARATE_MOST = 6;

    /**
     * A bound that holds on every slice tuple and not at v: of the directions on at most
     * {@link #MAX_TERMS} parameters with coefficients up to {@link #SEPARATE_MOST}, the one that also
     * excludes the most of the others (tuples whose words differ from the family's), the smallest
     * coefficients first among equals; null when none separates v. A cutting plane: the domain then
     * ends where the slice's words end even when that is a line such as a &gt;= r + 4e.
     */
    static Bound separate(List<long[]> slice, long[] v, List<long[]> others) {
        int n = v.length;
        Bound best = null;
        int bestOut = -1;
        for (int most = 1; most <= SEPARATE_MOST && best == null; most++) {
            for (int terms = 1; terms <= Math.min(MAX_TERMS, n); terms++) {
                for (long[] c : directions(n, terms, most)) {
                    long least = Long.MAX_VALUE;
                    for (long[] t : slice) {
                        least = Math.min(least, dot(c, t));
                    }
                    if (dot(c, v) >= least) {
                        continue;
                    }
                    int out = 0;
                    for (long[] o : others) {
                        out += dot(c, o) < least ? 1 : 0;
                    }
                    if (out > bestOut) {
                        best = new Bound(c, least);
                        bestOut = out;
                    }
                }
            }
        }
        return best;
    }

    private static long dot(long[] c, long[] v) {
        long s = 0;
        for (int i = 0; i < c.length; i++) {
            s += c[i] * v[i];
        }
        return s;
    }

    /** The bound of a direction on the slice, or null when only sets near the census's end reach it. */
    private static Bound least(long[] coefficients, List<long[]> slice, long[] sliceC, long cutoff) {
        long least = Long.MAX_VALUE;
        long smallestC = Long.MAX_VALUE;
        for (int i = 0; i < slice.size(); i++) {
            long s = 0;
            for (int k = 0; k < coefficients.length; k++) {
                s += coefficients[k] * slice.get(i)[k];
            }
            if (s < least) {
                least = s;
                smallestC = sliceC[i];
            } else if (s == least) {
                smallestC = Math.min(smallestC, sliceC[i]);
            }
        }
        return smallestC <= cutoff ? new Bound(coefficients, least) : null;
    }

    /**
     * The directions of a fitted word's run lengths and group counts that are affine in the
     * parameters (names), without repeats; those with products of a count are left out.
     */
    static List<long[]> wordDirections(ParametricWord word, List<String> names) {
        Map<String, long[]> out = new LinkedHashMap<>();
        for (List<ParametricWord.Case> cases : word.cases().values()) {
            for (ParametricWord.Case k : cases) {
                List<Sym> all = new ArrayList<>(ParametricWord.expressions(k.pre()));
                all.addAll(ParametricWord.expressions(k.period()));
                for (Sym e : all) {
                    long[] c = direction(e, names);
                    if (c != null) {
                        out.putIfAbsent(Arrays.toString(c), c);
                    }
                }
            }
        }
        return new ArrayList<>(out.values());
    }

    /** The coefficients of an affine term over names, or null (a constant, a product, another name). */
    private static long[] direction(Sym e, List<String> names) {
        Affine t;
        try {
            t = new Products(Set.of()).affine(e);
        } catch (BadInputException notAffine) {
            return null;
        }
        if (t.isConstant() || !names.containsAll(t.variables())) {
            return null;
        }
        long[] c = new long[names.size()];
        for (int i = 0; i < c.length; i++) {
            c[i] = t.coefficient(names.get(i));
        }
        return c;
    }

    /** Every coefficient vector with exactly this many non-zero entries, each in -most..most. */
    static List<long[]> directions(int n, int terms, int most) {
        List<long[]> out = new ArrayList<>();
        int base = 2 * most + 1;
        long total = (long) Math.pow(base, n);
        for (long code = 0; code < total; code++) {
            long[] c = new long[n];
            int nonZero = 0;
            long x = code;
            for (int i = 0; i < n; i++, x /= base) {
                long digit = x % base;
                c[i] = digit <= most ? digit : most - digit; // 0, 1, .., most, -1, .., -most
                nonZero += c[i] != 0 ? 1 : 0;
            }
            if (nonZero == terms) {
                out.add(c);
            }
        }
        return out;
    }

    /**
     * A direction with a coefficient 2 or -2 whose entries have no common factor, on two parameters
     * or more (such as r &gt;= 2u, the bounds of the families whose words change at 2u = r): a bound
     * on one parameter, or a multiple of a direction with coefficients -1, 0, 1, says nothing new.
     */
    private static boolean primitiveWithATwo(long[] c) {
        boolean two = false;
        boolean odd = false;
        int nonZero = 0;
        for (long x : c) {
            two |= Math.abs(x) == 2;
            odd |= x % 2 != 0;
            nonZero += x != 0 ? 1 : 0;
        }
        return two && odd && nonZero >= 2;
    }

    /** Whether a tuple satisfies every bound. */
    static boolean inside(List<Bound> bounds, long[] v) {
        return v != null && bounds.stream().allMatch(b -> b.holds(v));
    }
}
