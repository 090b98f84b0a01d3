package org.subgames.solver;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.subgames.game.Convention;
import org.subgames.game.MoveSet;
import org.subgames.reference.GameLengths;

/** Regressions against OEIS terms of subtract-a-square (copied into src/test/resources/oeis). */
@Tag("solvers")
class OeisTest {

    /** The a(n) column of an OEIS b-file style resource ("n a(n)" lines, # comments). */
    static int[] terms(String id) throws IOException {
        List<Integer> out = new ArrayList<>();
        try (InputStream in = OeisTest.class.getResourceAsStream("/oeis/oeis-" + id + ".txt")) {
            if (in == null) {
                throw new IOException("missing resource for " + id);
            }
            BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            for (String line; (line = r.readLine()) != null; ) {
                line = line.trim();
                if (line.isEmpty() || line.startsWith("#")) {
                    continue;
                }
                String[] f = line.split("\\s+");
                assertEquals(out.size(), Integer.parseInt(f[0]), id + " index");
                out.add(Integer.parseInt(f[1]));
            }
        }
        return out.stream().mapToInt(Integer::intValue).toArray();
    }

    @Test
    void a014586NimValuesOfSubtractASquare() throws IOException {
        int[] expect = terms("A014586");
        int n = expect.length - 1;
        int[] moves = MoveSet.parse("squares").movesFor(n);
        for (Map.Entry<String, NimSolver> e : Solvers.nim().entrySet()) {
            assertArrayEquals(expect, e.getValue().values(moves, n, Convention.WALL), e.getKey());
        }
    }

    @Test
    void a030193ColdPositionsOfSubtractASquare() throws IOException {
        int[] expect = terms("A030193");
        int n = expect[expect.length - 1];
        int[] moves = MoveSet.parse("squares").movesFor(n);
        for (Map.Entry<String, HotColdSolver> e : Solvers.hotCold().entrySet()) {
            boolean[] cold = e.getValue().cold(moves, n, Convention.WALL);
            int[] got = IntStream.rangeClosed(0, n).filter(x -> cold[x]).toArray();
            assertArrayEquals(expect, got, e.getKey());
        }
    }

    @Test
    void a338027GameLengthsOfSubtractASquare() throws IOException {
        int[] expect = terms("A338027");
        int n = expect.length - 1;
        assertArrayEquals(expect, GameLengths.wall(MoveSet.parse("squares").movesFor(n), n));
    }

    /** Even game lengths are exactly the cold positions (checked further out than the OEIS terms). */
    @Test
    void evenLengthsAreTheColdPositions() {
        int n = 20000;
        int[] moves = MoveSet.parse("squares").movesFor(n);
        int[] len = GameLengths.wall(moves, n);
        boolean[] cold = Solvers.hotCold("sieve").cold(moves, n, Convention.WALL);
        for (int x = 0; x <= n; x++) {
            assertEquals(cold[x], len[x] % 2 == 0, "x=" + x);
        }
    }
}
