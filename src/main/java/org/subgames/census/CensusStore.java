package org.subgames.census;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.math.BigInteger;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.Locale;
import java.util.Properties;
import java.util.Set;
import java.util.function.Consumer;
import java.util.stream.Stream;
import org.duckdb.DuckDBDriver;
import org.subgames.base.AtomicFile;
import org.subgames.base.BadInputException;
import org.subgames.specs.InstanceCensus;

/**
 * A census as Parquet files, written and read through embedded DuckDB: one row per game (instance
 * and convention) with a fixed schema, tens of bytes per game. A run's store is a directory of
 * parts ({@code part-00000.parquet}, ...), each written whole to a temporary name and renamed, so
 * a killed run leaves only whole parts; resuming skips the instances whose rows are there, and
 * the instances computed but not yet in a part are computed again: no row twice, none missing.
 * Merge, report and queries read the parts with SQL, streaming, with DuckDB's memory capped.
 */
public final class CensusStore {

    /** The fixed columns after the parameters; a parameter may not take one of these names. */
    static final List<String> FACTS = List.of("convention", "preperiod", "minimal_period", "max_value", "cold", "window_start",
            "certified_period", "grp", "formula", "heat_x", "heat_y", "heat_value", "heat_numeric", "heat_where", "certificate");
    static final Set<String> HEAD = Set.of("statement", "idx", "of", "s");
    /**
     * Rows per part (one Parquet file); a part is also written every 30 s. Tests lower it to kill a run
     * between parts. Two parts' rows are in DuckDB at once (one being written while the next fills), within its memory cap.
     */
    static final int PART_ROWS = Integer.getInteger("subgames.census.partRows", 100_000);
    static final long PART_NANOS = 30_000_000_000L;
    /** DuckDB's memory cap for merge, report and queries: sorts beyond it spill to disk. */
    static final String MEMORY_LIMIT = "128MB";
    private static final ObjectMapper JSON = new ObjectMapper();
    /** Where DuckDB spills sorts beyond its memory cap. */
    private static final Path TEMP = Path.of(System.getProperty("java.io.tmpdir"), "subgames-duckdb-" + ProcessHandle.current().pid());

    private CensusStore() {
    }

    /** An in-memory DuckDB with the memory cap and streamed results. */
    static Connection connect() {
        return connect(MEMORY_LIMIT);
    }

    /**
     * As {@link #connect()} with another memory cap (DuckDB's size syntax, such as {@code 2GB}; a
     * size DuckDB does not read is bad input): a query's joins and windows hold more than a merge's
     * streamed parts, and not all of it spills.
     */
    static Connection connect(String memoryLimit) {
        try {
            Properties p = new Properties();
            p.setProperty(DuckDBDriver.JDBC_STREAM_RESULTS, "true");
            Connection c = DriverManager.getConnection("jdbc:duckdb:", p);
            try (Statement s = c.createStatement()) {
                try {
                    s.execute("SET memory_limit = '" + memoryLimit.replace("'", "''") + "'");
                } catch (SQLException e) {
                    c.close();
                    throw new BadInputException("memory cap '" + memoryLimit + "': " + e.getMessage().lines().findFirst().orElse("not a size"));
                }
                s.execute("SET preserve_insertion_order = false");
                s.execute("SET threads = 1"); // with one thread its aggregates and sorts spill within the cap; several ran out of it
                s.execute("SET temp_directory = '" + TEMP.toString().replace("'", "''") + "'");
            }
            return c;
        } catch (SQLException e) {
            throw new IllegalStateException("cannot start embedded DuckDB", e);
        }
    }

    /** The Parquet parts of a store directory, in part order (none if it does not exist). */
    public static List<Path> parts(Path dir) {
        if (!Files.isDirectory(dir)) {
            return List.of();
        }
        try (Stream<Path> s = Files.list(dir)) {
            return s.filter(p -> p.getFileName().toString().matches("part-\\d{5}\\.parquet")).sorted().toList();
        } catch (IOException e) {
            throw new BadInputException("cannot list " + dir + ": " + e.getMessage());
        }
    }

