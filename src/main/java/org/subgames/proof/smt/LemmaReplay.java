package org.subgames.proof.smt;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.subgames.sink.table.WordModel;

/**
 * Re-proves named lemmas of the all-parameter chain (what a statement's {@code backing.lemmas}
 * lists) with chosen solvers, one lemma at a time, results cached per lemma and solver list: the
 * statements' test engine runs it for each statement with a backing. An SMT lemma is re-derived
 * from the standard word model and proved afresh; a KeY lemma is not replayed here (the KeY tests
 * and {@code tables prove --all} do that, about three minutes): only the presence of its kept root
 * proofs in the artifact is checked, and the result says so. The assembly of the chain (every
 * required claim present, windows tiled, hypotheses satisfiable) is not part of a lemma; the
 * {@code chain} mode of the engine runs the whole chain instead.
 */
public final class LemmaReplay {

    /**
     * @param notProved  obligations a solver did not prove (0 for a kept KeY lemma found)
     * @param firstIssue the first obligation not proved, or what is missing, or null
     * @param key        a KeY lemma (checked for kept proofs only)
     */
    public record Result(String lemma, int obligations, int notProved, String firstIssue, boolean key) {
        public boolean holds() {
            return notProved == 0 && firstIssue == null;
        }
    }

    private static final Map<String, Result> CACHE = new ConcurrentHashMap<>();

    private LemmaReplay() {
    }

    /** The lemma ids the chain knows: SMT lemmas in proof order, then the KeY lemmas. */
    public static List<String> known() {
        List<String> out = new ArrayList<>(ProofChain.lemmas(WordModel.standard()).stream().map(ProofChain.Lemma::id).toList());
        ProofChain.keyLemmas().forEach(k -> out.add(k.id()));
        return out;
    }

    /** Re-proves one lemma (cached per lemma and solvers for the life of the JVM). */
    public static Result replay(String id, List<Prover.Kind> solvers, int timeoutMs) {
        return CACHE.computeIfAbsent(id + "|" + solvers, k -> compute(id, solvers, timeoutMs));
    }

    private static Result compute(String id, List<Prover.Kind> solvers, int timeoutMs) {
        for (ProofChain.KeyLemma k : ProofChain.keyLemmas()) {
            if (k.id().equals(id)) {
                for (String root : k.roots()) {
                    if (LemmaReplay.class.getResource("/key/proofs/" + root) == null) {
                        return new Result(id, k.roots().size(), 0, "kept KeY proof " + root + " is not in the artifact", true);
                    }
                }
                return new Result(id, k.roots().size(), 0, null, true);
            }
        }
        for (ProofChain.Lemma l : ProofChain.lemmas(WordModel.standard())) {
            if (l.id().equals(id)) {
                return prove(l, solvers, timeoutMs);
            }
        }
        return new Result(id, 0, 0, "no lemma '" + id + "' in the chain (known: " + String.join(", ", known()) + ")", false);
    }

    private static Result prove(ProofChain.Lemma l, List<Prover.Kind> solvers, int timeoutMs) {
        int n = 0;
        int bad = 0;
        String first = null;
        for (SmtProofs.Outcome o : SmtProofs.prove(l.obligations(), timeoutMs, solvers)) {
            n++;
            if (!o.proved()) {
                bad++;
                first = first != null ? first : o.obligation().group() + " \"" + o.obligation().id() + "\" (" + o.solver().id() + "): "
                        + o.result().verdict();
            }
        }
        for (ProofFiles.FactOutcome f : ProofFiles.proveScripts(l.scripts(), timeoutMs, solvers)) {
            n++;
            if (f.verdict() != Prover.Verdict.UNSAT) {
                bad++;
                first = first != null ? first : l.id() + " " + f.fact().id() + " (" + f.solver().id() + "): " + f.verdict();
            }
        }
        return new Result(l.id(), n, bad, n == 0 ? "no obligations" : first, false);
    }
}
