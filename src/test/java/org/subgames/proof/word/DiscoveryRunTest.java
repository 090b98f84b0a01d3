package org.subgames.proof.word;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
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
import org.subgames.base.Shard;
import org.subgames.census.FamilyDiscovery;
import org.subgames.period.Periodicity;
import org.subgames.run.CheckRun;
import org.subgames.specs.StatementLoader;

/**
 * census discover with the prover (issue 36): at max S 18 some family is proved for every
 * parameter, two of them with b = q(2a) + r and q a count, one with d tied to a; every proved family holds on every set far beyond the
 * census it came from (brute force up to max S 40); a proposal whose word is changed is not proved.
 */
@Tag("smt")
class DiscoveryRunTest {

    @TempDir
    Path tmp;

    private static final int MAX_S = 18;

    @Test
    void proposedFamiliesAreProvedAndHoldBeyondTheirCensus() throws IOException {
        DiscoveryRun.Keep keep = new DiscoveryRun.Keep(tmp.resolve("keep"), tmp.resolve("proofs"));
        Files.createDirectories(keep.proofs());
        // no statement (the three-move census is a shipped family): nothing is covered before, so every proposal is proved
        Path specs = Files.createDirectories(tmp.resolve("specs"));
        DiscoveryRun.Result r = DiscoveryRun.run(new FamilyDiscovery.Options(MAX_S, 12, 2, tmp, specs), true, 2, keep, v -> { });
        keptFamiliesAreProvedAsTheirBackingsAndKeptFilesSay(r);
        aRunAgainProvesNothingItKept(r, specs, keep);
        assertEquals(r.discovery().proposals().size(), r.verdicts().size());
        assertTrue(r.verdicts().stream().anyMatch(v -> v.exit() == DiscoveryRun.PROVED), "some family has every claim proved: " + r.verdicts());
        // b = q(2a) + r with q a count: a family of b >= 2a is proposed and proved (at max S 18, two: c = j (2a) + b + u and c = b + e)
        assertTrue(r.verdicts().stream().filter(v -> v.proposal().parametrisation().matches("b = \\d*q?a \\+ r.*")).filter(v -> v.exit() == DiscoveryRun.PROVED)
                .count() >= 2, r.verdicts().toString());
        // a family whose domain ties d to a is proposed tied ({a, 2a, j*(3 * a) + a + u}) and proved
        assertTrue(r.verdicts().stream().anyMatch(v -> v.proposal().parametrisation().endsWith(", d = a") && v.exit() == DiscoveryRun.PROVED),
                r.verdicts().toString());
        for (DiscoveryRun.Verdict v : r.verdicts()) {
            assertNotEquals(DiscoveryRun.REFUTED, v.exit(), v.proposal().id() + ": the data contradict no proposal");
            if (!v.wordProved()) {
                continue;
            }
            Path wide = widen(v.proposal().file(), 40);
            CheckRun.Report rep = CheckRun.run(List.of(StatementLoader.load(wide)),
                    new CheckRun.Options(Map.of(), null, 2, Shard.ALL, null, false, true, Periodicity.DEFAULT_LIMIT, false), System.err);
            assertNull(rep.first(), v.proposal().id() + " is proved but refuted beyond its census");
            assertTrue(rep.tallies().get(0).instances >= v.proposal().sets(), v.proposal().id());
        }
    }

