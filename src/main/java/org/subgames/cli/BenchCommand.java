package org.subgames.cli;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.Callable;
import org.subgames.base.AtomicFile;
import org.subgames.base.BadInputException;
import org.subgames.base.IntRange;
import org.subgames.bench.Bench;
import org.subgames.bench.CensusCSuite;
import org.subgames.bench.Measurement;
import org.subgames.bench.Report;
import org.subgames.bench.SizeSearch;
import org.subgames.bench.Suite;
import org.subgames.bench.Suites;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code bench --suite dense-cold [--log2 12..18 | --sizes ...] [--names ...] [--baseline ...]}: medians
 * of repeated runs and ratios to a baseline measured in the same run; or, with {@code --time-limit},
 * the largest size each name handles within the limit.
 */
@Command(name = "bench", mixinStandardHelpOptions = true,
        description = "Benchmark solvers: medians of repeated runs after warm-ups, ratios to a baseline; or the largest n within a time limit.")
final class BenchCommand implements Callable<Integer> {

    enum Format { table, csv, json }

    @Option(names = "--list", description = "list the suites and exit")
    boolean list;

    @Option(names = "--suite", description = "suite name (see --list)")
    String suite;

    @Option(names = "--log2", description = "sizes 2^lo..2^hi, e.g. 12..18")
    String log2;

    @Option(names = "--sizes", split = ",", description = "explicit sizes, comma list")
    List<Long> sizes;

    @Option(names = "--names", split = ",", description = "workload (algorithm) names; default: all of the suite")
    List<String> names;

    @Option(names = "--baseline", description = "name the ratios refer to; default: the suite's")
    String baseline;

    @Option(names = "--warmups", defaultValue = "2", description = "untimed runs first (default: ${DEFAULT-VALUE})")
    int warmups;

    @Option(names = "--runs", defaultValue = "5", description = "timed runs; the median is reported (default: ${DEFAULT-VALUE})")
    int runs;

    @Option(names = "--slow", defaultValue = "5",
            description = "seconds: a workload whose first warm-up is slower gets no more warm-ups and at most 3 runs (default: ${DEFAULT-VALUE})")
    double slow;

    @Option(names = "--skip-after", defaultValue = "30",
            description = "seconds: once a name's median exceeds this, its larger sizes are skipped (default: ${DEFAULT-VALUE})")
    double skipAfter;

    @Option(names = "--uncapped", description = "ignore the suites' size caps on slow baselines")
    boolean uncapped;

    @Option(names = "--seed", defaultValue = "1", description = "seed of random inputs (default: ${DEFAULT-VALUE})")
    long seed;

    @Option(names = "--format", defaultValue = "table", description = "table, csv or json (default: ${DEFAULT-VALUE})")
    Format format;

    @Option(names = "--cpu", description = "time the benchmark thread's CPU time instead of wall-clock time (for shared machines)")
    boolean cpu;

    @Option(names = "--output", description = "also write the report to this file (atomically)")
    Path output;

    @Option(names = "--time-limit", description = "seconds: search the largest n (doubling) each name handles in one run within this")
    Double timeLimit;

    @Option(names = "--start", defaultValue = "1024", description = "first size of the --time-limit search (default: ${DEFAULT-VALUE})")
    long start;

    @Option(names = "--max-size", defaultValue = "1073741824", description = "largest size of the --time-limit search (default: ${DEFAULT-VALUE})")
    long maxSize;

    @Override
    public Integer call() throws IOException {
        if (list) {
            return list();
        }
        if (suite == null) {
            throw new BadInputException("give --suite NAME (or --list)");
        }
        Suite s = Suites.get(suite);
        if (s instanceof CensusCSuite) {
            return censusC();
        }
        List<String> ns = names == null ? s.names() : names;
        for (String name : ns) {
            if (!s.names().contains(name)) {
                throw new BadInputException("suite " + suite + " has no workload '" + name + "' (expected one of "
                        + String.join(", ", s.names()) + ")");
            }
        }
        String base = baseline == null ? s.baseline() : baseline;
        if (timeLimit != null) {
            return search(s, ns);
        }
        List<Long> sz = sizes();
        if (sz == null) {
            sz = s.defaultSizes();
        }
        Bench bench = new Bench(warmups, runs, (long) (slow * 1e9), line -> System.err.println(line)).cpuTime(cpu);
        List<Measurement> ms = new ArrayList<>();
        Set<String> skipped = new HashSet<>();
        for (long n : sz) {
            for (String name : ns) {
                if (skipped.contains(name)) {
                    continue;
                }
                if (!uncapped && n > s.maxSize(name)) {
                    skipped.add(name);
                    System.err.println(name + ": capped at n = " + s.maxSize(name) + " by the suite, larger sizes skipped");
                    continue;
                }
                Measurement m = bench.measure(s.workload(name, n, seed));
                ms.add(m);
                if (m.medianNanos() / 1e9 > skipAfter) {
                    skipped.add(name);
                    System.err.println(name + ": median above " + skipAfter + " s, larger sizes skipped");
                }
            }
        }
        Report r = new Report(ms, ns.contains(base) ? base : null);
        String text = switch (format) {
            case table -> "suite " + suite + ": " + s.description() + "; median " + (cpu ? "CPU " : "wall ") + "ms over " + runs + " runs after "
                    + warmups + " warm-ups" + (ns.contains(base) ? ", (ratio to " + base + ")" : "") + "\n" + r.table();
            case csv -> r.csv();
            case json -> r.json() + "\n";
        };
        System.out.print(text);
        write(text);
        return 0;
    }

