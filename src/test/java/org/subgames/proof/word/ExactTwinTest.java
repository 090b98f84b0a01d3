package org.subgames.proof.word;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.subgames.specs.StatementLoader;
import org.subgames.symbolic.Affine;
import org.subgames.symbolic.Cond;

/**
 * Exact twins: an obligation whose linear form has a model that is no counterexample is proved
 * with the exact definitions of its products (P = c U, J = i U, K = k p; QF_NIA) when both solvers
 * refute that and its context has a model. The kept script holds the twins after its linear part,
 * each in a section of its own after {@code (reset)} (QF_NIA), and both solvers replay it.
 */
@Tag("smt")
class ExactTwinTest {

    @TempDir
    Path tmp;

    private Path statement(String text) throws IOException {
        Path file = tmp.resolve("exact-twin-periods.yaml");
        Files.writeString(file, text);
        return file;
    }

    /** The test resource word/NAME.yaml, copied to the temporary folder and loaded. */
    private org.subgames.specs.Statement fixture(String name) throws IOException {
        Path file = tmp.resolve(name + ".yaml");
        Files.writeString(file, Files.readString(Path.of("src", "test", "resources", "word", name + ".yaml")));
        return StatementLoader.load(file);
    }

    private static String text() throws IOException {
        return Files.readString(Path.of("src", "test", "resources", "word", "exact-twin-periods.yaml"));
    }

    /** The fixture's later periods, once proved by the twin K = k p, are now proved in linear parts (LaterPeriodsInPartsTest). */
    @Test
    void laterPeriodsInPartsNeedNoTwin() throws IOException {
        WordProver.Outcome o = new WordProver(WordProofRun.TIMEOUT_MS).prove(StatementLoader.load(statement(text())), r -> { });
        assertEquals(WordProver.Status.PROVED, o.status(), o.detail());
        assertEquals(3, o.provedClaims().size(), o.claims().toString());
        assertTrue(o.notes().stream().anyMatch(n -> n.startsWith("sink: ") && n.contains("in parts")), o.notes().toString());
        assertFalse(o.script().contains("(* |#k| "), "no twin K = k p");
    }

    /**
     * A family whose later periods need K = k p: in parts its second period would need a twin of
     * products, so the whole obligation's twin is taken; the kept script keeps it, with K = k p, in
     * a QF_NIA section of its own, and z3 refutes every obligation of the script (cvc5 did in the
     * prover's own pass).
     */
    @Test
    void laterPeriodsNeedKAMultipleOfThePeriod() throws IOException {
        WordProver.Outcome o = laterPeriods(fixture("exact-twin-later-periods"));
        assertEquals(WordProver.Status.PROVED, o.status(), o.detail());
        assertTrue(o.notes().stream().anyMatch(n -> n.startsWith("sink: ") && n.contains("exact definitions")), o.notes().toString());
        assertTrue(o.script().contains("[exact products]") && o.script().contains("(* |#k| "), "the twin and K = k p are kept");
        TestStatements.twinsAreKeptAloneAndReplay(o, false);
    }

    /** The outcome of exact-twin-later-periods with twins alone, proved once for the tests that compare with it. */
    private static WordProver.Outcome laterPeriods;

    private static synchronized WordProver.Outcome laterPeriods(org.subgames.specs.Statement st) {
        if (laterPeriods == null) {
            laterPeriods = new WordProver(WordProofRun.TIMEOUT_MS).prove(st, r -> { });
        }
        return laterPeriods;
    }

