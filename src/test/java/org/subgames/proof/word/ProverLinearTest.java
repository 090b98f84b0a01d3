package org.subgames.proof.word;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.subgames.specs.StatementLoader;

/**
 * Exact linear arithmetic where it is linear (issue 36): a count times a constant is the linear
 * term, the repetition of a group of constant unit U is U j with 0 &lt;= j &lt;= count - 1, and a
 * phase modulo a constant is exact (w - U q with the definition 0 &lt;= w - U q &lt; U). Positive
 * controls that only these facts prove, and mutants that must still be refuted; all without the
 * sample check, so that the obligations alone decide.
 */
@Tag("smt")
class ProverLinearTest {

    @TempDir
    Path tmp;

    /** The family of issue 36 (S = {1, 2m+1, 2m+2+2t}), as specs/three-move-one-odd-even.yaml. */
    private static final String WALL = "(0^1 1^1)^(m + t + 1) (2^1 3^1)^m 2^1";
    private static final String SINK_T0 = "(1^1 2^1)^(m + 1) (0^1 3^1)^m 0^1";
    private static final String SINK_LOW_PRE = "(1^1 2^1)^(m + t + 1) (0^1 3^1)^t";
    private static final String SINK_LOW = "(0^1 3^1)^(m - t) (0^1 1^1)^t 0^1 (1^1 2^1)^(m + 1) (0^1 2^1)^t";
    private static final String SINK_HIGH_PRE = "(1^1 2^1)^(m + t + 1) (0^1 3^1)^m";
    private static final String SINK_HIGH = "(0^1 1^1)^(t + 1) (2^1 1^1)^m (2^1 0^1)^m 2^1";

    private static String family(String wall, String sinkT0, String lowPre, String low, String highPre, String high) {
        return "id: linear\nkind: conjecture\ntitle: t\nsource: ProverLinearTest\nparameters:\n  m: 1..6\n  t: 0..6\nmoves: [1, 2*m + 1, 2*m + 2 + 2*t]\n"
                + "convention: both\nclaims:\n  - name: c\n    periodic: wall\n    period: \"4*m + 2*t + 3\"\n    from: 0\n"
                + "word:\n  domain: \"m >= 1 && t >= 0\"\n  counts: [m, t]\n  wall:\n    - period: \"" + wall + "\"\n  sink:\n"
                + "    - when: \"t == 0\"\n      period: \"" + sinkT0 + "\"\n"
                + "    - when: \"t < m\"\n      pre: \"" + lowPre + "\"\n      period: \"" + low + "\"\n"
                + "    - when: \"t >= m\"\n      pre: \"" + highPre + "\"\n      period: \"" + high + "\"\n";
    }

    private WordProver.Outcome replay(String yaml) throws IOException {
        Path file = tmp.resolve("linear.yaml");
        Files.writeString(file, yaml);
        return WordProver.replay(WordProofRun.TIMEOUT_MS).prove(StatementLoader.load(file), r -> { });
    }

    private static String oneMove(String moves, String domain, String period) {
        return "id: linear\nkind: conjecture\ntitle: t\nsource: ProverLinearTest\nparameters:\n  a: 1..9\nmoves: " + moves + "\nconvention: wall\n"
                + "claims:\n  - name: c\n    periodic: wall\n    period: 2\n    from: 0\n"
                + "word:\n  domain: \"" + domain + "\"\n  wall:\n    - period: \"" + period + "\"\n";
    }

    @Test
    void theFamilyOfIssue36IsProvedWithoutScaling() throws IOException {
        WordProver.Outcome o = replay(family(WALL, SINK_T0, SINK_LOW_PRE, SINK_LOW, SINK_HIGH_PRE, SINK_HIGH));
        assertEquals(WordProver.Status.PROVED, o.status(), o.detail());
        assertEquals(List.of("c"), o.provedClaims());
    }

