package org.subgames.run;

import java.io.BufferedOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.channels.Channels;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;

/**
 * Writes a file so that readers (and a run killed half-way) only ever see the old content or the
 * whole new one: the bytes go to a temporary file beside the target, are forced to disk, and the
 * temporary file is renamed over the target.
 */
public final class AtomicFiles {

    /** Writes the content. */
    public interface Content {
        void write(DataOutputStream out) throws IOException;
    }

    private AtomicFiles() {
    }

    public static void write(Path target, Content content) {
        Path abs = target.toAbsolutePath();
        Path tmp = abs.resolveSibling(abs.getFileName() + ".tmp");
        try {
            Files.createDirectories(abs.getParent());
            try (FileChannel ch = FileChannel.open(tmp, StandardOpenOption.CREATE, StandardOpenOption.WRITE,
                    StandardOpenOption.TRUNCATE_EXISTING)) {
                DataOutputStream out = new DataOutputStream(new BufferedOutputStream(Channels.newOutputStream(ch), 1 << 20));
                content.write(out);
                out.flush();
                ch.force(true);
            }
            Files.move(tmp, abs, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + target + ": " + e.getMessage(), e);
        }
    }
}