    /**
     * With no try alone, each group with a twin goes to cvc5 whole, in one session, as before twins
     * went alone: the kept script holds such a group as one QF_NIA section after (reset), linear
     * obligations and twins together, none of them also in the linear part. Both solvers replay it,
     * and it holds the same obligations as the script whose twins went alone.
     */
    @Test
    void aGroupWhoseTwinIsNotRefutedAloneIsRefutedInOneSession() throws IOException {
        WordProver.Outcome o = new WordProver(WordProofRun.TIMEOUT_MS).withTwinTries(List.of()).prove(fixture("exact-twin-later-periods"), r -> { });
        assertEquals(WordProver.Status.PROVED, o.status(), o.detail());
        String script = o.script();
        int first = script.indexOf("(reset)\n");
        assertTrue(first > 0 && !script.substring(0, first).contains("[exact products]"), script.substring(0, 40));
        List<String> sections = List.of(script.substring(first + "(reset)\n".length()).split("\\(reset\\)\n", -1));
        assertTrue(sections.stream().allMatch(x -> x.startsWith("(set-logic QF_NIA)\n") && x.contains("[exact products]")), sections.toString());
        assertTrue(sections.stream().anyMatch(x -> x.split("\\(check-sat\\)", -1).length - 1 > 1), "a whole group in one section");
        assertEquals(o.obligations(), script.split("\\(check-sat\\)", -1).length - 1);
        TestStatements.cvc5RefutesEvery(o);
        assertTrue(org.subgames.proof.smt.SmtLib.run(script).stream().allMatch(a -> a.verdict().equals("unsat")));
        WordProver.Outcome alone = laterPeriods(fixture("exact-twin-later-periods"));
        assertEquals(echoes(alone.script()), echoes(script));
        assertNotEquals(alone.script(), script);
    }

    /** The echoed ids of a script, sorted. */
    private static List<String> echoes(String script) {
        return script.lines().filter(l -> l.startsWith("(echo ")).sorted().toList();
    }

    /**
     * A family whose 30 twins one incremental cvc5 session left unknown after its whole time
     * limit on each: alone, in a fresh solver each, cvc5 refutes every one, and the family is proved.
     */
    @Test
    void twinsAreRefutedAloneWhereOneSessionLeftThemUnknown() throws IOException {
        WordProver.Outcome o = new WordProver(WordProofRun.TIMEOUT_MS).prove(fixture("twins-alone"), r -> { });
        assertEquals(WordProver.Status.PROVED, o.status(), o.detail());
        assertTrue(o.notes().stream().anyMatch(n -> n.startsWith("wall: 30 obligation(s) proved with the products' exact definitions")), o.notes().toString());
        assertEquals(30, TestStatements.twinsAreKeptAloneAndReplay(o));
    }

    /**
     * Mutants of the sink word, proved without the sample check (so the obligations and their twins
     * alone must fail them): none is proved.
     */
    @Test
    void aWrongWordIsNotProvedByItsTwins() throws IOException {
        String text = text();
        String period = "period: \"2^(2 * a - d) 1^(d - a) 0^a 1^a 0^(d - a)\"";
        for (String mutant : List.of("period: \"2^(2 * a - d) 1^(d - a) 0^a 1^a 0^(d - a + 1)\"", "period: \"2^(2 * a - d) 1^(d - a) 0^a 1^a 2^(d - a)\"",
                "period: \"1^(d - a) 2^(2 * a - d) 0^a 1^a 0^(d - a)\"")) {
            String mutated = text.replace(period, mutant);
            assertNotEquals(text, mutated);
            WordProver.Outcome o = new WordProver(WordProofRun.TIMEOUT_MS, false, true).prove(StatementLoader.load(statement(mutated)), r -> { });
            assertNotEquals(WordProver.Status.PROVED, o.status(), mutant + ": " + o.detail());
        }
    }

    /** The product atom: its value, its SMT-LIB text, its variables; and a formula with it is nonlinear. */
    @Test
    void theProductAtomMeansCountTimesUnit() {
        Cond p = new Cond.Product("P", "c", Affine.of("a").plus(Affine.of("d")).plus(1));
        assertTrue(p.eval(Map.of("P", 12L, "c", 2L, "a", 2L, "d", 3L)));
        assertFalse(p.eval(Map.of("P", 13L, "c", 2L, "a", 2L, "d", 3L)));
        assertEquals("(= |P| (* |c| (+ |a| |d| 1)))", p.toSmt());
        assertEquals(java.util.Set.of("P", "c", "a", "d"), p.variables());
        assertTrue(Cond.and(Cond.le(Affine.ZERO, Affine.of("a")), Cond.not(p)).nonlinear());
        assertFalse(Cond.le(Affine.ZERO, Affine.of("a")).nonlinear());
        assertThrows(IllegalArgumentException.class, () -> p.eval(Map.of("c", 2L, "a", 2L, "d", 3L)));
    }
}
