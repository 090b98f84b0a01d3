package org.subgames.bench;

import java.util.Locale;
import java.util.function.Consumer;

/**
 * The largest size a workload handles within a time limit: single runs at sizes start, 2 start, ...
 * until a run exceeds the limit, or the next run is predicted (from the growth of the last two) to
 * take more than twice the limit, or maxSize is reached.
 */
public final class SizeSearch {

    /**
     * @param name workload name
     * @param largestOk largest size whose run finished within the limit (0 if none)
     * @param secondsAtLargest its run time
     * @param stoppedAt the size that exceeded the limit or was predicted to, or 0 at maxSize
     * @param secondsAtStop measured (if run) or predicted time there
     * @param predicted whether secondsAtStop is a prediction
     */
    public record Outcome(String name, long largestOk, double secondsAtLargest, long stoppedAt, double secondsAtStop,
                          boolean predicted) {
    }

    private SizeSearch() {
    }

    public static Outcome search(Suite suite, String name, double limitSeconds, long start, long maxSize, long seed,
                                 boolean cpuTime, Consumer<String> log) {
        Bench once = new Bench(0, 1, s -> { }).cpuTime(cpuTime);
        long ok = 0;
        double okT = 0;
        double prevT = 0;
        for (long n = start; n <= maxSize; n *= 2) {
            Workload w = suite.workload(name, n, seed);
            double t = once.once(w) / 1e9;
            w = null;
            log.accept(String.format(Locale.ROOT, "%-12s n=%-11d %.2f s", name, n, t));
            if (t > limitSeconds) {
                return new Outcome(name, ok, okT, n, t, false);
            }
            ok = n;
            okT = t;
            if (prevT > 0.05) {
                double next = t * (t / prevT);
                if (next > 2 * limitSeconds && n * 2 <= maxSize) {
                    return new Outcome(name, ok, okT, n * 2, next, true);
                }
            }
            prevT = t;
        }
        return new Outcome(name, ok, okT, 0, 0, false);
    }
}
