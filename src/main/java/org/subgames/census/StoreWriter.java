package org.subgames.census;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.Stream;
import org.duckdb.DuckDBAppender;
import org.duckdb.DuckDBConnection;
import org.subgames.base.AtomicFile;
import org.subgames.base.BadInputException;
import org.subgames.specs.InstanceCensus;

/**
 * Writes census rows into a store's parts ({@link CensusStore}); thread-safe, the census threads
 * take turns. The rows of a part gather in in-memory DuckDB tables of one generation: the JSON
 * lines' rows through the appender a value at a time, the compiled path's blocks in bulk (a
 * {@link RowChunk} is one row of list columns, its text as dictionary codes). When a part is full
 * the generation is handed to a background thread, which on a second connection sorts its rows by
 * instance and convention into a table (the blocks unnested, the codes looked up in the
 * dictionary, the constant columns derived) and copies that to a temporary file renamed to the part, while the
 * census appends into the next generation: the census threads never wait for a part unless two are
 * due at once. Without bulk ({@code bulk = false}: the reference the tests compare it with) every
 * row goes through the appender a value at a time.
 */
final class StoreWriter implements AutoCloseable {

    /** Whether runs take the bulk path; {@code -Dsubgames.census.bulk=false} sends every row through the appender a value at a time (for comparisons). */
    static final boolean BULK = !"false".equals(System.getProperty("subgames.census.bulk"));

    private static final String[] FACT_COLUMNS = {"preperiod", "minimal_period", "max_value", "cold", "window_start", "certified_period"};

    private final Path dir;
    private final List<String> parameters;
    private final boolean bulk;
    private final Connection conn;
    private final Connection partConn;
    private final ExecutorService partThread;
    private Future<?> pending;
    private int next;
    private int rows;
    private long partStarted = System.nanoTime();
    /** The tables being filled: batch_G (rows a value at a time), chunk_G (blocks, created at the first), dict_G (their strings). */
    private int generation;
    private DuckDBAppender rowAppender;
    private DuckDBAppender chunkAppender;
    private DuckDBAppender dictAppender;
    private final Map<String, Integer> dictionary = new HashMap<>();
    private int slots = -1;

    StoreWriter(Path dir, List<String> parameters, boolean bulk) {
        for (String p : parameters) {
            if (CensusStore.HEAD.contains(p) || CensusStore.FACTS.contains(p)) {
                throw new BadInputException("parameter '" + p + "' has the name of a census column; rename it to store the census as Parquet");
            }
        }
        this.dir = dir;
        this.parameters = List.copyOf(parameters);
        this.bulk = bulk;
        try {
            Files.createDirectories(dir);
            try (Stream<Path> s = Files.list(dir)) {
                for (Path tmp : s.filter(p -> p.getFileName().toString().matches("\\.part-.*\\.tmp")).toList()) {
                    Files.delete(tmp); // a part a killed run did not finish
                }
            }
            List<Path> parts = CensusStore.parts(dir);
            next = parts.isEmpty() ? 0 : Integer.parseInt(parts.get(parts.size() - 1).getFileName().toString().substring(5, 10)) + 1;
            conn = CensusStore.connect();
            try (Statement s = conn.createStatement()) {
                s.execute("SET preserve_insertion_order = true"); // a part is its sorted table's rows in table order
            }
            partConn = ((DuckDBConnection) conn).duplicate();
            partThread = Executors.newSingleThreadExecutor(r -> {
                Thread t = new Thread(r, "census-store-parts");
                t.setDaemon(true);
                return t;
            });
            startGeneration();
        } catch (IOException | SQLException e) {
            throw new BadInputException("cannot open the census store " + dir + ": " + e.getMessage());
        }
    }

    /** The store's columns, as DuckDB declares them. */
    static String schema(List<String> parameters) {
        StringBuilder sb = new StringBuilder("statement VARCHAR, idx BIGINT, \"of\" BIGINT");
        for (String p : parameters) {
            sb.append(", ").append(ident(p)).append(" BIGINT");
        }
        sb.append(", s INTEGER[], convention VARCHAR, preperiod BIGINT, minimal_period BIGINT, max_value BIGINT, cold BIGINT,")
                .append(" window_start BIGINT, certified_period BIGINT, grp VARCHAR, formula VARCHAR, heat_x VARCHAR, heat_y VARCHAR,")
                .append(" heat_value VARCHAR, heat_numeric BOOLEAN, heat_where VARCHAR, certificate VARCHAR");
        return sb.toString();
    }

