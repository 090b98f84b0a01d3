package org.subgames.proof.key;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.List;

/**
 * The Java library KeY loads beside the reference sources (its boot class path): KeY's own library
 * stubs ({@code JavaRedux} in key.core), without the packages the reference code never names.
 *
 * <p>
 * Why: KeY parses the JML of every library class on each load, about half of a load of the
 * reference sources, and {@code java.util} and {@code java.math} hold more than a third of the
 * library's contracts. Leaving them out loses nothing: the reference code uses
 * int arrays, int and long arithmetic and the exceptions of {@code java.lang}; a reference to a
 * class left out makes KeY refuse to load the sources, and no class kept names one left out.
 * Every kept proof replays closed in this library (KeyProofsTest, ChainCommandTest).
 */
public final class KeyLibrary {

    /** key.core's resource folder of library stubs, KeY's default boot class path. */
    static final String JAVA_REDUX = "de/uka/ilkd/key/java/JavaRedux";
    /** Folders of the library left out (paths inside JavaRedux). */
    static final List<String> LEFT_OUT = List.of("java/util/", "java/math/");

    private static Path folder;

    private KeyLibrary() {
    }

    /**
     * The library as a folder of stubs, extracted once per JVM (deleted when the JVM exits):
     * every KeY load of the process reads the same files.
     */
    public static synchronized Path folder() {
        if (folder == null) {
            try {
                Path dir = KeySources.extract(JAVA_REDUX, KeyLibrary::kept);
                Runtime.getRuntime().addShutdownHook(new Thread(() -> KeySources.delete(dir)));
                folder = dir;
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return folder;
    }

    /**
     * Whether a file of JavaRedux (path inside it) is part of the library: every file outside the
     * left-out folders, the {@code .key} files beside the stubs included ({@code String.key}
     * declares the string functions {@code String.java}'s JML uses).
     */
    static boolean kept(String name) {
        return LEFT_OUT.stream().noneMatch(name::startsWith);
    }
}
