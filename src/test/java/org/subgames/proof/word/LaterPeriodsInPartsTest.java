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
import org.subgames.game.Convention;
import org.subgames.proof.smt.Prover;
import org.subgames.specs.Statement;
import org.subgames.specs.StatementLoader;
import org.subgames.symbolic.ParametricWord;
import org.subgames.symbolic.Sym;

/**
 * The later periods in parts: an obligation of the periods after the first (K = p or K &gt;= 2p)
 * whose form has a model that is no counterexample is proved in parts, each of the m periods after
 * the first alone (K = i p, a term without K) and the rest together (K &gt;= (m + 1) p), for the
 * first m of 1, 2, 4, 8 for which both solvers refute every part and every part's context has a
 * model. Two wall families of census discover need it: in later-periods-in-two.yaml the move c
 * exceeds the period, so from the second period it reaches back into the preperiod (m = 1); in
 * later-periods-in-parts.yaml the period is short and c reaches back from the third period on (m
 * &gt; 1).
 */
@Tag("smt")
class LaterPeriodsInPartsTest {

    @TempDir
    Path tmp;

    private Path statement(String text) throws IOException {
        Path file = tmp.resolve(text.substring(text.indexOf("\nid: ") + 5, text.indexOf('\n', text.indexOf("\nid: ") + 1)) + ".yaml");
        Files.writeString(file, text);
        return file;
    }

    private static String text() throws IOException {
        return text("later-periods-in-two.yaml");
    }

    private static String text(String file) throws IOException {
        return Files.readString(Path.of("src", "test", "resources", "word", file));
    }

    /** Several periods alone: the kept script has the third period alone, and the word's mutants are not proved. */
    @Test
    void aShortPeriodTakesSeveralPeriodsAlone() throws IOException {
        String text = text("later-periods-in-parts.yaml");
        WordProver.Outcome o = new WordProver(WordProofRun.TIMEOUT_MS).prove(StatementLoader.load(statement(text)), r -> { });
        assertEquals(WordProver.Status.PROVED, o.status(), o.detail());
        assertTrue(o.script().contains(", period 3, "), "the third period alone is kept");
        String period = "period: \"1^u 2^(a - u) 0^a 1^(a - u)\"";
        assertTrue(text.contains(period), "the fixture");
        for (String mutant : List.of("period: \"1^u 2^(a - u) 0^a 2^(a - u)\"", "period: \"2^u 1^(a - u) 0^a 1^(a - u)\"",
                "period: \"1^u 2^(a - u) 0^(a - u) 1^a\"")) {
            WordProver.Outcome m = new WordProver(WordProofRun.TIMEOUT_MS, false, true).prove(StatementLoader.load(statement(text.replace(period, mutant))),
                    r -> { });
            assertNotEquals(WordProver.Status.PROVED, m.status(), mutant + ": " + m.detail());
        }
    }

    @Test
    void theSecondPeriodAloneAndTheRest() throws IOException {
        WordProver.Outcome o = new WordProver(WordProofRun.TIMEOUT_MS).prove(StatementLoader.load(statement(text())), r -> { });
        assertEquals(WordProver.Status.PROVED, o.status(), o.detail());
        assertEquals(2, o.provedClaims().size(), o.claims().toString());
        assertTrue(o.notes().stream().anyMatch(n -> n.startsWith("wall: ") && n.contains("in parts")), o.notes().toString());
        assertTrue(o.script().contains(", second period, ") && o.script().contains(", third period on, "), "both parts are kept");
        TestStatements.cvc5RefutesEvery(o);
    }

