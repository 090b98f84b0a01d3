package org.subgames.proof.word;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
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
import org.subgames.census.Coverage;
import org.subgames.census.FamilyDiscovery;
import org.subgames.game.Convention;
import org.subgames.period.Periodicity;
import org.subgames.run.CheckRun;
import org.subgames.specs.Instance;
import org.subgames.specs.Instances;
import org.subgames.specs.Statement;
import org.subgames.specs.StatementLoader;

/**
 * census discover --partners (issue 36): the wall partner of a proved sink family (S = {a, 2qa + r,
 * 2qa + r + 2a}, a fixture copied from the shipped family) has exactly its sets, a word fitted on
 * them that check confirms on every one, and is proved for every parameter and kept, so its sets
 * count under both conventions; the same statement with a changed word is refuted; a partner of
 * a convention not asked for is not proposed, nor one whose sets a proved statement of that
 * convention has already (the partner's own partner).
 */
@Tag("smt")
class PartnerDiscoveryTest {

    private static final String ORIGIN = "three-move-sink-d100-33";
    private static final Path FIXTURE = Path.of("src/test/resources/discovery/" + ORIGIN + ".yaml");

    @TempDir
    Path tmp;

    @Test
    void theWallPartnerOfASinkFamilyHasItsSetsAndIsProvedAndKept() throws IOException {
        Path specs = specsWithTheOrigin();
        DiscoveryRun.Keep keep = new DiscoveryRun.Keep(tmp.resolve("keep"), Files.createDirectories(tmp.resolve("proofs")));
        Files.createDirectories(keep.statements());
        FamilyDiscovery.Options o = new FamilyDiscovery.Options(100, 12, 2, tmp.resolve("out"), specs, "three-move-partner-", List.of(Convention.WALL));
        Files.createDirectories(o.out());
        DiscoveryRun.Result r = DiscoveryRun.partners(o, true, 2, keep, 60, v -> { });
        assertEquals(1, r.discovery().proposals().size(), r.discovery().toString());
        FamilyDiscovery.Proposal p = r.discovery().proposals().get(0);
        assertEquals("three-move-partner-sink-d100-33", p.id());
        Statement origin = StatementLoader.load(FIXTURE);
        Statement partner = StatementLoader.load(p.file());
        assertEquals(List.of(Convention.WALL), partner.conventions());
        assertEquals(tuples(origin), tuples(partner), "the partner's sets are its origin's");
        assertEquals(p.sets(), tuples(origin).size());
        CheckRun.Report rep = CheckRun.run(List.of(partner),
                new CheckRun.Options(Map.of(), null, 2, Shard.ALL, null, false, true, Periodicity.DEFAULT_LIMIT, false), System.err);
        assertNull(rep.first(), "check refutes the fitted partner");
        assertEquals(1, r.verdicts().size());
        assertEquals(DiscoveryRun.PROVED, r.verdicts().get(0).exit(), r.verdicts().toString());
        assertEquals(1, r.kept().size());
        Statement kept = StatementLoader.load(r.kept().get(0).file());
        List<Coverage.Family> both = Coverage.proved(List.of(origin, kept), 3);
        assertEquals(List.of(List.of(Convention.SINK), List.of(Convention.WALL)), both.stream().map(Coverage.Family::conventions).toList());
        assertEquals(p.sets(), r.kept().get(0).newRows(), "every set of the origin (c <= 100) is new under wall");
        aChangedWordIsRefuted(p);
        Files.copy(r.kept().get(0).file(), specs.resolve(r.kept().get(0).file().getFileName()));
        for (Convention c : Convention.values()) { // neither the origin nor its partner gets another partner
            FamilyDiscovery.Result again = FamilyDiscovery.partners(new FamilyDiscovery.Options(100, 12, 2, o.out(), specs, "p-", List.of(c)));
            assertTrue(again.proposals().isEmpty(), again.proposals().toString());
        }
    }

    @Test
    void noPartnerOfAConventionNotAskedFor() throws IOException {
        Path specs = specsWithTheOrigin();
        FamilyDiscovery.Options o = new FamilyDiscovery.Options(60, 12, 2, tmp, specs, "three-move-partner-", List.of(Convention.SINK));
        FamilyDiscovery.Result d = FamilyDiscovery.partners(o);
        assertTrue(d.proposals().isEmpty() && d.unfitted().isEmpty(), d.toString());
    }

    private void aChangedWordIsRefuted(FamilyDiscovery.Proposal p) throws IOException {
        String text = Files.readString(p.file());
        int at = text.indexOf("  wall:");
        String mutated = text.substring(0, at) + text.substring(at).replaceFirst("0\\^r ", "0^(r + 1) ");
        DiscoveryRun.Verdict v = DiscoveryRunTest.proveMutant(p, mutated, tmp);
        assertEquals(DiscoveryRun.REFUTED, v.exit(), v.toString());
    }

    /** A statements directory holding the origin alone. */
    private Path specsWithTheOrigin() throws IOException {
        Path specs = Files.createDirectories(tmp.resolve("specs"));
        Files.copy(FIXTURE, specs.resolve(FIXTURE.getFileName()));
        return specs;
    }

    private static List<String> tuples(Statement st) {
        return Instances.enumerate(st, Map.of(), null, Shard.ALL).stream().map(Instance::parameterText).toList();
    }
}
