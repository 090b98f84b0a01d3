package org.subgames.proof.word;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.subgames.specs.StatementLoader;

/**
 * Words with a group of groups (issue 36): S = {2, 4q+3, j(4q+5) + 1}, whose period under wall is
 * j blocks ((0^2 1^2)^(q+1) 2) of the two-move word of {2, 4q+3} and a tail (0 3 1 2)^(q+1). The
 * nest's span j (4q + 5) and the move c = j (4q + 5) + 1 are one product variable; with it the
 * obligations are linear (QF_LIA) and prove both conventions for every q &gt;= 0, j &gt;= 1. Its
 * mutants are refuted by the obligations alone (no sample check).
 */
@Tag("smt")
class NestedWordTest {

    @TempDir
    Path tmp;

    static final String WALL = "((0^2 1^2)^(q + 1) 2)^j (0 3 1 2)^(q + 1)";
    static final String SINK_PRE = "((1^2 2^2)^(q + 1) 3)^j (1 0^2 3)^(q + 1) ((1^2 0^2)^(q + 1) 3)^(j - 1)";
    static final String SINK = "(1^2 0 2)^(q + 1) 2 (1 0^2 2)^(q + 1) ((1^2 0^2)^(q + 1) 2)^(j - 1)";

    static String family(String wall, String sinkPre, String sink) {
        return "id: nested\nkind: conjecture\ntitle: t\nsource: NestedWordTest\nparameters:\n  q: 0..5\n  j: 1..4\n"
                + "moves: [2, 4*q + 3, j*(4*q + 5) + 1]\nconvention: both\nlet:\n  P: \"4*q + 3 + j*(4*q + 5) + 1\"\n"
                + "claims:\n  - name: wall\n    periodic: wall\n    period: P\n    from: 0\n    minimal: true\n"
                + "  - name: sink\n    periodic: sink\n    period: P\n    from: \"2*j*(4*q + 5)\"\n"
                + "word:\n  domain: \"q >= 0 && j >= 1\"\n  counts: [q, j]\n  wall:\n    - period: \"" + wall + "\"\n"
                + "  sink:\n    - pre: \"" + sinkPre + "\"\n      period: \"" + sink + "\"\n";
    }

    private WordProver.Outcome replay(String yaml) throws IOException {
        Path file = tmp.resolve("nested.yaml");
        Files.writeString(file, yaml);
        return WordProver.replay(WordProofRun.TIMEOUT_MS).prove(StatementLoader.load(file), r -> { });
    }

    @Test
    void theNestedFamilyIsProvedForEveryParameter() throws IOException {
        WordProver.Outcome o = replay(family(WALL, SINK_PRE, SINK));
        assertEquals(WordProver.Status.PROVED, o.status(), o.detail());
        assertEquals(List.of("wall", "sink"), o.provedClaims(), o.detail());
    }

    /** Wrong nested words: each has a counterexample the obligations find (the sample check is off). */
    @Test
    void wrongNestedWordsAreRefuted() throws IOException {
        List<String[]> mutants = List.of(
                new String[] {"the inner group once less", "((0^2 1^2)^q 2)^j (0 3 1 2)^(q + 1)", SINK_PRE, SINK},
                new String[] {"the nest's own run longer", "((0^2 1^2)^(q + 1) 2^2)^j (0 3 1 2)^(q + 1)", SINK_PRE, SINK},
                new String[] {"the inner runs swapped", "((1^2 0^2)^(q + 1) 2)^j (0 3 1 2)^(q + 1)", SINK_PRE, SINK},
                new String[] {"sink: the preperiod's last nest once more", WALL, "((1^2 2^2)^(q + 1) 3)^j (1 0^2 3)^(q + 1) ((1^2 0^2)^(q + 1) 3)^j", SINK},
                new String[] {"sink: an inner run of the period", WALL, SINK_PRE, "(1^2 0 2)^(q + 1) 2 (1 0^2 2)^(q + 1) ((1^2 0^3)^(q + 1) 2)^(j - 1)"});
        for (String[] m : mutants) {
            WordProver.Outcome o = replay(family(m[1], m[2], m[3]));
            assertEquals(WordProver.Status.REFUTED, o.status(), m[0] + ": " + o.detail());
        }
    }

    /**
     * The same word with a and the units symbolic (S = {a, 2qa + r, j(a + b) + a + u}): the inner
     * product q*(a) is known by bounds only, so the word is not proved; it must not be called proved,
     * nor refuted (it holds on every instance).
     */
    @Test
    void aNestWithASymbolicUnitIsLeftUnprovedNotFaked() throws IOException {
        String yaml = "id: nested\nkind: conjecture\ntitle: t\nsource: NestedWordTest\nparameters:\n  a: 2..5\n  r: 1..a - 1\n  u: 1..r\n  q: 1..2\n  j: 1..2\n"
                + "moves: [a, 2*q*a + r, j*(2*q*a + r + a) + a + u]\nconvention: wall\nclaims:\n  - name: wall\n    periodic: wall\n"
                + "    period: \"2*q*a + r + j*(2*q*a + r + a) + a + u\"\n    from: 0\n"
                + "word:\n  domain: \"a >= 2 && q >= 1 && j >= 1 && 1 <= r && r <= a - 1 && 1 <= u && u <= r && r + u <= a\"\n  counts: [q, j]\n"
                + "  wall:\n    - period: \"((0^a 1^a)^q 0^r 2^(a - r) 1^r)^j 0^a 1^a (2^u 0^(a - u) 3^u 1^(a - u))^(q - 1) 2^u 0^(r - u) 2^(a - r) 3^u 1^(r - u) 3^u\"\n";
        Path file = tmp.resolve("nested.yaml");
        Files.writeString(file, yaml);
        WordProver.Outcome o = WordProver.replay(500).prove(StatementLoader.load(file), r -> { });
        assertNotEquals(WordProver.Status.PROVED, o.status(), o.detail());
        assertNotEquals(WordProver.Status.REFUTED, o.status(), o.detail());
    }
}
