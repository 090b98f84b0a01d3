package org.subgames.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.subgames.specs.Statement;
import org.subgames.specs.StatementLoader;

/**
 * {@code prove statement}: rows, the final lines, exit codes (0 all proved, 4 some per instance and
 * checked, 1 refuted, also on an instance, 5 not proved), the per-instance checks, --write of the
 * backing, bad input in one line.
 */
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
        assertTrue(r.out().contains("exit 0: every claim proved for every parameter"), r.out());
        assertFalse(r.out().contains("per instance only"), r.out());
    }

    /** one-move.yaml with more claims (YAML list items) appended to its claims. */
    static Path oneMove(Path dir, String claims, String backing) throws Exception {
        String text = Files.readString(Path.of("src/test/resources/word/one-move.yaml"));
        text = text.replace("\nword:\n", "\n" + claims + "word:\n") + backing;
        Path file = dir.resolve("one-move.yaml");
        Files.writeString(file, text);
        return file;
    }

    static final String WRONG_PREPERIOD = "  - name: the preperiod of G_sink is a + 1\n    actual: sink.preperiod\n    expected: a + 1\n";

    @Test
    void aClaimLeftPerInstanceIsCheckedOnTheRangesAndExitsFour(@TempDir Path dir) throws Exception {
        Path file = oneMove(dir, "  - name: a is positive\n    holds: a >= 1\n", "");
        SolverCommandsTest.Result r = SolverCommandsTest.run("prove", "statement", file.toString());
        assertEquals(4, r.code(), r.out() + r.err());
        assertTrue(r.out().contains("per instance only: a is positive: "), r.out());
        assertTrue(r.out().contains("checked on 20 instances of the statement's ranges: holds on every one"), r.out());
        assertTrue(r.out().contains("exit 4: the word proved; 1 of 3 claims proved per instance only"), r.out());
        assertTrue(r.out().contains("  per-instance checks: 1 claim, "), r.out());
    }

    /** The reviewer's case: a wrong sink preperiod stays per instance, and now the check on the ranges refutes it. */
    @Test
    void aWrongClaimLeftPerInstanceIsRefutedOnAnInstanceAndExitsOne(@TempDir Path dir) throws Exception {
        Path file = oneMove(dir, WRONG_PREPERIOD, "");
        SolverCommandsTest.Result r = SolverCommandsTest.run("prove", "statement", file.toString());
        assertEquals(1, r.code(), r.out() + r.err());
        assertTrue(r.out().contains("one-move: proved, "), r.out());
        assertTrue(r.out().contains("per instance only: the preperiod of G_sink is a + 1: "), r.out());
        assertTrue(r.out().contains("REFUTED on 20 of 20 instances of the statement's ranges, first at a = 1"), r.out());
        assertTrue(r.out().contains("exit 1: a claim is refuted on an instance"), r.out());
        assertFalse(r.out().contains("proved for every parameter: the preperiod of G_sink"), r.out());
    }

    /** A vacuous case: the word is not proved (not refuted); every claim is checked per instance, exit 5. */
    @Test
    void anUnprovedWordChecksEveryClaimPerInstanceAndExitsFive(@TempDir Path dir) throws Exception {
        Path file = oneMove(dir, "", "");
        Files.writeString(file, Files.readString(file).replace("  wall:\n    - period: \"0^a 1^a\"\n",
                "  wall:\n    - when: \"a >= 1\"\n      period: \"0^a 1^a\"\n    - when: \"a <= 0\"\n      period: \"0^a 1^a\"\n"));
        SolverCommandsTest.Result r = SolverCommandsTest.run("prove", "statement", file.toString());
        assertEquals(5, r.code(), r.out() + r.err());
        assertTrue(r.out().contains("one-move: unproved, "), r.out());
        assertFalse(r.out().contains("unproved, unproved"), r.out());
        assertTrue(r.out().contains("per instance only: 2a is a period of G_wall from position 0: the word is not proved"), r.out());
        assertEquals(2, r.out().lines().filter(l -> l.contains("checked on 20 instances of the statement's ranges: holds on every one")).count(),
                r.out());
        assertTrue(r.out().contains("exit 5: the word is not proved"), r.out());
    }

    @Test
    void writeKeepsTheVerdictPerClaimInTheBacking(@TempDir Path dir) throws Exception {
        Path file = oneMove(dir, WRONG_PREPERIOD, "backing:\n  lemmas: [word, mex-link]\n  command: prove statement one-move\n"
                + "  proved: \"free text is not a list of claims\"\n");
        SolverCommandsTest.Result r = SolverCommandsTest.run("prove", "statement", file.toString(), "--write", "--proofs", dir.toString());
        assertEquals(2, r.code(), "free text as a word backing's proved is bad input: " + r.out() + r.err());
        assertTrue(r.err().contains("one-move.yaml:") && r.err().contains("lists claim names under proved, not text"), r.err());
        file = oneMove(dir, WRONG_PREPERIOD, "backing:\n  lemmas: [word, mex-link]\n  command: prove statement one-move\n");
        r = SolverCommandsTest.run("prove", "statement", file.toString(), "--write", "--proofs", dir.toString());
        assertEquals(1, r.code(), r.out() + r.err());
        assertTrue(r.out().contains("backing: " + file + " rewritten (claims proved: 2, per instance: 1)"), r.out());
        assertTrue(Files.exists(dir.resolve("one-move.smt2")));
        Statement st = StatementLoader.load(file);
        assertEquals(List.of("2a is a period of G_wall from position 0", "2a is a period of G_sink from position 1"), st.backing().provedClaims());
        assertEquals(List.of("the preperiod of G_sink is a + 1"), st.backing().perInstanceClaims());
        assertTrue(Files.readString(file).contains("  proved:\n    - \"2a is a period of G_wall from position 0\"\n"), Files.readString(file));
        r = SolverCommandsTest.run("prove", "statement", file.toString(), "--write", "--proofs", dir.toString());
        assertTrue(r.out().contains("backing: " + file + " unchanged"), r.out());
    }

    @Test
    void aWrongWordExitsOneWithTheInstance(@TempDir Path dir) throws Exception {
        String text = Files.readString(Path.of("specs", "two-move.yaml")).replace("2^(r - a)\"", "2^(r - a + 1)\"");
        Path file = dir.resolve("two-move.yaml");
        Files.writeString(file, text);
        SolverCommandsTest.Result r = SolverCommandsTest.run("prove", "statement", file.toString());
        assertEquals(1, r.code(), r.out() + r.err());
        assertTrue(r.out().contains("two-move: refuted") && r.out().contains("position"), r.out());
        assertFalse(r.out().contains("refuted, refuted"), "the status once: " + r.out());
        assertTrue(r.out().contains("exit 1: the word is refuted"), r.out());
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

    @Test
    void theHelpListsTheExitCodes() {
        SolverCommandsTest.Result r = SolverCommandsTest.run("prove", "statement", "--help");
        assertEquals(0, r.code(), r.err());
        for (String code : new String[] {"  0   every claim proved for every parameter", "  4   the word proved", "  5   not proved", "  1   refuted",
                "  2   bad input"}) {
            assertTrue(r.out().contains(code), r.out());
        }
    }
}
