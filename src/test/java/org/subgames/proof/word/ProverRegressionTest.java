package org.subgames.proof.word;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.subgames.specs.StatementLoader;

/**
 * False statements the word prover called proved for every parameter on 0a1bb97 (issue 35; found
 * again or first by {@link ProverFuzz}). Each test first shows by the fuzzer's own brute force that
 * the claim (or the word) is false at a tuple of the domain, then asserts that the prover does not
 * call it proved. Tests whose display name says "failed on 0a1bb97" failed on that commit (3ae1b94
 * with verdicts per claim) because of the bug named, and pass since the prover reads statements
 * through JEXL's own tree and links claims by a whitelist; never disable them.
 */
@Tag("smt")
class ProverRegressionTest {

    @TempDir
    Path tmp;

    private static final String SINGLE_WORD = TestStatements.ONE_MOVE_WORD;

    private static String statement(String params, String moves, String lets, String claims, String word) {
        return "id: regression\nkind: conjecture\ntitle: t\nsource: ProverRegressionTest\nparameters:\n" + params + "moves: " + moves
                + "\nconvention: both\n" + (lets.isEmpty() ? "" : "let:\n" + lets) + "claims:\n" + claims + word;
    }

    private WordProver.Outcome prove(String yaml) throws IOException {
        Path file = tmp.resolve("regression.yaml");
        Files.writeString(file, yaml);
        return WordProver.z3Only(WordProofRun.TIMEOUT_MS).prove(StatementLoader.load(file), r -> { });
    }

    private void notProved(String yaml, String claim) throws IOException {
        WordProver.Outcome o = prove(yaml);
        assertFalse(o.status() == WordProver.Status.PROVED && o.provedClaims().contains(claim),
                "a false claim is called proved for every parameter: " + claim + "\n" + o.proved() + "\n" + yaml);
    }

    private static ProverFuzz.Facts wall(long... moves) {
        return ProverFuzz.facts(moves, false, 0);
    }

    private static ProverFuzz.Facts sink(long... moves) {
        return ProverFuzz.facts(moves, true, 0);
    }

    @Test
    @DisplayName("regression, failed on 0a1bb97 (issue 35, 1: a let named foo__bar is taken as a game fact)")
    void aLetWithTwoUnderscoresIsNoFact() throws IOException {
        // false everywhere: foo__bar is 2
        notProved(statement("  a: 1..10\n", "[a]", "  foo__bar: \"2\"\n",
                "  - name: c\n    holds: \"sink.preperiod == 0 && foo__bar == 1\"\n", SINGLE_WORD), "c");
    }

    @Test
    @DisplayName("regression, failed on 0a1bb97 (issue 35, 2: period 0 is proved a period)")
    void periodZeroIsNoPeriod() throws IOException {
        notProved(statement("  a: 1..10\n", "[a]", "", "  - name: c\n    periodic: wall\n    period: 0\n    from: 0\n", SINGLE_WORD), "c");
    }

    @Test
    @DisplayName("regression, passed on 0a1bb97 too (issue 35, 2: a period 0 only beyond the sample range, a >= 41, stays per instance)")
    void periodZeroBeyondTheSampleIsNoPeriod() throws IOException {
        notProved(statement("  a: 1..10\n", "[a]", "", "  - name: c\n    periodic: wall\n    period: \"a >= 41 ? 0 : 2*a\"\n    from: 0\n", SINGLE_WORD), "c");
    }

    @Test
    @DisplayName("regression, failed on 0a1bb97 (fuzzer: period 0 through a let chain y: \"Z2__ + 1\", Z2__: \"(0) - 1\")")
    void periodZeroThroughALetChainIsNoPeriod() throws IOException {
        notProved(statement("  a: 1..10\n", "[a]", "  Z2__: \"(0) - 1\"\n  y: \"Z2__ + 1\"\n",
                "  - name: c\n    periodic: sink\n    period: \"y\"\n    from: 1\n", SINGLE_WORD), "c");
    }

    @Test
    @DisplayName("regression, failed on 0a1bb97 (issue 35, 3: periodic: G is never linked, yet reported proved)")
    void periodicGIsLinkedOrLeftPerInstance() throws IOException {
        assertNotEquals(0, 3 % wall(1).period(), "3 is no period of S = {1}"); // minimal period 2
        notProved(statement("  a: 1..10\n", "[a]", "", "  - name: c\n    periodic: G\n    period: 3\n    from: 1\n", SINGLE_WORD), "c");
    }

    @Test
    @DisplayName("regression, failed on 0a1bb97 (fuzzer: periodic: G, period 2a + 1, no from)")
    void periodicGWithAWrongPeriodIsNotProved() throws IOException {
        notProved(statement("  a: 1..10\n", "[a]", "", "  - name: c\n    periodic: G\n    period: \"2*a + 1\"\n", SINGLE_WORD), "c");
    }

    @Test
    @DisplayName("regression, failed on 0a1bb97 (issue 35, 4: 010 is 8 for the checker (JEXL octal), 10 for the prover)")
    void aLeadingZeroLiteralMeansWhatTheCheckerReads() throws IOException {
        // the statement's game is S = {3, 010} = {3, 8}: minimal period 11 under wall, not 13
        assertEquals(11, wall(3, 8).period());
        ProverFuzz.Family f = ProverFuzz.concrete(3, 10, "010"); // the word of S = {3, 10}
        String word = f.word().yaml();
        notProved(statement("  a: 3..3\n", "[a, 010]", "", "  - name: c\n    periodic: wall\n    period: 13\n    from: 0\n    minimal: true\n", word), "c");
    }

    @Test
    @DisplayName("regression, failed on 0a1bb97 (issue 35, 5: a parameter named y restricts the encoder's position variable)")
    void aParameterNamedYDoesNotRestrictThePositions() throws IOException {
        String word = """
                word:
                  domain: "a >= 3 && y >= 0 && y <= a - 3"
                  wall:
                    - when: "a <= 40"
                      period: "0^a 1^a"
                    - when: "a >= 41"
                      period: "0^a 1^(a + 1)"
                """;
        ProverFuzz.WordSpec w = new ProverFuzz.WordSpec("a >= 3 && y >= 0 && y <= a - 3", List.of(), List.of(),
                List.of(new ProverFuzz.Case("a <= 40", null, "0^a 1^a"), new ProverFuzz.Case("a >= 41", null, "0^a 1^(a + 1)")), null);
        assertEquals("position 82: the word has 1, G has 0", ProverFuzz.wordMismatch(w, false, new long[] {41}, Map.of("a", 41L, "y", 0L)));
        WordProver.Outcome o = prove(statement("  a: 3..10\n  y: 0..3\n", "[a]", "", "  - name: c\n    periodic: wall\n    period: \"2*a\"\n", word)
                .replace("parameters:\n", "parameters:\n").replace("moves:", "where: \"y <= a - 3\"\nmoves:"));
        assertNotEquals(WordProver.Status.PROVED, o.status(), "a wrong word (a >= 41) is called G: " + o.detail());
    }
}
