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
 * The census path against its reference twin {@link NaivePeriod} (values by the definition, the
 * obvious period search) and against the per-instance path {@link Periodicity}: the same
 * preperiod, minimal period, largest value and cold positions per period, and the same values.
 * One certifier is reused across tries, as a census thread reuses it.
 */
@Tag("solvers")
class CensusCertifierPropertiesTest {

    private final CensusCertifier census = new CensusCertifier();

    @Provide
    Arbitrary<int[]> moveSets() {
        return Arbitraries.integers().between(1, 40).set().ofMinSize(1).ofMaxSize(5)
                .map(s -> s.stream().mapToInt(Integer::intValue).sorted().toArray());
    }

    @Property(tries = 400, seed = "1313", shrinking = ShrinkingMode.FULL)
    void censusPathEqualsNaiveAndPerInstancePaths(@ForAll("moveSets") int[] moves, @ForAll Convention convention) {
        PeriodicSequence fast = census.certify(moves, convention, 1 << 20);
        assertNotNull(fast);
        Certificate c = fast.certificate();
        NaivePeriod.Facts naive = NaivePeriod.certify(moves, convention, 1 << 20);
        assertNotNull(naive);
        assertEquals(naive, new NaivePeriod.Facts(c.preperiod(), c.minimalPeriod(), fast.maxValue(), fast.coldPerPeriod()));
        Certificate slow = Periodicity.certify(moves, convention, 0, 1 << 20).certificate();
        assertEquals(slow.preperiod(), c.preperiod());
        assertEquals(slow.minimalPeriod(), c.minimalPeriod());
        // the values themselves, far beyond the table, against the reference DP
        int n = (int) (c.periodicFrom() + 3 * c.minimalPeriod() + 50);
        int[] ref = convention == Convention.SINK ? NimValues.sink(moves, n) : NimValues.wall(moves, n);
        for (int x = (int) c.firstPosition(); x <= n; x++) {
            assertEquals(ref[x], fast.get(x), "x = " + x);
        }
    }

    @Test
    void beyondTheLimitThereIsNoCertificateNotAGuess() {
        // {1, 6, 14} under wall: preperiod 38 + period 5 + max S 14 > 40 positions
        assertNull(census.certify(new int[] {1, 6, 14}, Convention.WALL, 40));
        assertNull(NaivePeriod.certify(new int[] {1, 6, 14}, Convention.WALL, 40));
        PeriodicSequence s = census.certify(new int[] {1, 6, 14}, Convention.WALL, 1000);
        assertEquals(38, s.certificate().preperiod());
        assertEquals(5, s.certificate().minimalPeriod());
    }
}
