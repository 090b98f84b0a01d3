package org.subgames.bench;

import java.util.List;
import org.subgames.game.Convention;
import org.subgames.period.CensusCertifier;
import org.subgames.period.NaivePeriod;
import org.subgames.period.PeriodicSequence;
import org.subgames.period.Periodicity;

/**
 * The census's hot loop: certify every three-move set 1 &lt;= a &lt; b &lt; c &lt;= size under both
 * conventions (34,220 sets, 68,440 games at size 60), on one thread, by three paths: the census
 * path (small growing table, reused buffers), the per-instance path of {@code check}
 * ({@link Periodicity#certify}, a fresh 4096-position table per game), and the plain path
 * ({@link NaivePeriod}: values by the definition, the obvious period search). Each returns the sum
 * of preperiods and minimal periods, the same for all three. Games per second = 2 C(size, 3) / median.
 */
final class CensusSuites {

    private CensusSuites() {
    }

    static Suite threeMove() {
        return Suite.of("certified preperiod and minimal period of all three-move sets with max S <= size, both conventions",
                List.of(20L, 40L, 60L),
                List.of("census", "per-instance", "plain"),
                "plain",
                (name, size, seed) -> {
                    if (size < 3 || size > 2000) {
                        throw new IllegalArgumentException("census-three needs 3 <= size <= 2000, got " + size);
                    }
                    int max = (int) size;
                    switch (name) {
                        case "census":
                            return new Workload(name, size, () -> census(max));
                        case "per-instance":
                            return new Workload(name, size, () -> perInstance(max));
                        case "plain":
                            return new Workload(name, size, () -> plain(max));
                        default:
                            throw new IllegalArgumentException("unknown name '" + name + "' (expected census, per-instance or plain)");
                    }
                });
    }

    /** The number of games (sets times two conventions) at a size, for instances per second. */
    static long games(long size) {
        return size * (size - 1) * (size - 2) / 6 * 2;
    }

    private static long census(int max) {
        CensusCertifier c = new CensusCertifier();
        long sum = 0;
        for (int a = 1; a <= max; a++) {
            for (int b = a + 1; b <= max; b++) {
                for (int x = b + 1; x <= max; x++) {
                    for (Convention conv : Convention.values()) {
                        PeriodicSequence s = c.certify(new int[] {a, b, x}, conv, 1 << 24);
                        sum += s.certificate().preperiod() + s.certificate().minimalPeriod();
                    }
                }
            }
        }
        return sum;
    }

    private static long perInstance(int max) {
        long sum = 0;
        for (int a = 1; a <= max; a++) {
            for (int b = a + 1; b <= max; b++) {
                for (int x = b + 1; x <= max; x++) {
                    for (Convention conv : Convention.values()) {
                        PeriodicSequence s = Periodicity.certify(new int[] {a, b, x}, conv, 0, 1 << 24);
                        sum += s.certificate().preperiod() + s.certificate().minimalPeriod();
                    }
                }
            }
        }
        return sum;
    }

    private static long plain(int max) {
        long sum = 0;
        for (int a = 1; a <= max; a++) {
            for (int b = a + 1; b <= max; b++) {
                for (int x = b + 1; x <= max; x++) {
                    for (Convention conv : Convention.values()) {
                        NaivePeriod.Facts f = NaivePeriod.certify(new int[] {a, b, x}, conv, 1 << 24);
                        sum += f.preperiod() + f.minimalPeriod();
                    }
                }
            }
        }
        return sum;
    }
}