    /** Wrong words of the family: each is refuted by the obligations alone, with an instance and a position. */
    @Test
    void wrongWordsOfTheFamilyAreRefuted() throws IOException {
        List<String[]> mutants = List.of(
                new String[] {"a group repeated once less", "(0^1 1^1)^(m + t) (2^1 3^1)^m 2^1", SINK_T0, SINK_LOW_PRE, SINK_LOW},
                new String[] {"a group repeated once more", "(0^1 1^1)^(m + t + 1) (2^1 3^1)^(m + 1) 2^1", SINK_T0, SINK_LOW_PRE, SINK_LOW},
                new String[] {"the last letter", "(0^1 1^1)^(m + t + 1) (2^1 3^1)^m 3^1", SINK_T0, SINK_LOW_PRE, SINK_LOW},
                new String[] {"a constant run one longer", "(0^1 1^1)^(m + t + 1) (2^1 3^1)^m 2^2", SINK_T0, SINK_LOW_PRE, SINK_LOW},
                new String[] {"a unit of 3", "(0^1 1^2)^(m + t + 1) (2^1 3^1)^m 2^1", SINK_T0, SINK_LOW_PRE, SINK_LOW},
                new String[] {"two runs of a group swapped", "(1^1 0^1)^(m + t + 1) (2^1 3^1)^m 2^1", SINK_T0, SINK_LOW_PRE, SINK_LOW},
                new String[] {"sink t == 0: a count off", WALL, "(1^1 2^1)^m (0^1 3^1)^m 0^1", SINK_LOW_PRE, SINK_LOW},
                new String[] {"sink t < m: the preperiod's group", WALL, SINK_T0, "(1^1 2^1)^(m + t) (0^1 3^1)^t", SINK_LOW},
                new String[] {"sink t < m: a count of the period", WALL, SINK_T0, SINK_LOW_PRE, "(0^1 3^1)^(m - t) (0^1 1^1)^t 0^1 (1^1 2^1)^m (0^1 2^1)^t"});
        for (String[] m : mutants) {
            WordProver.Outcome o = replay(family(m[1], m[2], m[3], m[4], SINK_HIGH_PRE, SINK_HIGH));
            assertEquals(WordProver.Status.REFUTED, o.status(), m[0] + ": " + o.detail());
            assertTrue(o.detail().contains("position"), m[0] + ": " + o.detail());
        }
    }

    /**
     * S = {1, 2a + 1} (every move odd): G_wall = (0 1)*, shown only by the exact phase modulo the
     * constant period 2 (x - 2a - 1 has the parity of x - 1 for every a). The same word for S = {1, a}
     * or S = {1, 2a} is false (at a = 2, or at every a) and must be refuted, though the sample check is off.
     */
    @Test
    void aPhaseModuloAConstantIsExact() throws IOException {
        WordProver.Outcome odd = replay(oneMove("[1, 2*a + 1]", "a >= 1", "0^1 1^1"));
        assertEquals(WordProver.Status.PROVED, odd.status(), odd.detail());
        assertEquals(List.of("c"), odd.provedClaims());
        WordProver.Outcome grouped = replay(oneMove("[1, 2*a + 1]", "a >= 1", "(0^1 1^1)^a"));
        assertEquals(WordProver.Status.PROVED, grouped.status(), grouped.detail());
        for (String moves : List.of("[1, a]", "[1, 2*a]", "[1, 2*a + 2]", "[1, 4*a + 2]")) {
            WordProver.Outcome o = replay(oneMove(moves, "a >= 2", "0^1 1^1"));
            assertEquals(WordProver.Status.REFUTED, o.status(), moves + ": " + o.detail());
        }
        // a group of constant unit that leaves its period with one letter too many: the repetition is exact
        WordProver.Outcome extra = replay(oneMove("[1, 2*a + 1]", "a >= 1", "(0^1 1^1)^a 0^1"));
        assertNotEquals(WordProver.Status.PROVED, extra.status(), extra.detail());
        assertEquals(WordProver.Status.REFUTED, extra.status(), extra.detail());
    }

    private static String twoCounts(String domain, String period) {
        return "id: linear\nkind: conjecture\ntitle: t\nsource: ProverLinearTest\nparameters:\n  a: 1..6\n  m: 0..4\n  n: 0..7\nwhere: \"" + domain
                + "\"\nmoves: [a]\nconvention: wall\nclaims:\n  - name: c\n    periodic: wall\n    period: \"2*a\"\n    from: 0\n"
                + "word:\n  domain: \"" + domain + "\"\n  counts: [m, n]\n  wall:\n    - period: \"" + period + "\"\n";
    }

