package org.subgames.sink.table;

import com.microsoft.z3.BoolExpr;
import com.microsoft.z3.Context;
import com.microsoft.z3.IntExpr;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** A quantifier-free formula of linear integer arithmetic over {@link Var}: comparisons, and, or, not. */
public sealed interface Formula {

    boolean eval(long[] values);

    String toSmt();

    /** Readable infix form: {@code 2 <= a ∧ (r + c <= a ∨ ¬(t = 0))}. */
    String toText();

    BoolExpr toZ3(Context ctx, Map<Var, IntExpr> vars);

    enum Op {
        LE("<="), LT("<"), EQ("="), GE(">="), GT(">");

        final String smt;

        Op(String smt) {
            this.smt = smt;
        }
    }

    record Cmp(Lin left, Op op, Lin right) implements Formula {
        @Override
        public boolean eval(long[] v) {
            long l = left.eval(v);
            long r = right.eval(v);
            return switch (op) {
                case LE -> l <= r;
                case LT -> l < r;
                case EQ -> l == r;
                case GE -> l >= r;
                case GT -> l > r;
            };
        }

        @Override
        public String toSmt() {
            return "(" + op.smt + " " + left.toSmt() + " " + right.toSmt() + ")";
        }

        @Override
        public BoolExpr toZ3(Context ctx, Map<Var, IntExpr> vars) {
            var l = left.toZ3(ctx, vars);
            var r = right.toZ3(ctx, vars);
            return switch (op) {
                case LE -> ctx.mkLe(l, r);
                case LT -> ctx.mkLt(l, r);
                case EQ -> ctx.mkEq(l, r);
                case GE -> ctx.mkGe(l, r);
                case GT -> ctx.mkGt(l, r);
            };
        }

        @Override
        public String toText() {
            return left + " " + op.smt + " " + right;
        }

        @Override
        public String toString() {
            return toText();
        }
    }

    record And(List<Formula> parts) implements Formula {
        public And {
            parts = List.copyOf(parts);
        }

        @Override
        public boolean eval(long[] v) {
            for (Formula f : parts) {
                if (!f.eval(v)) {
                    return false;
                }
            }
            return true;
        }

        @Override
        public String toSmt() {
            if (parts.isEmpty()) {
                return "true";
            }
            return parts.size() == 1 ? parts.get(0).toSmt() : "(and " + join(parts) + ")";
        }

        @Override
        public String toText() {
            if (parts.isEmpty()) {
                return "true";
            }
            List<String> s = new ArrayList<>();
            for (Formula f : parts) {
                s.add(f instanceof Or && ((Or) f).parts().size() > 1 ? "(" + f.toText() + ")" : f.toText());
            }
            return String.join(" ∧ ", s);
        }

        @Override
        public BoolExpr toZ3(Context ctx, Map<Var, IntExpr> vars) {
            return ctx.mkAnd(parts.stream().map(p -> p.toZ3(ctx, vars)).toArray(BoolExpr[]::new));
        }
    }

    record Or(List<Formula> parts) implements Formula {
        public Or {
            parts = List.copyOf(parts);
        }

        @Override
        public boolean eval(long[] v) {
            for (Formula f : parts) {
                if (f.eval(v)) {
                    return true;
                }
            }
            return false;
        }

        @Override
        public String toSmt() {
            if (parts.isEmpty()) {
                return "false";
            }
            return parts.size() == 1 ? parts.get(0).toSmt() : "(or " + join(parts) + ")";
        }

        @Override
        public String toText() {
            if (parts.isEmpty()) {
                return "false";
            }
            List<String> s = new ArrayList<>();
            for (Formula f : parts) {
                s.add(f instanceof And && ((And) f).parts().size() > 1 ? "(" + f.toText() + ")" : f.toText());
            }
            return String.join(" ∨ ", s);
        }

        @Override
        public BoolExpr toZ3(Context ctx, Map<Var, IntExpr> vars) {
            return ctx.mkOr(parts.stream().map(p -> p.toZ3(ctx, vars)).toArray(BoolExpr[]::new));
        }
    }

    record Not(Formula inner) implements Formula {
        @Override
        public boolean eval(long[] v) {
            return !inner.eval(v);
        }

        @Override
        public String toSmt() {
            return "(not " + inner.toSmt() + ")";
        }

        @Override
        public String toText() {
            return "¬(" + inner.toText() + ")";
        }

        @Override
        public BoolExpr toZ3(Context ctx, Map<Var, IntExpr> vars) {
            return ctx.mkNot(inner.toZ3(ctx, vars));
        }
    }

    private static String join(List<Formula> parts) {
        List<String> s = new ArrayList<>();
        for (Formula f : parts) {
            s.add(f.toSmt());
        }
        return String.join(" ", s);
    }

    static Formula cmp(Lin l, Op op, Lin r) {
        return new Cmp(l, op, r);
    }

    static Formula le(Lin l, Lin r) {
        return new Cmp(l, Op.LE, r);
    }

    static Formula lt(Lin l, Lin r) {
        return new Cmp(l, Op.LT, r);
    }

    static Formula eq(Lin l, Lin r) {
        return new Cmp(l, Op.EQ, r);
    }

    static Formula and(Formula... fs) {
        return new And(List.of(fs));
    }

    static Formula and(List<Formula> fs) {
        return new And(fs);
    }

    static Formula or(Formula... fs) {
        return new Or(List.of(fs));
    }

    static Formula or(List<Formula> fs) {
        return new Or(fs);
    }

    static Formula not(Formula f) {
        return new Not(f);
    }
}
