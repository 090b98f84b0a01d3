package org.subgames.proof.smt;

import io.github.cvc5.Command;
import io.github.cvc5.InputParser;
import io.github.cvc5.Solver;
import io.github.cvc5.SymbolManager;
import io.github.cvc5.Term;
import io.github.cvc5.TermManager;
import io.github.cvc5.modes.InputLanguage;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BooleanSupplier;
import org.subgames.sink.table.Formula;
import org.subgames.sink.table.Var;

/**
 * cvc5 (io.github.cvc5, the native library from the {@code linux-x86_64} jar, loaded by the
 * bindings themselves) as the second, independent solver. Unlike {@link Z3Prover} it only ever sees
 * SMT-LIB text ({@link Formula#toSmt()}), parsed by cvc5's own parser, in a fresh solver per check.
 */
public final class Cvc5Prover implements Prover {

    /**
     * cvc5's settings for a nonlinear obligation alone, tried in turn: its defaults, then options
     * that settle obligations its defaults leave unknown, each as the set-option line a script
     * carries after {@code (reset)}.
     */
    public static final List<String> NONLINEAR_SETTINGS = List.of("", "(set-option :nl-rlv always)\n", "(set-option :arith-brab false)\n",
            "(set-option :nl-ext-factor false)\n", "(set-option :arith-rewrite-equalities true)\n", "(set-option :learned-rewrite true)\n",
            "(set-option :nl-ext light)\n");

    /**
     * The script without the set-option lines of {@link #NONLINEAR_SETTINGS}: cvc5's own options,
     * which z3 does not know and rejects (they steer cvc5's search, not what a check asks).
     */
    public static String withoutOwnOptions(String script) {
        String out = script;
        for (String setting : NONLINEAR_SETTINGS) {
            out = setting.isEmpty() ? out : out.replace(setting, "");
        }
        return out;
    }

    private final TermManager tm = new TermManager();
    private final int timeoutMs;

    /** timeoutMs per check (0 = none). */
    public Cvc5Prover(int timeoutMs) {
        this.timeoutMs = timeoutMs;
    }

    @Override
    public Kind kind() {
        return Kind.CVC5;
    }

    @Override
    public String version() {
        Solver s = new Solver(tm);
        try {
            return s.getVersion();
        } finally {
            s.deletePointer();
        }
    }

    @Override
    public Result check(Formula f) {
        return checkEach(f, List.of(new Formula.And(List.of()))).get(0).result();
    }

    @Override
    public List<Checked> checkEach(Formula base, List<Formula> goals) {
        StringBuilder sb = new StringBuilder("(set-logic QF_LIA)\n");
        for (Var v : Var.values()) {
            sb.append("(declare-const ").append(v.smt()).append(" Int)\n");
        }
        sb.append("(assert ").append(base.toSmt()).append(")\n");
        Session s = new Session(true, true, 0);
        try {
            s.run(sb.toString());
            Map<String, Term> declared = new LinkedHashMap<>();
            for (Term t : s.symbols.getDeclaredTerms()) {
                declared.put(t.toString(), t);
            }
            List<Checked> out = new ArrayList<>();
            for (Formula g : goals) {
                long t0 = System.nanoTime();
                Verdict v = verdict(s.run("(push 1)\n(assert " + g.toSmt() + ")\n(check-sat)\n"));
                Map<Var, Long> model = new LinkedHashMap<>();
                if (v == Verdict.SAT) {
                    for (Var var : Var.values()) {
                        Term t = declared.get(var.smt());
                        if (t != null) {
                            Term val = s.solver.getValue(t);
                            if (val.isIntegerValue()) {
                                model.put(var, val.getIntegerValue().longValueExact());
                            }
                        }
                    }
                }
                out.add(new Checked(new Result(v, model), System.nanoTime() - t0));
                s.run("(pop 1)\n");
            }
            return out;
        } finally {
            s.close();
        }
    }

    @Override
    public Verdict checkSmtLib(String script) {
        Session s = new Session(false, false, 0);
        try {
            return verdict(s.run(script + "\n(check-sat)\n"));
        } finally {
            s.close();
        }
    }

    /** As {@code cvc5 --incremental file.smt2}: the kept scripts use push/pop. */
    @Override
    public List<SmtLib.Answer> run(String script) {
        return run(script, () -> false);
    }

    /**
     * As {@link #run(String)}, but no command starts once stop answers true: the answers end there
     * (fewer than the script's check-sats), so a caller with a time budget overruns it by at most
     * one check's time limit.
     */
    public List<SmtLib.Answer> run(String script, BooleanSupplier stop) {
        return run(script, stop, 0);
    }

    /**
     * As {@link #run(String, BooleanSupplier)}, with at most resourceUnits of cvc5's resource count
     * per check (its option rlimit-per; 0 = none) on top of the time limit: unlike time, the count
     * does not depend on the machine, so whether a check ends within it is the same everywhere.
     */
    public List<SmtLib.Answer> run(String script, BooleanSupplier stop, long resourceUnits) {
        Session s = new Session(true, false, resourceUnits);
        try {
            return SmtLib.answers(s.run(script, stop), "cvc5");
        } finally {
            s.close();
        }
    }

    private static Verdict verdict(String out) {
        List<SmtLib.Answer> as = SmtLib.answers(out, "cvc5");
        if (as.isEmpty()) {
            throw new IllegalStateException("cvc5 gave no answer: " + out);
        }
        return switch (as.get(as.size() - 1).verdict()) {
            case "unsat" -> Verdict.UNSAT;
            case "sat" -> Verdict.SAT;
            default -> Verdict.UNKNOWN;
        };
    }

    /**
     * One fresh solver with its symbol table; the native objects are freed by close. Its options
     * are set when it is made and again after each {@code (reset)} of a script, which restores
     * cvc5's defaults (the time limit among them) before the script's own set-options.
     */
    private final class Session {
        final Solver solver = new Solver(tm);
        final SymbolManager symbols = new SymbolManager(tm);
        final Map<String, String> options = new LinkedHashMap<>();

        Session(boolean incremental, boolean models, long resourceUnits) {
            options.put("incremental", Boolean.toString(incremental));
            if (models) {
                options.put("produce-models", "true");
            }
            if (timeoutMs > 0) {
                options.put("tlimit-per", Integer.toString(timeoutMs));
            }
            if (resourceUnits > 0) {
                options.put("rlimit-per", Long.toString(resourceUnits));
            }
            options.forEach(solver::setOption);
        }

        String run(String script) {
            return run(script, () -> false);
        }

        String run(String script, BooleanSupplier stop) {
            InputParser parser = new InputParser(solver, symbols);
            try {
                parser.setStringInput(InputLanguage.SMT_LIB_2_6, script, "script");
                StringBuilder out = new StringBuilder();
                while (!stop.getAsBoolean()) {
                    Command c = parser.nextCommand();
                    if (c.isNull()) {
                        break;
                    }
                    boolean reset = c.getCommandName().equals("reset");
                    out.append(c.invoke(solver, symbols));
                    c.deletePointer();
                    if (reset) {
                        options.forEach(solver::setOption);
                    }
                }
                return out.toString();
            } finally {
                parser.deletePointer();
            }
        }

        void close() {
            symbols.deletePointer();
            solver.deletePointer();
        }
    }

    @Override
    public void close() {
        tm.deletePointer();
    }
}
