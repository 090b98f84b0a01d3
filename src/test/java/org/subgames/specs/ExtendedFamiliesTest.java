package org.subgames.specs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.subgames.proof.word.WordProofRun;
import org.subgames.proof.word.WordProver;

/**
 * The proved families kept outside plain mvn verify's time budget ({@code specs/extended/} and the
 * ones census discover kept, {@code specs/discovered/}; their obligations in {@code
 * proofs/word/extended/} and {@code proofs/word/discovered/}): each word proved afresh by z3 and
 * cvc5, the claims proved exactly those its backing lists, and the kept file what the word
 * generates now. Run with {@code mvn verify -Pextended} (timings: docs/benchmarks.md).
 */
@Tag("statements")
@Tag("extended")
class ExtendedFamiliesTest {

    @Test
    void everyExtendedFamilyIsProvedAsItsBackingAndKeptFileSay() {
        proveAll("extended");
    }

    /** The families census discover --keep kept (specs/discovered/, their obligations in proofs/word/discovered/). */
    @Test
    void everyDiscoveredFamilyIsProvedAsItsBackingAndKeptFileSay() {
        proveAll("discovered");
    }

    /**
     * The statements of specs/SUB with a word, or those whose id matches the regular expression of
     * the property {@code subgames.extended.ids} (e.g. {@code -Dsubgames.extended.ids='three-move-sink-c60-.*'},
     * to prove the families one discovery run kept without the others).
     */
    private static void proveAll(String sub) {
        String given = System.getProperty("subgames.extended.ids", "");
        String ids = given.isBlank() || given.startsWith("${") ? ".*" : given; // unset in the pom: every statement
        List<Statement> all = WordProofRun.withWords(StatementLoader.loadDirectory(Path.of("specs", sub))).stream()
                .filter(st -> st.id().matches(ids)).toList();
        System.out.println("ExtendedFamiliesTest: " + all.size() + " statements of specs/" + sub + " with ids matching " + ids);
        assertFalse(all.isEmpty());
        WordProver prover = new WordProver(WordProofRun.TIMEOUT_MS);
        for (Statement st : all) {
            WordProver.Outcome o = prover.prove(st, r -> { });
            assertEquals(WordProver.Status.PROVED, o.status(), st.id() + ": " + o.detail());
            assertEquals(st.backing().provedClaims().stream().sorted().toList(), o.provedClaims().stream().sorted().toList(), st.id());
            assertTrue(WordProofRun.keptMatches(Path.of("proofs", "word", sub), o), st.id() + ": proofs/word/" + sub + "/" + st.id()
                    + ".smt2(.gz) is not what the word generates; run java -jar target/subgames.jar prove statement specs/" + sub + "/" + st.id()
                    + ".yaml --write --proofs proofs/word/" + sub);
        }
    }
}
