package org.subgames.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.concurrent.atomic.AtomicLong;
import me.tongfei.progressbar.ProgressBar;
import org.subgames.base.AtomicFile;
import org.subgames.base.BadInputException;
import org.subgames.base.IntRange;
import org.subgames.base.Shard;
import org.subgames.proof.smt.CellDeriver;
import org.subgames.proof.smt.Coverage;
import org.subgames.proof.smt.Obligation;
import org.subgames.proof.smt.PeriodLength;
import org.subgames.proof.smt.ProofChain;
import org.subgames.proof.smt.ProofChainRun;
import org.subgames.proof.smt.ProofFiles;
import org.subgames.proof.smt.Prover;
import org.subgames.proof.smt.SmtLib;
import org.subgames.proof.smt.SmtProofs;
import org.subgames.sink.AdditiveSet;
import org.subgames.sink.table.InstanceCheck;
import org.subgames.sink.table.Lin;
import org.subgames.sink.table.Tables;
import org.subgames.sink.table.WordModel;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code tables}: the block tables of the quadratic sink theorem. Without {@code --prove}: the
 * per-instance check of every claim for every b with floor(b/2a) in the k range; with
 * {@code --prove}: Z3 proofs for all a, c per k; {@code --write-tables}/{@code --write-smt} regenerate
 * the checked-in artefacts.
 */
@Command(name = "tables", mixinStandardHelpOptions = true,
        description = "Check the block tables per instance (default), prove them with Z3 (--prove), or regenerate specs/tables and proofs/smt.")
final class TablesCommand implements Callable<Integer> {

    @Option(names = "--a", defaultValue = "2..60", description = "range of a for the per-instance check (default: ${DEFAULT-VALUE})")
    String aRange;

    @Option(names = "--k", defaultValue = "1..3", description = "range of k (per-instance: every b with floor(b/2a) = k; --prove: k and the linear m) (default: ${DEFAULT-VALUE})")
    String kRange;

    /** What tables does besides the per-instance check (the default): one of these, picocli refuses two. */
    static final class Mode {
        @ArgGroup(exclusive = false, multiplicity = "1")
        Prove prove;

        @Option(names = "--run-smt", required = true, description = "run every .smt2 script under this directory with the bundled Z3 (as z3 FILE would) and count its unsat answers")
        Path runDir;

        @ArgGroup(exclusive = false, multiplicity = "1")
        Write write;
    }

    /** --prove, per k in --k, or with --all the all-parameter chain. */
    static final class Prove {
        @Option(names = "--prove", required = true, description = "prove every claim for all a, c with Z3, per k in --k")
        boolean prove;

        @Option(names = "--all", description = "prove the all-parameter chain (k = 1, every k >= 2, m = 1, every m >= 2, coverage, modular facts, wall) and print it with what each statement of specs/ rests on")
        boolean all;
    }

    /** Regenerate the kept files: the derived tables, the chain's SMT-LIB files, or both. */
    static final class Write {
        @Option(names = "--write-tables", description = "write the derived Tables 1-12 (Markdown, CSV) for each k of --tables-k into this directory")
        Path tablesDir;

        @Option(names = "--write-smt", description = "prove the all-parameter chain (as --all) and write its SMT-LIB obligations and verdicts into this directory")
        Path smtDir;
    }

    @ArgGroup(exclusive = true, multiplicity = "0..1")
    Mode mode;

    @Option(names = "--mutant", description = "check or prove a mutated word instead: NAME=EXPR (e.g. C5=a-c+1), k2:NAME=EXPR (only for k >= 2), reps=-1 or reps=+1 (k-parts repeated k-2 or k times), letter:PART.J=L (k-part PART has letter L in repetition J), or flip (inequality (4) negated); with --all also drop:CONTEXT (the standard word, every claim of that context left out of the lemmas)")
    String mutant;

    @Option(names = "--solver", defaultValue = "both", description = "solver(s) for --prove, --write-smt and --run-smt: z3, cvc5 or both (default: ${DEFAULT-VALUE})")
    String solver;

    @Option(names = "--timeout-ms", defaultValue = "60000", description = "Z3 time limit per obligation (default: ${DEFAULT-VALUE})")
    int timeoutMs;

    @Option(names = "--shard", defaultValue = "1/1", description = "per-instance check: take only the sets of shard i/n (default: ${DEFAULT-VALUE})")
    String shard;

    @Option(names = "--output", description = "per-instance check: also write one JSON line per set (a, b, k, c, ok, failure) to this file, atomically")
    Path output;

