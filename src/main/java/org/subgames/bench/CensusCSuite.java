package org.subgames.bench;

import java.io.BufferedReader;
import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.management.ManagementFactory;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;
import java.util.function.Consumer;
import java.util.function.Supplier;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.duckdb.DuckDBDriver;
import org.subgames.base.BadInputException;
import org.subgames.base.IntRange;
import org.subgames.census.CensusRun;
import org.subgames.census.CensusStore;
import org.subgames.specs.Statement;
import org.subgames.specs.StatementLoader;

/**
 * {@code census-c}: the three-move census against its plain-C baseline {@code bench/census3.c}
 * (the same state-cycle method, written tight). Per size N (every set with max S &lt;= N, both
 * conventions) it times the compute alone (C with 2 threads as a process; Java's
 * {@link CensusRun#computeOnly} with 2 threads in this JVM, after one warm-up) and the whole job
 * end to end (C writing its CSV rows; {@code java -jar subgames.jar census three-move --format
 * parquet} into a fresh directory), medians of the given number of runs, and checks that the Java
 * store's rows equal the C rows line by line. The C source is compiled with gcc or cc from the
 * PATH ({@value #FLAGS}); without a compiler the suite is skipped. Run by the {@code bench}
 * command as a whole (its own table), not workload by workload.
 */
public final class CensusCSuite implements Suite {

    /** The suite's name in {@link Suites}. */
    public static final String NAME = "census-c";

    /** What the suite prints when there is no C compiler. */
    public static final String SKIPPED = "census-c: skipped, no C compiler (gcc or cc) on PATH";

    /** The compiler flags (portable: no -march=native). */
    static final String FLAGS = "-O2 -std=c11 -pthread";

    /** The C source, relative to the working directory (the repository). */
    static final Path SOURCE = Path.of("bench", "census3.c");

    private static final int THREADS = 2;
    private static final Path TIME = Path.of("/usr/bin/time");

    /** The figures of one size; {@code difference} is null when the rows are equal. */
    public record Row(long size, long games, Series cCompute, Series javaCompute, Series cEnd, Series javaEnd, String difference) {

        public boolean rowsEqual() {
            return difference == null;
        }
    }

    /** One run: wall time, CPU time (user + system, all threads; -1 when not measured) and peak RSS (KiB, or -1). */
    private record Timed(long nanos, long cpuNanos, long rssKib) {
    }

    /** The runs of one measurement: wall times, CPU times (null when not measured), the largest peak RSS (KiB, or -1). */
    public record Series(Measurement wall, Measurement cpu, long rssKib) {
    }

    @Override
    public String description() {
        return "three-move census (max S <= size, both conventions): plain C bench/census3.c against Java, compute only "
                + "and end to end, medians of --runs, rows compared (1 warm-up for compute; --warmups does not apply)";
    }

    @Override
    public List<Long> defaultSizes() {
        return List.of(150L, 250L);
    }

    @Override
    public List<String> names() {
        return List.of("c-compute", "java-compute", "c-end-to-end", "java-end-to-end");
    }

    @Override
    public String baseline() {
        return "c-compute";
    }

    @Override
    public Workload workload(String name, long size, long seed) {
        throw new BadInputException("census-c runs as a whole: bench --suite census-c [--sizes N,...] [--runs R] "
                + "(no --names, --baseline or --time-limit)");
    }

    /** gcc, else cc, from the PATH. */
    public static Optional<Path> compiler() {
        String path = System.getenv("PATH");
        if (path == null) {
            return Optional.empty();
        }
        for (String name : List.of("gcc", "cc")) {
            for (String dir : path.split(File.pathSeparator)) {
                Path p = Path.of(dir.isEmpty() ? "." : dir, name);
                if (Files.isRegularFile(p) && Files.isExecutable(p)) {
                    return Optional.of(p);
                }
            }
        }
        return Optional.empty();
    }

