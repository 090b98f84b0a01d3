package org.subgames.census;

import java.awt.Color;
import java.io.PrintStream;
import java.nio.file.Path;
import java.sql.Array;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.TreeSet;
import org.duckdb.DuckDBAppender;
import org.duckdb.DuckDBConnection;
import org.knowm.xchart.BitmapEncoder;
import org.knowm.xchart.HeatMapChart;
import org.knowm.xchart.HeatMapChartBuilder;
import org.subgames.base.AtomicFile;
import org.subgames.base.BadInputException;
import org.subgames.game.Convention;
import org.subgames.specs.StatementLoader;

/**
 * The coverage of a census store by the proved statements, at query time: the sets {@link Coverage}
 * finds up to the store's max S go into a DuckDB table {@code coverage(s, convention, proved_by)}
 * (per set and convention the first statement by id), and the view {@code games} gets the column
 * {@code proved_by} by a left join on (s, convention). The store's files, schema and fingerprint
 * stay as the census wrote them: a statement proved later, or a spec changed, shows at the next
 * query without re-running the census.
 */
public final class CoverageStore {

    /** The named questions that need the coverage (also any SQL that names proved_by). */
    static final List<String> QUESTIONS = List.of("coverage", "uncovered");

    private CoverageStore() {
    }

    /** Whether a question or SQL needs the coverage: a coverage question, or SQL naming the column proved_by. */
    public static boolean needed(String questionOrSql) {
        return QUESTIONS.contains(questionOrSql) || questionOrSql.toLowerCase(Locale.ROOT).contains("proved_by");
    }

    /**
     * Creates the table coverage from the statements in specs for the sets of the view {@code raw}
     * (each size of S it has, up to its max S), and the view games = raw with proved_by. Returns the
     * enumeration's tallies (one per family and size). The backed proofs add their statements' sets
     * ({@link Coverage#proved(List, int, List)}).
     */
    static List<Coverage.Tally> load(Connection c, Path specs, List<Coverage.Backed> backed) throws SQLException {
        List<Coverage.Tally> tallies = new ArrayList<>();
        try (Statement s = c.createStatement()) {
            s.execute("CREATE TABLE hits (s INTEGER[], convention VARCHAR, proved_by VARCHAR)");
            List<int[]> sizes = new ArrayList<>();
            try (ResultSet r = s.executeQuery("SELECT len(s), max(list_max(s)) FROM raw GROUP BY ALL ORDER BY 1")) {
                while (r.next()) {
                    sizes.add(new int[] {r.getInt(1), r.getInt(2)});
                }
            }
            List<org.subgames.specs.Statement> statements = statements(specs);
            try (DuckDBAppender a = ((DuckDBConnection) c).createAppender(DuckDBConnection.DEFAULT_SCHEMA, "hits")) {
                for (int[] size : sizes) {
                    List<Coverage.Family> families = Coverage.proved(statements, size[0], backed);
                    tallies.addAll(Coverage.enumerate(families, size[1], Coverage.cap(size[1]), h -> append(a, h)));
                }
            }
            s.execute("CREATE TABLE coverage AS SELECT s, convention, min(proved_by) AS proved_by FROM hits GROUP BY ALL");
            s.execute("DROP TABLE hits");
            for (Coverage.Scaling sc : Coverage.scaling(statements)) {
                s.execute(scaled(sc));
            }
            s.execute("CREATE VIEW games AS SELECT raw.*, coverage.proved_by FROM raw LEFT JOIN coverage"
                    + " ON raw.s = coverage.s AND raw.convention = coverage.convention");
        }
        return tallies;
    }

    /**
     * The rows the scaling theorem adds for one convention: a set S whose moves share the factor
     * d = gcd(S) &gt; 1 and that no family covers itself is covered when S/d is (by a family: S/d has
     * gcd 1), as {@code SCALING/FAMILY}. One pass suffices for the same reason.
     */
    static String scaled(Coverage.Scaling sc) {
        String conv = sc.convention().id();
        return "INSERT INTO coverage SELECT r.s, r.convention, '" + sc.statement().replace("'", "''") + "/' || c.proved_by AS proved_by"
                + " FROM (SELECT DISTINCT s, convention, list_reduce(s, (x, y) -> gcd(x, y)) AS d FROM raw WHERE convention = '" + conv + "') r"
                + " JOIN coverage c ON c.convention = r.convention AND c.s = list_transform(r.s, x -> x // r.d)"
                + " WHERE r.d > 1 AND NOT EXISTS (SELECT 1 FROM coverage o WHERE o.s = r.s AND o.convention = r.convention)";
    }

