package org.subgames.proof.word;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.subgames.base.BadInputException;
import org.subgames.game.Convention;
import org.subgames.proof.smt.Prover;
import org.subgames.specs.Statement;
import org.subgames.specs.StatementLoader;
import org.subgames.symbolic.Affine;
import org.subgames.symbolic.Cond;
import org.subgames.symbolic.ParametricWord;
import org.subgames.symbolic.Sym;
import org.subgames.symbolic.SymParser;

/**
 * The word prover's parts and outcomes, case by case (written against PIT's survivors, issue 35
 * item 7): the sample check's grid, limits and failures, the claim terms' exact values and
 * decisions, the generated obligations against the kept file, and the prover's statuses,
 * messages, rows and notes on small statements (S = {a}, whose G is known: (0^a 1^a)* under
 * wall, (1^a 0^a)* under sink).
 */
@Tag("smt")
class ProverMutantsTest {

    @TempDir
    Path tmp;

    private static Z3Session z3;

    @BeforeAll
    static void open() {
        z3 = new Z3Session(10_000);
    }

    @AfterAll
    static void close() {
        z3.close();
    }

    private static final List<Sym> MOVE_A = List.of(new Sym.Name("a"));

    private static ParametricWord word(String domain, List<String> parameters, List<ParametricWord.Split> splits, Convention c, String... cases) {
        List<ParametricWord.Case> out = new ArrayList<>();
        for (int i = 0; i < cases.length; i += 3) {
            out.add(new ParametricWord.Case(cases[i], SymParser.parse(cases[i]), ParametricWord.parseWord(cases[i + 1]), ParametricWord.parseWord(cases[i + 2])));
        }
        return new ParametricWord(SymParser.parse(domain), parameters, List.of(), splits, Map.of(c, out));
    }

    private static Map<String, Long> at(Object... kv) {
        Map<String, Long> m = new LinkedHashMap<>();
        for (int i = 0; i < kv.length; i += 2) {
            m.put((String) kv[i], ((Number) kv[i + 1]).longValue());
        }
        return m;
    }

    private Statement statement(String id, String params, String moves, String convention, String lets, String claims, String word)
            throws IOException {
        return TestStatements.load(tmp, id, params, moves, convention, lets, claims, word);
    }

    private static final String CONTROL = "  - name: control\n    periodic: G\n    period: \"2*a\"\n";

    // ---- the sample check ----

    @Test
    void theSampleGridStaysWithin8000Tuples() {
        assertEquals(40, SampleCheck.limit(0));
        assertEquals(40, SampleCheck.limit(1));
        assertEquals(40, SampleCheck.limit(2));
        assertEquals(19, SampleCheck.limit(3));
        assertEquals(8, SampleCheck.limit(4));
        assertEquals(5, SampleCheck.limit(5));
        assertEquals(4, SampleCheck.limit(6));
        assertEquals(4, SampleCheck.limit(9));
    }

    @Test
    void theSampleCheckVisitsEveryTupleOfTheGridInTheDomain() {
        // right for a <= 6 only: (0^a 1^a) then 2^(a - 6) for a >= 7 would be wrong; written as a case
        ParametricWord w = word("a >= 2", List.of("a"), List.of(), Convention.WALL,
                "a <= 6", "", "0^a 1^a", "a >= 7", "", "0^a 1^(a + 1)");
        SampleCheck.Outcome upTo6 = SampleCheck.run(w, Convention.WALL, MOVE_A, 6);
        assertNull(upTo6.failure());
        assertEquals(Map.of("a <= 6", at("a", 2)), upTo6.witnesses());
        SampleCheck.Outcome upTo7 = SampleCheck.run(w, Convention.WALL, MOVE_A, 7);
        assertEquals("wall {a=7}, case a >= 7: position 14: the word has 1, G has 0", upTo7.failure().message());
        assertEquals(at("a", 7), upTo7.witnesses().get("a >= 7"));
        // two parameters: the grid runs through every pair, the first coordinate fastest
        ParametricWord two = word("a >= 1 && b == 2 * a", List.of("a", "b"), List.of(), Convention.WALL, "a <= 2", "", "0^a 1^a 2^a", "a >= 3", "", "0^b");
        SampleCheck.Outcome o = SampleCheck.run(two, Convention.WALL, List.of(new Sym.Name("a"), new Sym.Name("b")), 6);
        assertEquals("wall {a=3, b=6}, case a >= 3: position 3: the word has 0, G has 1", o.failure().message());
        assertEquals(Map.of("a <= 2", at("a", 1, "b", 2), "a >= 3", at("a", 3, "b", 6)), o.witnesses());
        assertNull(SampleCheck.run(two, Convention.WALL, List.of(new Sym.Name("a"), new Sym.Name("b")), 5).failure());
        // an empty domain on the grid: no witness, no failure
        SampleCheck.Outcome none = SampleCheck.run(word("a >= 50", List.of("a"), List.of(), Convention.WALL, "a >= 1", "", "0^a 1^a"), Convention.WALL, MOVE_A, 40);
        assertNull(none.failure());
        assertTrue(none.witnesses().isEmpty());
    }

