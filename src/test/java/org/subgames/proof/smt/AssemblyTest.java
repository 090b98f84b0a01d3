package org.subgames.proof.smt;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.subgames.sink.table.Contexts;
import org.subgames.sink.table.Formula;
import org.subgames.sink.table.Lin;
import org.subgames.sink.table.Region;
import org.subgames.sink.table.Var;
import org.subgames.sink.table.Window;
import org.subgames.sink.table.WordModel;

/**
 * The chain's assembly checks, each shown to bite: a dropped context, a claim proved under another
 * context, a case the lemmas leave out, a gap between factors, a vacuous hypothesis, a mutant run's
 * verdict, and the scope each KeY lemma states against the requires clause it restates.
 */
@Tag("smt")
class AssemblyTest {

    private static final List<Prover.Kind> BOTH = List.of(Prover.Kind.Z3, Prover.Kind.CVC5);

    /** Outcomes as if every solver had answered unsat to every obligation of the lemmas. */
    private static Map<String, List<SmtProofs.Outcome>> allProved(List<ProofChain.Lemma> lemmas) {
        Map<String, List<SmtProofs.Outcome>> out = new LinkedHashMap<>();
        for (ProofChain.Lemma l : lemmas) {
            List<SmtProofs.Outcome> os = new ArrayList<>();
            for (Prover.Kind kind : BOTH) {
                for (Obligation o : l.obligations()) {
                    os.add(new SmtProofs.Outcome(o, new Prover.Result(Prover.Verdict.UNSAT, Map.of()), 0, kind, "test"));
                }
            }
            out.put(l.id(), os);
        }
        return out;
    }

    @Test
    void theStandardChainCarriesEveryRequiredClaim() {
        WordModel m = WordModel.standard();
        assertEquals(List.of(), Assembly.missing(Assembly.required(m), allProved(ProofChain.lemmas(m)), BOTH));
        assertEquals(List.of(), Assembly.tiling(m));
    }

    /** The audit's finding: the claims of cC removed from the lemmas, coverage unchanged. */
    @Test
    void aDroppedContextIsMissing() {
        WordModel m = WordModel.standard();
        List<String> missing = Assembly.missing(Assembly.required(m), allProved(ProofChain.withoutContext(ProofChain.lemmas(m), "cC")), BOTH);
        assertEquals(4, missing.size(), missing.toString());
        for (String where : List.of("sink-k1 quadratic/k1/cC", "sink-kge2 quadratic/kge2/cC", "wall-k1 wall/quadratic/k1/cC",
                "wall-kge2 wall/quadratic/kge2/cC")) {
            assertTrue(missing.stream().anyMatch(l -> l.startsWith(where + ": ")), where + " in " + missing);
        }
    }

    @Test
    void aClaimProvedByOneSolverOnlyOrUnderAnotherContextDoesNotCount() {
        WordModel m = WordModel.standard();
        Map<String, List<SmtProofs.Outcome>> outcomes = allProved(ProofChain.lemmas(m));
        List<SmtProofs.Outcome> k1 = new ArrayList<>(outcomes.get("sink-k1"));
        SmtProofs.Outcome first = k1.get(0);
        Obligation o = first.obligation();
        Obligation stronger = new Obligation(o.group(), o.id(), Formula.and(o.base(), Formula.eq(Lin.of(Var.C), Lin.constant(1))), o.goal(),
                o.vars(), o.claim());
        k1.set(0, new SmtProofs.Outcome(stronger, first.result(), 0, first.solver(), "test"));
        outcomes.put("sink-k1", k1);
        List<String> missing = Assembly.missing(Assembly.required(m), outcomes, BOTH);
        assertEquals(1, missing.size(), missing.toString());
        assertTrue(missing.get(0).contains("1 of "), missing.get(0));
        Map<String, List<SmtProofs.Outcome>> z3Only = allProved(ProofChain.lemmas(m));
        z3Only.put("sink-m1", z3Only.get("sink-m1").stream().filter(x -> x.solver() == Prover.Kind.Z3).toList());
        assertEquals(2, Assembly.missing(Assembly.required(m), z3Only, BOTH).size(), "sinkW and WW of m = 1");
    }

    /**
     * Coverage is proved under each case's own constraints: a word whose k &gt;= 2 lemma only holds
     * from k = 3 on (a wrong letter in repetition 2) leaves k = 2 to no lemma, and the split says so.
     */
    @Test
    void coverageFindsACaseNoLemmaCovers() {
        WordModel m = WordModel.standard().withWrongLetter("KA1", 2, 0);
        try (Prover p = Prover.Kind.Z3.open(60_000)) {
            List<String> open = new ArrayList<>();
            for (Obligation o : Coverage.obligations(m)) {
                if (p.check(o.formula()).verdict() != Prover.Verdict.UNSAT) {
                    open.add(o.id());
                }
            }
            assertEquals(List.of("split: quadratic (k >= 1, 0 < c < a) is case k = 1 or k >= 2"), open);
            for (Obligation o : Coverage.obligations(WordModel.standard())) {
                assertEquals(Prover.Verdict.UNSAT, p.check(o.formula()).verdict(), o.id());
            }
        }
    }

