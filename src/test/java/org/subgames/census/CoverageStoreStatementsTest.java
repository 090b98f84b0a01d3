package org.subgames.census;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.subgames.specs.Statement;

/**
 * The statements the coverage reads are read once while no file changes, and afresh when one is
 * added, rewritten or removed (in the directory or in discovered/).
 */
@Tag("statements")
class CoverageStoreStatementsTest {

    @Test
    void readAgainOnlyWhenAFileChanges(@TempDir Path tmp) throws IOException {
        Path discovered = Files.createDirectories(tmp.resolve("discovered"));
        copy("three-move-wall-c100-136", discovered);
        List<Statement> first = CoverageStore.statements(tmp);
        assertSame(first, CoverageStore.statements(tmp), "read again with no file changed");
        assertEquals(List.of("three-move-wall-c100-136"), ids(first));
        Path other = copy("three-move-sink-d100-33", discovered);
        assertEquals(List.of("three-move-sink-d100-33", "three-move-wall-c100-136"), ids(CoverageStore.statements(tmp)), "a file added");
        String text = Files.readString(other);
        Files.writeString(other, text.replace("title: \"", "title: \"changed: "));
        assertEquals("changed: ", CoverageStore.statements(tmp).get(0).title().substring(0, 9), "a file rewritten");
        Files.delete(other);
        assertEquals(List.of("three-move-wall-c100-136"), ids(CoverageStore.statements(tmp)), "a file removed");
    }

    /** A fixture of src/test/resources/discovery/ copied into the directory. */
    private static Path copy(String id, Path dir) throws IOException {
        return Files.copy(Path.of("src/test/resources/discovery", id + ".yaml"), dir.resolve(id + ".yaml"));
    }

    private static List<String> ids(List<Statement> all) {
        return all.stream().map(Statement::id).toList();
    }
}
