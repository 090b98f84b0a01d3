package org.subgames.proof.smt;

import com.microsoft.z3.Context;
import com.microsoft.z3.Native;
import io.github.cvc5.Command;
import io.github.cvc5.InputParser;
import io.github.cvc5.Solver;
import io.github.cvc5.SymbolManager;
import io.github.cvc5.TermManager;
import io.github.cvc5.modes.InputLanguage;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The two SMT solvers that read the kept SMT-LIB scripts, each as its command-line tool would read
 * a file: Z3 (tools.aqua:z3-turnkey) and cvc5 (io.github.cvc5, native library for linux-x86_64).
 * They share no code, so a script both answer unsat for is proved twice, independently.
 */
public enum SmtSolver {
    Z3 {
        @Override
        String output(String script, int timeoutMs) {
            try (Context ctx = new Context()) {
                String limit = timeoutMs > 0 ? "(set-option :timeout " + timeoutMs + ")\n" : "";
                return Native.evalSmtlib2String(ctx.nCtx(), limit + script);
            }
        }

        @Override
        public String version() {
            return com.microsoft.z3.Version.getString();
        }
    },
    CVC5 {
        @Override
        String output(String script, int timeoutMs) {
            TermManager tm = new TermManager();
            Solver solver = new Solver(tm);
            SymbolManager sm = new SymbolManager(tm);
            InputParser parser = new InputParser(solver, sm);
            try {
                // the scripts put every obligation between push and pop, which cvc5 accepts only
                // in incremental mode (on the command line: cvc5 --incremental FILE)
                solver.setOption("incremental", "true");
                if (timeoutMs > 0) {
                    solver.setOption("tlimit-per", Integer.toString(timeoutMs));
                }
                parser.setStringInput(InputLanguage.SMT_LIB_2_6, script, "script");
                StringBuilder out = new StringBuilder();
                for (Command c = parser.nextCommand(); !c.isNull(); c = parser.nextCommand()) {
                    out.append(c.invoke(solver, sm));
                }
                return out.toString();
            } catch (io.github.cvc5.CVC5ApiException e) {
                return "(error \"" + e.getMessage() + "\")";
            } finally {
                parser.deletePointer();
                sm.deletePointer();
                solver.deletePointer();
                tm.deletePointer();
            }
        }

        @Override
        public String version() {
            TermManager tm = new TermManager();
            Solver s = new Solver(tm);
            try {
                return s.getVersion();
            } finally {
                s.deletePointer();
                tm.deletePointer();
            }
        }
    };

    /** The solver's raw output for a script: its echo lines and check-sat answers. */
    abstract String output(String script, int timeoutMs);

    /** The solver's own version string. */
    public abstract String version();

    /** Lower-case name, as on the command line. */
    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** The solvers named by a {@code --solver} value: z3, cvc5 or both. */
    public static List<SmtSolver> parse(String s) {
        return switch (s == null ? "" : s.trim().toLowerCase(Locale.ROOT)) {
            case "z3" -> List.of(Z3);
            case "cvc5" -> List.of(CVC5);
            case "both" -> List.of(Z3, CVC5);
            default -> throw new IllegalArgumentException("unknown --solver '" + s + "' (expected z3, cvc5 or both)");
        };
    }

    /** One answered check-sat of a script: the id echoed before it and the answer (unsat, sat, unknown). */
    public record Answer(String id, String verdict) {
    }

    /**
     * Runs a script as the solver's command-line tool would and pairs each answer with the id echoed
     * before it. A check-sat the solver did not answer is reported as "unknown", never dropped.
     */
    public List<Answer> run(String script, int timeoutMs) {
        List<Answer> answers = answers(output(script, timeoutMs));
        int asked = checkSats(script);
        while (answers.size() < asked) {
            answers.add(new Answer("(check-sat " + (answers.size() + 1) + " of " + asked + ", no answer)", "unknown"));
        }
        return answers;
    }

    /** The number of check-sat commands in a script (outside comments). */
    static int checkSats(String script) {
        int n = 0;
        for (String line : script.split("\\R")) {
            String t = line.strip();
            if (!t.startsWith(";")) {
                int i = -1;
                while ((i = t.indexOf("(check-sat)", i + 1)) >= 0) {
                    n++;
                }
            }
        }
        return n;
    }

    private List<Answer> answers(String output) {
        List<Answer> answers = new ArrayList<>();
        String id = null;
        for (String line : output.split("\\R")) {
            String t = line.strip();
            if (t.isEmpty()) {
                continue;
            }
            if (t.equals("unsat") || t.equals("sat") || t.startsWith("unknown")) {
                // cvc5 says why it gave up, e.g. "unknown (TIMEOUT)"
                answers.add(new Answer(id, t.startsWith("unknown") ? "unknown" : t));
                id = null;
            } else if (t.startsWith("(error")) {
                throw new IllegalArgumentException(id() + " rejected the script: " + t);
            } else {
                // Z3 echoes the bare string, cvc5 the SMT-LIB literal with its quotes
                id = t.length() >= 2 && t.startsWith("\"") && t.endsWith("\"") ? t.substring(1, t.length() - 1) : t;
            }
        }
        return answers;
    }
}
