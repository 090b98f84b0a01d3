package org.subgames.solver;

import java.util.ArrayList;
import java.util.List;
import org.subgames.game.Convention;

/**
 * Word-parallel dynamic programming, the strong practical baseline. Positions are scanned upwards;
 * a bit set R marks the positions that some already-known cold position reaches in one move. When
 * x turns out cold, R |= S &lt;&lt; x, one shifted OR over (n - x) / 64 words. For nim-values one
 * such set R_v per value v: g(x) is the least v with x not in R_v, then R_{g(x)} |= S &lt;&lt; x.
 * Time O(|C| n / 64) for cold positions and O(n (m + n / 64)) for nim-values.
 */
final class BitsetSolver {

    private BitsetSolver() {
    }

    /** S restricted to [0, n] as a bit set, and its number of used words. */
    private static long[] moveBits(int[] sorted, int n) {
        long[] b = Bits.of(n + 1);
        for (int s : sorted) {
            if (s > n) {
                break;
            }
            Bits.set(b, s);
        }
        return b;
    }

    private static int usedWords(long[] b) {
        int k = b.length;
        while (k > 0 && b[k - 1] == 0) {
            k--;
        }
        return k;
    }

    static final HotColdSolver HOT_COLD = (moves, hotspot, convention) -> {
        int[] s = Games.sortedMoves(moves);
        boolean[] h = Games.wallHotspots(s, hotspot, convention);
        int n = h.length - 1;
        long[] hot = Bits.fromBooleans(h);
        long[] sb = moveBits(s, n);
        int sw = usedWords(sb);
        if (sw > 0) {
            for (int x = Bits.nextClear(hot, 0, n + 1); x <= n; x = Bits.nextClear(hot, x + 1, n + 1)) {
                Bits.orShifted(hot, sb, sw, x);
            }
        }
        return Bits.toBooleans(hot, n + 1);
    };

    static final NimSolver NIM = new NimSolver() {
        @Override
        public int[] values(int[] moves, int n, Convention convention) {
            int[] s = Games.sortedMoves(moves);
            Games.checkN(n);
            long[] sb = moveBits(s, n);
            int sw = usedWords(sb);
            List<long[]> reach = new ArrayList<>();
            reach.add(Bits.of(n + 1));
            if (convention == Convention.SINK) {
                // every x in 1..max S has a move into the sink, whose value is 0
                int top = Math.min(s[s.length - 1], n);
                for (int x = 1; x <= top; x++) {
                    Bits.set(reach.get(0), x);
                }
            }
            int[] g = new int[n + 1];
            for (int x = 0; x <= n; x++) {
                int v = 0;
                while (v < reach.size() && Bits.get(reach.get(v), x)) {
                    v++;
                }
                if (v == reach.size()) {
                    reach.add(Bits.of(n + 1));
                }
                g[x] = v;
                if (sw > 0) {
                    Bits.orShifted(reach.get(v), sb, sw, x);
                }
            }
            return g;
        }

        @Override
        public long estimateBytes(long n) {
            return 4 * (n + 1) + 4 * ((n + 1) / 8 + 8); // values plus a few value planes to start
        }
    };
}