    private static int list() {
        for (Map.Entry<String, Suite> e : Suites.all().entrySet()) {
            System.out.printf("%-14s %s; names %s; baseline %s%n", e.getKey(), e.getValue().description(),
                    String.join(",", e.getValue().names()), e.getValue().baseline());
        }
        return 0;
    }

    /** The C baseline suite runs as a whole: its own table, exit 1 when the rows differ at some size. */
    private int censusC() throws IOException {
        if (names != null || baseline != null || timeLimit != null || format != Format.table) {
            throw new BadInputException("census-c runs as a whole and prints a table: give only --sizes and --runs (and --output)");
        }
        List<Long> sz = sizes();
        Optional<List<CensusCSuite.Row>> rows = CensusCSuite.run(sz == null ? Suites.get(suite).defaultSizes() : sz, runs,
                line -> System.err.println(line));
        if (rows.isEmpty()) {
            System.out.println(CensusCSuite.SKIPPED);
            return 0;
        }
        String text = CensusCSuite.table(rows.get());
        System.out.print(text);
        write(text);
        for (CensusCSuite.Row r : rows.get()) {
            if (!r.rowsEqual()) {
                System.err.println("census-c: size " + r.size() + ": the Java and C rows differ: " + r.difference());
                return 1;
            }
        }
        return 0;
    }

    private List<Long> sizes() {
        if (log2 != null && sizes != null) {
            throw new BadInputException("give --log2 or --sizes, not both");
        }
        if (log2 != null) {
            IntRange r = IntRange.parse(log2);
            if (r.lo() < 0 || r.hi() > 30) {
                throw new BadInputException("--log2 must lie within 0..30, got " + log2);
            }
            List<Long> out = new ArrayList<>();
            for (int k = r.lo(); k <= r.hi(); k++) {
                out.add(1L << k);
            }
            return out;
        }
        if (sizes != null) {
            for (long v : sizes) {
                if (v < 0 || v > Inputs.MAX_N) {
                    throw new BadInputException("size " + v + " is out of range 0.." + Inputs.MAX_N);
                }
            }
        }
        return sizes;
    }

    private int search(Suite s, List<String> ns) throws IOException {
        if (timeLimit <= 0) {
            throw new BadInputException("--time-limit must be positive");
        }
        if (start < 1 || maxSize < start || maxSize > Inputs.MAX_N) {
            throw new BadInputException("need 1 <= --start <= --max-size <= " + Inputs.MAX_N);
        }
        StringBuilder sb = new StringBuilder(String.format(Locale.ROOT,
                "suite %s: %s; largest n (doubling from %d) within %.1f %s s per single run%n", suite, s.description(), start, timeLimit,
                cpu ? "CPU" : "wall"));
        sb.append(String.format("%-12s %12s %10s %12s %10s%n", "name", "largest n", "seconds", "next n", "seconds"));
        for (String name : ns) {
            SizeSearch.Outcome o = SizeSearch.search(s, name, timeLimit, start, maxSize, seed, cpu, line -> System.err.println(line));
            sb.append(String.format(Locale.ROOT, "%-12s %12d %10.2f %12s %10s%n", name, o.largestOk(), o.secondsAtLargest(),
                    o.stoppedAt() == 0 ? "-" : Long.toString(o.stoppedAt()),
                    o.stoppedAt() == 0 ? "-" : String.format(Locale.ROOT, "%.1f%s", o.secondsAtStop(), o.predicted() ? " (predicted)" : "")));
        }
        System.out.print(sb);
        write(sb.toString());
        return 0;
    }

    private void write(String text) throws IOException {
        if (output == null) {
            return;
        }
        AtomicFile.writeString(output, text);
    }
}
