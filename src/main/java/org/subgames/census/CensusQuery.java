package org.subgames.census;

import java.io.PrintStream;
import java.nio.file.Path;
import java.sql.Array;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.subgames.base.BadInputException;

/**
 * Questions to a census store in SQL: the store is the view {@code games} (a row per instance and
 * convention: the parameters, {@code s}, {@code convention}, {@code preperiod},
 * {@code minimal_period}, {@code max_value}, {@code cold}, {@code grp}, {@code formula}, ...), and
 * a few questions researchers ask often have names. Results print as an aligned table or as CSV.
 */
public final class CensusQuery {

    /** The named questions and their SQL. */
    public static final Map<String, String> QUESTIONS = new LinkedHashMap<>();

    static {
        QUESTIONS.put("exceptions", "SELECT convention, s, preperiod, minimal_period FROM games WHERE formula = 'none' ORDER BY convention, idx");
        QUESTIONS.put("exceptions-per-max-s", "SELECT max_s, convention, exceptions, sum(exceptions) OVER (PARTITION BY convention ORDER BY max_s)"
                + " AS exceptions_up_to, games FROM (SELECT list_max(s) AS max_s, convention, count(*) FILTER (WHERE formula = 'none')"
                + " AS exceptions, count(*) AS games FROM games GROUP BY ALL) ORDER BY max_s, convention");
        QUESTIONS.put("largest-periods", "SELECT convention, s, minimal_period, preperiod FROM games WHERE certificate IS NULL"
                + " ORDER BY minimal_period DESC, idx LIMIT 10");
        QUESTIONS.put("largest-preperiods", "SELECT convention, s, preperiod, minimal_period FROM games WHERE certificate IS NULL"
                + " ORDER BY preperiod DESC, idx LIMIT 10");
        QUESTIONS.put("records-per-max-s", "SELECT list_max(s) AS max_s, convention, count(*) AS games, max(minimal_period) AS largest_period,"
                + " arg_max(s, (minimal_period, -idx)) AS its_set, max(preperiod) AS largest_preperiod, arg_max(s, (preperiod, -idx)) AS that_set,"
                + " count(*) FILTER (WHERE formula = 'none') AS exceptions FROM games WHERE certificate IS NULL GROUP BY ALL ORDER BY max_s, convention");
        // the differing instances first (a grouping by instance of numbers only, which spills), then their sets from one convention's rows
        QUESTIONS.put("wall-sink-differ-per-max-s", "SELECT list_max(s) AS max_s, count(*) AS sets, arg_min(s, idx) AS first_set FROM games"
                + " WHERE convention = (SELECT min(convention) FROM games) AND idx IN (SELECT idx FROM games GROUP BY idx"
                + " HAVING min(minimal_period) <> max(minimal_period)) GROUP BY ALL ORDER BY max_s");
        QUESTIONS.put("groups-per-max-s", "SELECT list_max(s) AS max_s, convention, grp, count(*) AS games FROM games GROUP BY ALL"
                + " ORDER BY max_s, convention, games DESC, grp");
        // with the column proved_by, the coverage by the proved statements (CoverageStore)
        CoverageStore.QUESTIONS.forEach(q -> QUESTIONS.put(q, CoverageStore.sql(q)));
    }

    /** Rows beyond this are counted, not printed, in a table (CSV prints them all). */
    static final int TABLE_ROWS = 200;
    /** DuckDB's memory cap for a query unless --memory says otherwise: a self-join of a max S 150 census (1.1 million rows) fits. */
    public static final String QUERY_MEMORY = "1GB";

    private CensusQuery() {
    }

    /** The SQL of a named question, or the text itself if it is not a name. */
    public static String sql(String questionOrSql) {
        return QUESTIONS.getOrDefault(questionOrSql, questionOrSql);
    }

    /** Runs the query over the stores and prints the result; returns the number of rows. */
    public static long run(List<Path> stores, String query, boolean csv, PrintStream out) {
        return run(stores, query, null, csv, out, null);
    }

    /**
     * Runs the query over the stores and prints the result; returns the number of rows. With specs
     * (not null) the view games has the column proved_by, the coverage by the proved statements of
     * that directory ({@link CoverageStore}), and what their enumeration found is printed to notes.
     */
    public static long run(List<Path> stores, String query, Path specs, boolean csv, PrintStream out, PrintStream notes) {
        return run(stores, query, specs, List.of(), csv, out, notes);
    }

