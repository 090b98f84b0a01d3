package org.subgames.proof.key;

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
 */
public record ContractResult(String contract, String proofFile, boolean closed, int nodes, int openGoals,
                             double seconds, String message) {
}
