package org.subgames.census;

import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Array;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.sql.Struct;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.StringJoiner;
import java.util.stream.Stream;
import org.subgames.base.AtomicFile;
import org.subgames.base.BadInputException;
import org.subgames.base.Timings;

/**
 * The report of a Parquet census store computed by DuckDB: the same files, byte for byte, and the
 * same text as {@link CensusReport} reading the store's lines, but the counts, the first games of
 * each list and the largest periods come from one aggregating query, the heat map's cells from a
 * query of its slice, and the per-instance and nofit CSVs are written by DuckDB's {@code COPY}
 * (each row formatted in SQL as the line path formats it). Java holds only aggregates: a row per
 * convention, group value and formula, at most {@link CensusReport#NAMED} games per list, the
 * heat map's cells; DuckDB's memory is capped ({@link CensusStore#connect()}), its sorts spill.
 */
public final class StoreReport {

    /** A value as the line path's CSV writes it: quoted (quotes doubled) when it holds a comma or a quote. */
    private static final String CSV_MACRO = "CREATE MACRO csvq(v) AS CASE WHEN contains(v, ',') OR contains(v, '\"') "
            + "THEN '\"' || replace(v, '\"', '\"\"') || '\"' ELSE v END";

    /** DuckDB's threads for the instance CSV: {@code -Dsubgames.census.reportThreads=N} (default 2). */
    private static final int REPORT_THREADS = Integer.getInteger("subgames.census.reportThreads", 2);

    private StoreReport() {
    }

    /**
     * Writes STEM.csv, STEM-summary.txt, STEM-summary.csv, STEM-nofit.csv and the heat maps of the
     * store (a directory of parts or a merged Parquet file), prints the summary; returns the files.
     * A store that is not one whole census is bad input, as for its lines.
     */
    public static List<Path> write(Path store, CensusReport.Labels labels, Path stem, PrintStream out) {
        List<Path> files = CensusStore.files(List.of(store));
        try (Connection c = CensusStore.connect(); Statement s = c.createStatement()) {
            s.execute("CREATE VIEW games AS SELECT * FROM read_parquet(" + CensusStore.fileList(files) + ")");
            s.execute(CSV_MACRO);
            List<String> parameters = CensusStore.parameters(s, "games");
            long count = CensusStore.wholeCensus(s, "games", List.of(store));
            String id;
            try (ResultSet r = s.executeQuery("SELECT min(statement) FROM games")) {
                r.next();
                id = r.getString(1);
            }
            Timings.mark("report: whole census checked");
            List<CensusReport.Tally> tallies = tallies(s);
            Timings.mark("report: tallies");
            CensusReport.Census census = new CensusReport.Census(id, count, parameters, tallies);
            Path csv = Path.of(stem + ".csv");
            Background instances = new Background(c, b -> AtomicFile.produce(csv, tmp -> instances(b, parameters, census.conventions(), count, tmp)));
            try {
                cells(s, tallies);
                Timings.mark("report: cells");
                return CensusReport.write(census, labels, stem, out, p -> {
                    Timings.mark("report: summary and heat maps");
                    if (!p.equals(csv)) {
                        throw new IllegalStateException("the instance CSV is " + csv + ", not " + p);
                    }
                    instances.join();
                    Timings.mark("report: instances csv");
                    return p;
                }, p -> {
                    Path f = AtomicFile.produce(p, tmp -> copy(s, nofitQuery(parameters), tmp));
                    Timings.mark("report: nofit csv");
                    return f;
                });
            } finally {
                instances.await(); // the connection stays open until the background is done with the database
            }
        } catch (SQLException e) {
            throw new BadInputException("cannot read the census store " + store + ": " + e.getMessage());
        }
    }

    /**
     * The tallies of the conventions the store has (wall before sink), from one scan: per
     * convention, certified or not, group value and formula, the games, the first of them in
     * instance order, the largest periods and (for the games without a certificate or fitting no
     * formula) the first NAMED of them (index, minimal period, S).
     */
    private static List<CensusReport.Tally> tallies(Statement s) throws SQLException {
        String named = "arg_min({'i': idx, 'p': coalesce(minimal_period, 0), 's': s}, idx, " + CensusReport.NAMED
                + ") FILTER (certificate IS NOT NULL OR formula = 'none')";
        String q = "SELECT convention, certificate IS NOT NULL AS uncertified, "
                + "CASE WHEN certificate IS NOT NULL THEN certificate ELSE coalesce(grp, '') END AS g, formula, count(*), min(idx), "
                + "max(coalesce(minimal_period, 0)), max(coalesce(preperiod, 0)), " + named
                + " FROM games GROUP BY ALL ORDER BY min(idx)";
        Map<String, CensusReport.Tally> byConvention = new HashMap<>();
        Map<String, List<Object[]>> none = new HashMap<>();
        Map<String, List<Object[]>> uncertified = new HashMap<>();
        try (ResultSet r = s.executeQuery(q)) {
            while (r.next()) {
                String conv = r.getString(1);
                CensusReport.Tally t = byConvention.computeIfAbsent(conv, CensusReport.Tally::new);
                long n = r.getLong(5);
                if (r.getBoolean(2)) {
                    t.uncertifiedCount += n;
                    t.groups.merge(CensusReport.noCertificateGroup(r.getString(3)), n, Long::sum);
                    named(r, uncertified.computeIfAbsent(conv, k -> new ArrayList<>()));
                    continue;
                }
                t.maxPeriod = Math.max(t.maxPeriod, r.getLong(7));
                t.maxPre = Math.max(t.maxPre, r.getLong(8));
                t.groups.merge(r.getString(3), n, Long::sum);
                String f = r.getString(4);
                if (f != null) {
                    t.formulas.merge(f, n, Long::sum); // rows come by their first game: the formulas as first met
                    if (f.equals("none")) {
                        t.noneCount += n;
                        named(r, none.computeIfAbsent(conv, k -> new ArrayList<>()));
                    }
                }
            }
        }
        List<CensusReport.Tally> out = new ArrayList<>();
        for (String conv : List.of("wall", "sink")) {
            CensusReport.Tally t = byConvention.get(conv);
            if (t != null) {
                first(none.get(conv), t.none);
                first(uncertified.get(conv), t.uncertified);
                out.add(t);
            }
        }
        return out;
    }

