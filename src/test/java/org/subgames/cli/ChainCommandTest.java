package org.subgames.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.subgames.proof.key.KeyProver;
import org.subgames.proof.smt.ProofChain;

/**
 * {@code tables prove --all}, the all-parameter proof chain. Maven runs this class in the same
 * execution as the other tests (pom.xml), so its time in the test report includes the other
 * fork's load beside it; the chain's time when a user runs it alone is measured apart
 * (docs/proofs.md). Its KeY process replays the kept proofs of the chain's KeY lemmas, which
 * KeyProofsTest leaves to it.
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
        keyRowsCountTheKeptClosures(out);
        System.out.println(out.lines().filter(l -> l.startsWith("chain total")).findFirst().orElse("no chain total"));
    }

    /**
     * Each KeY row replayed as many proofs as its lemma's kept closure holds (the roots and every
     * contract their kept files record, {@code KeyProver.keptClosure}): KeyProofsTest leaves these
     * proofs to this test, which replays them closed, and this ties the two sets together.
     */
    private static void keyRowsCountTheKeptClosures(String out) {
        for (ProofChain.KeyLemma k : ProofChain.keyLemmas()) {
            String row = out.lines().filter(l -> l.startsWith(k.id() + " ") && l.contains(" KeY ")).findFirst().orElse("");
            String[] cells = row.trim().split("\\s+");
            int closure;
            try {
                closure = KeyProver.keptClosure(Path.of("proofs", "key"), k.roots()).size();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            assertTrue(cells.length > 3, out);
            assertEquals(Integer.toString(closure), cells[3], k.id() + ": " + row);
        }
    }
}
