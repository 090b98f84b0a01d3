package org.subgames.proof.smt;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.subgames.sink.table.Claim;
import org.subgames.sink.table.WordModel;

/**
 * Proves the all-parameter chain ({@link ProofChain}: k = 1, every k &gt;= 2, m = 1, every m &gt;= 2,
 * coverage, wall) with Z3 and compares the regenerated SMT-LIB files and verdicts with proofs/smt;
 * the per-k tables for k = 1..K are proved by {@link #perKTables()} when
 * {@code -Dsubgames.tables.k=K} is given. cvc5 proves the same obligations in ChainCommandTest
 * ({@code tables prove --all}: every lemma by both solvers, the lemmas' obligations being exactly
 * {@link ProofChain#obligations} and {@link ProofFiles#scripts}, as
 * {@link #theChainsLemmasHoldExactlyTheseObligations} checks), and answers the kept scripts here
 * ({@link #checkedInScriptsAnswerUnsat}); so this class asks it nothing twice.
 */
@Tag("smt")
class SmtProofsTest {

    static final int K = Integer.getInteger("subgames.tables.k", 0);
    static final List<Prover.Kind> BOTH = List.of(Prover.Kind.Z3, Prover.Kind.CVC5);
    static List<SmtProofs.Outcome> outcomes;
    static List<ProofFiles.FactOutcome> facts;

    @BeforeAll
    static void prove() {
        outcomes = SmtProofs.prove(ProofChain.obligations(WordModel.standard()), 60_000, List.of(Prover.Kind.Z3));
        facts = ProofFiles.proveFacts(60_000, List.of(Prover.Kind.Z3));
    }

    /** The chain's lemmas, which ChainCommandTest proves with both solvers, hold exactly the obligations and scripts proved here. */
    @Test
    void theChainsLemmasHoldExactlyTheseObligations() {
        List<ProofChain.Lemma> lemmas = ProofChain.lemmas(WordModel.standard());
        List<String> fromLemmas = new ArrayList<>();
        List<String> scriptsFromLemmas = new ArrayList<>();
        for (ProofChain.Lemma l : lemmas) {
            l.obligations().forEach(o -> fromLemmas.add(o.group() + " " + o.id()));
            l.scripts().forEach(f -> scriptsFromLemmas.add(f.group() + " " + f.id()));
        }
        assertEquals(outcomes.stream().map(o -> o.obligation().group() + " " + o.obligation().id()).toList(), fromLemmas);
        assertEquals(new TreeSet<>(ProofFiles.scripts().stream().map(f -> f.group() + " " + f.id()).toList()), new TreeSet<>(scriptsFromLemmas));
        assertEquals(ProofFiles.scripts().size(), scriptsFromLemmas.size());
    }

    @Test
    void everyObligationIsProved() {
        List<String> open = new ArrayList<>();
        for (SmtProofs.Outcome o : outcomes) {
            if (!o.proved()) {
                open.add(o.solver().id() + " " + o.obligation().group() + " " + o.obligation().id() + ": " + o.result().verdict() + " " + o.result().modelText());
            }
        }
        for (ProofFiles.FactOutcome f : facts) {
            if (f.verdict() != Prover.Verdict.UNSAT) {
                open.add(f.solver().id() + " modular " + f.fact().id() + ": " + f.verdict());
            }
        }
        assertEquals(List.of(), open);
    }

    @Test
    void claimCountsPerContext() {
        // k = 1: the paper's tables; each unit of k adds four factors (KA1, KA2, KB3, KB0) to each block
        Map<String, Long> n = new LinkedHashMap<>();
        for (SmtProofs.Outcome o : outcomes) {
            if (o.solver() == Prover.Kind.Z3) {
                n.merge(o.obligation().group(), 1L, Long::sum);
            }
        }
        assertEquals(37L, n.get("quadratic/k1/sinkB"));
        assertEquals(41L, n.get("quadratic/k1/bZB")); // plus the three anti-collision claims of Z
        assertEquals(56L, n.get("quadratic/k1/cC"));
        assertEquals(3L + 6 + 6, n.get("coverage")); // the split, then per count first, later and the four never
        assertEquals(4L + 2, n.get("length")); // B and C per count, the linear period per count
        // every k >= 2: the k1 claims, the bounds claim, and each k-part once (for every j):
        // KA1.j 1 + 3, KA2.j 2 + 3, KB3.j 3 + 3, KB0.j 0 + 3 reach + anti claims
        int kParts = 4 + 5 + 6 + 3;
        assertEquals(37L + 1 + kParts, n.get("quadratic/kge2/sinkB"));
        assertEquals(38L + 1 + kParts, n.get("quadratic/kge2/bB"));
        // linear, m = 1: lengths, L1.1, L2.1, L3, Z; every m >= 2 adds bounds, L0.j (0 + 3) and L3.j (3 + 3)
        assertEquals(19L, n.get("linear/m1/sinkW"));
        assertEquals(19L + 1 + 3 + 6, n.get("linear/mge2/sinkW"));
    }

