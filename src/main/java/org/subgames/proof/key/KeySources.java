package org.subgames.proof.key;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.JarURLConnection;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Enumeration;
import java.util.List;
import java.util.function.Predicate;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.stream.Stream;

/**
 * The reference sources and kept proofs travel inside the build output (pom.xml copies them as
 * resources under {@code key/src} and {@code key/proofs}), so {@code prove} works from the shaded
 * jar anywhere. This class copies a resource folder to a temporary directory for KeY.
 */
public final class KeySources {

    /** Resource folder holding {@code org/subgames/reference/*.java}. */
    public static final String SOURCES = "key/src";
    /** Resource folder holding the kept {@code *.proof} files. */
    public static final String PROOFS = "key/proofs";

    private KeySources() {
    }

    /** Copies the resource folder {@code root} (recursively) into a new temporary directory. */
    public static Path extract(String root) throws IOException {
        return extract(root, name -> true);
    }

    /**
     * Copies the files of the resource folder {@code root} whose path inside it ("a/b/C.java";
     * a folder's path ends in "/") {@code keep} accepts into a new temporary directory.
     */
    static Path extract(String root, Predicate<String> keep) throws IOException {
        Path out = Files.createTempDirectory("subgames-" + root.replace('/', '-'));
        URL url = KeySources.class.getClassLoader().getResource(root);
        if (url == null) {
            throw new IllegalArgumentException("resource folder " + root + " is missing from the build");
        }
        if (url.getProtocol().equals("file")) {
            Path src;
            try {
                src = Path.of(url.toURI());
            } catch (URISyntaxException e) {
                throw new IOException(e);
            }
            copyTree(src, out, keep);
        } else if (url.getProtocol().equals("jar")) {
            JarFile jar = ((JarURLConnection) url.openConnection()).getJarFile();
            Enumeration<JarEntry> en = jar.entries();
            while (en.hasMoreElements()) {
                JarEntry e = en.nextElement();
                if (e.isDirectory() || !e.getName().startsWith(root + "/")) {
                    continue;
                }
                String name = e.getName().substring(root.length() + 1);
                if (!keep.test(name)) {
                    continue;
                }
                Path target = out.resolve(name);
                Files.createDirectories(target.getParent());
                try (InputStream in = jar.getInputStream(e)) {
                    Files.copy(in, target, StandardCopyOption.REPLACE_EXISTING);
                }
            }
        } else {
            throw new IOException("cannot read resource folder " + url);
        }
        return out;
    }

    /** Copies a directory tree (files and folders) from src into dst. */
    public static void copyTree(Path src, Path dst) throws IOException {
        copyTree(src, dst, name -> true);
    }

    private static void copyTree(Path src, Path dst, Predicate<String> keep) throws IOException {
        List<Path> paths;
        try (Stream<Path> s = Files.walk(src)) {
            paths = new ArrayList<>(s.toList());
        }
        for (Path p : paths) {
            String name = src.relativize(p).toString().replace('\\', '/');
            Path t = dst.resolve(name);
            if (Files.isDirectory(p)) {
                if (keep.test(name + "/")) {
                    Files.createDirectories(t);
                }
            } else if (keep.test(name)) {
                Files.createDirectories(t.getParent());
                Files.copy(p, t, StandardCopyOption.REPLACE_EXISTING);
            }
        }
    }

    /** Deletes a directory tree created by {@link #extract}. */
    public static void delete(Path dir) {
        if (dir == null || !Files.exists(dir)) {
            return;
        }
        try (Stream<Path> s = Files.walk(dir)) {
            for (Path p : s.sorted((a, b) -> b.getNameCount() - a.getNameCount()).toList()) {
                Files.deleteIfExists(p);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
