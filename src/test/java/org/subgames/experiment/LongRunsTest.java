package org.subgames.experiment;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.subgames.base.BadInputException;
import org.subgames.game.Convention;
import org.subgames.game.MoveSet;
import org.subgames.run.Progress;
import org.subgames.solver.Solvers;

/** The runners behind {@code cold} and {@code nim}, without the command line: results, resume, extend, progress, refusals. */
@Tag("bench")
class LongRunsTest {

    private static final MoveSet SQUARES = MoveSet.of(MoveSet.Family.SQUARES);

    private static ColdRun.Options cold(long n, String algorithm, Path checkpoint, Path extend, Path out) {
        return new ColdRun.Options(SQUARES, Convention.WALL, n, new long[0], algorithm, true, checkpoint, 300, 2, extend, out);
    }

    private static long[] reference(int n) {
        boolean[] hot = Solvers.hotCold("reference").hot(SQUARES.movesFor(n), new boolean[n + 1], Convention.WALL);
        List<Long> out = new ArrayList<>();
        for (int x = 0; x <= n; x++) {
            if (!hot[x]) {
                out.add((long) x);
            }
        }
        return out.stream().mapToLong(Long::longValue).toArray();
    }

    @Test
    void everyColdAlgorithmGivesTheReferenceAnswer() {
        long[] expected = reference(5000);
        for (String algo : List.of("auto", "segmented", "tiled", "sieve", "convolution")) {
            ColdRun.Result r = ColdRun.run(cold(5000, algo, null, null, null), Progress.NONE, line -> { });
            assertArrayEquals(expected, r.cold(), algo);
        }
    }

    @Test
    void aTiledRunReportsProgressAndResumesAndExtends(@TempDir Path dir) {
        long[] expected = reference(20000);
        List<Long> seen = new ArrayList<>();
        List<String> log = new ArrayList<>();
        Progress.Factory recording = (task, total, from, e) -> new Progress() {
            @Override
            public void at(long position) {
                seen.add(position);
            }

            @Override
            public void close() {
            }
        };
        Path ck = dir.resolve("ck.bin");
        assertArrayEquals(expected, ColdRun.run(cold(20000, "tiled", ck, null, null), recording, log::add).cold());
        assertTrue(!seen.isEmpty() && seen.get(seen.size() - 1) > 20000, seen.toString());
        assertArrayEquals(expected, ColdRun.run(cold(20000, "tiled", ck, null, null), Progress.NONE, log::add).cold());
        assertTrue(log.stream().anyMatch(l -> l.startsWith("resuming from ")), log.toString());
        Path part = dir.resolve("part.bin");
        ColdRun.run(cold(7000, "auto", null, null, part), Progress.NONE, line -> { });
        assertArrayEquals(expected, ColdRun.run(cold(20000, "auto", null, part, null), Progress.NONE, log::add).cold());
        assertTrue(log.stream().anyMatch(l -> l.startsWith("extending ")), log.toString());
    }

    @Test
    void badRequestsAreBadInput(@TempDir Path dir) {
        assertThrows(BadInputException.class, () -> ColdRun.run(cold(-1, "auto", null, null, null), Progress.NONE, l -> { }));
        assertThrows(BadInputException.class, () -> ColdRun.run(cold(100, "sieve", dir.resolve("c"), null, null), Progress.NONE, l -> { }));
        assertThrows(BadInputException.class, () -> ColdRun.run(cold(1L << 41, "tiled", null, null, null), Progress.NONE, l -> { }));
        assertThrows(BadInputException.class, () -> NimRun.run(new NimRun.Options(MoveSet.of(1, 3, 4), Convention.WALL, 100, "reference",
                false, dir.resolve("n"), 300, 1), Progress.NONE, l -> { }));
    }

    @Test
    void nimValuesAgreeAcrossAlgorithmsAndResume(@TempDir Path dir) {
        MoveSet s = MoveSet.of(1, 3, 4);
        int[] ref = Solvers.nim("reference").values(s.movesFor(3000), 3000, Convention.SINK);
        for (String algo : List.of("auto", "blocked", "sieve", "bitset")) {
            char[] g = NimRun.run(new NimRun.Options(s, Convention.SINK, 3000, algo, false, null, 300, 2), Progress.NONE, l -> { }).values();
            assertEquals(ref.length, g.length, algo);
            for (int x = 0; x < ref.length; x++) {
                assertEquals(ref[x], g[x], algo + " at " + x);
            }
        }
        Path ck = dir.resolve("nim.ck");
        List<String> log = new ArrayList<>();
        NimRun.Options o = new NimRun.Options(s, Convention.SINK, 3000, "auto", false, ck, 300, 2);
        char[] first = NimRun.run(o, Progress.NONE, log::add).values();
        NimRun.Result again = NimRun.run(o, Progress.NONE, log::add);
        assertEquals("blocked", again.algorithm(), "a checkpoint makes auto choose the resumable algorithm");
        assertArrayEquals(first, again.values());
        assertTrue(log.stream().anyMatch(l -> l.startsWith("resuming from ")), log.toString());
    }
}
