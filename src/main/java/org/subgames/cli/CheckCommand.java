package org.subgames.cli;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import org.subgames.base.BadInputException;
import org.subgames.base.IntRange;
import org.subgames.period.Periodicity;
import org.subgames.run.CheckRun;
import org.subgames.specs.Counterexample;
import org.subgames.specs.Statement;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code check <id>|--all [--a 1..40] [--k 0..3] [--c ...] [--threads N] [--shard i/n] [--out results.jsonl]}. */
@Command(name = "check", mixinStandardHelpOptions = true,
        description = "Check statements from specs/ on every instance of their parameter ranges, "
                + "by exact computation with periodicity certificates. Exit 0: all hold; 1: a counterexample; 2: bad input.")
final class CheckCommand implements Callable<Integer> {

    /** Which statements: one id or file, or all of them (picocli refuses neither and both). */
    static final class Which {
        @Parameters(arity = "1", paramLabel = "ID", description = "the statement id (the file specs/ID.yaml), or a statement file (FILE.yaml)")
        String id;

        @Option(names = "--all", required = true, description = "check every statement in the specs directory")
        boolean all;
    }

    @ArgGroup(exclusive = true, multiplicity = "1")
    Which which;

    @Mixin
    RunOptions run;

    @Option(names = "--a", description = "range of a, e.g. 1..40 (default: the statement's)")
    String a;

    @Option(names = "--k", description = "range of k, e.g. 0..3 (default: the statement's)")
    String k;

    @Option(names = "--c", description = "range of c (default: the statement's, or every 0 <= c < 2a)")
    String c;

    @Option(names = "--record", description = "write each conjecture's refuted instances to its counterexamples file "
            + "(a complete unsharded run with --keep-going)")
    boolean record;

    @Option(names = "--out", description = "JSON-lines result file; an existing one is resumed")
    Path out;

    @Option(names = "--keep-going", description = "check every instance even after a counterexample")
    boolean keepGoing;

    @Option(names = "--limit", defaultValue = "" + Periodicity.DEFAULT_LIMIT,
            description = "largest table (positions) when a period must be searched for (default: ${DEFAULT-VALUE})")
    int limit;

    @Override
    public Integer call() {
        int n = run.threads();
        if (limit < 1) {
            throw new BadInputException("--limit must be positive");
        }
        Map<String, IntRange> ranges = run.ranges();
        putRange(ranges, "a", a);
        putRange(ranges, "k", k);
        putRange(ranges, "c", c);
        CheckRun.Options o = new CheckRun.Options(ranges, run.where(), n, run.shard(), out, System.console() != null, keepGoing,
                limit, record);
        List<Statement> statements = CheckRun.select(which.all ? null : which.id, run.specs);
        Inputs.requireKnownParameters(statements, ranges.keySet());
        long t0 = System.nanoTime();
        CheckRun.Report report = CheckRun.run(statements, o, System.err);
        double wall = (System.nanoTime() - t0) / 1e9;
        print(report, wall, n);
        if (record && report.complete()) {
            for (Statement st : statements) {
                if (st.recordedFile() != null) {
                    System.out.println("recorded the refuted instances of " + st.id() + " in " + st.recordedFile()
                            + " (a re-run now expects exactly these to fail)");
                }
            }
        }
        return report.exitCode();
    }

    private static void putRange(Map<String, IntRange> ranges, String name, String text) {
        if (text != null) {
            ranges.put(name, IntRange.parse(text));
        }
    }

    /** The totals over the statements of a run, for the summary lines. */
    private record Totals(int instances, int withResult, int held, int refuted, int recorded, int readBack, int stale) {
        static Totals of(List<CheckRun.Tally> tallies) {
            int[] n = new int[7];
            for (CheckRun.Tally t : tallies) {
                n[0] += t.instances;
                n[1] += t.withResult();
                n[2] += t.held;
                n[3] += t.refuted;
                n[4] += t.recorded;
                n[5] += t.resumed;
                n[6] += t.stale;
            }
            return new Totals(n[0], n[1], n[2], n[3], n[4], n[5], n[6]);
        }
    }