    private static void append(DuckDBAppender a, Coverage.Hit h) {
        try {
            for (Convention conv : h.family().conventions()) {
                a.beginRow().append(h.set()).append(conv.name().toLowerCase(Locale.ROOT)).append(h.family().id()).endRow();
            }
        } catch (SQLException e) {
            throw new IllegalStateException("cannot append to the coverage table", e);
        }
    }

    /** The SQL of the coverage questions. */
    static String sql(String question) {
        return switch (question) {
            case "coverage" -> "WITH g AS (SELECT list_max(s) AS max_s, idx, bool_or(convention = 'wall' AND proved_by IS NOT NULL) AS w,"
                    + " bool_or(convention = 'sink' AND proved_by IS NOT NULL) AS k, count(proved_by) = count(*) AS b FROM games GROUP BY ALL),"
                    + " p AS (SELECT max_s, count(*) AS sets, count(*) FILTER (WHERE w) AS wall, count(*) FILTER (WHERE k) AS sink,"
                    + " count(*) FILTER (WHERE b) AS \"both\" FROM g GROUP BY ALL)"
                    + " SELECT max_s, sets, wall, sink, \"both\", round(100.0 * \"both\" / sets, 1) AS both_pct, sum(sets) OVER u AS sets_up_to,"
                    + " sum(wall) OVER u AS wall_up_to, round(100.0 * sum(wall) OVER u / sum(sets) OVER u, 1) AS wall_pct_up_to,"
                    + " sum(sink) OVER u AS sink_up_to, round(100.0 * sum(sink) OVER u / sum(sets) OVER u, 1) AS sink_pct_up_to,"
                    + " sum(\"both\") OVER u AS both_up_to, round(100.0 * sum(\"both\") OVER u / sum(sets) OVER u, 1) AS both_pct_up_to"
                    + " FROM p WINDOW u AS (ORDER BY max_s) ORDER BY max_s";
            // one convention's rows of the instances no convention's row is covered in (a grouping of lists spills past the cap)
            case "uncovered" -> "SELECT s, list_max(s) AS max_s, convention, preperiod, minimal_period FROM games"
                    + " WHERE convention = (SELECT min(convention) FROM games) AND idx NOT IN (SELECT idx FROM games WHERE proved_by IS NOT NULL)"
                    + " ORDER BY idx";
            default -> question;
        };
    }

    /**
     * The statements the coverage reads: those of the directory and of its subdirectories
     * {@code extended/} (proved families kept outside plain mvn verify's time budget and proved
     * afresh by {@code mvn verify -Pextended}) and {@code discovered/} (the families {@code census
     * discover --keep} kept, proved afresh by the same profile), where they exist, in the order of
     * their ids. Read once per process while no file of those directories changes (name, size and
     * time of last change): the discovered families are many, and the coverage, the census report
     * and discovery each ask for them.
     */
    public static List<org.subgames.specs.Statement> statements(Path specs) {
        String stamp = stamp(specs);
        String key = specs.toAbsolutePath().normalize() + "|" + specs;
        Loaded l = LOADED.get(key);
        if (stamp != null && l != null && l.stamp().equals(stamp)) {
            return l.statements();
        }
        List<org.subgames.specs.Statement> out = load(specs);
        if (stamp != null) {
            LOADED.put(key, new Loaded(stamp, out));
        }
        return out;
    }

    /** The statements of a directory as last read, and the stamp of its files then. */
    private record Loaded(String stamp, List<org.subgames.specs.Statement> statements) {
    }

    private static final java.util.Map<String, Loaded> LOADED = new java.util.concurrent.ConcurrentHashMap<>();

    /** Every file of the directory and of its subdirectories read: name, size, time of last change; null when one cannot be listed. */
    private static String stamp(Path specs) {
        StringBuilder sb = new StringBuilder();
        List<Path> dirs = new ArrayList<>(List.of(specs));
        SUBDIRECTORIES.forEach(sub -> dirs.add(specs.resolve(sub)));
        for (Path dir : dirs) {
            if (!java.nio.file.Files.isDirectory(dir)) {
                sb.append(dir).append(" absent\n");
                continue;
            }
            try (var files = java.nio.file.Files.list(dir)) {
                for (Path f : files.sorted().toList()) {
                    var a = java.nio.file.Files.readAttributes(f, java.nio.file.attribute.BasicFileAttributes.class);
                    sb.append(f).append(' ').append(a.size()).append(' ').append(a.lastModifiedTime()).append('\n');
                }
            } catch (java.io.IOException e) {
                return null; // the loader reports what it cannot read
            }
        }
        return sb.toString();
    }

