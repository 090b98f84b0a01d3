package org.subgames.engine;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.subgames.proof.smt.LemmaReplay;
import org.subgames.proof.smt.ProofChain;
import org.subgames.proof.smt.ProofChainRun;
import org.subgames.proof.smt.Prover;
import org.subgames.proof.word.WordProver;
import org.subgames.sink.table.WordModel;
import org.subgames.specs.Statement;

/**
 * Re-checks a statement's all-parameter backing in one of three modes: {@code replay} re-proves
 * each listed SMT lemma afresh with z3 (and finds the kept KeY proofs of each KeY lemma in the
 * artifact; KeY itself is replayed by the KeY tests and by {@code tables prove --all});
 * {@code chain} runs the whole chain once per engine run (z3, cvc5, KeY, the assembly); {@code off}
 * skips. The detail says which, so a report never claims more than was re-checked.
 */
final class BackingCheck {

    /** 60 s per obligation, as the chain command's default. */
    static final int TIMEOUT_MS = 60_000;

    /**
     * @param provedClaims the claims the word prover proved for every parameter in this run (by
     *                     name; empty when it did not prove the word or the backing has no lemma word)
     */
    record Outcome(boolean holds, String detail, List<String> provedClaims) {
        Outcome(boolean holds, String detail) {
            this(holds, detail, List.of());
        }
    }

    private final String mode;
    private ProofChainRun.Result chain;

    BackingCheck(String mode) {
        this.mode = mode;
    }

    String mode() {
        return mode;
    }

    /**
     * The statement's backing. The lemma {@code word} is the word prover on the statement's own
     * word: block (z3 in replay mode, as the chain's lemmas; z3 and cvc5 in chain mode), and it holds
     * only when the claims the prover proves in this run are exactly those the backing lists proved
     * ({@link #compare}); the other lemmas are the additive chain's.
     */
    Outcome check(Statement st) {
        List<String> lemmas = new ArrayList<>(st.backing().lemmas());
        Outcome word = null;
        if (lemmas.remove(WORD_LEMMA)) {
            boolean both = mode.equals("chain");
            WordProver.Outcome w = (both ? new WordProver(TIMEOUT_MS) : WordProver.replay(TIMEOUT_MS)).prove(st, row -> { });
            String run = "word prover (" + (both ? "z3 and cvc5" : "z3 afresh; cvc5: prove statement, chain mode") + "): " + w.obligations()
                    + " obligations, " + w.detail();
            List<String> problems = compare(st, w);
            word = new Outcome(problems.isEmpty(), problems.isEmpty() ? run + "; proved for every parameter in this run: " + w.provedClaims().size()
                    + " of " + st.claims().size() + " claims, as the backing lists them" : String.join("; ", problems) + " (" + run + ")",
                    w.provedClaims());
        }
        Outcome rest = lemmas.isEmpty() ? null : mode.equals("chain") ? chain(lemmas) : replay(lemmas);
        if (word == null) {
            return rest != null ? rest : replay(st.backing().lemmas());
        }
        return rest == null ? word : new Outcome(word.holds() && rest.holds(), word.detail() + "; " + rest.detail(), word.provedClaims());
    }

    /**
     * What is wrong with a word backing in this run, each problem naming its claim: the word not
     * proved; a claim the backing lists proved that the prover leaves per instance; a claim the
     * prover proves that the backing lists per instance (the file is out of date). Empty when the
     * backing lists exactly the claims the prover proved.
     */
    static List<String> compare(Statement st, WordProver.Outcome w) {
        List<String> problems = new ArrayList<>();
        String regenerate = "java -jar target/subgames.jar prove statement " + st.id() + " --write";
        if (w.status() != WordProver.Status.PROVED) {
            problems.add("the word is not proved (" + w.status().name().toLowerCase(Locale.ROOT) + "), so no claim is"
                    + (st.backing().provedClaims().isEmpty() ? "" : ", yet the backing lists as proved: '" + String.join("', '",
                    st.backing().provedClaims()) + "'"));
            return problems;
        }
        List<String> proved = w.provedClaims();
        for (String name : st.backing().provedClaims()) {
            if (!proved.contains(name)) {
                String why = w.claims().stream().filter(c -> c.claim().equals(name)).map(WordProver.ClaimVerdict::detail).findFirst()
                        .orElse("the prover gives no verdict on it");
                problems.add("claim '" + name + "' is listed proved in the backing, but the prover leaves it per instance in this run: " + why);
            }
        }
        for (String name : proved) {
            if (!st.backing().provedClaims().contains(name)) {
                problems.add("claim '" + name + "' is proved by the prover in this run, but the backing lists it per instance: " + regenerate);
            }
        }
        return problems;
    }

    /** The lemma id of the word prover in a statement's backing. */
    static final String WORD_LEMMA = "word";

    private Outcome replay(List<String> lemmas) {
        List<String> problems = new ArrayList<>();
        List<String> keyLemmas = new ArrayList<>();
        int obligations = 0;
        for (String id : lemmas) {
            LemmaReplay.Result r = LemmaReplay.replay(id, List.of(Prover.Kind.Z3), TIMEOUT_MS);
            if (!r.holds()) {
                problems.add(id + ": " + (r.firstIssue() != null ? r.firstIssue() : r.notProved() + " not proved")
                        + (r.notProved() > 1 ? " (" + r.notProved() + " in all)" : ""));
            } else if (r.key()) {
                keyLemmas.add(id);
            } else {
                obligations += r.obligations();
            }
        }
        String done = "z3 re-proved " + obligations + " obligations of " + (lemmas.size() - keyLemmas.size() - problems.size())
                + " SMT lemmas afresh" + (keyLemmas.isEmpty() ? "" : "; KeY lemmas " + String.join(", ", keyLemmas)
                + ": kept proofs present, replayed by the KeY tests, not here") + "; the chain's assembly and cvc5: tables prove --all";
        return problems.isEmpty() ? new Outcome(true, done) : new Outcome(false, String.join("; ", problems));
    }

    private synchronized Outcome chain(List<String> lemmas) {
        if (chain == null) {
            chain = ProofChainRun.run(new ProofChainRun.Options(WordModel.standard(), null, null, List.of(Prover.Kind.Z3, Prover.Kind.CVC5),
                    TIMEOUT_MS), line -> { });
        }
        List<String> failed = new ArrayList<>();
        for (String id : lemmas) {
            if (chain.failed().contains(id)) {
                failed.add(id);
            }
        }
        if (chain.failed().contains(ProofChain.ASSEMBLY)) {
            failed.add(ProofChain.ASSEMBLY);
        }
        String run = String.format(Locale.ROOT, "the whole chain (z3, cvc5, KeY, assembly) in %.1f s", chain.seconds());
        return failed.isEmpty() ? new Outcome(true, run + ": every lemma of this statement proved")
                : new Outcome(false, run + ": not proved: " + String.join(", ", failed));
    }
}
