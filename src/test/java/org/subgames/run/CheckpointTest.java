package org.subgames.run;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.LongRange;
import net.jqwik.api.constraints.Size;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.subgames.experiment.ColdPositionsFile;

/** Checkpoint files: round trip, refusal of another run's or a damaged file; the cold-positions file format. */
@Tag("statements")
@net.jqwik.api.Tag("statements") // jqwik reads its own tag: the specs profile selects by tag
class CheckpointTest {

    @TempDir
    Path dir;

    private static long[] ascending(List<Long> gaps) {
        long[] v = new long[gaps.size()];
        long x = 0;
        for (int i = 0; i < v.length; i++) {
            x += gaps.get(i);
            v[i] = x;
        }
        return v;
    }

    @Property(tries = 50, seed = "8101")
    void ascendingListsRoundTrip(@ForAll @Size(max = 300) List<@LongRange(min = 0, max = 1L << 40) Long> gaps) throws Exception {
        long[] values = ascending(gaps);
        Path f = Files.createTempFile("ck", ".bin");
        try {
            Checkpoint ck = new Checkpoint(f, "key", 0);
            Files.delete(f);
            assertNull(ck.load(in -> Checkpoint.readAscending(in, Long.MAX_VALUE)), "no file, no state");
            ck.save(out -> Checkpoint.writeAscending(out, values, values.length));
            assertArrayEquals(values, ck.load(in -> Checkpoint.readAscending(in, Long.MAX_VALUE)));
        } finally {
            Files.deleteIfExists(f);
        }
    }

    @Test
    void anotherRunsOrADamagedCheckpointIsRefusedInOneLine() throws Exception {
        Path f = dir.resolve("run.ckpt");
        new Checkpoint(f, "cold n=100", 0).save(out -> Checkpoint.writeAscending(out, new long[] {0, 2, 5, 7}, 4));
        IllegalArgumentException other = assertThrows(IllegalArgumentException.class,
                () -> new Checkpoint(f, "cold n=101", 0).load(in -> Checkpoint.readAscending(in, 200)));
        assertTrue(other.getMessage().contains("belongs to another run"), other.getMessage());
        byte[] bytes = Files.readAllBytes(f);
        bytes[bytes.length - 9] ^= 1; // the last body byte
        Files.write(f, bytes);
        IllegalArgumentException damaged = assertThrows(IllegalArgumentException.class,
                () -> new Checkpoint(f, "cold n=100", 0).load(in -> Checkpoint.readAscending(in, 200)));
        assertTrue(damaged.getMessage().contains("damaged"), damaged.getMessage());
        Files.write(f, Arrays.copyOf(bytes, bytes.length - 3));
        assertThrows(IllegalArgumentException.class, () -> new Checkpoint(f, "cold n=100", 0).load(in -> Checkpoint.readAscending(in, 200)));
        assertTrue(!other.getMessage().contains("\n") && !damaged.getMessage().contains("\n"));
    }

    @Test
    void coldPositionsFileHasTheDocumentedLayout() throws Exception {
        Path f = dir.resolve("cold.bin");
        long[] cold = {0, 2, 5, 7, 10, 12, 15, 17, 20, 22, 34, 39, 44, 52, 57, 62, 65, 67, 72, 85, 95, 109, 119, 124, 127, 130, 132, 137, 142, 147, 150, 170, 177, 180, 182};
        ColdPositionsFile.write(f, "squares wall", 183, cold, cold.length);
        byte[] b = Files.readAllBytes(f);
        assertEquals("SGCOLD1\n", new String(b, 0, 8, java.nio.charset.StandardCharsets.US_ASCII));
        java.nio.ByteBuffer buf = java.nio.ByteBuffer.wrap(b, 8, b.length - 8);
        int len = buf.getShort();
        assertEquals("squares wall", new String(b, 10, len, java.nio.charset.StandardCharsets.UTF_8));
        buf.position(10 + len);
        assertEquals(183, buf.getLong());
        assertEquals(cold.length, buf.getLong());
        // then one byte per gap here (all gaps < 128): 0, 2, 3, 2, ...
        assertEquals(0, buf.get());
        assertEquals(2, buf.get());
        assertEquals(3, buf.get());
        assertEquals(b.length, 10 + len + 16 + cold.length);
        ColdPositionsFile.Content c = ColdPositionsFile.read(f);
        assertEquals("squares wall", c.game());
        assertEquals(183, c.n());
        assertArrayEquals(cold, c.cold());
        Files.write(f, Arrays.copyOf(b, b.length - 1));
        assertThrows(IllegalArgumentException.class, () -> ColdPositionsFile.read(f));
    }
}
