package org.subgames.proof.word;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.subgames.specs.StatementLoader;

/**
 * Phases with no small bound in units of their modulus: where x - s lands a count of 2a-blocks
 * away (q*(a) in a move, a block unit 2a), the first encoding weakens the membership and its exact
 * twin still has a model that is no counterexample; built again with a multiple M of the modulus
 * for each such phase (0 &lt;= w - M &lt; U, M = m U in the twin) the obligation is refuted by both
 * solvers. The fixture is a family census discover proposed at max S 60 (S = {a, 2qa + r, 2qa + r +
 * e}, wall), which only this proves.
 */
@Tag("smt")
class PhaseMultiplesTest {

    @TempDir
    Path tmp;

    private static String text() throws IOException {
        return Files.readString(Path.of("src", "test", "resources", "word", "phase-multiples.yaml"));
    }

    private Path statement(String text) throws IOException {
        Path file = tmp.resolve("phase-multiples.yaml");
        Files.writeString(file, text);
        return file;
    }

    @Test
    void aFamilyWhoseMovesAreACountOfBlocksAwayIsProvedWithThePhasesMultiples() throws IOException {
        WordProver.Outcome o = new WordProver(WordProofRun.TIMEOUT_MS).prove(StatementLoader.load(statement(text())), r -> { });
        assertEquals(WordProver.Status.PROVED, o.status(), o.detail());
        assertEquals(2, o.provedClaims().size(), o.claims().toString());
        assertTrue(o.notes().stream().anyMatch(n -> n.startsWith("wall: ") && n.contains("with a multiple M of the modulus")), o.notes().toString());
        assertTrue(o.script().contains("|#M"), "the multiples and their twins are kept");
        assertTrue(TestStatements.twinsAreKeptAloneAndReplay(o, false) > 0);
    }

    /**
     * Mutants of the word, proved without the sample check (the obligations, their twins and the
     * multiples' twins alone must fail them): none is proved.
     */
    @Test
    void aWrongWordIsNotProvedWithThePhasesMultiples() throws IOException {
        String text = text();
        String period = "(0^a 1^a)^(q - 1) 0^r 2^(a - r) 1^r 0^a 1^a\"";
        for (String mutant : List.of("(0^a 1^a)^(q - 1) 0^r 2^(a - r) 1^r 1^a 0^a\"", "(0^a 1^a)^(q - 1) 0^r 1^(a - r) 2^r 0^a 1^a\"")) {
            String mutated = text.replace(period, mutant);
            assertNotEquals(text, mutated);
            WordProver.Outcome o = new WordProver(WordProofRun.TIMEOUT_MS, false, true).prove(StatementLoader.load(statement(mutated)), r -> { });
            assertNotEquals(WordProver.Status.PROVED, o.status(), mutant + ": " + o.detail());
        }
    }
}
