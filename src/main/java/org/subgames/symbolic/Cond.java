package org.subgames.symbolic;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * A quantifier-free formula of integer arithmetic over named variables, immutable: linear
 * comparisons, and the one nonlinear atom {@link Product} (a product variable defined exactly),
 * which only the word prover's exact twins use.
 */
public sealed interface Cond {

    Cond TRUE = new And(List.of());
    Cond FALSE = new Or(List.of());

    enum Op {
        LE("<="), LT("<"), EQ("=");

        final String smt;

        Op(String smt) {
            this.smt = smt;
        }
    }

    /** lhs op rhs. */
    record Cmp(Op op, Affine lhs, Affine rhs) implements Cond {
    }

    record And(List<Cond> parts) implements Cond {
    }

    record Or(List<Cond> parts) implements Cond {
    }

    record Not(Cond inner) implements Cond {
    }

    /**
     * The product variable equals count times unit exactly (nonlinear: QF_NIA). The definition of a
     * {@link Products} variable, of which {@link Products#sideConstraints} states linear consequences.
     */
    record Product(String product, String count, Affine unit) implements Cond {
    }

    /** Whether the formula has a {@link Product} atom (it is then nonlinear). */
    default boolean nonlinear() {
        if (this instanceof Product) {
            return true;
        }
        if (this instanceof And a) {
            return a.parts().stream().anyMatch(Cond::nonlinear);
        }
        if (this instanceof Or o) {
            return o.parts().stream().anyMatch(Cond::nonlinear);
        }
        return this instanceof Not n && n.inner().nonlinear();
    }

    static Cond le(Affine l, Affine r) {
        return new Cmp(Op.LE, l, r);
    }

    static Cond lt(Affine l, Affine r) {
        return new Cmp(Op.LT, l, r);
    }

    static Cond eq(Affine l, Affine r) {
        return new Cmp(Op.EQ, l, r);
    }

    /** l op r for a comparison operator of the statements (&lt; &lt;= &gt; &gt;= == !=), or null for another operator. */
    static Cond compare(String op, Affine l, Affine r) {
        return switch (op) {
            case "<" -> lt(l, r);
            case "<=" -> le(l, r);
            case ">" -> lt(r, l);
            case ">=" -> le(r, l);
            case "==" -> eq(l, r);
            case "!=" -> not(eq(l, r));
            default -> null;
        };
    }

    /** Turns an expression into an affine term, or fails with E. */
    @FunctionalInterface
    interface Terms<E extends Exception> {
        Affine of(Sym s) throws E;
    }

    /**
     * A boolean expression (comparisons, &amp;&amp;, ||, !) as a formula, its sides made affine by
     * {@code terms}; anything else fails with {@code notACondition}.
     */
    static <E extends Exception> Cond of(Sym s, Terms<E> terms, java.util.function.Function<Sym, E> notACondition) throws E {
        if (s instanceof Sym.Unary u && u.op().equals("!")) {
            return not(of(u.inner(), terms, notACondition));
        }
        if (s instanceof Sym.Bin b && (b.op().equals("&&") || b.op().equals("||"))) {
            Cond l = of(b.left(), terms, notACondition);
            Cond r = of(b.right(), terms, notACondition);
            return b.op().equals("&&") ? and(l, r) : or(l, r);
        }
        if (s instanceof Sym.Bin b) {
            Cond c = compare(b.op(), terms.of(b.left()), terms.of(b.right()));
            if (c != null) {
                return c;
            }
        }
        throw notACondition.apply(s);
    }

    static Cond and(Cond... parts) {
        return and(List.of(parts));
    }

    static Cond and(List<Cond> parts) {
        List<Cond> flat = new ArrayList<>();
        for (Cond c : parts) {
            if (c instanceof And a) {
                flat.addAll(a.parts());
            } else if (c.equals(FALSE)) {
                return FALSE;
            } else {
                flat.add(c);
            }
        }
        return flat.size() == 1 ? flat.get(0) : new And(List.copyOf(flat));
    }

    static Cond or(Cond... parts) {
        return or(List.of(parts));
    }

