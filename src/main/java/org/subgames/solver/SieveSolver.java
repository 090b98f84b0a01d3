package org.subgames.solver;

import org.subgames.game.Convention;

/**
 * The sieve of Eppstein 2018, section 3.2: scan positions upwards; a position not yet marked hot
 * (and not a hotspot) is cold, and marks c + s hot for every move s. Time O(n + |C| |S|), so it is
 * fast when cold positions are sparse (subtract-a-square: |C| grows like n^0.7).
 */
final class SieveSolver implements HotColdSolver {

    @Override
    public boolean[] hot(int[] moves, boolean[] hotspot, Convention convention) {
        int[] s = Games.sortedMoves(moves);
        boolean[] hot = Games.wallHotspots(s, hotspot, convention);
        int n = hot.length - 1;
        for (int x = 0; x <= n; x++) {
            if (!hot[x]) {
                for (int m : s) {
                    if (m > n - x) {
                        break;
                    }
                    hot[x + m] = true;
                }
            }
        }
        return hot;
    }
}
