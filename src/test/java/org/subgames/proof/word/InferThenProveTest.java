package org.subgames.proof.word;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.subgames.census.WordInference;
import org.subgames.period.Periodicity;
import org.subgames.specs.Statement;
import org.subgames.specs.StatementLoader;

/** Issue 25's loop: census --infer-word proposes a word from data, pasted into the statement, the prover proves it. */
@Tag("smt")
class InferThenProveTest {

    @TempDir
    Path tmp;

    @Test
    void theInferredTwoMoveWordIsProvedForEveryParameter() throws IOException {
        Statement st = StatementLoader.load(Path.of("specs", "two-move.yaml"));
        WordInference.Result inferred = WordInference.infer(st, new WordInference.Options(Map.of(), null, 2, Periodicity.DEFAULT_LIMIT));
        assertTrue(inferred.fitsAll(), inferred.text());
        String text = Files.readString(Path.of("specs", "two-move.yaml"));
        String pasted = text.substring(0, text.indexOf("\nword:") + 1) + inferred.text();
        Path file = tmp.resolve("two-move.yaml");
        Files.writeString(file, pasted);
        WordProver.Outcome o = WordProver.z3Only(WordProofRun.TIMEOUT_MS).prove(StatementLoader.load(file), r -> { });
        assertEquals(WordProver.Status.PROVED, o.status(), o.detail() + "\n" + inferred.text());
        assertEquals(st.claims().size(), o.proved().size(), "every claim of two-move is proved: " + o.perInstance());
    }
}