    @Test
    void theSampleCheckNamesTheInstanceAndWhy() {
        ParametricWord sink = word("a >= 1", List.of("a"), List.of(), Convention.SINK, "a >= 1", "", "1^a 0^a");
        Map<String, Map<String, Long>> seen = new LinkedHashMap<>();
        assertNull(SampleCheck.check(sink, Convention.SINK, MOVE_A, at("a", 3), seen));
        assertEquals(Map.of("a >= 1", at("a", 3)), seen);
        // the first witness stays
        assertNull(SampleCheck.check(sink, Convention.SINK, MOVE_A, at("a", 4), seen));
        assertEquals(Map.of("a >= 1", at("a", 3)), seen);
        // sink starts at position 1: the wall word is off by one there
        ParametricWord shifted = word("a >= 1", List.of("a"), List.of(), Convention.SINK, "a >= 1", "", "0^a 1^a");
        assertEquals("sink {a=2}, case a >= 1: position 1: the word has 0, G has 1",
                SampleCheck.check(shifted, Convention.SINK, MOVE_A, at("a", 2), new LinkedHashMap<>()).message());
        // a word wrong only late in its own period
        ParametricWord late = word("a >= 1", List.of("a"), List.of(), Convention.WALL, "a >= 1", "", "0^a 1^a 0^a 1^a 0^a 1^(a - 1) 0");
        assertEquals("wall {a=2}, case a >= 1: position 11: the word has 0, G has 1",
                SampleCheck.check(late, Convention.WALL, MOVE_A, at("a", 2), new LinkedHashMap<>()).message());
        // a word wrong only late in its preperiod
        ParametricWord latePre = word("a >= 1", List.of("a"), List.of(), Convention.WALL, "a >= 1", "0^a 1^a 0^a 1^a 0^a 1^(a - 1) 0", "1^a 0^a");
        assertEquals("wall {a=2}, case a >= 1: position 11: the word has 0, G has 1",
                SampleCheck.check(latePre, Convention.WALL, MOVE_A, at("a", 2), new LinkedHashMap<>()).message());
        ParametricWord wall = word("a >= 1", List.of("a"), List.of(), Convention.WALL, "a >= 1", "", "0^a 1^a");
        // the largest move compared with G (a larger one is refused: as a failure here, as unaffordable on main since 9e6d8d6)
        assertNull(SampleCheck.check(wall, Convention.WALL, MOVE_A, at("a", 1_000_000), new LinkedHashMap<>()));
        assertEquals("wall {a=0}: no case applies (the cases do not cover the domain)",
                SampleCheck.check(word("a >= 1", List.of("a"), List.of(), Convention.WALL, "a >= 1", "", "0^a 1^a"), Convention.WALL, MOVE_A,
                        at("a", 0), new LinkedHashMap<>()).message());
        assertEquals("wall {a=1}: move a - 1 = 0 (the domain must keep every move >= 1)",
                SampleCheck.check(wall, Convention.WALL, List.of(SymParser.parse("a - 1")), at("a", 1), new LinkedHashMap<>()).message());
        assertNull(SampleCheck.check(word("a >= 1", List.of("a"), List.of(), Convention.WALL, "a >= 1", "", "0^(a - 1) 1^(a - 1)"), Convention.WALL,
                List.of(SymParser.parse("a - 1")), at("a", 2), new LinkedHashMap<>()));
        assertEquals("wall {a=1}, case a >= 1: case a >= 1: run 1^(a - 2) has length -1 < 0 at {a=1}",
                SampleCheck.check(word("a >= 1", List.of("a"), List.of(), Convention.WALL, "a >= 1", "", "0^a 1^(a - 2)"), Convention.WALL, MOVE_A,
                        at("a", 1), new LinkedHashMap<>()).message());
        assertEquals("wall {a=1}, case a >= 1: the period word is empty",
                SampleCheck.check(word("a >= 1", List.of("a"), List.of(), Convention.WALL, "a >= 1", "0", "1^(a - 1)"), Convention.WALL, MOVE_A,
                        at("a", 1), new LinkedHashMap<>()).message());
        // the largest move counts in the length checked: S = {1, a}
        ParametricWord mixed = word("a >= 1", List.of("a"), List.of(), Convention.WALL, "a >= 1", "", "0 1");
        assertEquals("wall {a=8}, case a >= 1: position 8: the word has 0, G has 2",
                SampleCheck.check(mixed, Convention.WALL, List.of(new Sym.Num(1), SymParser.parse("a")), at("a", 8), new LinkedHashMap<>()).message());
    }

    // ---- z3 through its API ----

    @Test
    void z3AnswersWithAModelOfTheFormulasVariables() {
        Affine a = Affine.of("a");
        Affine b = Affine.of("b");
        Z3Session.Answer sat = z3.check(Cond.and(Cond.eq(a.plus(b), Affine.constant(5)), Cond.eq(a.minus(b), Affine.constant(1))));
        assertEquals(Prover.Verdict.SAT, sat.verdict());
        assertEquals(Map.of("a", 3L, "b", 2L), sat.model());
        Z3Session.Answer twice = z3.check(Cond.and(Cond.eq(b, a.times(2)), Cond.eq(a, Affine.constant(-4))));
        assertEquals(Map.of("a", -4L, "b", -8L), twice.model());
        // each check stands alone: nothing of the last one is left asserted
        assertEquals(Map.of("a", 7L), z3.check(Cond.eq(a, Affine.constant(7))).model());
        assertEquals(Map.of("a", 8L), z3.check(Cond.eq(a, Affine.constant(8))).model());
        assertEquals(new Z3Session.Answer(Prover.Verdict.UNSAT, Map.of()), z3.check(Cond.and(Cond.lt(a, Affine.ZERO), Cond.lt(Affine.ZERO, a))));
        assertEquals(Prover.Verdict.UNSAT, z3.check(Cond.le(Affine.constant(1), Affine.ZERO)).verdict());
        assertEquals(Prover.Verdict.SAT, z3.check(Cond.le(Affine.ZERO, Affine.ZERO)).verdict());
        assertEquals(Prover.Verdict.UNSAT, z3.check(Cond.lt(Affine.ZERO, Affine.ZERO)).verdict());
        assertEquals(Prover.Verdict.UNSAT, z3.check(Cond.FALSE).verdict());
        assertEquals(new Z3Session.Answer(Prover.Verdict.SAT, Map.of()), z3.check(Cond.TRUE));
        Z3Session.Answer or = z3.check(Cond.and(Cond.or(Cond.eq(a, Affine.constant(2)), Cond.eq(a, Affine.constant(9))), Cond.not(Cond.le(a, Affine.constant(5)))));
        assertEquals(Map.of("a", 9L), or.model());
        assertTrue(z3.version().matches("\\d+\\.\\d+\\.\\d+.*"), z3.version());
        // a timeout is a timeout: 8 pigeons in 7 holes take z3 seconds, 1 ms gives unknown (and no model)
        List<Cond> pigeons = new ArrayList<>();
        for (int i = 0; i <= 7; i++) {
            pigeons.add(Cond.le(Affine.constant(1), Affine.of("p" + i)));
            pigeons.add(Cond.le(Affine.of("p" + i), Affine.constant(7)));
            for (int j = 0; j < i; j++) {
                pigeons.add(Cond.not(Cond.eq(Affine.of("p" + i), Affine.of("p" + j))));
            }
        }
        try (Z3Session quick = new Z3Session(1)) {
            assertEquals(new Z3Session.Answer(Prover.Verdict.UNKNOWN, Map.of()), quick.check(Cond.and(pigeons)));
        }
        try (Z3Session untimed = new Z3Session(0)) {
            assertEquals(Map.of("a", 3L, "b", 2L), untimed.check(Cond.and(Cond.eq(a.plus(b), Affine.constant(5)), Cond.eq(a.minus(b), Affine.constant(1)))).model());
        }
    }

