package org.subgames.proof.word;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.subgames.census.Coverage;
import org.subgames.census.FamilyDiscovery;
import org.subgames.game.Convention;
import org.subgames.specs.StatementLoader;

/**
 * The order in which {@code census discover --keep} proves its proposals: those that complete the
 * most census sets under both conventions first, then those that add the most rows, ties in
 * discovery's order. Two wall families of {@code specs/discovered} stand for proposals.
 */
@Tag("statements")
class DiscoveryOrderTest {

    private static final int MAX_S = 60;
    private static final FamilyDiscovery.Proposal SMALL = proposal("three-move-wall-c60-112");
    private static final FamilyDiscovery.Proposal LARGE = proposal("three-move-wall-c60-36");

    @Test
    void withNothingCoveredTheFamilyWithMoreRowsComesFirst() {
        assertTrue(rows(SMALL).size() < rows(LARGE).size(), "the fixture: " + rows(SMALL).size() + " < " + rows(LARGE).size());
        assertEquals(List.of(LARGE, SMALL), DiscoveryRun.byGain(List.of(SMALL, LARGE), MAX_S, Set.of()));
        assertEquals(List.of(LARGE, SMALL), DiscoveryRun.byGain(List.of(LARGE, SMALL), MAX_S, Set.of()));
    }

    @Test
    void theFamilyThatCompletesSetsUnderBothConventionsComesFirst() {
        Set<String> covered = new HashSet<>();
        for (String r : rows(SMALL)) {
            covered.add(r.replace(" " + Convention.WALL.id(), " " + Convention.SINK.id())); // SMALL's sets are covered under sink
        }
        assertTrue(rows(LARGE).stream().noneMatch(r -> covered.contains(r.replace(" " + Convention.WALL.id(), " " + Convention.SINK.id()))),
                "the fixture: the families share no set");
        assertEquals(List.of(SMALL, LARGE), DiscoveryRun.byGain(List.of(LARGE, SMALL), MAX_S, covered));
    }

    @Test
    void rowsCoveredAlreadyCountForNothingAndTiesKeepTheirOrder() {
        Set<String> covered = new HashSet<>(rows(LARGE));
        assertEquals(List.of(SMALL, LARGE), DiscoveryRun.byGain(List.of(LARGE, SMALL), MAX_S, covered));
        covered.addAll(rows(SMALL));
        assertEquals(List.of(LARGE, SMALL), DiscoveryRun.byGain(List.of(LARGE, SMALL), MAX_S, covered));
        assertEquals(List.of(SMALL, LARGE), DiscoveryRun.byGain(List.of(SMALL, LARGE), MAX_S, covered));
    }

    /** Proposals as discovery writes them, without a verdict, are ranked by what their words would cover. */
    @Test
    void proposalsWithoutAVerdictAreRankedByWhatTheirWordsCover(@TempDir Path tmp) throws Exception {
        List<FamilyDiscovery.Proposal> bare = new java.util.ArrayList<>();
        for (FamilyDiscovery.Proposal p : List.of(SMALL, LARGE)) {
            Path file = tmp.resolve(p.file().getFileName());
            java.nio.file.Files.writeString(file, java.nio.file.Files.readString(p.file()).replaceAll("(?m)^  # proved, per-instance:.*\\n", "")
                    .replaceAll("(?m)^  proved:\\n(    - .*\\n)*", "").replaceAll("(?m)^  per-instance:.*\\n(    - .*\\n)*", ""));
            assertTrue(!StatementLoader.load(file).backing().wordProved(), "the fixture: no verdict written");
            bare.add(new FamilyDiscovery.Proposal(p.id(), file, "", 0, ""));
        }
        assertEquals(List.of(bare.get(1), bare.get(0)), DiscoveryRun.byGain(bare, MAX_S, Set.of()));
        assertEquals(List.of(bare.get(0), bare.get(1)), DiscoveryRun.byGain(bare, MAX_S, new HashSet<>(rows(LARGE))));
    }

    /**
     * A run reads the families another run sharing its keep directory kept meanwhile, once each: a
     * kept family's rows join the covered rows, a file without a written verdict adds none.
     */
    @Test
    void familiesKeptByAnotherRunAreReadOnce(@TempDir Path tmp) throws Exception {
        DiscoveryRun.Keep keep = new DiscoveryRun.Keep(java.nio.file.Files.createDirectories(tmp.resolve("keep")), tmp.resolve("proofs"));
        Set<Path> read = new HashSet<>();
        Set<String> covered = new HashSet<>();
        DiscoveryRun.absorb(keep, read, covered, MAX_S);
        assertTrue(covered.isEmpty() && read.isEmpty());
        java.nio.file.Files.copy(LARGE.file(), keep.statements().resolve(LARGE.file().getFileName()));
        String bare = java.nio.file.Files.readString(SMALL.file()).replaceAll("(?m)^  # proved, per-instance:.*\\n", "")
                .replaceAll("(?m)^  proved:\\n(    - .*\\n)*", "").replaceAll("(?m)^  per-instance:.*\\n(    - .*\\n)*", "");
        java.nio.file.Files.writeString(keep.statements().resolve(SMALL.file().getFileName()), bare);
        DiscoveryRun.absorb(keep, read, covered, MAX_S);
        assertEquals(new HashSet<>(rows(LARGE)), covered);
        assertEquals(2, read.size());
        covered.clear();
        DiscoveryRun.absorb(keep, read, covered, MAX_S);
        assertTrue(covered.isEmpty(), "read once");
    }

    private static FamilyDiscovery.Proposal proposal(String id) {
        return new FamilyDiscovery.Proposal(id, Path.of("specs/discovered/" + id + ".yaml"), "", 0, "");
    }

    private static List<String> rows(FamilyDiscovery.Proposal p) {
        List<String> out = new java.util.ArrayList<>();
        Coverage.enumerate(Coverage.proved(List.of(StatementLoader.load(p.file())), 3), MAX_S, Coverage.cap(MAX_S),
                h -> out.add(Coverage.text(h.set()) + " " + Convention.WALL.id()));
        return out;
    }
}
