package org.subgames.proof.smt;

import com.microsoft.z3.Context;
import com.microsoft.z3.IntExpr;
import com.microsoft.z3.IntNum;
import com.microsoft.z3.Model;
import com.microsoft.z3.Native;
import com.microsoft.z3.Params;
import com.microsoft.z3.Solver;
import com.microsoft.z3.Status;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.subgames.sink.table.Formula;
import org.subgames.sink.table.Var;

/**
 * Decides formulas of linear integer arithmetic over {@link Var} with Z3 (tools.aqua:z3-turnkey,
 * native solver bundled), through Z3's API (not the SMT-LIB text). One instance owns one Z3 context.
 */
public final class Z3Prover implements Prover {

    private final Context ctx;
    private final Map<Var, IntExpr> vars = new EnumMap<>(Var.class);
    private final Solver solver;
    private final int timeoutMs;

    /** timeoutMs per check (0 = none). */
    public Z3Prover(int timeoutMs) {
        this.timeoutMs = timeoutMs;
        ctx = new Context();
        for (Var v : Var.values()) {
            vars.put(v, ctx.mkIntConst(v.smt()));
        }
        solver = ctx.mkSolver(ctx.mkSymbol("QF_LIA"));
        if (timeoutMs > 0) {
            Params p = ctx.mkParams();
            p.add("timeout", timeoutMs);
            solver.setParameters(p);
        }
    }

    @Override
    public Kind kind() {
        return Kind.Z3;
    }

    @Override
    public String version() {
        return com.microsoft.z3.Version.getString();
    }

    @Override
    public Result check(Formula f) {
        solver.push();
        try {
            solver.add(f.toZ3(ctx, vars));
            return answer();
        } finally {
            solver.pop();
        }
    }

    @Override
    public List<Checked> checkEach(Formula base, List<Formula> goals) {
        List<Checked> out = new ArrayList<>();
        solver.push();
        try {
            solver.add(base.toZ3(ctx, vars));
            for (Formula g : goals) {
                long t0 = System.nanoTime();
                solver.push();
                try {
                    solver.add(g.toZ3(ctx, vars));
                    out.add(new Checked(answer(), System.nanoTime() - t0));
                } finally {
                    solver.pop();
                }
            }
        } finally {
            solver.pop();
        }
        return out;
    }

    /** The verdict on the current assertions, with a model when satisfiable. */
    private Result answer() {
        Status st = solver.check();
        if (st == Status.UNSATISFIABLE) {
            return new Result(Verdict.UNSAT, Map.of());
        }
        if (st == Status.UNKNOWN) {
            return new Result(Verdict.UNKNOWN, Map.of());
        }
        Model m = solver.getModel();
        Map<Var, Long> model = new LinkedHashMap<>();
        for (Var v : Var.values()) {
            var val = m.eval(vars.get(v), false);
            if (val instanceof IntNum n) {
                model.put(v, n.getInt64());
            }
        }
        return new Result(Verdict.SAT, model);
    }

    @Override
    public Verdict checkSmtLib(String script) {
        return checkSmtLib(script, null);
    }

    /** As {@link #checkSmtLib(String)} with a solver for the given logic (e.g. QF_LIA), or Z3's default when null. */
    public Verdict checkSmtLib(String script, String logic) {
        Solver s = logic == null ? ctx.mkSolver() : ctx.mkSolver(ctx.mkSymbol(logic));
        if (timeoutMs > 0) {
            Params p = ctx.mkParams();
            p.add("timeout", timeoutMs);
            s.setParameters(p);
        }
        s.add(ctx.parseSMTLIB2String(script, null, null, null, null));
        Status st = s.check();
        return st == Status.UNSATISFIABLE ? Verdict.UNSAT : st == Status.SATISFIABLE ? Verdict.SAT : Verdict.UNKNOWN;
    }

    /**
     * Runs the script in a fresh context, as {@code z3 file.smt2} would, without the cvc5 options
     * some kept scripts set for cvc5 ({@link Cvc5Prover#withoutOwnOptions}).
     */
    @Override
    public List<SmtLib.Answer> run(String script) {
        try (Context fresh = new Context()) {
            return SmtLib.answers(Native.evalSmtlib2String(fresh.nCtx(), Cvc5Prover.withoutOwnOptions(script)), "Z3");
        }
    }

    @Override
    public void close() {
        ctx.close();
    }
}
