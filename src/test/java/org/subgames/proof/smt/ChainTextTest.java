package org.subgames.proof.smt;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Every place that states what the chain proves says what {@link ProofChain} says: docs/proofs.md
 * carries {@link ProofChain#resultMarkdown()} verbatim between its markers (chain.md and the
 * statements' backing are compared elsewhere), and no page claims more than that.
 */
@Tag("smt")
class ChainTextTest {

    private static final Path PROOFS = Path.of("docs/proofs.md");

    @Test
    void docsCarryTheGeneratedResult() throws IOException {
        String doc = Files.readString(PROOFS);
        int b = doc.indexOf(ProofChain.BEGIN);
        int e = doc.indexOf(ProofChain.END);
        assertTrue(b >= 0 && e > b, PROOFS + " needs the markers " + ProofChain.BEGIN + " and " + ProofChain.END);
        String block = doc.substring(b + ProofChain.BEGIN.length(), e).strip();
        assertEquals(ProofChain.resultMarkdown().strip(), block, PROOFS + ": paste ProofChain.resultMarkdown() (chain.md's last two sections)"
                + " between the markers");
    }

    /** The unqualified claims the audit found (every a, b with no bounds; |W| from fill) appear nowhere a user reads. */
    @Test
    void noPageClaimsMoreThanTheChainProves() throws IOException {
        for (Path p : new Path[] {Path.of("README.md"), PROOFS, Path.of("proofs/smt/chain.md")}) {
            String text = Files.readString(p);
            for (String claim : new String[] {"proved for every a, b (by z3 and cvc5, mex-link and model-link by KeY)",
                    "for arrays of every length", "for every 0 < a < b: in the quadratic case", "(KeY, PeriodWordReference.fill)"}) {
                assertFalse(text.contains(claim), p + " still says: " + claim);
            }
        }
    }
}
