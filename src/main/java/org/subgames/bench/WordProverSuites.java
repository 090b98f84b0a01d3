package org.subgames.bench;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.subgames.base.BadInputException;
import org.subgames.proof.smt.Obligation;
import org.subgames.proof.smt.Prover;
import org.subgames.proof.smt.SmtProofs;
import org.subgames.proof.word.WordProofRun;
import org.subgames.proof.word.WordProver;
import org.subgames.sink.table.Contexts;
import org.subgames.specs.Statement;
import org.subgames.specs.StatementLoader;

/** The word prover's benchmark (registered in {@link Suites}). */
final class WordProverSuites {

    private WordProverSuites() {
    }

    /**
     * {@code word-prove}: names are statements of specs/ with a word: block, proved whole (sample
     * check, every obligation with z3 and cvc5, the step); the baseline {@code chain-linear} is the
     * hand-written chain's linear lemmas (sink and wall, m = 1 and every m &gt;= 2) with both solvers,
     * the same theorem as additive-linear-word. The size is unused (1).
     */
    static Suite prove() {
        return Suite.of("the word prover on statements of specs/ (both solvers) against the hand-written chain's linear lemmas",
                List.of(1L),
                List.of("chain-linear", "two-move", "additive-linear-word", "three-move-a-plus-c", "three-move-b-plus-c"),
                "chain-linear",
                (name, size, seed) -> {
                    if (name.equals("chain-linear")) {
                        List<Obligation> obs = new ArrayList<>();
                        for (int m : List.of(1, Contexts.ALL)) {
                            obs.addAll(SmtProofs.linear(m));
                            obs.addAll(SmtProofs.wallLinear(m));
                        }
                        return new Workload(name, size, () -> {
                            for (SmtProofs.Outcome o : SmtProofs.prove(obs, 0, List.of(Prover.Kind.Z3, Prover.Kind.CVC5))) {
                                if (!o.proved()) {
                                    throw new IllegalStateException("not proved: " + o.obligation().group() + " " + o.obligation().id());
                                }
                            }
                            return obs.size();
                        });
                    }
                    Path file = Path.of("specs", name + ".yaml");
                    if (!file.toFile().isFile()) {
                        throw new BadInputException("word-prove runs in the repository: no " + file);
                    }
                    Statement st = StatementLoader.load(file);
                    return new Workload(name, size, () -> {
                        WordProver.Outcome o = new WordProver(WordProofRun.TIMEOUT_MS).prove(st, r -> { });
                        if (o.status() != WordProver.Status.PROVED) {
                            throw new IllegalStateException(name + ": " + o.detail());
                        }
                        return o.obligations();
                    });
                });
    }
}
