package org.subgames.solver;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.stream.IntStream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.subgames.game.Convention;
import org.subgames.game.MoveSet;

/** What {@code auto} picks, on both sides of each measured crossover, and the fast paths' memory estimates. */
@Tag("solvers")
class FastPathsTest {

    @Test
    void coldAlgorithmSwitchesToTheTiledSieveAtItsCrossover() {
        assertEquals("segmented", FastPaths.coldAlgorithm(FastPaths.TILED_FROM - 1, false));
        assertEquals("tiled", FastPaths.coldAlgorithm(FastPaths.TILED_FROM, false));
        assertEquals("tiled", FastPaths.coldAlgorithm(10, true), "only the tiled sieve checkpoints");
        assertEquals(1L << 28, FastPaths.TILED_FROM);
        assertEquals("2^28", FastPaths.TILED_FROM_TEXT);
    }

    @Test
    void nimAlgorithmFollowsTheCrossovers() {
        int[] few = {1, 3, 4};
        int[] many = IntStream.rangeClosed(1, FastPaths.NIM_SIEVE_MAX_MOVES + 1).toArray();
        int[] most = IntStream.rangeClosed(1, FastPaths.NIM_SIEVE_MAX_MOVES).toArray();
        assertEquals("reference", FastPaths.nimAlgorithm(FastPaths.NIM_PLAIN_BELOW - 1, many, false));
        assertEquals("sieve", FastPaths.nimAlgorithm(FastPaths.NIM_PLAIN_BELOW, few, false));
        assertEquals("sieve", FastPaths.nimAlgorithm(FastPaths.NIM_PLAIN_BELOW, most, false));
        assertEquals("blocked", FastPaths.nimAlgorithm(FastPaths.NIM_PLAIN_BELOW, many, false));
        assertEquals("blocked", FastPaths.nimAlgorithm(10, few, true), "only the blocked DP checkpoints");
        for (String id : new String[] {"reference", "sieve", "blocked"}) {
            Solvers.nim(id); // each pick is a registered solver
        }
    }

    /** Only subtract-a-square under wall play without hotspots gets the residue filter (0, 2 main; 0, 2, 4 exact mod 5). */
    @Test
    void theResidueFilterIsForWallSquaresWithoutHotspots() {
        MoveSet squares = MoveSet.of(MoveSet.Family.SQUARES);
        assertEquals(new TiledColdSieve.ResidueFilter(5, 0b101, 0b10101, 1L << 30), FastPaths.coldFilter(squares, Convention.WALL, 0));
        assertEquals(TiledColdSieve.ResidueFilter.NONE, FastPaths.coldFilter(squares, Convention.SINK, 0));
        assertEquals(TiledColdSieve.ResidueFilter.NONE, FastPaths.coldFilter(squares, Convention.WALL, 1));
        assertEquals(TiledColdSieve.ResidueFilter.NONE, FastPaths.coldFilter(MoveSet.of(MoveSet.Family.MOSER_DE_BRUIJN), Convention.WALL, 0));
        assertEquals(TiledColdSieve.ResidueFilter.NONE, FastPaths.coldFilter(MoveSet.parse("1,4,9"), Convention.WALL, 0));
    }

    /** The estimates cover the result and the worst-case cold list (every position cold), as their comments say. */
    @Test
    void memoryEstimatesCoverTheWorstCase() {
        for (long n : new long[] {0, 1, 1000, 1L << 30}) {
            assertTrue(FastPaths.TILED.estimateBytes(n) >= (n + 1) + 12 * (n + 1), "tiled: result + longs grown by half");
            assertTrue(FastPaths.SEGMENTED.estimateBytes(n) >= 2 * (n + 1) + 8 * (n + 1), "segmented: hotspots, result, two ints per cold position");
            assertTrue(FastPaths.BLOCKED.estimateBytes(n) >= 2 * (n + 1) + 4 * (n + 1), "blocked: 16-bit values and the int copy");
        }
    }

    @Test
    void theFastPathsAgreeWithTheReferenceAndRefuseNegativeHeaps() {
        int[] moves = {2, 5, 7};
        boolean[] hotspot = new boolean[301];
        hotspot[17] = true;
        for (Convention c : Convention.values()) {
            boolean[] ref = Solvers.hotCold("reference").hot(moves, hotspot, c);
            assertArrayEquals(ref, FastPaths.TILED.hot(moves, hotspot, c));
            assertArrayEquals(ref, FastPaths.SEGMENTED.hot(moves, hotspot, c));
            assertArrayEquals(Solvers.nim("reference").values(moves, 300, c), FastPaths.BLOCKED.values(moves, 300, c));
        }
        assertThrows(IllegalArgumentException.class, () -> FastPaths.BLOCKED.values(moves, -1, Convention.WALL));
    }
}
