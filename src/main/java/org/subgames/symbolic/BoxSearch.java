package org.subgames.symbolic;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

/**
 * The integer solutions of a conjunction of constraints ({@link Sym} conditions) with every variable
 * in -cap..cap, enumerated depth first with interval propagation: before each choice every
 * constraint narrows the variables' intervals (forward interval evaluation, backward narrowing
 * through + - *, comparisons and &amp;&amp;; anything else only evaluated), and a box no solution can
 * lie in is dropped. A reported tuple always satisfies every constraint by exact evaluation
 * ({@link Sym#test}; an evaluation error is "not a solution"), so the pruning can only lose
 * solutions, never add one; {@link #bruteForce} is the reference twin that tries every tuple of the
 * box, and the two must report the same tuples.
 */
public final class BoxSearch {

    /** Far beyond any bound a search needs; interval ends are clamped to it. */
    private static final long INF = 1L << 60;
    /** Rounds of propagation per box before it is split anyway. */
    private static final int ROUNDS = 60;

    /**
     * What a search did: the boxes it visited, the solutions it reported, and whether the
     * constraints alone (propagated from unbounded intervals) leave some variable values beyond the
     * cap: when not, every solution lies within the cap and the search found them all.
     */
    public record Result(long boxes, long solutions, boolean capped) {
    }

    private final int[] ops;
    private final List<Node> constraints = new ArrayList<>();
    private final List<Sym> syms;
    private final List<String> vars;
    private final long cap;
    private long boxes;
    private long solutions;

    private BoxSearch(List<String> vars, List<Sym> constraints, long cap) {
        if (cap < 0 || cap > 1L << 30) {
            throw new IllegalArgumentException("cap " + cap);
        }
        this.vars = List.copyOf(vars);
        this.syms = new ArrayList<>();
        Map<String, Integer> index = new HashMap<>();
        for (int i = 0; i < vars.size(); i++) {
            index.put(vars.get(i), i);
        }
        for (Sym c : constraints) {
            for (Sym conjunct : conjuncts(c)) {
                syms.add(conjunct);
                this.constraints.add(Node.of(conjunct, index));
            }
        }
        this.ops = new int[1];
        this.cap = cap;
    }

    /** Every solution (values in the order of vars) with each variable in -cap..cap, each reported once, in lexicographic order. */
    public static Result search(List<String> vars, List<Sym> constraints, long cap, Consumer<long[]> out) {
        BoxSearch s = new BoxSearch(vars, constraints, cap);
        long[] box = new long[2 * vars.size()];
        for (int i = 0; i < vars.size(); i++) {
            box[2 * i] = -cap;
            box[2 * i + 1] = cap;
        }
        // the constraints alone, every variable unbounded: does some variable keep values beyond the cap?
        long[] free = new long[box.length];
        for (int i = 0; i < vars.size(); i++) {
            free[2 * i] = -INF;
            free[2 * i + 1] = INF;
        }
        boolean capped = false;
        if (s.propagate(free)) {
            for (int i = 0; i < vars.size(); i++) {
                capped |= free[2 * i] < -cap || free[2 * i + 1] > cap;
            }
        }
        if (s.propagate(box)) {
            s.split(box, 0, out);
        }
        return new Result(s.boxes, s.solutions, capped);
    }

    /** The reference twin: every tuple of -cap..cap per variable, tested by exact evaluation. */
    public static long bruteForce(List<String> vars, List<Sym> constraints, long cap, Consumer<long[]> out) {
        long[] v = new long[vars.size()];
        java.util.Arrays.fill(v, -cap);
        long n = 0;
        Map<String, Long> m = new HashMap<>(); // every variable put afresh per tuple: one map for the whole box
        while (true) {
            if (holds(vars, constraints, v, m)) {
                out.accept(v.clone());
                n++;
            }
            int i = v.length - 1;
            while (i >= 0 && v[i] == cap) {
                v[i--] = -cap;
            }
            if (i < 0) {
                return n;
            }
            v[i]++;
        }
    }

    /** Whether every constraint holds at these values (an evaluation error: it does not). */
    public static boolean holds(List<String> vars, List<Sym> constraints, long[] values) {
        return holds(vars, constraints, values, new HashMap<>());
    }

    /** {@link #holds(List, List, long[])} with the values put into m (which the constraints only read). */
    private static boolean holds(List<String> vars, List<Sym> constraints, long[] values, Map<String, Long> m) {
        for (int i = 0; i < values.length; i++) {
            m.put(vars.get(i), values[i]);
        }
        try {
            for (Sym c : constraints) {
                if (!c.test(m)) {
                    return false;
                }
            }
            return true;
        } catch (ArithmeticException | IllegalArgumentException e) {
            return false;
        }
    }

