package org.subgames.solver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The registry, and every solver's memory estimate (what the commands check against the heap before
 * a run): at least the arrays every solver of its kind must hold, and not so far beyond a few longs
 * per position that it would refuse runs that fit.
 */
@Tag("solvers")
class EstimatesTest {

    private static final long[] SIZES = {0, 1, 1000, 1L << 20};

    @Test
    void theRegistryListsEverySolverReferenceFirst() {
        assertEquals(List.of("reference", "sieve", "bitset", "convolution", "fft", "segmented", "tiled"), List.copyOf(Solvers.hotCold().keySet()));
        assertEquals(List.of("reference", "bitset", "convolution", "fft", "sieve", "blocked"), List.copyOf(Solvers.nim().keySet()));
    }

    /** Hot/cold: the hotspots and the result, a byte per position each. */
    @Test
    void hotColdEstimatesCoverTheInputAndTheResult() {
        for (Map.Entry<String, HotColdSolver> e : Solvers.hotCold().entrySet()) {
            for (long n : SIZES) {
                long est = e.getValue().estimateBytes(n);
                assertTrue(est >= 2 * (n + 1), e.getKey() + " at n = " + n + ": " + est);
                assertTrue(est <= 64 * (n + 1) + 1024, e.getKey() + " at n = " + n + ": " + est);
            }
        }
    }

    /** Nim-values: an int per position for the result at least. */
    @Test
    void nimEstimatesCoverTheResult() {
        for (Map.Entry<String, NimSolver> e : Solvers.nim().entrySet()) {
            for (long n : SIZES) {
                long est = e.getValue().estimateBytes(n);
                assertTrue(est >= 4 * (n + 1), e.getKey() + " at n = " + n + ": " + est);
                assertTrue(est <= 64 * (n + 1) + 1024, e.getKey() + " at n = " + n + ": " + est);
            }
        }
    }

    /** The interfaces' defaults, for solvers that do not say: hot/cold 3 bytes, nim 6 bytes per position. */
    @Test
    void defaultEstimates() {
        HotColdSolver h = (m, hs, c) -> hs;
        NimSolver v = (m, n, c) -> new int[n + 1];
        for (long n : SIZES) {
            assertTrue(h.estimateBytes(n) >= 2 * (n + 1) && h.estimateBytes(n) <= 8 * (n + 1), "hot/cold default at " + n);
            assertTrue(v.estimateBytes(n) >= 4 * (n + 1) && v.estimateBytes(n) <= 8 * (n + 1), "nim default at " + n);
        }
    }
}
