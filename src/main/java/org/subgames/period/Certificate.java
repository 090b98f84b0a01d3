package org.subgames.period;

import org.subgames.game.Convention;

/**
 * A proof of eventual periodicity by Golomb's window argument. With M = max S: G(x + period) = G(x)
 * was checked for every x in the window [windowStart, windowStart + M); every later position is
 * the mex of the M values before it (all moves are legal there under both conventions), so by
 * induction G(x + period) = G(x) for every x &gt;= windowStart. The minimal period is the least
 * divisor of {@code period} whose own window check holds (see {@link Periodicity}); the preperiod
 * counts the positions before periodicity starts, from position {@code firstPosition} (0 at the
 * wall, 1 in the sink), so preperiod 0 means purely periodic.
 */
public record Certificate(Convention convention, int maxMove, long firstPosition, long preperiod, long period,
                          long minimalPeriod, long windowStart) {

    /** The first position of the periodic part. */
    public long periodicFrom() {
        return firstPosition + preperiod;
    }

    public boolean purelyPeriodic() {
        return preperiod == 0;
    }

    /** The window [windowStart, windowStart + M) as text, with its copy one period later. */
    public String windowText() {
        long end = windowStart + maxMove - 1;
        return "G(x + " + period + ") = G(x) for x = " + windowStart + ".." + end;
    }
}
