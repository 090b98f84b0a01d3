package org.subgames.proof.key;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.subgames.proof.smt.ProofChain;

/**
 * CI regression for the KeY proofs: every kept proof in proofs/key replays to a closed proof
 * against the current reference sources, every contract has a kept proof, and a weakened loop
 * invariant or a changed method body makes the replay fail.
 */
@Tag("key")
class KeyProofsTest {

    private static final Path PROOFS = Path.of("proofs", "key");
    private Path sources;

    @BeforeEach
    void extractSources() throws Exception {
        sources = KeySources.extract(KeySources.SOURCES);
    }

    @AfterEach
    void cleanUp() {
        KeySources.delete(sources);
    }

    /**
     * The kept proofs of the chain's KeY lemmas (mex-link, model-link): their roots and every file
     * their recorded contracts lead to ({@link KeyProver#keptClosure}). ChainCommandTest, in the
     * same mvn verify, replays exactly these in the chain's KeY process (it checks that the chain's
     * KeY rows count them) and fails unless every one closes, so this class does not replay them a
     * second time. {@code closureFollowsTheContractsKeyApplied} checks that the recorded contracts
     * are the ones KeY's replay reports.
     */
    static Set<String> chainProofs() throws Exception {
        Set<String> out = new java.util.TreeSet<>();
        for (ProofChain.KeyLemma k : ProofChain.keyLemmas()) {
            out.addAll(KeyProver.keptClosure(PROOFS, k.roots()));
        }
        return out;
    }

    /**
     * Every kept proof outside the chain's KeY lemmas replays closed (those the chain replays, see
     * {@link #chainProofs}), and every contract of the sources has a kept proof or a documented
     * reason in open-contracts.txt.
     */
    @Test
    void everyKeptProofReplaysClosedAndEveryContractHasOne() throws Exception {
        Set<String> chain = chainProofs();
        long all;
        try (var s = Files.list(PROOFS)) {
            all = s.filter(p -> p.getFileName().toString().endsWith(".proof")).count();
        }
        assertTrue(chain.size() >= 40 && chain.size() < all - 40, "the chain's KeY lemmas reach " + chain.size() + " of " + all + " kept proofs");
        List<ContractResult> results = new KeyProver(sources).replayAll(PROOFS, name -> !chain.contains(name));
        // the chain's proofs are not replayed here, so their contracts come back as "no kept proof":
        // each kept file of the chain must name a contract of the sources, exactly once
        List<String> leftToChain = results.stream().filter(r -> chain.contains(r.proofFile()) && r.message().startsWith("no kept proof"))
                .map(ContractResult::proofFile).toList();
        assertEquals(List.copyOf(chain), leftToChain, "the chain's kept proofs, each a contract of the sources");
        // A contract without a kept proof must be listed, with its reason, in proofs/key/open-contracts.txt.
        String open = results.stream().filter(r -> !r.closed() && !r.message().startsWith(KeyProver.KNOWN_OPEN))
                .filter(r -> !leftToChain.contains(r.proofFile()))
                .map(r -> r.proofFile() + ": " + r.message()).collect(Collectors.joining("\n"));
        assertEquals("", open, "proofs that no longer close, or contracts without a kept proof");
        long kept = results.stream().filter(ContractResult::closed).count();
        assertEquals(all - chain.size(), kept, "replayed closed");
        assertTrue(kept >= 5, "expected the kept proofs in proofs/key to replay, got " + kept);
    }

    /**
     * Leaves only these reference files (and package-info.java) in this test's sources: KeY parses
     * the JML of every file it loads, most of a load's time, so a test loads what it replays.
     */
    private void keepOnly(List<String> files) throws Exception {
        try (var s = Files.list(sources.resolve("org/subgames/reference"))) {
            for (Path f : s.toList()) {
                String n = f.getFileName().toString();
                if (!n.equals("package-info.java") && !files.contains(n)) {
                    Files.delete(f);
                }
            }
        }
    }

    /** A change to one reference file and the kept proof it must break. */
    private record Mutant(String why, String file, String from, String to, String proof) {
    }

    /**
     * Applies the mutants (one per reference file, in different classes, none touching a contract
     * another's proof applies) and replays their proofs in one environment: loading the sources
     * costs more than these replays, so one load serves three mutants. Each proof must stay open
     * for a reason other than a source that no longer loads. The unmutated proofs replay closed in
     * everyKeptProofReplaysClosedAndEveryContractHasOne.
     */
    private void assertEachBreaksItsProof(Mutant... mutants) throws Exception {
        assertEquals(mutants.length, Arrays.stream(mutants).map(Mutant::file).distinct().count(), "one mutant per file");
        keepOnly(Arrays.stream(mutants).map(Mutant::file).toList());
        for (Mutant m : mutants) {
            Path f = sources.resolve("org/subgames/reference").resolve(m.file());
            String text = Files.readString(f, StandardCharsets.UTF_8);
            assertTrue(text.contains(m.from()), "mutation target not found in " + m.file() + ": " + m.from());
            Files.writeString(f, text.replace(m.from(), m.to()), StandardCharsets.UTF_8);
        }
        Set<String> proofs = Arrays.stream(mutants).map(Mutant::proof).collect(Collectors.toSet());
        Map<String, ContractResult> byFile = new KeyProver(sources).replayAll(PROOFS, proofs::contains).stream()
                .collect(Collectors.toMap(ContractResult::proofFile, r -> r));
        for (Mutant m : mutants) {
            ContractResult r = byFile.get(m.proof());
            assertNotNull(r, "no replay of " + m.proof() + ": " + byFile.keySet());
            assertFalse(r.closed(), m.why());
            assertFalse(r.message().startsWith("load failed"), m.proof() + ": " + r.message());
        }
    }

