package org.subgames.proof.smt;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.subgames.sink.AdditiveSet;
import org.subgames.sink.table.InstanceCheck;
import org.subgames.sink.table.Lin;
import org.subgames.sink.table.Var;
import org.subgames.sink.table.WordModel;

/** Mutated words must fail the proof with a concrete counterexample, which is a real one. */
@Tag("smt")
class MutationTest {

    /**
     * The k = 1 obligations (group, id, context, negated claim, variables of each) that z3 has refuted
     * every one of: a mutant that changes only k &gt;= 2 has the note's word's k = 1 tables, the same
     * obligations, which are proved once.
     */
    private static final Set<List<List<Object>>> ALL_PROVED = ConcurrentHashMap.newKeySet();

    private static List<SmtProofs.Outcome> failures(WordModel m) {
        List<Obligation> obs = new ArrayList<>(SmtProofs.quadratic(m, 1));
        // the k = 1 part of coverage (the split and k >= 2 are the business of the all-k tests)
        obs.addAll(Implication.obligations(Coverage.contexts(m, 1)));
        List<List<Object>> key = obs.stream().map(o -> List.<Object>of(o.group(), o.id(), o.base(), o.goal(), o.vars())).toList();
        if (ALL_PROVED.contains(key)) {
            return List.of();
        }
        List<SmtProofs.Outcome> bad = new ArrayList<>();
        for (SmtProofs.Outcome o : SmtProofs.prove(obs, 60_000)) {
            if (!o.proved()) {
                bad.add(o);
            }
        }
        if (bad.isEmpty()) {
            ALL_PROVED.add(key);
        }
        return bad;
    }

    @Test
    void longerC5IsRefutedWithACounterexample() {
        WordModel m = WordModel.standard().withLength("C5", Lin.parse("a-c+1"));
        List<SmtProofs.Outcome> bad = failures(m);
        assertFalse(bad.isEmpty(), "the mutant C5 = 3^(a-c+1) must not be provable");
        for (SmtProofs.Outcome o : bad) {
            assertEquals(Prover.Verdict.SAT, o.result().verdict());
            var model = o.result().model();
            assertTrue(model.containsKey(Var.A) && model.containsKey(Var.C) && model.containsKey(Var.R), o.result().modelText());
            // the model is a genuine counterexample: constraints and domain hold, the claim does not
            long[] v = o.result().values();
            assertTrue(o.obligation().base().eval(v), o.result().modelText());
            assertTrue(o.obligation().goal().eval(v), o.result().modelText());
            // only blocks with a C5 can be affected: C-blocks, or B-blocks after one
            String ctx = o.obligation().group();
            assertTrue(ctx.endsWith("C") || ctx.endsWith("cB"), ctx);
        }
        // and the concrete set of the first counterexample fails the per-instance check too
        var first = bad.get(0).result().model();
        AdditiveSet s = AdditiveSet.ofKc(first.get(Var.A).intValue(), 1, first.get(Var.C).intValue());
        Optional<String> inst = new InstanceCheck(m).check(s);
        assertTrue(inst.isPresent());
        assertTrue(new InstanceCheck(WordModel.standard()).check(s).isEmpty());
    }

    @Test
    void flippedInequalityIsRefuted() {
        WordModel m = WordModel.standard().withFlippedInequality();
        List<SmtProofs.Outcome> bad = failures(m);
        assertFalse(bad.isEmpty());
        // block 1 (r = 0) now is a C-block: the coverage lemma fails with a concrete a, c
        assertTrue(bad.stream().anyMatch(o -> o.obligation().id().equals("k1: block 1 is sinkB")
                && o.result().model().containsKey(Var.A) && o.result().model().containsKey(Var.C)));
        assertTrue(bad.stream().anyMatch(o -> o.obligation().id().equals("k1: never sinkC")));
    }

