package org.subgames.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectDirectory;
import static org.junit.platform.testkit.engine.EventConditions.displayName;
import static org.junit.platform.testkit.engine.EventConditions.event;
import static org.junit.platform.testkit.engine.EventConditions.finishedSuccessfully;
import static org.junit.platform.testkit.engine.EventConditions.finishedWithFailure;
import static org.junit.platform.testkit.engine.EventConditions.test;
import static org.junit.platform.testkit.engine.TestExecutionResultConditions.message;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.platform.testkit.engine.EngineExecutionResults;
import org.junit.platform.testkit.engine.EngineTestKit;
import org.subgames.specs.Statement;
import org.subgames.specs.StatementLoader;

/**
 * A backing of the word prover (lemma word) is no text: the backing test compares the claims it
 * lists proved with those the prover proves in the run and fails naming each difference; the report
 * shows as proved exactly the claims proved in the run. The reviewer's case of issue 35: a wrong
 * sink preperiod that the prover leaves per instance, listed proved in the backing.
 */
@Tag("smt")
class WordBackingTest {

    private static final String WALL = "2a is a period of G_wall from position 0";
    private static final String SINK = "2a is a period of G_sink from position 1";
    private static final String WRONG = "the preperiod of G_sink is a + 1";

    /** one-move.yaml with the wrong preperiod claim and a word backing listing the given claims proved and per instance. */
    private static Path statement(Path dir, List<String> proved, List<String> perInstance) throws Exception {
        String text = Files.readString(Path.of("src/test/resources/word/one-move.yaml"));
        text = text.replace("\nword:\n", "\n  - name: " + WRONG + "\n    actual: sink.preperiod\n    expected: a + 1\nword:\n");
        text += "backing:\n  lemmas: [word, mex-link]\n  command: java -jar target/subgames.jar prove statement one-move\n"
                + "  proved: [" + quoted(proved) + "]\n  per-instance: [" + quoted(perInstance) + "]\n";
        Path specs = Files.createDirectories(dir.resolve("specs"));
        Path file = specs.resolve("one-move.yaml");
        Files.writeString(file, text);
        return file;
    }

    private static String quoted(List<String> names) {
        return String.join(", ", names.stream().map(n -> "\"" + n + "\"").toList());
    }

    @Test
    void aBackingThatListsAClaimTheProverLeavesPerInstanceFailsNamingIt(@TempDir Path dir) throws Exception {
        Statement st = StatementLoader.load(statement(dir, List.of(WALL, SINK, WRONG), List.of()));
        BackingCheck.Outcome o = new BackingCheck("replay").check(st);
        assertFalse(o.holds(), o.detail());
        assertTrue(o.detail().contains("claim '" + WRONG + "' is listed proved in the backing, but the prover leaves it per instance in this run"),
                o.detail());
        assertEquals(List.of(WALL, SINK), o.provedClaims(), "what the prover proved, not what the file lists");
    }

    @Test
    void aBackingThatListsLessThanTheProverProvesIsOutOfDate(@TempDir Path dir) throws Exception {
        Statement st = StatementLoader.load(statement(dir, List.of(WALL), List.of(SINK, WRONG)));
        BackingCheck.Outcome o = new BackingCheck("replay").check(st);
        assertFalse(o.holds(), o.detail());
        assertTrue(o.detail().contains("claim '" + SINK + "' is proved by the prover in this run, but the backing lists it per instance: "
                + "java -jar target/subgames.jar prove statement one-move --write"), o.detail());
    }

    @Test
    void aBackingThatListsExactlyWhatTheProverProvesHolds(@TempDir Path dir) throws Exception {
        Statement st = StatementLoader.load(statement(dir, List.of(WALL, SINK), List.of(WRONG)));
        BackingCheck.Outcome o = new BackingCheck("replay").check(st);
        assertTrue(o.holds(), o.detail());
        assertTrue(o.detail().contains("proved for every parameter in this run: 2 of 3 claims, as the backing lists them"), o.detail());
    }

    /** Under the engine (as mvn verify runs specs/): the backing test fails with the claim named, and the report does not show it proved. */
    @Test
    void theEngineFailsTheBackingAndTheReportShowsOnlyWhatWasProvedInTheRun(@TempDir Path dir) throws Exception {
        Path file = statement(dir, List.of(WALL, SINK, WRONG), List.of());
        EngineExecutionResults r = EngineTestKit.engine(SubgamesEngine.ID).configurationParameter("subgames.out", dir.resolve("r.jsonl").toString())
                .configurationParameter("subgames.report", dir.resolve("report").toString()).configurationParameter("subgames.progress", "false")
                .configurationParameter("subgames.threads", "2").selectors(selectDirectory(file.getParent().toFile())).execute();
        r.testEvents().assertThatEvents()
                .haveExactly(1, event(test(), displayName("proved for every parameter: word, mex-link"),
                        finishedWithFailure(message(m -> m.contains("claim '" + WRONG + "' is listed proved in the backing")))))
                .haveExactly(1, event(test(), displayName(WRONG), finishedWithFailure()))
                .haveExactly(1, event(test(), displayName(WALL), finishedSuccessfully()));
        String html = Files.readString(dir.resolve("report").resolve("index.html"));
        int from = html.indexOf("Proved for every parameter in this run (word prover):");
        int to = html.indexOf("Checked per instance only:", from);
        assertTrue(from >= 0 && to > from, html);
        String proved = html.substring(from, html.indexOf("</ul>", from)); // the list; the muted detail after it names the failure
        assertTrue(proved.contains("<li>" + WALL + "</li>") && proved.contains("<li>" + SINK + "</li>"), proved);
        assertFalse(proved.contains(WRONG), "the wrong claim is not shown proved: " + proved);
        assertTrue(html.substring(to).contains("<li>" + WRONG + "</li>"), html);
        String md = Files.readString(dir.resolve("report").resolve("summary.md"));
        assertTrue(md.contains("| `one-move` | theorem | failed | 20 | 2 of 3 claims (word prover), failed in this run |"), md);
    }
}
