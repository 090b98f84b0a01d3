package org.subgames.proof.key;

import de.uka.ilkd.key.settings.PathConfig;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Makes KeY independent of the user's home directory: a clean CI machine has no {@code ~/.key},
 * and KeY would otherwise read (and complain about the absence of) settings files there. Must run
 * before any KeY settings class is touched.
 */
final class KeyHome {

    private static Path dir;

    private KeyHome() {
    }

    static synchronized void isolate() {
        if (dir != null) {
            return;
        }
        try {
            dir = Files.createTempDirectory("subgames-key-home");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        // Do not read settings from disk: every setting we rely on is set explicitly per proof.
        System.setProperty(PathConfig.DISREGARD_SETTINGS_PROPERTY, "true");
        PathConfig.setKeyConfigDir(dir.toString());
        dir.toFile().deleteOnExit();
    }
}