    // ---- claim terms ----

    private static CaseModel oneMove(String domain) {
        ParametricWord w = word(domain, List.of("a"), List.of(), Convention.WALL, "a >= 1", "", "0^a 1^a");
        return new CaseModel(w, Convention.WALL, w.cases().get(Convention.WALL).get(0), MOVE_A);
    }

    private static Affine term(ClaimTerms t, String text) throws ClaimTerms.Undecided {
        return t.term(SymParser.parse(text));
    }

    private static String undecided(ClaimTerms t, String text) {
        return assertThrows(ClaimTerms.Undecided.class, () -> t.term(SymParser.parse(text))).getMessage();
    }

    private static final Affine A = Affine.of("a");

    @Test
    void claimTermsAreExactAffineTerms() throws ClaimTerms.Undecided {
        ClaimTerms t = new ClaimTerms(oneMove("a >= 2"), z3, Map.of("P", SymParser.parse("2*a"), "Q", SymParser.parse("P + 1")), Map.of("H", "why not"));
        assertEquals(A.times(2).plus(3), term(t, "2*a + 3"));
        assertEquals(A.times(-1), term(t, "-a"));
        assertEquals(A.plus(-1), term(t, "a - 1"));
        assertEquals(A.times(6), term(t, "a * 6"));
        assertEquals(A.times(6), term(t, "6 * a"));
        assertEquals(Affine.constant(12), term(t, "3 * 4"));
        assertEquals(A.times(2).plus(1), term(t, "Q"));
        assertTrue(t.decisions.isEmpty());
        assertEquals("let H: why not", undecided(t, "H + 1"));
        assertEquals("'G.period' is a computed fact the prover links here",
                assertThrows(ClaimTerms.Undecided.class, () -> t.term(new Sym.Name("G.period"))).getMessage());
        assertEquals("'x' is no parameter the prover links here", undecided(t, "x"));
        assertEquals("'a < 2' is not an integer expression the prover evaluates", undecided(t, "a < 2"));
        assertEquals("'!a' is not an integer expression the prover evaluates", undecided(t, "!a"));
        assertEquals("'a * a': a repetition count must be affine in the counts (), not use a", undecided(t, "a * a"));
        assertEquals("'a + 1' is not a condition", assertThrows(ClaimTerms.Undecided.class, () -> t.cond(SymParser.parse("a + 1"))).getMessage());
        assertEquals(Cond.le(Affine.constant(1), A), t.cond(SymParser.parse("1 <= a")));
    }

    @Test
    void claimTermsDecideTheirConditionsOnTheWholeCase() throws ClaimTerms.Undecided {
        CaseModel m = oneMove("a >= 2");
        ClaimTerms t = new ClaimTerms(m, z3, Map.of(), Map.of());
        assertEquals(A, term(t, "a >= 2 ? a : 0"));
        assertEquals(Affine.constant(7), term(t, "a < 2 ? a : 7"));
        assertEquals(A, term(t, "min(a, 2*a)"));
        assertEquals(A, term(t, "min(2*a, a)"));
        assertEquals(A.times(2), term(t, "max(a, 2*a)"));
        assertEquals(A.times(2), term(t, "max(2*a, a)"));
        assertEquals(A, term(t, "abs(a)"));
        assertEquals(A, term(t, "abs(0 - a)"));
        List<String> ids = t.decisions.stream().map(Obligation::id).toList();
        assertEquals(List.of("decide a >= 2", "decide not a < 2", "decide a <= 2a", "decide not 2a <= a", "decide a <= 2a", "decide not 2a <= a",
                "decide 0 <= a", "decide not 0 <= -a"), ids);
        for (Obligation o : t.decisions) {
            assertEquals("claim", o.lemma());
            assertEquals("a >= 1", o.caseName());
            assertEquals(m.productContext(), o.context());
            assertEquals(Prover.Verdict.UNSAT, z3.check(o.formula()).verdict(), o.id());
        }
        assertEquals("'a >= 5' holds in part of the case only", undecided(t, "a >= 5 ? a : 0"));
        assertEquals("'a <= 5' holds in part of the case only", undecided(t, "min(a, 5)"));
        assertEquals("'a <= 5' holds in part of the case only", undecided(t, "max(a, 5)"));
        assertEquals("'0 <= a - 3' holds in part of the case only", undecided(t, "abs(a - 3)"));
        assertEquals(8, t.decisions.size());
        assertTrue(t.establish(Cond.le(Affine.constant(2), A), "a >= 2"));
        assertFalse(t.establish(Cond.le(Affine.constant(3), A), "a >= 3"));
        assertEquals(9, t.decisions.size());
        assertEquals("decide a >= 2", t.decisions.get(8).id());
        assertTrue(t.refutes(new Obligation("claim", "c", "x", m.productContext(), Cond.lt(A, Affine.constant(2)))));
        assertFalse(t.refutes(new Obligation("claim", "c", "y", m.productContext(), Cond.lt(A, Affine.constant(3)))));
        assertEquals(List.of("decide a >= 2", "x"), t.decisions.subList(8, 10).stream().map(Obligation::id).toList());
    }

