package org.subgames.solver;

import org.subgames.game.Convention;

/**
 * Nim-values of heaps 0..n (under the sink convention index 0 is the sink, value 0). The result must
 * equal {@link org.subgames.reference.NimValues#wall} / {@link org.subgames.reference.NimValues#sink};
 * implementations are registered by name in {@link Solvers}.
 */
public interface NimSolver {

    /** @param moves distinct positive integers, any order */
    int[] values(int[] moves, int n, Convention convention);

    /** Rough peak heap use in bytes for n positions, for the memory check before allocation. */
    default long estimateBytes(long n) {
        return 6 * (n + 1);
    }
}
