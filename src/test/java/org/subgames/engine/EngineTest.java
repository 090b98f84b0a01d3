package org.subgames.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectDirectory;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectFile;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectUniqueId;
import static org.junit.platform.testkit.engine.EventConditions.container;
import static org.junit.platform.testkit.engine.EventConditions.displayName;
import static org.junit.platform.testkit.engine.EventConditions.event;
import static org.junit.platform.testkit.engine.EventConditions.finishedSuccessfully;
import static org.junit.platform.testkit.engine.EventConditions.finishedWithFailure;
import static org.junit.platform.testkit.engine.EventConditions.skippedWithReason;
import static org.junit.platform.testkit.engine.EventConditions.test;
import static org.junit.platform.testkit.engine.TestExecutionResultConditions.instanceOf;
import static org.junit.platform.testkit.engine.TestExecutionResultConditions.message;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.platform.engine.TestTag;
import org.junit.platform.engine.UniqueId;
import org.junit.platform.engine.reporting.ReportEntry;
import org.junit.platform.testkit.engine.EngineExecutionResults;
import org.junit.platform.testkit.engine.EngineTestKit;
import org.junit.platform.testkit.engine.Events;
import org.opentest4j.AssertionFailedError;

/**
 * The statements' engine through the JUnit Platform test kit: discovery from a marker class, a
 * folder, a file and a unique id; a refuted claim with its counterexample; recorded
 * counterexamples as expected failures, and a stale record as a failure; a file that does not
 * load; ranges that select nothing reported as skipped; the backing replayed.
 */
@Tag("statements")
class EngineTest {

    private static final String OK = "src/test/resources/engine/ok";
    private static final String MIXED = "src/test/resources/engine/mixed";

    private static EngineTestKit.Builder kit(Path tmp, Map<String, String> params) {
        EngineTestKit.Builder b = EngineTestKit.engine(SubgamesEngine.ID).configurationParameter("subgames.out", tmp.resolve("r.jsonl").toString())
                .configurationParameter("subgames.report", tmp.resolve("report").toString()).configurationParameter("subgames.progress", "false")
                .configurationParameter("subgames.threads", "2");
        params.forEach(b::configurationParameter);
        return b;
    }

    @Test
    void aMarkedClassRunsItsFolder(@TempDir Path tmp) throws Exception {
        EngineExecutionResults r = kit(tmp, Map.of()).selectors(selectClass(OkFolder.class)).execute();
        Events tests = r.testEvents();
        tests.assertStatistics(s -> s.started(4).succeeded(4).failed(0).skipped(0));
        tests.assertThatEvents().haveExactly(1, event(test(), displayName("a + b is a period of G_wall from position 0"), finishedSuccessfully()))
                .haveExactly(1, event(test(), displayName("proved for every parameter: modular"), finishedSuccessfully()));
        r.containerEvents().assertThatEvents().haveExactly(1, event(container(), displayName("two-move-wall: S = {a, b}: a + b is a period of G_wall from 0"),
                finishedSuccessfully()));
        assertEquals(List.of("4", "20", "20"), instanceCounts(r), "backed: a = 1..4; two-move-wall: 6 + 5 + 4 + 3 + 2 instances");
        assertTrue(Files.readString(tmp.resolve("r.jsonl")).lines().count() > 0, "the JSON-lines log is written");
    }

    /** The instance counts of the claims' report entries, in order. */
    private static List<String> instanceCounts(EngineExecutionResults r) {
        return r.testEvents().reportingEntryPublished().stream().map(e -> e.getPayload(ReportEntry.class).orElseThrow().getKeyValuePairs())
                .filter(m -> m.containsKey("instances")).map(m -> m.get("instances")).toList();
    }

    @Test
    void tagsOfTheMarkerReachEveryTest() {
        var discovered = EngineTestKit.engine(SubgamesEngine.ID).selectors(selectClass(OkFolder.class)).configurationParameter("subgames.report", "off");
        var r = discovered.execute();
        r.allEvents().started().stream().filter(e -> e.getTestDescriptor().isTest())
                .forEach(e -> assertTrue(e.getTestDescriptor().getTags().contains(TestTag.create("fixture")), e.getTestDescriptor().getDisplayName()));
    }

