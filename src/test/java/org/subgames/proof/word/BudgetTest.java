package org.subgames.proof.word;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.subgames.base.BadInputException;
import org.subgames.specs.StatementLoader;
import org.subgames.symbolic.Affine;
import org.subgames.symbolic.Cond;

/** A time budget (census discover --budget) ends a proof unproved, never proved, and is at least a second. */
@Tag("smt")
class BudgetTest {

    @Test
    void aSessionPastItsBudgetStartsNoCheck() throws InterruptedException {
        try (Z3Session z3 = new Z3Session(1000, 1)) {
            Thread.sleep(1);
            assertThrows(Z3Session.OutOfBudget.class, () -> z3.check(Cond.le(Affine.ZERO, Affine.of("x"))));
        }
    }

    /** three-move-a-plus-c takes several seconds (hundreds of obligations): with one second it stops unproved. */
    @Test
    void aProofPastItsBudgetIsUnproved() {
        WordProver.Outcome o = new WordProver(WordProofRun.TIMEOUT_MS).withBudget(1)
                .prove(StatementLoader.load(Path.of("specs", "three-move-a-plus-c.yaml")), r -> { });
        assertEquals(WordProver.Status.UNPROVED, o.status(), o.detail());
        assertTrue(o.detail().contains("the time budget of 1 s ran out"), o.detail());
        assertTrue(o.provedClaims().isEmpty(), o.claims().toString());
    }

    /** A cvc5 script starts no command once its stop answers true: a group of checks cannot run far past the budget. */
    @Test
    void aCvc5RunStopsBetweenCommands() {
        String script = "(set-logic QF_LIA)\n(declare-const x Int)\n(push 1)\n(assert (< x 0))\n(assert (> x 0))\n(check-sat)\n(pop 1)\n"
                + "(push 1)\n(assert (= x 1))\n(assert (= x 2))\n(check-sat)\n(pop 1)\n";
        try (org.subgames.proof.smt.Cvc5Prover cvc5 = new org.subgames.proof.smt.Cvc5Prover(1000)) {
            assertEquals(2, cvc5.run(script, () -> false).size());
            int[] commands = {0};
            assertEquals(1, cvc5.run(script, () -> commands[0]++ >= 6).size(), "stopped after the first check-sat");
            assertEquals(0, cvc5.run(script, () -> true).size());
        }
    }

    @Test
    void aBudgetBelowOneSecondIsBadInput() {
        assertThrows(BadInputException.class, () -> new WordProver(WordProofRun.TIMEOUT_MS).withBudget(0));
    }
}