    private static String ident(String name) {
        return "\"" + name.replace("\"", "\"\"") + "\"";
    }

    /** New tables for the next part's rows, and an appender for the rows a value at a time (the block tables come with the first block). */
    private void startGeneration() throws SQLException {
        try (Statement s = conn.createStatement()) {
            s.execute("CREATE TABLE batch_" + generation + " (" + schema(parameters) + ")");
        }
        rowAppender = appender("batch_" + generation);
        chunkAppender = null;
        dictAppender = null;
        dictionary.clear();
        slots = -1;
    }

    /**
     * An appender on a table, used by whichever census thread holds this writer's monitor (every
     * method that touches an appender is synchronized), so not confined to the thread that made it.
     */
    private DuckDBAppender appender(String table) throws SQLException {
        DuckDBAppender a = ((DuckDBConnection) conn).createAppender(DuckDBConnection.DEFAULT_SCHEMA, table);
        a.unsafeBreakThreadConfinement();
        return a;
    }

    /** Appends one census line: a row per convention it has. */
    void append(JsonNode line) {
        appendRows(() -> {
            int n = 0;
            for (String conv : List.of("wall", "sink")) {
                if (line.has(conv)) {
                    ValueRows.row(rowAppender, parameters, line, conv, line.get(conv));
                    n++;
                }
            }
            return n;
        });
    }

    /** Appends the compiled path's rows (a block's games): in bulk as one row of list columns, else a value at a time. */
    void append(GameRows g) {
        if (!bulk) {
            appendRows(() -> {
                for (int i = 0; i < g.size(); i++) {
                    ValueRows.row(rowAppender, parameters.size(), g, i);
                }
                return g.size();
            });
            return;
        }
        if (g.size() == 0) {
            return;
        }
        RowChunk c = RowChunk.of(g, parameters.size(), g.moveSlots); // the columns are built outside the lock, by the census thread
        appendRows(() -> {
            chunk(c);
            return c.size;
        });
    }

    /** Rows appended by one call. */
    private interface Rows {
        int append() throws SQLException;
    }

    /** Appends rows (the census threads take turns); a part is handed to the background when enough rows are in. */
    private synchronized void appendRows(Rows r) {
        try {
            rows += r.append();
            if (rows >= CensusStore.PART_ROWS || System.nanoTime() - partStarted > CensusStore.PART_NANOS) {
                flush();
            }
        } catch (SQLException e) {
            throw new IllegalStateException("cannot append to the census store " + dir, e);
        }
    }

    /** One block as one row of the chunk table, its strings recoded into the generation's dictionary. */
    private void chunk(RowChunk c) throws SQLException {
        if (slots < 0) {
            slots = c.moves.length;
            try (Statement s = conn.createStatement()) {
                s.execute("CREATE TABLE dict_" + generation + " (code INTEGER, v VARCHAR)");
                s.execute("CREATE TABLE chunk_" + generation + " (" + chunkSchema() + ")");
            }
            dictAppender = appender("dict_" + generation);
            chunkAppender = appender("chunk_" + generation);
        } else if (c.moves.length != slots) {
            throw new IllegalStateException("a block with " + c.moves.length + " move slots after blocks with " + slots);
        }
        int[] to = new int[c.dictionary.size()];
        for (int k = 0; k < to.length; k++) {
            String v = c.dictionary.get(k);
            Integer code = dictionary.get(v);
            if (code == null) {
                code = dictionary.size();
                dictionary.put(v, code);
                dictAppender.beginRow().append(code).append(v).endRow();
            }
            to[k] = code;
        }
        c.recode(to);
        DuckDBAppender a = chunkAppender.beginRow();
        a.append(c.statement).append(c.of).append(c.heatNumeric);
        if (c.heatWhere == null) {
            a.appendNull();
        } else {
            a.append(c.heatWhere);
        }
        a.append(c.index);
        for (long[] p : c.params) {
            a.append(p);
        }
        for (int k = 0; k < slots; k++) {
            a.append(c.moves[k], c.noMove[k]);
        }
        for (long[] f : c.facts) {
            a.append(f);
        }
        for (int k = 0; k < c.codes.length; k++) {
            a.append(c.codes[k], c.nulls[k]);
        }
        a.append(c.heat);
        a.endRow();
    }