    static Cond or(List<Cond> parts) {
        List<Cond> flat = new ArrayList<>();
        for (Cond c : parts) {
            if (c instanceof Or o) {
                flat.addAll(o.parts());
            } else if (c.equals(TRUE)) {
                return TRUE;
            } else {
                flat.add(c);
            }
        }
        return flat.size() == 1 ? flat.get(0) : new Or(List.copyOf(flat));
    }

    static Cond not(Cond c) {
        if (c.equals(TRUE)) {
            return FALSE;
        }
        if (c.equals(FALSE)) {
            return TRUE;
        }
        return c instanceof Not n ? n.inner() : new Not(c);
    }

    /** The truth value for the given variable values. */
    default boolean eval(Map<String, Long> values) {
        if (this instanceof Cmp c) {
            long l = c.lhs().eval(values);
            long r = c.rhs().eval(values);
            return switch (c.op()) {
                case LE -> l <= r;
                case LT -> l < r;
                case EQ -> l == r;
            };
        }
        if (this instanceof Product p) {
            Long v = values.get(p.product());
            Long c = values.get(p.count());
            if (v == null || c == null) {
                throw new IllegalArgumentException("no value for " + (v == null ? p.product() : p.count()));
            }
            return v == Math.multiplyExact(c.longValue(), p.unit().eval(values));
        }
        if (this instanceof And a) {
            return a.parts().stream().allMatch(p -> p.eval(values));
        }
        if (this instanceof Or o) {
            return o.parts().stream().anyMatch(p -> p.eval(values));
        }
        return !((Not) this).inner().eval(values);
    }

    /** The variables it mentions, sorted. */
    default Set<String> variables() {
        Set<String> out = new TreeSet<>();
        collect(out);
        return out;
    }

    private void collect(Set<String> out) {
        if (this instanceof Cmp c) {
            out.addAll(c.lhs().variables());
            out.addAll(c.rhs().variables());
        } else if (this instanceof Product p) {
            out.add(p.product());
            out.add(p.count());
            out.addAll(p.unit().variables());
        } else if (this instanceof And a) {
            a.parts().forEach(p -> p.collect(out));
        } else if (this instanceof Or o) {
            o.parts().forEach(p -> p.collect(out));
        } else {
            ((Not) this).inner().collect(out);
        }
    }

    default String toSmt() {
        if (this instanceof Cmp c) {
            return "(" + c.op().smt + " " + c.lhs().toSmt() + " " + c.rhs().toSmt() + ")";
        }
        if (this instanceof Product p) {
            return "(= " + Affine.symbol(p.product()) + " (* " + Affine.symbol(p.count()) + " " + p.unit().toSmt() + "))";
        }
        if (this instanceof And a) {
            return a.parts().isEmpty() ? "true" : a.parts().size() == 1 ? a.parts().get(0).toSmt() : join("and", a.parts());
        }
        if (this instanceof Or o) {
            return o.parts().isEmpty() ? "false" : o.parts().size() == 1 ? o.parts().get(0).toSmt() : join("or", o.parts());
        }
        return "(not " + ((Not) this).inner().toSmt() + ")";
    }

    private static String join(String op, List<Cond> parts) {
        StringBuilder sb = new StringBuilder("(").append(op);
        parts.forEach(p -> sb.append(' ').append(p.toSmt()));
        return sb.append(')').toString();
    }

    /** Readable form for messages. */
    default String show() {
        if (this instanceof Cmp c) {
            return c.lhs() + (c.op() == Op.EQ ? " == " : " " + c.op().smt + " ") + c.rhs();
        }
        if (this instanceof Product p) {
            return p.product() + " == " + p.count() + " * (" + p.unit() + ")";
        }
        if (this instanceof And a) {
            return a.parts().isEmpty() ? "true" : String.join(" && ", a.parts().stream().map(p -> p instanceof Or ? "(" + p.show() + ")" : p.show()).toList());
        }
        if (this instanceof Or o) {
            return o.parts().isEmpty() ? "false" : String.join(" || ", o.parts().stream().map(Cond::show).toList());
        }
        return "!(" + ((Not) this).inner().show() + ")";
    }
}
