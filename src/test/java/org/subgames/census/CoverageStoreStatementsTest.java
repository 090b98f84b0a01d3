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

    private static final Path FIXTURE = Path.of("src/test/resources/discovery/three-move-wall-c100-136.yaml");

    @TempDir
    Path tmp;

    @Test
    void readAgainOnlyWhenAFileChanges() throws IOException {
        Path discovered = Files.createDirectories(tmp.resolve("discovered"));
        Files.copy(FIXTURE, discovered.resolve(FIXTURE.getFileName()));
        List<Statement> first = CoverageStore.statements(tmp);
        assertSame(first, CoverageStore.statements(tmp), "read again with no file changed");
        assertEquals(List.of("three-move-wall-c100-136"), ids(first));
        Path other = discovered.resolve("three-move-sink-d100-33.yaml");
        Files.copy(Path.of("src/test/resources/discovery/three-move-sink-d100-33.yaml"), other);
        assertEquals(List.of("three-move-sink-d100-33", "three-move-wall-c100-136"), ids(CoverageStore.statements(tmp)), "a file added");
        String text = Files.readString(other);
        Files.writeString(other, text.replace("title: \"", "title: \"changed: "));
        assertEquals("changed: ", CoverageStore.statements(tmp).get(0).title().substring(0, 9), "a file rewritten");
        Files.delete(other);
        assertEquals(List.of("three-move-wall-c100-136"), ids(CoverageStore.statements(tmp)), "a file removed");
    }

    private static List<String> ids(List<Statement> all) {
        return all.stream().map(Statement::id).toList();
    }
}