    /** Adds a row's first games (index, minimal period, S) to a list. */
    private static void named(ResultSet r, List<Object[]> to) throws SQLException {
        Array a = r.getArray(9);
        if (a != null) {
            for (Object o : (Object[]) a.getArray()) {
                to.add(((Struct) o).getAttributes());
            }
        }
    }

    /** The first NAMED games of a list, in instance order, with S as the line path writes it: {1 3 5}. */
    private static void first(List<Object[]> games, List<CensusReport.Named> to) throws SQLException {
        if (games == null) {
            return;
        }
        games.sort(Comparator.comparingLong(g -> ((Number) g[0]).longValue()));
        for (Object[] g : games.subList(0, Math.min(games.size(), CensusReport.NAMED))) {
            StringJoiner set = new StringJoiner(" ", "{", "}");
            for (Object m : (Object[]) ((Array) g[2]).getArray()) {
                set.add(m.toString());
            }
            to.add(new CensusReport.Named(set.toString(), ((Number) g[1]).longValue()));
        }
    }

    /** The heat map's cells (one slice: few), in instance order, into their conventions' tallies. */
    private static void cells(Statement s, List<CensusReport.Tally> tallies) throws SQLException {
        Map<String, CensusReport.Tally> byConvention = new LinkedHashMap<>();
        tallies.forEach(t -> byConvention.put(t.conv, t));
        try (ResultSet r = s.executeQuery("SELECT convention, coalesce(heat_x, 'null'), coalesce(heat_y, 'null'), heat_value, "
                + "coalesce(heat_numeric, false), heat_where FROM games WHERE certificate IS NULL AND heat_value IS NOT NULL ORDER BY idx")) {
            while (r.next()) {
                CensusReport.Tally t = byConvention.get(r.getString(1));
                if (t != null) {
                    t.cells.add(new CensusReport.Cell(r.getString(2).intern(), r.getString(3).intern(), r.getString(4), r.getBoolean(5),
                            r.getString(6)));
                }
            }
        }
    }

    /** The parameter values and S of a CSV row, read from the table alias t ("t." or ""). */
    private static String values(List<String> parameters, String t) {
        List<String> values = new ArrayList<>();
        for (String p : parameters) {
            values.add("coalesce(CAST(" + t + ident(p) + " AS VARCHAR), '0')");
        }
        return (values.isEmpty() ? "''" : String.join(" || ',' || ", values)) + " || ',' || '{' || array_to_string(" + t + "s, ' ') || '}'";
    }

    /**
     * One convention's columns of a CSV row (from a leading comma): its facts, group and formula,
     * blank facts without a certificate; {@code col} names the convention's columns
     * (preperiod, minimal_period, max_value, cold, certificate, grp, formula).
     */
    private static String game(java.util.function.UnaryOperator<String> col) {
        StringBuilder facts = new StringBuilder();
        for (String f : List.of("preperiod", "minimal_period", "max_value", "cold")) {
            facts.append(facts.length() == 0 ? "" : " || ',' || ").append("coalesce(CAST(").append(col.apply(f)).append(" AS VARCHAR), '0')");
        }
        String cert = col.apply("certificate");
        return "',' || CASE WHEN " + cert + " IS NOT NULL THEN ',,,' ELSE " + facts + " END || ',' || csvq(CASE WHEN " + cert
                + " IS NOT NULL THEN 'no certificate ' || " + cert + " ELSE coalesce(" + col.apply("grp") + ", '') END) || ',' || "
                + "CASE WHEN " + cert + " IS NOT NULL THEN '' ELSE csvq(coalesce(" + col.apply("formula") + ", '')) END";
    }