    @Test
    void perKTables() {
        for (int k = 1; k <= K; k++) {
            List<String> open = new ArrayList<>();
            for (SmtProofs.Outcome o : SmtProofs.prove(SmtProofs.quadratic(WordModel.standard(), k), 60_000)) {
                if (!o.proved()) {
                    open.add(o.obligation().group() + " " + o.obligation().id());
                }
            }
            assertEquals(List.of(), open, "k = " + k);
        }
    }

    @Test
    void filesAreUnchanged() throws IOException {
        Path dir = Path.of("proofs/smt");
        Map<String, String> expected = ProofFiles.render(outcomes, facts);
        TreeSet<String> onDisk = new TreeSet<>();
        try (Stream<Path> s = Files.walk(dir)) {
            s.filter(Files::isRegularFile).forEach(p -> onDisk.add(dir.relativize(p).toString().replace('\\', '/')));
        }
        assertEquals(new TreeSet<>(expected.keySet()), onDisk, "files under proofs/smt");
        for (Map.Entry<String, String> e : expected.entrySet()) {
            if (e.getKey().equals("verdicts.csv")) {
                // the times differ from run to run; everything else of Z3's rows must be reproduced,
                // and cvc5's rows are those obligations, each unsat (cvc5 answers them in ChainCommandTest)
                String kept = ProofFiles.withoutTimes(Files.readString(dir.resolve(e.getKey()), StandardCharsets.UTF_8));
                List<String> lines = List.of(kept.split("\n"));
                List<String> z3 = lines.stream().filter(l -> !solverOf(l).equals("cvc5")).toList();
                List<String> cvc5 = lines.stream().filter(l -> solverOf(l).equals("cvc5")).toList();
                assertEquals(String.join("\n", z3) + "\n", ProofFiles.withoutTimes(e.getValue()), "verdicts.csv changed");
                cvc5.forEach(l -> assertTrue(l.endsWith(",unsat"), l));
                List<String> z3Obligations = z3.subList(1, z3.size()).stream().map(SmtProofsTest::obligationOf).sorted().toList();
                assertEquals(z3Obligations, cvc5.stream().map(SmtProofsTest::obligationOf).sorted().toList(), "cvc5's rows in verdicts.csv");
                continue;
            }
            assertEquals(Files.readString(dir.resolve(e.getKey()), StandardCharsets.UTF_8), e.getValue(),
                    e.getKey() + " changed: regenerate with tables write --smt proofs/smt and review");
        }
    }

    /** The solver of a verdicts.csv row without its time (group,obligation,solver,version,verdict; an obligation may hold commas). */
    private static String solverOf(String row) {
        String[] f = row.split(",");
        return f[f.length - 3];
    }

    /** The group and obligation of such a row. */
    private static String obligationOf(String row) {
        String rest = row;
        for (int i = 0; i < 3; i++) {
            rest = rest.substring(0, rest.lastIndexOf(','));
        }
        return rest;
    }

    /**
     * The checked-in files themselves prove it: each script runs in the bundled Z3 as
     * {@code z3 file.smt2} would and in cvc5 as {@code cvc5 --incremental file.smt2} would, and answers
     * unsat to every obligation, in the order of verdicts.csv.
     */
    @Test
    void checkedInScriptsAnswerUnsat() throws IOException {
        Path dir = Path.of("proofs/smt");
        Map<String, List<String>> ids = new LinkedHashMap<>();
        for (SmtProofs.Outcome o : outcomes) {
            if (o.solver() == Prover.Kind.Z3) {
                ids.computeIfAbsent(o.obligation().group() + ".smt2", g -> new ArrayList<>()).add(o.obligation().id());
            }
        }
        for (ModularFacts.Fact f : ProofFiles.scripts()) {
            ids.computeIfAbsent(f.group() + ".smt2", g -> new ArrayList<>()).add(f.id());
        }
        // z3 runs every file; cvc5 (slower on text) the small ones, or every file with -Dsubgames.smt.files=both
        boolean allCvc5 = "both".equals(System.getProperty("subgames.smt.files"));
        for (Prover.Kind kind : BOTH) {
            try (Prover p = kind.open(0)) {
                for (Map.Entry<String, List<String>> e : ids.entrySet()) {
                    if (kind == Prover.Kind.CVC5 && !allCvc5 && !e.getKey().matches("coverage.*|modular/.*|mex/.*|.*/(m1|mge2)/.*|quadratic/kge2/sinkB.*")) {
                        continue;
                    }
                    List<SmtLib.Answer> answers = p.run(Files.readString(dir.resolve(e.getKey()), StandardCharsets.UTF_8));
                    List<String> got = new ArrayList<>();
                    for (SmtLib.Answer a : answers) {
                        assertEquals("unsat", a.verdict(), kind.id() + " " + e.getKey() + " " + a.id());
                        got.add(a.id());
                    }
                    assertEquals(e.getValue(), got, kind.id() + " " + e.getKey());
                }
            }
        }
    }