    /**
     * The table (one row per statement: instances selected, of them checked, of those holding every
     * claim and refuting one, of those refuted as recorded, read back) and the summary lines.
     */
    static void printCounts(CheckRun.Report report, double wall, int threads, PrintStream out) {
        out.printf(Locale.ROOT, "%-24s %-10s %9s %9s %9s %8s %11s %9s %9s%n", "statement", "kind", "instances", "checked", "all hold",
                "refuted", "as recorded", "read back", "cpu s");
        for (CheckRun.Tally t : report.tallies()) {
            out.printf(Locale.ROOT, "%-24s %-10s %9d %9d %9d %8d %11d %9d %9.1f%n", t.statement.id(), t.statement.kind(), t.instances,
                    t.withResult(), t.held, t.refuted, t.recorded, t.resumed, t.seconds);
        }
        Totals n = Totals.of(report.tallies());
        out.printf(Locale.ROOT, "%d of %d instances checked: %d %s every claim, %d %s a claim%s; %.1f s wall time on %d thread%s%n",
                n.withResult(), n.instances(), n.held(), n.held() == 1 ? "holds" : "hold", n.refuted(), n.refuted() == 1 ? "refutes" : "refute",
                n.recorded() == 0 ? "" : " (" + n.recorded() + " of them exactly as recorded: known counterexamples of conjectures)", wall,
                threads, threads == 1 ? "" : "s");
        if (n.readBack() > 0 || n.stale() > 0) {
            out.printf(Locale.ROOT, "of the %d checked, %d checked in this run%s, %d read back from the result log (same statement and "
                    + "subgames version, not checked again)%n", n.withResult(), n.withResult() - n.readBack(),
                    n.stale() == 0 ? "" : " (" + n.stale() + " of them had stale results in the log: another version of the statement or of subgames)",
                    n.readBack());
        }
        if (n.withResult() < n.instances()) {
            out.printf(Locale.ROOT, "%d instance%s not checked: %s%n", n.instances() - n.withResult(), n.instances() - n.withResult() == 1 ? "" : "s",
                    report.first() != null ? "the run stops at the first counterexample (--keep-going checks every instance)"
                            : "the run was interrupted");
        }
        for (CheckRun.Tally t : report.tallies()) {
            printClaims(t, out);
        }
    }

    /** Per refuted claim: at how many of the checked instances, and how many of those are recorded; the vacuous checks. */
    private static void printClaims(CheckRun.Tally t, PrintStream out) {
        for (int i = 0; i < t.claimRefuted.length; i++) {
            if (t.claimRefuted[i] > 0) {
                out.printf(Locale.ROOT, "%s: claim '%s' (line %d) refuted at %d of the %d checked instances%s%n", t.statement.id(),
                        t.statement.claims().get(i).name(), t.statement.claims().get(i).line(), t.claimRefuted[i], t.withResult(),
                        t.claimRecorded[i] == 0 ? "" : " (" + t.claimRecorded[i] + " of them recorded)");
            }
        }
        if (t.vacuous > 0) {
            out.printf(Locale.ROOT, "%s: %d check%s of a forall claim held vacuously (an empty range; counted per claim, instance and "
                    + "convention)%n", t.statement.id(), t.vacuous, t.vacuous == 1 ? "" : "s");
        }
    }

    private static void print(CheckRun.Report report, double wall, int threads) {
        printCounts(report, wall, threads, System.out);
        int recorded = Totals.of(report.tallies()).recorded();
        CheckRun.Refutation r = report.first();
        if (r == null) {
            System.out.println(!report.complete() ? "interrupted before every instance was checked"
                    : recorded == 0 ? "all statements hold on every instance"
                    : "all statements hold on every instance except their recorded counterexamples");
            return;
        }
        Counterexample cx = r.counterexample();
        System.out.println();
        System.out.printf("COUNTEREXAMPLE to %s (%s) at %s (S = %s)%n", r.statement().id(),
                r.statement().kind(), r.instance().parameterText(), r.instance().setText());
        System.out.printf("  claim    %s (%s:%d)%n", cx.claim(), r.statement().file(), cx.line());
        System.out.printf("  why      %s%n", cx.message());
        if (cx.position() != null) {
            System.out.printf("  first differing position x = %d: expected %s, actual %s%n", cx.position(), cx.expected(), cx.actual());
        } else {
            System.out.printf("  expected %s, actual %s%n", cx.expected(), cx.actual());
        }
    }
}
