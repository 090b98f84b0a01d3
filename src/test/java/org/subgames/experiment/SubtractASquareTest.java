package org.subgames.experiment;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.IntStream;
import java.util.stream.LongStream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.subgames.game.MoveSet;
import org.subgames.reference.NimValues;

/** The figure statistics against direct counts over the reference nim-values. */
@Tag("bench")
class SubtractASquareTest {

    private static final int N = 5000;
    private static final int[] G = NimValues.wall(MoveSet.of(MoveSet.Family.SQUARES).movesFor(N - 1), N - 1);
    private static final long[] COLD = IntStream.range(0, N).filter(x -> G[x] == 0).asLongStream().toArray();

    @Test
    void recordsAreTheRunningMaxima() {
        char[] g = new char[N];
        for (int i = 0; i < N; i++) {
            g[i] = (char) G[i];
        }
        List<SubtractASquare.Point> expected = new ArrayList<>();
        for (int n = 1; n <= N; n++) {
            int m = IntStream.range(0, n).map(x -> G[x]).max().getAsInt();
            int before = n == 1 ? 0 : IntStream.range(0, n - 1).map(x -> G[x]).max().getAsInt();
            if (m > before) {
                expected.add(new SubtractASquare.Point(n, m));
            }
        }
        assertEquals(expected, SubtractASquare.maxNimRecords(g));
        // the first values of A014586: 0 1 0 1 2 0 1 0 1 2 ...: records at positions 1 (value 1) and 4 (value 2)
        assertEquals(new SubtractASquare.Point(2, 1), expected.get(0));
        assertEquals(new SubtractASquare.Point(5, 2), expected.get(1));
    }

    @Test
    void coldCountsAtCubesCountDirectly() {
        List<SubtractASquare.Point> pts = SubtractASquare.coldAtCubes(COLD, N);
        assertEquals(17, pts.size()); // 17^3 = 4913 <= 5000 < 18^3
        for (SubtractASquare.Point p : pts) {
            long n = p.n();
            assertEquals(IntStream.range(0, (int) n).filter(x -> G[x] == 0).count(), p.value(), "n=" + n);
        }
        assertEquals(1, pts.get(0).value()); // among the first 1 position, 0 is cold
    }

    @Test
    void digitCountsCountDirectly() {
        long[][] c = SubtractASquare.digitCounts(COLD, N, 5, 3);
        for (int d = 0; d < 3; d++) {
            int p = (int) Math.pow(5, d);
            for (int v = 0; v < 5; v++) {
                int digit = v;
                int dd = p;
                assertEquals(LongStream.of(COLD).filter(x -> x / dd % 5 == digit).count(), c[d][v], "d=" + d + " v=" + v);
            }
        }
        long[][] c13 = SubtractASquare.digitCounts(COLD, 100, 13, 1);
        assertEquals(LongStream.of(COLD).filter(x -> x < 100).count(), Arrays.stream(c13[0]).sum());
    }
}
