package org.subgames.census;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.subgames.game.Convention;
import org.subgames.proof.word.WordProver;
import org.subgames.specs.Statement;
import org.subgames.specs.StatementLoader;

/**
 * The coverage takes a statement with a word prover's backing as proved for the conventions its
 * word has cases for: here the prover (z3) proves each such word of specs/ in this run, so the
 * coverage never rests on a backing that is out of date. (The statements' test engine checks the
 * same under mvn verify; this test ties it to what the coverage reads.)
 */
@Tag("smt")
class CoverageFamiliesProvedTest {

    @Test
    void everyFamilyOfTheCoverageIsProvedInThisRun() {
        List<Statement> specs = StatementLoader.loadDirectory(Path.of("specs"));
        List<Coverage.Family> families = new ArrayList<>();
        for (int moves = 1; moves <= 4; moves++) {
            families.addAll(Coverage.proved(specs, moves));
        }
        assertFalse(families.isEmpty());
        for (Coverage.Family f : families) {
            WordProver.Outcome o = WordProver.replay(60_000).prove(f.statement(), row -> { });
            assertEquals(WordProver.Status.PROVED, o.status(), f.id() + ": " + o.detail());
            for (Convention c : f.conventions()) {
                assertFalse(f.statement().word().cases().get(c).isEmpty(), f.id() + " " + c);
            }
        }
    }
}
