package org.subgames.engine;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.platform.engine.EngineExecutionListener;
import org.junit.platform.engine.ExecutionRequest;
import org.junit.platform.engine.TestDescriptor;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.engine.reporting.ReportEntry;
import org.junit.platform.engine.support.descriptor.FileSource;
import org.opentest4j.AssertionFailedError;
import org.subgames.base.BadInputException;
import org.subgames.report.BackingResult;
import org.subgames.report.ClaimResult;
import org.subgames.report.Failure;
import org.subgames.report.RecordedResult;
import org.subgames.report.Report;
import org.subgames.report.RunResult;
import org.subgames.report.StatementResult;
import org.subgames.report.Verdict;
import org.subgames.run.CheckRun;
import org.subgames.specs.Instances;
import org.subgames.specs.Statement;

/**
 * One execution of the engine: each folder's statements in order, each checked on every instance
 * of its ranges by {@link CheckRun} (threads, shards, the JSON-lines log, resume), then the claims'
 * verdicts, the recorded counterexamples and the backing reported as tests; last the report.
 * A statement whose ranges select no instance is skipped with the reason, never passed.
 */
final class EngineRun {

    private final ExecutionRequest request;
    private final EngineExecutionListener listener;
    private final Settings settings;
    private final List<StatementResult> results = new ArrayList<>();
    private final List<String> folderNames = new ArrayList<>();
    private final BackingCheck backing;

    EngineRun(ExecutionRequest request, Settings settings) {
        this.request = request;
        this.listener = request.getEngineExecutionListener();
        this.settings = settings;
        this.backing = new BackingCheck(settings.backing());
    }

    void run() {
        TestDescriptor root = request.getRootTestDescriptor();
        listener.executionStarted(root);
        long t0 = System.nanoTime();
        // surefire runs the engine once per test class: only a run with statements starts the log afresh
        if (!settings.resume() && !root.getChildren().isEmpty()) {
            deleteLog();
        }
        for (TestDescriptor d : root.getChildren()) {
            if (d instanceof Nodes.Folder f) {
                runFolder(f);
            }
        }
        if (settings.report() != null && !results.isEmpty()) {
            RunResult run = new RunResult(String.join(", ", folderNames), settings.describe(), (System.nanoTime() - t0) / 1e9, results);
            List<Path> written = Report.write(run, settings.report());
            listener.reportingEntryPublished(root, ReportEntry.from("report", written.get(0).toAbsolutePath().toString()));
        }
        listener.executionFinished(root, TestExecutionResult.successful());
    }

    private void deleteLog() {
        try {
            Files.deleteIfExists(settings.out());
        } catch (IOException e) {
            throw new BadInputException("cannot start the result log " + settings.out() + " afresh: " + e.getMessage());
        }
    }

    private void runFolder(Nodes.Folder f) {
        listener.executionStarted(f);
        folderNames.add(f.path.toString());
        for (TestDescriptor d : f.getChildren()) {
            if (d instanceof Nodes.StatementNode s) {
                runStatement(s, f.path);
            } else if (d instanceof Nodes.Unloadable u) {
                listener.executionStarted(u);
                listener.executionFinished(u, TestExecutionResult.failed(new BadInputException(u.problem)));
                results.add(notLoaded(u, f.path));
            }
        }
        listener.executionFinished(f, TestExecutionResult.successful());
    }

    /** A file that does not load (or a folder that does not exist) is a failed entry of the report too, with its file:line. */
    private static StatementResult notLoaded(Nodes.Unloadable c, Path folder) {
        String file = c.getSource().filter(FileSource.class::isInstance).map(src -> folder.resolve(((FileSource) src).getFile().getName()).toString())
                .orElse(folder.toString());
        return new StatementResult(Path.of(file).getFileName().toString(), c.getDisplayName(), "not loaded", file, Verdict.FAILED, c.problem, 0,
                List.of(), null, null, List.of());
    }

