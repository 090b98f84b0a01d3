package org.subgames.bench;

import java.util.Arrays;

/**
 * The timed runs of one workload, in nanoseconds (warm-ups excluded).
 *
 * @param name workload name
 * @param size workload size
 * @param nanos wall-clock time of each timed run
 */
public record Measurement(String name, long size, long[] nanos) {

    public Measurement {
        if (nanos.length == 0) {
            throw new IllegalArgumentException("a measurement needs at least one run");
        }
        nanos = nanos.clone();
    }

    /** The median run time in nanoseconds (the mean of the two middle runs for an even count). */
    public double medianNanos() {
        long[] s = nanos.clone();
        Arrays.sort(s);
        int k = s.length / 2;
        return s.length % 2 == 1 ? s[k] : (s[k - 1] + s[k]) / 2.0;
    }

    public double medianMillis() {
        return medianNanos() / 1e6;
    }

    public long minNanos() {
        return Arrays.stream(nanos).min().getAsLong();
    }

    public long maxNanos() {
        return Arrays.stream(nanos).max().getAsLong();
    }

    @Override
    public long[] nanos() {
        return nanos.clone();
    }
}
