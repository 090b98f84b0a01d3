package org.subgames.solver;

import org.subgames.game.Convention;

/**
 * Hot and cold positions of a subtraction game with hotspots (Eppstein 2018, section 2.1). The
 * result must equal {@link org.subgames.reference.Hotspots#wall} / {@link org.subgames.reference.Hotspots#sink}
 * for every input; implementations are registered by name in {@link Solvers}.
 */
public interface HotColdSolver {

    /**
     * @param moves the subtraction set: distinct positive integers, any order (moves beyond the
     *     range still matter under the sink convention)
     * @param hotspot hotspot[x] for x = 0..n (length n + 1 &gt;= 1); not modified. Under the sink
     *     convention index 0 is the sink, cold whatever hotspot[0] says.
     * @return hot[x] for x = 0..n
     */
    boolean[] hot(int[] moves, boolean[] hotspot, Convention convention);

    /** The cold positions in [0, n] of the game without hotspots, as a membership array. */
    default boolean[] cold(int[] moves, int n, Convention convention) {
        if (n < 0) {
            throw new IllegalArgumentException("n must be non-negative, got " + n);
        }
        boolean[] hot = hot(moves, new boolean[n + 1], convention);
        for (int i = 0; i < hot.length; i++) {
            hot[i] = !hot[i];
        }
        return hot;
    }

    /** Rough peak heap use in bytes for n positions, for the memory check before allocation. */
    default long estimateBytes(long n) {
        return 3 * (n + 1);
    }
}