    /** The conjuncts of a condition (its top-level &amp;&amp; split). */
    static List<Sym> conjuncts(Sym c) {
        List<Sym> out = new ArrayList<>();
        if (c instanceof Sym.Bin b && b.op().equals("&&")) {
            out.addAll(conjuncts(b.left()));
            out.addAll(conjuncts(b.right()));
        } else {
            out.add(c);
        }
        return out;
    }

    private void split(long[] box, int depth, Consumer<long[]> out) {
        boxes++;
        if (depth == vars.size()) {
            long[] v = new long[vars.size()];
            for (int i = 0; i < v.length; i++) {
                v[i] = box[2 * i];
            }
            if (holds(vars, syms, v)) {
                solutions++;
                out.accept(v);
            }
            return;
        }
        for (long x = box[2 * depth]; x <= box[2 * depth + 1]; x++) {
            long[] b = box.clone();
            b[2 * depth] = x;
            b[2 * depth + 1] = x;
            if (depth + 1 == vars.size() || propagate(b)) {
                split(b, depth + 1, out);
            }
        }
    }

    /** Narrows the box by every constraint until nothing changes (or ROUNDS rounds); false if it is empty. */
    private boolean propagate(long[] box) {
        for (int round = 0; round < ROUNDS; round++) {
            ops[0] = 0;
            for (Node c : constraints) {
                if (!narrowTrue(c, box, ops)) {
                    return false;
                }
            }
            if (ops[0] == 0) {
                return true;
            }
        }
        return true;
    }

    /** Narrows the box so that the node is true (nonzero): through it when it is a condition, else only refuted when surely 0. */
    static boolean narrowTrue(Node n, long[] box, int[] ops) {
        if (n.bool()) {
            return n.narrow(box, 1, INF, ops);
        }
        return !surelyFalse(n.range(box));
    }

    static boolean surelyTrue(long[] r) {
        return r[0] > 0 || r[1] < 0;
    }

    static boolean surelyFalse(long[] r) {
        return r[0] == 0 && r[1] == 0;
    }

    static long clamp(long v) {
        return Math.max(-INF, Math.min(INF, v));
    }

    static long add(long x, long y) {
        return clamp(x + y); // both within 2^60: no overflow
    }

    static long mul(long x, long y) {
        long hi = Math.multiplyHigh(x, y);
        long lo = x * y;
        if (hi == 0 && lo >= 0 || hi == -1 && lo < 0) {
            return clamp(lo);
        }
        return (x < 0) == (y < 0) ? INF : -INF;
    }

    static long ceilDiv(long x, long y) {
        return -Math.floorDiv(-x, y);
    }

    /** A node of a compiled constraint: forward interval evaluation and backward narrowing. */
    abstract static class Node {

        /** The interval of the node's value over the box: {lo, hi} (booleans: 0..1). */
        abstract long[] range(long[] box);

        /** Whether the node's value is 0 or 1 (a comparison, &amp;&amp;, ||, !). */
        boolean bool() {
            return false;
        }

        /** Narrows the box so that the node's value may lie in lo..hi; false if it cannot. Counts changes in ops[0]. */
        boolean narrow(long[] box, long lo, long hi, int[] ops) {
            long[] r = range(box);
            return Math.max(r[0], lo) <= Math.min(r[1], hi);
        }

        static Node of(Sym s, Map<String, Integer> index) {
            if (s instanceof Sym.Num n) {
                return new Const(n.value());
            }
            if (s instanceof Sym.Name n) {
                Integer i = index.get(n.name());
                if (i == null) {
                    throw new IllegalArgumentException("unknown name '" + n.name() + "'");
                }
                return new Var(i);
            }
            if (s instanceof Sym.Unary u) {
                return new Un(u.op(), of(u.inner(), index));
            }
            if (s instanceof Sym.Ternary t) {
                return new Opaque(s, List.of(of(t.test(), index), of(t.then(), index), of(t.otherwise(), index)));
            }
            if (s instanceof Sym.Call c) {
                return new Opaque(s, c.args().stream().map(a -> of(a, index)).toList());
            }
            Sym.Bin b = (Sym.Bin) s;
            return new Op(b.op(), of(b.left(), index), of(b.right(), index));
        }
    }

    private static final class Const extends Node {
        private final long[] r;

        Const(long v) {
            r = new long[] {clamp(v), clamp(v)};
        }

        @Override
        long[] range(long[] box) {
            return r;
        }
    }

    private static final class Var extends Node {
        private final int i;

        Var(int i) {
            this.i = i;
        }

        @Override
        long[] range(long[] box) {
            return new long[] {box[2 * i], box[2 * i + 1]};
        }