    @Test
    void floorAndModuloOfClaimsAreExact() throws ClaimTerms.Undecided {
        ClaimTerms t = new ClaimTerms(oneMove("a >= 2"), z3, Map.of(), Map.of());
        // a constant divisor of a term with variables: not decided (floor(2a, 2) = a is not found)
        assertEquals("floor(2 * a, 2) is not constant over the case (2a / 2)", undecided(t, "floor(2*a, 2)"));
        assertEquals(Affine.constant(5), term(t, "floor(5*a, a)"));
        assertEquals(Affine.constant(1), term(t, "floor(a + 1, a)"));
        assertEquals(Affine.constant(1), term(t, "modulo(a + 1, a)"));
        assertEquals(Affine.constant(2), term(t, "floor(3*a - 1, a)"));
        assertEquals(A.plus(-1), term(t, "modulo(3*a - 1, a)"));
        assertEquals(Affine.constant(-2), term(t, "floor(0 - a - 1, a)"));
        assertEquals(A.plus(-1), term(t, "modulo(0 - a - 1, a)"));
        assertEquals(Affine.constant(-4), term(t, "floor(0 - 3*a - 1, a)"));
        assertEquals(Affine.constant(4), term(t, "floor(4*a + 1, a)"));
        assertEquals(Affine.constant(0), term(t, "floor(a - 1, a)"));
        assertEquals(A.plus(-1), term(t, "modulo(a - 1, a)"));
        assertEquals(Affine.constant(-1), term(t, "floor(0 - 1, a)"));
        assertEquals("floor((5 * a) + 1, a) is not constant over the case (5a + 1 / a)", undecided(t, "floor(5*a + 1, a)"));
        assertEquals("floor((0 - (4 * a)) - 1, a) is not constant over the case (-4a - 1 / a)", undecided(t, "floor(0 - 4*a - 1, a)"));
        assertEquals("floor((2 * a) + 1, 2) is not constant over the case (2a + 1 / 2)", undecided(t, "floor(2*a + 1, 2)"));
        assertEquals("floor(a, 0): the divisor is not >= 1", undecided(t, "floor(a, 0)"));
        assertEquals("modulo(a, 1 - a): the divisor is not >= 1", undecided(t, "modulo(a, 1 - a)"));
        assertEquals("'a - 2 >= 1' holds in part of the case only", undecided(t, "floor(a, a - 2)"));
        assertTrue(t.decisions.stream().anyMatch(o -> o.id().equals("decide floor(a + 1, a): a <= a + 1 < 2a")), t.decisions.toString());
        assertTrue(t.decisions.stream().anyMatch(o -> o.id().equals("decide a >= 1")));
    }

    /** The two-move word's case r < a: b = q (2a) + r, products q*(a). */
    private static CaseModel twoMove() {
        ParametricWord.Split split = new ParametricWord.Split("b", SymParser.parse("2*a"), "q", "r");
        ParametricWord w = word("a >= 1 && b > a", List.of("a", "b"), List.of(split), Convention.WALL, "r < a", "", "(0^a 1^a)^q 0^r 2^(a - r) 1^r");
        return new CaseModel(w, Convention.WALL, w.cases().get(Convention.WALL).get(0), List.of(new Sym.Name("a"), new Sym.Name("b")));
    }

    @Test
    void claimTermsDivideProductsExactly() throws ClaimTerms.Undecided {
        CaseModel m = twoMove();
        ClaimTerms t = new ClaimTerms(m, z3, Map.of(), Map.of());
        Affine qa = Affine.of("q*(a)");
        assertEquals(qa.times(2).plus(Affine.of("r")), term(t, "b"));
        assertEquals(Affine.of("q"), term(t, "floor(b, 2*a)"));
        assertEquals(Affine.of("r"), term(t, "modulo(b, 2*a)"));
        assertEquals(Affine.of("q").times(2), term(t, "floor(b - modulo(b, 2*a), a)"));
        assertEquals(Affine.of("q").plus(1), term(t, "floor(b + 2*a, 2*a)"));
        assertEquals(qa.times(4), term(t, "2 * (b - modulo(b, 2*a))"));
        // the period: 2a q + a + r... the word's period length
        assertEquals(qa.times(2).plus(A).plus(Affine.of("r")), m.periodLength);
        assertTrue(t.multipleOf(qa.times(4).plus(A.times(2)).plus(Affine.of("r").times(2)), m.periodLength));
        assertTrue(t.multipleOf(Affine.ZERO, m.periodLength));
        assertTrue(t.multipleOf(A.times(2), A));
        assertTrue(t.multipleOf(A.times(8), A));
        assertFalse(t.multipleOf(A.times(9), A));
        assertFalse(t.multipleOf(A.times(-1), A));
        assertFalse(t.multipleOf(A.plus(1), A));
        assertTrue(t.multipleOf(qa.times(6).plus(A), A));
        assertFalse(t.multipleOf(qa.times(6).plus(A.plus(1)), A));
        assertTrue(t.decisions.stream().anyMatch(o -> o.id().equals("decide 2a is a multiple of a (2a = 2 * a after its multiples of a)")),
                t.decisions.toString());
        assertTrue(t.decisions.stream().anyMatch(o -> o.id().equals("decide a + 6(q*(a)) is a multiple of a (a = 1 * a after its multiples of a)")),
                t.decisions.toString());
    }