    /**
     * Two counts with one unit, S = {a} (G_wall = (0^a 1^a)*): the period (0^a 1^a)^(n - m + 1) has
     * length 2a (n - m + 1) &gt;= 1 only by the comparison of n*(a) with m*(a) (n &gt;= m gives
     * n*(a) &gt;= m*(a)); the run 0^(2(n - m - 1)a) is empty only by n = m + 1 giving n*(a) - m*(a) = a.
     * Statements that would need a false comparison are refuted.
     */
    @Test
    void productsOfTwoCountsWithOneUnitAreCompared() throws IOException {
        WordProver.Outcome o = replay(twoCounts("a >= 1 && m >= 0 && n >= m", "(0^a 1^a)^(n - m + 1)"));
        assertEquals(WordProver.Status.PROVED, o.status(), o.detail());
        WordProver.Outcome exact = replay(twoCounts("a >= 1 && m >= 0 && n == m + 1", "0^a 1^a 0^(2*(n - m - 1)*a)"));
        assertEquals(WordProver.Status.PROVED, exact.status(), exact.detail());
        // false: n = m + 2 gives a run 0^(2a) (n*(a) - m*(a) <= a would be a false product fact)
        WordProver.Outcome wider = replay(twoCounts("a >= 1 && m >= 0 && n >= m + 1", "0^a 1^a 0^(2*(n - m - 1)*a)"));
        assertEquals(WordProver.Status.REFUTED, wider.status(), wider.detail());
        // false: the period is empty at n = m (n*(a) - m*(a) >= a would be a false product fact)
        WordProver.Outcome empty = replay(twoCounts("a >= 1 && m >= 0 && n >= m", "(0^a 1^a)^(n - m)"));
        assertNotEquals(WordProver.Status.PROVED, empty.status(), empty.detail());
        // false: the count n - m + 1 is 0 at n = m - 1
        WordProver.Outcome below = replay(twoCounts("a >= 1 && m >= 1 && n >= m - 1", "(0^a 1^a)^(n - m + 1)"));
        assertNotEquals(WordProver.Status.PROVED, below.status(), below.detail());
    }

    /** Two-move (S = {a, b}) with the split b = q (2a) + r, a domain and guards that may use q, r and b. */
    private static String splitDomain(String q, String r, String domain, String wallLow, String sinkLowPre) {
        return "id: linear\nkind: conjecture\ntitle: t\nsource: ProverLinearTest\nparameters:\n  a: 1..8\n  b: a+1..40\nmoves: [a, b]\n"
                + "convention: both\nclaims:\n  - name: c\n    periodic: wall\n    period: \"a + b\"\n    from: 0\n"
                + "word:\n  domain: \"" + domain + "\"\n  split:\n    - {of: b, by: \"2*a\", quotient: " + q + ", remainder: " + r + "}\n"
                + "  wall:\n    - when: \"" + r + " < a\"\n      period: \"" + wallLow + "\"\n"
                + "    - when: \"" + r + " > a\"\n      period: \"(0^a 1^a)^(" + q + " + 1) 2^(" + r + " - a)\"\n"
                + "  sink:\n    - when: \"" + r + " == 0\"\n      pre: \"(1^a 2^a)^(" + q + " - 1)\"\n      period: \"1^a 2^a 0^a (1^a 0^a)^(" + q + " - 1)\"\n"
                + "    - when: \"" + r + " < a && b != 2*" + q + "*a\"\n      pre: \"" + sinkLowPre + "\"\n"
                + "      period: \"2^(a - " + r + ") 1^" + r + " 0^a (1^a 0^a)^(" + q + " - 1) 1^a 0^" + r + "\"\n"
                + "    - when: \"" + r + " > a\"\n      pre: \"(1^a 2^a)^" + q + "\"\n      period: \"1^a 2^(" + r + " - a) 0^a (1^a 0^a)^" + q + "\"\n";
    }

    private static final String WALL_LOW = "(0^a 1^a)^q 0^r 2^(a - r) 1^r";
    private static final String SINK_LOW_PRE_R = "(1^a 2^a)^(q - 1) 1^a 2^r";

