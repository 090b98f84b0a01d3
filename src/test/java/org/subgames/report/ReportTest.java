package org.subgames.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The report's page and summary show what a person needs, escaped, and set the proof apart from the instance checks. */
@Tag("statements")
class ReportTest {

    private static RunResult run() {
        Failure f = new Failure("a = 2, b = 6", "{2,6}", "wall", "the minimal period is a + b", 3L, "8", "4", "wall.minimalPeriod = 4, expected a + b = 8");
        StatementResult failed = new StatementResult("minimal-sum", "S = {a, b}: a < b & the period is a + b", "conjecture", "specs/minimal-sum.yaml",
                Verdict.FAILED, null, 18, List.of(new ClaimResult("the minimal period is a + b", 12, Verdict.FAILED, 15, 2, f)),
                new RecordedResult("minimal-sum.counterexamples.csv", 2, 2, null), null, List.of());
        StatementResult proved = new StatementResult("backed", "a theorem", "theorem", "specs/backed.yaml", Verdict.PASSED, null, 4,
                List.of(new ClaimResult("3a is a period", 5, Verdict.PASSED, 4, 0, null)), null,
                new BackingResult("G_sink has period 3a for every a", List.of("modular"), null, "the minimal period", Verdict.PASSED,
                        "z3 re-proved 7 obligations of 1 SMT lemmas afresh"), List.of("../census/backed-sink-heatmap.png"));
        StatementResult skipped = new StatementResult("far", "far away", "theorem", "specs/far.yaml", Verdict.SKIPPED,
                "the run's ranges select no instance of far", 0, List.of(), null, null, List.of());
        return new RunResult("specs", "a = 1..4; shard 1/1; 2 threads", 1.25, List.of(failed, proved, skipped));
    }

    @Test
    void thePageShowsCounterexamplesProofsAndSkipsEscaped(@TempDir Path dir) throws Exception {
        List<Path> written = Report.write(run(), dir);
        assertEquals(List.of(dir.resolve("index.html"), dir.resolve("summary.md")), written);
        String html = Files.readString(written.get(0));
        assertTrue(html.contains("1 passed, 1 failed, 1 skipped"), html);
        assertTrue(html.contains("a &lt; b &amp; the period is a + b"), "titles are escaped");
        assertFalse(html.contains("a < b &"), "no raw text from a statement");
        for (String cell : List.of("<td>parameters</td><td>a = 2, b = 6</td>", "<td>S</td><td>{2,6}</td>", "<td>first differing position</td><td>3</td>",
                "<td>expected</td><td>8</td>", "<td>actual</td><td>4</td>")) {
            assertTrue(html.contains(cell), cell);
        }
        assertTrue(html.contains("<b>Proved for every parameter:</b> G_sink has period 3a for every a"), html);
        assertTrue(html.contains("<b>Checked per instance only:</b> the minimal period"), html);
        assertTrue(html.contains("the run&#39;s ranges select no instance of far") || html.contains("the run's ranges select no instance of far"));
        assertTrue(html.contains("<img src=\"../census/backed-sink-heatmap.png\""));
        String md = Files.readString(written.get(1));
        assertTrue(md.contains("| `minimal-sum` | conjecture | failed | 18 | no (checked per instance) |"), md);
        assertTrue(md.contains("| `backed` | theorem | passed | 4 | yes, passed in this run |"), md);
        assertTrue(md.contains("- **minimal-sum**, claim *the minimal period is a + b*: a = 2, b = 6, S = {2,6} (wall): expected 8, actual 4, first at position 3"), md);
        assertTrue(md.contains("- **far** skipped: the run's ranges select no instance of far"), md);
    }

    /** A backing of the word prover: the claims proved in this run by name, none when it was not re-proved; never a text. */
    @Test
    void aWordBackingShowsTheClaimsProvedInTheRunOnly(@TempDir Path dir) throws Exception {
        BackingResult proved = new BackingResult(null, List.of("word", "mex-link"), null, null, Verdict.PASSED, "word prover: 28 obligations",
                List.of("2a is a period of G_wall"), List.of("the preperiod is 0"));
        BackingResult off = new BackingResult(null, List.of("word", "mex-link"), null, null, Verdict.SKIPPED, "not re-checked (subgames.backing=off)",
                List.of(), List.of("2a is a period of G_wall", "the preperiod is 0"));
        StatementResult a = new StatementResult("a", "t", "theorem", "specs/a.yaml", Verdict.PASSED, null, 4, List.of(), null, proved, List.of());
        StatementResult b = new StatementResult("b", "t", "theorem", "specs/b.yaml", Verdict.PASSED, null, 4, List.of(), null, off, List.of());
        List<Path> written = Report.write(new RunResult("specs", "s", 1.0, List.of(a, b)), dir);
        String html = Files.readString(written.get(0));
        assertTrue(html.contains("<b>Proved for every parameter in this run (word prover):</b> </p><ul><li>2a is a period of G_wall</li></ul>"), html);
        assertTrue(html.contains("<b>Proved for every parameter in this run (word prover):</b> no claim</p>"), html);
        assertTrue(html.contains("<b>Checked per instance only:</b></p><ul><li>2a is a period of G_wall</li><li>the preperiod is 0</li></ul>"), html);
        String md = Files.readString(written.get(1));
        assertTrue(md.contains("| `a` | theorem | passed | 4 | 1 of 2 claims (word prover), passed in this run |"), md);
        assertTrue(md.contains("| `b` | theorem | passed | 4 | not re-proved in this run (word prover) |"), md);
    }
}
