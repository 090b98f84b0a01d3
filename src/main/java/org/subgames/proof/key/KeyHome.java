package org.subgames.proof.key;

import de.uka.ilkd.key.settings.PathConfig;
import de.uka.ilkd.key.settings.ProofIndependentSettings;
import de.uka.ilkd.key.settings.ProofSettings;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Makes KeY independent of the user's home directory: a clean CI machine has no {@code ~/.key},
 * and KeY would otherwise read (and complain about the absence of) settings files there. Must run
 * before any KeY settings class is touched. It also switches off KeY's origin labels: every kept
 * proof replays without them (Mex.mex was proved again without them).
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
        // Origin labels record, for KeY's GUI, where each formula came from. Proving and replaying
        // do not need them and they took a fifth of every replay's time (docs/proofs.md). KeY reads
        // the switch in two places: the proof-independent settings (the JML parser, a proof's terms)
        // and the default proof settings (the replacements that build a proof obligation's class
        // axioms, which otherwise strip labels from every subterm, most of building one).
        ProofIndependentSettings.DEFAULT_INSTANCE.getTermLabelSettings().setUseOriginLabels(false);
        ProofSettings.DEFAULT_SETTINGS.getTermLabelSettings().setUseOriginLabels(false);
        dir.toFile().deleteOnExit();
    }
}
