package org.subgames.specs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The differential audit of the checker against an independent brute force ({@link CheckerAudit}):
 * a fast slice in every {@code mvn verify} (400 statements, about 3 s), the long run with
 * {@code -Dsubgames.audit.statements=2000} (and {@code -Dsubgames.audit.seed=N} for another seed):
 *
 * <pre>mvn -B test -Dtest=CheckerAuditTest -Dsubgames.audit.statements=2000</pre>
 *
 * It prints the seed, statements, claims, instance-claim verdicts, disagreements and seconds, and
 * fails on any disagreement, showing the first ones with their statements.
 */
@Tag("statements")
class CheckerAuditTest {

    @Test
    void theCheckerAgreesWithTheBruteForceOnRandomStatements(@TempDir Path dir) {
        long seed = Long.getLong("subgames.audit.seed", 38L);
        int count = Integer.getInteger("subgames.audit.statements", 400);
        CheckerAudit.Figures f = CheckerAudit.run(seed, count, dir);
        System.out.println(f);
        assertEquals(0, f.disagreements(), f + "\n" + String.join("\n", f.firstDisagreements()));
        assertTrue(f.refuted() > 0 && f.refuted() < f.verdicts(), "both verdicts occur: " + f);
    }
}
