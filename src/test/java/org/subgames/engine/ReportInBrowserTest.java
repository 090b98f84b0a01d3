package org.subgames.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectDirectory;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.testkit.engine.EngineTestKit;
import org.opentest4j.AssertionFailedError;

/**
 * The run's page in a real browser (opt-in: {@code mvn -Pbrowser verify}, needs Debian's
 * chromium). The engine runs the mixed fixture, whose {@code wrong-period} statement fails; its
 * {@code index.html} must load with no console message at all, every local file it names must
 * exist, and the failing claim's counterexample must be rendered visibly (measured in the browser:
 * the table has a layout box, and its rendered {@code innerText} has the cells) with the engine's own
 * expected and actual values. Two further tests show that both checks can fail: a page with a
 * script error fills the console, and a style that hides the counterexample table is seen as
 * hidden. A screenshot is left in {@code target/browser/index.png} for a person to look at.
 */
@Tag("browser")
class ReportInBrowserTest {

    private static final String MIXED = "src/test/resources/engine/mixed";
    private static final Pattern RESULT = Pattern.compile("<pre id=\"result\">(.*?)</pre>", Pattern.DOTALL);
    private static final Pattern LOCAL_REF = Pattern.compile("(?:src|href)=\"(?!https?:|#|data:)([^\"]+)\"");

    @Test
    void theFailingRunsPageLoadsCleanlyAndShowsTheCounterexample(@TempDir Path tmp) throws Exception {
        Path report = tmp.resolve("report");
        var results = EngineTestKit.engine(SubgamesEngine.ID).configurationParameter("subgames.out", tmp.resolve("r.jsonl").toString())
                .configurationParameter("subgames.report", report.toString()).configurationParameter("subgames.progress", "false")
                .selectors(selectDirectory(MIXED)).execute();
        AssertionFailedError refuted = results.testEvents().failed().stream().map(e -> e.getPayload(TestExecutionResult.class))
                .flatMap(Optional::stream).map(r -> r.getThrowable().orElseThrow()).filter(t -> t.getMessage().contains("wrong-period"))
                .map(AssertionFailedError.class::cast).findFirst().orElseThrow(() -> new AssertionError("the fixture's wrong-period claim did not fail"));
        Path index = report.resolve("index.html");
        HeadlessChromium chromium = HeadlessChromium.find(tmp);

        HeadlessChromium.Page page = chromium.dumpDom(index);
        assertEquals(List.of(), page.console(), "console messages of " + index);
        assertTrue(page.dom().contains("wrong-period"), "the browser rendered the report");
        assertLocalFilesExist(index);

        String shown = visibleCounterexamples(chromium, report, "wrong-period");
        for (String cell : List.of("counterexample", "a = 1, b = 2", "{1,2}", "wall", "a + b + 1 is a period of G_wall from 0", "first differing position",
                "expected\t" + refuted.getExpected().getStringRepresentation(), "actual\t" + refuted.getActual().getStringRepresentation())) {
            assertTrue(shown.contains(cell), "the page shows '" + cell + "' in the counterexample; shown:\n" + shown);
        }

        Path png = Files.createDirectories(Path.of("target/browser")).resolve("index.png");
        chromium.screenshot(index, png);
        assertTrue(Files.size(png) > 10_000, "a screenshot of the page: " + png);
    }

    @Test
    void theConsoleCheckSeesAScriptError(@TempDir Path tmp) throws Exception {
        Path bad = Files.writeString(tmp.resolve("bad.html"),
                "<!doctype html><html><body><p>x</p><script>console.error('boom'); undefinedFunction();</script></body></html>");
        List<String> console = HeadlessChromium.find(tmp).dumpDom(bad).console();
        assertEquals(2, console.size(), console.toString());
        assertTrue(console.get(0).contains("boom") && console.get(1).contains("undefinedFunction is not defined"), console.toString());
    }

    @Test
    void theVisibilityCheckSeesAHiddenCounterexample(@TempDir Path tmp) throws Exception {
        Path report = Files.createDirectories(tmp.resolve("report"));
        Files.writeString(report.resolve("index.html"), "<!doctype html><html><head><style>table.cx{display:none}</style></head><body>"
                + "<section id=\"s\"><table class=\"cx FAILED\"><tr><td>expected</td><td>8</td></tr></table></section></body></html>");
        String shown = visibleCounterexamples(HeadlessChromium.find(tmp), report, "s");
        assertEquals("hidden", shown, "a table without a layout box is not shown");
    }

    /**
     * The rendered text of the counterexample tables of one statement's section, measured in the
     * browser: a harness page beside the report loads it in a frame and writes, per table,
     * "hidden" (no layout box) or "shown" and its rendered {@code innerText} (cells separated by
     * tabs; rows or cells that CSS hides are left out).
     */
    private static String visibleCounterexamples(HeadlessChromium chromium, Path report, String statementId) throws Exception {
        Path harness = Files.writeString(report.resolve("visible-check.html"), """
                <!doctype html><html><body><pre id="result">not loaded</pre>
                <iframe id="r" src="index.html" width="1280" height="1600" onload="check()"></iframe>
                <script>
                function check() {
                  const d = document.getElementById('r').contentDocument;
                  const out = [];
                  for (const t of d.querySelectorAll('section[id="%s"] table.cx')) {
                    const box = t.getBoundingClientRect();
                    out.push(t.offsetParent !== null && box.height > 0 ? 'shown\\n' + t.innerText : 'hidden');
                  }
                  document.getElementById('result').textContent = out.length ? out.join('\\n') : 'no counterexample table';
                }
                </script></body></html>
                """.formatted(statementId));
        HeadlessChromium.Page page = chromium.dumpDom(harness, "--allow-file-access-from-files");
        assertEquals(List.of(), page.console(), "console messages of the harness");
        Matcher m = RESULT.matcher(page.dom());
        assertTrue(m.find(), page.dom());
        return m.group(1).replace("&lt;", "<").replace("&gt;", ">").replace("&amp;", "&");
    }

    private static void assertLocalFilesExist(Path index) throws Exception {
        Matcher m = LOCAL_REF.matcher(Files.readString(index));
        while (m.find()) {
            Path target = index.resolveSibling(m.group(1));
            assertTrue(Files.exists(target), "the page names " + m.group(1) + ", which does not exist");
        }
    }
}
