package org.subgames.bench;

import java.util.List;
import org.subgames.base.BadInputException;
import org.subgames.game.Convention;
import org.subgames.period.CensusCertifier;
import org.subgames.period.Certificate;
import org.subgames.period.NaivePeriod;
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
                        throw new BadInputException("census-three needs 3 <= size <= 2000, got " + size);
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
                            throw new BadInputException("unknown name '" + name + "' (expected census, per-instance or plain)");
                    }
                });
    }

    /** The number of games (sets times two conventions) at a size, for instances per second. */
    static long games(long size) {
        return size * (size - 1) * (size - 2) / 6 * 2;
    }

    /** The certified preperiod plus minimal period of one game, by one of the three paths. */
    @FunctionalInterface
    private interface Path {
        long facts(int[] moves, Convention convention);
    }

    /** The sum of the facts over every three-move set 1 &lt;= a &lt; b &lt; c &lt;= max, both conventions. */
    private static long sum(int max, Path path) {
        long sum = 0;
        for (int a = 1; a <= max; a++) {
            for (int b = a + 1; b <= max; b++) {
                for (int c = b + 1; c <= max; c++) {
                    for (Convention conv : Convention.values()) {
                        sum += path.facts(new int[] {a, b, c}, conv);
                    }
                }
            }
        }
        return sum;
    }

    private static long census(int max) {
        CensusCertifier certifier = new CensusCertifier();
        return sum(max, (moves, conv) -> {
            Certificate c = certifier.certify(moves, conv, 1 << 24).certificate();
            return c.preperiod() + c.minimalPeriod();
        });
    }

    private static long perInstance(int max) {
        return sum(max, (moves, conv) -> {
            Certificate c = Periodicity.certify(moves, conv, 0, 1 << 24).certificate();
            return c.preperiod() + c.minimalPeriod();
        });
    }

    private static long plain(int max) {
        return sum(max, (moves, conv) -> {
            NaivePeriod.Facts f = NaivePeriod.certify(moves, conv, 1 << 24);
            return f.preperiod() + f.minimalPeriod();
        });
    }
}
