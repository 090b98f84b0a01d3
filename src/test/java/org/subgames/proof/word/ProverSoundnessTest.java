package org.subgames.proof.word;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.subgames.base.BadInputException;
import org.subgames.specs.Statement;

/**
 * The classes of false "proved for every parameter" a reviewer found (issue 35), each with variants:
 * every test here failed on 3ae1b94 (the claim was proved) and must now leave the claim per
 * instance or refute the statement. Positive controls beside them show that the same forms are
 * still proved where they are true, so a fix cannot be a blanket refusal.
 */
@Tag("smt")
class ProverSoundnessTest {

    @TempDir
    Path tmp;

    private static final String ONE_MOVE_WORD = TestStatements.ONE_MOVE_WORD;

    private Statement statement(String id, String params, String moves, String convention, String lets, String claims, String word)
            throws IOException {
        return TestStatements.load(tmp, id, params, moves, convention, lets, claims, word);
    }

    private Statement oneMove(String lets, String claims) throws IOException {
        return statement("one-move", "  a: 1..30\n", "[a]", "both", lets, claims, ONE_MOVE_WORD);
    }

    private static WordProver.Outcome prove(Statement st) {
        return WordProver.z3Only(WordProofRun.TIMEOUT_MS).prove(st, r -> { });
    }

    private static void provedExactly(WordProver.Outcome o, List<String> claims) {
        assertEquals(WordProver.Status.PROVED, o.status(), o.detail());
        assertEquals(claims, o.provedClaims(), "per instance: " + o.perInstance());
    }

    @Test
    void namesWithDoubleUnderscoresAreNotFacts() throws IOException {
        WordProver.Outcome o = prove(oneMove("  foo__bar: \"2\"\n  wall__preperiod: \"5\"\n",
                "  - name: foobar\n    holds: \"sink.preperiod == 0 && foo__bar == 1\"\n"
                        + "  - name: let as fact\n    holds: \"wall__preperiod == 0\"\n"
                        + "  - name: control\n    holds: \"sink.preperiod == 0 && wall.preperiod == 0\"\n"));
        provedExactly(o, List.of("control"));
        assertTrue(o.perInstance().get(0).startsWith("foobar: not a claim about"), o.perInstance().toString());
    }

    @Test
    void aPeriodMustBeShownPositiveOnTheWholeDomain() throws IOException {
        WordProver.Outcome o = prove(oneMove("  P: \"2*a\"\n",
                "  - name: zero\n    periodic: wall\n    period: 0\n    from: 0\n"
                        + "  - name: zero for a = 3\n    periodic: wall\n    period: \"a - 3\"\n    from: 0\n"
                        + "  - name: negative\n    periodic: sink\n    period: \"0 - 2*a\"\n"
                        + "  - name: zero times\n    periodic: wall\n    period: \"0*a\"\n"
                        + "  - name: control\n    periodic: sink\n    period: \"2*P\"\n    from: 1\n"));
        provedExactly(o, List.of("control"));
        assertTrue(o.perInstance().get(0).contains("not shown >= 1"), o.perInstance().toString());
    }

    @Test
    void periodicGIsLinkedUnderBothConventionsOrStaysPerInstance() throws IOException {
        WordProver.Outcome o = prove(oneMove("",
                "  - name: three\n    periodic: G\n    period: 3\n    from: 0\n"
                        + "  - name: control\n    periodic: G\n    period: \"4*a\"\n    from: 1\n    minimal: false\n"
                        + "  - name: minimal control\n    periodic: G\n    period: \"2*a\"\n    minimal: true\n"));
        provedExactly(o, List.of("control", "minimal control"));
        // a word with wall cases only says nothing of sink: a G claim stays per instance
        Statement wallOnly = statement("wall-only", "  a: 1..30\n", "[a]", "both", "", "  - name: G\n    periodic: G\n    period: \"2*a\"\n    from: 1\n",
                "word:\n  domain: \"a >= 1\"\n  wall:\n    - period: \"0^a 1^a\"\n");
        WordProver.Outcome w = prove(wallOnly);
        provedExactly(w, List.of());
        assertTrue(w.perInstance().get(0).contains("no sink cases"), w.perInstance().toString());
    }