    private void runStatement(Nodes.StatementNode node, Path folder) {
        Statement st = node.statement;
        String file = folder.resolve(Path.of(st.file()).getFileName()).toString();
        int selected;
        try {
            selected = Instances.select(st, settings.ranges(), settings.where(), settings.shard()).instances().size();
        } catch (BadInputException e) {
            listener.executionStarted(node);
            listener.executionFinished(node, TestExecutionResult.failed(e));
            results.add(new StatementResult(st.id(), st.title(), st.kind(), file, Verdict.FAILED, e.getMessage(), 0, List.of(), null,
                    null, List.of()));
            return;
        }
        if (selected == 0) {
            String reason = "the run's ranges select no instance of " + st.id() + " (" + settings.describe() + ")";
            listener.executionSkipped(node, reason);
            results.add(new StatementResult(st.id(), st.title(), st.kind(), file, Verdict.SKIPPED, reason, 0, List.of(), null,
                    backingOf(st, Verdict.SKIPPED, "not run: the statement was skipped"), figures(st)));
            return;
        }
        listener.executionStarted(node);
        CheckRun.Tally t;
        try {
            t = check(st);
        } catch (BadInputException e) {
            listener.executionFinished(node, TestExecutionResult.failed(e));
            results.add(new StatementResult(st.id(), st.title(), st.kind(), file, Verdict.FAILED, e.getMessage(), 0, List.of(), null,
                    null, List.of()));
            return;
        }
        // what this run checked and what it only read back from the result log (subgames.resume=true)
        listener.reportingEntryPublished(node, ReportEntry.from(Map.of("checked", Integer.toString(t.checked()), "read back",
                Integer.toString(t.resumed), "stale results checked again", Integer.toString(t.stale))));
        StatementTests tests = new StatementTests(listener, st, t, backing);
        List<ClaimResult> claims = new ArrayList<>();
        RecordedResult recorded = null;
        BackingResult back = backingOf(st, Verdict.SKIPPED, "this statement has no all-parameter proof");
        for (TestDescriptor d : node.getChildren()) {
            if (d instanceof Nodes.ClaimNode c) {
                claims.add(tests.claim(c));
            } else if (d instanceof Nodes.CheckNode c && c.kind == Nodes.CheckNode.Kind.RECORDED) {
                recorded = tests.recorded(c);
            } else if (d instanceof Nodes.CheckNode c && c.kind == Nodes.CheckNode.Kind.BACKING) {
                back = tests.backing(c);
            }
        }
        listener.executionFinished(node, TestExecutionResult.successful());
        boolean failed = claims.stream().anyMatch(c -> c.verdict() == Verdict.FAILED) || recorded != null && recorded.verdict() == Verdict.FAILED
                || back != null && back.verdict() == Verdict.FAILED;
        results.add(new StatementResult(st.id(), st.title(), st.kind(), file, failed ? Verdict.FAILED : Verdict.PASSED, null, t.instances,
                claims, recorded, back, figures(st)));
    }

    private CheckRun.Tally check(Statement st) {
        CheckRun.Options o = new CheckRun.Options(settings.ranges(), settings.where(), settings.threads(), settings.shard(), settings.out(),
                settings.progress(), true, settings.limit(), false);
        PrintStream log = System.err;
        // without subgames.resume the log was started afresh: its lines are this run's other statements', never read back
        CheckRun.Report r = CheckRun.run(List.of(st), o, log, settings.resume());
        return r.tallies().get(0);
    }

    /** The statement's backing as the report shows it (null when it has none), not re-proved in this run. */
    static BackingResult backingOf(Statement st, Verdict verdict, String detail) {
        return backingOf(st, verdict, detail, List.of());
    }

    /**
     * The statement's backing as the report shows it (null when it has none). A backing of the word
     * prover shows as proved exactly provedNow, the claims the prover proved in this run (what the
     * statement file lists is never shown as proof).
     */
    static BackingResult backingOf(Statement st, Verdict verdict, String detail, List<String> provedNow) {
        Statement.Backing b = st.backing();
        if (b == null) {
            return null;
        }
        List<String> lemmas = b.lemmas() == null ? List.of() : b.lemmas();
        if (b.word()) {
            List<String> rest = st.claims().stream().map(c -> c.name()).filter(n -> !provedNow.contains(n)).toList();
            return new BackingResult(null, lemmas, b.bounded(), null, verdict, detail, provedNow, rest);
        }
        return new BackingResult(b.proved(), lemmas, b.bounded(), b.perInstance(), b.proved() == null ? Verdict.SKIPPED : verdict, detail);
    }

    /** The census heat maps of the statement found in the census folder, relative to the report folder. */
    private List<String> figures(Statement st) {
        List<String> out = new ArrayList<>();
        Path dir = settings.census();
        if (settings.report() == null || !Files.isDirectory(dir)) {
            return out;
        }
        try (var files = Files.list(dir)) {
            files.filter(p -> p.getFileName().toString().startsWith(st.id() + "-") && p.getFileName().toString().endsWith("-heatmap.png"))
                    .sorted().forEach(p -> out.add(settings.report().toAbsolutePath().relativize(p.toAbsolutePath()).toString()));
        } catch (IOException e) {
            throw new BadInputException("cannot list the census folder " + dir + ": " + e.getMessage());
        }
        return out;
    }

    /** A counterexample as the report and a failing test show it. */
    static Failure failure(CheckRun.Refutation r) {
        var in = r.instance();
        var cx = r.counterexample();
        Map<String, Long> p = in.parameters();
        String conv = String.join(" and ", in.statement().conventions().stream().map(c -> c.id()).toList());
        StringBuilder params = new StringBuilder();
        p.forEach((k, v) -> params.append(params.length() == 0 ? "" : ", ").append(k).append(" = ").append(v));
        return new Failure(params.toString(), in.setText(), conv, cx.claim(), cx.position(), cx.expected(), cx.actual(), cx.message());
    }

    static AssertionFailedError assertion(Failure f, String where) {
        return new AssertionFailedError(where + "\n" + f.text(), f.expected(), f.actual());
    }
}
