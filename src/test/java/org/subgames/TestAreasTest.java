package org.subgames;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class TestAreasTest {

    @Test
    void classesGoToTheirAreaAndUnknownOnesToOther() {
        assertEquals("KeY proofs (replay, mutants)", TestAreas.areaOf("org.subgames.cli.ProveCommandTest"));
        assertEquals("KeY proofs (replay, mutants)", TestAreas.areaOf("org.subgames.proof.key.KeyProofsTest"));
        assertEquals("statements (specs/)", TestAreas.areaOf("org.subgames.specs.SpecsTest"));
        assertEquals("solvers", TestAreas.areaOf("org.subgames.cli.SolverCommandsTest"));
        assertEquals("other", TestAreas.areaOf("org.example.Elsewhere"));
    }

    @Test
    void tableSumsTestsFailuresAndSecondsPerAreaAndMarksAreasThatDidNotRun(@TempDir Path dir) throws Exception {
        Files.writeString(dir.resolve("TEST-org.subgames.specs.SpecsTest.xml"),
                "<?xml version=\"1.0\"?>\n<testsuite name=\"org.subgames.specs.SpecsTest\" time=\"2.5\" tests=\"7\" errors=\"0\" skipped=\"0\" failures=\"1\">");
        Files.writeString(dir.resolve("TEST-org.subgames.cli.CheckCommandTest.xml"),
                "<testsuite tests=\"4\" failures=\"0\" errors=\"0\" name=\"org.subgames.cli.CheckCommandTest\" time=\"1,000.25\">");
        String t = TestAreas.table(dir, "proofs not replayed");
        assertTrue(t.matches("(?s).*statements \\(specs/\\)\\s+11\\s+1\\s+1002\\.8.*"), t);
        assertTrue(t.matches("(?s).*KeY proofs \\(replay, mutants\\)\\s+0\\s+0\\s+not run.*"), t);
        assertTrue(t.contains("proofs not replayed"), t);
    }
}
