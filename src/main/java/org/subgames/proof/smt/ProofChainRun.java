package org.subgames.proof.smt;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.FutureTask;
import java.util.function.Consumer;
import org.subgames.proof.key.ContractResult;
import org.subgames.proof.key.KeyProver;
import org.subgames.proof.key.KeyReplayProcess;
import org.subgames.proof.key.KeySources;
import org.subgames.proof.key.ModelLink;
import org.subgames.sink.table.Formula;
import org.subgames.sink.table.WordModel;

/**
 * Runs the all-parameter chain ({@code tables prove --all}): every SMT lemma with every solver, the
 * assembly check, the KeY lemmas (replayed in a second JVM while this one runs the solvers), then
 * each statement's verdict and what stays trusted. It reports each row as a line to a listener as
 * soon as it has it, and returns what failed. A mutant run does not run KeY and never says "proved".
 */
public final class ProofChainRun {

    /**
     * What to prove.
     *
     * @param model   the word (the standard one, or a mutant)
     * @param mutant  the mutant's label, or null for the standard word
     * @param drop    a context whose claims are left out of the lemmas (the drop: mutant), or null
     * @param solvers the solvers, each of which must answer unsat
     */
    public record Options(WordModel model, String mutant, String drop, List<Prover.Kind> solvers, int timeoutMs) {
        public Options {
            solvers = List.copyOf(solvers);
        }
    }

    /**
     * What the run found.
     *
     * @param failed  the lemmas (and {@link ProofChain#ASSEMBLY}) that failed or were not run
     * @param refuted whether a lemma that ran failed (KeY not run in a mutant run is no refutation)
     */
    public record Result(Set<String> failed, boolean refuted, double seconds) {
    }

    private static final String ROW = "%-10s %-6s %-8s %11s %9s  %s";

    private final Options options;
    private final Consumer<String> out;
    // written by the solver thread, read after solving.get() (which orders the two)
    private final Set<String> failed = Collections.synchronizedSet(new HashSet<>());
    private final List<String> notes = Collections.synchronizedList(new ArrayList<>());
    private final Map<String, List<SmtProofs.Outcome>> outcomes = Collections.synchronizedMap(new LinkedHashMap<>());

    private ProofChainRun(Options options, Consumer<String> out) {
        this.options = options;
        this.out = out;
    }

    /** Runs the chain, reporting every line to out. */
    public static Result run(Options options, Consumer<String> out) {
        return new ProofChainRun(options, out).run();
    }

    private Result run() {
        out.accept("word: " + options.model().label() + "; SMT lemmas for " + ProofChain.SCOPE
                + " (k = 1 and every k >= 2, m = 1 and every m >= 2 at once), KeY lemmas within their bounds");
        out.accept(String.format(Locale.ROOT, ROW, "lemma", "solver", "version", "obligations", "time", "verdict"));
        long t0 = System.nanoTime();
        List<String> keyIds = ProofChain.keyLemmas().stream().map(ProofChain.KeyLemma::id).toList();
        KeyReplayProcess replays = options.mutant() != null ? null : startReplays(keyIds);
        Runnable smt = () -> {
            solverRows();
            assemblyRow();
        };
        if (replays == null) {
            smt.run();
        } else {
            // the solvers yield to the KeY process, the chain's longest path (KeyReplayProcess.yieldToKey)
            FutureTask<Void> solving = new FutureTask<>(() -> {
                KeyReplayProcess.yieldToKey();
                smt.run();
                return null;
            });
            new Thread(solving, "solvers").start();
            try {
                solving.get();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException("interrupted while the solvers ran", e);
            } catch (ExecutionException e) {
                throw e.getCause() instanceof RuntimeException re ? re : new IllegalStateException(e.getCause());
            }
        }
        keyRows(replays, keyIds);
        notes.forEach(out);
        if (!failed.isEmpty()) {
            counterexample();
        }
        double seconds = (System.nanoTime() - t0) / 1e9;
        out.accept(String.format(Locale.ROOT, "chain total %.1f s", seconds));
        out.accept("");
        String label = options.mutant() == null ? null
                : options.drop() != null ? "every claim of context " + options.drop() + " left out" : options.mutant();
        String solvers = String.join(" and ", options.solvers().stream().map(Prover.Kind::id).toList());
        for (ProofChain.Statement st : ProofChain.statements()) {
            ProofChain.verdict(st, failed, solvers, label).forEach(out);
        }
        out.accept("trusted, not checked by machine here:");
        ProofChain.TRUSTED.forEach(t -> out.accept("  - " + t));
        Set<String> refuted = new HashSet<>(failed);
        if (options.mutant() != null) {
            refuted.removeAll(keyIds);
        }
        return new Result(Set.copyOf(failed), !refuted.isEmpty(), seconds);
    }

