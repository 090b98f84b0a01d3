package org.subgames.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.subgames.reference.NimValues;

/** The solver commands through Main.run: outputs, formats and exit codes. */
@Tag("solvers")
class SolverCommandsTest {

    record Result(int code, String out, String err) {
    }

    static synchronized Result run(String... args) {
        PrintStream oldOut = System.out;
        PrintStream oldErr = System.err;
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        try {
            System.setOut(new PrintStream(out, true, StandardCharsets.UTF_8));
            System.setErr(new PrintStream(err, true, StandardCharsets.UTF_8));
            int code = Main.run(args);
            return new Result(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
        } finally {
            System.setOut(oldOut);
            System.setErr(oldErr);
        }
    }

    static int[] ints(String text) {
        return Arrays.stream(text.trim().split("\\s+")).mapToInt(Integer::parseInt).toArray();
    }

    @ParameterizedTest
    @ValueSource(strings = {"reference", "bitset", "convolution", "fft", "sieve"})
    void nimTextEqualsReferenceForEveryAlgorithm(String algorithm) {
        for (String conv : new String[] {"wall", "sink"}) {
            Result r = run("nim", "--moves", "2,5,7,11", "--n", "300", "--convention", conv, "--algorithm", algorithm);
            assertEquals(0, r.code(), r.err());
            int[] expect = conv.equals("wall") ? NimValues.wall(new int[] {2, 5, 7, 11}, 300) : NimValues.sink(new int[] {2, 5, 7, 11}, 300);
            assertEquals(Arrays.toString(expect), Arrays.toString(ints(r.out())));
        }
    }

    @Test
    void nimJsonHasInputsAndValues() throws Exception {
        Result r = run("nim", "--moves", "squares", "--n", "34", "--format", "json");
        assertEquals(0, r.code(), r.err());
        JsonNode j = new ObjectMapper().readTree(r.out());
        assertEquals("squares", j.get("moves").asText());
        assertEquals("wall", j.get("convention").asText());
        assertEquals(34, j.get("n").asInt());
        assertEquals(35, j.get("values").size());
        assertEquals(4, j.get("values").get(28).asInt()); // A014586(28) = 4
    }

    @Test
    void nimSinkStartsWithTheSink() {
        Result r = run("nim", "--moves", "1,3,4", "--n", "4", "--convention", "sink");
        assertEquals("0 1 2 1 2", String.join(" ", r.out().trim().split("\\s+")));
    }

    @ParameterizedTest
    @ValueSource(strings = {"reference", "sieve", "bitset", "convolution", "fft"})
    void coldFormatsAgree(String algorithm) throws Exception {
        Result text = run("cold", "--moves", "squares", "--n", "100", "--algorithm", algorithm);
        assertEquals("0 2 5 7 10 12 15 17 20 22 34 39 44 52 57 62 65 67 72 85 95",
                String.join(" ", text.out().trim().split("\\s+")));
        Result count = run("cold", "--moves", "squares", "--n", "100", "--algorithm", algorithm, "--format", "count");
        assertEquals("21", count.out().trim());
        Result json = run("cold", "--moves", "squares", "--n", "100", "--algorithm", algorithm, "--format", "json");
        JsonNode j = new ObjectMapper().readTree(json.out());
        assertEquals(21, j.get("count").asInt());
        assertEquals(21, j.get("cold").size());
        assertEquals(0, j.get("hotspots").size());
    }

    @Test
    void coldWithHotspots() {
        // S = {1}: without hotspots the even positions are cold; a hotspot at 2 makes 3 cold instead of 2, and so on
        Result r = run("cold", "--moves", "1", "--n", "6", "--hotspots", "2");
        assertEquals(0, r.code(), r.err());
        assertEquals("0 3 5", String.join(" ", r.out().trim().split("\\s+")));
        Result sink = run("cold", "--moves", "3", "--n", "8", "--convention", "sink", "--format", "count");
        // 0 (the sink), 4, 5, 6: 1..3 move into the sink, 4..6 only reach the hot 1..3, 7 and 8 reach 4 and 5
        assertEquals("4", sink.out().trim());
    }

    @Test
    void lengthsOfSubtractASquare() {
        Result r = run("lengths", "--moves", "squares", "--n", "10");
        assertEquals("0 1 2 3 1 2 3 4 5 1 4", String.join(" ", r.out().trim().split("\\s+")));
    }

    @Test
    void auditPassesAndPrintsItsSeed() {
        Result r = run("audit", "--trials", "8", "--max-n", "500", "--seed", "12345");
        assertEquals(0, r.code(), r.out() + r.err());
        assertTrue(r.out().contains("seed=12345"), r.out());
        assertTrue(r.out().contains("ok:"), r.out());
    }

    @Test
    void benchRunsASmallSuite() {
        Result r = run("bench", "--suite", "dense-cold", "--sizes", "256,512", "--runs", "1", "--warmups", "0", "--format", "csv");
        assertEquals(0, r.code(), r.err());
        assertEquals(1 + 2 * org.subgames.solver.Solvers.hotCold().size(), r.out().trim().split("\n").length, r.out());
        Result s = run("bench", "--suite", "squares-cold", "--names", "sieve", "--time-limit", "0.5", "--start", "256", "--max-size", "1024");
        assertEquals(0, s.code(), s.err());
        assertTrue(s.out().contains("sieve"), s.out());
    }

    @ParameterizedTest
    @ValueSource(strings = {
            "nim --moves 0,1 --n 4",
            "nim --moves 1,1 --n 4",
            "nim --moves , --n 4",
            "nim --moves cubes --n 4",
            "nim --moves 1,2 --n -1",
            "nim --moves 1,2 --n 99999999999",
            "nim --moves 1,2 --n x",
            "nim --moves 1,2 --n 5 --algorithm naive",
            "nim --moves 1,2 --n 5 --convention floor",
            "nim --moves 1,2 --n 5 --format xml",
            "nim --n 5",
            "cold --moves squares --n 2000000000 --algorithm reference",
            "cold --moves 1,2 --n 5 --hotspots 9",
            "cold --moves 1,2 --n 5 --hotspots 1,1",
            "cold --moves 1,2 --n 5 --hotspots a",
            "cold --moves 1,2 --n 5 --algorithm foo",
            "cold --moves 1,2 --n 5 --convention sink --hotspots 0,3",
            "lengths --moves -3 --n 5",
            "audit --trials -1",
            "audit --max-n -5",
            "bench --suite nope",
            "bench --suite dense-cold --names nope",
            "bench --suite dense-cold --log2 5..2",
    })
    void badInputIsOneLineAndExitTwo(String line) {
        CommandLines.assertBadInput(line.split(" "));
    }

    @Test
    void memoryCheckRunsBeforeAllocation() {
        long heap = Runtime.getRuntime().maxMemory();
        long n = Math.min(Inputs.MAX_N, heap); // 4+ bytes per position cannot fit
        Result r = run("nim", "--moves", "1,2", "--n", Long.toString(n), "--algorithm", "reference");
        assertEquals(Main.EXIT_BAD_INPUT, r.code());
        assertTrue(r.err().contains("MiB"), r.err());
    }
}
