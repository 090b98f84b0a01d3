package org.subgames.report;

import java.nio.file.Path;
import java.util.List;
import org.subgames.base.AtomicFile;

/** Writes a run's report: {@code index.html} (for people) and {@code summary.md} (for CI job summaries). */
public final class Report {

    private Report() {
    }

    /** Writes both files into dir (created if needed); returns their paths, the page first. */
    public static List<Path> write(RunResult run, Path dir) {
        Path html = AtomicFile.writeString(dir.resolve("index.html"), HtmlReport.render(run));
        Path md = AtomicFile.writeString(dir.resolve("summary.md"), MarkdownSummary.render(run));
        return List.of(html, md);
    }

    /** "3 passed, 1 failed, 0 skipped". */
    static String counts(RunResult run) {
        long passed = run.statements().stream().filter(s -> s.verdict() == Verdict.PASSED).count();
        long failed = run.statements().stream().filter(s -> s.verdict() == Verdict.FAILED).count();
        long skipped = run.statements().stream().filter(s -> s.verdict() == Verdict.SKIPPED).count();
        return passed + " passed, " + failed + " failed, " + skipped + " skipped";
    }
}
