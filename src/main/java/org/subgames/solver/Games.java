package org.subgames.solver;

import java.util.Arrays;
import org.subgames.game.Convention;

/** Input checks and the reduction of the sink convention to wall play, shared by the solvers. */
final class Games {

    private Games() {
    }

    /** A sorted copy of the moves; rejects empty, non-positive or repeated moves. */
    static int[] sortedMoves(int[] moves) {
        if (moves == null || moves.length == 0) {
            throw new IllegalArgumentException("the move set is empty");
        }
        int[] s = moves.clone();
        Arrays.sort(s);
        for (int i = 0; i < s.length; i++) {
            if (s[i] <= 0) {
                throw new IllegalArgumentException("moves must be positive, got " + s[i]);
            }
            if (i > 0 && s[i] == s[i - 1]) {
                throw new IllegalArgumentException("move " + s[i] + " is given twice");
            }
        }
        return s;
    }

    static void checkN(int n) {
        if (n < 0) {
            throw new IllegalArgumentException("n must be non-negative, got " + n);
        }
    }

    /**
     * The hotspots of the equivalent wall game. Under the sink convention x = 0 is the cold sink, and
     * every x in 1..max(S) has a move into it (some s &gt;= x), so it is hot; positions above max(S)
     * see only moves s &lt; x, exactly as in wall play (a move onto 0 reaches the cold sink). So the
     * sink game is the wall game with hotspots H' = (H minus {0}) plus [1, max S].
     *
     * @return a fresh array (the input is never modified)
     */
    static boolean[] wallHotspots(int[] sortedMoves, boolean[] hotspot, Convention convention) {
        if (hotspot == null || hotspot.length == 0) {
            throw new IllegalArgumentException("the hotspot array needs at least the position 0");
        }
        boolean[] h = hotspot.clone();
        if (convention == Convention.SINK) {
            h[0] = false;
            int top = Math.min(sortedMoves[sortedMoves.length - 1], h.length - 1);
            Arrays.fill(h, 1, top + 1, true);
        }
        return h;
    }

    /** The indicator of the moves in [0, len), as a boolean array of length len. */
    static boolean[] indicator(int[] sortedMoves, int len) {
        boolean[] b = new boolean[len];
        for (int s : sortedMoves) {
            if (s >= len) {
                break;
            }
            b[s] = true;
        }
        return b;
    }
}
