package org.subgames.proof.key;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The replay index holds the built-in rules a kept proof records, read from the proof's text as
 * KeY writes it; KeyProofsTest and ChainCommandTest replay every kept proof closed with it.
 */
@Tag("key")
class ReplayIndexTest {

    @Test
    void theRulesAKeptProofRecordsAreReadFromItsText() throws Exception {
        String text = Files.readString(Path.of("proofs", "key", "NimValues.wall(int[],int).0.proof"));
        assertEquals(Set.of("Loop Invariant", "One Step Simplification", "Use Dependency Contract", "Use Operation Contract"),
                ReplayIndex.builtInRulesRecorded(text));
    }

    @Test
    void anyWhitespaceAfterTheKeywordAndNoOtherStepCount() {
        String text = "(rule \"andLeft\" (formula \"1\"))\n(builtin\n  \"Use Operation Contract\" (formula \"2\"))\n"
                + "(builtin \"One Step Simplification\" (formula \"1\"))\n(rule \"builtin\" (formula \"3\"))";
        assertEquals(Set.of("Use Operation Contract", "One Step Simplification"), ReplayIndex.builtInRulesRecorded(text));
        assertEquals(Set.of(), ReplayIndex.builtInRulesRecorded("(rule \"close\" (formula \"1\"))"));
    }
}
