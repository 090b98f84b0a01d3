package org.subgames.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.subgames.game.MoveSet;
import org.subgames.reference.NimValues;

@Tag("bench")
class ExperimentCommandTest {

    @TempDir
    Path dir;

    private static String[] run(String... args) {
        SolverCommandsTest.Result r = SolverCommandsTest.run(args);
        return new String[] {Integer.toString(r.code()), r.out(), r.err()};
    }

    @Test
    void writesAllFiguresWithFits() throws Exception {
        System.setProperty("java.awt.headless", "true");
        Path out = dir.resolve("exp");
        String[] r = run("experiment", "--n", "2^13", "--nim-n", "3000", "--out", out.toString());
        assertEquals("0", r[0], r[2]);
        for (String f : List.of("fig1-max-nim.csv", "fig1-max-nim.png", "fig2-cold-cubes.csv", "fig2-cold-cubes.png",
                "fig3-base5-digits.csv", "fig3-base5-digits.png", "fig4-base7-base13-digits.csv",
                "fig4-base7-base13-digits.png", "fits.csv")) {
            assertTrue(Files.size(out.resolve(f)) > 0, f);
        }
        // figure 2 data against the reference: cold counts below each cube up to 8192
        int[] g = NimValues.wall(MoveSet.of(MoveSet.Family.SQUARES).movesFor(8191), 8191);
        List<String> lines = Files.readAllLines(out.resolve("fig2-cold-cubes.csv"));
        assertEquals("n,cold_count", lines.get(0));
        assertEquals(20 + 1, lines.size()); // 20^3 = 8000 <= 8192 < 21^3
        for (String line : lines.subList(1, lines.size())) {
            String[] p = line.split(",");
            int n = Integer.parseInt(p[0]);
            assertEquals(IntStream.range(0, n).filter(x -> g[x] == 0).count(), Long.parseLong(p[1]), line);
        }
        List<String> fits = Files.readAllLines(out.resolve("fits.csv"));
        assertEquals(3, fits.size());
        assertTrue(r[1].contains("figure 1:") && r[1].contains("figure 2:"), r[1]);
        // the PNGs really are PNGs
        byte[] png = Files.readAllBytes(out.resolve("fig3-base5-digits.png"));
        assertEquals((byte) 0x89, png[0]);
        assertEquals('P', png[1]);
        try (var s = Files.list(out)) {
            assertTrue(s.noneMatch(p -> p.toString().contains(".tmp")), "no temporary files left");
        }
    }

    @Test
    void badSizesExitTwoWithOneLine() {
        for (String[] args : List.of(new String[] {"experiment", "--n", "2^x", "--out", dir.toString()},
                new String[] {"experiment", "--n", "10", "--out", dir.toString()},
                new String[] {"experiment", "--nim-n", "2^40", "--out", dir.toString()})) {
            String[] r = run(args);
            assertEquals("2", r[0], String.join(" ", args));
            assertTrue(r[2].startsWith("error: ") && r[2].strip().lines().count() == 1, r[2]);
        }
    }
}
