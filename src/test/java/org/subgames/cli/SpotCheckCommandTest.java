package org.subgames.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.Arrays;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.subgames.experiment.ColdPositionsFile;

/** {@code spot-check FILE}: a sieve's file passes, a damaged one fails with exit 1, bad input exits 2. */
@Tag("bench")
class SpotCheckCommandTest {

    @TempDir
    Path dir;

    @Test
    void aSievesFilePassesAndADamagedOneFails() {
        for (String[] game : new String[][] {{"--moves", "squares"}, {"--moves", "2,7,9", "--convention", "sink"}}) {
            Path f = dir.resolve("good.bin");
            String[] args = CommandLines.concat(CommandLines.concat(new String[] {"cold", "--n", "40000", "--algorithm", "tiled",
                    "--format", "count", "--out", f.toString()}, game));
            assertEquals(0, Main.run(args));
            SolverCommandsTest.Result ok = SolverCommandsTest.run("spot-check", f.toString(), "--seed", "3", "--positions", "3000");
            assertEquals(0, ok.code(), ok.err());
            assertTrue(ok.out().contains("seed=3: ok, 3000 positions and 200 listed cold positions agree"), ok.out());
        }
        Path f = dir.resolve("squares.bin");
        assertEquals(0, Main.run("cold", "--moves", "squares", "--n", "40000", "--format", "count", "--out", f.toString()));
        long[] cold = ColdPositionsFile.read(f).cold();
        long[] shifted = Arrays.stream(cold).map(x -> x > 20000 && x < 40000 ? x + 1 : x).distinct().toArray();
        Path bad = dir.resolve("shifted.bin");
        ColdPositionsFile.write(bad, "squares wall", 40000, shifted, shifted.length);
        SolverCommandsTest.Result r = SolverCommandsTest.run("spot-check", bad.toString(), "--seed", "4");
        assertEquals(Main.EXIT_REFUTED, r.code(), r.out() + r.err());
        assertTrue(r.out().contains("DISAGREEMENT: position "), r.out());
    }

    @Test
    void badInputExitsTwo() {
        Path hot = dir.resolve("hot.bin");
        assertEquals(0, Main.run("cold", "--moves", "squares", "--n", "3000", "--hotspots", "7", "--format", "count", "--out",
                hot.toString()));
        CommandLines.assertBadInput("spot-check", hot.toString());
        CommandLines.assertBadInput("spot-check", dir.resolve("missing.bin").toString());
        CommandLines.assertBadInput("spot-check", hot.toString(), "--positions", "-1");
        CommandLines.assertBadInput("spot-check");
    }
}