        @Override
        boolean narrow(long[] box, long lo, long hi, int[] ops) {
            long nlo = Math.max(box[2 * i], lo);
            long nhi = Math.min(box[2 * i + 1], hi);
            if (nlo > nhi) {
                return false;
            }
            if (nlo != box[2 * i] || nhi != box[2 * i + 1]) {
                box[2 * i] = nlo;
                box[2 * i + 1] = nhi;
                ops[0]++;
            }
            return true;
        }
    }

    /** Unary minus and not. */
    private static final class Un extends Node {
        private final boolean minus;
        private final Node inner;

        Un(String op, Node inner) {
            this.minus = op.equals("-");
            this.inner = inner;
        }

        @Override
        long[] range(long[] box) {
            long[] r = inner.range(box);
            if (minus) {
                return new long[] {-r[1], -r[0]};
            }
            return truth(surelyFalse(r), surelyTrue(r));
        }

        @Override
        boolean bool() {
            return !minus;
        }

        @Override
        boolean narrow(long[] box, long lo, long hi, int[] ops) {
            if (!super.narrow(box, lo, hi, ops)) {
                return false;
            }
            if (minus) {
                return inner.narrow(box, -hi, -lo, ops);
            }
            return lo >= 1 ? inner.narrow(box, 0, 0, ops) : hi <= 0 ? narrowTrue(inner, box, ops) : true;
        }
    }

    /** 1..1 if surely true, 0..0 if surely false, else 0..1. */
    static long[] truth(boolean surelyTrue, boolean surelyFalse) {
        return surelyTrue ? new long[] {1, 1} : surelyFalse ? new long[] {0, 0} : new long[] {0, 1};
    }

    /** A function call or ?: : evaluated forward by cases, never narrowed through. */
    private static final class Opaque extends Node {
        private final Sym sym;
        private final List<Node> args;

        Opaque(Sym sym, List<Node> args) {
            this.sym = sym;
            this.args = args;
        }

        @Override
        long[] range(long[] box) {
            long[][] a = new long[args.size()][];
            for (int i = 0; i < a.length; i++) {
                a[i] = args.get(i).range(box);
            }
            if (sym instanceof Sym.Ternary) {
                if (a[0][0] > 0 || a[0][1] < 0) {
                    return a[1];
                }
                if (a[0][0] == 0 && a[0][1] == 0) {
                    return a[2];
                }
                return new long[] {Math.min(a[1][0], a[2][0]), Math.max(a[1][1], a[2][1])};
            }
            return call(((Sym.Call) sym).function(), a);
        }

        private static long[] call(String f, long[][] a) {
            switch (f) {
                case "min":
                    return new long[] {Math.min(a[0][0], a[1][0]), Math.min(a[0][1], a[1][1])};
                case "max":
                    return new long[] {Math.max(a[0][0], a[1][0]), Math.max(a[0][1], a[1][1])};
                case "abs":
                    long lo = a[0][0] <= 0 && a[0][1] >= 0 ? 0 : Math.min(Math.abs(a[0][0]), Math.abs(a[0][1]));
                    return new long[] {lo, Math.max(Math.abs(a[0][0]), Math.abs(a[0][1]))};
                case "floor":
                    if (a[1][1] < 1) {
                        return new long[] {-INF, INF}; // an error wherever it is evaluated: the exact test decides
                    }
                    long ylo = Math.max(1, a[1][0]);
                    long[] c = {Math.floorDiv(a[0][0], ylo), Math.floorDiv(a[0][0], a[1][1]), Math.floorDiv(a[0][1], ylo),
                            Math.floorDiv(a[0][1], a[1][1])};
                    return new long[] {Math.min(Math.min(c[0], c[1]), Math.min(c[2], c[3])), Math.max(Math.max(c[0], c[1]), Math.max(c[2], c[3]))};
                case "modulo":
                    return a[1][1] < 1 ? new long[] {-INF, INF} : new long[] {0, a[1][1] - 1};
                default:
                    return new long[] {-INF, INF};
            }
        }
    }

    /** + - * comparisons &amp;&amp; ||. */
    private static final class Op extends Node {
        private final String op;
        private final Node l;
        private final Node r;

        Op(String op, Node l, Node r) {
            this.op = op;
            this.l = l;
            this.r = r;
        }