    /** The checker reads 010 as octal 8 and 0x0A as 10; the prover reads JEXL's own tree, so it proves the checker's game. */
    @Test
    void literalsMeanWhatTheCheckerReads() throws IOException {
        String word = "word:\n  domain: \"a == 3\"\n  wall:\n    - period: \"0^3 1^3 0^3 1^3 2^1\"\n";
        String claim = "  - name: 13 is the minimal period\n    actual: G.minimalPeriod\n    expected: 13\n";
        WordProver.Outcome octal = prove(statement("octal", "  a: 3..3\n", "[a, 010]", "wall", "", claim, word));
        assertEquals(WordProver.Status.REFUTED, octal.status(), octal.detail());
        WordProver.Outcome hex = prove(statement("hex", "  a: 3..3\n", "[a, 0x0A]", "wall", "", claim, word));
        provedExactly(hex, List.of("13 is the minimal period"));
        WordProver.Outcome longLiteral = prove(statement("long", "  a: 3..3\n", "[a, 10L]", "wall", "", claim, word));
        provedExactly(longLiteral, List.of("13 is the minimal period"));
    }

    /** Parameters named like the encoder's variables (y, K, J0) cannot restrict the positions it checks. */
    @ParameterizedTest(name = "parameter {0}")
    @ValueSource(strings = {"y", "K", "J0", "J1"})
    void encoderNamesAreOutOfReach(String name) throws IOException {
        String params = "  a: 3..30\n  " + name + ": 0..a-3\n";
        String word = "word:\n  domain: \"a >= 3 && " + name + " >= 0 && " + name + " <= a - 3\"\n  wall:\n"
                + "    - when: \"a <= 40\"\n      period: \"0^a 1^a\"\n    - when: \"a >= 41\"\n      period: \"0^a 1^(a + 1)\"\n";
        Statement st = statement("names", params, "[a]", "wall", "", "  - name: two a\n    periodic: wall\n    period: \"2*a\"\n", word);
        for (boolean sample : List.of(true, false)) {
            WordProver.Outcome o = new WordProver(WordProofRun.TIMEOUT_MS, sample, true).prove(st, r -> { });
            assertTrue(o.status() != WordProver.Status.PROVED, name + ", sample " + sample + ": " + o.detail());
            assertTrue(o.provedClaims().isEmpty(), o.provedClaims().toString());
        }
    }

    /** The encoder's names as lets and counts: lets mean what the checker reads, counts cannot hide a wrong word. */
    @ParameterizedTest(name = "let and count {0}")
    @ValueSource(strings = {"y", "K", "J0", "J1", "wall__preperiod"})
    void encoderNamesAsLetsAndCounts(String name) throws IOException {
        WordProver.Outcome lets = prove(oneMove("  " + name + ": \"2*a\"\n", "  - name: right\n    periodic: G\n    period: " + name + "\n"
                + "  - name: wrong\n    actual: G.minimalPeriod\n    expected: \"" + name + " + 1\"\n"));
        provedExactly(lets, List.of("right"));
        String word = "word:\n  domain: \"a >= 1 && " + name + " == a\"\n  counts: [" + name + "]\n  wall:\n    - when: \"a <= 40\"\n"
                + "      period: \"(0^1)^" + name + " 1^a\"\n    - when: \"a >= 41\"\n      period: \"(0^1)^" + name + " 1^(a + 1)\"\n";
        Statement counted = statement("counted", "  a: 1..30\n  " + name + ": a..a\n", "[a]", "wall", "",
                "  - name: two a\n    periodic: wall\n    period: \"2*a\"\n", word);
        for (boolean sample : List.of(true, false)) {
            WordProver.Outcome o = new WordProver(WordProofRun.TIMEOUT_MS, sample, true).prove(counted, r -> { });
            assertTrue(o.status() != WordProver.Status.PROVED && o.provedClaims().isEmpty(), name + ", sample " + sample + ": " + o.detail());
        }
    }

