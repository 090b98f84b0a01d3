package org.subgames.base;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A write is all or nothing: a content that fails (a bug, out of memory) leaves the old file and no temporary file. */
@Tag("statements")
class AtomicFileTest {

    @Test
    void aFailingContentLeavesTheOldFileAndNoTemporaryFile(@TempDir Path dir) throws Exception {
        Path f = AtomicFile.writeString(dir.resolve("a.txt"), "old");
        assertThrows(OutOfMemoryError.class, () -> AtomicFile.write(f, out -> {
            out.write("half".getBytes());
            throw new OutOfMemoryError("simulated");
        }));
        assertThrows(IllegalStateException.class, () -> AtomicFile.produce(f, tmp -> {
            Files.writeString(tmp, "half");
            throw new IllegalStateException("simulated bug");
        }));
        assertEquals("old", Files.readString(f));
        try (Stream<Path> s = Files.list(dir)) {
            assertEquals(List.of(f), s.toList(), "no temporary file is left");
        }
        AtomicFile.produce(f, tmp -> Files.writeString(tmp, "new"));
        assertEquals("new", Files.readString(f));
    }
}
