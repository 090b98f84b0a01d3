package org.subgames.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * {@code tables prove --all}, the all-parameter proof chain. Maven runs this class after all
 * other tests, in a fork of its own with only the classes tagged beside-chain beside it (see pom.xml): the chain's
 * longest path, the KeY replay, keeps a core to itself, so its time in the test report is close
 * to the chain's time when a user runs it.
 */
@Tag("chain")
class ChainCommandTest {

    /**
     * The whole chain as the README gives it: every SMT lemma with z3 and cvc5, the KeY lemmas
     * replayed in the second JVM (from this test's class path), the assembly complete, and every
     * statement proved for every integer 0 &lt; a &lt; b with the KeY lemmas' bounds printed apart. The chain's total time is printed (it is what the 60 s target is about).
     */
    @Test
    void wholeChainProvesEveryStatement() {
        SolverCommandsTest.Result r = SolverCommandsTest.run("tables", "prove", "--all");
        assertEquals(0, r.code(), r.out() + r.err());
        String out = r.out();
        assertEquals(4, out.lines().filter(l -> l.startsWith("  proved for every integer 0 < a < b: ") && l.endsWith("(by z3 and cvc5)")).count(), out);
        assertEquals(4, out.lines().filter(l -> l.startsWith("  bounded: for 1 <= a <= 46340 and a < b <= 100000000 only: ")).count(), out);
        assertTrue(out.lines().anyMatch(l -> l.startsWith("mex-link ") && l.contains(" KeY ") && l.contains("proved (contracts replayed) for positions")), out);
        assertTrue(out.lines().anyMatch(l -> l.startsWith("model-link ") && l.contains(" KeY ") && l.contains("proved (contracts replayed; blockAt")), out);
        assertTrue(out.lines().anyMatch(l -> l.startsWith("assembly ") && l.contains("complete (")), out);
        assertEquals(12, out.lines().filter(l -> l.matches("\\S+ +cvc5 .* proved")).count(), out);
        assertEquals(12, out.lines().filter(l -> l.matches("\\S+ +z3 .* proved")).count(), out);
        assertTrue(out.contains("trusted, not checked by machine here:"), out);
        System.out.println(out.lines().filter(l -> l.startsWith("chain total")).findFirst().orElse("no chain total"));
    }
}
