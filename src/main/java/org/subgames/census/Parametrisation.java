package org.subgames.census;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.subgames.symbolic.Affine;

/**
 * A parametrisation of the three-move sets {a &lt; b &lt; c} from the small grammar of
 * {@code census discover}. The middle move is either b = a + d (d &gt;= 1), or b = q (2a) + r with
 * q &gt;= 1 and 0 &lt;= r &lt; 2a (q the count of two-move blocks 0^a 1^a, the form of the families
 * with b &gt;= 2a). The largest move is either c = b + e (no repetition) or c = j M + O + u with
 * 0 &lt;= u &lt; M: under b = a + d the modulus M is one of a + b, b, a and the offset O one of 0,
 * a, b, b + 1; under b = q (2a) + r, where a modulus holding b would multiply two counts, M is a or
 * 2a and O is b (j and u are the quotient and remainder of c - O by M; sets with c &lt; O have no
 * parameters). Nothing here is fitted to a family: the grammar only names the candidates, the data
 * pick among them.
 *
 * @param doubled whether b = q (2a) + r (else b = a + d)
 * @param modulus M as an affine term in a and b, or null for c = b + e
 * @param offset  O as an affine term in a and b
 */
record Parametrisation(boolean doubled, Affine modulus, Affine offset) {

    /** Every parametrisation of the grammar, the plain ones first, b = a + d before b = q (2a) + r. */
    static List<Parametrisation> grammar() {
        Affine a = Affine.of("a");
        Affine b = Affine.of("b");
        List<Parametrisation> out = new ArrayList<>();
        out.add(new Parametrisation(false, null, Affine.ZERO));
        for (Affine m : List.of(a.plus(b), b, a)) {
            for (Affine o : List.of(Affine.ZERO, a, b, b.plus(1))) {
                out.add(new Parametrisation(false, m, o));
            }
        }
        out.add(new Parametrisation(true, null, Affine.ZERO));
        for (Affine m : List.of(a, a.times(2))) {
            out.add(new Parametrisation(true, m, b));
        }
        return out;
    }

    /** The parameter names, in order. */
    List<String> names() {
        List<String> out = new ArrayList<>(doubled ? List.of("a", "q", "r") : List.of("a", "d"));
        out.addAll(modulus == null ? List.of("e") : List.of("j", "u"));
        return out;
    }

    /** The parameters that multiply a unit in the moves (the word block's declared counts). */
    List<String> counts() {
        List<String> out = new ArrayList<>();
        if (doubled) {
            out.add("q");
        }
        if (modulus != null) {
            out.add("j");
        }
        return out;
    }

    /**
     * The parameters a count multiplies in the moves (a under b = q (2a) + r; the modulus's
     * parameters under c = j M + O + u): a word that makes one of them a count too would multiply two
     * counts, which the prover does not read.
     */
    List<String> units() {
        List<String> out = new ArrayList<>(doubled ? List.of("a") : List.of());
        if (modulus != null) {
            inParameters(modulus).variables().stream().filter(v -> !out.contains(v)).forEach(out::add);
        }
        return out;
    }

    /**
     * What every tuple of the parametrisation satisfies: a &gt;= 1; d &gt;= 1, or q &gt;= 1 and
     * 0 &lt;= r &lt;= 2a - 1; and e &gt;= 1, or j &gt;= 0 and 0 &lt;= u &lt;= M - 1 (M in the parameters).
     */
    List<FamilyDomain.Bound> base() {
        int n = names().size();
        List<FamilyDomain.Bound> out = new ArrayList<>();
        out.add(bound(n, 1, 0, 1));
        out.add(bound(n, 1, 1, 1)); // d >= 1, or q >= 1
        if (doubled) {
            out.add(bound(n, 1, 2, 0));
            long[] rBelow2a = new long[n];
            rBelow2a[0] = 2;
            rBelow2a[2] = -1;
            out.add(new FamilyDomain.Bound(rBelow2a, 1));
        }
        int k = firstOfC();
        if (modulus == null) {
            out.add(bound(n, 1, k, 1));
            return out;
        }
        Affine m = inParameters(modulus);
        out.add(bound(n, 1, k, 0));
        out.add(bound(n, 1, k + 1, 0));
        long[] uBelowM = new long[n];
        uBelowM[0] = m.coefficient("a");
        if (!doubled) {
            uBelowM[1] = m.coefficient("d");
        }
        uBelowM[k + 1] = -1;
        out.add(new FamilyDomain.Bound(uBelowM, 1 - m.constantTerm()));
        return out;
    }

    /** The place of the first parameter that determines c (e, or j before u): after a, d or a, q, r. */
    private int firstOfC() {
        return doubled ? 3 : 2;
    }

