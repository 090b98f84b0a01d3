package org.subgames.solver;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Arrays;
import java.util.TreeSet;
import java.util.stream.IntStream;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import org.subgames.game.Convention;
import org.subgames.game.MoveSet;
import org.subgames.reference.GameLengths;
import org.subgames.reference.Hotspots;
import org.subgames.reference.NimValues;

/**
 * The fast paths (segmented sieve, blocked nim-value and game-length DPs) against the reference
 * code, with random segment, block and tile sizes so that every boundary case is exercised, and
 * with one and several workers.
 */
@net.jqwik.api.Tag("solvers")
class FastPathPropertiesTest {

    static int[] squares(int n) {
        return MoveSet.of(MoveSet.Family.SQUARES).movesFor(n);
    }

    /** The cold positions by the reference hotspot DP with no hotspots. */
    static int[] referenceCold(int[] moves, int n) {
        boolean[] hot = Hotspots.wall(moves, new boolean[n + 1]);
        return IntStream.rangeClosed(0, n).filter(x -> !hot[x]).toArray();
    }

    static char[] compact(int[] values) {
        char[] c = new char[values.length];
        for (int i = 0; i < values.length; i++) {
            c[i] = (char) values[i];
        }
        return c;
    }

    @Provide
    Arbitrary<int[]> finiteMoves() {
        return Arbitraries.integers().between(1, 60).set().ofMinSize(1).ofMaxSize(8)
                .map(s -> new TreeSet<>(s).stream().mapToInt(Integer::intValue).toArray());
    }

    @Property(tries = 60, seed = "6001")
    void segmentedSieveMatchesReferenceOnSquares(@ForAll @IntRange(min = 0, max = 3000) int n,
            @ForAll @IntRange(min = 1, max = 400) int segment, @ForAll @IntRange(min = 1, max = 3) int threads) {
        int[] moves = squares(n);
        assertArrayEquals(referenceCold(moves, n), SegmentedColdSieve.cold(moves, n, null, segment, threads, null));
    }

    @Property(tries = 60, seed = "6002")
    void segmentedSieveMatchesReferenceOnFiniteSets(@ForAll("finiteMoves") int[] moves,
            @ForAll @IntRange(min = 0, max = 1500) int n, @ForAll @IntRange(min = 1, max = 200) int segment,
            @ForAll @IntRange(min = 1, max = 2) int threads) {
        assertArrayEquals(referenceCold(moves, n), SegmentedColdSieve.cold(moves, n, null, segment, threads, null));
    }

    @Property(tries = 60, seed = "6003")
    void blockedNimValuesMatchReferenceOnSquares(@ForAll @IntRange(min = 0, max = 3000) int n,
            @ForAll @IntRange(min = 1, max = 600) int block, @ForAll @IntRange(min = 1, max = 200) int tile,
            @ForAll @IntRange(min = 1, max = 3) int threads) {
        int[] moves = squares(n);
        assertArrayEquals(compact(NimValues.wall(moves, n)), BlockedNimValues.values(moves, n, Convention.WALL, block, tile, threads, null));
    }

    @Property(tries = 60, seed = "6004")
    void blockedNimValuesMatchReferenceOnFiniteSets(@ForAll("finiteMoves") int[] moves,
            @ForAll @IntRange(min = 0, max = 1500) int n, @ForAll @IntRange(min = 1, max = 200) int block,
            @ForAll @IntRange(min = 1, max = 100) int tile, @ForAll @IntRange(min = 1, max = 2) int threads) {
        assertArrayEquals(compact(NimValues.wall(moves, n)), BlockedNimValues.values(moves, n, Convention.WALL, block, tile, threads, null));
    }

    @Property(tries = 60, seed = "6005")
    void blockedLengthsMatchReferenceOnSquares(@ForAll @IntRange(min = 0, max = 3000) int n,
            @ForAll @IntRange(min = 1, max = 600) int block, @ForAll @IntRange(min = 1, max = 200) int tile,
            @ForAll @IntRange(min = 1, max = 3) int threads) {
        int[] moves = squares(n);
        assertArrayEquals(GameLengths.wall(moves, n), BlockedGameLengths.lengths(moves, n, block, tile, threads, null));
    }

    @Property(tries = 60, seed = "6006")
    void blockedLengthsMatchReferenceOnFiniteSets(@ForAll("finiteMoves") int[] moves,
            @ForAll @IntRange(min = 0, max = 1500) int n, @ForAll @IntRange(min = 1, max = 200) int block,
            @ForAll @IntRange(min = 1, max = 100) int tile, @ForAll @IntRange(min = 1, max = 2) int threads) {
        assertArrayEquals(GameLengths.wall(moves, n), BlockedGameLengths.lengths(moves, n, block, tile, threads, null));
    }

    @Property(tries = 20, seed = "6007")
    void fullRowFallbackGivesTheExactMex(@ForAll @IntRange(min = 100, max = 300) int k,
            @ForAll @IntRange(min = 65, max = 400) int block) {
        // S = {1..k}: g(x) = x mod (k+1) climbs by one per position, so inside a block of more than
        // 64 positions the values outrun the row sized from the values below the block (that size
        // leaves room for 64 more): those rows fill up and the mex is recomputed directly.
        int[] moves = IntStream.rangeClosed(1, k).toArray();
        int n = 1500;
        assertArrayEquals(compact(NimValues.wall(moves, n)), BlockedNimValues.values(moves, n, Convention.WALL, block, 7, 2, null));
    }

    @org.junit.jupiter.api.Test
    void coldCountsAndLengthsAgreeAtLargerN() {
        int n = 1 << 18;
        int[] moves = squares(n);
        int[] cold = SegmentedColdSieve.cold(moves, n);
        char[] g = BlockedNimValues.values(moves, n);
        int[] len = BlockedGameLengths.lengths(moves, n);
        // three independent computations of the same cold set: nim-value 0, even length, sieve
        int[] zeros = IntStream.rangeClosed(0, n).filter(x -> g[x] == 0).toArray();
        int[] evens = IntStream.rangeClosed(0, n).filter(x -> len[x] % 2 == 0).toArray();
        assertArrayEquals(zeros, cold);
        assertArrayEquals(evens, cold);
        // and one worker gives the same as two
        assertArrayEquals(cold, SegmentedColdSieve.cold(moves, n, null, 1 << 12, 1, null));
        assertEquals(0, Arrays.compare(g, BlockedNimValues.values(moves, n, Convention.WALL, 1 << 10, 1 << 7, 1, null)));
    }
}
