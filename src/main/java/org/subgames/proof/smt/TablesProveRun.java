package org.subgames.proof.smt;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Consumer;
import org.subgames.base.BadInputException;
import org.subgames.base.IntRange;
import org.subgames.sink.table.WordModel;

/**
 * Proves the block tables per fixed count ({@code tables prove --k K}): for each k (and m) of a range,
 * every claim for all a and c with every solver; then the coverage, length and modular lemmas. Each
 * row is reported as a line as soon as it is proved. The all-parameter chain is {@link ProofChainRun}.
 */
public final class TablesProveRun {

    /**
     * What to prove.
     *
     * @param model     the word (the standard one or a mutant)
     * @param standard  whether it is the standard word (the modular facts, which do not depend on the word, are proved only then)
     * @param ks        the counts k and m, 1..50
     * @param solvers   the solvers, each of which must answer unsat
     * @param timeoutMs the time limit per obligation
     */
    public record Options(WordModel model, boolean standard, IntRange ks, List<Prover.Kind> solvers, int timeoutMs) {
        public Options {
            solvers = List.copyOf(solvers);
            if (ks.lo() < 1 || ks.hi() > 50) {
                throw new BadInputException("--k for proofs must lie in 1..50, got " + ks);
            }
        }
    }

    /** How many claims (or facts) were not proved. */
    public record Result(int failures) {
    }

    private static final String ROW = "  %-12s %7d %7d %7.0fms";

    private final Options o;
    private final Consumer<String> out;

    private TablesProveRun(Options o, Consumer<String> out) {
        this.o = o;
        this.out = out;
    }

    /** Proves everything, reporting every line to out. */
    public static Result run(Options o, Consumer<String> out) {
        return new TablesProveRun(o, out).run();
    }

    private Result run() {
        IntRange ks = o.ks();
        out.accept("word: " + o.model().label() + " (single run; medians: bench --suite tables-prove)");
        long total0 = System.nanoTime();
        int failures = 0;
        for (int k = ks.lo(); k <= ks.hi(); k++) {
            failures += section(String.format(Locale.ROOT, "k = %d%n  %-12s %7s %7s %9s", k, "context", "claims", "proved", "time"),
                    SmtProofs.quadratic(o.model(), k));
        }
        failures += section("coverage lemma", Coverage.obligations(o.model()));
        failures += section("length lemma", PeriodLength.obligations(o.model()));
        failures += modularFacts();
        for (int m = ks.lo(); m <= ks.hi(); m++) {
            failures += section("linear word, m = " + m, SmtProofs.linear(m));
        }
        for (int k = ks.lo(); k <= ks.hi(); k++) {
            failures += section("wall convention, dual word, k = " + k, SmtProofs.wallQuadratic(o.model(), k));
        }
        for (int m = ks.lo(); m <= ks.hi(); m++) {
            failures += section("wall convention, dual linear word, m = " + m, SmtProofs.wallLinear(m));
        }
        out.accept(String.format(Locale.ROOT, "total %.1f s", (System.nanoTime() - total0) / 1e9));
        out.accept(failures == 0 ? "all claims proved" : failures + " claims NOT proved");
        return new Result(failures);
    }

    /** The modular facts; they do not depend on the word, so a mutant skips them. */
    private int modularFacts() {
        long f0 = System.nanoTime();
        List<ProofFiles.FactOutcome> facts = o.standard() ? ProofFiles.proveFacts(o.timeoutMs(), o.solvers()) : List.of();
        long factNanos = System.nanoTime() - f0;
        int failures = 0;
        for (ProofFiles.FactOutcome f : facts) {
            if (f.verdict() != Prover.Verdict.UNSAT) {
                failures++;
                out.accept("  NOT PROVED modular fact " + f.fact().id() + " (" + f.solver().id() + "): " + f.verdict());
            }
        }
        if (facts.isEmpty()) {
            out.accept(String.format(Locale.ROOT, "  %-12s skipped (they do not depend on the word)", "modular"));
        } else {
            out.accept(String.format(Locale.ROOT, ROW, "modular", facts.size(), facts.size() - failures, factNanos / 1e6));
        }
        return failures;
    }

    /** One section: its title, a row per context and solver, then what was not proved. */
    private int section(String title, List<Obligation> obligations) {
        out.accept(title);
        Map<String, long[]> rows = new LinkedHashMap<>();
        List<String> bad = new ArrayList<>();
        for (SmtProofs.Outcome x : SmtProofs.prove(obligations, o.timeoutMs(), o.solvers())) {
            String g = x.obligation().group();
            long[] r = rows.computeIfAbsent(g.substring(g.lastIndexOf('/') + 1) + " " + x.solver().id(), y -> new long[3]);
            r[0]++;
            r[1] += x.proved() ? 1 : 0;
            r[2] += x.nanos();
            if (!x.proved()) {
                bad.add("  NOT PROVED " + g + " \"" + x.obligation().id() + "\": " + x.result().verdict()
                        + (x.result().model().isEmpty() ? "" : ", counterexample " + x.result().modelText()));
            }
        }
        rows.forEach((ctx, r) -> out.accept(String.format(Locale.ROOT, ROW, ctx, r[0], r[1], r[2] / 1e6)));
        bad.forEach(out);
        return bad.size();
    }
}
