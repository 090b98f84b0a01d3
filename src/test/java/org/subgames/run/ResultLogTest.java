package org.subgames.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A result log opened to append only: nothing read back, a torn last line cut off as when it is opened to resume. */
@Tag("statements")
class ResultLogTest {

    @TempDir
    Path tmp;

    @Test
    void appendingReadsNothingBackAndCutsATornLine() throws Exception {
        ObjectMapper json = new ObjectMapper();
        Path file = tmp.resolve("a").resolve("results.jsonl");
        try (ResultLog log = ResultLog.appending(file)) { // a new file, its directory created
            assertTrue(log.previous().isEmpty());
            log.append(json.readTree("{\"n\":1}"));
        }
        String longLine = "{\"s\":\"" + "x".repeat(20_000) + "\"}\n"; // the last newline lies several chunks back
        Files.writeString(file, longLine, java.nio.file.StandardOpenOption.APPEND);
        Files.writeString(file, "{\"n\":", java.nio.file.StandardOpenOption.APPEND); // torn
        try (ResultLog log = ResultLog.appending(file)) {
            assertTrue(log.previous().isEmpty());
            log.append(json.readTree("{\"n\":2}"));
        }
        assertEquals("{\"n\":1}\n" + longLine + "{\"n\":2}\n", Files.readString(file, StandardCharsets.UTF_8));
        assertEquals(3, ResultLog.read(file).size());
        Files.writeString(file, "{\"n\":"); // no complete line at all
        try (ResultLog log = ResultLog.appending(file)) {
            log.append(json.readTree("{\"n\":3}"));
        }
        assertEquals("{\"n\":3}\n", Files.readString(file, StandardCharsets.UTF_8));
    }
}
