package org.subgames.specs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.StringReader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.subgames.base.BadInputException;

/** prove statement --write's rewrite of a backing: the two lists replace the old entries, the rest of the file stays, twice is once. */
@Tag("statements")
class BackingFileTest {

    private static final String HEAD = "# a comment\nid: x\nkind: theorem\nbacking:\n  proved: \"old text that\n    goes on\"\n  lemmas: [word]\n"
            + "  per-instance:\n  - \"compact list item\"\n  command: c  # kept\n\ntitle: t\n";

    @Test
    void theListsReplaceTheOldEntriesAndTheRestStays() {
        String out = BackingFile.rewrite(HEAD, "x.yaml", List.of("a \"quoted\" claim", "b: with a colon"), List.of());
        assertEquals("# a comment\nid: x\nkind: theorem\nbacking:\n  lemmas: [word]\n  command: c  # kept\n  " + BackingFile.MARK + "\n"
                + "  proved:\n    - \"a \\\"quoted\\\" claim\"\n    - \"b: with a colon\"\n  per-instance: []\n\ntitle: t\n", out);
        assertEquals(out, BackingFile.rewrite(out, "x.yaml", List.of("a \"quoted\" claim", "b: with a colon"), List.of()), "idempotent");
        String again = BackingFile.rewrite(out, "x.yaml", List.of(), List.of("a \"quoted\" claim", "b: with a colon"));
        assertTrue(again.contains("  proved: []\n  per-instance:\n    - \"a \\\"quoted\\\" claim\"\n    - \"b: with a colon\"\n\ntitle: t\n"), again);
    }

    /** Every claim proved makes a conjecture a theorem; a claim per instance leaves the kind, and a theorem stays one. */
    @Test
    void aConjectureWithEveryClaimProvedBecomesATheorem() {
        String conjecture = HEAD.replace("kind: theorem", "kind: conjecture");
        assertTrue(BackingFile.rewrite(conjecture, "x.yaml", List.of("a"), List.of()).contains("\nkind: theorem\n"));
        assertTrue(BackingFile.rewrite(conjecture, "x.yaml", List.of("a"), List.of("b")).contains("\nkind: conjecture\n"));
        assertTrue(BackingFile.rewrite(conjecture, "x.yaml", List.of(), List.of()).contains("\nkind: conjecture\n"));
        assertTrue(BackingFile.rewrite(HEAD, "x.yaml", List.of("a"), List.of("b")).contains("\nkind: theorem\n"));
    }

    @Test
    void theWrittenFileLoadsWithTheClaimsByName() throws Exception {
        String text = Files.readString(Path.of("specs", "two-move.yaml"));
        Statement st = StatementLoader.parse("two-move.yaml", new StringReader(text));
        List<String> names = st.claims().stream().map(Claim::name).toList();
        String out = BackingFile.rewrite(text, "two-move.yaml", names.subList(0, 2), names.subList(2, names.size()));
        Statement back = StatementLoader.parse("two-move.yaml", new StringReader(out));
        assertEquals(names.subList(0, 2), back.backing().provedClaims());
        assertEquals(names.subList(2, names.size()), back.backing().perInstanceClaims());
        assertEquals(text, BackingFile.rewrite(out, "two-move.yaml", st.backing().provedClaims(), st.backing().perInstanceClaims()),
                "the shipped file is what --write writes");
    }

    @Test
    void aFileWithoutABackingBlockIsBadInput() {
        String m = assertThrows(BadInputException.class, () -> BackingFile.rewrite("id: x\n", "x.yaml", List.of(), List.of())).getMessage();
        assertTrue(m.contains("x.yaml has no backing: block"), m);
        m = assertThrows(BadInputException.class, () -> BackingFile.rewrite("id: x\nbacking: {lemmas: [word]}\n", "x.yaml", List.of(), List.of()))
                .getMessage();
        assertTrue(m.startsWith("x.yaml:2: write the backing as a block"), m);
    }
}