    /** A declared count k: k * unit is a product variable whichever side k is written on. */
    @Test
    void claimTermsMultiplyByADeclaredCount() throws ClaimTerms.Undecided {
        List<ParametricWord.Case> cases = List.of(new ParametricWord.Case("all", SymParser.parse("1 == 1"), List.of(), ParametricWord.parseWord("(0^a 1^a)^k")));
        ParametricWord w = new ParametricWord(SymParser.parse("a >= 1 && k >= 1"), List.of("a", "k"), List.of("k"), List.of(), Map.of(Convention.WALL, cases));
        CaseModel m = new CaseModel(w, Convention.WALL, cases.get(0), MOVE_A);
        ClaimTerms t = new ClaimTerms(m, z3, Map.of(), Map.of());
        Affine ka = Affine.of("k*(a)");
        assertEquals(ka.times(2), term(t, "k * (2*a)"));
        assertEquals(ka.times(2), term(t, "(2*a) * k"));
        assertEquals(ka.times(2), m.periodLength);
        assertEquals(Affine.of("k"), term(t, "floor(k * (2*a), 2*a)"));
        assertEquals("'k * k': the unit k depends on the count k (a product of two counts is not linear)", undecided(t, "k * k"));
        assertEquals("'a * a': a repetition count must be affine in the counts (k), not use a", undecided(t, "a * a"));
    }

    /** A split parameter is replaced wherever it stands: under -, !, in calls and in ?:. */
    @Test
    void aSplitParameterIsReplacedEverywhere() {
        CaseModel m = twoMove();
        Sym qr = SymParser.parse("q * (2 * a) + r");
        assertEquals(new Sym.Unary("-", qr), m.substitute(SymParser.parse("-b")));
        assertEquals(new Sym.Call("min", List.of(qr, new Sym.Name("a"))), m.substitute(SymParser.parse("min(b, a)")));
        assertEquals(new Sym.Ternary(new Sym.Bin("<", qr, new Sym.Num(3)), qr, new Sym.Unary("!", qr)), m.substitute(SymParser.parse("b < 3 ? b : !b")));
        assertEquals(new Sym.Num(4), m.substitute(new Sym.Num(4)));
        assertEquals(Affine.of("q*(a)").times(-2).plus(Affine.of("r").times(-1)), m.affine(SymParser.parse("-b")));
    }

    // ---- the generated obligations ----

    /** The obligations the two-move word generates (no solver answers them here) are the kept file's, byte for byte. */
    @Test
    void theTwoMoveObligationsAreTheKeptFile() throws IOException {
        Statement st = StatementLoader.load(Path.of("specs", "two-move.yaml"));
        List<WordProver.Row> rows = new ArrayList<>();
        WordProver.Outcome o = WordProver.generator().prove(st, rows::add);
        assertEquals(WordProver.Status.GENERATED, o.status(), o.detail());
        assertEquals("obligations generated, not solved", o.detail());
        assertTrue(o.claims().isEmpty());
        assertTrue(rows.isEmpty());
        assertTrue(o.script().startsWith("(set-logic QF_LIA)\n(push 1)\n(declare-const "), o.script().substring(0, 80));
        assertEquals(o.obligations(), o.script().split("\\(check-sat\\)", -1).length - 1);
        assertTrue(WordProofRun.keptMatches(Path.of("proofs", "word"), o), "proofs/word/two-move.smt2 is what the word generates");
        String kept = WordProofRun.kept(o);
        assertTrue(kept.startsWith("; two-move: " + o.obligations() + " obligations of the word prover, each unsat for z3 and cvc5\n"
                + "; regenerate: java -jar target/subgames.jar prove statement two-move --write\n(set-logic QF_LIA)\n"), kept.substring(0, 200));
        assertFalse(WordProofRun.keptMatches(tmp, o));
        Files.writeString(tmp.resolve("two-move.smt2"), kept + " ");
        assertFalse(WordProofRun.keptMatches(tmp, o));
        Files.writeString(tmp.resolve("two-move.smt2"), kept);
        assertTrue(WordProofRun.keptMatches(tmp, o));
        // the compressed form, when there is one, is the one read: a stale .gz beside a right plain file fails
        try (var z = new java.util.zip.GZIPOutputStream(Files.newOutputStream(tmp.resolve("two-move.smt2.gz")))) {
            z.write((kept + ";").getBytes(java.nio.charset.StandardCharsets.UTF_8));
        }
        assertFalse(WordProofRun.keptMatches(tmp, o));
        try (var z = new java.util.zip.GZIPOutputStream(Files.newOutputStream(tmp.resolve("two-move.smt2.gz")))) {
            z.write(kept.getBytes(java.nio.charset.StandardCharsets.UTF_8));
        }
        assertTrue(WordProofRun.keptMatches(tmp, o));
        assertEquals(kept, WordProofRun.readKept(tmp, "two-move"));
    }

    /** A kept script over the threshold is written compressed, the plain file removed; the same text twice gives the same bytes. */
    @Test
    void largeKeptFilesAreWrittenCompressedAndDeterministic() throws IOException {
        WordProver.Outcome o = WordProver.generator().prove(StatementLoader.load(Path.of("specs", "extended", "three-move-b-plus-c-low.yaml")), r -> { });
        assertTrue(WordProofRun.kept(o).length() > WordProofRun.COMPRESS_OVER, "the three-move-b-plus-c-low script is over the threshold");
        Path dir = tmp.resolve("kept");
        Files.createDirectories(dir);
        Files.writeString(dir.resolve(o.statement() + ".smt2"), "stale");
        WordProofRun.writeKept(dir, o);
        assertFalse(Files.exists(dir.resolve(o.statement() + ".smt2")));
        byte[] first = Files.readAllBytes(dir.resolve(o.statement() + ".smt2.gz"));
        assertTrue(first.length * 5L < WordProofRun.kept(o).length(), first.length + " compressed bytes");
        assertTrue(WordProofRun.keptMatches(dir, o));
        WordProofRun.writeKept(dir, o);
        assertArrayEquals(first, Files.readAllBytes(dir.resolve(o.statement() + ".smt2.gz")));
    }

    @Test
    void onlyStatementsWithAWordAreRun() throws IOException {
        Statement with = statement("with", "  a: 1..30\n", "[a]", "wall", "", CONTROL, "word:\n  domain: \"a >= 1\"\n  wall:\n    - period: \"0^a 1^a\"\n");
        Statement without = statement("without", "  a: 1..30\n", "[a]", "wall", "", CONTROL, "");
        assertEquals(List.of(with), WordProofRun.withWords(List.of(without, with, without)));
        assertEquals("no statement has a word: block", assertThrows(BadInputException.class, () -> WordProofRun.withWords(List.of(without))).getMessage());
        assertEquals("without has no word: block (nothing to prove for every parameter)",
                assertThrows(BadInputException.class, () -> WordProver.z3Only(10_000).prove(without, r -> { })).getMessage());
    }

