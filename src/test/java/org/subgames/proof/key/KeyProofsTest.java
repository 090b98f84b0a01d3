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

    @Test
    void everyKeptProofReplaysClosedAndEveryContractHasOne() throws Exception {
        List<ContractResult> results = new KeyProver(sources).replayAll(PROOFS, name -> true);
        // A contract without a kept proof must be listed, with its reason, in proofs/key/open-contracts.txt.
        String open = results.stream().filter(r -> !r.closed() && !r.message().startsWith(KeyProver.KNOWN_OPEN))
                .map(r -> r.proofFile() + ": " + r.message()).collect(Collectors.joining("\n"));
        assertEquals("", open, "proofs that no longer close, or contracts without a kept proof");
        long kept = results.stream().filter(ContractResult::closed).count();
        assertTrue(kept >= 5, "expected the kept proofs in proofs/key to replay, got " + kept);
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
