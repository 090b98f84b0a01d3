package org.subgames.symbolic;

import java.util.Collections;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.TreeMap;

/**
 * An affine integer term c0 + sum c_i v_i over named variables, immutable. Coefficients are exact
 * ({@code Math.*Exact}); a variable with coefficient 0 is not stored, so equal terms are equal
 * objects.
 */
public final class Affine {

    public static final Affine ZERO = new Affine(new TreeMap<>(), 0);

    private final TreeMap<String, Long> coefficients;
    private final long constant;

    private Affine(TreeMap<String, Long> coefficients, long constant) {
        this.coefficients = coefficients;
        this.constant = constant;
    }

    public static Affine constant(long c) {
        return new Affine(new TreeMap<>(), c);
    }

    public static Affine of(String name) {
        TreeMap<String, Long> m = new TreeMap<>();
        m.put(name, 1L);
        return new Affine(m, 0);
    }

    public Affine plus(Affine o) {
        TreeMap<String, Long> m = new TreeMap<>(coefficients);
        o.coefficients.forEach((v, c) -> {
            long s = Math.addExact(m.getOrDefault(v, 0L), c);
            if (s == 0) {
                m.remove(v);
            } else {
                m.put(v, s);
            }
        });
        return new Affine(m, Math.addExact(constant, o.constant));
    }

    public Affine plus(long c) {
        return new Affine(coefficients, Math.addExact(constant, c));
    }

    public Affine minus(Affine o) {
        return plus(o.times(-1));
    }

    public Affine times(long k) {
        if (k == 0) {
            return ZERO;
        }
        TreeMap<String, Long> m = new TreeMap<>();
        coefficients.forEach((v, c) -> m.put(v, Math.multiplyExact(c, k)));
        return new Affine(m, Math.multiplyExact(constant, k));
    }

    public long coefficient(String v) {
        return coefficients.getOrDefault(v, 0L);
    }

    public long constantTerm() {
        return constant;
    }

    public Set<String> variables() {
        return Collections.unmodifiableSet(coefficients.keySet());
    }

    public Map<String, Long> coefficients() {
        return Collections.unmodifiableMap(coefficients);
    }

    public boolean isConstant() {
        return coefficients.isEmpty();
    }

    /** This term with the variable v replaced by the term t (this itself when v is not in it). */
    public Affine substitute(String v, Affine t) {
        long c = coefficient(v);
        return c == 0 ? this : minus(of(v).times(c)).plus(t.times(c));
    }

    /** The value for the given variable values; a missing variable is a bug. */
    public long eval(Map<String, Long> values) {
        long s = constant;
        for (Map.Entry<String, Long> e : coefficients.entrySet()) {
            Long x = values.get(e.getKey());
            if (x == null) {
                throw new IllegalStateException("no value for " + e.getKey() + " in " + this);
            }
            s = Math.addExact(s, Math.multiplyExact(e.getValue(), x));
        }
        return s;
    }

    /** k with this = k * unit (k an integer), or null when this is not an integer multiple of unit. */
    public Long multipleOf(Affine unit) {
        if (unit.equals(ZERO)) {
            return null;
        }
        Long k = null;
        for (String v : unit.coefficients.keySet()) {
            long uc = unit.coefficient(v);
            long c = coefficient(v);
            if (c % uc != 0) {
                return null;
            }
            k = k == null ? c / uc : k;
            if (k != c / uc) {
                return null;
            }
        }
        if (unit.constant != 0) {
            if (constant % unit.constant != 0) {
                return null;
            }
            long kc = constant / unit.constant;
            if (k != null && k != kc) {
                return null;
            }
            k = kc;
        } else if (constant != 0) {
            return null;
        }
        k = k == null ? 0 : k;
        return unit.times(k).equals(this) ? k : null;
    }

    /** SMT-LIB text; variables are written as quoted symbols when they are not plain names. */
    public String toSmt() {
        if (coefficients.isEmpty()) {
            return num(constant);
        }
        StringBuilder sb = new StringBuilder("(+");
        coefficients.forEach((v, c) -> sb.append(' ').append(c == 1 ? symbol(v) : "(* " + num(c) + " " + symbol(v) + ")"));
        sb.append(' ').append(num(constant)).append(')');
        return sb.toString();
    }

    static String num(long n) {
        return n < 0 ? "(- " + Math.negateExact(n) + ")" : Long.toString(n);
    }

    /** A variable as an SMT-LIB symbol. */
    public static String symbol(String v) {
        if (v.indexOf('|') >= 0 || v.indexOf('\\') >= 0) {
            throw new IllegalArgumentException("no SMT-LIB symbol for the variable " + v);
        }
        return "|" + v + "|";
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Affine a && a.constant == constant && a.coefficients.equals(coefficients);
    }

    @Override
    public int hashCode() {
        return Objects.hash(coefficients, constant);
    }

    /** Readable form, e.g. {@code 2a - r + 1}. */
    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder();
        coefficients.forEach((v, c) -> {
            String name = v.contains("*") ? "(" + v + ")" : v;
            if (sb.length() == 0) {
                sb.append(c == 1 ? "" : c == -1 ? "-" : c).append(name);
            } else {
                sb.append(c < 0 ? " - " : " + ").append(Math.abs(c) == 1 ? "" : Math.abs(c)).append(name);
            }
        });
        if (sb.length() == 0) {
            return Long.toString(constant);
        }
        if (constant != 0) {
            sb.append(constant < 0 ? " - " : " + ").append(Math.abs(constant));
        }
        return sb.toString();
    }
}