    /** The chunk table: the block's constants, then a list per column. */
    private String chunkSchema() {
        StringBuilder sb = new StringBuilder("statement VARCHAR, \"of\" BIGINT, heat_numeric BOOLEAN, heat_where VARCHAR, idx INTEGER[]");
        for (int k = 0; k < parameters.size(); k++) {
            sb.append(", p").append(k).append(" BIGINT[]");
        }
        for (int k = 0; k < slots; k++) {
            sb.append(", m").append(k).append(" INTEGER[]");
        }
        for (int k = 0; k < 6; k++) {
            sb.append(", f").append(k).append(" BIGINT[]");
        }
        for (int k = 0; k < RowChunk.TEXT.size(); k++) {
            sb.append(", t").append(k).append(" INTEGER[]");
        }
        return sb.append(", heat BOOLEAN[]").toString();
    }

    /**
     * The rows of generation {@code g}'s blocks as the store's columns (in its order and types): the
     * lists unnested, the text codes looked up in the generation's dictionary (as a list, inside
     * each block before the unnest: a join there had the optimizer build its hash table on the
     * unnested rows and run out of memory), the constant columns derived.
     */
    static String chunkRows(int g, List<String> parameters, int slots) {
        StringBuilder unnest = new StringBuilder("SELECT c.statement, c.\"of\", c.heat_numeric, c.heat_where, unnest(c.idx) AS idx");
        StringBuilder out = new StringBuilder("SELECT u.statement, CAST(u.idx AS BIGINT) AS idx, u.\"of\"");
        for (int k = 0; k < parameters.size(); k++) {
            unnest.append(", unnest(c.p").append(k).append(") AS p").append(k);
            out.append(", u.p").append(k).append(" AS ").append(ident(parameters.get(k)));
        }
        List<String> moves = new ArrayList<>();
        for (int k = 0; k < slots; k++) {
            unnest.append(", unnest(c.m").append(k).append(") AS m").append(k);
            moves.add("u.m" + k);
        }
        out.append(slots == 0 ? ", CAST([] AS INTEGER[]) AS s" : ", [x FOR x IN [" + String.join(", ", moves) + "] IF x IS NOT NULL] AS s");
        out.append(", u.").append(RowChunk.TEXT.get(0));
        for (int k = 0; k < 6; k++) {
            unnest.append(", unnest(c.f").append(k).append(") AS f").append(k);
            out.append(", u.f").append(k).append(" AS ").append(FACT_COLUMNS[k]);
        }
        for (int k = 0; k < RowChunk.TEXT.size(); k++) {
            unnest.append(", unnest(list_transform(c.t").append(k).append(", x -> d.l[x + 1])) AS ").append(RowChunk.TEXT.get(k));
            if (k > 0) {
                out.append(", u.").append(RowChunk.TEXT.get(k));
            }
        }
        unnest.append(", unnest(c.heat) AS heat FROM chunk_").append(g).append(" c, (SELECT list(v ORDER BY code) AS l FROM dict_").append(g)
                .append(") d");
        out.append(", CASE WHEN u.heat THEN u.heat_numeric END AS heat_numeric, CASE WHEN u.heat THEN u.heat_where END AS heat_where,")
                .append(" CAST(NULL AS VARCHAR) AS certificate");
        return out + " FROM (" + unnest + ") u";
    }

    /** Hands the rows so far to the background as the next part and starts a new generation; waits for the part before, if any. */
    synchronized void flush() throws SQLException {
        partStarted = System.nanoTime();
        if (rows == 0) {
            return;
        }
        for (DuckDBAppender a : new DuckDBAppender[] {rowAppender, dictAppender, chunkAppender}) {
            if (a != null) {
                a.close(); // its rows into the table
            }
        }
        awaitPart();
        int g = generation;
        String rowsOf = "SELECT * FROM batch_" + g + (slots < 0 ? "" : " UNION ALL " + chunkRows(g, parameters, slots));
        String drop = "DROP TABLE batch_" + g + (slots < 0 ? "" : "; DROP TABLE chunk_" + g + "; DROP TABLE dict_" + g);
        Path part = dir.resolve(String.format(Locale.ROOT, "part-%05d.parquet", next));
        pending = partThread.submit(() -> {
            // sorted into a table first, then copied as it is: less work than copying the sorting query (docs/benchmarks.md, 2026-11-26)
            try (Statement s = partConn.createStatement()) {
                s.execute("CREATE TABLE part_" + g + " AS " + rowsOf + " ORDER BY idx, convention; " + drop);
            }
            AtomicFile.produce(part, tmp -> CensusStore.copy(partConn, "SELECT * FROM part_" + g, tmp));
            try (Statement s = partConn.createStatement()) {
                s.execute("DROP TABLE part_" + g);
            }
            org.subgames.base.Timings.mark("store: " + part.getFileName() + " written");
            return null;
        });
        next++;
        rows = 0;
        generation++;
        startGeneration();
    }