    @Test
    void aRefutedClaimFailsWithItsCounterexampleAndRecordedOnesAreExpected(@TempDir Path tmp) throws Exception {
        EngineExecutionResults r = kit(tmp, Map.of()).selectors(selectDirectory(MIXED)).execute();
        Events tests = r.testEvents();
        tests.assertThatEvents()
                .haveExactly(1, event(test(), displayName("a + b is a period of G_wall from 0"), finishedSuccessfully()))
                .haveExactly(1, event(test(), displayName("a + b + 1 is a period of G_wall from 0"), finishedWithFailure(
                        instanceOf(AssertionFailedError.class), message(m -> m.contains("counterexample: a = 1, b = 2, S = {1,2}, wall")
                                && m.contains("claim: a + b + 1 is a period of G_wall from 0") && m.contains("first differing position: 0")))))
                // minimal-sum records (1,3) and (1,5) but not (2,6)
                .haveExactly(1, event(test(), displayName("the minimal period is a + b"), finishedWithFailure(message(m -> m.contains("a = 2, b = 6")
                        && m.contains("expected: 8") && m.contains("actual:   4")))))
                .haveExactly(1, event(test(), displayName("recorded counterexamples are still refuted"), finishedSuccessfully()))
                // stale-record records (1,2), where the conjecture holds
                .haveExactly(1, event(test(), displayName("recorded counterexamples are still refuted"), finishedWithFailure(
                        message(m -> m.contains("records a = 1, b = 2") && m.contains("as a counterexample to 'the minimal period is a + b', but that claim holds there")))))
                .doNotHave(event(displayName("broken.yaml does not load")));
        tests.assertStatistics(s -> s.failed(3).succeeded(3));
        // a file that does not load is a failed container, with file:line; the rest of the run goes on
        r.containerEvents().assertThatEvents().haveExactly(1, event(container(), displayName("broken.yaml does not load"),
                finishedWithFailure(message(m -> m.contains("broken.yaml:") && m.contains("clams")))));
        String html = Files.readString(tmp.resolve("report/index.html"));
        assertTrue(html.contains("<td>parameters</td><td>a = 2, b = 6</td>") && html.contains("a &lt; b &amp; 1"), "the report shows the counterexample");
        String md = Files.readString(tmp.resolve("report/summary.md"));
        assertTrue(md.contains("| `wrong-period` | theorem | failed | 9 |"), md);
        assertTrue(md.contains("| `broken.yaml` | not loaded | failed | 0 |") && md.contains("- **broken.yaml** failed: ") && md.contains("clams"),
                "a file that does not load is in the report too: " + md);
        assertTrue(html.contains("broken.yaml does not load"), "and on the page");
    }

    /** Issue 38: the engine with subgames.resume=true reads back only results of the same statement; an edited claim is checked again. */
    @Test
    void aResumedRunChecksAnEditedClaimAgain(@TempDir Path tmp) throws Exception {
        Path dir = Files.createDirectories(tmp.resolve("specs"));
        String text = Files.readString(Path.of(OK, "two-move-wall.yaml"));
        Files.writeString(dir.resolve("two-move-wall.yaml"), text);
        Map<String, String> resume = Map.of("subgames.resume", "true", "subgames.backing", "off");
        EngineExecutionResults r = kit(tmp, resume).selectors(selectDirectory(dir.toString())).execute();
        r.testEvents().assertStatistics(s -> s.failed(0).succeeded(2));
        assertEquals(List.of("0"), readBack(r), "the first run checks everything");
        r = kit(tmp, resume).selectors(selectDirectory(dir.toString())).execute();
        r.testEvents().assertStatistics(s -> s.failed(0).succeeded(2));
        assertEquals(List.of("20"), readBack(r), "the second reads everything back");
        Files.writeString(dir.resolve("two-move-wall.yaml"), text.replace("holds: wall.preperiod == 0", "holds: wall.preperiod == 1"));
        r = kit(tmp, resume).selectors(selectDirectory(dir.toString())).execute();
        assertEquals(List.of("0"), readBack(r), "the edited statement's results are stale: nothing is read back");
        r.testEvents().assertThatEvents().haveExactly(1, event(test(), displayName("G_wall is purely periodic"), finishedWithFailure()));
    }

