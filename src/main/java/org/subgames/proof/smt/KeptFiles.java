package org.subgames.proof.smt;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.subgames.base.AtomicFile;
import org.subgames.base.BadInputException;
import org.subgames.base.IntRange;
import org.subgames.sink.table.Tables;
import org.subgames.sink.table.WordModel;

/**
 * Regenerates the kept files ({@code tables write}): the derived Tables 1-12 under specs/tables and
 * the chain's SMT-LIB obligations with their verdicts under proofs/smt. The build compares both with
 * what it derives (TablesRegressionTest, SmtProofsTest), so a change of the model shows as a diff.
 */
public final class KeptFiles {

    private KeptFiles() {
    }

    /** The tables per k (k = 1 is the paper's, k = 2 shows the k-parts), keyed by relative path. */
    public static Map<String, String> tables(WordModel model, IntRange ks) {
        if (ks.lo() < 1 || ks.hi() > 20) {
            throw new BadInputException("--tables-k must lie in 1..20, got " + ks);
        }
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

    /** The chain's obligations proved with every solver, as SMT-LIB files, verdicts and chain.md. */
    public static Map<String, String> smt(WordModel model, int timeoutMs, List<Prover.Kind> solvers) {
        List<SmtProofs.Outcome> outcomes = SmtProofs.prove(ProofChain.obligations(model), timeoutMs, solvers);
        return ProofFiles.render(outcomes, ProofFiles.proveFacts(timeoutMs, solvers));
    }

    /** Writes each file under dir atomically ({@link AtomicFile}); returns how many. */
    public static int write(Path dir, Map<String, String> files) {
        files.forEach((name, text) -> AtomicFile.writeString(dir.resolve(name), text));
        return files.size();
    }
}
