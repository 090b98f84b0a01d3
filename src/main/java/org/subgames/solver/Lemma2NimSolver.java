package org.subgames.solver;

import java.util.Arrays;
import org.subgames.game.Convention;

/**
 * Nim-values from hot/cold solves (Eppstein 2018, Lemma 2 and Theorem 3): the positions of value 0
 * are the cold positions; given H_t = {x : g(x) &lt;= t}, the positions of value t + 1 are the cold
 * positions of the game with hotspots H_t. One hot/cold solve per value, m + 1 in all.
 *
 * <p>Each level is solved only on [x0, n], x0 the least position still without a value: everything
 * below is a hotspot of the level, and a move onto a hotspot never makes a position hot.
 *
 * <p>Under the sink convention level 0 is the sink game itself; from level 1 on the sink (value 0) is
 * in H_t, so a move into it never makes a position "hot" for level t + 1, and the level is the wall
 * game with hotspots H_t (index 0 included).
 */
final class Lemma2NimSolver implements NimSolver {

    private final HotColdSolver inner;

    Lemma2NimSolver(HotColdSolver inner) {
        this.inner = inner;
    }

    @Override
    public int[] values(int[] moves, int n, Convention convention) {
        int[] s = Games.sortedMoves(moves);
        Games.checkN(n);
        int[] g = new int[n + 1];
        boolean[] assigned = new boolean[n + 1];
        boolean[] hot = inner.hot(s, new boolean[n + 1], convention);
        int remaining = n + 1;
        for (int x = 0; x <= n; x++) {
            if (!hot[x]) {
                assigned[x] = true;
                remaining--;
            }
        }
        int x0 = 0; // every position below x0 is assigned
        for (int t = 1; remaining > 0; t++) {
            while (assigned[x0]) {
                x0++;
            }
            // Positions below x0 are hotspots at this level, so moves onto them never make anything hot:
            // the level restricted to [x0, n] is the same game shifted down by x0.
            boolean[] part = Arrays.copyOfRange(assigned, x0, n + 1);
            hot = inner.hot(s, part, Convention.WALL);
            int found = 0;
            for (int i = 0; i < hot.length; i++) {
                if (!hot[i]) {
                    g[x0 + i] = t;
                    assigned[x0 + i] = true;
                    found++;
                }
            }
            if (found == 0) {
                // the least unassigned position is always cold at the next level
                throw new IllegalStateException("no position of value " + t + " although " + remaining + " remain");
            }
            remaining -= found;
        }
        return g;
    }

    @Override
    public long estimateBytes(long n) {
        return 6 * (n + 1) + inner.estimateBytes(n);
    }
}