    /** Waits for the part being written; its failure is this writer's. */
    private void awaitPart() {
        if (pending == null) {
            return;
        }
        try {
            pending.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while writing a part of " + dir, e);
        } catch (ExecutionException e) {
            throw e.getCause() instanceof BadInputException b ? b : new IllegalStateException("cannot write a part of " + dir, e.getCause());
        } finally {
            pending = null;
        }
    }

    @Override
    public synchronized void close() {
        try {
            flush();
            awaitPart();
            rowAppender.close();
            partConn.close();
            conn.close();
        } catch (SQLException e) {
            throw new IllegalStateException("cannot close the census store " + dir, e);
        } finally {
            partThread.shutdown();
        }
    }

    /** Rows a value at a time: the JSON lines (any census) and the reference path of the compiled blocks. */
    static final class ValueRows {

        private ValueRows() {
        }

        static void row(DuckDBAppender appender, int parameters, GameRows g, int i) throws SQLException {
            DuckDBAppender a = appender.beginRow();
            a.append(g.statement).append((long) g.index[i]).append(g.of);
            for (int p = 0; p < parameters; p++) {
                a.append(g.params[i][p]);
            }
            a.append(g.moves[i]).append(g.convention[i]);
            for (long v : g.facts[i]) {
                a.append(v);
            }
            nullable(a, g.group[i]);
            nullable(a, g.formula[i]);
            String[] h = g.heat[i];
            nullable(a, h == null ? null : h[0]);
            nullable(a, h == null ? null : h[1]);
            nullable(a, h == null ? null : h[2]);
            if (h == null) {
                a.appendNull();
            } else {
                a.append(g.heatNumeric);
            }
            nullable(a, h == null ? null : g.heatWhere);
            a.appendNull(); // certificate: every compiled row has one
            a.endRow();
        }

        private static void nullable(DuckDBAppender a, String v) throws SQLException {
            if (v == null) {
                a.appendNull();
            } else {
                a.append(v);
            }
        }

        static void row(DuckDBAppender appender, List<String> parameters, JsonNode line, String conv, JsonNode c) throws SQLException {
            DuckDBAppender a = appender.beginRow();
            a.append(line.path(InstanceCensus.STATEMENT).asText()).append(line.path(InstanceCensus.INDEX).asLong())
                    .append(line.path(InstanceCensus.OF).asLong());
            for (String p : parameters) {
                a.append(line.path("parameters").path(p).asLong());
            }
            JsonNode s = line.path("S");
            int[] moves = new int[s.size()];
            for (int i = 0; i < moves.length; i++) {
                moves[i] = s.get(i).asInt();
            }
            a.append(moves).append(conv);
            for (String f : List.of("preperiod", "minimalPeriod", "maxValue", "cold", "windowStart", "certifiedPeriod")) {
                if (c.has(f)) {
                    a.append(c.get(f).asLong());
                } else {
                    a.appendNull();
                }
            }
            text(a, c.get("group"));
            text(a, c.get("formula"));
            JsonNode h = c.path("heat");
            text(a, h.get("x"));
            text(a, h.get("y"));
            text(a, h.get("value"));
            if (h.has("value")) {
                a.append(h.get("value").isNumber());
            } else {
                a.appendNull();
            }
            text(a, h.get("where"));
            text(a, c.get("certificate"));
            a.endRow();
        }

        private static void text(DuckDBAppender a, JsonNode v) throws SQLException {
            if (v == null || v.isNull() || v.isMissingNode()) {
                a.appendNull();
            } else {
                a.append(v.asText());
            }
        }
    }
}
