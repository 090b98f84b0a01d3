package org.subgames.period;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.ShrinkingMode;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.subgames.game.Convention;
import org.subgames.reference.NimValues;

/**
 * The state-cycle kernel against its reference twin {@link NaivePeriod} (values by the definition,
 * the obvious period search) and the per-instance path {@link Periodicity}: the same preperiod, minimal period, largest
 * value and cold positions per period, and the same values. One kernel is reused across tries, as
 * a census thread reuses it, so a stale buffer would show.
 */
@Tag("solvers")
class StateCyclePropertiesTest {

    private final StateCycle kernel = new StateCycle();

    @Provide
    Arbitrary<int[]> moveSets() {
        return Arbitraries.integers().between(1, 60).set().ofMinSize(1).ofMaxSize(6)
                .map(s -> s.stream().mapToInt(Integer::intValue).sorted().toArray());
    }

    @Provide
    Arbitrary<int[]> threeMoves() {
        return Arbitraries.integers().between(1, 150).set().ofSize(3)
                .map(s -> s.stream().mapToInt(Integer::intValue).sorted().toArray());
    }

    @Property(tries = 500, seed = "3737", shrinking = ShrinkingMode.FULL)
    void stateCycleEqualsNaive(@ForAll("moveSets") int[] moves, @ForAll Convention convention) {
        same(moves, convention);
    }

    @Property(tries = 300, seed = "3738", shrinking = ShrinkingMode.FULL)
    void stateCycleEqualsNaiveOnThreeMoves(@ForAll("threeMoves") int[] moves, @ForAll Convention convention) {
        same(moves, convention);
    }

    @Property(tries = 400, seed = "3739", shrinking = ShrinkingMode.FULL)
    void withinALimitExactlyWhenTheNaivePathCertifies(@ForAll("moveSets") int[] moves, @ForAll Convention convention,
                                                      @ForAll @net.jqwik.api.constraints.IntRange(min = 1, max = 600) int limit) {
        StateCycle.Facts f = kernel.run(moves, convention, limit);
        NaivePeriod.Facts naive = NaivePeriod.certify(moves, convention, Math.max(limit, 1));
        assertEquals(naive, f == null ? null : new NaivePeriod.Facts(f.preperiod(), f.minimalPeriod(), f.maxValue(), f.cold()));
    }

    private void same(int[] moves, Convention convention) {
        StateCycle.Facts f = kernel.run(moves, convention, 1 << 22);
        assertNotNull(f);
        NaivePeriod.Facts naive = NaivePeriod.certify(moves, convention, 1 << 22);
        assertEquals(naive, new NaivePeriod.Facts(f.preperiod(), f.minimalPeriod(), f.maxValue(), f.cold()));
        Certificate c = StateCycle.certificate(f, moves, convention);
        int n = Math.min(kernel.tabulated(), (int) (c.periodicFrom() + 2 * c.minimalPeriod() + moves[moves.length - 1]));
        int[] ref = convention == Convention.SINK ? NimValues.sink(moves, n) : NimValues.wall(moves, n);
        for (int x = (int) c.firstPosition(); x <= n; x++) {
            assertEquals(ref[x], kernel.values()[x], "x = " + x);
        }
        Certificate perInstance = Periodicity.certify(moves, convention, 0, 1 << 22).certificate();
        assertEquals(perInstance.preperiod(), f.preperiod());
        assertEquals(perInstance.minimalPeriod(), f.minimalPeriod());
    }

    @Test
    void knownGamesAndTheLimit() {
        // {1, 6, 14} under wall: preperiod 38, period 5; the repeat is seen only past position 40
        assertNull(kernel.run(new int[] {1, 6, 14}, Convention.WALL, 40));
        StateCycle.Facts f = kernel.run(new int[] {1, 6, 14}, Convention.WALL, 1000);
        assertEquals(38, f.preperiod());
        assertEquals(5, f.minimalPeriod());
        // {1}: 0 1 0 1 ... purely periodic with period 2 under wall; in the sink G(1) = 1, G(2) = 0, ...
        assertEquals(new StateCycle.Facts(0, 2, 1, 1), kernel.run(new int[] {1}, Convention.WALL, 100));
        assertEquals(new StateCycle.Facts(0, 2, 1, 1), kernel.run(new int[] {1}, Convention.SINK, 100));
        // {2, 4, 7}: the census's record row for period 3 under wall (census report: "{2 4 7} (period 3)")
        assertEquals(3, kernel.run(new int[] {2, 4, 7}, Convention.WALL, 1000).minimalPeriod());
    }
}