    /**
     * The per-instance CSV: a row per instance, its conventions' games side by side, in instance
     * order, written by DuckDB a chunk of indices at a time (a sort of a hundred million rows does
     * not fit its memory cap, nor does a join of the conventions): each chunk's lines, one per
     * instance, are built by a grouping and copied to a file of their own, and the chunk files are
     * appended to the CSV under its header.
     */
    static void instances(Connection c, List<String> parameters, List<String> conventions, long count, Path file) throws IOException {
        Path dir = Files.createTempDirectory(file.toAbsolutePath().getParent(), ".instances-");
        try (OutputStream out = Files.newOutputStream(file); Statement s = c.createStatement()) {
            out.write(CensusReport.instancesHeader(parameters, conventions).getBytes(StandardCharsets.UTF_8));
            // two DuckDB threads (the census threads are done; this thread's pieces are built while the other draws the
            // heat maps), so chunks of a quarter of the merge's, each grouped within the memory cap
            s.execute("SET threads = " + REPORT_THREADS);
            int k = 0;
            for (long[] chunk : CensusStore.chunks(count, 4 * count * conventions.size())) {
                Path part = dir.resolve("chunk-" + k++ + ".csv");
                s.execute("COPY (" + instancesQuery(parameters, conventions, chunk[0], chunk[1]) + ") TO '"
                        + part.toAbsolutePath().toString().replace("'", "''") + "' (FORMAT csv, HEADER false, QUOTE '', ESCAPE '')");
                Files.copy(part, out);
                Files.delete(part);
            }
        } catch (SQLException e) {
            throw new IOException(e.getMessage(), e);
        } finally {
            try (Stream<Path> left = Files.list(dir)) {
                for (Path p : left.toList()) {
                    Files.deleteIfExists(p);
                }
            }
            Files.deleteIfExists(dir);
        }
    }

    /**
     * The lines of the instances lo <= idx < hi, in order: per row its piece of the line (the
     * instance's values before the first convention's game), joined per instance in convention order.
     */
    static String instancesQuery(List<String> parameters, List<String> conventions, long lo, long hi) {
        String piece = "CASE WHEN convention = '" + conventions.get(0) + "' THEN CAST(idx AS VARCHAR) || ',' || " + values(parameters, "")
                + " || " + game(f -> f) + " ELSE " + game(f -> f) + " END";
        StringBuilder line = new StringBuilder();
        for (String conv : conventions) {
            line.append(line.length() == 0 ? "" : " || ").append("first(piece) FILTER (WHERE convention = '").append(conv).append("')");
        }
        return "SELECT line FROM (SELECT idx, " + line + " AS line FROM (SELECT idx, convention, " + piece + " AS piece FROM games WHERE "
                + "convention IN ('" + String.join("', '", conventions) + "') AND idx >= " + lo + " AND idx < " + hi + ") GROUP BY idx) ORDER BY idx";
    }

    /**
     * A file the report writes by DuckDB on a second connection to its database while this thread
     * goes on with the rest (the heat maps, the summary): {@link #join} waits for it and rethrows
     * its failure; the connection is closed when it is done.
     */
    private static final class Background {
        private final Thread thread;
        private volatile Throwable failure;

        Background(Connection c, java.util.function.Consumer<Connection> work) throws SQLException {
            Connection b = ((org.duckdb.DuckDBConnection) c).duplicate();
            thread = new Thread(() -> {
                try (b) {
                    work.accept(b);
                } catch (Throwable t) {
                    failure = t;
                }
            }, "census-report-csv");
            thread.start();
        }

        /** Waits for the file; its failure is thrown here. */
        void join() {
            await();
            if (failure instanceof RuntimeException r) {
                throw r;
            } else if (failure != null) {
                throw new IllegalStateException("cannot write the instance CSV", failure);
            }
        }

        /** Waits for the file, whatever became of it. */
        void await() {
            boolean interrupted = false;
            while (thread.isAlive()) {
                try {
                    thread.join();
                } catch (InterruptedException e) {
                    interrupted = true;
                }
            }
            if (interrupted) {
                Thread.currentThread().interrupt();
            }
        }
    }

    /** The nofit CSV: the games fitting no formula, in instance order, wall before sink. */
    static String nofitQuery(List<String> parameters) {
        String header = CensusReport.nofitHeader(parameters).stripTrailing();
        String line = "convention || ',' || " + values(parameters, "")
                + " || ',' || CAST(coalesce(preperiod, 0) AS VARCHAR) || ',' || CAST(coalesce(minimal_period, 0) AS VARCHAR)";
        return "SELECT " + line + " AS " + ident(header) + " FROM games WHERE certificate IS NULL AND formula = 'none' "
                + "AND convention IN ('wall', 'sink') ORDER BY idx, convention DESC";
    }

    /** Writes a query's single text column as the lines of a file, under its header, unquoted (the rows are CSV already). */
    private static void copy(Statement s, String query, Path file) throws IOException {
        try {
            s.execute("COPY (" + query + ") TO '" + file.toAbsolutePath().toString().replace("'", "''")
                    + "' (FORMAT csv, HEADER true, QUOTE '', ESCAPE '')");
        } catch (SQLException e) {
            throw new IOException(e.getMessage(), e);
        }
    }

    private static String ident(String name) {
        return "\"" + name.replace("\"", "\"\"") + "\"";
    }
}
