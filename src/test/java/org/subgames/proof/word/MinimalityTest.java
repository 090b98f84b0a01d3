package org.subgames.proof.word;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.subgames.specs.StatementLoader;
import org.subgames.symbolic.Affine;

/**
 * Minimal periods for every parameter (issue 36): the four arguments of {@link Minimality} prove
 * the shipped families' minimality claims, and mutants whose claimed minimal period is false for
 * some parameter (a period word that repeats itself, a group repeated with nothing else, a claim
 * off by a factor, runs of one letter that touch directly, through an empty run, across the wrap of
 * a group or of the period) are never proved: their word is proved G, a control claim (the same
 * period, not minimal) is proved, and the minimality claim stays per instance, where the per
 * instance check refutes it.
 */
@Tag("smt")
class MinimalityTest {

    @TempDir
    Path tmp;

    /** G_wall of S = {a} is (0^a 1^a)*, minimal period 2a. */
    private WordProver.Outcome prove(String params, String domain, String counts, String pre, String period, String claimed, String from)
            throws IOException {
        String word = "word:\n  domain: \"" + domain + "\"\n" + counts + "  wall:\n    - " + (pre.isEmpty() ? "" : "pre: \"" + pre + "\"\n      ")
                + "period: \"" + period + "\"\n";
        String claims = "  - name: minimal\n    periodic: wall\n    period: \"" + claimed + "\"\n    from: \"" + from + "\"\n    minimal: true\n"
                + "  - name: control\n    periodic: wall\n    period: \"" + claimed + "\"\n    from: \"" + from + "\"\n";
        return WordProver.z3Only(WordProofRun.TIMEOUT_MS).prove(TestStatements.load(tmp, "minimal", params, "[a]", "wall", "", claims, word), r -> { });
    }