    /**
     * The mex step is not vacuous: without the induction hypothesis (agreement below x0) neither solver
     * refutes it, so the mex axioms and boundaries alone are not contradictory.
     */
    @Test
    void mexStepNeedsItsHypothesis() {
        for (Prover.Kind kind : BOTH) {
            try (Prover p = kind.open(1_000)) {
                for (ModularFacts.Fact f : MexLink.all()) {
                    String noIh = f.script().lines().filter(l -> !l.startsWith("(assert (forall ((y Int))"))
                            .collect(Collectors.joining("\n", "", "\n"));
                    assertTrue(noIh.length() < f.script().length(), f.id());
                    assertTrue(p.checkSmtLib(noIh) != Prover.Verdict.UNSAT, kind.id() + " " + f.id());
                }
            }
        }
    }

    /**
     * The length scripts are not vacuous (without the negated goal their hypotheses are satisfiable)
     * and need what they assume: the step without the gap facts, and the closed form with another
     * coefficient, are not refuted.
     */
    @Test
    void lengthScriptsAreNotVacuousAndNeedTheirHypotheses() {
        for (Prover.Kind kind : BOTH) {
            try (Prover p = kind.open(5_000)) {
                for (ModularFacts.Fact f : PeriodLength.facts()) {
                    String hyp = f.script().substring(0, f.script().lastIndexOf("(assert (not"));
                    assertEquals(Prover.Verdict.SAT, p.checkSmtLib(hyp), kind.id() + " " + f.id());
                }
                String step = PeriodLength.facts().get(0).script();
                String noGaps = step.lines().filter(l -> !l.startsWith("(assert (not (and (<")).collect(Collectors.joining("\n", "", "\n"));
                assertTrue(noGaps.length() < step.length());
                assertEquals(Prover.Verdict.SAT, p.checkSmtLib(noGaps), kind.id() + " step without the gap facts");
                String sum = PeriodLength.facts().get(1).script().replace("(* 3 c)", "(* 2 c)");
                assertTrue(p.checkSmtLib(sum) != Prover.Verdict.UNSAT, kind.id() + " a(4ak + 2c)");
            }
        }
    }

    /** The hypotheses of each modular fact are consistent (the fact is not vacuous): without its negated goal it is satisfiable. */
    @Test
    void modularFactsAreNotVacuous() {
        for (Prover.Kind kind : BOTH) {
            try (Prover p = kind.open(60_000)) {
                for (ModularFacts.Fact f : ModularFacts.all()) {
                    if (f.group().equals("modular/facts")) {
                        String hyp = f.script().substring(0, f.script().lastIndexOf("(assert (not"));
                        assertEquals(Prover.Verdict.SAT, p.checkSmtLib(hyp), kind.id() + " " + f.id());
                    }
                }
            }
        }
    }

    @Test
    void contextsAreSatisfiable() {
        // the claims are not vacuous: every context's constraints have a model, and most factors are non-empty in it
        try (Z3Prover p = new Z3Prover(60_000)) {
            Set<String> seen = new HashSet<>();
            int nonEmpty = 0;
            int reach = 0;
            for (SmtProofs.Outcome o : outcomes) {
                Claim c = o.obligation().claim();
                if (c == null) {
                    continue;
                }
                if (seen.add(o.obligation().group())) {
                    assertEquals(Prover.Verdict.SAT, p.check(c.window().constraints()).verdict(), o.obligation().group());
                }
                if (c.kind() == Claim.Kind.REACH && o.obligation().group().startsWith("quadratic/k1/")) {
                    reach++;
                    if (p.check(org.subgames.sink.table.Formula.and(c.window().constraints(), c.domain())).verdict() == Prover.Verdict.SAT) {
                        nonEmpty++;
                    }
                }
            }
            assertEquals(reach, nonEmpty, "every factor with a reachability claim is non-empty for some parameters");
        }
    }
}
