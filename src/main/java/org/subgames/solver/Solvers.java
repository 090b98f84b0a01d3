package org.subgames.solver;

import java.util.Arrays;

/** Helpers shared by the fast paths. */
final class Solvers {

    private Solvers() {
    }

    /**
     * The moves that can be played from heaps 0..n: the prefix of a sorted move array up to n, after
     * checking that it is sorted, distinct and positive (the fast paths rely on that order).
     */
    static int[] movesUpTo(int[] moves, int n) {
        if (moves == null || moves.length == 0) {
            throw new IllegalArgumentException("the move set is empty");
        }
        int k = 0;
        for (int i = 0; i < moves.length; i++) {
            if (moves[i] <= 0) {
                throw new IllegalArgumentException("moves must be positive, got " + moves[i]);
            }
            if (i > 0 && moves[i] <= moves[i - 1]) {
                throw new IllegalArgumentException("moves must be sorted and distinct, got " + moves[i - 1] + " before " + moves[i]);
            }
            if (moves[i] <= n) {
                k = i + 1;
            }
        }
        return Arrays.copyOf(moves, k);
    }
}