    /**
     * A family left unproved is followed by its parts, each with a count or a pinned, proved next. At
     * max S 18 (wall, slices of 6 sets) the prover proves every family with the count j whole, so
     * the first one that has parts is marked left unproved in the run's ledger ({@code
     * unproved.tsv}, as an earlier run writes it): the run does not prove it again, tries its parts
     * next, before the proposals after it, and proves each that covers a set no kept part does; a family proved whole (the next one
     * with j) is followed by no part.
     */
    @Test
    void anUnprovedFamilyIsFollowedByItsPinnedPartsProvedNext() throws IOException {
        Path specs = Files.createDirectories(tmp.resolve("no-specs")); // nothing covered before: every proposal is proved
        FamilyDiscovery.Options o = new FamilyDiscovery.Options(MAX_S, 6, 2, tmp.resolve("parts"), specs, "w-",
                List.of(org.subgames.game.Convention.WALL));
        FamilyDiscovery.Result all = FamilyDiscovery.discover(o);
        List<FamilyDiscovery.Proposal> withJ = all.proposals().stream().filter(p -> p.counts().contains("j")).toList();
        FamilyDiscovery.Proposal split = withJ.stream().filter(p -> !all.fitted().pinnedParts(p).isEmpty()).findFirst().orElseThrow();
        FamilyDiscovery.Proposal whole = withJ.get(withJ.indexOf(split) + 1);
        Files.writeString(o.out().resolve(DiscoveryRun.UNPROVED_FILE), split.id() + "\t" + DiscoveryRun.fingerprint(split.file()) + "\n");
        FamilyDiscovery.Result d = new FamilyDiscovery.Result(List.of(split, whole), all.unfitted(), all.sets(), all.covered(), 0, 0, all.fitted());
        DiscoveryRun.Keep keep = new DiscoveryRun.Keep(tmp.resolve("keep"), Files.createDirectories(tmp.resolve("proofs")));
        List<DiscoveryRun.Verdict> vs = DiscoveryRun.prove(d, o, true, 2, keep, DiscoveryRun.BUDGET_SECONDS, v -> { }).verdicts();
        assertEquals(DiscoveryRun.SKIPPED, vs.get(0).exit(), vs.toString());
        int parts = all.fitted().pinnedParts(split).size();
        assertEquals(parts + 2, vs.size(), vs.toString());
        for (DiscoveryRun.Verdict part : vs.subList(1, parts + 1)) { // parts by a and by a count overlap: a part whose sets a kept one covers is skipped
            assertTrue(part.proposal().id().startsWith(split.id() + "-"), part.proposal().id());
            assertTrue(part.exit() == DiscoveryRun.PROVED || part.exit() == DiscoveryRun.SKIPPED && part.error().startsWith("covers no census row"),
                    part.proposal().id() + " " + part);
        }
        assertTrue(vs.subList(1, parts + 1).stream().anyMatch(v -> v.exit() == DiscoveryRun.PROVED), vs.toString());
        assertEquals(whole.id(), vs.get(parts + 1).proposal().id(), "the family after the split one comes after its parts");
        assertEquals(DiscoveryRun.PROVED, vs.get(parts + 1).exit(), vs.toString());
    }

