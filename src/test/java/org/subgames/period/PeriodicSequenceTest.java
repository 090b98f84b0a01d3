package org.subgames.period;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.subgames.base.BadInputException;
import org.subgames.game.Convention;
import org.subgames.reference.NimValues;

/**
 * A certified sequence read the ways the checker reads it: position by position, in slices that
 * cross the end of the table and the sink, and its window check; and what its certificate says.
 */
@Tag("solvers")
class PeriodicSequenceTest {

    /** {1, 6, 14} at the wall: preperiod 38, period 5 (a preperiod long enough to matter). */
    private static final int[] MOVES = {1, 6, 14};

    @Test
    void slicesAgreeWithTheReferenceAcrossTheTableEndAndTheSink() {
        for (Convention c : Convention.values()) {
            PeriodicSequence s = new StateCycle().certify(MOVES, c, 1 << 16);
            int n = s.tabulated() + 200;
            int[] ref = c == Convention.SINK ? NimValues.sink(MOVES, n) : NimValues.wall(MOVES, n);
            for (int len : new int[] {1, 7, 64, 300}) {
                long start = c == Convention.SINK ? -20 : 0;
                for (long x = start; x + len <= n; x += 13) {
                    byte[] buf = new byte[len];
                    s.read(x, buf, len);
                    for (int i = 0; i < len; i++) {
                        long y = x + i;
                        assertEquals(y <= 0 && c == Convention.SINK ? 0 : ref[(int) y], buf[i], c + " x = " + x + ", i = " + i);
                    }
                }
            }
        }
    }

    @Test
    void theCertificateSaysWhatTheSequenceIs() {
        PeriodicSequence wall = new StateCycle().certify(MOVES, Convention.WALL, 1 << 16);
        Certificate c = wall.certificate();
        assertEquals(38, c.preperiod());
        assertFalse(c.purelyPeriodic());
        assertEquals(38, c.periodicFrom());
        assertEquals(3, wall.maxValue());
        assertTrue(new StateCycle().certify(new int[] {1, 2}, Convention.WALL, 1000).certificate().purelyPeriodic());
        String w = c.windowText();
        assertEquals("G(x + " + c.period() + ") = G(x) for x = " + c.windowStart() + ".." + (c.windowStart() + 13), w);
        assertThrows(BadInputException.class, () -> wall.get(-1), "the wall game has no negative positions");
        assertEquals(0, new StateCycle().certify(MOVES, Convention.SINK, 1 << 16).get(-5));
    }

    @Test
    void theWindowCheckFindsTheFirstMismatch() {
        PeriodicSequence s = new StateCycle().certify(MOVES, Convention.WALL, 1 << 16);
        Certificate c = s.certificate();
        assertEquals(-1, s.firstWindowMismatch(c.periodicFrom(), c.minimalPeriod()));
        assertEquals(-1, s.firstWindowMismatch(c.periodicFrom() + 1, 2 * c.minimalPeriod()));
        long x = s.firstWindowMismatch(0, c.minimalPeriod());
        assertTrue(x >= 0 && x < c.periodicFrom(), "in the preperiod: " + x);
        assertTrue(s.get(x + c.minimalPeriod()) != s.get(x));
        for (long y = 0; y < x; y++) {
            assertEquals(s.get(y), s.get(y + c.minimalPeriod()), "the first mismatch is the first: " + y);
        }
        assertThrows(IllegalArgumentException.class, () -> s.firstWindowMismatch(0, 0));
        // the smallest legal arguments: a window at the first position, a period of 1
        assertTrue(s.firstWindowMismatch(c.firstPosition(), 1) >= -1);
        PeriodicSequence sink = new StateCycle().certify(MOVES, Convention.SINK, 1 << 16);
        assertEquals(-1, sink.firstWindowMismatch(sink.certificate().periodicFrom(), sink.certificate().minimalPeriod()));
        assertThrows(IllegalArgumentException.class, () -> sink.firstWindowMismatch(0, 5), "the sink's first position is 1");
        assertTrue(s.tabulated() > c.periodicFrom() + c.minimalPeriod(), "the table holds the first period");
    }
}
