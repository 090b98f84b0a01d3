package org.subgames.run;

import java.io.BufferedInputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.zip.CRC32;
import java.util.zip.CheckedInputStream;
import java.util.zip.CheckedOutputStream;
import org.subgames.base.AtomicFile;
import org.subgames.base.BadInputException;

/**
 * The state of a long run on disk, so that a killed run can resume. A checkpoint file is written
 * whole to a temporary file beside it, forced to disk and renamed over the old one, so at any moment
 * the file holds one complete state (the last one or the one before). Layout: the magic
 * {@code SGCKPT1\n}, the run's key (modified UTF-8: the command and every argument that changes the
 * result), the body the run writes, and the CRC-32 of key and body. A resumed run reads the key
 * first and refuses a checkpoint written for other arguments.
 */
public final class Checkpoint {

    private static final byte[] MAGIC = "SGCKPT1\n".getBytes(java.nio.charset.StandardCharsets.US_ASCII);

    /** Writes a run's state. */
    public interface Body {
        void write(DataOutputStream out) throws IOException;
    }

    /** Reads a run's state back. */
    public interface Reader<T> {
        T read(DataInputStream in) throws IOException;
    }

    private final Path file;
    private final String key;
    private final long intervalNanos;
    private long lastSave;
    private int saves;

    /**
     * @param file            where the state lives
     * @param key             the run's identity: a checkpoint with another key is refused
     * @param intervalSeconds {@link #due()} turns true this long after the last save (or the start)
     */
    public Checkpoint(Path file, String key, double intervalSeconds) {
        if (!(intervalSeconds >= 0)) {
            throw new BadInputException("the checkpoint interval must be a non-negative number of seconds, got " + intervalSeconds);
        }
        this.file = file;
        this.key = key;
        this.intervalNanos = (long) (intervalSeconds * 1e9);
        this.lastSave = System.nanoTime();
    }

    public Path file() {
        return file;
    }

    /** How many states this object has saved. */
    public int saves() {
        return saves;
    }

    /** Whether the interval has passed since the last save. */
    public boolean due() {
        return System.nanoTime() - lastSave >= intervalNanos;
    }

    /**
     * The saved state, or null if there is no checkpoint file. A file written for another key, or a
     * damaged one, is an IllegalArgumentException with a one-line message.
     */
    public <T> T load(Reader<T> reader) {
        if (!Files.exists(file)) {
            return null;
        }
        CRC32 crc = new CRC32();
        try (InputStream raw = new BufferedInputStream(Files.newInputStream(file), 1 << 20);
             DataInputStream plain = new DataInputStream(raw)) {
            byte[] magic = new byte[MAGIC.length];
            plain.readFully(magic);
            if (!Arrays.equals(magic, MAGIC)) {
                throw new BadInputException("checkpoint " + file + " is not a subgames checkpoint");
            }
            DataInputStream in = new DataInputStream(new CheckedInputStream(raw, crc));
            String saved = in.readUTF();
            if (!saved.equals(key)) {
                throw new BadInputException("checkpoint " + file + " belongs to another run (" + saved
                        + "); this run is (" + key + "): remove it or give another --checkpoint");
            }
            T state = reader.read(in);
            long expected = crc.getValue();
            long stored = plain.readLong();
            if (stored != expected) {
                throw new BadInputException("checkpoint " + file + " is damaged (checksum mismatch)");
            }
            return state;
        } catch (EOFException e) {
            throw new BadInputException("checkpoint " + file + " is damaged (truncated)");
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read checkpoint " + file + ": " + e.getMessage(), e);
        }
    }

    /** Writes the state atomically ({@link AtomicFile}) and restarts the interval. */
    public void save(Body body) {
        AtomicFile.write(file, stream -> {
            DataOutputStream raw = new DataOutputStream(stream);
            raw.write(MAGIC);
            CRC32 crc = new CRC32();
            DataOutputStream out = new DataOutputStream(new CheckedOutputStream(raw, crc));
            out.writeUTF(key);
            body.write(out);
            out.flush();
            raw.writeLong(crc.getValue());
            raw.flush();
        });
        saves++;
        lastSave = System.nanoTime();
    }

    /** Writes v as an unsigned LEB128 varint (7 bits a byte, low first; v &gt;= 0). */
    public static void writeVarLong(DataOutputStream out, long v) throws IOException {
        while ((v & ~0x7FL) != 0) {
            out.writeByte((int) (v & 0x7F) | 0x80);
            v >>>= 7;
        }
        out.writeByte((int) v);
    }

    /** Reads an unsigned LEB128 varint. */
    public static long readVarLong(DataInputStream in) throws IOException {
        long v = 0;
        for (int shift = 0; shift < 64; shift += 7) {
            int b = in.readUnsignedByte();
            v |= (long) (b & 0x7F) << shift;
            if ((b & 0x80) == 0) {
                return v;
            }
        }
        throw new IOException("varint longer than 64 bits");
    }

    /** Writes count, then values[0..count) ascending as varint gaps (the first gap from 0). */
    public static void writeAscending(DataOutputStream out, long[] values, int count) throws IOException {
        out.writeLong(count);
        long prev = 0;
        for (int i = 0; i < count; i++) {
            if (values[i] < prev) {
                throw new IllegalArgumentException("values must be ascending and non-negative");
            }
            writeVarLong(out, values[i] - prev);
            prev = values[i];
        }
    }

    /** Reads what {@link #writeAscending} wrote; refuses counts over maxCount. */
    public static long[] readAscending(DataInputStream in, long maxCount) throws IOException {
        long count = in.readLong();
        if (count < 0 || count > maxCount || count > Integer.MAX_VALUE - 8) {
            throw new IOException("implausible count " + count);
        }
        long[] values = new long[(int) count];
        long prev = 0;
        for (int i = 0; i < values.length; i++) {
            prev = Math.addExact(prev, readVarLong(in));
            values[i] = prev;
        }
        return values;
    }
}