    private static List<String> readBack(EngineExecutionResults r) {
        return r.allEvents().reportingEntryPublished().stream().map(e -> e.getPayload(ReportEntry.class).orElseThrow().getKeyValuePairs())
                .filter(m -> m.containsKey("read back")).map(m -> m.get("read back")).toList();
    }

    @Test
    void rangesThatSelectNothingAreSkippedWithTheReason(@TempDir Path tmp) {
        EngineExecutionResults r = kit(tmp, Map.of("subgames.where", "a > 100")).selectors(selectDirectory(OK)).execute();
        r.containerEvents().assertThatEvents().haveExactly(2, event(container(), skippedWithReason(m -> m.contains("select no instance")
                && m.contains("where a > 100"))));
        r.testEvents().assertStatistics(s -> s.started(0).succeeded(0));
    }

    @Test
    void theLegacyPropertiesAndAnyParameterNarrowTheRanges(@TempDir Path tmp) {
        EngineExecutionResults r = kit(tmp, Map.of("subgames.param.b", "2..3", "subgames.a", "1..1")).selectors(selectFile(OK + "/two-move-wall.yaml"))
                .execute();
        r.testEvents().assertStatistics(s -> s.started(2).succeeded(2));
        assertEquals(List.of("2", "2"), instanceCounts(r));
    }

    /** Maven passes an unset property as the literal "${...}": that, like a blank value, keeps the statement's range. */
    @Test
    void unsetOrBlankRangesKeepTheStatementsOwn(@TempDir Path tmp) {
        EngineExecutionResults r = kit(tmp, Map.of("subgames.a", "${subgames.a}", "subgames.param.b", " ")).selectors(selectFile(OK + "/two-move-wall.yaml"))
                .execute();
        assertEquals(List.of("20", "20"), instanceCounts(r));
    }

    @Test
    void aUniqueIdSelectsOneStatement(@TempDir Path tmp) {
        var id = UniqueId.forEngine(SubgamesEngine.ID).append("folder", OK).append("statement", "two-move-wall");
        EngineExecutionResults r = kit(tmp, Map.of()).selectors(selectUniqueId(id)).execute();
        r.testEvents().assertStatistics(s -> s.started(2).succeeded(2));
    }

    @Test
    void aMissingFolderFailsAndSaysWhere(@TempDir Path tmp) {
        EngineExecutionResults r = kit(tmp, Map.of()).selectors(selectClass(MissingFolder.class)).execute();
        r.containerEvents().assertThatEvents().haveExactly(1, event(container(), displayName("the statements folder src/test/resources/engine/none exists"),
                finishedWithFailure(message(m -> m.contains("no statements folder 'src/test/resources/engine/none' (relative to ")))));
    }

    @Test
    void anUnknownLemmaFailsTheBacking(@TempDir Path tmp) throws Exception {
        Path dir = Files.createDirectories(tmp.resolve("specs"));
        Files.writeString(dir.resolve("backed.yaml"), Files.readString(Path.of(OK, "backed.yaml")).replace("[modular]", "[modular, no-such-lemma]"));
        EngineExecutionResults r = kit(tmp, Map.of()).selectors(selectDirectory(dir.toFile())).execute();
        r.testEvents().assertThatEvents().haveExactly(1, event(test(), displayName("proved for every parameter: modular, no-such-lemma"),
                finishedWithFailure(message(m -> m.contains("no lemma 'no-such-lemma'")))));
    }
}
