package org.subgames.bench;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.subgames.base.BadInputException;
import org.subgames.base.IntRange;
import org.subgames.base.Shard;
import org.subgames.census.CensusRun;
import org.subgames.game.Convention;
import org.subgames.period.Certificate;
import org.subgames.period.NaivePeriod;
import org.subgames.period.Periodicity;
import org.subgames.period.StateCycle;
import org.subgames.specs.Instance;
import org.subgames.specs.InstanceCensus;
import org.subgames.specs.InstanceFacts;
import org.subgames.specs.Instances;
import org.subgames.specs.Statement;
import org.subgames.specs.StatementLoader;

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
                    return paths(name, size, all((int) size));
                });
    }

    /** Sets sampled per size by {@link #growth()}: 2,000 games per repetition. */
    static final int SAMPLE = 1000;

    /**
     * The cost per game as max S grows: {@value #SAMPLE} three-move sets with c = size drawn with
     * the seed (a uniform pair a &lt; b &lt; c), both conventions, on the census path and on
     * {@code check}'s per-instance path. Seconds per game = median / (2 * {@value #SAMPLE}).
     */
    static Suite growth() {
        return Suite.of("certified facts of " + SAMPLE + " seeded random three-move sets with max S = size, both conventions "
                + "(seconds per game = median / " + 2 * SAMPLE + ")",
                List.of(60L, 120L, 250L),
                List.of("census", "per-instance", "census-line"),
                "per-instance",
                (name, size, seed) -> {
                    if (size < 4 || size > 100_000) {
                        throw new BadInputException("census-growth needs 4 <= size <= 100000, got " + size);
                    }
                    List<int[]> sets = sample((int) size, seed);
                    return name.equals("census-line") ? censusLines((int) size, sets) : paths(name, size, sets);
                });
    }

    /** The certificate of the sets by one of the three paths: census, per-instance or plain. */
    private static Workload paths(String name, long size, List<int[]> sets) {
        switch (name) {
            case "census":
                return new Workload(name, size, () -> census(sets));
            case "per-instance":
                return new Workload(name, size, () -> perInstance(sets));
            case "plain":
                return new Workload(name, size, () -> plain(sets));
            default:
                throw new BadInputException("unknown name '" + name + "' (expected census, per-instance, plain or, in census-growth, census-line)");
        }
    }

    /**
     * The whole per-game work of {@code census three-move}: the census line of each sampled set
     * (certificate, the family's group, formulas and heat-map cell through JEXL, the JSON line),
     * as the census command computes it, without the writing.
     */
    private static Workload censusLines(int size, List<int[]> sets) {
        Statement st = StatementLoader.resolve("three-move", Path.of("specs"));
        Map<String, IntRange> c = Map.of("c", new IntRange(size, size));
        Map<String, Instance> byMoves = new HashMap<>();
        Instances.Selection sel = Instances.select(st, c, null, Shard.ALL);
        for (Instance in : sel.instances()) {
            byMoves.put(Arrays.toString(in.sortedMoves()), in);
        }
        List<Instance> sample = sets.stream().map(m -> byMoves.get(Arrays.toString(m))).toList();
        InstanceFacts.Certifier certifier = CensusRun.censusPath();
        return new Workload("census-line", size, () -> {
            long sum = 0;
            for (Instance in : sample) {
                sum += InstanceCensus.line(in, sel.total(), st.census(), 1 << 24, certifier).toString().length();
            }
            return sum;
        });
    }

    /** {@value #SAMPLE} sets {a, b, c} with 1 &lt;= a &lt; b &lt; c = max, uniform over the pairs, from the seed. */
    static List<int[]> sample(int max, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        List<int[]> out = new ArrayList<>();
        while (out.size() < SAMPLE) {
            int a = 1 + random.nextInt(max - 1);
            int b = 1 + random.nextInt(max - 1);
            if (a < b) {
                out.add(new int[] {a, b, max});
            }
        }
        return out;
    }

    /** Every three-move set 1 &lt;= a &lt; b &lt; c &lt;= max. */
    static List<int[]> all(int max) {
        List<int[]> out = new ArrayList<>();
        for (int a = 1; a <= max; a++) {
            for (int b = a + 1; b <= max; b++) {
                for (int c = b + 1; c <= max; c++) {
                    out.add(new int[] {a, b, c});
                }
            }
        }
        return out;
    }

    /** The number of games (sets times two conventions) at a size, for instances per second. */
    static long games(long size) {
        return size * (size - 1) * (size - 2) / 6 * 2;
    }

    /** The certified preperiod plus minimal period of one game, by one of the three paths. */
    @FunctionalInterface
    private interface GamePath {
        long facts(int[] moves, Convention convention);
    }

    /** The sum of the facts over the sets, both conventions. */
    private static long sum(List<int[]> sets, GamePath path) {
        long sum = 0;
        for (int[] moves : sets) {
            for (Convention conv : Convention.values()) {
                sum += path.facts(moves, conv);
            }
        }
        return sum;
    }

    private static long census(List<int[]> sets) {
        StateCycle certifier = new StateCycle();
        return sum(sets, (moves, conv) -> {
            Certificate c = certifier.certify(moves, conv, 1 << 24).certificate();
            return c.preperiod() + c.minimalPeriod();
        });
    }

    private static long perInstance(List<int[]> sets) {
        return sum(sets, (moves, conv) -> {
            Certificate c = Periodicity.certify(moves, conv, 0, 1 << 24).certificate();
            return c.preperiod() + c.minimalPeriod();
        });
    }

    private static long plain(List<int[]> sets) {
        return sum(sets, (moves, conv) -> {
            NaivePeriod.Facts f = NaivePeriod.certify(moves, conv, 1 << 24);
            return f.preperiod() + f.minimalPeriod();
        });
    }
}
