package org.subgames.sink.table;

import com.microsoft.z3.ArithExpr;
import com.microsoft.z3.Context;
import com.microsoft.z3.IntExpr;
import com.microsoft.z3.IntSort;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.subgames.base.BadInputException;

/**
 * An immutable linear expression c0 + sum c_v * v over the variables {@link Var} with integer
 * coefficients: factor starts and lengths of the block model for a fixed k.
 */
public final class Lin {

    private static final int N = Var.values().length;

    private final long[] coef;
    private final long constant;

    private Lin(long[] coef, long constant) {
        this.coef = coef;
        this.constant = constant;
    }

    public static Lin of(Var v) {
        long[] c = new long[N];
        c[v.ordinal()] = 1;
        return new Lin(c, 0);
    }

    public static Lin constant(long n) {
        return new Lin(new long[N], n);
    }

    public static final Lin ZERO = constant(0);

    /**
     * Parses a linear expression over a, c, r, t such as {@code a-c+1} or {@code 2a + c - r}
     * (integer coefficients written before the variable).
     */
    public static Lin parse(String text) {
        String s = text == null ? "" : text.replace(" ", "");
        Matcher m = Pattern.compile("([+-]?)(\\d*)([acrt]?)").matcher(s);
        Lin out = ZERO;
        int pos = 0;
        boolean any = false;
        while (pos < s.length()) {
            if (!m.find(pos) || m.start() != pos || m.end() == pos || (m.group(2).isEmpty() && m.group(3).isEmpty())
                    || (pos > 0 && m.group(1).isEmpty())) {
                throw new BadInputException("malformed linear expression '" + text + "' (expected e.g. a-c+1 over a, c, r, t)");
            }
            long sign = m.group(1).equals("-") ? -1 : 1;
            long n;
            try {
                n = m.group(2).isEmpty() ? 1 : Long.parseLong(m.group(2));
            } catch (NumberFormatException e) {
                throw new BadInputException("number too large in '" + text + "'");
            }
            Lin term = m.group(3).isEmpty() ? constant(n) : of(switch (m.group(3)) {
                case "a" -> Var.A;
                case "c" -> Var.C;
                case "r" -> Var.R;
                default -> Var.T;
            }).times(n);
            out = out.plus(term.times(sign));
            pos = m.end();
            any = true;
        }
        if (!any) {
            throw new BadInputException("empty linear expression");
        }
        return out;
    }

    public Lin plus(Lin o) {
        long[] c = new long[N];
        for (int i = 0; i < N; i++) {
            c[i] = Math.addExact(coef[i], o.coef[i]);
        }
        return new Lin(c, Math.addExact(constant, o.constant));
    }

    public Lin minus(Lin o) {
        return plus(o.times(-1));
    }

    public Lin plus(long n) {
        return new Lin(coef, Math.addExact(constant, n));
    }

    public Lin times(long m) {
        long[] c = new long[N];
        for (int i = 0; i < N; i++) {
            c[i] = Math.multiplyExact(coef[i], m);
        }
        return new Lin(c, Math.multiplyExact(constant, m));
    }

    public long coefficient(Var v) {
        return coef[v.ordinal()];
    }

    public long constantTerm() {
        return constant;
    }

    /** Renames variables (the previous block's lengths use r', t' where the current uses r, t). */
    public Lin rename(Map<Var, Var> map) {
        long[] c = new long[N];
        for (Var v : Var.values()) {
            Var to = map.getOrDefault(v, v);
            c[to.ordinal()] = Math.addExact(c[to.ordinal()], coef[v.ordinal()]);
        }
        return new Lin(c, constant);
    }

    /** The value at a concrete assignment, values[v.ordinal()]. */
    public long eval(long[] values) {
        long s = constant;
        for (int i = 0; i < N; i++) {
            if (coef[i] != 0) {
                s = Math.addExact(s, Math.multiplyExact(coef[i], values[i]));
            }
        }
        return s;
    }

    /** SMT-LIB term, e.g. {@code (+ (* 2 a) c (- r) 3)}. */
    public String toSmt() {
        List<String> terms = new ArrayList<>();
        for (Var v : Var.values()) {
            long k = coef[v.ordinal()];
            if (k == 1) {
                terms.add(v.smt());
            } else if (k == -1) {
                terms.add("(- " + v.smt() + ")");
            } else if (k != 0) {
                terms.add("(* " + smtInt(k) + " " + v.smt() + ")");
            }
        }
        if (constant != 0 || terms.isEmpty()) {
            terms.add(smtInt(constant));
        }
        return terms.size() == 1 ? terms.get(0) : "(+ " + String.join(" ", terms) + ")";
    }

    static String smtInt(long n) {
        return n < 0 ? "(- " + (-n) + ")" : Long.toString(n);
    }

    /** The Z3 term; vars maps each variable to its constant. */
    public ArithExpr<IntSort> toZ3(Context ctx, Map<Var, IntExpr> vars) {
        List<ArithExpr<IntSort>> terms = new ArrayList<>();
        for (Var v : Var.values()) {
            long k = coef[v.ordinal()];
            if (k == 1) {
                terms.add(vars.get(v));
            } else if (k != 0) {
                terms.add(ctx.mkMul(ctx.mkInt(k), vars.get(v)));
            }
        }
        if (constant != 0 || terms.isEmpty()) {
            terms.add(ctx.mkInt(constant));
        }
        if (terms.size() == 1) {
            return terms.get(0);
        }
        @SuppressWarnings("unchecked")
        ArithExpr<IntSort>[] arr = terms.toArray(new ArithExpr[0]);
        return ctx.mkAdd(arr);
    }

    /** Readable form, e.g. {@code 2a + c - r + 3}. */
    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder();
        for (Var v : Var.values()) {
            long k = coef[v.ordinal()];
            if (k == 0) {
                continue;
            }
            if (sb.length() == 0) {
                sb.append(k < 0 ? "-" : "");
            } else {
                sb.append(k < 0 ? " - " : " + ");
            }
            long m = Math.abs(k);
            if (m != 1) {
                sb.append(m);
            }
            sb.append(v.display());
        }
        if (constant != 0 || sb.length() == 0) {
            if (sb.length() == 0) {
                sb.append(constant);
            } else {
                sb.append(constant < 0 ? " - " : " + ").append(Math.abs(constant));
            }
        }
        return sb.toString();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Lin l && l.constant == constant && Arrays.equals(l.coef, coef);
    }

    @Override
    public int hashCode() {
        return 31 * Arrays.hashCode(coef) + Long.hashCode(constant);
    }
}