    @Option(names = "--tables-k", defaultValue = "1..2", description = "k of the written tables (default: ${DEFAULT-VALUE}: the paper's k = 1 and the k-parts)")
    String tablesK;

    private List<Prover.Kind> solvers;

    @Override
    public Integer call() throws IOException {
        IntRange ks = IntRange.parse(kRange);
        WordModel model = model(mutant);
        boolean chain = mode != null && mode.prove != null && mode.prove.all;
        if (dropped(mutant) != null && !chain) {
            throw new BadInputException("--mutant drop:CONTEXT goes with --prove --all (it leaves a context out of the chain)");
        }
        solvers = Prover.Kind.parse(solver);
        if (mode == null) {
            return check(model, IntRange.parse(aRange), ks);
        }
        if (mode.runDir != null) {
            return runScripts(mode.runDir, solvers);
        }
        if (mode.write != null) {
            write(model, mode.write);
            return 0;
        }
        return chain ? proveChain(model) : prove(model, ks);
    }

    private void write(WordModel model, Write w) throws IOException {
        if (w.tablesDir != null) {
            IntRange tk = IntRange.parse(tablesK);
            if (tk.lo() < 1 || tk.hi() > 20) {
                throw new BadInputException("--tables-k must lie in 1..20, got " + tk);
            }
            writeAll(w.tablesDir, renderTables(model, tk));
        }
        if (w.smtDir != null) {
            var outcomes = SmtProofs.prove(ProofChain.obligations(model), timeoutMs, solvers);
            writeAll(w.smtDir, ProofFiles.render(outcomes, ProofFiles.proveFacts(timeoutMs, solvers)));
        }
    }

    static WordModel model(String mutant) {
        WordModel m = WordModel.standard();
        if (mutant == null || dropped(mutant) != null) {
            return m;
        }
        if (mutant.equals("flip")) {
            return m.withFlippedInequality();
        }
        int eq = mutant.indexOf('=');
        if (eq < 1) {
            throw new BadInputException("malformed --mutant '" + mutant + "' (expected NAME=EXPR, e.g. C5=a-c+1, k2:NAME=EXPR, reps=-1, letter:KB0.2=2, or flip)");
        }
        String name = mutant.substring(0, eq).trim();
        String value = mutant.substring(eq + 1).trim();
        if (name.equals("reps")) {
            return m.withExtraRepetitions(Integer.parseInt(value.startsWith("+") ? value.substring(1) : value));
        }
        if (name.startsWith("k2:")) {
            return m.withLengthFromK2(name.substring(3), Lin.parse(value));
        }
        if (name.startsWith("letter:")) {
            String[] f = name.substring(7).split("\\.");
            if (f.length != 2) {
                throw new BadInputException("malformed --mutant '" + mutant + "' (expected letter:PART.J=LETTER, e.g. letter:KB0.2=2)");
            }
            return m.withWrongLetter(f[0], Integer.parseInt(f[1]), Integer.parseInt(value));
        }
        return m.withLength(name, Lin.parse(value));
    }

    /** The context a drop:CONTEXT mutant leaves out, or null. */
    static String dropped(String mutant) {
        if (mutant == null || !mutant.startsWith("drop:")) {
            return null;
        }
        String context = mutant.substring(5).trim();
        List<String> known = new ArrayList<>(Coverage.LATER);
        known.add(Coverage.FIRST);
        known.addAll(Coverage.LINEAR);
        known.addAll(List.of("boundary"));
        if (!known.contains(context)) {
            throw new BadInputException("unknown context in --mutant " + mutant + " (one of " + String.join(", ", known) + ")");
        }
        return context;
    }

    private static void requirePositive(IntRange ks) {
        if (ks.lo() < 1 || ks.hi() > 50) {
            throw new BadInputException("--k for proofs must lie in 1..50, got " + ks);
        }
    }

    /** Tables per k (k = 1 is the paper's, k = 2 shows the k-parts), keyed by relative path. */
    static Map<String, String> renderTables(WordModel model, IntRange ks) {
        Map<String, String> files = new LinkedHashMap<>();
        for (int k = ks.lo(); k <= ks.hi(); k++) {
            Tables t = CellDeriver.derive(model, k);
            files.put("k" + k + "/reachability.md", t.reachabilityMarkdown());
            files.put("k" + k + "/reachability.csv", t.reachabilityCsv());
            files.put("k" + k + "/anti-collision.md", t.antiCollisionMarkdown());
            files.put("k" + k + "/anti-collision.csv", t.antiCollisionCsv());
        }
        return files;
    }

