package org.subgames.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.Arrays;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.subgames.game.MoveSet;
import org.subgames.reference.GameLengths;
import org.subgames.reference.NimValues;

/** The fast paths through the command line: cold --algorithm segmented, nim/lengths --algorithm blocked, scale bench suites. */
@Tag("solvers")
class ScaleCommandsTest {

    private static final int N = 4000;
    private static final int[] SQUARES = MoveSet.of(MoveSet.Family.SQUARES).movesFor(N);

    private static SolverCommandsTest.Result run(String... args) {
        return SolverCommandsTest.run(args);
    }

    @Test
    void segmentedColdListMatchesTheReferenceInEveryFormat() throws Exception {
        int[] g = NimValues.wall(SQUARES, N);
        int[] cold = IntStream.rangeClosed(0, N).filter(x -> g[x] == 0).toArray();
        SolverCommandsTest.Result text = run("cold", "--moves", "squares", "--n", "" + N, "--algorithm", "segmented");
        assertEquals(0, text.code(), text.err());
        assertEquals(Arrays.toString(cold), Arrays.toString(SolverCommandsTest.ints(text.out())));
        SolverCommandsTest.Result count = run("cold", "--moves", "squares", "--n", "" + N, "--algorithm", "segmented", "--format", "count");
        assertEquals(cold.length + "", count.out().trim());
        JsonNode j = new ObjectMapper().readTree(run("cold", "--moves", "squares", "--n", "" + N, "--algorithm", "segmented",
                "--format", "json").out());
        assertEquals(cold.length, j.get("count").asInt());
        assertEquals(cold.length, j.get("cold").size());
        assertEquals(0, j.get("hotspots").size());
        // with hotspots or sink play the registry path is taken; it must agree with the sieve
        for (String[] extra : new String[][] {{"--hotspots", "3,8,100"}, {"--convention", "sink"}}) {
            String[] a = {"cold", "--moves", "1,4,9,17", "--n", "500", "--algorithm", "segmented", extra[0], extra[1]};
            String[] b = a.clone();
            b[6] = "sieve";
            assertEquals(run(b).out(), run(a).out(), String.join(" ", a));
        }
    }

    @Test
    void blockedNimAndLengthsMatchTheReference() {
        SolverCommandsTest.Result nim = run("nim", "--moves", "squares", "--n", "" + N, "--algorithm", "blocked");
        assertEquals(0, nim.code(), nim.err());
        assertEquals(Arrays.toString(NimValues.wall(SQUARES, N)), Arrays.toString(SolverCommandsTest.ints(nim.out())));
        int[] len = GameLengths.wall(SQUARES, N);
        for (String alg : new String[] {"blocked", "reference", "auto"}) {
            SolverCommandsTest.Result r = run("lengths", "--moves", "squares", "--n", "" + N, "--algorithm", alg);
            assertEquals(0, r.code(), r.err());
            assertEquals(Arrays.toString(len), Arrays.toString(SolverCommandsTest.ints(r.out())), alg);
        }
        SolverCommandsTest.Result bad = run("lengths", "--moves", "squares", "--n", "10", "--algorithm", "fast");
        assertEquals(2, bad.code());
        assertTrue(bad.err().startsWith("error: unknown algorithm 'fast'"), bad.err());
    }

    @Test
    void scaleSuitesRunAndCapSlowBaselines() {
        SolverCommandsTest.Result r = run("bench", "--suite", "scale-nim", "--sizes", "4096,300000", "--warmups", "0",
                "--runs", "1", "--names", "blocked,bitset", "--format", "csv");
        assertEquals(0, r.code(), r.err());
        assertTrue(r.err().contains("bitset: capped at n = 262144"), r.err());
        assertTrue(r.out().contains("blocked") && r.out().contains("300000"), r.out());
        for (String suite : new String[] {"scale-cold", "scale-lengths"}) {
            SolverCommandsTest.Result s = run("bench", "--suite", suite, "--sizes", "5000", "--warmups", "0", "--runs", "1");
            assertEquals(0, s.code(), s.err());
        }
    }
}