    /**
     * A weakened loop invariant (Mex.find), an induction without its step (the loop invariant "g
     * and h agree below x" of wallUnique is no longer kept), and, for model-link, a generator that
     * writes (3^a 1^a)^(k-1) instead of (3^a 0^a)^(k-1): it keeps every old contract of fillSuffix
     * (letters in range, neighbours differ, the lengths add up) but is not the symbolic table.
     */
    @Test
    void weakenedInvariantMissingStepAndWrongLetterBreakTheirReplays() throws Exception {
        assertEachBreaksItsProof(
                new Mutant("a weakened loop invariant must invalidate the kept proof", "Mex.java",
                        "loop_invariant (\\forall int t; m <= t && t < s; vals[p[t]] != m);",
                        "loop_invariant (\\forall int t; m <= t && t < s; vals[p[t]] != m || t == m);",
                        "Mex.find(int[],int[],int).0.proof"),
                new Mutant("the uniqueness proof must need its induction step", "NimValues.java",
                        "            wallStep(moves, g, h, x);\n", "", "NimValues.wallUnique(int[],int[],int[]).0.proof"),
                new Mutant("a wrong letter in a repetition must break the functional contract", "PeriodWordReference.java",
                        "int h = putPairs(letters, lengths, starts, a, q, k - 1, 3, 0);",
                        "int h = putPairs(letters, lengths, starts, a, q, k - 1, 3, 1);",
                        "PeriodWordReference.fillSuffix(int,int,int,int[],int[],long[],int).0.proof"));
    }

    /**
     * A changed method body (Mex.find), a half-step that claims too much (h[x] &lt; g[x] does not
     * follow from the rule), and, for model-link, a loop that no longer records where block i + 1
     * starts, so "blocks 1..i are in place" is not kept.
     */
    @Test
    void changedBodyFalseHalfStepAndUnrecordedStartBreakTheirReplays() throws Exception {
        assertEachBreaksItsProof(
                new Mutant("a changed method body must invalidate the kept proof", "Mex.java",
                        "return s < p.length ? s : -1;", "return s < p.length ? s : -2;", "Mex.find(int[],int[],int).0.proof"),
                new Mutant("a false half-step must not replay", "NimValues.java",
                        "      @ ensures h[x] <= g[x];\n      @ assignable \\strictly_nothing;\n      @*/\n    private static void wallNotBelow",
                        "      @ ensures h[x] < g[x];\n      @ assignable \\strictly_nothing;\n      @*/\n    private static void wallNotBelow",
                        "NimValues.wallNotBelow(int[],int[],int[],int).0.proof"),
                new Mutant("the block-order invariant must need the recorded starts", "PeriodWordReference.java",
                        "            firsts[i + 1] = p + 4 * k + (r + c <= a ? 4 : 8) + (t == a ? 1 : 0);\n", "",
                        "PeriodWordReference.fillQuadratic(int,int,int,int[],int[],long[],int[]).0.proof"));
    }

    /**
     * The chain replays a lemma's root proofs and, transitively, every contract KeY says they
     * apply: for mex-link that reaches Mex.mex (through NimValues.wall) without being told, and a
     * dependency without a kept proof leaves the lemma open.
     */
    @Test
    void closureFollowsTheContractsKeyApplied(@org.junit.jupiter.api.io.TempDir Path tmp) throws Exception {
        // NimValues uses Mex and no other reference class; a closure that reached another class
        // would find its contracts missing and stay open
        keepOnly(List.of("Mex.java", "NimValues.java"));
        KeyProver prover = new KeyProver(sources);
        String root = "NimValues.wall(int[],int).0.proof";
        List<KeyProver.Closure> full = prover.replayClosures(PROOFS, List.of(List.of(root)));
        List<ContractResult> rs = full.get(0).results();
        assertTrue(prover.lastReplayUsedReplayIndex(), "replays must skip KeY's auto-mode scan (ReplayIndex)");
        assertTrue(rs.stream().allMatch(ContractResult::closed), rs.toString());
        List<String> files = rs.stream().map(ContractResult::proofFile).toList();
        assertTrue(files.contains(root) && files.contains("Mex.mex(int[]).0.proof") && files.contains("NimValues.wallValue(int[],int[],int).0.proof"),
                files.toString());
        assertFalse(files.stream().anyMatch(f -> f.startsWith("NimValues.sink") || f.startsWith("PeriodWordReference.")), files.toString());
        // the contracts a kept file records are those KeY's replay reports (chainProofs relies on it)
        for (ContractResult r : rs) {
            assertEquals(r.uses(), KeyProver.recordedUses(PROOFS.resolve(r.proofFile())), r.proofFile());
        }
        assertEquals(new java.util.TreeSet<>(files), KeyProver.keptClosure(PROOFS, List.of(root)));

        Path partial = tmp.resolve("proofs");
        Files.createDirectories(partial);
        for (String f : files) {
            if (!f.equals("Mex.mex(int[]).0.proof")) {
                Files.copy(PROOFS.resolve(f), partial.resolve(f));
            }
        }
        List<ContractResult> cut = prover.replayClosures(partial, List.of(List.of(root))).get(0).results();
        assertTrue(cut.stream().anyMatch(r -> !r.closed() && r.proofFile().equals("Mex.mex(int[]).0.proof")
                && r.message().startsWith("no kept proof")), cut.toString());
    }
}