    private static KeyReplayProcess startReplays(List<String> ids) {
        try {
            return KeyReplayProcess.start(ids);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot start the KeY replay process: " + e.getMessage(), e);
        }
    }

    private void row(String lemma, String solver, String version, String obligations, String time, String verdict) {
        out.accept(String.format(Locale.ROOT, ROW, lemma, solver, version, obligations, time, verdict));
    }

    private List<ProofChain.Lemma> lemmas() {
        List<ProofChain.Lemma> lemmas = ProofChain.lemmas(options.model());
        return options.drop() == null ? lemmas : ProofChain.withoutContext(lemmas, options.drop());
    }

    /** The SMT rows: every lemma with every solver, in order (obligations, then the lemma's own scripts). */
    private void solverRows() {
        for (ProofChain.Lemma l : lemmas()) {
            for (Prover.Kind kind : options.solvers()) {
                long s0 = System.nanoTime();
                int n = 0;
                int ok = 0;
                String version = "";
                for (SmtProofs.Outcome o : SmtProofs.prove(l.obligations(), options.timeoutMs(), List.of(kind))) {
                    outcomes.computeIfAbsent(l.id(), x -> new ArrayList<>()).add(o);
                    n++;
                    version = o.version();
                    if (o.proved()) {
                        ok++;
                    } else if (notes.size() < 20) {
                        notes.add("  NOT PROVED " + o.obligation().group() + " \"" + o.obligation().id() + "\" (" + kind.id() + "): "
                                + o.result().verdict() + (o.result().model().isEmpty() ? "" : ", counterexample " + o.result().modelText()));
                    }
                }
                for (ProofFiles.FactOutcome f : ProofFiles.proveScripts(l.scripts(), options.timeoutMs(), List.of(kind))) {
                    n++;
                    version = f.version();
                    if (f.verdict() == Prover.Verdict.UNSAT) {
                        ok++;
                    } else {
                        notes.add("  NOT PROVED " + l.id() + " " + f.fact().id() + " (" + kind.id() + "): " + f.verdict());
                    }
                }
                if (ok != n || n == 0) {
                    failed.add(l.id());
                }
                row(l.id(), kind.id(), version, Integer.toString(n), seconds(s0),
                        n == 0 ? "NO obligations" : ok == n ? "proved" : (n - ok) + " NOT PROVED");
            }
        }
    }

    /** The assembly row: required claims present, windows tiled, hypotheses satisfiable ({@link Assembly}). */
    private void assemblyRow() {
        long s0 = System.nanoTime();
        WordModel model = options.model();
        List<Assembly.Required> required = Assembly.required(model);
        Map<String, Formula> hypotheses = Assembly.hypotheses(model);
        List<String> problems = new ArrayList<>(Assembly.missing(required, outcomes, options.solvers()));
        problems.addAll(Assembly.tiling(model));
        problems.addAll(Assembly.vacuous(hypotheses, options.solvers(), options.timeoutMs()));
        if (!problems.isEmpty()) {
            failed.add(ProofChain.ASSEMBLY);
            problems.stream().limit(20).forEach(p -> notes.add("  NOT PROVED " + ProofChain.ASSEMBLY + ": " + p));
        }
        row(ProofChain.ASSEMBLY, "check", "-", Integer.toString(required.size() + hypotheses.size()), seconds(s0), problems.isEmpty()
                ? "complete (" + required.size() + " required claims present, windows tiled, " + hypotheses.size() + " hypotheses satisfiable)"
                : problems.size() + " PROBLEMS");
    }

