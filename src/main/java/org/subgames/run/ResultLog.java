package org.subgames.run;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import org.subgames.base.AtomicFile;
import org.subgames.base.BadInputException;

/**
 * A JSON-lines result file that survives interruption: every result is one complete line written
 * with a single append and no buffering, so the file only ever ends in a torn line if the process
 * died inside that write. Opening an existing file reads its complete lines (the results to resume
 * from) and cuts off a torn last line before appending; a new file's missing parent directories are
 * created.
 */
public final class ResultLog implements AutoCloseable {

    private static final ObjectMapper JSON = new ObjectMapper();

    private final FileChannel channel;
    private final List<JsonNode> previous;

    private ResultLog(FileChannel channel, List<JsonNode> previous) {
        this.channel = channel;
        this.previous = previous;
    }

    public static ResultLog open(Path file) {
        try {
            List<JsonNode> prev = new ArrayList<>();
            long keep = 0;
            if (Files.exists(file)) {
                byte[] bytes = Files.readAllBytes(file);
                int start = 0;
                int lineNo = 0;
                for (int i = 0; i < bytes.length; i++) {
                    if (bytes[i] == '\n') {
                        lineNo++;
                        String line = new String(bytes, start, i - start, StandardCharsets.UTF_8).trim();
                        if (!line.isEmpty()) {
                            try {
                                prev.add(JSON.readTree(line));
                            } catch (IOException e) {
                                throw new BadInputException(file + ":" + lineNo + ": not a result line; is this the right --out file?");
                            }
                        }
                        start = i + 1;
                        keep = start;
                    }
                }
            }
            FileChannel ch = channel(file);
            return new ResultLog(ch.truncate(keep).position(keep), prev); // a torn last line (an interrupted write) dropped
        } catch (IOException e) {
            throw new BadInputException("cannot open " + file + ": " + AtomicFile.describe(e));
        }
    }

    /**
     * Opens the file to append to, without reading its lines back (a run that resumes nothing, such
     * as the statements' engine after starting its log afresh): a torn last line is cut off as by
     * {@link #open}; {@link #previous} is empty.
     */
    public static ResultLog appending(Path file) {
        try {
            FileChannel ch = channel(file);
            long keep = completeLines(ch);
            return new ResultLog(ch.truncate(keep).position(keep), List.of());
        } catch (IOException e) {
            throw new BadInputException("cannot open " + file + ": " + AtomicFile.describe(e));
        }
    }

    /** The file opened to read and write, created with its missing parent directories. */
    private static FileChannel channel(Path file) throws IOException {
        Path parent = file.toAbsolutePath().getParent();
        if (parent != null) {
            Files.createDirectories(parent);
        }
        return FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.READ, StandardOpenOption.WRITE);
    }

    /** The length of the channel's complete lines: up to and with its last newline (0 if none). */
    private static long completeLines(FileChannel ch) throws IOException {
        ByteBuffer buf = ByteBuffer.allocate(8192);
        long end = ch.size();
        while (end > 0) {
            long start = Math.max(0, end - buf.capacity());
            buf.clear().limit((int) (end - start));
            while (buf.hasRemaining() && ch.read(buf, start + buf.position()) >= 0) {
                // read the whole chunk
            }
            for (int i = buf.position() - 1; i >= 0; i--) {
                if (buf.get(i) == '\n') {
                    return start + i + 1;
                }
            }
            end = start;
        }
        return 0;
    }

    /** The complete result lines that were in the file when it was opened. */
    public List<JsonNode> previous() {
        return previous;
    }

    /**
     * Replaces the file's contents by these lines (e.g. the previous lines less the stale ones) and
     * goes on appending after them. An interruption here loses at most lines that a re-run recomputes.
     */
    public synchronized void replace(List<JsonNode> lines) {
        try {
            channel.truncate(0);
            channel.position(0);
            StringBuilder sb = new StringBuilder();
            for (JsonNode n : lines) {
                sb.append(JSON.writeValueAsString(n)).append('\n');
            }
            ByteBuffer buf = ByteBuffer.wrap(sb.toString().getBytes(StandardCharsets.UTF_8));
            while (buf.hasRemaining()) {
                channel.write(buf);
            }
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    /** Appends one result as one line, in one write. */
    public synchronized void append(JsonNode result) {
        try {
            ByteBuffer buf = ByteBuffer.wrap((JSON.writeValueAsString(result) + "\n").getBytes(StandardCharsets.UTF_8));
            while (buf.hasRemaining()) {
                channel.write(buf);
            }
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    @Override
    public void close() {
        try {
            channel.close();
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    /**
     * The result lines of a finished file, without changing it; a torn last line (an interrupted
     * run) is an error, since the file is not complete.
     */
    public static List<JsonNode> read(Path file) {
        try {
            byte[] bytes = Files.readAllBytes(file);
            if (bytes.length > 0 && bytes[bytes.length - 1] != '\n') {
                throw new BadInputException(file + ": ends in a torn line (an interrupted run); re-run it with the same --out to finish");
            }
            List<JsonNode> out = new ArrayList<>();
            int lineNo = 0;
            for (String line : new String(bytes, StandardCharsets.UTF_8).split("\n")) {
                lineNo++;
                if (line.isBlank()) {
                    continue;
                }
                try {
                    out.add(JSON.readTree(line));
                } catch (IOException e) {
                    throw new BadInputException(file + ":" + lineNo + ": not a result line");
                }
            }
            return out;
        } catch (IOException e) {
            throw new BadInputException("cannot read " + file + ": " + AtomicFile.describe(e));
        }
    }

    /** Replaces the file by these lines, atomically (a temporary file renamed over it). */
    public static void writeAll(Path file, List<JsonNode> lines) {
        AtomicFile.write(file, out -> {
            for (JsonNode n : lines) {
                out.write(JSON.writeValueAsBytes(n));
                out.write('\n');
            }
        });
    }
}
