package org.subgames.engine;

import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.platform.engine.EngineExecutionListener;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.engine.reporting.ReportEntry;
import org.opentest4j.AssertionFailedError;
import org.subgames.report.BackingResult;
import org.subgames.report.ClaimResult;
import org.subgames.report.Failure;
import org.subgames.report.RecordedResult;
import org.subgames.report.Verdict;
import org.subgames.run.CheckRun;
import org.subgames.specs.Statement;

/**
 * Reports the tests of one checked statement: a claim fails on its first refutation at an
 * instance the statement does not record (recorded ones are expected failures, counted in the
 * report entry); the recorded-counterexamples test fails on a recorded instance where the statement
 * now holds; the backing test re-checks the all-parameter proof ({@link BackingCheck}).
 */
final class StatementTests {

    private final EngineExecutionListener listener;
    private final Statement st;
    private final CheckRun.Tally t;
    private final BackingCheck backing;

    StatementTests(EngineExecutionListener listener, Statement st, CheckRun.Tally t, BackingCheck backing) {
        this.listener = listener;
        this.st = st;
        this.t = t;
        this.backing = backing;
    }

    ClaimResult claim(Nodes.ClaimNode c) {
        listener.executionStarted(c);
        int i = c.index;
        Map<String, String> entry = new LinkedHashMap<>();
        entry.put("instances", Long.toString(t.instances));
        entry.put("held", Long.toString(t.claimHeld(i)));
        entry.put("expected failures (recorded counterexamples)", Long.toString(t.claimRecorded[i]));
        listener.reportingEntryPublished(c, ReportEntry.from(entry));
        CheckRun.Refutation first = t.claimFirst[i];
        if (first == null) {
            listener.executionFinished(c, TestExecutionResult.successful());
            return new ClaimResult(c.getDisplayName(), st.claims().get(i).line(), Verdict.PASSED, t.claimHeld(i), t.claimRecorded[i], null);
        }
        Failure f = EngineRun.failure(first);
        listener.executionFinished(c, TestExecutionResult.failed(EngineRun.assertion(f, st.id() + ": claim '" + c.getDisplayName()
                + "' (" + st.file() + " line " + st.claims().get(i).line() + ") is refuted")));
        return new ClaimResult(c.getDisplayName(), st.claims().get(i).line(), Verdict.FAILED, t.claimHeld(i), t.claimRecorded[i], f);
    }

    RecordedResult recorded(Nodes.CheckNode c) {
        if (t.recordedInRange == 0) {
            listener.executionSkipped(c, "no recorded counterexample of " + st.recordedFile() + " lies in the run's ranges");
            return new RecordedResult(st.recordedFile(), 0, 0, null);
        }
        listener.executionStarted(c);
        listener.reportingEntryPublished(c, ReportEntry.from(Map.of("recorded counterexamples in range", Long.toString(t.recordedInRange),
                "still refuted", Long.toString(t.recorded))));
        if (t.recordedHolding == null) {
            listener.executionFinished(c, TestExecutionResult.successful());
            return new RecordedResult(st.recordedFile(), t.recordedInRange, t.recorded, null);
        }
        String at = t.recordedHolding.instance().parameterText();
        listener.executionFinished(c, TestExecutionResult.failed(new AssertionFailedError(st.id() + ": " + st.recordedFile()
                + " records " + at + " (S = " + t.recordedHolding.instance().setText() + ") as a counterexample to '"
                + t.recordedHolding.counterexample().claim() + "', but that claim holds there now: remove the line from the file, "
                + "or find what changed", "refuted", "holds")));
        return new RecordedResult(st.recordedFile(), t.recordedInRange, t.recorded, at);
    }

    BackingResult backing(Nodes.CheckNode c) {
        if (backing.mode().equals("off")) {
            listener.executionSkipped(c, "subgames.backing=off");
            return EngineRun.backingOf(st, Verdict.SKIPPED, "not re-checked (subgames.backing=off)" + (st.backing().word()
                    ? ": nothing is shown proved for every parameter" : ""));
        }
        listener.executionStarted(c);
        BackingCheck.Outcome o = backing.check(st);
        listener.reportingEntryPublished(c, ReportEntry.from("backing", o.detail()));
        if (o.holds()) {
            listener.executionFinished(c, TestExecutionResult.successful());
            return EngineRun.backingOf(st, Verdict.PASSED, o.detail(), o.provedClaims());
        }
        listener.executionFinished(c, TestExecutionResult.failed(new AssertionError(st.id() + ": the all-parameter proof does not hold: "
                + o.detail())));
        return EngineRun.backingOf(st, Verdict.FAILED, o.detail(), o.provedClaims());
    }
}
