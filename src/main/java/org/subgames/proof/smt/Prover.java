package org.subgames.proof.smt;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.subgames.base.BadInputException;
import org.subgames.sink.table.Formula;
import org.subgames.sink.table.Var;

/**
 * An SMT solver that decides the linear formulas of the table model and runs SMT-LIB scripts:
 * {@link Z3Prover} (z3-turnkey) or {@link Cvc5Prover} (io.github.cvc5). One instance is not
 * thread-safe; close it.
 */
public interface Prover extends AutoCloseable {

    enum Verdict { UNSAT, SAT, UNKNOWN }

    /** A verdict and, when satisfiable, a model (variable to value, in {@link Var} order). */
    record Result(Verdict verdict, Map<Var, Long> model) {
        public String modelText() {
            StringBuilder sb = new StringBuilder();
            model.forEach((v, n) -> sb.append(sb.length() == 0 ? "" : ", ").append(v.display()).append(" = ").append(n));
            return sb.toString();
        }

        public long[] values() {
            long[] out = new long[Var.values().length];
            model.forEach((v, n) -> out[v.ordinal()] = n);
            return out;
        }
    }

    /** The solvers this project uses. */
    enum Kind {
        Z3, CVC5;

        public String id() {
            return name().toLowerCase(Locale.ROOT);
        }

        public Prover open(int timeoutMs) {
            return this == Z3 ? new Z3Prover(timeoutMs) : new Cvc5Prover(timeoutMs);
        }

        /** {@code z3}, {@code cvc5} or {@code both} (z3 first). */
        public static List<Kind> parse(String text) {
            return switch (text == null ? "" : text.toLowerCase(Locale.ROOT)) {
                case "z3" -> List.of(Z3);
                case "cvc5" -> List.of(CVC5);
                case "both" -> List.of(Z3, CVC5);
                default -> throw new BadInputException("unknown solver '" + text + "' (expected z3, cvc5 or both)");
            };
        }
    }

    Kind kind();

    /** The solver's own version string, e.g. 4.13.0 or 1.3.2. */
    String version();

    /** Is f satisfiable? With a model when it is. */
    Result check(Formula f);

    /** A result and the time its check took. */
    record Checked(Result result, long nanos) {
    }

    /**
     * Is base &and; goal satisfiable, for each goal in turn? One answer per goal, with a model when
     * satisfiable; the same answers as {@code check(and(base, goal))}. The solvers assert base once
     * and each goal between push and pop, as the kept scripts do, so the shared context is
     * processed once per group instead of once per obligation. A goal's time runs from its push to
     * its answer (the first goal's includes the solver's work on base).
     */
    List<Checked> checkEach(Formula base, List<Formula> goals);

    /** Is the SMT-LIB script (logic, declarations and assertions, no check-sat) satisfiable? */
    Verdict checkSmtLib(String script);

    /**
     * Runs a whole SMT-LIB script (push/pop, echo, check-sat) as the solver's command line would and
     * returns each check-sat answer with the id echoed before it.
     */
    List<SmtLib.Answer> run(String script);

    @Override
    void close();
}