        @Override
        long[] range(long[] box) {
            long[] x = l.range(box);
            long[] y = r.range(box);
            switch (op) {
                case "+":
                    return new long[] {add(x[0], y[0]), add(x[1], y[1])};
                case "-":
                    return new long[] {add(x[0], -y[1]), add(x[1], -y[0])};
                case "*": {
                    long[] c = {mul(x[0], y[0]), mul(x[0], y[1]), mul(x[1], y[0]), mul(x[1], y[1])};
                    return new long[] {Math.min(Math.min(c[0], c[1]), Math.min(c[2], c[3])), Math.max(Math.max(c[0], c[1]), Math.max(c[2], c[3]))};
                }
                case "<":
                    return truth(x[1] < y[0], x[0] >= y[1]);
                case "<=":
                    return truth(x[1] <= y[0], x[0] > y[1]);
                case ">":
                    return truth(x[0] > y[1], x[1] <= y[0]);
                case ">=":
                    return truth(x[0] >= y[1], x[1] < y[0]);
                case "==":
                    return truth(x[0] == x[1] && y[0] == y[1] && x[0] == y[0], x[1] < y[0] || y[1] < x[0]);
                case "!=":
                    return truth(x[1] < y[0] || y[1] < x[0], x[0] == x[1] && y[0] == y[1] && x[0] == y[0]);
                case "&&":
                    return truth(surelyTrue(x) && surelyTrue(y), surelyFalse(x) || surelyFalse(y));
                case "||":
                    return truth(surelyTrue(x) || surelyTrue(y), surelyFalse(x) && surelyFalse(y));
                default:
                    return new long[] {-INF, INF};
            }
        }

        @Override
        boolean bool() {
            return !List.of("+", "-", "*").contains(op);
        }

        @Override
        boolean narrow(long[] box, long lo, long hi, int[] ops) {
            if (!super.narrow(box, lo, hi, ops)) {
                return false;
            }
            switch (op) {
                case "+": {
                    long[] x = l.range(box);
                    long[] y = r.range(box);
                    return l.narrow(box, add(lo, -y[1]), add(hi, -y[0]), ops) && r.narrow(box, add(lo, -x[1]), add(hi, -x[0]), ops);
                }
                case "-": {
                    long[] x = l.range(box);
                    long[] y = r.range(box);
                    return l.narrow(box, add(lo, y[0]), add(hi, y[1]), ops) && r.narrow(box, add(x[0], -hi), add(x[1], -lo), ops);
                }
                case "*":
                    return divide(l, r, box, lo, hi, ops) && divide(r, l, box, lo, hi, ops);
                case "&&":
                    return lo >= 1 ? narrowTrue(l, box, ops) && narrowTrue(r, box, ops) : true;
                case "||":
                    return hi <= 0 ? l.narrow(box, 0, 0, ops) && r.narrow(box, 0, 0, ops) : true;
                default:
                    return compare(box, lo, hi, ops);
            }
        }

        /** Narrows x in x * y = lo..hi when y has one sign (x within (lo..hi) / y, rounded inward to integers). */
        private static boolean divide(Node x, Node y, long[] box, long lo, long hi, int[] ops) {
            long[] d = y.range(box);
            if (d[0] <= 0 && d[1] >= 0) {
                return true;
            }
            long[] t = {lo, hi};
            long nlo = INF;
            long nhi = -INF;
            for (long tv : t) {
                for (long dv : d) {
                    boolean infinite = Math.abs(tv) >= INF || Math.abs(dv) >= INF;
                    long sign = Long.signum(tv) * Long.signum(dv);
                    // an infinite end: the quotient's limit (t infinite: +-INF; d infinite: 0 from its side)
                    long q = !infinite ? 0 : Math.abs(tv) >= INF ? sign * INF : 0;
                    nlo = Math.min(nlo, infinite ? (Math.abs(tv) >= INF ? q : sign < 0 ? -1 : 0) : ceilDiv(tv, dv));
                    nhi = Math.max(nhi, infinite ? (Math.abs(tv) >= INF ? q : sign > 0 ? 1 : 0) : Math.floorDiv(tv, dv));
                }
            }
            return x.narrow(box, nlo, nhi, ops);
        }

        /** A comparison required true (lo &gt;= 1) or false (hi &lt;= 0) narrows both sides. */
        private boolean compare(long[] box, long lo, long hi, int[] ops) {
            String o = op;
            if (lo < 1 && hi <= 0) {
                o = switch (op) {
                    case "<" -> ">=";
                    case "<=" -> ">";
                    case ">" -> "<=";
                    case ">=" -> "<";
                    case "==" -> "!=";
                    case "!=" -> "==";
                    default -> "";
                };
            } else if (lo < 1) {
                return true;
            }
            long[] x = l.range(box);
            long[] y = r.range(box);
            return switch (o) {
                case "<" -> l.narrow(box, -INF, add(y[1], -1), ops) && r.narrow(box, add(x[0], 1), INF, ops);
                case "<=" -> l.narrow(box, -INF, y[1], ops) && r.narrow(box, x[0], INF, ops);
                case ">" -> l.narrow(box, add(y[0], 1), INF, ops) && r.narrow(box, -INF, add(x[1], -1), ops);
                case ">=" -> l.narrow(box, y[0], INF, ops) && r.narrow(box, -INF, x[1], ops);
                case "==" -> l.narrow(box, y[0], y[1], ops) && r.narrow(box, x[0], x[1], ops);
                default -> true;
            };
        }
    }
}