    /** coefficient * v[at] &gt;= least, in n parameters. */
    private static FamilyDomain.Bound bound(int n, long coefficient, int at, long least) {
        long[] c = new long[n];
        c[at] = coefficient;
        return new FamilyDomain.Bound(c, least);
    }

    /** The parameters of {a, b, c}, or null when the set has none (q = 0, or c &lt; O). */
    long[] values(long a, long b, long c) {
        long[] head = doubled ? new long[] {a, b / (2 * a), b % (2 * a)} : new long[] {a, b - a};
        if (doubled && head[1] < 1) {
            return null;
        }
        if (modulus == null) {
            return append(head, c - b);
        }
        long m = at(modulus, a, b);
        long rest = c - at(offset, a, b);
        if (rest < 0 || m < 1) {
            return null;
        }
        return append(head, rest / m, rest % m);
    }

    /** The set {a, b, c} of a tuple: the inverse of {@link #values}. */
    long[] set(long[] v) {
        long a = v[0];
        long b = doubled ? 2 * a * v[1] + v[2] : a + v[1];
        int k = firstOfC();
        long c = modulus == null ? b + v[k] : v[k] * at(modulus, a, b) + at(offset, a, b) + v[k + 1];
        return new long[] {a, b, c};
    }

    private static long[] append(long[] head, long... tail) {
        long[] out = Arrays.copyOf(head, head.length + tail.length);
        System.arraycopy(tail, 0, out, head.length, tail.length);
        return out;
    }

    private static long at(Affine t, long a, long b) {
        return t.constantTerm() + t.coefficient("a") * a + t.coefficient("b") * b;
    }

    /**
     * A term in a and b rewritten in the parameters a and d (b = a + d); under b = q (2a) + r only
     * terms without b are rewritten (they are terms in a already).
     */
    Affine inParameters(Affine t) {
        if (doubled) {
            if (t.coefficient("b") != 0) {
                throw new IllegalStateException("b = q (2a) + r is not affine in the parameters: " + t);
            }
            return t;
        }
        return Affine.constant(t.constantTerm()).plus(Affine.of("a").times(t.coefficient("a") + t.coefficient("b")))
                .plus(Affine.of("d").times(t.coefficient("b")));
    }

    /** The move b as an expression of the parameters: {@code a + d} or {@code 2*q*a + r}. */
    String bText() {
        return doubled ? "2*q*a + r" : "a + d";
    }

    /** The move c as an expression of the parameters, e.g. {@code j*(2*a + d) + a + d + 1 + u}. */
    String cText() {
        if (modulus == null) {
            return bText() + " + e";
        }
        return multipleText() + " + " + (doubled ? bText() + " + u" : WordInferenceText.text(WordShape.sym(inParameters(offset).plus(Affine.of("u")),
                List.of("a", "d", "u"))));
    }

    /** j M as an expression of the parameters, e.g. {@code j*(2*a + d)}. */
    private String multipleText() {
        String m = modulusText();
        return "j*" + (m.contains(" ") ? "(" + m + ")" : m);
    }

    /** M as an expression of the parameters. */
    private String modulusText() {
        return WordInferenceText.text(WordShape.sym(inParameters(modulus), List.of("a", "d")));
    }

    /** O as an expression of the parameters. */
    private String offsetText() {
        return doubled ? bText() : WordInferenceText.text(WordShape.sym(inParameters(offset), List.of("a", "d")));
    }

    /**
     * The largest value of the parameter at place i for which c &lt;= maxS, as an expression of the
     * parameters before it (the range's upper end in a statement whose instances are the census's
     * sets), or null for the parameters that do not determine c (a, d, q, r).
     */
    String censusEnd(int i, int maxS) {
        int k = firstOfC();
        if (i < k) {
            return null;
        }
        if (modulus == null) {
            return maxS + " - (" + bText() + ")";
        }
        return i == k ? "floor(" + maxS + " - (" + offsetText() + "), " + modulusText() + ")" : maxS + " - (" + multipleText() + " + " + offsetText() + ")";
    }

    /** How the statement's title and the report name it, e.g. {@code b = a + d, c = j(a+b) + b+1 + u}. */
    String label() {
        String b = doubled ? "b = 2qa + r, 0 <= r < 2a" : "b = a + d";
        if (modulus == null) {
            return b + ", c = b + e";
        }
        String m = WordInferenceText.text(WordShape.sym(modulus, List.of("a", "b")));
        String o = WordInferenceText.text(WordShape.sym(offset.plus(Affine.of("u")), List.of("a", "b", "u")));
        return b + ", c = j*(" + m + ") + " + o + ", 0 <= u < " + m;
    }
}