    // ---- the prover's outcomes ----

    private static final String ONE_MOVE_BOTH = "word:\n  domain: \"a >= 1\"\n  wall:\n    - period: \"0^a 1^a\"\n  sink:\n    - period: \"1^a 0^a\"\n";

    @Test
    void aProofSaysWhatItProvedWithWhichSolvers() throws IOException {
        Statement st = statement("one", "  a: 1..30\n", "[a]", "both", "",
                CONTROL + "  - name: minimal\n    actual: G.minimalPeriod\n    expected: \"2*a\"\n  - name: pure\n    holds: \"0 == wall.preperiod\"\n"
                        + "  - name: guarded\n    when: \"a > 1\"\n    holds: \"wall.preperiod == 0\"\n",
                ONE_MOVE_BOTH);
        List<WordProver.Row> progress = new ArrayList<>();
        long t0 = System.nanoTime();
        WordProver.Outcome o = new WordProver(WordProofRun.TIMEOUT_MS).prove(st, progress::add);
        long elapsedMs = (System.nanoTime() - t0) / 1_000_000;
        assertEquals(WordProver.Status.PROVED, o.status(), o.detail());
        assertEquals("for every a with a >= 1: G_wall is the word; G_sink is the word (the mex rule at every position: QF_LIA, z3 and cvc5;"
                + " the induction step to G: UFLIA, z3 and cvc5; with the least-element principle; KeY's mex-link proves the same induction for int arrays)",
                o.detail());
        assertEquals(List.of("control", "minimal", "pure"), o.provedClaims());
        assertEquals(List.of("control", "minimal (minimal: a letter fills one run per period)", "pure"), o.proved());
        assertEquals(List.of("guarded: it has a when: guard"), o.perInstance());
        assertEquals(o.rows(), progress);
        assertEquals("one", o.statement());
        assertTrue(o.notes().isEmpty(), o.notes().toString());
        for (String conv : List.of("wall", "sink")) {
            for (String solver : List.of("z3 ", "cvc5 ")) {
                assertTrue(o.rows().stream().anyMatch(r -> r.convention().equals(conv) && r.lemma().equals("step") && r.solver().startsWith(solver)
                        && r.verdict().equals("unsat") && r.obligations() == 1), conv + " step " + solver);
                assertTrue(o.rows().stream().anyMatch(r -> r.convention().equals(conv) && r.lemma().equals("mex") && r.solver().startsWith(solver)
                        && r.verdict().equals("unsat") && r.caseName().equals("all")), conv + " mex " + solver);
            }
        }
        int z3Obligations = o.rows().stream().filter(r -> r.solver().startsWith("z3 ") && !r.lemma().equals("step")).mapToInt(WordProver.Row::obligations).sum();
        int cvc5Obligations = o.rows().stream().filter(r -> r.solver().startsWith("cvc5 ") && !r.lemma().equals("step")).mapToInt(WordProver.Row::obligations)
                .sum();
        assertEquals(o.obligations(), z3Obligations);
        assertEquals(o.obligations(), cvc5Obligations);
        assertEquals(o.obligations(), o.script().split("\\(check-sat\\)", -1).length - 1);
        assertTrue(o.rows().stream().allMatch(r -> r.statement().equals("one") && r.millis() >= 0 && r.millis() <= elapsedMs), o.rows().toString());
        assertTrue(o.rows().stream().mapToLong(WordProver.Row::millis).sum() <= elapsedMs, o.rows().toString());
        // z3 alone says so
        WordProver.Outcome z = WordProver.z3Only(WordProofRun.TIMEOUT_MS).prove(st, r -> { });
        assertTrue(z.detail().contains("QF_LIA, z3; the induction step to G: UFLIA, z3;"), z.detail());
        assertTrue(z.rows().stream().noneMatch(r -> r.solver().startsWith("cvc5")));
        assertEquals(o.script(), z.script());
    }

    @Test
    void rangesBeyondTheDomainAndEmptyRunsAreNoted() throws IOException {
        Statement st = statement("noted", "  a: 0..30\n", "[a + 1]", "wall", "", "  - name: control\n    periodic: wall\n    period: \"2*a + 2\"\n",
                "word:\n  domain: \"a >= 0\"\n  wall:\n    - period: \"0^(a + 1) 1^(a + 1) 2^(a - a)\"\n");
        WordProver.Outcome o = WordProver.z3Only(WordProofRun.TIMEOUT_MS).prove(st, r -> { });
        assertEquals(WordProver.Status.PROVED, o.status(), o.detail());
        assertEquals(List.of("wall, case all: period 2^(a - a) at 2a + 2, first period is empty throughout the case",
                "wall, case all: period 2^(a - a) at 2a + 2, later periods is empty throughout the case"), o.notes());
        Statement beyond = statement("beyond", "  a: 1..30\n", "[a]", "wall", "", CONTROL, "word:\n  domain: \"a >= 2\"\n  wall:\n    - period: \"0^a 1^a\"\n");
        WordProver.Outcome b = WordProver.z3Only(WordProofRun.TIMEOUT_MS).prove(beyond, r -> { });
        assertEquals(WordProver.Status.PROVED, b.status(), b.detail());
        assertEquals(List.of("the statement's ranges reach beyond the word's domain, e.g. {a=1}: what is proved holds on the domain only"), b.notes());
    }

