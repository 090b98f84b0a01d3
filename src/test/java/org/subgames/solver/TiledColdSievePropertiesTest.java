package org.subgames.solver;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import java.util.Arrays;
import java.util.TreeSet;
import java.util.stream.IntStream;
import java.util.stream.LongStream;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.ShrinkingMode;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.LongRange;
import org.subgames.game.Convention;
import org.subgames.game.MoveSet;
import org.subgames.reference.Hotspots;

/**
 * The tiled sieve (long positions) against the reference hotspot DP, with random segment sizes (from
 * 64 positions, so that most runs cross many segments), tile sizes and worker counts; with hotspots and
 * sink play; and resumed from the state at a random segment boundary, as a checkpoint holds it.
 * Any residue filter, however badly it fits the game, leaves the result unchanged.
 */
@net.jqwik.api.Tag("solvers")
class TiledColdSievePropertiesTest {

    @Provide
    Arbitrary<int[]> moveSets() {
        Arbitrary<int[]> finite = Arbitraries.integers().between(1, 300).set().ofMinSize(1).ofMaxSize(10)
                .map(s -> new TreeSet<>(s).stream().mapToInt(Integer::intValue).toArray());
        Arbitrary<int[]> squares = Arbitraries.just(MoveSet.of(MoveSet.Family.SQUARES).membersUpTo(4000));
        return Arbitraries.oneOf(finite, squares);
    }

    static long[] reference(int[] moves, int n, boolean[] hotspot, Convention c) {
        boolean[] hot = c == Convention.SINK ? Hotspots.sink(moves, hotspot) : Hotspots.wall(moves, hotspot);
        return IntStream.rangeClosed(0, n).filter(x -> !hot[x]).asLongStream().toArray();
    }

    static long[] hotspotList(boolean[] h, Convention c) {
        return IntStream.range(c == Convention.SINK ? 1 : 0, h.length).filter(x -> h[x]).asLongStream().toArray();
    }

    static TiledColdSieve sieve(int[] moves, int n, boolean[] h, Convention c, int bits, int tile, int threads) {
        long reach = c == Convention.SINK ? moves[moves.length - 1] : 0;
        return new TiledColdSieve(TiledColdSieve.widen(moves), n, reach, hotspotList(h, c), bits, tile, threads);
    }

    @Property(tries = 150, seed = "7101", shrinking = ShrinkingMode.FULL)
    void matchesReference(@ForAll("moveSets") int[] moves, @ForAll @IntRange(min = 0, max = 4000) int n,
            @ForAll @IntRange(min = 6, max = 12) int bits, @ForAll @IntRange(min = 1, max = 100) int tile,
            @ForAll @IntRange(min = 1, max = 3) int threads, @ForAll boolean sink,
            @ForAll @LongRange(min = 0, max = 1000) long hotspotSeed) {
        Convention c = sink ? Convention.SINK : Convention.WALL;
        boolean[] h = Instance.hotspots(n, hotspotSeed, hotspotSeed % 3 == 0 ? 0.0 : 0.02);
        long[] expected = reference(moves, n, h, c);
        assertArrayEquals(expected, sieve(moves, n, h, c, bits, tile, threads).run(null));
    }

    @Provide
    Arbitrary<TiledColdSieve.ResidueFilter> filters() {
        return Arbitraries.integers().between(1, 12).flatMap(m -> {
            long all = (1L << m) - 1;
            return Arbitraries.longs().map(x -> x & all).tuple3().flatMap(t -> Arbitraries.longs().between(0, 4000)
                    .map(full -> new TiledColdSieve.ResidueFilter(m, t.get1(), t.get2(), full)));
        });
    }

    @Property(tries = 200, seed = "7105", shrinking = ShrinkingMode.FULL)
    void anyResidueFilterLeavesTheResultUnchanged(@ForAll("moveSets") int[] moves, @ForAll @IntRange(min = 0, max = 4000) int n,
            @ForAll @IntRange(min = 6, max = 12) int bits, @ForAll @IntRange(min = 1, max = 100) int tile,
            @ForAll @IntRange(min = 1, max = 3) int threads, @ForAll boolean sink,
            @ForAll @LongRange(min = 0, max = 1000) long hotspotSeed, @ForAll("filters") TiledColdSieve.ResidueFilter filter) {
        Convention c = sink ? Convention.SINK : Convention.WALL;
        boolean[] h = Instance.hotspots(n, hotspotSeed, hotspotSeed % 3 == 0 ? 0.0 : 0.02);
        long[] expected = reference(moves, n, h, c);
        assertArrayEquals(expected, sieve(moves, n, h, c, bits, tile, threads).restrict(filter).run(null), filter.toString());
    }