    private static int runScripts(Path dir, List<Prover.Kind> solvers) throws IOException {
        if (!Files.isDirectory(dir)) {
            throw new BadInputException("not a directory: " + dir);
        }
        List<Path> files;
        try (var st = Files.walk(dir)) {
            files = st.filter(p -> p.toString().endsWith(".smt2")).sorted().toList();
        }
        if (files.isEmpty()) {
            throw new BadInputException("no .smt2 files under " + dir);
        }
        int bad = 0;
        long total = 0;
        for (Prover.Kind kind : solvers) {
            try (Prover prover = kind.open(0)) {
                System.out.printf("%s %s%n%-40s %7s %7s %9s%n", kind.id(), prover.version(), "script", "checks", "unsat", "time");
                for (Path f : files) {
                    long t0 = System.nanoTime();
                    List<SmtLib.Answer> answers = prover.run(Files.readString(f, StandardCharsets.UTF_8));
                    long unsat = answers.stream().filter(x -> x.verdict().equals("unsat")).count();
                    total += answers.size();
                    System.out.printf("%-40s %7d %7d %7.0fms%n", dir.relativize(f), answers.size(), unsat, (System.nanoTime() - t0) / 1e6);
                    for (SmtLib.Answer x : answers) {
                        if (!x.verdict().equals("unsat")) {
                            bad++;
                            System.out.println("  " + x.verdict().toUpperCase(Locale.ROOT) + ": " + x.id());
                        }
                    }
                }
            }
        }
        System.out.println(bad == 0 ? "all " + total + " checks unsat" : bad + " of " + total + " checks not unsat");
        return bad == 0 ? 0 : Main.EXIT_REFUTED;
    }

    /** The per-set results as JSON lines, written to a temporary file and moved into place. */
    private void writeLines(List<AdditiveSet> sets, List<Optional<String>> results) throws IOException {
        com.fasterxml.jackson.databind.ObjectMapper om = new com.fasterxml.jackson.databind.ObjectMapper();
        StringBuilder sb = new StringBuilder();
        for (int j = 0; j < sets.size(); j++) {
            AdditiveSet s = sets.get(j);
            var o = om.createObjectNode().put("a", s.a()).put("b", s.b()).put("k", s.k()).put("c", s.c())
                    .put("quadratic", s.isQuadratic()).put("ok", results.get(j).isEmpty());
            results.get(j).ifPresent(f -> o.put("failure", f));
            sb.append(om.writeValueAsString(o)).append('\n');
        }
        Path abs = output.toAbsolutePath();
        writeAll(abs.getParent(), Map.of(abs.getFileName().toString(), sb.toString()));
    }

    /** Writes each file atomically ({@link AtomicFile}). */
    static void writeAll(Path dir, Map<String, String> files) {
        for (Map.Entry<String, String> e : files.entrySet()) {
            AtomicFile.writeString(dir.resolve(e.getKey()), e.getValue());
        }
        System.out.println("wrote " + files.size() + " files under " + dir);
    }

    private int prove(WordModel model, IntRange ks) {
        requirePositive(ks);
        PrintStream out = System.out;
        out.println("word: " + model.label() + " (single run; medians: bench --suite tables-prove)");
        long total0 = System.nanoTime();
        int failures = 0;
        for (int k = ks.lo(); k <= ks.hi(); k++) {
            out.printf("k = %d%n  %-12s %7s %7s %9s%n", k, "context", "claims", "proved", "time");
            List<Obligation> obs = SmtProofs.quadratic(model, k);
            failures += report(out, proveAll(obs));
        }
        out.printf("coverage lemma%n");
        failures += report(out, proveAll(Coverage.obligations(model)));
        out.printf("length lemma%n");
        failures += report(out, proveAll(PeriodLength.obligations(model)));
        // the modular facts do not depend on the word, so a mutant skips them
        long f0 = System.nanoTime();
        List<ProofFiles.FactOutcome> facts = mutant == null ? ProofFiles.proveFacts(timeoutMs, solvers) : List.of();
        long factNanos = System.nanoTime() - f0;
        int factsOk = 0;
        for (var f : facts) {
            if (f.verdict() == Prover.Verdict.UNSAT) {
                factsOk++;
            } else {
                failures++;
                out.println("  NOT PROVED modular fact " + f.fact().id() + " (" + f.solver().id() + "): " + f.verdict());
            }
        }
        if (facts.isEmpty()) {
            out.printf("  %-12s skipped (they do not depend on the word)%n", "modular");
        } else {
            out.printf("  %-12s %7d %7d %7.0fms%n", "modular", facts.size(), factsOk, factNanos / 1e6);
        }
        for (int m = ks.lo(); m <= ks.hi(); m++) {
            out.printf("linear word, m = %d%n", m);
            failures += report(out, proveAll(SmtProofs.linear(m)));
        }
        for (int k = ks.lo(); k <= ks.hi(); k++) {
            out.printf("wall convention, dual word, k = %d%n", k);
            failures += report(out, proveAll(SmtProofs.wallQuadratic(model, k)));
        }
        for (int m = ks.lo(); m <= ks.hi(); m++) {
            out.printf("wall convention, dual linear word, m = %d%n", m);
            failures += report(out, proveAll(SmtProofs.wallLinear(m)));
        }
        out.printf("total %.1f s%n", (System.nanoTime() - total0) / 1e9);
        out.println(failures == 0 ? "all claims proved" : failures + " claims NOT proved");
        return failures == 0 ? 0 : Main.EXIT_REFUTED;
    }