    @Test
    void wrongWordsAreRefutedWhereverTheyAreWrong() throws IOException {
        // wrong at a = 5 only, inside the grid
        WordProver.Outcome o = WordProver.z3Only(WordProofRun.TIMEOUT_MS).prove(five(true), r -> { });
        assertEquals(WordProver.Status.REFUTED, o.status(), o.detail());
        assertEquals("the word disagrees with G before any proof: wall {a=5}, case a == 5: position 9: the word has 0, G has 1", o.detail());
        assertTrue(o.claims().isEmpty());
        // wrong only for a >= 100 (q = floor(a, 100) >= 1): past the grid, found by the guard beyond it
        String far = "word:\n  domain: \"a >= 1\"\n  split:\n    - {of: a, by: 100, quotient: q, remainder: r}\n  wall:\n    - period: \"0^(100*q + r) 1^(100*q + r) 2^q\"\n";
        Statement beyond = statement("far", "  a: 1..30\n", "[a]", "wall", "", CONTROL.replace("G", "wall"), far);
        WordProver.Outcome b = WordProver.z3Only(WordProofRun.TIMEOUT_MS).prove(beyond, r -> { });
        assertEquals(WordProver.Status.REFUTED, b.status(), b.detail());
        assertTrue(b.detail().startsWith("refuted: the word disagrees with G beyond the sample grid: wall {a="), b.detail());
        assertTrue(b.detail().matches("refuted: the word disagrees with G beyond the sample grid: wall \\{a=(\\d{3})}, case all: position \\d+: the word has 2, G has 0"),
                b.detail());
        // with the sample check off, the obligations refute it with the instance
        WordProver.Outcome c = new WordProver(WordProofRun.TIMEOUT_MS, false, true).prove(beyond, r -> { });
        assertEquals(WordProver.Status.REFUTED, c.status(), c.detail());
        // the rows of the lemmas z3 answered before the refutation are kept
        assertTrue(c.rows().stream().anyMatch(r -> r.solver().startsWith("z3 ") && r.lemma().equals("split") && r.obligations() == 2), c.rows().toString());
        assertTrue(c.detail().matches("refuted: wall, case all, mex obligation '[^']+' fails at wall \\{a=\\d+}, case all: position \\d+: the word has 2, G has 0"
                + " \\(z3 model \\{.*q=\\d+.*}\\)"), c.detail());
        // so does the replay prover (z3 alone, no sample check), which proves the right word
        WordProver.Outcome replayed = WordProver.replay(WordProofRun.TIMEOUT_MS).prove(beyond, r -> { });
        assertEquals(c.detail(), replayed.detail());
        WordProver.Outcome right = WordProver.replay(WordProofRun.TIMEOUT_MS).prove(five(false), r -> { });
        assertEquals(WordProver.Status.PROVED, right.status(), right.detail());
        assertEquals(List.of("control"), right.provedClaims());
        assertTrue(right.rows().stream().noneMatch(r -> r.solver().startsWith("cvc5")));
    }

    /** S = {a} under wall, the case a == 5 written wrong (or right). */
    private Statement five(boolean wrong) throws IOException {
        return statement(wrong ? "five" : "fiveright", "  a: 1..30\n", "[a]", "wall", "", CONTROL,
                "word:\n  domain: \"a >= 1\"\n  wall:\n    - when: \"a == 5\"\n      period: \"0^a 1^(a - 1) " + (wrong ? "0" : "1") + "\"\n    - period: \"0^a 1^a\"\n");
    }

    /** The kept file is written for a proved statement only, and is what the statement generates. */
    @Test
    void keptFilesAreWrittenForProvedStatementsOnly() throws IOException {
        Path keep = Files.createDirectories(tmp.resolve("kept"));
        List<WordProver.Row> rows = new ArrayList<>();
        List<WordProver.Outcome> out = WordProofRun.run(List.of(five(true), five(false)), keep, rows::add);
        assertEquals(List.of(WordProver.Status.REFUTED, WordProver.Status.PROVED), out.stream().map(WordProver.Outcome::status).toList());
        assertFalse(Files.exists(keep.resolve("five.smt2")));
        assertEquals(WordProofRun.kept(out.get(1)), Files.readString(keep.resolve("fiveright.smt2")));
        assertTrue(WordProofRun.keptMatches(keep, WordProver.generator().prove(five(false), r -> { })));
        assertEquals(out.get(1).rows(), rows);
        assertTrue(rows.stream().anyMatch(r -> r.solver().startsWith("cvc5")));
        // without a folder nothing is written
        assertEquals(WordProver.Status.PROVED, WordProofRun.run(List.of(five(false)), null, r -> { }).get(0).status());
    }

    @Test
    void vacuousAndUnreadableCasesAreNoProof() throws IOException {
        Statement vacuous = statement("vacuous", "  a: 1..30\n", "[a]", "wall", "", CONTROL,
                "word:\n  domain: \"a >= 1\"\n  wall:\n    - when: \"a < 0\"\n      period: \"0\"\n    - period: \"0^a 1^a\"\n");
        WordProver.Outcome o = WordProver.z3Only(WordProofRun.TIMEOUT_MS).prove(vacuous, r -> { });
        assertEquals(WordProver.Status.UNPROVED, o.status(), o.detail());
        assertEquals("case a < 0 (wall): no instance satisfies it (a vacuous case proves nothing)", o.detail());
        Statement noWord = statement("noword", "  a: 1..30\n", "[a]", "wall", "", CONTROL,
                "word:\n  domain: \"a >= 1\"\n  wall:\n    - when: \"a >= 1\"\n");
        assertEquals("noword, wall case a >= 1 has no word (census noword --infer-word proposes one)",
                assertThrows(BadInputException.class, () -> WordProver.z3Only(10_000).prove(noWord, r -> { })).getMessage());
        Statement family = statement("family", "  a: 1..3\n", "{family: squares, upTo: 10}", "wall", "", CONTROL,
                "word:\n  domain: \"a >= 1\"\n  wall:\n    - period: \"0^a 1^a\"\n");
        assertEquals("family: the prover needs moves as expressions, not a family",
                assertThrows(BadInputException.class, () -> WordProver.z3Only(10_000).prove(family, r -> { })).getMessage());
    }