    /** A name that could meet the encoder's (they begin with '#') is no statement name: the loader says so at its line. */
    @Test
    void theLoaderRefusesNamesOutsideIdentifiers() {
        for (String name : List.of("\"#y\"", "\"#K\"", "\"G.preperiod\"", "\"c*(a)\"")) {
            org.subgames.specs.SpecException e = assertThrows(org.subgames.specs.SpecException.class,
                    () -> statement("bad", "  a: 1..3\n  " + name + ": 1..3\n", "[a]", "wall", "", "  - holds: \"a >= 1\"\n", ""));
            assertTrue(e.getMessage().contains("bad.yaml:") && e.getMessage().contains("cannot be a parameter name"), e.getMessage());
        }
    }

    /** Claims the prover cannot read exactly stay per instance; the proof of the word goes on. */
    @Test
    void unreadableClaimsStayPerInstance() throws IOException {
        WordProver.Outcome o = prove(oneMove("  H: \"(2*a) / 1\"\n",
                "  - name: max\n    holds: \"S.max == a\"\n"
                        + "  - name: gcd\n    actual: G.minimalPeriod\n    expected: \"gcd(2*a, 4*a)\"\n"
                        + "  - name: at\n    holds: \"G.at(0) == G.at(2*a)\"\n"
                        + "  - name: division\n    periodic: wall\n    period: \"(4*a) / 2\"\n"
                        + "  - name: let with division\n    periodic: wall\n    period: H\n"
                        + "  - name: fact in a let\n    actual: wall.minimalPeriod\n    expected: \"wall.period\"\n"
                        + "  - name: control\n    actual: G.minimalPeriod\n    expected: \"2*a\"\n"));
        provedExactly(o, List.of("control"));
        String all = String.join("\n", o.perInstance());
        assertTrue(all.contains("'/'") && all.contains("gcd") && all.contains("method call") && all.contains("computed fact"), all);
    }

    /** Verdicts go by name: two claims of one name are never proved, so one's proof cannot stand for the other. */
    @Test
    void claimsSharingANameStayPerInstance() throws IOException {
        WordProver.Outcome o = prove(oneMove("", "  - name: same\n    actual: G.minimalPeriod\n    expected: \"2*a\"\n"
                + "  - name: same\n    actual: G.minimalPeriod\n    expected: \"2*a + 1\"\n"
                + "  - name: control\n    actual: sink.preperiod\n    expected: 0\n"));
        provedExactly(o, List.of("control"));
        assertTrue(o.perInstance().get(0).contains("same name"), o.perInstance().toString());
    }

    @Test
    void wrongFactsStayPerInstance() throws IOException {
        WordProver.Outcome o = prove(oneMove("",
                "  - name: preperiod\n    actual: sink.preperiod\n    expected: 1\n"
                        + "  - name: minimal\n    actual: wall.minimalPeriod\n    expected: \"4*a\"\n"
                        + "  - name: mixed\n    holds: \"wall.preperiod == 0 && wall.minimalPeriod == a\"\n"
                        + "  - name: control\n    holds: \"wall.preperiod == 0 && G.minimalPeriod == 2*a\"\n"));
        provedExactly(o, List.of("control"));
    }

    @Test
    void movesTheProverCannotReadAreRefusedAsBadInput() throws IOException {
        Statement st = statement("division", "  a: 2..30\n", "[(2*a) / 2]", "wall", "", "  - name: p\n    periodic: wall\n    period: \"2*a\"\n",
                "word:\n  domain: \"a >= 2\"\n  wall:\n    - period: \"0^a 1^a\"\n");
        BadInputException e = assertThrows(BadInputException.class, () -> prove(st));
        assertTrue(e.getMessage().contains("'/'"), e.getMessage());
    }

    @Test
    void theWordLanguageRefusesWhatTheStatementsReadOtherwise() {
        for (String bad : List.of("010", "a / 2", "a % 2", "a == b < c", "1 < a == b", "10L")) {
            assertThrows(BadInputException.class, () -> org.subgames.symbolic.SymParser.parse(bad), bad);
        }
        assertFalse(org.subgames.symbolic.SymParser.parse("1 <= a < b").show().isEmpty());
    }
}