    /** The length lemma reads the factors' lengths: a longer C5 or one repetition too many breaks it, the standard word does not. */
    @Test
    void lengthLemmaRefutesWrongLengths() {
        for (WordModel m : List.of(WordModel.standard().withLength("C5", Lin.parse("a-c+1")), WordModel.standard().withExtraRepetitions(1))) {
            assertTrue(SmtProofs.prove(PeriodLength.obligations(m), 60_000).stream().anyMatch(o -> !o.proved()), m.label());
        }
        assertTrue(SmtProofs.prove(PeriodLength.obligations(WordModel.standard()), 60_000).stream().allMatch(SmtProofs.Outcome::proved));
    }

    @Test
    void shorterB4IsRefuted() {
        assertFalse(failures(WordModel.standard().withLength("B4", Lin.parse("a-r-1"))).isEmpty());
    }

    @Test
    void wallProofOfTheDualWordFailsForAMutant() {
        WordModel m = WordModel.standard().withLength("C5", Lin.parse("a-c+1"));
        List<SmtProofs.Outcome> bad = new ArrayList<>();
        for (SmtProofs.Outcome o : SmtProofs.prove(SmtProofs.wallQuadratic(m, 1), 60_000)) {
            if (!o.proved()) {
                bad.add(o);
            }
        }
        assertFalse(bad.isEmpty());
        assertTrue(bad.get(0).result().model().containsKey(Var.A), bad.get(0).result().modelText());
        assertTrue(bad.stream().allMatch(o -> o.obligation().base().eval(o.result().values()) && o.obligation().goal().eval(o.result().values())));
    }

    @Test
    void wallBoundaryClaimsAreNotVacuous() {
        // every factor of block a that meets the first a + b wall positions has a satisfiable domain
        try (Z3Prover p = new Z3Prover(60_000)) {
            int sat = 0;
            for (Obligation o : SmtProofs.wallQuadratic(WordModel.standard(), 1)) {
                if (o.group().endsWith("boundary") && o.claim().kind() == org.subgames.sink.table.Claim.Kind.ANTI
                        && p.check(org.subgames.sink.table.Formula.and(o.base(), o.claim().domain())).verdict() == Prover.Verdict.SAT) {
                    sat++;
                }
            }
            // k = 1: the first a + b = 3a + c positions of block a (r' = a - c, t' = a) are a1, a2, a3, b1, b3 (b2 is empty)
            assertTrue(sat >= 3 * 5, "non-vacuous boundary anti-collision claims: " + sat);
        }
    }

    @Test
    void theStandardWordHasNoFailure() {
        assertEquals(List.of(), failures(WordModel.standard()));
    }

    /**
     * A k-specific mutant: the k = 1 tables still hold (unless k1Fails), the all-k tables do not, and a
     * refuted obligation has a genuine counterexample (M = k*a, J = (j-1)*a) that is re-checked
     * numerically, whose set S = {a, 2ka + c, ...} fails the per-instance check of the mutant and passes
     * that of the note's word. Returns the counterexample's k. The all-k tables are proved context by
     * context, in their order, and the search ends at the first refuted obligation with a genuine
     * counterexample (the one a proof of every table would come to first: the obligations after it
     * cannot change which it is).
     */
    private static int refutedForSomeK(WordModel m, boolean k1Fails) {
        assertEquals(k1Fails, !failures(m).isEmpty(), "k = 1 tables of " + m.label());
        boolean refuted = false;
        try (Prover p = new Z3Prover(60_000)) {
            for (List<Obligation> context : SmtProofs.byGroup(SmtProofs.quadratic(m, org.subgames.sink.table.Contexts.ALL)).values()) {
                for (SmtProofs.Outcome o : SmtProofs.prove(context, 60_000)) {
                    if (o.proved()) {
                        continue;
                    }
                    refuted = true;
                    var cx = Counterexamples.find(p, o.obligation(), 6);
                    if (cx.isEmpty()) {
                        continue;
                    }
                    Counterexamples.Counterexample c = cx.get();
                    assertTrue(c.recheck(), c.result().modelText());
                    var model = c.result().model();
                    AdditiveSet s = AdditiveSet.ofKc(model.get(Var.A).intValue(), c.k(), model.get(Var.C).intValue());
                    assertTrue(new InstanceCheck(m).check(s).isPresent(), s + " must fail the per-instance check of " + m.label());
                    assertTrue(new InstanceCheck(WordModel.standard()).check(s).isEmpty(), s.toString());
                    return c.k();
                }
            }
        }
        assertTrue(refuted, m.label() + " must not be provable for every k >= 2");
        throw new AssertionError("no genuine counterexample with k <= 6 for " + m.label());
    }

