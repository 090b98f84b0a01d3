package org.subgames;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

@Tag("build")
class TestAreasTest {

    @Test
    void classesGoToTheirAreaAndUnknownOnesToOther() {
        assertEquals("KeY proofs (replay, mutants)", TestAreas.areaOf("org.subgames.cli.ProveCommandTest"));
        assertEquals("KeY proofs (replay, mutants)", TestAreas.areaOf("org.subgames.proof.key.KeyProofsTest"));
        assertEquals("statements (specs/)", TestAreas.areaOf("org.subgames.specs.SpecsTest"));
        assertEquals("statements (specs/)", TestAreas.areaOf("org.subgames.specs.SpecsStatementsTest"), "a statement folder's tags are in its annotation");
        assertEquals("solvers", TestAreas.areaOf("org.subgames.cli.SolverCommandsTest"));
        assertEquals("other", TestAreas.areaOf("org.example.Elsewhere"));
    }

    /** Every test class names its area with a tag (surefire selects by the same tags). */
    @Test
    void everyTestClassHasAnAreaTag() throws Exception {
        List<String> untagged = new ArrayList<>();
        try (Stream<Path> files = Files.walk(Path.of("src/test/java"))) {
            for (Path f : files.filter(p -> p.toString().endsWith(".java")).toList()) {
                String text = Files.readString(f);
                if (!text.matches("(?s).*@(Test|Property|Example|ParameterizedTest)\\b.*")) {
                    continue;
                }
                String name = Path.of("src/test/java").relativize(f).toString().replace('/', '.').replaceFirst("\\.java$", "");
                if (TestAreas.areaOf(name).equals("other")) {
                    untagged.add(name);
                }
            }
        }
        assertEquals(List.of(), untagged);
    }

    @Test
    void tableSumsTestsFailuresAndSecondsPerAreaAndMarksAreasThatDidNotRun(@TempDir Path dir) throws Exception {
        Files.writeString(dir.resolve("TEST-org.subgames.specs.SpecsTest.xml"),
                "<?xml version=\"1.0\"?>\n<testsuite name=\"org.subgames.specs.SpecsTest\" time=\"2.5\" tests=\"1\">\n"
                + "<testcase name=\"a\" classname=\"org.subgames.specs.SpecsTest\" time=\"2\"/>\n"
                + "<testcase name=\"b\" classname=\"org.subgames.specs.SpecsTest\" time=\"0.5\">\n<failure message=\"x\"/>\n</testcase>\n"
                + "</testsuite>");
        Files.writeString(dir.resolve("TEST-org.subgames.cli.CheckCommandTest.xml"),
                "<testsuite tests=\"4\" name=\"org.subgames.cli.CheckCommandTest\" time=\"1,000.25\">\n"
                + "<testcase name=\"c\" time=\"1,000.25\"><system-out>ok</system-out></testcase></testsuite>");
        String t = TestAreas.table(dir, "proofs not replayed");
        assertTrue(t.matches("(?s).*statements \\(specs/\\)\\s+3\\s+1\\s+1002\\.8.*"), t);
        assertTrue(t.matches("(?s).*KeY proofs \\(replay, mutants\\)\\s+0\\s+0\\s+not run.*"), t);
        assertTrue(t.contains("proofs not replayed"), t);
    }
}
