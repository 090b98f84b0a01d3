package org.subgames.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code cold --extend FILE}: continuing an earlier run's cold-positions file to a larger n prints
 * and writes byte for byte what one run to that n does, and a file of another game or one that
 * already covers n is refused with exit code 2.
 */
@Tag("solvers")
class ColdExtendTest {

    @TempDir
    Path dir;

    @Test
    void extendingAFileEqualsOneRunToTheLargerN() throws Exception {
        String[][] games = {{"--moves", "squares"}, {"--moves", "1,4,9,17", "--convention", "sink"}, {"--moves", "3,5,11"}};
        int i = 0;
        for (String[] game : games) {
            for (long[] ns : new long[][] {{0, 7000}, {4999, 70000}, {1L << 21, (1L << 22) + 12345}}) {
                Path small = dir.resolve("small" + i + ".bin");
                Path whole = dir.resolve("whole" + i + ".bin");
                Path extended = dir.resolve("extended" + i + ".bin");
                i++;
                assertEquals(0, Main.run(CommandLines.concat(cold(game, ns[0]), "--format", "count", "--out", small.toString())));
                SolverCommandsTest.Result once = SolverCommandsTest.run(CommandLines.concat(cold(game, ns[1]), "--algorithm", "tiled",
                        "--format", "summary", "--out", whole.toString()));
                SolverCommandsTest.Result twice = SolverCommandsTest.run(CommandLines.concat(cold(game, ns[1]), "--format", "summary",
                        "--out", extended.toString(), "--extend", small.toString()));
                String what = String.join(" ", game) + " " + ns[0] + " -> " + ns[1];
                assertEquals(0, twice.code(), twice.err());
                assertTrue(twice.err().contains("extending " + small), twice.err());
                assertEquals(once.out(), twice.out(), what);
                assertArrayEquals(Files.readAllBytes(whole), Files.readAllBytes(extended), what);
            }
        }
    }

    @Test
    void aFileOfAnotherGameOrOneThatCoversNIsRefused() throws Exception {
        Path f = dir.resolve("squares.bin");
        assertEquals(0, Main.run("cold", "--moves", "squares", "--n", "3000", "--format", "count", "--out", f.toString()));
        Path hot = dir.resolve("hot.bin");
        assertEquals(0, Main.run("cold", "--moves", "squares", "--n", "3000", "--hotspots", "5", "--format", "count", "--out",
                hot.toString()));
        Path junk = dir.resolve("junk.bin");
        Files.writeString(junk, "not a cold file");
        String[][] bad = {
            {"cold", "--moves", "1,4,9", "--n", "5000", "--extend", f.toString()},
            {"cold", "--moves", "squares", "--convention", "sink", "--n", "5000", "--extend", f.toString()},
            {"cold", "--moves", "squares", "--n", "3000", "--extend", f.toString()},
            {"cold", "--moves", "squares", "--n", "5000", "--extend", hot.toString()},
            {"cold", "--moves", "squares", "--n", "5000", "--hotspots", "4000", "--extend", f.toString()},
            {"cold", "--moves", "squares", "--n", "5000", "--algorithm", "segmented", "--extend", f.toString()},
            {"cold", "--moves", "squares", "--n", "5000", "--extend", junk.toString()},
            {"cold", "--moves", "squares", "--n", "5000", "--filter", "mod5"},
            {"cold", "--moves", "squares", "--n", "5000", "--extend", dir.resolve("missing.bin").toString()},
        };
        for (String[] args : bad) {
            CommandLines.assertBadInput(args);
        }
    }

    private static String[] cold(String[] game, long n) {
        return CommandLines.concat(CommandLines.concat(new String[] {"cold"}, game), "--n", "" + n);
    }
}