    /** The filter subtract-a-square runs with, with short full moves, so that many positions are searched back. */
    @Property(tries = 25, seed = "7106")
    void theSquaresFilterAgreesWithTheSegmentedSieve(@ForAll @IntRange(min = 0, max = 300000) int n,
            @ForAll @IntRange(min = 0, max = 3000) int fullUpTo) {
        int[] moves = MoveSet.of(MoveSet.Family.SQUARES).movesFor(n);
        long[] segmented = Arrays.stream(SegmentedColdSieve.cold(moves, n)).asLongStream().toArray();
        TiledColdSieve.ResidueFilter f = new TiledColdSieve.ResidueFilter(5, TiledColdSieve.ResidueFilter.residues(0, 2),
                TiledColdSieve.ResidueFilter.residues(0, 2), fullUpTo);
        TiledColdSieve sieve = new TiledColdSieve(MoveSet.of(MoveSet.Family.SQUARES).longMembersUpTo(n), n, 0, new long[0], 12,
                TiledColdSieve.DEFAULT_TILE, 2).restrict(f);
        assertArrayEquals(segmented, sieve.run(null));
    }

    /** Stop after a random segment, resume a fresh sieve from the saved state: the same cold set. */
    @Property(tries = 100, seed = "7102", shrinking = ShrinkingMode.FULL)
    void resumesFromAnySegmentBoundary(@ForAll("moveSets") int[] moves, @ForAll @IntRange(min = 1, max = 4000) int n,
            @ForAll @IntRange(min = 6, max = 10) int bits, @ForAll @IntRange(min = 1, max = 80) int tile,
            @ForAll @IntRange(min = 0, max = 1000) int stopAt, @ForAll @IntRange(min = 6, max = 10) int resumeBits,
            @ForAll("filters") TiledColdSieve.ResidueFilter filter) {
        boolean[] h = new boolean[n + 1];
        long[] expected = reference(moves, n, h, Convention.WALL);
        long[][] saved = new long[1][];
        long[] savedNext = {-1};
        int[] segments = {0};
        class Stop extends RuntimeException {
        }
        try {
            sieve(moves, n, h, Convention.WALL, bits, tile, 2).restrict(filter).run((next, cold, count) -> {
                if (segments[0]++ == stopAt % (n / (1 << bits) + 1)) {
                    savedNext[0] = next;
                    saved[0] = Arrays.copyOf(cold, count);
                    throw new Stop();
                }
            });
        } catch (Stop expectedStop) {
            // the state at that boundary is in saved
        }
        // a resumed run may use another segment size and no filter: the result depends on neither
        long[] resumed = sieve(moves, n, h, Convention.WALL, resumeBits, tile, 1)
                .resume(savedNext[0], saved[0], saved[0].length).run(null);
        assertArrayEquals(expected, resumed);
    }

    @Property(tries = 30, seed = "7103")
    void agreesWithTheSegmentedSieveOnSquares(@ForAll @IntRange(min = 0, max = 300000) int n) {
        int[] moves = MoveSet.of(MoveSet.Family.SQUARES).movesFor(n);
        long[] segmented = Arrays.stream(SegmentedColdSieve.cold(moves, n)).asLongStream().toArray();
        assertArrayEquals(segmented, new TiledColdSieve(MoveSet.of(MoveSet.Family.SQUARES).longMembersUpTo(n), n, 0, new long[0],
                12, TiledColdSieve.DEFAULT_TILE, 2).run(null));
    }

    /**
     * Positions past 2^33: moves {3, 5, R + 2} with R = 2^33 and positions 1..R forced hot, resumed at
     * R + 1 with the cold set {0} (exact: nothing in 1..R can be cold). Above R, with y = x - R, the
     * game is the small one on y &gt;= 1 with moves {3, 5} inside it, plus the move R + 2, which from
     * y = 2 reaches the cold 0 and from y &gt; 2 a forced-hot position.
     */
    @Property(tries = 20, seed = "7104")
    void positionsBeyondTheIntRange(@ForAll @IntRange(min = 6, max = 12) int bits, @ForAll @IntRange(min = 1, max = 70) int tile) {
        long r = 1L << 33;
        int span = 3000;
        boolean[] cold = new boolean[span + 1]; // cold[y] for x = r + y
        for (int y = 1; y <= span; y++) {
            boolean reaches = y == 2 || y - 3 >= 1 && cold[y - 3] || y - 5 >= 1 && cold[y - 5];
            cold[y] = !reaches;
        }
        long[] expected = LongStream.concat(LongStream.of(0),
                IntStream.rangeClosed(1, span).filter(y -> cold[y]).mapToLong(y -> r + y)).toArray();
        long[] got = new TiledColdSieve(new long[] {3, 5, r + 2}, r + span, r, new long[0], bits, tile, 2)
                .resume(r + 1, new long[] {0}, 1).run(null);
        assertArrayEquals(expected, got);
    }
}
