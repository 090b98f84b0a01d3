package org.subgames.census;

import java.util.ArrayList;
import java.util.List;
import org.subgames.symbolic.Affine;

/**
 * A parametrisation of the three-move sets {a &lt; b &lt; c} from the small grammar of
 * {@code census discover}: b = a + d, and either c = b + e (no repetition) or c = j M + O + u with
 * 0 &lt;= u &lt; M, the modulus M one of a + b, b, a and the offset O one of 0, a, b, b + 1 (so j and
 * u are the quotient and remainder of c - O by M; sets with c &lt; O have no parameters). Nothing
 * here is fitted to a family: the grammar only names the candidates, the data pick among them.
 *
 * @param modulus M as an affine term in a and b, or null for c = b + e
 * @param offset  O as an affine term in a and b
 */
record Parametrisation(Affine modulus, Affine offset) {

    /** Every parametrisation of the grammar, the plain one first. */
    static List<Parametrisation> grammar() {
        Affine a = Affine.of("a");
        Affine b = Affine.of("b");
        List<Parametrisation> out = new ArrayList<>();
        out.add(new Parametrisation(null, Affine.ZERO));
        for (Affine m : List.of(a.plus(b), b, a)) {
            for (Affine o : List.of(Affine.ZERO, a, b, b.plus(1))) {
                out.add(new Parametrisation(m, o));
            }
        }
        return out;
    }

    /** The parameter names, in order. */
    List<String> names() {
        return modulus == null ? List.of("a", "d", "e") : List.of("a", "d", "j", "u");
    }

    /**
     * What every tuple of the parametrisation satisfies: a &gt;= 1, d &gt;= 1, and e &gt;= 1 or
     * j &gt;= 0, 0 &lt;= u &lt;= M - 1 (M in a and d).
     */
    List<FamilyDomain.Bound> base() {
        List<FamilyDomain.Bound> out = new ArrayList<>();
        out.add(new FamilyDomain.Bound(new long[] {1, 0, 0, 0}, 1));
        out.add(new FamilyDomain.Bound(new long[] {0, 1, 0, 0}, 1));
        if (modulus == null) {
            out.add(new FamilyDomain.Bound(new long[] {0, 0, 1}, 1));
            out.replaceAll(b -> new FamilyDomain.Bound(java.util.Arrays.copyOf(b.coefficients(), 3), b.least()));
            return out;
        }
        Affine m = inParameters(modulus);
        out.add(new FamilyDomain.Bound(new long[] {0, 0, 1, 0}, 0));
        out.add(new FamilyDomain.Bound(new long[] {0, 0, 0, 1}, 0));
        out.add(new FamilyDomain.Bound(new long[] {m.coefficient("a"), m.coefficient("d"), 0, -1}, 1 - m.constantTerm()));
        return out;
    }

    /** The parameters of {a, b, c}, or null when the set has none (c &lt; O). */
    long[] values(long a, long b, long c) {
        if (modulus == null) {
            return new long[] {a, b - a, c - b};
        }
        long m = at(modulus, a, b);
        long rest = c - at(offset, a, b);
        if (rest < 0 || m < 1) {
            return null;
        }
        return new long[] {a, b - a, rest / m, rest % m};
    }

    private static long at(Affine t, long a, long b) {
        return t.constantTerm() + t.coefficient("a") * a + t.coefficient("b") * b;
    }

    /** A term in a and b rewritten in the parameters a and d (b = a + d). */
    static Affine inParameters(Affine t) {
        return Affine.constant(t.constantTerm()).plus(Affine.of("a").times(t.coefficient("a") + t.coefficient("b")))
                .plus(Affine.of("d").times(t.coefficient("b")));
    }

    /** The move c as an expression of the parameters, e.g. {@code j*(2*a + d) + a + d + 1 + u}. */
    String cText() {
        if (modulus == null) {
            return "a + d + e";
        }
        String m = WordInferenceText.text(WordShape.sym(inParameters(modulus), List.of("a", "d")));
        Affine rest = inParameters(offset).plus(Affine.of("u"));
        return "j*" + (m.contains(" ") ? "(" + m + ")" : m) + " + " + WordInferenceText.text(WordShape.sym(rest, List.of("a", "d", "u")));
    }

    /** How the statement's title and the report name it, e.g. {@code c = j(a+b) + b+1 + u}. */
    String label() {
        if (modulus == null) {
            return "b = a + d, c = b + e";
        }
        String m = WordInferenceText.text(WordShape.sym(modulus, List.of("a", "b")));
        String o = WordInferenceText.text(WordShape.sym(offset.plus(Affine.of("u")), List.of("a", "b", "u")));
        return "b = a + d, c = j*(" + m + ") + " + o + ", 0 <= u < " + m;
    }
}