    /** A false minimality: what, parameters, domain, counts line, preperiod, period word, claimed period, from. */
    static Stream<Arguments> falseMinimality() {
        return Stream.of(
                Arguments.of("the period word repeats itself", "  a: 1..6\n", "a >= 1", "", "", "0^a 1^a 0^a 1^a", "4*a", "0"),
                Arguments.of("a group with count 2 and nothing else", "  a: 1..6\n", "a >= 1", "", "", "(0^a 1^a)^2", "4*a", "0"),
                Arguments.of("a group with count 3 and nothing else", "  a: 1..6\n", "a >= 1", "", "", "(0^a 1^a)^3", "6*a", "0"),
                Arguments.of("a group with count k >= 1 (minimal for k = 1 only)", "  a: 1..6\n  k: 1..3\n", "a >= 1 && k >= 1", "  counts: [k]\n", "",
                        "(0^a 1^a)^k", "2*k*a", "0"),
                Arguments.of("runs of 0 that touch", "  a: 3..8\n", "a >= 3", "", "", "0^(a - 1) 0^1 1^a 0^a 1^a", "4*a", "0"),
                Arguments.of("runs of 0 that touch through an empty run", "  a: 3..8\n", "a >= 3", "", "", "0^(a - 1) 2^0 0^1 1^a 0^a 1^a", "4*a", "0"),
                // 0^a is a run of unique length, isolated; the run 0^1 touches 0^(a - 1) across the wrap of the period
                Arguments.of("runs of 0 that touch across the period's wrap", "  a: 3..8\n", "a >= 3", "", "0^(a - 1)", "0^1 1^a 0^a 1^a 0^(a - 1)", "4*a",
                        "a - 1"),
                // 0^a as above; the run 0^1 touches the group's last run (k >= 1) or 0^(a - 1) (k = 0)
                Arguments.of("runs of 0 that touch across a group's copies", "  a: 3..8\n  k: 0..3\n", "a >= 3 && k >= 0", "  counts: [k]\n", "0^(a - 1)",
                        "0^1 1^a 0^a 1^a 0^(a - 1) (0^1 1^a 0^(a - 1))^k", "2*k*a + 4*a", "a - 1"),
                // 0^a as above; the run 0^(a - 1) touches the group's first run (k >= 1) or 0^1 after the group (k = 0)
                Arguments.of("runs of 0 that touch through a group of count 0 or more", "  a: 3..8\n  k: 0..3\n", "a >= 3 && k >= 0", "  counts: [k]\n", "",
                        "0^(a - 1) (0^1 1^a 0^(a - 1))^k 0^1 1^a 0^a 1^a", "2*k*a + 4*a", "0"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("falseMinimality")
    void aFalseMinimalPeriodIsNeverProved(String what, String params, String domain, String counts, String pre, String period, String claimed, String from)
            throws IOException {
        WordProver.Outcome o = prove(params, domain, counts, pre, period, claimed, from);
        assertEquals(WordProver.Status.PROVED, o.status(), what + ": the word is G: " + o.detail());
        assertEquals(List.of("control"), o.provedClaims(), what + ": " + o.proved());
        assertTrue(o.perInstance().get(0).startsWith("minimal: ") && o.perInstance().get(0).contains("minimal"), what + ": " + o.perInstance());
    }

    /**
     * A family whose walk to a run's nearest non-empty neighbours branched exponentially (it filled
     * a 6 GiB heap): the walk stops at its step bound, so generating the obligations takes seconds
     * and a modest heap.
     */
    @Test
    void theWalkOfManyPossiblyEmptyRunsIsBounded() {
        long t0 = System.nanoTime();
        WordProver.Outcome o = WordProver.generator().prove(org.subgames.specs.StatementLoader.load(Path.of("src", "test", "resources", "word",
                "minimality-walk.yaml")), r -> { });
        assertEquals(WordProver.Status.GENERATED, o.status(), o.detail());
        assertTrue(System.nanoTime() - t0 < 60_000_000_000L, "generated within a minute");
    }

    @Test
    void aMinimalPeriodOffByAFactorIsNeverProved() throws IOException {
        for (String claimed : List.of("a", "4*a")) {
            WordProver.Outcome o = prove("  a: 1..6\n", "a >= 1", "", "", "0^a 1^a", claimed, "0");
            assertFalse(o.provedClaims().contains("minimal"), claimed + ": " + o.proved());
        }
    }

    @Test
    void aLetterThatFillsOneRunShowsTheMinimalPeriod() throws IOException {
        WordProver.Outcome o = prove("  a: 1..6\n", "a >= 1", "", "", "0^a 1^a", "2*a", "0");
        assertEquals(List.of("minimal", "control"), o.provedClaims(), o.perInstance().toString());
        assertTrue(o.proved().get(0).endsWith("(minimal: " + Minimality.ONCE + ")"), o.proved().toString());
    }

    /**
     * The shipped families (issue 36): every minimality claim proved, by the argument named. The
     * sink word of three-move-b-plus-c has every letter recurring (a run of 2 of unique length, its
     * runs isolated); the additive linear words with c = 0 or c = a have every run of length a (the
     * shift witnesses).
     */
    @Test
    void theShippedFamiliesMinimalityIsProvedByTheArgumentNamed() {
        WordProver.Outcome bc = WordProver.z3Only(WordProofRun.TIMEOUT_MS).prove(StatementLoader.load(Path.of("specs", "three-move-b-plus-c.yaml")), r -> { });
        assertEquals(List.of(), bc.perInstance());
        assertTrue(bc.proved().contains("b + c is the minimal period of G_sink from position 1 + Q on (window certificate) (minimal: "
                + Minimality.UNIQUE_RUN + ")"), bc.proved().toString());
        WordProver.Outcome add = WordProver.z3Only(WordProofRun.TIMEOUT_MS).prove(StatementLoader.load(Path.of("specs", "additive-linear-word.yaml")),
                r -> { });
        assertEquals(List.of(), add.perInstance());
        add.proved().forEach(p -> assertTrue(p.endsWith("(minimal: " + Minimality.SHIFT + ")"), p));
        WordProver.Outcome ac = WordProver.z3Only(WordProofRun.TIMEOUT_MS).prove(StatementLoader.load(Path.of("specs", "three-move-a-plus-c.yaml")), r -> { });
        assertEquals(List.of(), ac.perInstance());
        ac.proved().stream().filter(p -> p.contains("minimal period"))
                .forEach(p -> assertTrue(p.endsWith("(minimal: " + Minimality.ONCE + "; " + Minimality.UNIQUE_RUN + ")"), p));
    }

    /** Random words per run: 40 in mvn verify (within its time budget); raise it for a deeper run (500 words: about a minute). */
    private static final int WORDS = Integer.getInteger("subgames.minimality.words", 40);

    /**
     * The arguments against brute force, on random period words that need not be any game's (seed
     * printed): whenever {@link Minimality} shows the period p minimal in a case, every instance
     * (a in 2..9, k in 0..4, or 0..3 for every other word, whose domain bounds k) has a period word
     * whose least cyclic period is p. Runs of length 0, groups of count 0, 1 or more, and letters
     * that recur are frequent, so each argument is tried on words where it must fail; the block
     * counts are tried alone as well on the words whose k is bounded, and with the block word alone
     * on the other random words and on {@link #BLOCK_WORDS}.
     */
    @Test
    void everyArgumentAgreesWithBruteForceOnRandomWords() {
        long seed = Long.getLong("subgames.minimality.seed", 36);
        System.out.println("MinimalityTest: seed " + seed + " (-Dsubgames.minimality.seed=" + seed + "), " + WORDS
                + " random words (-Dsubgames.minimality.words=" + WORDS + ")");
        java.util.Random rnd = new java.util.Random(seed);
        java.util.Map<String, Integer> shown = new java.util.TreeMap<>();
        try (Z3Session z3 = new Z3Session(WordProofRun.TIMEOUT_MS)) {
            for (int n = 0; n < FIXED.size() + WORDS; n++) {
                // every other random word with k bounded, so that the block counts split it at k = 0..3
                Tries tries = n < FIXED.size() ? Tries.ALL : n % 2 == 1 ? Tries.ALL_AND_COUNTS : Tries.ALL_AND_WORD;
                againstBruteForce(z3, n < FIXED.size() ? FIXED.get(n) : randomWord(rnd), tries, shown, seed);
            }
            List<String> bounded = BOUNDED.stream().map(period -> againstBruteForce(z3, period, Tries.ALL_AND_COUNTS, shown, seed)).toList();
            assertEquals(java.util.Arrays.asList(Minimality.BLOCK_COUNTS, null), bounded, "the block counts alone, split at k = 0..3");
            List<String> words = BLOCK_WORDS.stream().map(period -> againstBruteForce(z3, period, Tries.WORD, shown, seed)).toList();
            assertEquals(java.util.Arrays.asList(Minimality.BLOCK_COUNTS, Minimality.BLOCK_COUNTS, null, Minimality.BLOCK_COUNTS, null), words,
                    "the block word alone, k unbounded");
        }
        System.out.println("MinimalityTest: " + shown);
        assertTrue(shown.keySet().containsAll(List.of("none", Minimality.ONCE, Minimality.UNIQUE_RUN, Minimality.SHIFT, Minimality.BLOCK_COUNTS,
                "block counts alone", "block counts alone: none", "block word alone", "block word alone: none")),
                shown.toString());
    }

    /**
     * The arguments against brute force on words with a group inside a group (the walks through
     * nests; seed printed): the shape of three-move-two-nested's sink word must be shown minimal by
     * a unique run, a square of a nested word never, and on random nested words whatever is shown
     * holds at every instance as above.
     */
    @Test
    void nestedWordsAgreeWithBruteForce() {
        long seed = Long.getLong("subgames.minimality.seed", 36);
        System.out.println("MinimalityTest: nested words, seed " + seed + " (-Dsubgames.minimality.seed=" + seed + "), " + WORDS / 4
                + " random words (a quarter of -Dsubgames.minimality.words=" + WORDS + ")");
        java.util.Random rnd = new java.util.Random(seed);
        java.util.Map<String, Integer> shown = new java.util.TreeMap<>();
        try (Z3Session z3 = new Z3Session(WordProofRun.TIMEOUT_MS)) {
            List<String> fixed = new java.util.ArrayList<>();
            for (String period : NESTED) {
                fixed.add(againstBruteForce(z3, period, Tries.ALL, shown, seed));
            }
            assertEquals(java.util.Arrays.asList(Minimality.UNIQUE_RUN, null, null), fixed, NESTED.toString());
            assertEquals(1, shown.get("not well formed"), "the nest whose unit is 0 at k = 0, before any random word");
            for (int n = 0; n < WORDS / 4; n++) {
                againstBruteForce(z3, randomNestedWord(rnd), Tries.ALL, shown, seed);
            }
        }
        System.out.println("MinimalityTest: nested words " + shown);
        assertTrue(shown.keySet().containsAll(List.of("none", Minimality.UNIQUE_RUN)), shown.toString());
    }

    /**
     * Words with a nest: three-move-two-nested's sink period word at q = k (the shift witnesses do
     * not show it; its run 2^2 is the only block of its length, and its walks need pruning), a
     * square of a word whose run 0^2 would be unique in one copy, and a nest whose unit is 0 at
     * k = 0 (not well formed: the period is then 2^a, of period 1; the shift witnesses, which
     * assume every unit at least 1, would call it "minimal").
     */
    private static final List<String> NESTED = List.of("(1^2 0^1 2^1)^k 1^2 0^1 2^2 (1^1 0^2 2^1)^(k + 1) ((1^2 0^2)^(k + 1) 2^1)^(j - 1)",
            "0^2 ((1^a 0^1)^(k + 1) 2^1)^2 0^2 ((1^a 0^1)^(k + 1) 2^1)^2", "2^a ((0^(a + 1) 1^(a + 1))^k)^2");

    /** A random word with one group inside a group (at most one of the two counts k), among runs and plain groups. */
    private static String randomNestedWord(java.util.Random rnd) {
        List<String> counts = List.of("k", "(k + 1)", "1", "2");
        String innerCount = counts.get(rnd.nextInt(counts.size()));
        String inner = "(" + randomRuns(rnd, 1 + rnd.nextInt(2)) + ")^" + innerCount;
        String outerCount = innerCount.contains("k") ? counts.get(2 + rnd.nextInt(2)) : counts.get(rnd.nextInt(counts.size()));
        String nest = "(" + String.join(" ", java.util.stream.Stream.of(randomRuns(rnd, rnd.nextInt(2)), inner, randomRuns(rnd, rnd.nextInt(2)))
                .filter(x -> !x.isEmpty()).toList()) + ")^" + outerCount;
        String rest = randomWord(rnd);
        return rnd.nextBoolean() ? nest + " " + rest : rest + " " + nest;
    }

    /** n runs of random letters and non-empty lengths. */
    private static String randomRuns(java.util.Random rnd, int n) {
        List<String> runs = new java.util.ArrayList<>();
        for (int j = n; j > 0; j--) {
            runs.add(rnd.nextInt(3) + "^" + LENGTHS.get(1 + rnd.nextInt(LENGTHS.size() - 1)));
        }
        return String.join(" ", runs);
    }

    /**
     * The gcd of the constants the block counts make: q + 2 and q - 1 leave 3 (the shape of
     * three-move-partner-wall-d100-55's sink word), j + 13, j + 1 and j - 1 leave 2, equal counts
     * leave nothing (0), and a variable that only one term has cannot help.
     */
    @Test
    void theBlockCountsLeaveTheGcdOfTheirConstantCombinations() {
        Affine q = Affine.of("q");
        Affine j = Affine.of("j");
        Affine a = Affine.of("a");
        assertEquals(3, Minimality.constantGcd(List.of(q.plus(2), q.minus(Affine.constant(1)), q.times(2).plus(1))));
        assertEquals(2, Minimality.constantGcd(List.of(j.plus(13), j.plus(1), j.minus(Affine.constant(1)))));
        assertEquals(0, Minimality.constantGcd(List.of(q, q)));
        assertEquals(1, Minimality.constantGcd(List.of(q.times(3).plus(1), q.times(2).plus(1), a.times(4).plus(q))));
        assertEquals(2, Minimality.constantGcd(List.of(a.times(2).plus(q.times(4)), a.plus(q.times(2)).plus(1))));
        assertEquals(5, Minimality.constantGcd(List.of(Affine.constant(5), a)));
    }

    /**
     * What a word is tried with: the arguments in order (ALL), with the block counts alone as well
     * (k bounded to 0..3, so that they split it), with the block counts and the block word alone as
     * well (k unbounded), or the block counts with the block word alone only.
     */
    private enum Tries {
        ALL, ALL_AND_COUNTS, ALL_AND_WORD, WORD;

        boolean bounded() {
            return this == ALL_AND_COUNTS;
        }
    }

    /**
     * Whether the tries show the period word minimal in the domain (a &gt;= 2, k &gt;= 0, k &lt;= 3
     * when bounded, j &gt;= 1 when the word has a second count j), each against brute force at a in
     * 2..9, k in 0..4 (0..3 when bounded) and j in 1..4. Only a word whose case is well formed is
     * tried, as the prover requires before any claim ({@link WordProver#wellFormed}); the others
     * count as "not well formed". What showed it is counted in shown; what the block counts alone,
     * or with the block word alone, showed is returned (with ALL, what the arguments showed; null:
     * nothing, or not tried).
     */
    private static String againstBruteForce(Z3Session z3, String period, Tries tries, java.util.Map<String, Integer> shown, long seed) {
        boolean withJ = period.contains("j");
        String domain = (tries.bounded() ? "a >= 2 && k >= 0 && k <= 3" : "a >= 2 && k >= 0") + (withJ ? " && j >= 1" : "");
        org.subgames.symbolic.ParametricWord.Case k = new org.subgames.symbolic.ParametricWord.Case("all", org.subgames.symbolic.SymParser.parse(domain),
                List.of(), org.subgames.symbolic.ParametricWord.parseWord(period));
        org.subgames.symbolic.ParametricWord w = new org.subgames.symbolic.ParametricWord(org.subgames.symbolic.SymParser.parse(domain),
                withJ ? List.of("a", "k", "j") : List.of("a", "k"), withJ ? List.of("k", "j") : List.of("k"), List.of(),
                java.util.Map.of(org.subgames.game.Convention.WALL, List.of(k)));
        CaseModel m = new CaseModel(w, org.subgames.game.Convention.WALL, k, List.of(new org.subgames.symbolic.Sym.Name("a")));
        if (!WordProver.wellFormed(m).stream().allMatch(o -> z3.check(o.formula()).verdict() == org.subgames.proof.smt.Prover.Verdict.UNSAT)) {
            // the prover proves no word whose case is not well formed (a nest's unit 0 when its inner count is), nor its minimality
            shown.merge("not well formed", 1, Integer::sum);
            return null;
        }
        String argument = null;
        if (tries != Tries.WORD) {
            argument = Minimality.show(z3, new ClaimTerms(m, z3, java.util.Map.of(), java.util.Map.of()), m.periodLength, m);
            shown.merge(argument == null ? "none" : argument, 1, Integer::sum);
        }
        String alone = null;
        if (tries == Tries.ALL_AND_COUNTS) {
            // the words the other arguments settle first, split at k = 0..3
            alone = Minimality.showByBlockCounts(z3, new ClaimTerms(m, z3, java.util.Map.of(), java.util.Map.of()), m.periodLength, m);
            shown.merge(alone == null ? "block counts alone: none" : "block counts alone", 1, Integer::sum);
        } else if (tries != Tries.ALL) {
            // the block word as the only refutation of p / q (k unbounded: no split to try)
            alone = Minimality.showByBlockWord(z3, new ClaimTerms(m, z3, java.util.Map.of(), java.util.Map.of()), m.periodLength, m);
            shown.merge(alone == null ? "block word alone: none" : "block word alone", 1, Integer::sum);
        }
        long kMax = tries.bounded() ? 3 : 4;
        for (String shownBy : java.util.stream.Stream.of(argument, alone).filter(java.util.Objects::nonNull).toList()) {
            for (long a = 2; a <= 9; a++) {
                for (long c = 0; c <= kMax; c++) {
                    for (long j = 1; j <= (withJ ? 4 : 1); j++) {
                        java.util.Map<String, Long> at = withJ ? java.util.Map.of("a", a, "k", c, "j", j) : java.util.Map.of("a", a, "k", c);
                        int[] letters = org.subgames.symbolic.ParametricWord.expand(k, at).period();
                        assertTrue(letters.length == 0 || leastCyclicPeriod(letters) == letters.length,
                                "seed " + seed + ": " + period + " at " + at + " shown minimal by " + shownBy + ": " + java.util.Arrays.toString(letters));
                    }
                }
            }
        }
        return tries == Tries.ALL ? argument : alone;
    }

    /**
     * Words whose count k the domain bounds (0 &lt;= k &lt;= 3): the shape of
     * three-move-sink-s100-63-j9's sink word, every run in a group (block counts leave 2, the starts
     * refute p / 2 at each k), and a group that squares the word at k = 1 only, never shown minimal.
     */
    private static final List<String> BOUNDED = List.of("(1^a 0^a)^(k + 11) (2^a 1^a)^9 (0^a 1^a)^(k + 2) (0^a 2^a)^9",
            "(0^a 1^1 2^a)^(k + 1) 0^a 1^1 2^a 1^a (0^a 1^1 2^a)^(3 - k) 0^a 1^1 2^a 1^a");

    /**
     * Words whose block counts leave 3 at some k in 0..4, with k unbounded (no split): the shape of
     * three-move-sink-d100-83's sink word at r = 1, q = k + 3 (every letter's blocks exact; the
     * counts leave 3, and 3 divides p at k = 2), the
     * shape of three-move-sink-d100-46's at r = a + 1, e = 1 (letter 0 merges across the wrap, so
     * only the blocks of 1 and 2 make the block word), a cube for every k, never shown minimal, the
     * shape of a family whose isolation walks need pruning, and a cube with as many groups.
     */
    private static final List<String> BLOCK_WORDS = List.of(
            "(1^a 0^1 2^(a - 1))^(k + 2) 1^1 0^a 1^a 0^1 (2^(a - 1) 1^1 0^a)^(k + 2) 1^a 0^1 2^(a - 1) 1^1 0^a",
            "(0^(a - 1) 1^a 2^1)^(k + 3) 0^a 1^a (2^1 0^a 1^(a - 1))^(k + 2) 2^1 0^a 1^a 2^1 0^1",
            "(1^a 0^1 2^(a - 1))^(k + 1) 1^1 0^a (1^a 0^1 2^(a - 1))^(k + 1) 1^1 0^a (1^a 0^1 2^(a - 1))^(k + 1) 1^1 0^a",
            // the shape of three-move-sink-u60-184's sink word at q = k + 4: that family's isolation
            // walks pass their budget unpruned (four groups); pruned by the runs shown non-empty they close
            "(1^a 2^a)^(k + 2) (0^a 1^a)^2 (2^a 0^a)^(k + 2) 1^a 0^a 1^a 2^a (0^a 1^a)^(k + 3) 2^a 0^a 1^a 0^a",
            // a cube of a word with three groups (nine in all), never shown minimal
            "(1^a 2^a)^(k + 2) (0^a 1^a)^2 (2^a 0^a)^(k + 1) 1^a 0^a (1^a 2^a)^(k + 2) (0^a 1^a)^2 (2^a 0^a)^(k + 1) 1^a 0^a"
                    + " (1^a 2^a)^(k + 2) (0^a 1^a)^2 (2^a 0^a)^(k + 1) 1^a 0^a");

    /**
     * Words first tried by hand: the copies of a group touch (0^1 0^1 between copies, not at the
     * group's ends), so 0^2 is no run of unique length for k &gt;= 2 (the period halves at k = 2).
     */
    private static final List<String> FIXED = List.of("0^2 1^a (0^1 1^a 0^1)^k 1^a", "0^2 1^a (0^1 1^a 0^1)^(k + 1) 1^a",
            // the shape of three-move-partner-sink-s100-116-q6's wall word (its groups of count 6 here of
            // count 2): every letter recurs, the block counts leave 2, and the starts of the 4 blocks 0^a
            // refute the shift p / 2
            "(0^a 1^a)^2 0^1 2^(a - 1) 1^1 (0^a 1^a)^2 (0^1 2^(a - 1) 1^1 3^(a - 1))^(k + 1) 0^1 2^(a - 1) 1^1",
            // a square whose block counts leave 2: the shift p / 2 maps every block onto one
            "0^a 1^1 0^a 1^1 2^a 0^a 1^1 0^a 1^1 2^a",
            // a group of count 3 whose copies are the whole word: the counts leave 3, the shift p / 3 maps it onto itself
            "(0^a 1^1 2^a)^3");

    private static final List<String> LENGTHS = List.of("0", "1", "2", "a", "a", "(a - 1)", "(a + 1)", "(2*a)");

    private static String randomWord(java.util.Random rnd) {
        List<String> parts = new java.util.ArrayList<>();
        int n = 1 + rnd.nextInt(5);
        for (int i = 0; i < n; i++) {
            if (rnd.nextInt(4) == 0) {
                parts.add("(" + randomRuns(rnd, 1 + rnd.nextInt(3)) + ")^" + List.of("k", "(k + 1)", "1", "2").get(rnd.nextInt(4)));
            } else {
                parts.add(rnd.nextInt(3) + "^" + LENGTHS.get(rnd.nextInt(LENGTHS.size())));
            }
        }
        return String.join(" ", parts);
    }

    /** The least d >= 1 with w[i] = w[(i + d) mod n] for every i (a divisor of n). */
    private static int leastCyclicPeriod(int[] w) {
        int n = w.length;
        for (int d = 1; d < n; d++) {
            boolean ok = n % d == 0;
            for (int i = 0; ok && i < n; i++) {
                ok = w[i] == w[(i + d) % n];
            }
            if (ok) {
                return d;
            }
        }
        return n;
    }
}
