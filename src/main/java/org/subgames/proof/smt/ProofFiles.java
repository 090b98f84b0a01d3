package org.subgames.proof.smt;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.subgames.sink.table.WordModel;

/**
 * The checked-in proof artefacts under {@code proofs/smt/}: one SMT-LIB script per group
 * ({@code quadratic/k<k>/<context>.smt2}, {@code linear/m<m>/<context>.smt2}, {@code coverage.smt2},
 * {@code wall/quadratic/k<k>/<context>.smt2}, {@code wall/linear/m<m>/<context>.smt2},
 * {@code modular.smt2}) and {@code verdicts.csv} with Z3's verdict for every obligation.
 */
public final class ProofFiles {

    private ProofFiles() {
    }

    /**
     * Everything proved for K: quadratic k = 1..K, the coverage lemma, the linear word m = 1..K, and
     * the wall convention on the dual words (quadratic k = 1..K, linear m = 1..K).
     */
    public static List<Obligation> obligations(WordModel model, int kMax) {
        List<Obligation> out = new ArrayList<>();
        for (int k = 1; k <= kMax; k++) {
            out.addAll(SmtProofs.quadratic(model, k));
        }
        out.addAll(SmtProofs.coverage(model));
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
    public record FactOutcome(ModularFacts.Fact fact, Z3Prover.Verdict verdict, long nanos) {
    }

    public static List<FactOutcome> proveFacts(int timeoutMs) {
        List<FactOutcome> out = new ArrayList<>();
        try (Z3Prover p = new Z3Prover(timeoutMs)) {
            for (ModularFacts.Fact f : ModularFacts.all()) {
                long t0 = System.nanoTime();
                Z3Prover.Verdict v = p.checkSmtLib(f.script());
                out.add(new FactOutcome(f, v, System.nanoTime() - t0));
            }
        }
        return out;
    }

    /** Relative path to content, in a fixed order. */
    public static Map<String, String> render(List<SmtProofs.Outcome> outcomes, List<FactOutcome> facts) {
        Map<String, String> files = new LinkedHashMap<>();
        List<Obligation> obs = new ArrayList<>();
        for (SmtProofs.Outcome o : outcomes) {
            obs.add(o.obligation());
        }
        SmtProofs.byGroup(obs).forEach((g, list) -> files.put(g + ".smt2", SmtLib.script(g, list)));
        files.put("modular.smt2", ModularFacts.script());
        StringBuilder v = new StringBuilder("group,obligation,verdict\n");
        for (SmtProofs.Outcome o : outcomes) {
            v.append(o.obligation().group()).append(',').append(o.obligation().id()).append(',')
                    .append(o.result().verdict().name().toLowerCase(java.util.Locale.ROOT)).append('\n');
        }
        for (FactOutcome f : facts) {
            v.append("modular,").append(f.fact().id()).append(',').append(f.verdict().name().toLowerCase(java.util.Locale.ROOT)).append('\n');
        }
        files.put("verdicts.csv", v.toString());
        return files;
    }
}
