package org.subgames.proof.key;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * CI regression for the KeY proofs: every kept proof in proofs/key replays to a closed proof
 * against the current reference sources, and every contract has a kept proof. The mutants that must
 * break a replay are in {@link KeyMutantsTest} (a class of their own, so the two test forks share
 * the KeY work).
 */
@Tag("key")
class KeyProofsTest {

    private static final Path PROOFS = Path.of("proofs", "key");
    private Path sources;

    @BeforeEach
    void extractSources() throws Exception {
        sources = KeySources.extract(KeySources.SOURCES);
    }

    @AfterEach
    void cleanUp() {
        KeySources.delete(sources);
    }

    @Test
    void everyKeptProofReplaysClosedAndEveryContractHasOne() throws Exception {
        List<ContractResult> results = new KeyProver(sources).replayAll(PROOFS, name -> true);
        // A contract without a kept proof must be listed, with its reason, in proofs/key/open-contracts.txt.
        String open = results.stream().filter(r -> !r.closed() && !r.message().startsWith(KeyProver.KNOWN_OPEN))
                .map(r -> r.proofFile() + ": " + r.message()).collect(Collectors.joining("\n"));
        assertEquals("", open, "proofs that no longer close, or contracts without a kept proof");
        long kept = results.stream().filter(ContractResult::closed).count();
        assertTrue(kept >= 5, "expected the kept proofs in proofs/key to replay, got " + kept);
    }
}
