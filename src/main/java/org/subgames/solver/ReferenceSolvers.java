package org.subgames.solver;

import org.subgames.game.Convention;
import org.subgames.reference.Hotspots;
import org.subgames.reference.NimValues;

/** The reference DP code behind the solver interfaces, O(n |S|). */
final class ReferenceSolvers {

    private ReferenceSolvers() {
    }

    static final HotColdSolver HOT_COLD = (moves, hotspot, convention) -> {
        int[] s = Games.sortedMoves(moves);
        if (hotspot.length == 0) {
            throw new IllegalArgumentException("the hotspot array needs at least the position 0");
        }
        return convention == Convention.SINK ? Hotspots.sink(s, hotspot) : Hotspots.wall(s, hotspot);
    };

    static final NimSolver NIM = new NimSolver() {
        @Override
        public int[] values(int[] moves, int n, Convention convention) {
            int[] s = Games.sortedMoves(moves);
            Games.checkN(n);
            return convention == Convention.SINK ? NimValues.sink(s, n) : NimValues.wall(s, n);
        }

        @Override
        public long estimateBytes(long n) {
            return 4 * (n + 1);
        }
    };
}
