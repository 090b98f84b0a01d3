package org.subgames.proof.key;

import static org.junit.jupiter.api.Assertions.assertFalse;

import de.uka.ilkd.key.settings.ProofIndependentSettings;
import de.uka.ilkd.key.settings.ProofSettings;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * KeY's origin labels are off in both places KeY reads the switch: with the default proof
 * settings' switch on, building each proof obligation's class axioms took most of its time
 * (docs/proofs.md); a replay's verdict does not depend on it, its time does.
 */
@Tag("key")
class KeyHomeTest {

    @Test
    void originLabelsAreOffInBothSettings() {
        KeyHome.isolate();
        assertFalse(ProofIndependentSettings.DEFAULT_INSTANCE.getTermLabelSettings().getUseOriginLabels(), "proof-independent settings");
        assertFalse(ProofSettings.DEFAULT_SETTINGS.getTermLabelSettings().getUseOriginLabels(), "default proof settings");
    }
}