    private static List<org.subgames.specs.Statement> load(Path specs) {
        List<org.subgames.specs.Statement> out = new ArrayList<>(StatementLoader.loadDirectory(specs));
        for (String sub : SUBDIRECTORIES) {
            Path dir = specs.resolve(sub);
            if (java.nio.file.Files.isDirectory(dir)) {
                out.addAll(StatementLoader.loadDirectory(dir));
            }
        }
        out.sort(java.util.Comparator.comparing(org.subgames.specs.Statement::id)); // a set two families cover is the first id's, as proved_by
        return List.copyOf(out);
    }

    /** The subdirectories of the statements directory whose proved families the coverage reads too. */
    public static final List<String> SUBDIRECTORIES = List.of("extended", "discovered");

    /**
     * The heat map of the three-move sets {a, b, c} with c = maxS: a cell per (a, b), coloured by
     * how many of the store's conventions a proved statement covers (none, one, all). Returns the file.
     */
    public static Path heatmap(Path store, Path specs, List<Coverage.Backed> backed, int c, Path png, PrintStream out) {
        List<Path> files = CensusStore.files(List.of(store));
        List<Number[]> cells = new ArrayList<>();
        TreeSet<Integer> xs = new TreeSet<>();
        TreeSet<Integer> ys = new TreeSet<>();
        long[] counts = new long[3];
        String id;
        try (Connection conn = CensusStore.connect(); Statement s = conn.createStatement()) {
            s.execute("CREATE VIEW raw AS SELECT * FROM read_parquet(" + CensusStore.fileList(files) + ")");
            load(conn, specs, backed);
            try (ResultSet r = s.executeQuery("SELECT min(statement), count(DISTINCT convention) FROM games")) {
                r.next();
                id = r.getString(1);
            }
            try (ResultSet r = s.executeQuery("SELECT arg_min(s, convention), count(proved_by), count(*) FROM games WHERE len(s) = 3"
                    + " AND list_max(s) = " + c + " GROUP BY idx ORDER BY idx")) {
                while (r.next()) {
                    Object[] set = (Object[]) ((Array) r.getArray(1)).getArray();
                    int a = ((Number) set[0]).intValue();
                    int b = ((Number) set[1]).intValue();
                    int level = r.getLong(2) == 0 ? 0 : r.getLong(2) < r.getLong(3) ? 1 : 2;
                    counts[level]++;
                    xs.add(a);
                    ys.add(b);
                    cells.add(new Number[] {a, b, level + 1});
                }
            }
        } catch (SQLException e) {
            throw new BadInputException("cannot read the census store " + store + ": " + e.getMessage());
        }
        if (cells.isEmpty()) {
            throw new BadInputException("the store " + store + " has no three-move set with max S = " + c);
        }
        draw(id, c, cells, new ArrayList<>(xs), new ArrayList<>(ys), png);
        out.printf(Locale.ROOT, "%s, max S = %d: %d sets, proved under every convention %d, under one %d, not proved %d%n", id, c,
                cells.size(), counts[2], counts[1], counts[0]);
        return png;
    }

    private static void draw(String id, int c, List<Number[]> cells, List<Integer> xl, List<Integer> yl, Path png) {
        List<Number[]> data = new ArrayList<>();
        for (Number[] cell : cells) {
            data.add(new Number[] {xl.indexOf(cell[0].intValue()), yl.indexOf(cell[1].intValue()), cell[2]});
        }
        int width = Math.min(4000, Math.max(1100, 18 * xl.size() + 300));
        int height = Math.min(4000, Math.max(950, 18 * yl.size() + 200));
        HeatMapChart chart = new HeatMapChartBuilder().width(width).height(height)
                .title(id + ", S = {a, b, " + c + "}: proved for every parameter (a statement's word or the additive chain), per convention")
                .xAxisTitle("a").yAxisTitle("b").build();
        List<String> labels = List.of("not proved", "proved under one convention", "proved under both");
        chart.getStyler().setXAxisLabelRotation(90);
        chart.getStyler().setShowValue(false).setPlotContentSize(1.0);
        chart.getStyler().setPiecewise(true)
                .setPiecewiseRanged(false).setSplitNumber(3).setMin(0.5).setMax(3.5)
                .setRangeColors(new Color[] {new Color(0xbd, 0xbd, 0xbd), new Color(0xfe, 0xc4, 0x4f), new Color(0x1b, 0x9e, 0x77)})
                .setHeatMapDecimalValueFormatter(d -> {
                    long i = Math.round(d);
                    return i >= 1 && i <= 3 ? labels.get((int) i - 1) : "";
                });
        chart.addSeries("coverage", xl, yl, data);
        AtomicFile.write(png, o -> BitmapEncoder.saveBitmap(chart, o, BitmapEncoder.BitmapFormat.PNG));
    }
}