    /**
     * Split variables in the domain and the guards (issue 36): the two-move word without its case
     * r == a, on the domain r != a (b no odd multiple of a), a guard that uses b itself; proved, also
     * with split variables named as the encoder's variables would be without their '#'. Wrong words
     * there are refuted, and so is a domain whose split variables would have to be read otherwise.
     */
    @Test
    void splitVariablesInTheDomainAndTheGuards() throws IOException {
        String domain = "a >= 1 && b > a && r != a && q <= 6";
        WordProver.Outcome o = replay(splitDomain("q", "r", domain, WALL_LOW, SINK_LOW_PRE_R));
        assertEquals(WordProver.Status.PROVED, o.status(), o.detail());
        assertTrue(o.detail().contains("(where b = q (2 * a) + r, 0 <= r < 2 * a)"), o.detail());
        for (String[] names : List.of(new String[] {"J0", "y"}, new String[] {"K", "i0"}, new String[] {"q0", "J1"})) {
            String q = names[0];
            String r = names[1];
            String d = domain.replace("r != a", r + " != a").replace("q <= 6", q + " <= 6");
            WordProver.Outcome renamed = replay(splitDomain(q, r, d, WALL_LOW.replace("q", q).replace("r", r), SINK_LOW_PRE_R.replace("q", q).replace("r", r)));
            assertEquals(WordProver.Status.PROVED, renamed.status(), q + ", " + r + ": " + renamed.detail());
            WordProver.Outcome wrong = replay(splitDomain(q, r, d, ("(0^a 1^a)^q 0^r 2^(a - r) 1^(r + 1)").replace("q", q).replace("r", r),
                    SINK_LOW_PRE_R.replace("q", q).replace("r", r)));
            assertEquals(WordProver.Status.REFUTED, wrong.status(), q + ", " + r + ": " + wrong.detail());
        }
        // wrong only for q >= 2 (far from a sample of small b): refuted by the obligations alone
        WordProver.Outcome lateWrong = replay(splitDomain("q", "r", domain, WALL_LOW, "(1^a 2^a)^(q - 1) 1^a 2^r 1^(q - 1)"));
        assertEquals(WordProver.Status.REFUTED, lateWrong.status(), lateWrong.detail());
        // the domain must exclude r == a: with it, the wall has no case there (coverage)
        WordProver.Outcome uncovered = replay(splitDomain("q", "r", "a >= 1 && b > a && r != a - 1", WALL_LOW, SINK_LOW_PRE_R));
        assertEquals(WordProver.Status.REFUTED, uncovered.status(), uncovered.detail());
        // a domain that restricts q alone
        WordProver.Outcome onlyQ = replay(splitDomain("q", "r", "a >= 1 && b > a && r != a && q >= 2", WALL_LOW, SINK_LOW_PRE_R));
        assertEquals(WordProver.Status.PROVED, onlyQ.status(), onlyQ.detail());
    }

    /**
     * The domain with split variables means the same for the checker and the prover: at every
     * parameter tuple, ParametricWord.inDomain (extend, then evaluate) agrees with the case model's
     * formula (domain with b substituted, split facts, products at their real values).
     */
    @Test
    void theDomainWithSplitVariablesReadsAsTheChecker() throws IOException {
        String domain = "a >= 1 && b > a && r != a && (q <= 3 || r >= 2) && b - r >= 2*a";
        Path file = tmp.resolve("linear.yaml");
        Files.writeString(file, splitDomain("q", "r", domain, WALL_LOW, SINK_LOW_PRE_R));
        org.subgames.symbolic.ParametricWord w = StatementLoader.load(file).word();
        CaseModel m = new CaseModel(w, org.subgames.game.Convention.WALL, w.cases().get(org.subgames.game.Convention.WALL).get(0),
                List.of(new org.subgames.symbolic.Sym.Name("a"), new org.subgames.symbolic.Sym.Name("b")));
        org.subgames.symbolic.Cond formula = org.subgames.symbolic.Cond.and(org.subgames.symbolic.Cond.and(m.splitFacts), m.domain);
        int inside = 0;
        for (long a = -2; a <= 9; a++) {
            for (long b = -3; b <= 60; b++) {
                java.util.Map<String, Long> params = new java.util.LinkedHashMap<>(java.util.Map.of("a", a, "b", b));
                boolean checker = w.inDomain(params);
                if (2 * a < 1) {
                    assertEquals(false, checker, params.toString());
                    continue;
                }
                java.util.Map<String, Long> v = w.extend(params);
                for (org.subgames.symbolic.Products.Product p : m.products.all()) {
                    v.put(p.name(), v.get(p.count()) * p.unit().eval(v));
                }
                assertEquals(checker, formula.eval(v), params.toString());
                inside += checker ? 1 : 0;
            }
        }
        assertTrue(inside > 100, "the domain is not empty: " + inside);
    }
}
