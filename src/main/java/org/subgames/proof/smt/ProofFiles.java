package org.subgames.proof.smt;

import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.subgames.sink.table.WordModel;

/**
 * The checked-in proof artefacts under {@code proofs/smt/}: the {@link ProofChain}, one SMT-LIB
 * script per group ({@code quadratic/k1|kge2/<context>.smt2}, {@code linear/m1|mge2/<context>.smt2},
 * {@code coverage.smt2}, {@code wall/...}, {@code modular/gap.smt2}, {@code modular/facts.smt2},
 * {@code mex/induction.smt2}), {@code verdicts.csv} with each solver's verdict, version and time for
 * every obligation, and {@code chain.md}.
 */
public final class ProofFiles {

    private ProofFiles() {
    }

    /**
     * Everything proved per fixed count for K (benchmarks, {@code tables prove --k}; not kept as
     * files): quadratic k = 1..K, the coverage and length lemmas, the linear word m = 1..K, and
     * the wall convention on the dual words (quadratic k = 1..K, linear m = 1..K).
     */
    public static List<Obligation> obligations(WordModel model, int kMax) {
        List<Obligation> out = new ArrayList<>();
        for (int k = 1; k <= kMax; k++) {
            out.addAll(SmtProofs.quadratic(model, k));
        }
        out.addAll(Coverage.obligations(model));
        out.addAll(PeriodLength.obligations(model));
        for (int m = 1; m <= kMax; m++) {
            out.addAll(SmtProofs.linear(m));
        }
        for (int k = 1; k <= kMax; k++) {
            out.addAll(SmtProofs.wallQuadratic(model, k));
        }
        for (int m = 1; m <= kMax; m++) {
            out.addAll(SmtProofs.wallLinear(m));
        }
        return out;
    }

    /** A verdict line of the modular facts. */
    public record FactOutcome(ModularFacts.Fact fact, Prover.Verdict verdict, long nanos, Prover.Kind solver, String version) {
    }

    public static List<FactOutcome> proveFacts(int timeoutMs) {
        return proveFacts(timeoutMs, List.of(Prover.Kind.Z3));
    }

    /** The scripts kept apart from the table obligations: the modular facts and the mex-link step. */
    public static List<ModularFacts.Fact> scripts() {
        List<ModularFacts.Fact> out = new ArrayList<>(ModularFacts.all());
        out.addAll(PeriodLength.facts());
        out.addAll(MexLink.all());
        return out;
    }

    public static List<FactOutcome> proveFacts(int timeoutMs, List<Prover.Kind> solvers) {
        return proveScripts(scripts(), timeoutMs, solvers);
    }

    public static List<FactOutcome> proveScripts(List<ModularFacts.Fact> facts, int timeoutMs, List<Prover.Kind> solvers) {
        List<FactOutcome> out = new ArrayList<>();
        for (Prover.Kind kind : solvers) {
            try (Prover p = kind.open(timeoutMs)) {
                String version = p.version();
                for (ModularFacts.Fact f : facts) {
                    long t0 = System.nanoTime();
                    Prover.Verdict v = p.checkSmtLib(f.script());
                    out.add(new FactOutcome(f, v, System.nanoTime() - t0, kind, version));
                }
            }
        }
        return out;
    }

    /** The kept script files (one per group of {@link #scripts()}) and their titles. */
    static final Map<String, String> SCRIPT_TITLES = new TreeMap<>(Map.of(
            "modular/gap", "gap lemmas behind the modular facts (non-linear: one product a*n each)",
            "modular/facts", "modular facts behind the block contexts, linear: quotients and products as variables, the gap lemmas as hypotheses",
            "length/step", "length: the step of floor(ic/a) from block to block, linear over the gap lemmas",
            "length/sum", "length: the closed form of the blocks' sum (non-linear)",
            "mex/induction", "mex-link: the inductive step from the mex rule at every position to G (quantified, UFLIA)"));

    /** The header of verdicts.csv; ms is the measured time of that run (it differs between runs). */
    public static final String VERDICTS_HEADER = "group,obligation,solver,version,verdict,ms";

    /** Relative path to content, in a fixed order; the scripts once per obligation, verdicts per solver. */
    public static Map<String, String> render(List<SmtProofs.Outcome> outcomes, List<FactOutcome> facts) {
        Map<String, String> files = new LinkedHashMap<>();
        List<Obligation> obs = new ArrayList<>();
        Set<Obligation> seen = Collections.newSetFromMap(new IdentityHashMap<>());
        for (SmtProofs.Outcome o : outcomes) {
            if (seen.add(o.obligation())) {
                obs.add(o.obligation());
            }
        }
        SmtProofs.byGroup(obs).forEach((g, list) -> files.put(g + ".smt2", SmtLib.script(g, list)));
        files.put("chain.md", ProofChain.markdown(WordModel.standard()));
        List<ModularFacts.Fact> scripts = scripts();
        for (ModularFacts.Fact f : scripts) {
            if (!SCRIPT_TITLES.containsKey(f.group())) {
                throw new IllegalStateException("no kept file for the scripts of group " + f.group());
            }
        }
        SCRIPT_TITLES.forEach((group, title) -> files.put(group + ".smt2", ModularFacts.script(scripts, group, title)));
        StringBuilder v = new StringBuilder(VERDICTS_HEADER).append('\n');
        for (SmtProofs.Outcome o : outcomes) {
            line(v, o.obligation().group(), o.obligation().id(), o.solver(), o.version(), o.result().verdict(), o.nanos());
        }
        for (FactOutcome f : facts) {
            line(v, f.fact().group(), f.fact().id(), f.solver(), f.version(), f.verdict(), f.nanos());
        }
        files.put("verdicts.csv", v.toString());
        return files;
    }

    private static void line(StringBuilder v, String group, String id, Prover.Kind solver, String version, Prover.Verdict verdict, long nanos) {
        v.append(group).append(',').append(id).append(',').append(solver.id()).append(',').append(version).append(',')
                .append(verdict.name().toLowerCase(Locale.ROOT)).append(',').append(String.format(Locale.ROOT, "%.1f", nanos / 1e6))
                .append('\n');
    }

    /** verdicts.csv without its time column (what a regeneration must reproduce exactly). */
    public static String withoutTimes(String verdicts) {
        StringBuilder sb = new StringBuilder();
        for (String line : verdicts.split("\n")) {
            sb.append(line, 0, line.lastIndexOf(',')).append('\n');
        }
        return sb.toString();
    }
}