    @Test
    void claimsStayPerInstanceWithTheirReason() throws IOException {
        Statement st = statement("reasons", "  a: 2..30\n", "[a]", "both", "  P: \"2*a\"\n",
                "  - name: not a multiple\n    periodic: wall\n    period: \"3*a\"\n"
                        + "  - name: from inside\n    periodic: sink\n    period: P\n    from: 0\n"
                        + "  - name: not minimal\n    periodic: wall\n    period: \"4*a\"\n    minimal: true\n"
                        + "  - name: minimal wall\n    periodic: wall\n    period: P\n    from: 0\n    minimal: true\n"
                        + "  - name: wrong minimal\n    actual: wall.minimalPeriod\n    expected: a\n"
                        + "  - name: wrong preperiod\n    actual: wall.preperiod\n    expected: a\n"
                        + "  - name: period fact\n    holds: \"wall.period == P\"\n"
                        + "  - name: not an equality\n    holds: \"wall.preperiod <= 0\"\n"
                        + "  - name: or\n    holds: \"wall.preperiod == 0 || sink.preperiod == 0\"\n"
                        + "  - name: reversed\n    actual: P\n    expected: sink.minimalPeriod\n"
                        + "  - name: forall\n    forall: i in 1..a\n    holds: \"i >= 1\"\n"
                        + "  - name: agree\n    agree: [wall, sink]\n    from: 1\n    to: 1\n",
                ONE_MOVE_BOTH);
        WordProver.Outcome o = WordProver.z3Only(WordProofRun.TIMEOUT_MS).prove(st, r -> { });
        assertEquals(WordProver.Status.PROVED, o.status(), o.detail());
        assertEquals(List.of("minimal wall"), o.provedClaims(), o.perInstance().toString());
        assertEquals(List.of(
                "not a multiple: wall, case all: 3a is not shown a multiple of the word's period 2a",
                "from inside: sink, case all: from 0 is not shown past the preperiod",
                "not minimal: wall, case all: its period is proved, its minimality is not (the word does not show 4a minimal: no letter fills exactly one run of the period, none has a run of unique length among its isolated runs, no shift witnesses, and the block counts do not show it)",
                "wrong minimal: wall, case all: the word does not show a the minimal period (no letter fills exactly one run of the period, none has a run of unique length among its isolated runs, no shift witnesses, and the block counts do not show it)",
                "wrong preperiod: wall, case all: a is not shown the length 0 of the word's preperiod",
                "period fact: not a claim about the word's period or preperiod (periodic:, or X.minimalPeriod / X.preperiod equal to an expression)",
                "not an equality: not a claim about the word's period or preperiod (periodic:, or X.minimalPeriod / X.preperiod equal to an expression)",
                "or: not a claim about the word's period or preperiod (periodic:, or X.minimalPeriod / X.preperiod equal to an expression)",
                "reversed: not a claim about the word's period or preperiod (periodic:, or X.minimalPeriod / X.preperiod equal to an expression)",
                "forall: a forall claim (not linked to the word)",
                "agree: an agree claim (not linked to the word)"), o.perInstance());
    }

    /** A word written with two periods of G: its period is not the minimal one, and a letter fills two runs of it. */
    @Test
    void aDoubledPeriodIsNotShownMinimal() throws IOException {
        Statement st = statement("doubled", "  a: 1..30\n", "[a]", "wall", "",
                "  - name: four a minimal\n    actual: wall.minimalPeriod\n    expected: \"4*a\"\n"
                        + "  - name: four a\n    periodic: wall\n    period: \"4*a\"\n",
                "word:\n  domain: \"a >= 1\"\n  wall:\n    - period: \"0^a 1^a 0^a 1^a\"\n");
        WordProver.Outcome o = WordProver.z3Only(WordProofRun.TIMEOUT_MS).prove(st, r -> { });
        assertEquals(WordProver.Status.PROVED, o.status(), o.detail());
        assertEquals(List.of("four a"), o.provedClaims());
        assertEquals(List.of("four a minimal: wall, case all: the word does not show 4a the minimal period (no letter fills exactly one run of the period, none has a run of unique length among its isolated runs, no shift witnesses, and the block counts do not show it)"), o.perInstance());
    }

    /** A written preperiod that is not exact: the word is right, the claim about its length is not. */
    @Test
    void aPreperiodMustBeShownExact() throws IOException {
        String word = "word:\n  domain: \"a >= 1\"\n  sink:\n    - pre: \"1^a 0^a\"\n      period: \"1^a 0^a\"\n";
        Statement st = statement("pre", "  a: 1..30\n", "[a]", "sink", "",
                "  - name: too long\n    actual: sink.preperiod\n    expected: \"2*a\"\n"
                        + "  - name: period\n    periodic: sink\n    period: \"2*a\"\n    from: \"2*a + 1\"\n"
                        + "  - name: minimal\n    actual: sink.minimalPeriod\n    expected: \"2*a\"\n"
                        + "  - name: from the start\n    periodic: sink\n    period: \"2*a\"\n",
                word);
        WordProver.Outcome o = WordProver.z3Only(WordProofRun.TIMEOUT_MS).prove(st, r -> { });
        assertEquals(WordProver.Status.PROVED, o.status(), o.detail());
        assertEquals(List.of("period", "minimal"), o.provedClaims());
        assertEquals(List.of("too long: sink, case all: the word does not show the preperiod exact (the letter before the period may recur a period on)",
                "from the start: sink, case all: from 1 is not shown past the preperiod"), o.perInstance());
        // an exact preperiod is proved: (1^a 2^a)... of the two-move sink is in the kept file; here an empty one
        Statement empty = statement("empty", "  a: 1..30\n", "[a]", "sink", "", "  - name: none\n    actual: sink.preperiod\n    expected: \"a - a\"\n",
                "word:\n  domain: \"a >= 1\"\n  sink:\n    - period: \"1^a 0^a\"\n");
        assertEquals(List.of("none"), WordProver.z3Only(WordProofRun.TIMEOUT_MS).prove(empty, r -> { }).provedClaims());
    }
}
