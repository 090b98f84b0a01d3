package org.subgames.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code prove statement}: rows, the final lines, exit codes, bad input in one line. */
@Tag("smt")
class ProveStatementCommandTest {

    @Test
    void provesAStatementWithOneRowPerConventionCaseLemmaAndSolver() {
        SolverCommandsTest.Result r = SolverCommandsTest.run("prove", "statement", "src/test/resources/word/one-move.yaml");
        assertEquals(0, r.code(), r.out() + r.err());
        assertTrue(r.out().contains("one-move               wall  all                      mex        z3"), r.out());
        assertTrue(r.out().contains("one-move               sink  all                      mex        cvc5"), r.out());
        assertTrue(r.out().contains("one-move               sink  all                      step       cvc5"), r.out());
        assertTrue(r.out().contains("one-move: proved, for every a with a >= 1: G_wall is the word; G_sink is the word"), r.out());
        assertTrue(r.out().contains("proved for every parameter: 2a is a period of G_wall from position 0"), r.out());
        assertTrue(r.out().contains("proved for every parameter: 2a is a period of G_sink from position 1"), r.out());
    }

    @Test
    void aWrongWordExitsOneWithTheInstance(@TempDir Path dir) throws Exception {
        String text = Files.readString(Path.of("specs", "two-move.yaml")).replace("2^(r - a)\"", "2^(r - a + 1)\"");
        Path file = dir.resolve("two-move.yaml");
        Files.writeString(file, text);
        SolverCommandsTest.Result r = SolverCommandsTest.run("prove", "statement", file.toString());
        assertEquals(1, r.code(), r.out() + r.err());
        assertTrue(r.out().contains("two-move: refuted") && r.out().contains("position"), r.out());
    }

    @Test
    void badInputIsOneLineAndExitTwo() {
        SolverCommandsTest.Result r = SolverCommandsTest.run("prove", "statement", "additive-sink-period");
        assertEquals(2, r.code(), r.out() + r.err());
        assertTrue(r.err().contains("additive-sink-period has no word: block"), r.err());
        assertEquals(1, r.err().strip().lines().count(), r.err());
        r = SolverCommandsTest.run("prove", "statement", "no-such-statement");
        assertEquals(2, r.code(), r.err());
    }
}