    /** The all-parameter chain ({@link ProofChainRun}), its lines printed as they come. */
    private int proveChain(WordModel model) {
        String drop = dropped(mutant);
        String label = mutant == null ? null : drop != null ? mutant : model.label();
        ProofChainRun.Result r = ProofChainRun.run(new ProofChainRun.Options(model, label, drop, solvers, timeoutMs), System.out::println);
        return r.refuted() ? Main.EXIT_REFUTED : 0;
    }

    private List<SmtProofs.Outcome> proveAll(List<Obligation> obs) {
        return SmtProofs.prove(obs, timeoutMs, solvers);
    }

    private static int report(PrintStream out, List<SmtProofs.Outcome> outcomes) {
        Map<String, long[]> rows = new LinkedHashMap<>();
        List<String> bad = new ArrayList<>();
        for (SmtProofs.Outcome o : outcomes) {
            String g = o.obligation().group();
            String ctx = g.substring(g.lastIndexOf('/') + 1) + " " + o.solver().id();
            long[] r = rows.computeIfAbsent(ctx, x -> new long[3]);
            r[0]++;
            r[1] += o.proved() ? 1 : 0;
            r[2] += o.nanos();
            if (!o.proved()) {
                bad.add("  NOT PROVED " + g + " \"" + o.obligation().id() + "\": " + o.result().verdict()
                        + (o.result().model().isEmpty() ? "" : ", counterexample " + o.result().modelText()));
            }
        }
        rows.forEach((ctx, r) -> out.printf("  %-12s %7d %7d %7.0fms%n", ctx, r[0], r[1], r[2] / 1e6));
        bad.forEach(out::println);
        return bad.size();
    }

    private int check(WordModel model, IntRange as, IntRange ks) throws IOException {
        if (as.lo() < 1 || ks.lo() < 0) {
            throw new BadInputException("need a >= 1 and k >= 0, got --a " + as + " --k " + ks);
        }
        Shard sh = Shard.parse(shard);
        List<AdditiveSet> sets = new ArrayList<>();
        long index = 0;
        for (int a = as.lo(); a <= as.hi(); a++) {
            for (int k = ks.lo(); k <= ks.hi(); k++) {
                for (int c = 0; c < 2 * a; c++) {
                    if (k == 0 && c <= a) {
                        continue; // b = c must exceed a
                    }
                    if (sh.owns(index++)) {
                        sets.add(AdditiveSet.ofKc(a, k, c));
                    }
                }
            }
        }
        InstanceCheck checker = new InstanceCheck(model);
        AtomicLong quadratic = new AtomicLong();
        List<Optional<String>> results;
        boolean bar = System.console() != null;
        try (ProgressBar pb = bar ? new ProgressBar("tables", sets.size()) : null) {
            results = sets.parallelStream().map(s -> {
                Optional<String> r = checker.check(s);
                if (s.isQuadratic()) {
                    quadratic.incrementAndGet();
                }
                if (pb != null) {
                    pb.step();
                }
                return r;
            }).toList();
        }
        if (output != null) {
            writeLines(sets, results);
        }
        Optional<String> failure = results.stream().filter(Optional::isPresent).map(Optional::get).findFirst();
        if (failure.isPresent()) {
            System.out.println("FAILED: " + failure.get());
            return Main.EXIT_REFUTED;
        }
        System.out.printf("checked %d sets (%d quadratic, %d linear), a in %s, k in %s, word: %s: every claim holds and agrees with the sink DP%n",
                sets.size(), quadratic.get(), sets.size() - quadratic.get(), as, ks, model.label());
        return 0;
    }
}