    @Test
    void oneRepetitionTooFewIsRefutedOnlyFromK2() {
        assertTrue(refutedForSomeK(WordModel.standard().withExtraRepetitions(-1), false) >= 2);
    }

    @Test
    void oneRepetitionTooManyIsRefuted() {
        assertTrue(refutedForSomeK(WordModel.standard().withExtraRepetitions(1), true) >= 2);
    }

    @Test
    void factorOffByOneOnlyForKAtLeast2IsRefuted() {
        assertTrue(refutedForSomeK(WordModel.standard().withLengthFromK2("B5", Lin.parse("t+1")), false) >= 2);
        assertTrue(refutedForSomeK(WordModel.standard().withLengthFromK2("A3", Lin.parse("a-r-1")), false) >= 2);
    }

    @Test
    void wrongLetterInSecondRepetitionIsRefutedFromK3() {
        WordModel m = WordModel.standard().withWrongLetter("KB0", 2, 2);
        // k = 2 has no second repetition: its tables still hold
        assertTrue(SmtProofs.prove(SmtProofs.quadratic(m, 2), 60_000).stream().allMatch(SmtProofs.Outcome::proved));
        assertTrue(refutedForSomeK(m, false) >= 3);
    }

    @Test
    void cvc5RefutesTheMutantsToo() {
        WordModel m = WordModel.standard().withExtraRepetitions(-1);
        List<Obligation> obs = SmtProofs.quadratic(m, org.subgames.sink.table.Contexts.ALL).stream()
                .filter(o -> o.group().endsWith("/sinkB")).toList();
        List<SmtProofs.Outcome> cvc5 = SmtProofs.prove(obs, 60_000, List.of(Prover.Kind.CVC5));
        long refuted = cvc5.stream().filter(o -> o.result().verdict() == Prover.Verdict.SAT).count();
        long z3 = SmtProofs.prove(obs, 60_000).stream().filter(o -> !o.proved()).count();
        assertTrue(refuted > 0);
        assertEquals(z3, refuted, "z3 and cvc5 refute the same obligations");
        for (SmtProofs.Outcome o : cvc5) {
            if (o.result().verdict() == Prover.Verdict.SAT) {
                long[] v = o.result().values();
                assertTrue(o.obligation().base().eval(v) && o.obligation().goal().eval(v), o.result().modelText());
            }
        }
    }

    @Test
    void batchedChecksAnswerAsSingleChecks() {
        // a group with one context asserted once (checkEach) must answer as base AND goal per check
        WordModel m = WordModel.standard().withLength("C5", Lin.parse("a-c+1"));
        List<Obligation> obs = SmtProofs.quadratic(m, 1).stream().filter(o -> o.group().endsWith("/cC")).toList();
        for (Prover.Kind kind : List.of(Prover.Kind.Z3, Prover.Kind.CVC5)) {
            try (Prover p = kind.open(60_000)) {
                List<Prover.Result> batch = p.checkEach(obs.get(0).base(), obs.stream().map(Obligation::goal).toList()).stream()
                        .map(Prover.Checked::result).toList();
                assertEquals(obs.size(), batch.size());
                int sat = 0;
                for (int i = 0; i < obs.size(); i++) {
                    assertTrue(obs.get(i).base().equals(obs.get(0).base()));
                    assertEquals(p.check(obs.get(i).formula()).verdict(), batch.get(i).verdict(), kind + " " + obs.get(i).id());
                    if (batch.get(i).verdict() == Prover.Verdict.SAT) {
                        sat++;
                        long[] v = batch.get(i).values();
                        assertTrue(obs.get(i).base().eval(v) && obs.get(i).goal().eval(v), batch.get(i).modelText());
                    }
                }
                assertTrue(sat > 0 && sat < obs.size(), kind + ": the mutant refutes some, not all, claims of cC (" + sat + ")");
            }
        }
    }
}
