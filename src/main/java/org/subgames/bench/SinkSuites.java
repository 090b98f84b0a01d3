package org.subgames.bench;

import java.util.List;
import org.subgames.base.BadInputException;
import org.subgames.game.Convention;
import org.subgames.period.Certificate;
import org.subgames.period.Periodicity;
import org.subgames.reference.NimValues;
import org.subgames.sink.AdditiveSet;

/**
 * The sink theorem's hot loop: certify every quadratic instance S = {a, b, a+b}, b = 2ka + c,
 * k = 1..3, 0 &lt; c &lt; a, at one a (the size): 3(a - 1) instances, each a table of a(4ak + 3c) + b
 * values, the window check and the divisor descent to the minimal period. Instances per second =
 * 3(a - 1) / median time.
 */
final class SinkSuites {

    private SinkSuites() {
    }

    static Suite quadraticSink() {
        return Suite.of("certified sink periods of all 3(a-1) quadratic instances at a (k = 1..3), size = a",
                List.of(50L, 100L, 200L),
                List.of("fast", "reference"),
                "reference",
                (name, size, seed) -> {
                    if (size < 2 || size > 46340) {
                        throw new BadInputException("sink-quadratic needs 2 <= a <= 46340, got " + size);
                    }
                    int a = (int) size;
                    if (name.equals("fast")) {
                        return new Workload(name, size, () -> fast(a));
                    }
                    if (name.equals("reference")) {
                        return new Workload(name, size, () -> reference(a));
                    }
                    throw new BadInputException("unknown name '" + name + "' (expected fast or reference)");
                });
    }

    /** Byte-array DP, window certificate, minimal period; checked against the theorem. */
    private static long fast(int a) {
        long sum = 0;
        for (int k = 1; k <= 3; k++) {
            for (int c = 1; c < a; c++) {
                AdditiveSet s = AdditiveSet.ofKc(a, k, c);
                Certificate cert = Periodicity.certify(new int[] {a, s.b(), a + s.b()}, Convention.SINK, s.period(),
                        Periodicity.DEFAULT_LIMIT).certificate();
                if (cert.preperiod() != 0 || cert.minimalPeriod() != s.minimalPeriod()) {
                    throw new IllegalStateException("theorem fails at a=" + a + " b=" + s.b());
                }
                sum += cert.minimalPeriod();
            }
        }
        return sum;
    }

    /** The reference DP (int arrays, mex per position) and the same window check for the period. */
    private static long reference(int a) {
        long sum = 0;
        for (int k = 1; k <= 3; k++) {
            for (int c = 1; c < a; c++) {
                AdditiveSet s = AdditiveSet.ofKc(a, k, c);
                int p = (int) s.period();
                int m = a + s.b();
                int[] g = NimValues.sink(new int[] {a, s.b(), a + s.b()}, p + m);
                for (int x = 1; x <= m; x++) {
                    if (g[x] != g[x + p]) {
                        throw new IllegalStateException("theorem fails at a=" + a + " b=" + s.b());
                    }
                }
                sum += p;
            }
        }
        return sum;
    }
}