    /** Where a store keeps its fingerprint: the file {@code fingerprint} in a directory, {@code NAME.parquet.fingerprint} beside a file. */
    static Path fingerprintFile(Path store) {
        return Files.isDirectory(store) || !store.toString().endsWith(".parquet") ? store.resolve("fingerprint")
                : store.resolveSibling(store.getFileName() + ".fingerprint");
    }

    /** The fingerprint a store was written with, or null if it has none (written before fingerprints). */
    static String fingerprint(Path store) {
        Path f = fingerprintFile(store);
        try {
            return Files.isRegularFile(f) ? Files.readString(f, java.nio.charset.StandardCharsets.UTF_8).trim() : null;
        } catch (IOException e) {
            throw new BadInputException("cannot read " + f + ": " + e.getMessage());
        }
    }

    /**
     * Before a run into the store: a store with rows must have this fingerprint (the same statement,
     * census and subgames version), else it is refused, never resumed; a new store gets it.
     */
    static void claim(Path dir, String fingerprint) {
        String had = fingerprint(dir);
        if (!parts(dir).isEmpty() && !fingerprint.equals(had)) {
            throw new BadInputException(dir + ": its rows were written " + (had == null ? "without a fingerprint (an older subgames)"
                    : "with fingerprint " + had) + ", and this census has " + fingerprint + " (another version of the statement, its census, "
                    + "--limit or subgames): not resumed; move the store away or give another --out");
        }
        try {
            Files.createDirectories(dir);
            AtomicFile.writeString(fingerprintFile(dir), fingerprint + "\n");
        } catch (IOException e) {
            throw new BadInputException("cannot write " + fingerprintFile(dir) + ": " + e.getMessage());
        }
    }

    /** The lock a run holds on its store while it reads what is done and writes parts; released by {@link #close}. */
    static final class StoreLock implements AutoCloseable {
        private final java.nio.channels.FileChannel channel;
        private final java.nio.channels.FileLock lock;

        private StoreLock(java.nio.channels.FileChannel channel, java.nio.channels.FileLock lock) {
            this.channel = channel;
            this.lock = lock;
        }

        @Override
        public void close() {
            try {
                lock.release();
                channel.close();
            } catch (IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        }
    }

