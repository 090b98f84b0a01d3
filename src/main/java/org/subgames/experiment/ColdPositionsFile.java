package org.subgames.experiment;

import java.io.BufferedInputStream;
import java.io.DataInputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import org.subgames.base.AtomicFile;
import org.subgames.base.BadInputException;
import org.subgames.run.Checkpoint;

/**
 * A compact file of cold positions (written by {@code cold --out FILE}). Layout, all integers
 * big-endian:
 * <pre>
 *   8 bytes   magic "SGCOLD1\n"
 *   UTF       the move set and convention, e.g. "squares wall" (2-byte length, then modified UTF-8)
 *   8 bytes   n, the largest position examined (the file lists every cold position in 0..n)
 *   8 bytes   count, the number of cold positions
 *   count varints: the first cold position, then each gap to the next (unsigned LEB128: 7 bits a byte,
 *             low group first, high bit set on every byte but the last)
 * </pre>
 * For subtract-a-square the gaps are mostly below 2^14, so a position takes about two bytes.
 */
public final class ColdPositionsFile {

    private static final byte[] MAGIC = "SGCOLD1\n".getBytes(StandardCharsets.US_ASCII);

    /** A file's content. */
    public record Content(String game, long n, long[] cold) {
    }

    private ColdPositionsFile() {
    }

    /** Writes cold[0..count) (ascending, all in 0..n) atomically. */
    public static void write(Path file, String game, long n, long[] cold, int count) {
        AtomicFile.write(file, stream -> {
            java.io.DataOutputStream out = new java.io.DataOutputStream(stream);
            out.write(MAGIC);
            out.writeUTF(game);
            out.writeLong(n);
            Checkpoint.writeAscending(out, cold, count);
            out.flush();
        });
    }

    public static Content read(Path file) {
        try (DataInputStream in = new DataInputStream(new BufferedInputStream(Files.newInputStream(file), 1 << 20))) {
            byte[] magic = new byte[MAGIC.length];
            in.readFully(magic);
            if (!Arrays.equals(magic, MAGIC)) {
                throw new BadInputException(file + " is not a cold-positions file (bad magic)");
            }
            String game = in.readUTF();
            long n = in.readLong();
            long[] cold = Checkpoint.readAscending(in, n + 1);
            if (cold.length > 0 && cold[cold.length - 1] > n) {
                throw new BadInputException(file + " lists a position above its n = " + n);
            }
            return new Content(game, n, cold);
        } catch (EOFException e) {
            throw new BadInputException(file + " is truncated");
        } catch (java.nio.file.NoSuchFileException e) {
            throw new BadInputException("no such cold-positions file: " + file);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + file + ": " + e.getMessage(), e);
        }
    }
}