    /**
     * Builds the baseline and measures every size; empty when there is no C compiler.
     *
     * @param runs timed runs per measurement (the median is reported)
     * @param log progress lines
     */
    public static Optional<List<Row>> run(List<Long> sizes, int runs, Consumer<String> log) {
        for (long n : sizes) {
            if (n < 3 || n > 2000) {
                throw new BadInputException("census-c needs 3 <= size <= 2000, got " + n);
            }
        }
        if (runs < 1) {
            throw new BadInputException("runs must be at least 1, got " + runs);
        }
        Optional<Path> cc = compiler();
        if (cc.isEmpty()) {
            return Optional.empty();
        }
        if (!Files.isRegularFile(SOURCE)) {
            throw new BadInputException("census-c: no " + SOURCE + " here (run it from the repository)");
        }
        Path dir = Files.isDirectory(Path.of("target")) ? Path.of("target", "census-c") : temp("census-c-bin");
        Path exe = build(cc.get(), dir);
        log.accept("census-c: built " + exe + " with " + cc.get() + " " + FLAGS);
        List<Row> rows = new ArrayList<>();
        for (long n : sizes) {
            rows.add(size((int) n, runs, exe, log));
        }
        return Optional.of(rows);
    }

    private static Path build(Path cc, Path dir) {
        try {
            Files.createDirectories(dir);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        Path exe = dir.resolve("census3");
        List<String> cmd = new ArrayList<>(List.of(cc.toString()));
        cmd.addAll(List.of(FLAGS.split(" ")));
        cmd.addAll(List.of("-o", exe.toString(), SOURCE.toString()));
        exec(cmd, dir.resolve("build.log"));
        return exe;
    }

    /** One size: compute only, end to end, rows compared. */
    private static Row size(int n, int runs, Path exe, Consumer<String> log) {
        Path work = temp("census-c-" + n);
        try {
            Series cCompute = measure("c-compute", n, runs, log,
                    () -> exec(List.of(exe.toString(), Integer.toString(n), "--threads", "2"), work.resolve("c.log")));
            Series javaCompute = javaCompute(n, runs, log);
            Path rows = work.resolve("c-rows.csv");
            Series cEnd = measureOnce("c-end-to-end", n, runs, log,
                    () -> exec(List.of(exe.toString(), Integer.toString(n), "--threads", "2", "--rows", rows.toString()), work.resolve("c.log")));
            Series javaEnd = measureOnce("java-end-to-end", n, runs, log, () -> javaEndToEnd(n, work));
            Path store = work.resolve("java").resolve("three-move.parquet");
            String difference = compare(store, rows);
            log.accept(difference == null ? "census-c: size " + n + ": rows equal (" + games(n) + " games)"
                    : "census-c: size " + n + ": rows differ: " + difference);
            return new Row(n, games(n), cCompute, javaCompute, cEnd, javaEnd, difference);
        } finally {
            delete(work);
        }
    }

    /** One run of the Java census as a process, into a fresh store {@code work/java/three-move.parquet}. */
    private static Timed javaEndToEnd(int n, Path work) {
        Path dir = work.resolve("java");
        if (Files.exists(dir)) {
            delete(dir);
        }
        try {
            Files.createDirectories(dir);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        List<String> cmd = new ArrayList<>(javaCommand());
        cmd.addAll(List.of("census", "three-move", "--param", "c=3.." + n, "--format", "parquet", "--out",
                dir.resolve("three-move.parquet").toString(), "--threads", Integer.toString(THREADS)));
        return exec(cmd, work.resolve("java.log"));
    }

    /** Games at a size: 2 C(n, 3). */
    static long games(long n) {
        return n * (n - 1) * (n - 2) / 3;
    }

    /** Java's compute alone, in this JVM, 2 threads, after one warm-up. */
    private static Series javaCompute(int n, int runs, Consumer<String> log) {
        Statement st = StatementLoader.resolve("three-move", Path.of("specs"));
        Map<String, IntRange> ranges = Map.of("c", new IntRange(3, n));
        return measure("java-compute", n, runs, log, () -> {
            long c0 = processCpu();
            long t0 = System.nanoTime();
            long games = CensusRun.computeOnly(st, ranges, THREADS);
            long t = System.nanoTime() - t0;
            long c1 = processCpu();
            if (games != games(n)) {
                throw new IllegalStateException("java-compute: " + games + " games at size " + n + ", expected " + games(n));
            }
            return new Timed(t, c0 < 0 || c1 < 0 ? -1 : c1 - c0, -1);
        });
    }

    /** This JVM's CPU time (all threads, including the collector's and the compiler's), or -1. */
    private static long processCpu() {
        if (ManagementFactory.getOperatingSystemMXBean() instanceof com.sun.management.OperatingSystemMXBean os) {
            return os.getProcessCpuTime();
        }
        return -1;
    }

    /** One warm-up, then the timed runs. */
    private static Series measure(String name, int n, int runs, Consumer<String> log, Supplier<Timed> timed) {
        timed.get();
        return measureOnce(name, n, runs, log, timed);
    }

    /** The timed runs, no warm-up. */
    private static Series measureOnce(String name, int n, int runs, Consumer<String> log, Supplier<Timed> timed) {
        long[] wall = new long[runs];
        long[] cpu = new long[runs];
        long rss = -1;
        boolean cpuKnown = true;
        for (int i = 0; i < runs; i++) {
            Timed t = timed.get();
            wall[i] = t.nanos();
            cpu[i] = t.cpuNanos();
            cpuKnown &= t.cpuNanos() >= 0;
            rss = Math.max(rss, t.rssKib());
        }
        Series sr = new Series(new Measurement(name, n, wall), cpuKnown ? new Measurement(name + "-cpu", n, cpu) : null, rss);
        log.accept(String.format(Locale.ROOT, "%-16s n=%-5d median %.1f ms wall, %s ms CPU", name, n, sr.wall().medianMillis(),
                cpuKnown ? String.format(Locale.ROOT, "%.1f", sr.cpu().medianMillis()) : "-"));
        return sr;
    }

    /**
     * Runs a process to its end (stdout discarded, stderr to errFile), under {@code /usr/bin/time -f %M} when there is one;
     * a non-zero exit is an error with the end of stderr.
     */
    private static Timed exec(List<String> cmd, Path errFile) {
        boolean time = Files.isExecutable(TIME);
        Path rss = errFile.resolveSibling(errFile.getFileName() + ".rss");
        List<String> full = new ArrayList<>();
        if (time) {
            full.addAll(List.of(TIME.toString(), "-f", "%M %U %S", "-o", rss.toString()));
        }
        full.addAll(cmd);
        try {
            ProcessBuilder pb = new ProcessBuilder(full).redirectOutput(ProcessBuilder.Redirect.DISCARD).redirectError(errFile.toFile());
            long t0 = System.nanoTime();
            Process p = pb.start();
            int code = p.waitFor();
            long nanos = System.nanoTime() - t0;
            if (code != 0) {
                String err = Files.readString(errFile, StandardCharsets.UTF_8);
                throw new IllegalStateException("census-c: exit " + code + " from " + String.join(" ", cmd) + ": "
                        + err.substring(Math.max(0, err.length() - 2000)));
            }
            return time ? readTime(nanos, rss) : new Timed(nanos, -1, -1);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted", e);
        }
    }

    /** Reads the line {@code /usr/bin/time -f "%M %U %S"} wrote: peak RSS in KiB, user and system seconds. */
    private static Timed readTime(long nanos, Path file) throws IOException {
        List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        for (int i = lines.size() - 1; i >= 0; i--) {
            String[] f = lines.get(i).trim().split(" ");
            if (f.length == 3 && f[0].matches("\\d+") && f[1].matches("[0-9.]+") && f[2].matches("[0-9.]+")) {
                long cpu = Math.round((Double.parseDouble(f[1]) + Double.parseDouble(f[2])) * 1e9);
                return new Timed(nanos, cpu, Long.parseLong(f[0]));
            }
        }
        return new Timed(nanos, -1, -1);
    }

    /** {@code java -jar} this jar, or, run from classes (tests), {@code java -cp} this class path and the main class. */
    static List<String> javaCommand() {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        Path here;
        try {
            here = Path.of(CensusCSuite.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        } catch (URISyntaxException | SecurityException | NullPointerException e) {
            here = null;
        }
        if (here != null && Files.isRegularFile(here) && here.toString().endsWith(".jar")) {
            return List.of(java, "-jar", here.toString());
        }
        Path jar = Path.of("target", "subgames.jar");
        if (here == null && Files.isRegularFile(jar)) {
            return List.of(java, "-jar", jar.toString());
        }
        return List.of(java, "-cp", System.getProperty("java.class.path"), "org.subgames.cli.Main");
    }

    /**
     * The Java store's rows (ordered by idx, wall before sink) against the C rows, line by line: null when equal, else the
     * first difference.
     */
    static String compare(Path store, Path cRows) {
        List<Path> parts = CensusStore.parts(store);
        if (parts.isEmpty()) {
            return "no Parquet parts in " + store;
        }
        String files = parts.stream().map(p -> "'" + p.toString().replace("'", "''") + "'").collect(Collectors.joining(", "));
        String sql = "SELECT s[1], s[2], s[3], convention, preperiod, minimal_period, max_value, cold FROM read_parquet([" + files
                + "]) ORDER BY idx, convention DESC";
        Properties props = new Properties();
        props.setProperty(DuckDBDriver.JDBC_STREAM_RESULTS, "true");
        try (Connection c = DriverManager.getConnection("jdbc:duckdb:", props);
                java.sql.Statement s = c.createStatement();
                ResultSet rs = s.executeQuery(sql);
                BufferedReader in = Files.newBufferedReader(cRows, StandardCharsets.US_ASCII)) {
            return compare(rs, in);
        } catch (SQLException e) {
            throw new IllegalStateException("census-c: cannot read " + store, e);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String compare(ResultSet rs, BufferedReader in) throws SQLException, IOException {
        long line = 0;
        StringBuilder sb = new StringBuilder();
        while (rs.next()) {
            line++;
            sb.setLength(0);
            for (int i = 1; i <= 8; i++) {
                sb.append(i == 1 ? "" : ",").append(rs.getString(i));
            }
            String java = sb.toString();
            String c = in.readLine();
            if (!java.equals(c)) {
                return "row " + line + ": java " + java + ", c " + (c == null ? "(end of file)" : c);
            }
        }
        String extra = in.readLine();
        return extra == null ? null : "row " + (line + 1) + ": java (no more rows), c " + extra;
    }

    /** The table: per size, games, wall and CPU medians and their ratios (Java / C), peak RSS, rows. */
    public static String table(List<Row> rows) {
        int runs = rows.isEmpty() ? 0 : rows.get(0).cCompute().wall().nanos().length;
        StringBuilder sb = new StringBuilder(String.format(Locale.ROOT,
                "suite %s: medians over %d runs, ms (wall, and CPU = user + system of all threads); compute: C %d threads (process) vs "
                        + "Java CensusRun.computeOnly %d threads (in this JVM, 1 warm-up); end to end: C --rows vs java -jar ... census "
                        + "three-move --format parquet (processes); peak RSS in MiB%n",
                NAME, runs, THREADS, THREADS));
        String f = "%6s %9s | %9s %9s %7s %9s %9s %7s | %9s %9s %7s %9s %9s %7s | %7s %7s %7s  %s%n";
        sb.append(String.format(Locale.ROOT, f, "n", "games", "C wall", "Java wall", "ratio", "C CPU", "Java CPU", "ratio",
                "C wall", "Java wall", "ratio", "C CPU", "Java CPU", "ratio", "C RSS", "C' RSS", "Java RSS", "rows"));
        for (Row r : rows) {
            sb.append(String.format(Locale.ROOT, f, r.size(), r.games(), ms(r.cCompute().wall()), ms(r.javaCompute().wall()),
                    ratio(r.javaCompute().wall(), r.cCompute().wall()), ms(r.cCompute().cpu()), ms(r.javaCompute().cpu()),
                    ratio(r.javaCompute().cpu(), r.cCompute().cpu()), ms(r.cEnd().wall()), ms(r.javaEnd().wall()),
                    ratio(r.javaEnd().wall(), r.cEnd().wall()), ms(r.cEnd().cpu()), ms(r.javaEnd().cpu()),
                    ratio(r.javaEnd().cpu(), r.cEnd().cpu()), mib(r.cCompute().rssKib()), mib(r.cEnd().rssKib()),
                    mib(r.javaEnd().rssKib()), r.rowsEqual() ? "rows equal (" + r.games() + " games)" : "DIFFER: " + r.difference()));
        }
        sb.append("(compute: C RSS; end to end: C' RSS (with --rows) and Java RSS; the Java compute runs inside this JVM, no RSS of its own)\n");
        return sb.toString();
    }

    private static String ms(Measurement m) {
        return m == null ? "-" : String.format(Locale.ROOT, "%.0f", m.medianMillis());
    }

    private static String ratio(Measurement num, Measurement den) {
        return num == null || den == null || den.medianNanos() == 0 ? "-" : String.format(Locale.ROOT, "%.2f", num.medianNanos() / den.medianNanos());
    }

    private static String mib(long kib) {
        return kib < 0 ? "-" : String.format(Locale.ROOT, "%.1f", kib / 1024.0);
    }

    private static Path temp(String prefix) {
        try {
            return Files.createTempDirectory(prefix);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static void delete(Path dir) {
        try (Stream<Path> s = Files.walk(dir)) {
            for (Path p : s.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(p);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