    /**
     * --proposals: the wall and the sink proposals of two runs (max S 18, found apart) read back and
     * proved with --keep in the order of {@link GainOrder}: every proposal is read, the kept families
     * count for the coverage, and some set gets a kept family under each convention. A directory that
     * is none, or the same proposals twice, is bad input.
     */
    @Test
    void proposalsOfEarlierRunsOfBothConventionsAreProvedTogether() throws IOException {
        Path specs = Files.createDirectories(tmp.resolve("none"));
        List<Path> dirs = new java.util.ArrayList<>();
        int written = 0;
        for (org.subgames.game.Convention c : org.subgames.game.Convention.values()) {
            Path out = tmp.resolve(c.id());
            written += FamilyDiscovery.discover(new FamilyDiscovery.Options(MAX_S, 12, 2, out, specs, c.id() + "-", List.of(c))).proposals().size();
            dirs.add(out);
        }
        FamilyDiscovery.Options o = new FamilyDiscovery.Options(MAX_S, 12, 2, tmp.resolve("ledger"), specs);
        DiscoveryRun.Keep keep = new DiscoveryRun.Keep(tmp.resolve("keep"), Files.createDirectories(tmp.resolve("proofs")));
        DiscoveryRun.Result r = DiscoveryRun.proposals(dirs, o, 2, keep, DiscoveryRun.BUDGET_SECONDS, v -> { });
        assertEquals(written, r.discovery().proposals().size());
        assertTrue(!r.kept().isEmpty(), r.verdicts().toString());
        Map<String, java.util.Set<org.subgames.game.Convention>> byRow = new java.util.HashMap<>();
        for (DiscoveryRun.Kept k : r.kept()) {
            org.subgames.specs.Statement st = StatementLoader.load(k.file());
            List<org.subgames.census.Coverage.Family> fams = org.subgames.census.Coverage.proved(List.of(st), 3);
            assertEquals(1, fams.size(), st.id() + " counts as proved for the coverage");
            org.subgames.census.Coverage.enumerate(fams, MAX_S, org.subgames.census.Coverage.cap(MAX_S),
                    h -> byRow.computeIfAbsent(org.subgames.census.Coverage.text(h.set()), x -> new java.util.HashSet<>()).addAll(fams.get(0).conventions()));
        }
        assertTrue(byRow.values().stream().anyMatch(cs -> cs.size() == 2), "some set is kept under both conventions: " + byRow);
        // --convention wall: only the wall proposals are this run's (the sink ones rank as prospects); all kept already, so none is proved again
        FamilyDiscovery.Options wall = new FamilyDiscovery.Options(MAX_S, 12, 2, tmp.resolve("ledger"), specs, "x-", List.of(org.subgames.game.Convention.WALL));
        DiscoveryRun.Result w = DiscoveryRun.proposals(dirs, wall, 2, keep, DiscoveryRun.BUDGET_SECONDS, v -> { });
        assertTrue(!w.discovery().proposals().isEmpty() && w.discovery().proposals().size() < written, w.discovery().proposals().toString());
        for (FamilyDiscovery.Proposal p : w.discovery().proposals()) {
            assertEquals(List.of(org.subgames.game.Convention.WALL), StatementLoader.load(p.file()).conventions(), p.id());
        }
        assertTrue(w.verdicts().stream().noneMatch(DiscoveryRun.Verdict::wordProved), w.verdicts().toString());
        assertThrows(org.subgames.base.BadInputException.class, () -> DiscoveryRun.proposals(List.of(tmp.resolve("nowhere")), o, 2, keep, 1, v -> { }));
        assertThrows(org.subgames.base.BadInputException.class, () -> DiscoveryRun.proposals(List.of(dirs.get(0), dirs.get(0)), o, 2, keep, 1, v -> { }));
    }

    /**
     * --keep: the kept families are the proved ones that cover a census row specs/ does not, every
     * other one (the first, the third, ...) proved afresh from its kept file as its backing and kept
     * obligations say; the others are not written.
     */
    private static void keptFamiliesAreProvedAsTheirBackingsAndKeptFilesSay(DiscoveryRun.Result r) {
        assertEquals(r.verdicts().stream().filter(DiscoveryRun.Verdict::wordProved).count(), r.kept().size());
        assertEquals(r.kept().size(), r.kept().stream().filter(k -> k.newRows() > 0).count(), "a proposal that covers nothing new is not proved");
        assertTrue(r.kept().stream().anyMatch(k -> k.newRows() > 0), "some family covers a set specs/ does not: " + r.kept());
        WordProver prover = new WordProver(WordProofRun.TIMEOUT_MS);
        int n = 0;
        for (DiscoveryRun.Kept k : r.kept()) {
            if (k.newRows() == 0) {
                assertNull(k.file());
                continue;
            }
            if (n++ % 2 == 1) {
                assertTrue(Files.exists(k.file()), k.file().toString());
                continue; // every other kept family proved afresh: they are all written by the same code (verify's time)
            }
            org.subgames.specs.Statement st = StatementLoader.load(k.file());
            WordProver.Outcome o = prover.prove(st, x -> { });
            assertEquals(WordProver.Status.PROVED, o.status(), st.id());
            assertEquals(o.provedClaims().stream().sorted().toList(), st.backing().provedClaims().stream().sorted().toList(), st.id());
            assertEquals(o.provedClaims().size() == st.claims().size() ? "theorem" : "conjecture", st.kind(), st.id());
            assertTrue(WordProofRun.keptMatches(k.file().getParent().resolveSibling("proofs"), o), st.id());
            List<org.subgames.census.Coverage.Family> fams = org.subgames.census.Coverage.proved(List.of(st), 3);
            assertEquals(1, fams.size(), st.id() + " counts as proved for the coverage");
        }
    }

