package org.subgames.census;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.subgames.base.Shard;
import org.subgames.game.Convention;
import org.subgames.period.Periodicity;
import org.subgames.run.CheckRun;
import org.subgames.specs.Instance;
import org.subgames.specs.Instances;
import org.subgames.specs.Statement;
import org.subgames.specs.StatementLoader;
import org.subgames.symbolic.ParametricWord;

/**
 * census discover --partners in parts (issue 36): the sink words of a proved wall family (S = {10,
 * d + 10, d + 10 + e}, a fixture copied from the shipped family) change shape with e, so no single
 * word fits; the parts, each the origin's sets within bounds the fit finds, hold on every one of
 * their instances by check (claims and words) and together take every instance of the origin; with its bounds
 * dropped, a part's word is not G on some set of the origin (the bounds are needed; check alone
 * cannot see it, since the claims' lengths agree there).
 */
@Tag("statements")
class PartnerPartsTest {

    private static final Path FIXTURE = Path.of("src/test/resources/discovery/three-move-wall-c100-136.yaml");

    @TempDir
    Path tmp;

    @Test
    void thePartsHoldAndTakeEveryInstanceOfTheOrigin() throws IOException {
        Path specs = Files.createDirectories(tmp.resolve("specs"));
        Files.copy(FIXTURE, specs.resolve(FIXTURE.getFileName()));
        Statement origin = StatementLoader.load(FIXTURE);
        ParametricWord request = WordInference.partnerRequest(origin, Convention.SINK);
        List<WordInference.Sample> samples = WordInference.partnerSamples(Coverage.proved(List.of(origin), 3).get(0), request, Convention.SINK, 100,
                new WordInference.Options(Map.of(), null, 2, 1 << 20));
        assertNull(WordInference.partner(request, samples, Convention.SINK).word(),
                "a single sink word fits the fixture: it tests no parts");
        FamilyDiscovery.Result d = FamilyDiscovery.partners(new FamilyDiscovery.Options(100, 12, 2, tmp, specs, "p-", List.of(Convention.SINK)));
        assertTrue(d.proposals().size() >= 2, d.proposals().toString());
        Set<String> taken = new TreeSet<>();
        for (FamilyDiscovery.Proposal p : d.proposals()) {
            assertTrue(p.id().matches("p-wall-c100-136-p\\d"), p.id());
            Statement part = StatementLoader.load(p.file());
            assertEquals(List.of(Convention.SINK), part.conventions());
            assertTrue(part.where().text().startsWith("(" + origin.where().text().trim() + ") && "), part.where().text());
            assertNull(check(part).first(), p.id() + " is refuted on an instance");
            assertTrue(Instances.enumerate(part, Map.of(), null, Shard.ALL).stream().allMatch(in -> wordIsG(part, in)), p.id() + ": a word is not G");
            tuples(part).forEach(taken::add);
        }
        assertEquals(new TreeSet<>(tuples(origin)), taken, "the parts take every instance of the origin");
        aPartWithoutItsBoundsIsRefuted(d.proposals().get(0), origin);
    }

    /**
     * A partner is fitted on every set the origin's proof covers up to the run's max S, beyond the ranges its file declares (c <= 100; the
     * fixture of PartnerDiscoveryTest, whose domain is unbounded in q).
     */
    @Test
    void partnerSamplesReachTheRunsMaxSBeyondTheOriginsRanges() {
        Statement origin = StatementLoader.load(Path.of("src/test/resources/discovery/three-move-sink-d100-33.yaml"));
        Coverage.Family f = Coverage.proved(List.of(origin), 3).get(0);
        ParametricWord request = WordInference.partnerRequest(origin, Convention.WALL);
        WordInference.Options o = new WordInference.Options(Map.of(), null, 2, 1 << 20);
        List<String> declared = Instances.enumerate(origin, Map.of(), null, Shard.ALL).stream()
                .filter(in -> origin.word().inDomain(in.parameters())).map(Instance::parameterText).sorted().toList();
        assertEquals(declared, WordInference.partnerSamples(f, request, Convention.WALL, 100, o).stream().map(x -> x.instance().parameterText()).sorted().toList(),
                "at the max S of its ranges, the samples are the origin's instances in its word's domain");
        for (int maxS : new int[] {60, 130}) {
            List<WordInference.Sample> samples = WordInference.partnerSamples(f, request, Convention.WALL, maxS, o);
            long hits = Coverage.enumerate(List.of(f), maxS, Coverage.cap(maxS), h -> { }).get(0).hits();
            assertEquals(hits, samples.size(), "max S " + maxS + ": a sample per set the coverage counts");
            assertTrue(samples.stream().allMatch(x -> x.inDomain() && x.instance().sortedMoves()[2] <= maxS), "max S " + maxS);
            assertEquals(maxS > 100, samples.stream().anyMatch(x -> x.instance().sortedMoves()[2] > 100), "max S " + maxS + ": sets beyond the ranges");
        }
    }

    private void aPartWithoutItsBoundsIsRefuted(FamilyDiscovery.Proposal p, Statement origin) throws IOException {
        String text = Files.readString(p.file());
        String where = StatementLoader.load(p.file()).where().text();
        String unbounded = text.replace(where, origin.where().text().trim())
                .replace(text.substring(text.indexOf("  domain: \"") + 11, text.indexOf('"', text.indexOf("  domain: \"") + 11)), origin.where().text().trim());
        Path file = Files.createDirectories(tmp.resolve("unbounded")).resolve(p.file().getFileName());
        Files.writeString(file, unbounded);
        Statement st = StatementLoader.load(file);
        assertEquals(tuples(origin), tuples(st), "without its bounds the part has the origin's sets");
        assertTrue(Instances.enumerate(st, Map.of(), null, Shard.ALL).stream().anyMatch(in -> !wordIsG(st, in)),
                "the part's word is G on every set of the origin without its bounds: " + unbounded);
    }

    /** Whether the statement's sink word, at the instance's parameters, is G_sink there (the claims' lengths alone may agree where the letters do not). */
    private static boolean wordIsG(Statement st, Instance in) {
        WordInference.Letters g = WordInference.letters(new org.subgames.period.StateCycle(), in, Convention.SINK, 1 << 20);
        return WordInference.matches(st.word().cases().get(Convention.SINK).get(0), st.word().extend(in.parameters()), g);
    }

    private static CheckRun.Report check(Statement st) {
        return CheckRun.run(List.of(st), new CheckRun.Options(Map.of(), null, 2, Shard.ALL, null, false, true, Periodicity.DEFAULT_LIMIT, false),
                System.err);
    }

    private static List<String> tuples(Statement st) {
        return Instances.enumerate(st, Map.of(), null, Shard.ALL).stream().map(Instance::parameterText).toList();
    }
}