    /**
     * Mutants of the word, proved without the sample check (so the obligations, with their parts
     * and twins, alone must fail them): none is proved.
     */
    @Test
    void aWrongWordIsNotProvedInParts() throws IOException {
        String text = text();
        String pre = "pre: \"(0^a 1^a)^2 2^(e - 2 * a)\"";
        String period = "period: \"2^(d - e) 0^a 1^a 2^(e - 2 * a) 0^a 1^a\"";
        assertTrue(text.contains(pre) && text.contains(period), "the fixture");
        for (String mutated : List.of(text.replace(pre, "pre: \"(0^a 1^a)^2 1^(e - 2 * a)\""), text.replace(pre, "pre: \"(1^a 0^a)^2 2^(e - 2 * a)\""),
                text.replace(pre, "pre: \"0^a 1^a 0^a 2^a 2^(e - 2 * a)\""), text.replace(period, "period: \"2^(d - e) 1^a 0^a 2^(e - 2 * a) 0^a 1^a\""),
                text.replace(period, "period: \"2^(d - e) 0^a 1^a 2^(e - 2 * a) 1^a 0^a\""),
                text.replace(period, "period: \"2^(d - e) 0^a 1^a 3^(e - 2 * a) 0^a 1^a\""))) {
            assertNotEquals(text, mutated);
            WordProver.Outcome o = new WordProver(WordProofRun.TIMEOUT_MS, false, true).prove(StatementLoader.load(statement(mutated)), r -> { });
            assertNotEquals(WordProver.Status.PROVED, o.status(), o.detail());
        }
    }

    /**
     * The second period's part finds a fault that only the second period has. S = {a, 4a, 5a}
     * (wall) has G = (0^a 1^a 0^a 1^a 2^a 3^a 2^a 3^a)*; the word 0^a 1^a | (0^a 1^a 2^a)* agrees
     * with G up to the end of its first period and keeps the mex rule from its third period on, but
     * not in its second, where the move 5a reaches back into the preperiod (found by brute force
     * over every three-move set with c &lt;= 25 and a = 1). The preperiod's and the first period's
     * obligations hold, every part of the periods after the second holds, and some second-period
     * part has a model: an encoder that lost the second period would prove this wrong word.
     */
    @Test
    void theSecondPeriodPartFindsAFaultOnlyTheSecondPeriodHas() throws IOException, org.subgames.specs.ExprTree.NotExact {
        Statement st = TestStatements.load(tmp, "second-period-fault", "  a: 1..4\n", "[a, 4 * a, 5 * a]", "wall", "",
                "  - name: period 3a from 2a\n    periodic: wall\n    period: \"3 * a\"\n    from: \"2 * a\"\n",
                "word:\n  domain: \"a >= 1\"\n  wall:\n    - pre: \"0^a 1^a\"\n      period: \"0^a 1^a 2^a\"\n");
        ParametricWord.Case k = st.word().cases().get(Convention.WALL).get(0);
        List<Sym> moves = new java.util.ArrayList<>();
        for (var e : st.moves().list()) {
            moves.add(e.sym());
        }
        try (Z3Session z3 = new Z3Session(WordProofRun.TIMEOUT_MS)) {
            Encoder enc = new Encoder(new CaseModel(st.word(), Convention.WALL, k, moves), z3);
            int faults = 0;
            for (Obligation o : enc.mexObligations()) {
                if (!o.id().contains(", later periods,")) {
                    assertEquals(Prover.Verdict.UNSAT, z3.check(o.formula()).verdict(), o.id());
                    continue;
                }
                List<Obligation> parts = enc.laterInParts(o.id(), 1);
                assertEquals(2, parts.size(), o.id());
                assertEquals(o.id().replace(", later periods,", ", second period,"), parts.get(0).id());
                assertEquals(o.id().replace(", later periods,", ", third period on,"), parts.get(1).id());
                assertEquals(Prover.Verdict.UNSAT, z3.check(parts.get(1).formula()).verdict(), parts.get(1).id());
                faults += z3.check(parts.get(0).formula()).verdict() == Prover.Verdict.SAT ? 1 : 0;
            }
            assertTrue(faults > 0, "some obligation of the second period fails");
            assertEquals(List.of(), enc.laterInParts("anti period 0^a, first period, move a", 1), "only the later periods' obligations have parts");
        }
        WordProver.Outcome o = new WordProver(WordProofRun.TIMEOUT_MS, false, true).prove(st, r -> { });
        assertNotEquals(WordProver.Status.PROVED, o.status(), o.detail());
    }
}
