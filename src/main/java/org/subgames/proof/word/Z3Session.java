package org.subgames.proof.word;

import com.microsoft.z3.ArithExpr;
import com.microsoft.z3.BoolExpr;
import com.microsoft.z3.Context;
import com.microsoft.z3.IntExpr;
import com.microsoft.z3.IntNum;
import com.microsoft.z3.IntSort;
import com.microsoft.z3.Model;
import com.microsoft.z3.Params;
import com.microsoft.z3.Solver;
import com.microsoft.z3.Status;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.subgames.proof.smt.Prover;
import org.subgames.symbolic.Affine;
import org.subgames.symbolic.Cond;

/** Z3 through its Java API (not the SMT-LIB text) on {@link Cond} formulas; one context, closed after use. */
final class Z3Session implements AutoCloseable {

    /** A verdict with a model when satisfiable. */
    record Answer(Prover.Verdict verdict, Map<String, Long> model) {
    }

    /** Thrown by {@link #check} once the proof's time budget has run out. */
    static final class OutOfBudget extends RuntimeException {
        OutOfBudget() {
            super("the time budget ran out", null, false, false);
        }
    }

    private final Context ctx = new Context();
    private final Solver solver;
    /** For formulas with a {@link Cond.Product} (nonlinear), made on first use: z3 picks its tactic. */
    private Solver exact;
    private final int timeoutMs;
    private Solver brief;
    private final Map<String, IntExpr> vars = new HashMap<>();
    /** Answers kept by {@link #under}: by the context's text, then by the extra condition's. */
    private final Map<String, Map<String, Answer>> answers = new HashMap<>();
    /** The solver of {@link #under}, QF_LIA, with the context whose text is scopeKey asserted in its one scope (null: none whole). */
    private final Solver scoped;
    private String scopeKey;
    /** When the session began ({@link System#nanoTime}) and how many nanoseconds its checks may start within (0: no budget). */
    private final long start = System.nanoTime();
    private final long budgetNanos;

    Z3Session(int timeoutMs) {
        this(timeoutMs, 0);
    }

    /** budgetNanos: past this time from now no further check starts ({@link OutOfBudget}); 0: no budget. */
    Z3Session(int timeoutMs, long budgetNanos) {
        this.budgetNanos = budgetNanos;
        this.timeoutMs = timeoutMs;
        solver = timed(ctx.mkSolver(ctx.mkSymbol("QF_LIA")));
        scoped = timed(ctx.mkSolver(ctx.mkSymbol("QF_LIA")));
    }

    private Solver timed(Solver s) {
        if (timeoutMs > 0) {
            Params p = ctx.mkParams();
            p.add("timeout", timeoutMs);
            s.setParameters(p);
        }
        return s;
    }

    /** The solver for f: QF_LIA, or for a nonlinear formula the general one. */
    private Solver solverFor(Cond f) {
        if (!f.nonlinear()) {
            return solver;
        }
        if (exact == null) {
            exact = timed(ctx.mkSolver());
        }
        return exact;
    }

    String version() {
        return com.microsoft.z3.Version.getString();
    }

    /** Throws {@link OutOfBudget} when the budget has run out (elapsed time, so no overflow whatever nanoTime's origin). */
    void inBudget() {
        if (overBudget()) {
            throw new OutOfBudget();
        }
    }

    /** Whether the budget has run out. */
    boolean overBudget() {
        return budgetNanos > 0 && System.nanoTime() - start > budgetNanos;
    }

    Answer check(Cond f) {
        return check(f, solverFor(f));
    }

    /**
     * z3's answer to context and extra, asked once per pair (contextText is context's SMT-LIB
     * text, which the caller keeps). A linear context stays asserted, in a scope of its own, while
     * the next questions are of the same context: the encoder asks many small questions of one
     * source's context, so it is built and internalized once, not per question.
     */
    Answer under(Cond context, String contextText, Cond extra) {
        Map<String, Answer> known = answers.computeIfAbsent(contextText, k -> new HashMap<>());
        String key = extra.toSmt();
        Answer a = known.get(key);
        if (a != null) {
            return a;
        }
        if (context.nonlinear() || extra.nonlinear()) {
            a = check(Cond.and(context, extra));
        } else {
            if (!contextText.equals(scopeKey)) {
                scopeKey = null; // until the new context is asserted whole
                if (scoped.getNumScopes() > 0) {
                    scoped.pop();
                }
                scoped.push();
                scoped.add(bool(context));
                scopeKey = contextText;
            }
            a = check(extra, scoped);
        }
        known.put(key, a);
        return a;
    }

    /** f with at most ms milliseconds (a general solver of its own: the attempt that may be costly). */
    Answer checkWithin(Cond f, int ms) {
        if (brief == null) {
            brief = ctx.mkSolver();
            Params p = ctx.mkParams();
            p.add("timeout", timeoutMs > 0 ? Math.min(ms, timeoutMs) : ms);
            brief.setParameters(p);
        }
        return check(f, brief);
    }

    private Answer check(Cond f, Solver solver) {
        inBudget();
        solver.push();
        try {
            solver.add(bool(f));
            Status st = solver.check();
            if (st == Status.UNSATISFIABLE) {
                return new Answer(Prover.Verdict.UNSAT, Map.of());
            }
            if (st == Status.UNKNOWN) {
                return new Answer(Prover.Verdict.UNKNOWN, Map.of());
            }
            Model m = solver.getModel();
            Map<String, Long> model = new LinkedHashMap<>();
            for (String v : f.variables()) {
                if (m.eval(var(v), true) instanceof IntNum n) {
                    model.put(v, n.getInt64());
                }
            }
            return new Answer(Prover.Verdict.SAT, model);
        } finally {
            solver.pop();
        }
    }

    private IntExpr var(String name) {
        return vars.computeIfAbsent(name, ctx::mkIntConst);
    }

    private BoolExpr bool(Cond c) {
        if (c instanceof Cond.Cmp cmp) {
            ArithExpr<IntSort> l = term(cmp.lhs());
            ArithExpr<IntSort> r = term(cmp.rhs());
            return switch (cmp.op()) {
                case LE -> ctx.mkLe(l, r);
                case LT -> ctx.mkLt(l, r);
                case EQ -> ctx.mkEq(l, r);
            };
        }
        if (c instanceof Cond.Product p) {
            return ctx.mkEq(var(p.product()), ctx.mkMul(var(p.count()), term(p.unit())));
        }
        if (c instanceof Cond.And a) {
            return ctx.mkAnd(a.parts().stream().map(this::bool).toArray(BoolExpr[]::new));
        }
        if (c instanceof Cond.Or o) {
            return ctx.mkOr(o.parts().stream().map(this::bool).toArray(BoolExpr[]::new));
        }
        return ctx.mkNot(bool(((Cond.Not) c).inner()));
    }

    @SuppressWarnings("unchecked")
    private ArithExpr<IntSort> term(Affine t) {
        List<ArithExpr<IntSort>> parts = new ArrayList<>();
        t.coefficients().forEach((v, k) -> parts.add(k == 1 ? var(v) : ctx.mkMul(ctx.mkInt(k), var(v))));
        parts.add(ctx.mkInt(t.constantTerm()));
        return parts.size() == 1 ? parts.get(0) : ctx.mkAdd(parts.toArray(ArithExpr[]::new));
    }

    @Override
    public void close() {
        ctx.close();
    }
}
