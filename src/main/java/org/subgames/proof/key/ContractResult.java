package org.subgames.proof.key;

import java.util.List;

/**
 * Outcome of proving or replaying one JML contract.
 *
 * @param contract  KeY's name of the contract (type, method, contract index)
 * @param proofFile file name of the kept proof under {@code proofs/key/}
 * @param closed    whether the proof has no open goal
 * @param nodes     proof tree nodes
 * @param openGoals open goals left (0 when closed)
 * @param seconds   wall-clock time of the auto-mode run or of the replay
 * @param message   why the proof is not closed (first open goal, load error), empty when closed
 * @param uses      the kept-proof files of the contracts this proof applies (as KeY's proof
 *                  management records them), sorted; empty when not known
 */
public record ContractResult(String contract, String proofFile, boolean closed, int nodes, int openGoals,
                             double seconds, String message, List<String> uses) {

    public ContractResult {
        uses = List.copyOf(uses);
    }

    /** A result without its dependencies. */
    public ContractResult(String contract, String proofFile, boolean closed, int nodes, int openGoals, double seconds,
            String message) {
        this(contract, proofFile, closed, nodes, openGoals, seconds, message, List.of());
    }
}
