package org.subgames.experiment;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import java.util.TreeSet;
import java.util.stream.IntStream;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.ShrinkingMode;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;
import net.jqwik.api.constraints.UniqueElements;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.subgames.game.Convention;
import org.subgames.game.MoveSet;
import org.subgames.reference.NimValues;

/**
 * The spot check agrees with the reference code at every position of a correct list, and finds
 * every single wrong position of a damaged one.
 */
@Tag("bench")
class SpotCheckTest {

    private static long[] referenceCold(MoveSet set, Convention c, int n) {
        int[] moves = set.movesFor(n);
        int[] g = c == Convention.SINK ? NimValues.sink(moves, n) : NimValues.wall(moves, n);
        return IntStream.rangeClosed(0, n).filter(x -> g[x] == 0).asLongStream().toArray();
    }

    @Property(seed = "7700101", tries = 200, shrinking = ShrinkingMode.FULL)
    void everyPositionOfACorrectListPassesAndEveryFlipIsCaught(
            @ForAll @Size(min = 1, max = 5) @UniqueElements List<@IntRange(min = 1, max = 40) Integer> moveList,
            @ForAll @IntRange(min = 0, max = 600) int n, @ForAll boolean sink, @ForAll @IntRange(min = 0, max = 600) int flip) {
        MoveSet set = MoveSet.of(moveList.stream().mapToInt(Integer::intValue).toArray());
        Convention c = sink ? Convention.SINK : Convention.WALL;
        long[] cold = referenceCold(set, c, n);
        SpotCheck check = new SpotCheck(cold, set, c, n);
        for (long x = 0; x <= n; x++) {
            assertTrue(check.check(x).isEmpty(), set + " " + c + " at " + x);
        }
        // flip one position: the check at that position must object
        long x = Math.min(flip, n);
        TreeSet<Long> damaged = new TreeSet<>();
        Arrays.stream(cold).forEach(damaged::add);
        if (!damaged.remove(x)) {
            damaged.add(x);
        }
        long[] bad = damaged.stream().mapToLong(Long::longValue).toArray();
        assertFalse(new SpotCheck(bad, set, c, n).check(x).isEmpty(), set + " " + c + " flipped at " + x);
    }

    @Test
    void squaresInBothConventionsAndAShiftedTailCaughtBySampling() {
        MoveSet squares = MoveSet.of(MoveSet.Family.SQUARES);
        int n = 30000;
        for (Convention c : Convention.values()) {
            long[] cold = referenceCold(squares, c, n);
            SpotCheck.Result r = new SpotCheck(cold, squares, c, n).run(5, 2000, 200);
            assertTrue(r.disagreement().isEmpty(), c + ": " + r);
            assertEquals(2000, r.positions());
        }
        // the list of a 1-shifted game from n/2 on: sampling finds it within a few hundred positions
        long[] cold = referenceCold(squares, Convention.WALL, n);
        long[] shifted = Arrays.stream(cold).map(x -> x > n / 2 && x < n ? x + 1 : x).distinct().sorted().toArray();
        SpotCheck.Result r = new SpotCheck(shifted, squares, Convention.WALL, n).run(6, 2000, 200);
        assertTrue(r.disagreement().isPresent());
        assertTrue(r.disagreement().get().describe().startsWith("position "), r.disagreement().get().describe());
    }
}