    /**
     * Locks a store for one run: a second run on the same store (or a killed run's child still
     * ending) waits up to 10 s, then is refused, so two writers never interleave their parts.
     */
    static StoreLock lock(Path dir) {
        try {
            Files.createDirectories(dir);
            java.nio.channels.FileChannel ch = java.nio.channels.FileChannel.open(dir.resolve("lock"),
                    java.nio.file.StandardOpenOption.CREATE, java.nio.file.StandardOpenOption.WRITE);
            long deadline = System.nanoTime() + 10_000_000_000L;
            while (true) {
                java.nio.channels.FileLock l = ch.tryLock();
                if (l != null) {
                    return new StoreLock(ch, l);
                }
                if (System.nanoTime() > deadline) {
                    ch.close();
                    throw new BadInputException(dir + " is being written by another census run (its lock is held); wait for it or give another --out");
                }
                Thread.sleep(50);
            }
        } catch (IOException e) {
            throw new BadInputException("cannot lock the census store " + dir + ": " + e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new BadInputException("interrupted while waiting for the lock of " + dir);
        }
    }

    /** A SQL list of files: ['a.parquet', 'b.parquet']. */
    static String fileList(List<Path> files) {
        List<String> quoted = new ArrayList<>();
        for (Path f : files) {
            quoted.add("'" + f.toAbsolutePath().toString().replace("'", "''") + "'");
        }
        return "[" + String.join(", ", quoted) + "]";
    }

    /** The files of one or more stores: a directory's parts, or a single merged Parquet file. */
    static List<Path> files(List<Path> stores) {
        List<Path> out = new ArrayList<>();
        for (Path p : stores) {
            if (Files.isDirectory(p)) {
                out.addAll(parts(p));
            } else if (Files.isRegularFile(p) && p.toString().endsWith(".parquet")) {
                out.add(p);
            } else {
                throw new BadInputException(p + ": not a census store (a directory of part-NNNNN.parquet files, or a .parquet file)");
            }
        }
        if (out.isEmpty()) {
            throw new BadInputException("no Parquet parts in " + stores);
        }
        return out;
    }

    /** The instance indices (0-based within the whole census) that have rows in the store, for resuming. */
    static BitSet done(Path dir, String statement, long of) {
        BitSet done = new BitSet();
        List<Path> parts = parts(dir);
        if (parts.isEmpty()) {
            return done;
        }
        try (Connection c = connect(); Statement s = c.createStatement();
             ResultSet r = s.executeQuery("SELECT idx FROM read_parquet(" + fileList(parts) + ") WHERE statement = '"
                     + statement.replace("'", "''") + "' AND \"of\" = " + of)) {
            while (r.next()) {
                done.set(Math.toIntExact(r.getLong(1)));
            }
        } catch (SQLException e) {
            throw new BadInputException(dir + ": cannot read the census parts: " + e.getMessage());
        }
        return done;
    }

    /**
     * Joins stores (the shards' part directories) into one Parquet file, sorted by instance: a
     * query, after checking that the stores hold the whole census once. Returns the instances.
     */
    public static long merge(List<Path> stores, Path out) {
        List<Path> files = files(stores);
        String fingerprint = null;
        for (Path store : stores) {
            String f = fingerprint(store);
            if (f == null || fingerprint != null && !f.equals(fingerprint)) {
                throw new BadInputException(store + ": " + (f == null ? "has no fingerprint (written by an older subgames)"
                        : "written with fingerprint " + f + ", the stores before it with " + fingerprint)
                        + ": the stores are not shards of one census of one statement version; re-run that shard");
            }
            fingerprint = f;
        }
        String from = "read_parquet(" + fileList(files) + ")";
        try (Connection c = connect(); Statement s = c.createStatement()) {
            parameters(s, from);
            long instances = wholeCensus(s, from, stores);
            AtomicFile.produce(out, tmp -> sortedCopy(c, from, instances, tmp));
            AtomicFile.writeString(fingerprintFile(out), fingerprint + "\n");
            return instances;
        } catch (SQLException e) {
            throw new BadInputException("cannot merge " + stores + ": " + e.getMessage());
        }
    }

    /** Writes the rows of {@code from} sorted by instance and convention, a chunk at a time, then joined in order into one file. */
    private static void sortedCopy(Connection c, String from, long instances, Path file) throws IOException {
        long rows;
        try (Statement s = c.createStatement(); ResultSet r = s.executeQuery("SELECT count(*) FROM " + from)) {
            r.next();
            rows = r.getLong(1);
        } catch (SQLException e) {
            throw new IOException(e.getMessage(), e);
        }
        List<long[]> chunks = chunks(instances, rows);
        if (chunks.size() <= 1) {
            copy(c, "SELECT * FROM " + from + " ORDER BY idx, convention", file);
            return;
        }
        Path dir = file.resolveSibling(file.getFileName() + ".chunks");
        try {
            Files.createDirectories(dir);
            List<Path> parts = new ArrayList<>();
            for (long[] k : chunks) {
                Path part = dir.resolve(String.format(Locale.ROOT, "chunk-%06d.parquet", parts.size()));
                copy(c, "SELECT * FROM " + from + " WHERE idx >= " + k[0] + " AND idx < " + k[1] + " ORDER BY idx, convention", part);
                parts.add(part);
            }
            try (Statement s = c.createStatement()) {
                s.execute("SET preserve_insertion_order = true"); // the chunks' rows in file order: no sort
            } catch (SQLException e) {
                throw new IOException(e.getMessage(), e);
            }
            copy(c, "SELECT * FROM read_parquet(" + fileList(parts) + ")", file);
        } finally {
            try (Stream<Path> files = Files.exists(dir) ? Files.list(dir) : Stream.empty()) {
                for (Path p : files.toList()) {
                    Files.deleteIfExists(p);
                }
            }
            Files.deleteIfExists(dir);
        }
    }

    /** Writes the rows of a query to a Parquet file (zstd); SQL errors are I/O errors of that file. */
    static void copy(Connection conn, String query, Path file) throws IOException {
        try (Statement s = conn.createStatement()) {
            s.execute("COPY (" + query + ") TO '" + file.toAbsolutePath().toString().replace("'", "''") + "' (FORMAT parquet, COMPRESSION zstd)");
        } catch (SQLException e) {
            throw new IOException(e.getMessage(), e);
        }
    }

    /**
     * Streams the census lines of the stores (directories of parts or merged files) in instance
     * order, rebuilt from the rows (a line per instance, as the JSON-lines census writes it, with
     * the group and formula as text), and returns how many there were. Checks that every instance
     * of the census is there exactly once.
     */
    public static long lines(List<Path> stores, Consumer<JsonNode> each) {
        List<Path> files = files(stores);
        String from = "read_parquet(" + fileList(files) + ")";
        try (Connection c = connect(); Statement s = c.createStatement()) {
            List<String> parameters = parameters(s, from);
            wholeCensus(s, from, stores);
            long n = 0;
            try (ResultSet r = s.executeQuery("SELECT * FROM " + from + " ORDER BY idx, convention DESC")) {
                ObjectNode line = null;
                long idx = -1;
                while (r.next()) {
                    if (line == null || r.getLong("idx") != idx) {
                        if (line != null) {
                            each.accept(line);
                            n++;
                        }
                        idx = r.getLong("idx");
                        line = head(r, parameters);
                    }
                    line.set(r.getString("convention"), game(r));
                }
                if (line != null) {
                    each.accept(line);
                    n++;
                }
            }
            return n;
        } catch (SQLException e) {
            throw new BadInputException("cannot read the census store " + stores + ": " + e.getMessage());
        }
    }

    /** The statement id of a store's rows. */
    public static String statement(Path store) {
        try (Connection c = connect(); Statement s = c.createStatement();
             ResultSet r = s.executeQuery("SELECT min(statement) FROM read_parquet(" + fileList(files(List.of(store))) + ")")) {
            r.next();
            return r.getString(1);
        } catch (SQLException e) {
            throw new BadInputException("cannot read the census store " + store + ": " + e.getMessage());
        }
    }

    /** The parameter columns of the store: those between "of" and "s". */
    static List<String> parameters(Statement s, String from) throws SQLException {
        List<String> cols = new ArrayList<>();
        try (ResultSet r = s.executeQuery("DESCRIBE SELECT * FROM " + from)) {
            while (r.next()) {
                cols.add(r.getString(1));
            }
        }
        int lo = cols.indexOf("of");
        int hi = cols.indexOf("s");
        if (lo < 0 || hi < lo || !cols.subList(hi + 1, cols.size()).equals(FACTS)) {
            throw new BadInputException("not a census store: columns " + cols);
        }
        return cols.subList(lo + 1, hi);
    }

    /** Checks one statement, one census size, and every instance exactly once (each with the same conventions); returns the instances. */
    static long wholeCensus(Statement s, String from, List<Path> stores) throws SQLException {
        long statements;
        long sizes;
        long of;
        long conventions;
        String id;
        try (ResultSet r = s.executeQuery("SELECT count(DISTINCT statement), count(DISTINCT \"of\"), min(\"of\"), count(DISTINCT convention),"
                + " min(statement) FROM " + from)) {
            r.next();
            statements = r.getLong(1);
            sizes = r.getLong(2);
            of = r.getLong(3);
            conventions = r.getLong(4);
            id = r.getString(5);
        }
        if (statements != 1 || sizes != 1) {
            throw new BadInputException(stores + ": rows of " + statements + " statements or " + sizes + " census sizes; a store holds one census");
        }
        // every index 0..of-1 once, each with a row per convention: a grouping that spills to disk at any size
        try (ResultSet r = s.executeQuery("SELECT count(*), count(*) FILTER (WHERE n <> " + conventions + "), coalesce(min(idx), -1), coalesce(max(idx), -1),"
                + " coalesce(sum(n), 0) FROM (SELECT idx, count(*) AS n FROM " + from + " GROUP BY idx)")) {
            r.next();
            long distinct = r.getLong(1);
            long rows = r.getLong(5);
            if (distinct != of || r.getLong(2) != 0 || r.getLong(3) != 0 || r.getLong(4) != of - 1 || rows != of * conventions) {
                throw new BadInputException(String.format(Locale.ROOT, "%s: %d of the %d instances of %s, %d rows for %d convention(s): "
                        + "not the whole census (a shard missing, unfinished, or given twice?)", stores, distinct, of, id, rows, conventions));
            }
        }
        return of;
    }

    /** Rows per sorted chunk: a sort of this many rows fits DuckDB's memory cap. Tests lower it to sort small censuses in chunks. */
    static long chunkRows() {
        return Long.getLong("subgames.census.chunkRows", 1_000_000L);
    }

    /**
     * The ranges of instance indices [lo, hi) that cut a census of {@code of} instances and
     * {@code rows} rows into chunks of about {@link #chunkRows()} rows: a whole census sorted
     * chunk by chunk (the parts hold rows in index order, so each chunk reads few row groups)
     * never needs a sort of all of it, which no memory cap survives at a hundred million rows.
     */
    static List<long[]> chunks(long of, long rows) {
        long size = chunkRows();
        long k = Math.max(1, (rows + size - 1) / size);
        List<long[]> out = new ArrayList<>();
        for (long i = 0; i < k; i++) {
            long lo = of * i / k;
            long hi = of * (i + 1) / k;
            if (hi > lo) {
                out.add(new long[] {lo, hi});
            }
        }
        return out;
    }

    private static ObjectNode head(ResultSet r, List<String> parameters) throws SQLException {
        ObjectNode o = JSON.createObjectNode();
        o.put(InstanceCensus.STATEMENT, r.getString("statement"));
        o.put(InstanceCensus.INDEX, r.getLong("idx"));
        o.put(InstanceCensus.OF, r.getLong("of"));
        ObjectNode p = o.putObject("parameters");
        for (String name : parameters) {
            p.put(name, r.getLong(name));
        }
        ArrayNode s = o.putArray("S");
        for (Object m : (Object[]) r.getArray("s").getArray()) {
            s.add(((Number) m).intValue());
        }
        return o;
    }

    private static ObjectNode game(ResultSet r) throws SQLException {
        ObjectNode c = JSON.createObjectNode();
        if (r.getString("certificate") != null) {
            c.put("certificate", r.getString("certificate"));
            return c;
        }
        c.put("preperiod", r.getLong("preperiod"));
        c.put("minimalPeriod", r.getLong("minimal_period"));
        c.put("maxValue", r.getLong("max_value"));
        c.put("cold", r.getLong("cold"));
        c.put("windowStart", r.getLong("window_start"));
        c.put("certifiedPeriod", r.getLong("certified_period"));
        c.put("group", r.getString("grp"));
        if (r.getString("formula") != null) {
            c.put("formula", r.getString("formula"));
        }
        if (r.getString("heat_value") != null) {
            ObjectNode h = c.putObject("heat");
            h.put("x", r.getString("heat_x"));
            h.put("y", r.getString("heat_y"));
            if (r.getBoolean("heat_numeric")) {
                h.put("value", new BigInteger(r.getString("heat_value")));
            } else {
                h.put("value", r.getString("heat_value"));
            }
            if (r.getString("heat_where") != null) {
                h.put("where", r.getString("heat_where"));
            }
        }
        return c;
    }
}
