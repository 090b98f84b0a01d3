package org.subgames.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.subgames.game.MoveSet;

/** The time-to-go estimate of long runs follows the work, not the positions. */
@Tag("solvers")
class RunProgressTest {

    @Test
    void theEstimateFollowsTheWorkExponent() {
        try (RunProgress p = new RunProgress("t", 100, 0, 60, 1.5)) {
            assertEquals(0.125, p.workShare(25), 1e-12);
            // a quarter of the positions took 10 s: the work done is 1/8, so 7/8 is 70 s away
            assertEquals(70.0, p.secondsToGo(10, 25), 1e-9);
            assertEquals(1.0, p.workShare(100), 1e-12);
            assertTrue(Double.isNaN(p.secondsToGo(10, 0)));
        }
        try (RunProgress linear = new RunProgress("t", 100, 0, 60, 1)) {
            assertEquals(30.0, linear.secondsToGo(10, 25), 1e-9);
        }
        try (RunProgress resumed = new RunProgress("t", 100, 50, 60, 1.5)) {
            double done = Math.pow(0.75, 1.5);
            double before = Math.pow(0.5, 1.5);
            assertEquals(10 * (1 - done) / (done - before), resumed.secondsToGo(10, 75), 1e-9);
        }
        assertThrows(IllegalArgumentException.class, () -> new RunProgress("t", 100, 0, 60, 0.5));
    }

    @Test
    void movesGrowLikeTheSquareRootForSquaresAndNotAtAllForAFiniteSet() {
        assertEquals(0.5, MoveSet.of(MoveSet.Family.SQUARES).countExponent(1L << 20), 1e-12);
        assertEquals(0.0, MoveSet.of(1, 3, 4).countExponent(1L << 20), 0);
    }
}
