package org.subgames.symbolic;

import java.util.List;
import java.util.Map;

/**
 * An expression of the statements' arithmetic as a syntax tree: integers, names (a computed fact such
 * as G.preperiod is the dotted name "G.preperiod"), + - *, min, max, floor(x, y), modulo(x, y) (both
 * for y &gt;= 1 only, as the statements' functions), comparisons, &amp;&amp;, ||, ! and ?:. Parsed by
 * {@link SymParser}; evaluated exactly for given values ({@link #eval}, {@link #test}), or turned
 * into affine terms and formulas ({@link Products#affine}, {@link Products#cond}).
 */
public sealed interface Sym {

    record Num(long value) implements Sym {
    }

    record Name(String name) implements Sym {
    }

    /** op is one of + - * &lt; &lt;= &gt; &gt;= == != &amp;&amp; ||. */
    record Bin(String op, Sym left, Sym right) implements Sym {
    }

    /** op is - or !. */
    record Unary(String op, Sym inner) implements Sym {
    }

    record Call(String function, List<Sym> args) implements Sym {
    }

    record Ternary(Sym test, Sym then, Sym otherwise) implements Sym {
    }

    /** The integer value; booleans are 1 and 0. A missing name is bad input for the caller to report. */
    default long eval(Map<String, Long> values) {
        if (this instanceof Num n) {
            return n.value();
        }
        if (this instanceof Name n) {
            Long v = values.get(n.name());
            if (v == null) {
                throw new IllegalArgumentException("unknown name '" + n.name() + "'");
            }
            return v;
        }
        if (this instanceof Unary u) {
            long v = u.inner().eval(values);
            return u.op().equals("-") ? Math.negateExact(v) : v == 0 ? 1 : 0;
        }
        if (this instanceof Ternary t) {
            return t.test().eval(values) != 0 ? t.then().eval(values) : t.otherwise().eval(values);
        }
        if (this instanceof Call c) {
            return call(c, values);
        }
        Bin b = (Bin) this;
        long l = b.left().eval(values);
        if (b.op().equals("&&") || b.op().equals("||")) {
            boolean lv = l != 0;
            if (b.op().equals("&&") ? !lv : lv) {
                return lv ? 1 : 0;
            }
            return b.right().eval(values) != 0 ? 1 : 0;
        }
        long r = b.right().eval(values);
        return switch (b.op()) {
            case "+" -> Math.addExact(l, r);
            case "-" -> Math.subtractExact(l, r);
            case "*" -> Math.multiplyExact(l, r);
            case "<" -> l < r ? 1 : 0;
            case "<=" -> l <= r ? 1 : 0;
            case ">" -> l > r ? 1 : 0;
            case ">=" -> l >= r ? 1 : 0;
            case "==" -> l == r ? 1 : 0;
            case "!=" -> l != r ? 1 : 0;
            default -> throw new IllegalStateException("operator " + b.op());
        };
    }

    /** The names it uses, in order of first use. */
    default java.util.Set<String> names() {
        java.util.Set<String> out = new java.util.LinkedHashSet<>();
        collectNames(this, out);
        return out;
    }

    private static void collectNames(Sym s, java.util.Set<String> out) {
        if (s instanceof Name n) {
            out.add(n.name());
        } else if (s instanceof Bin b) {
            collectNames(b.left(), out);
            collectNames(b.right(), out);
        } else if (s instanceof Unary u) {
            collectNames(u.inner(), out);
        } else if (s instanceof Call c) {
            c.args().forEach(a -> collectNames(a, out));
        } else if (s instanceof Ternary t) {
            collectNames(t.test(), out);
            collectNames(t.then(), out);
            collectNames(t.otherwise(), out);
        }
    }

    default boolean test(Map<String, Long> values) {
        return eval(values) != 0;
    }

    private static long call(Call c, Map<String, Long> values) {
        long x = c.args().get(0).eval(values);
        if (c.function().equals("abs")) {
            return Math.absExact(x);
        }
        long y = c.args().get(1).eval(values);
        return switch (c.function()) {
            case "min" -> Math.min(x, y);
            case "max" -> Math.max(x, y);
            case "floor" -> Math.floorDiv(x, positive(y));
            case "modulo" -> Math.floorMod(x, positive(y));
            default -> throw new IllegalStateException("function " + c.function());
        };
    }

    /** As the statements' floor and modulo: a divisor below 1 is an error, not a value. */
    private static long positive(long y) {
        if (y <= 0) {
            throw new ArithmeticException("division by " + y);
        }
        return y;
    }

    /** Readable form with full parentheses where needed. */
    default String show() {
        if (this instanceof Num n) {
            return Long.toString(n.value());
        }
        if (this instanceof Name n) {
            return n.name();
        }
        if (this instanceof Unary u) {
            return u.op() + atom(u.inner());
        }
        if (this instanceof Ternary t) {
            return t.test().show() + " ? " + t.then().show() + " : " + t.otherwise().show();
        }
        if (this instanceof Call c) {
            return c.function() + "(" + String.join(", ", c.args().stream().map(Sym::show).toList()) + ")";
        }
        Bin b = (Bin) this;
        boolean logic = b.op().equals("&&") || b.op().equals("||");
        return (logic ? inLogic(b.left(), b.op()) : atom(b.left())) + " " + b.op() + " " + (logic ? inLogic(b.right(), b.op()) : atom(b.right()));
    }

    /** An operand of &amp;&amp; or ||: bare when it is a comparison or the same operator. */
    private static String inLogic(Sym s, String op) {
        boolean bare = s instanceof Bin b && (b.op().equals(op) || !b.op().equals("&&") && !b.op().equals("||"));
        return bare || !(s instanceof Bin) ? s.show() : "(" + s.show() + ")";
    }

    private static String atom(Sym s) {
        return s instanceof Bin || s instanceof Ternary ? "(" + s.show() + ")" : s.show();
    }
}
