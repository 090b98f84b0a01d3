package org.subgames.base;

import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.concurrent.ThreadLocalRandom;

/**
 * Writes a whole file atomically: into a temporary file next to it, renamed over the target when
 * complete, so a reader (or an interrupted run) never sees half a file. The parent directories
 * are created. The temporary file is created with the default permissions (the umask), not the
 * owner-only ones of {@link Files#createTempFile}, so results on a shared file system stay
 * readable by the group as any other file the user writes.
 */
public final class AtomicFile {

    /** What writes the content. */
    @FunctionalInterface
    public interface Content {
        void writeTo(OutputStream out) throws IOException;
    }

    private AtomicFile() {
    }

    /** What writes a file by its path (a library that opens the file itself, such as DuckDB's COPY). */
    @FunctionalInterface
    public interface Producer {
        void writeTo(Path tmp) throws IOException;
    }

    /**
     * Lets the producer write a temporary file beside {@code file}, forces it to disk and renames it:
     * readers see the old file or the whole new one. Errors as in {@link #write}.
     */
    public static Path produce(Path file, Producer producer) {
        Path abs = file.toAbsolutePath();
        Path tmp = abs.resolveSibling("." + abs.getFileName() + "." + Long.toHexString(ThreadLocalRandom.current().nextLong()) + ".tmp");
        try {
            Files.createDirectories(abs.getParent());
            producer.writeTo(tmp);
            try (FileChannel c = FileChannel.open(tmp, StandardOpenOption.WRITE)) {
                c.force(true); // on disk before the rename: a checkpoint must survive a crash of the machine too
            }
            Files.move(tmp, abs, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            tmp = null;
            return file;
        } catch (IOException e) {
            throw new BadInputException("cannot write " + file + ": " + describe(e));
        } finally {
            deleteQuietly(tmp); // also when the content failed (a bug, or out of memory): no temporary file is left
        }
    }

    /** Writes the content to the file; bad paths or I/O errors are one-line IllegalArgumentExceptions. */
    public static Path write(Path file, Content content) {
        return produce(file, tmp -> {
            // CREATE_NEW: never into another writer's temporary file (the names are random, 64 bits)
            try (OutputStream o = new BufferedOutputStream(Files.newOutputStream(tmp, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE),
                    1 << 16)) {
                content.writeTo(o);
            }
        });
    }

    private static void deleteQuietly(Path tmp) {
        if (tmp != null) {
            try {
                Files.deleteIfExists(tmp);
            } catch (IOException ignored) {
                // the error being thrown is the one to report
            }
        }
    }

    /** Writes the text (UTF-8). */
    public static Path writeString(Path file, String text) {
        return write(file, out -> out.write(text.getBytes(StandardCharsets.UTF_8)));
    }

    /** An I/O error as a reader can use it: NoSuchFileException and friends carry only the path as message. */
    public static String describe(IOException e) {
        String name = e.getClass().getSimpleName().replaceFirst("Exception$", "");
        String kind = switch (name) {
            case "NoSuchFile" -> "no such file or directory";
            case "AccessDenied" -> "permission denied";
            case "FileAlreadyExists" -> "file exists";
            case "NotDirectory" -> "not a directory";
            case "DirectoryNotEmpty" -> "directory not empty";
            default -> null;
        };
        if (kind == null) {
            return e.getMessage() == null ? name : e.getMessage();
        }
        return e.getMessage() == null ? kind : kind + " (" + e.getMessage() + ")";
    }
}
