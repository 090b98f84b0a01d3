package org.subgames.bench;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/** The census suites time what they say: the sample is seeded and valid, and the census path agrees with the per-instance path. */
@Tag("bench")
class CensusSuitesTest {

    private static final long SEED = 42L;

    @Test
    void theGrowthSampleIsSeededUniformPairsWithMaxSEqualToTheSize() {
        List<int[]> s = CensusSuites.sample(60, SEED);
        assertEquals(CensusSuites.SAMPLE, s.size());
        for (int[] m : s) {
            assertTrue(1 <= m[0] && m[0] < m[1] && m[1] < m[2] && m[2] == 60, m[0] + " " + m[1] + " " + m[2]);
        }
        assertArrayEquals(s.get(999), CensusSuites.sample(60, SEED).get(999), "same seed, same sample");
        assertNotEquals(List.of(s.get(0)[0], s.get(0)[1]), List.of(CensusSuites.sample(60, SEED + 1).get(0)[0], CensusSuites.sample(60, SEED + 1).get(0)[1]));
        assertEquals(60 * 59 * 58 / 6, CensusSuites.all(60).size());
    }

    @Test
    void theCensusPathAgreesWithThePerInstancePath() {
        Suite growth = CensusSuites.growth();
        Object census = growth.workload("census", 30, SEED).task().get();
        assertEquals(census, growth.workload("per-instance", 30, SEED).task().get(), "growth, size 30, seed " + SEED);
        Suite three = CensusSuites.threeMove();
        Object all = three.workload("census", 12, SEED).task().get();
        assertEquals(all, three.workload("per-instance", 12, SEED).task().get());
        assertEquals(all, three.workload("plain", 12, SEED).task().get());
    }
}