    /**
     * Run again with the same --out (as after a kill), every family kept before is skipped, and so is
     * every proposal the first run left unproved (unproved.tsv); the kept files stay as they were.
     */
    private void aRunAgainProvesNothingItKept(DiscoveryRun.Result first, Path specs, DiscoveryRun.Keep keep) throws IOException {
        Map<Path, String> before = files(keep.statements());
        before.putAll(files(keep.proofs()));
        DiscoveryRun.Result again = DiscoveryRun.run(new FamilyDiscovery.Options(MAX_S, 12, 2, tmp, specs), true, 2, keep, v -> { });
        assertTrue(again.kept().isEmpty(), again.kept().toString());
        List<String> kept = first.kept().stream().map(k -> k.verdict().proposal().id()).toList();
        List<String> unproved = first.verdicts().stream().filter(v -> v.exit() != DiscoveryRun.SKIPPED && !v.wordProved()).map(v -> v.proposal().id())
                .toList();
        assertEquals(!unproved.isEmpty(), Files.exists(tmp.resolve(DiscoveryRun.UNPROVED_FILE)), unproved.toString());
        for (DiscoveryRun.Verdict v : again.verdicts()) {
            if (kept.contains(v.proposal().id()) || unproved.contains(v.proposal().id())) {
                assertEquals(DiscoveryRun.SKIPPED, v.exit(), v.proposal().id());
                assertEquals(unproved.contains(v.proposal().id()), v.error().contains("earlier run"), v.proposal().id() + ": " + v.error());
            }
        }
        Map<Path, String> after = files(keep.statements());
        after.putAll(files(keep.proofs()));
        assertEquals(before, after);
    }

    private static Map<Path, String> files(Path dir) throws IOException {
        Map<Path, String> out = new java.util.TreeMap<>();
        try (var s = Files.list(dir)) {
            for (Path f : s.toList()) {
                out.put(f, java.util.Base64.getEncoder().encodeToString(Files.readAllBytes(f)));
            }
        }
        return out;
    }

    @Test
    void aProposalWithAnotherWordIsNotProved() throws IOException {
        FamilyDiscovery.Result d = FamilyDiscovery.discover(new FamilyDiscovery.Options(MAX_S, 12, 2, tmp, Path.of("specs")));
        FamilyDiscovery.Proposal p = d.proposals().get(0);
        String text = Files.readString(p.file());
        int at = text.indexOf("  wall:");
        String mutated = text.substring(0, at) + text.substring(at).replaceFirst("\\^a ", "^(a + 1) ");
        DiscoveryRun.Verdict v = proveMutant(p, mutated, tmp);
        assertEquals(WordProver.Status.REFUTED, v.outcome().status(), v.outcome().detail());
        assertEquals(DiscoveryRun.REFUTED, v.exit());
    }

    /** The proposal with its statement file's text replaced by mutated (it must differ), proved. */
    static DiscoveryRun.Verdict proveMutant(FamilyDiscovery.Proposal p, String mutated, Path tmp) throws IOException {
        assertNotEquals(Files.readString(p.file()), mutated);
        Path file = Files.createDirectories(tmp.resolve("mutant")).resolve(p.file().getFileName());
        Files.writeString(file, mutated);
        return DiscoveryRun.prove(new WordProver(WordProofRun.TIMEOUT_MS),
                new FamilyDiscovery.Proposal(p.id(), file, p.parametrisation(), p.sets(), p.counts()), 2);
    }

    /** The statement with every parameter's range up to the bound, and the census's end c <= maxS in the ranges of those that determine c. */
    private Path widen(Path file, int maxS) throws IOException {
        String text = Files.readString(file).replaceAll("(?m)^(  [a-z]: \\d+)\\.\\.\\d+$", "$1.." + maxS)
                .replace(MAX_S + " - (", maxS + " - (").replace("c <= " + MAX_S + ":", "c <= " + maxS + ":");
        Path out = Files.createDirectories(tmp.resolve("wide")).resolve(file.getFileName());
        Files.writeString(out, text);
        return out;
    }
}
