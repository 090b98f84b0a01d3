package org.subgames.proof.smt;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Scripts of several sections ({@code (reset)}, a cvc5 setting, a logic): cvc5 keeps its session's
 * limits across a reset, accepts each of its settings, and z3 replays the same text without them.
 */
@Tag("smt")
class Cvc5SessionTest {

    /** x^3 + y^3 = z^3 with x, y, z > 1: unsat (Fermat for n = 3), and far beyond either solver. */
    private static final String HARD = "(declare-const x Int)\n(declare-const y Int)\n(declare-const z Int)\n(assert (> x 1))\n(assert (> y 1))\n"
            + "(assert (> z 1))\n(assert (= (+ (* x x x) (* y y y)) (* z z z)))\n(check-sat)\n";

    /** x y = 6 with x = 2, y = 4: unsat, at once under every setting. */
    private static final String EASY = "(declare-const x Int)\n(declare-const y Int)\n(assert (= (* x y) 6))\n(assert (= x 2))\n(assert (= y 4))\n(check-sat)\n";

    /**
     * A reset restores cvc5's defaults, which have no limit: the session sets its limits again, so
     * the hard check after it ends unknown within the resource count, as the one before it does.
     */
    @Test
    void aResetKeepsTheSessionsLimits() {
        String script = "(set-logic QF_NIA)\n" + HARD + "(reset)\n(set-logic QF_NIA)\n" + HARD;
        List<SmtLib.Answer> answers = assertTimeoutPreemptively(Duration.ofSeconds(40), () -> {
            try (Cvc5Prover cvc5 = new Cvc5Prover(600_000)) {
                return cvc5.run(script, () -> false, 20_000);
            }
        });
        assertEquals(List.of("unknown", "unknown"), answers.stream().map(SmtLib.Answer::verdict).toList());
    }

    /** Each setting is an option cvc5 knows (it answers unsupported to a misspelt one and goes on), and under each the easy check is unsat. */
    @Test
    void everySettingIsCvc5s() {
        try (Cvc5Prover cvc5 = new Cvc5Prover(10_000)) {
            StringBuilder script = new StringBuilder();
            for (String setting : Cvc5Prover.NONLINEAR_SETTINGS) {
                script.append("(reset)\n").append(setting).append("(set-logic QF_NIA)\n").append(EASY);
            }
            List<SmtLib.Answer> answers = cvc5.run(script.toString());
            assertEquals(Cvc5Prover.NONLINEAR_SETTINGS.size(), answers.size());
            answers.forEach(a -> assertEquals("unsat", a.verdict()));
        }
        io.github.cvc5.TermManager tm = new io.github.cvc5.TermManager();
        io.github.cvc5.Solver solver = new io.github.cvc5.Solver(tm);
        try {
            java.util.Set<String> known = java.util.Set.of(solver.getOptionNames());
            for (String setting : Cvc5Prover.NONLINEAR_SETTINGS) {
                if (!setting.isEmpty()) {
                    String name = setting.substring("(set-option :".length(), setting.indexOf(' ', "(set-option :".length()));
                    assertTrue(known.contains(name), name);
                }
            }
            assertFalse(known.contains("nl-extt"));
        } finally {
            solver.deletePointer();
            tm.deletePointer();
        }
    }

    /**
     * z3 replays a script of sections without cvc5's settings, answer for answer: a section that is
     * sat stays sat (dropping the options never drops a check).
     */
    @Test
    void z3ReplaysSectionsWithoutCvc5sSettings() {
        String sat = "(declare-const x Int)\n(assert (= (* x x) 4))\n(check-sat)\n";
        String script = "(set-logic QF_LIA)\n(declare-const y Int)\n(assert (> y y))\n(check-sat)\n";
        for (String setting : Cvc5Prover.NONLINEAR_SETTINGS) {
            script += "(reset)\n" + setting + "(set-logic QF_NIA)\n" + EASY + "(reset)\n" + setting + "(set-logic QF_NIA)\n" + sat;
        }
        List<String> expected = new java.util.ArrayList<>(List.of("unsat"));
        Cvc5Prover.NONLINEAR_SETTINGS.forEach(s -> expected.addAll(List.of("unsat", "sat")));
        assertEquals(expected, SmtLib.run(script).stream().map(SmtLib.Answer::verdict).toList());
        try (Cvc5Prover cvc5 = new Cvc5Prover(10_000)) {
            assertEquals(expected, cvc5.run(script).stream().map(SmtLib.Answer::verdict).toList());
        }
    }
}