    @Test
    void aGapBetweenFactorsIsFound() {
        Window w = Contexts.quadratic(WordModel.standard(), 1, "bC");
        assertEquals(List.of(), Assembly.tiling(w));
        List<Region> shifted = new ArrayList<>(w.regions());
        int i = shifted.indexOf(w.region("C5"));
        Region g = shifted.get(i);
        shifted.set(i, new Region(g.label(), g.name(), g.repetition(), g.letter(), g.start().plus(1), g.end(), g.role(), g.area()));
        Window broken = new Window(w.name(), w.k(), w.constraints(), shifted, w.blockLength(), w.windowStart(), w.moves(), w.vars());
        List<String> problems = Assembly.tiling(broken);
        assertEquals(1, problems.size(), problems.toString());
        assertTrue(problems.get(0).contains("C5 starts at"), problems.get(0));
        Window shorter = new Window(w.name(), w.k(), w.constraints(), w.regions(), w.blockLength().plus(1), w.windowStart(), w.moves(), w.vars());
        assertEquals(1, Assembly.tiling(shorter).size());
    }

    @Test
    void aRepeatedPartOfTheWrongUnitIsFound() {
        Window w = Contexts.quadratic(WordModel.standard(), Contexts.ALL, "cB");
        assertEquals(List.of(), Assembly.tiling(w));
        List<Region> rs = new ArrayList<>(w.regions());
        int i = rs.indexOf(w.region("KA2.j"));
        Region g = rs.get(i);
        rs.set(i, new Region(g.label(), g.name(), g.repetition(), g.letter(), g.start(), g.end().plus(1), g.role(), g.area()));
        Window broken = new Window(w.name(), w.k(), w.constraints(), rs, w.blockLength(), w.windowStart(), w.moves(), w.vars());
        assertTrue(Assembly.tiling(broken).stream().anyMatch(p -> p.contains("not 2a")), Assembly.tiling(broken).toString());
    }

    @Test
    void everyHypothesisIsSatisfiableAndAVacuousOneIsReported() {
        Map<String, Formula> hyps = Assembly.hypotheses(WordModel.standard());
        assertTrue(hyps.size() > 40, hyps.keySet().toString());
        assertEquals(List.of(), Assembly.vacuous(hyps, BOTH, 60_000));
        Lin a = Lin.of(Var.A);
        Map<String, Formula> bad = Map.of("empty case", Formula.and(Formula.le(Lin.constant(2), a), Formula.lt(a, Lin.constant(2))));
        List<String> lines = Assembly.vacuous(bad, BOTH, 60_000);
        assertEquals(2, lines.size(), lines.toString());
        assertTrue(lines.get(0).startsWith("empty case (z3): unsat"), lines.get(0));
    }

    @Test
    void onlyAStandardRunWithNothingFailedSaysProvedForEvery() {
        ProofChain.Statement st = ProofChain.statements().get(1);
        List<String> ok = ProofChain.verdict(st, Set.of(), "z3 and cvc5", null);
        assertTrue(ok.contains("  proved " + st.proved() + " (by z3 and cvc5)"), ok.toString());
        assertTrue(ok.contains("  bounded: " + st.bounded()), ok.toString());
        List<String> mutant = ProofChain.verdict(st, Set.of("mex-link", "model-link"), "z3", "standard, A1 = 1^(a - r)");
        assertTrue(mutant.stream().noneMatch(l -> l.contains("proved for every")), mutant.toString());
        assertTrue(mutant.stream().anyMatch(l -> l.startsWith("  NOT proved: a mutant run")), mutant.toString());
        assertTrue(ProofChain.verdict(st, Set.of(ProofChain.ASSEMBLY), "z3", null).stream().noneMatch(l -> l.contains("proved for every")));
        List<String> keyFailed = ProofChain.verdict(st, Set.of("model-link"), "z3", null);
        assertTrue(keyFailed.contains("  bounded part NOT proved: model-link failed"), keyFailed.toString());
    }

    /** Each KeY lemma's printed scope restates the requires clause of the contracts it replays. */
    @Test
    void keyScopesAreTheRequiresClausesOfTheirContracts() throws IOException {
        Map<String, List<String>> roots = Map.of(
                "PeriodWordReference.java", List.of("public static int fill(int a, int b, int[] letters, int[] lengths, long[] starts, int[] firsts)"),
                "NimValues.java", List.of("public static int[] wallEquals(int[] moves, int[] g)", "public static int[] sinkEquals(int[] moves, int[] g)"));
        Map<String, ProofChain.KeyLemma> lemma = Map.of("PeriodWordReference.java", ProofChain.MODEL, "NimValues.java", ProofChain.MEX);
        for (var e : roots.entrySet()) {
            String src = Files.readString(Path.of("src/main/java/org/subgames/reference", e.getKey()));
            for (String method : e.getValue()) {
                int at = src.indexOf(method);
                assertTrue(at > 0, method);
                String contract = src.substring(src.lastIndexOf("/*@", at), at);
                String requires = lemma.get(e.getKey()).requires();
                assertTrue(contract.contains("requires " + requires) || contract.contains("&& " + requires) || contract.contains(requires + ";"),
                        method + " requires " + requires + ": " + contract);
            }
        }
        assertFalse(ProofChain.MODEL.scope().isEmpty());
    }
}
