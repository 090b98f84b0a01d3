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
import org.subgames.proof.smt.Cvc5Prover;
import org.subgames.proof.smt.Prover;
import org.subgames.proof.smt.SmtLib;
import org.subgames.specs.Statement;
import org.subgames.specs.StatementLoader;
import org.subgames.symbolic.ParametricWord;
import org.subgames.symbolic.Sym;

/**
 * The later periods in two parts: an obligation of the periods after the first (K = p or K &gt;=
 * 2p) whose form has a model that is no counterexample is proved as two, the second period (K = p,
 * a term without K) and the periods after it (K &gt;= 2p), when both solvers refute both and both
 * contexts have a model. The family S = {a, a + d, a + d + e} (wall) of the resource needs it: its
 * move c exceeds the period, so from the second period it reaches back into the preperiod.
 */
@Tag("smt")
class LaterPeriodsInTwoTest {

    @TempDir
    Path tmp;

    private Path statement(String text) throws IOException {
        Path file = tmp.resolve("later-periods-in-two.yaml");
        Files.writeString(file, text);
        return file;
    }

    private static String text() throws IOException {
        return Files.readString(Path.of("src", "test", "resources", "word", "later-periods-in-two.yaml"));
    }

    @Test
    void theLaterPeriodsAreProvedInTwoParts() throws IOException {
        WordProver.Outcome o = new WordProver(WordProofRun.TIMEOUT_MS).prove(StatementLoader.load(statement(text())), r -> { });
        assertEquals(WordProver.Status.PROVED, o.status(), o.detail());
        assertEquals(2, o.provedClaims().size(), o.claims().toString());
        assertTrue(o.notes().stream().anyMatch(n -> n.startsWith("wall: ") && n.contains("in two parts")), o.notes().toString());
        assertTrue(o.script().contains(", second period, ") && o.script().contains(", third period on, "), "both parts are kept");
        try (Cvc5Prover cvc5 = new Cvc5Prover(WordProofRun.TIMEOUT_MS)) {
            List<SmtLib.Answer> answers = cvc5.run(o.script());
            assertEquals(o.obligations(), answers.size());
            assertTrue(answers.stream().allMatch(a -> a.verdict().equals("unsat")), answers.toString());
        }
    }

    /**
     * Mutants of the word, proved without the sample check (so the obligations, with their parts
     * and twins, alone must fail them): none is proved.
     */
    @Test
    void aWrongWordIsNotProvedInTwoParts() throws IOException {
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
                List<Obligation> parts = enc.laterInTwo(o.id());
                assertEquals(2, parts.size(), o.id());
                assertEquals(o.id().replace(", later periods,", ", second period,"), parts.get(0).id());
                assertEquals(o.id().replace(", later periods,", ", third period on,"), parts.get(1).id());
                assertEquals(Prover.Verdict.UNSAT, z3.check(parts.get(1).formula()).verdict(), parts.get(1).id());
                faults += z3.check(parts.get(0).formula()).verdict() == Prover.Verdict.SAT ? 1 : 0;
            }
            assertTrue(faults > 0, "some obligation of the second period fails");
            assertEquals(List.of(), enc.laterInTwo("anti period 0^a, first period, move a"), "only the later periods' obligations have parts");
        }
        WordProver.Outcome o = new WordProver(WordProofRun.TIMEOUT_MS, false, true).prove(st, r -> { });
        assertNotEquals(WordProver.Status.PROVED, o.status(), o.detail());
    }
}