    /** As {@link #run(List, String, Path, boolean, PrintStream, PrintStream)}, the coverage with the backed proofs' statements too. */
    public static long run(List<Path> stores, String query, Path specs, List<Coverage.Backed> backed, boolean csv, PrintStream out,
                           PrintStream notes) {
        return run(stores, query, specs, backed, QUERY_MEMORY, csv, out, notes);
    }

    /** As above, with DuckDB's memory capped at memory (its size syntax, such as {@code 2GB}). */
    public static long run(List<Path> stores, String query, Path specs, List<Coverage.Backed> backed, String memory, boolean csv, PrintStream out,
                           PrintStream notes) {
        List<Path> files = CensusStore.files(stores);
        try (Connection c = CensusStore.connect(memory); Statement s = c.createStatement()) {
            String view = specs == null ? "games" : "raw";
            s.execute("CREATE VIEW " + view + " AS SELECT * FROM read_parquet(" + CensusStore.fileList(files) + ")");
            if (specs != null) {
                for (Coverage.Tally t : CoverageStore.load(c, specs, backed)) {
                    if (notes != null) {
                        notes.println("coverage: " + t.statement() + ": " + t.hits() + " sets from " + t.tuples() + " parameter tuples of its domain"
                                + (t.excluded() + t.notASet() > 0 ? " (" + t.excluded() + " excluded by its where, " + t.notASet() + " no set)" : "")
                                + (t.capped() ? "; a parameter reached the cap, sets beyond it are not counted" : ""));
                    }
                }
            }
            try (ResultSet r = s.executeQuery(query)) {
                return csv ? csv(r, out) : table(r, out);
            }
        } catch (SQLException e) {
            String first = e.getMessage().lines().findFirst().orElse("failed");
            throw new BadInputException("query: " + first + (first.contains("Out of Memory") ? " (DuckDB's cap is " + memory + ": raise it with --memory)" : ""));
        }
    }

    private static long csv(ResultSet r, PrintStream out) throws SQLException {
        ResultSetMetaData m = r.getMetaData();
        List<String> head = new ArrayList<>();
        for (int i = 1; i <= m.getColumnCount(); i++) {
            head.add(m.getColumnLabel(i));
        }
        out.println(String.join(",", head));
        long n = 0;
        while (r.next()) {
            List<String> row = new ArrayList<>();
            for (int i = 1; i <= m.getColumnCount(); i++) {
                row.add(cell(r, i, true));
            }
            out.println(String.join(",", row));
            n++;
        }
        return n;
    }

    private static long table(ResultSet r, PrintStream out) throws SQLException {
        ResultSetMetaData m = r.getMetaData();
        int cols = m.getColumnCount();
        List<String[]> rows = new ArrayList<>();
        String[] head = new String[cols];
        for (int i = 0; i < cols; i++) {
            head[i] = m.getColumnLabel(i + 1);
        }
        rows.add(head);
        long n = 0;
        while (r.next()) {
            if (n++ < TABLE_ROWS) {
                String[] row = new String[cols];
                for (int i = 0; i < cols; i++) {
                    row[i] = cell(r, i + 1, false);
                }
                rows.add(row);
            }
        }
        int[] width = new int[cols];
        for (String[] row : rows) {
            for (int i = 0; i < cols; i++) {
                width[i] = Math.max(width[i], row[i].length());
            }
        }
        for (String[] row : rows) {
            StringBuilder sb = new StringBuilder();
            for (int i = 0; i < cols; i++) {
                sb.append(i == 0 ? "" : "  ").append(String.format("%-" + width[i] + "s", row[i]));
            }
            out.println(sb.toString().stripTrailing());
        }
        out.println(n + " row" + (n == 1 ? "" : "s") + (n > TABLE_ROWS ? " (the first " + TABLE_ROWS + " shown; --csv prints all)" : ""));
        return n;
    }

    /** A value as text; a list of moves as {1 3 5}, quoted in CSV only when it must be. */
    private static String cell(ResultSet r, int i, boolean csv) throws SQLException {
        Object v = r.getObject(i);
        String t;
        if (v == null) {
            t = "";
        } else if (v instanceof Array a) {
            List<String> items = new ArrayList<>();
            for (Object x : (Object[]) a.getArray()) {
                items.add(String.valueOf(x));
            }
            t = "{" + String.join(" ", items) + "}";
        } else {
            t = String.valueOf(v);
        }
        if (csv && (t.contains(",") || t.contains("\"") || t.contains("\n"))) {
            t = "\"" + t.replace("\"", "\"\"") + "\"";
        }
        return t;
    }
}