    /** The KeY rows: replayed (standard word), or not run (mutant: the word is not the generator's, so they prove nothing of it). */
    private void keyRows(KeyReplayProcess replays, List<String> ids) {
        List<KeyProver.Closure> replayed = null;
        for (ProofChain.KeyLemma k : ProofChain.keyLemmas()) {
            boolean modelLink = k.id().equals(ProofChain.MODEL.id());
            if (modelLink) {
                // the text half first: a mutant word is not the generator's word, whatever KeY says
                List<String> diff = ModelLink.mismatches(referenceSource(), options.model());
                if (!diff.isEmpty()) {
                    failed.add(k.id());
                    notes.add("  NOT PROVED " + k.id() + ": the symbolic table is not the generator's (" + diff.size() + " difference(s)); first: "
                            + diff.get(0).lines().findFirst().orElse(""));
                    row(k.id(), "text", "-", "-", "-", "NOT PROVED (table differs from blockAt/linearAt)");
                    continue;
                }
            }
            if (replays == null) {
                failed.add(k.id());
                row(k.id(), "KeY", "-", "-", "-", "NOT RUN (mutant run)");
                continue;
            }
            if (replayed == null) {
                replayed = await(replays, ids);
            }
            KeyProver.Closure replay = replayed.get(ids.indexOf(k.id()));
            List<ContractResult> rs = replay.results();
            long open = rs.stream().filter(r -> !r.closed()).count();
            if (rs.isEmpty() || open > 0) {
                failed.add(k.id());
                rs.stream().filter(r -> !r.closed()).limit(5)
                        .forEach(r -> notes.add("  NOT PROVED " + k.id() + " " + r.proofFile() + " (KeY): " + r.message()));
            }
            row(k.id(), "KeY", KeyProver.version(), Integer.toString(rs.size()), String.format(Locale.ROOT, "%7.1f s", replay.seconds()),
                    rs.isEmpty() ? "NO kept proofs" : open > 0 ? open + " NOT PROVED"
                            : (modelLink ? "proved (contracts replayed; blockAt, linearAt = the symbolic tables)" : "proved (contracts replayed)")
                            + " for " + k.scope());
        }
    }

    private static List<KeyProver.Closure> await(KeyReplayProcess replays, List<String> ids) {
        try {
            return replays.await(ids);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while KeY replayed the lemmas", e);
        } catch (IOException e) {
            throw new UncheckedIOException("KeY could not replay the lemmas: " + e.getMessage(), e);
        }
    }

    /** The reference source built into the jar (the one KeY proves), for the text half of model-link. */
    private static String referenceSource() {
        String name = KeySources.SOURCES + "/" + ModelLink.SOURCE;
        try (InputStream in = ProofChainRun.class.getClassLoader().getResourceAsStream(name)) {
            if (in == null) {
                throw new IllegalStateException("the reference sources are missing from the build (" + name + ")");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The first refuted obligation of the first failed lemma at genuine parameters (M = k*a, J = (j-1)a), re-checked. */
    private void counterexample() {
        try (Prover p = new Z3Prover(options.timeoutMs())) {
            for (ProofChain.Lemma l : lemmas()) {
                if (!failed.contains(l.id())) {
                    continue;
                }
                for (Obligation o : l.obligations()) {
                    var cx = Counterexamples.find(p, o, 8);
                    if (cx.isPresent()) {
                        var c = cx.get();
                        out.accept("counterexample: " + o.group() + " \"" + o.id() + "\" at " + c.result().modelText()
                                + (c.k() > 0 ? " (k or m = " + c.k() + (c.j() > 0 ? ", j = " + c.j() : "") + ")" : "")
                                + "; re-checked numerically: " + (c.recheck() ? "holds" : "FAILS"));
                        return;
                    }
                }
            }
        }
    }

    private static String seconds(long start) {
        return String.format(Locale.ROOT, "%7.1f s", (System.nanoTime() - start) / 1e9);
    }
}
