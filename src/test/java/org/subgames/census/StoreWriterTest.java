package org.subgames.census;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Tag;
import net.jqwik.api.constraints.IntRange;

/**
 * The store's bulk path (a block of rows as one row of list columns, text as dictionary codes,
 * unnested when a part is written in the background) against its reference, the appender a value
 * at a time: the same Parquet schema and the same rows, every column, for random blocks (fixed
 * seeds, printed by jqwik on a failure) with nulls in every nullable column, empty and odd
 * strings (commas, quotes, newlines, non-ASCII), sets of every size up to the slots, negative and
 * 64-bit values, blocks of one row, several parts per run and parts cut mid-block.
 */
@Tag("statements")
class StoreWriterTest {

    private static final String[] TEXTS = {"a+c", "b+c", "none", "", "x,y", "say \"hi\"", "two\nlines", "é ∞", "additive (c = a+b)"};

    @Property(seed = "20261126", tries = 10)
    void theBulkPathWritesTheRowsOfTheValuePath(@ForAll("seeds") long seed, @ForAll @IntRange(min = 0, max = 3) int parameters,
                                                @ForAll @IntRange(min = 1, max = 4) int slots) throws IOException {
        Path tmp = Files.createTempDirectory("store-writer");
        try {
            List<String> names = new ArrayList<>();
            for (int p = 0; p < parameters; p++) {
                names.add(p == 1 ? "p \"quoted\"" : "p" + p);
            }
            Path bulk = tmp.resolve("bulk");
            Path values = tmp.resolve("values");
            write(bulk, names, slots, seed, true);
            write(values, names, slots, seed, false);
            assertEquals(rows(values), rows(bulk), "seed " + seed);
            assertEquals(schema(values), schema(bulk));
            assertTrue(CensusStore.parts(bulk).size() >= 1);
        } finally {
            delete(tmp);
        }
    }

    @net.jqwik.api.Provide
    net.jqwik.api.Arbitrary<Long> seeds() {
        return net.jqwik.api.Arbitraries.longs();
    }

    /** Several parts in one run: a part is cut when the rows so far reach PART_ROWS, also in the middle of the blocks' sequence. */
    @Example
    void manyBlocksMakeSeveralPartsWithTheSameRows() throws IOException {
        Path tmp = Files.createTempDirectory("store-writer");
        try {
            List<String> names = List.of("a", "b", "c");
            int blocks = 3 * CensusStore.PART_ROWS / 4000 + 3; // about 1.5 parts' rows in blocks of 1 to 4000
            writeBlocks(tmp.resolve("bulk"), names, 3, 42, true, blocks, 4000);
            writeBlocks(tmp.resolve("values"), names, 3, 42, false, blocks, 4000);
            assertTrue(CensusStore.parts(tmp.resolve("bulk")).size() >= 2, "several parts");
            assertEquals(CensusStore.parts(tmp.resolve("values")).size(), CensusStore.parts(tmp.resolve("bulk")).size());
            assertEquals(rows(tmp.resolve("values")), rows(tmp.resolve("bulk")));
        } finally {
            delete(tmp);
        }
    }

    private static void write(Path dir, List<String> names, int slots, long seed, boolean bulk) {
        Random r = new Random(seed);
        writeBlocks(dir, names, slots, seed, bulk, 1 + r.nextInt(6), 1 + r.nextInt(300));
    }

    /** Random blocks (the same for the same seed), through a writer on the bulk path or the value path. */
    private static void writeBlocks(Path dir, List<String> names, int slots, long seed, boolean bulk, int blocks, int maxRows) {
        Random r = new Random(seed);
        boolean heatNumeric = r.nextBoolean();
        String heatWhere = r.nextInt(3) == 0 ? null : TEXTS[r.nextInt(TEXTS.length)];
        int index = 0;
        try (StoreWriter w = new StoreWriter(dir, names, bulk)) {
            for (int b = 0; b < blocks; b++) {
                GameRows g = new GameRows("st'at", 1_000_000, heatNumeric, heatWhere, slots);
                int n = 1 + r.nextInt(maxRows);
                for (int i = 0; i < n; i++) {
                    index += r.nextInt(3) == 0 ? 0 : 1;
                    long[] params = new long[names.size()];
                    for (int p = 0; p < params.length; p++) {
                        params[p] = r.nextInt(5) == 0 ? Long.MIN_VALUE + r.nextInt(3) : r.nextInt(2000) - 1000;
                    }
                    int[] moves = new int[r.nextInt(slots + 1)];
                    for (int m = 0; m < moves.length; m++) {
                        moves[m] = (m == 0 ? 0 : moves[m - 1]) + 1 + r.nextInt(1000);
                    }
                    long[] facts = new long[6];
                    for (int f = 0; f < 6; f++) {
                        facts[f] = r.nextInt(4) == 0 ? Long.MAX_VALUE - r.nextInt(3) : r.nextInt(100_000);
                    }
                    String[] heat = r.nextInt(3) == 0 ? null : new String[] {text(r), text(r), text(r)};
                    g.add(index, params, moves, r.nextBoolean() ? "wall" : "sink", facts, text(r), text(r), heat);
                }
                w.append(g);
            }
        }
    }

    private static String text(Random r) {
        return r.nextInt(5) == 0 ? null : r.nextInt(4) == 0 ? "v" + r.nextInt(50) : TEXTS[r.nextInt(TEXTS.length)];
    }

    /** Every row of a store, every column as text, in a total order. */
    static List<String> rows(Path dir) {
        try (Connection c = CensusStore.connect(); Statement s = c.createStatement();
             ResultSet r = s.executeQuery("SELECT * FROM read_parquet(" + CensusStore.fileList(CensusStore.parts(dir)) + ")")) {
            List<String> out = new ArrayList<>();
            ResultSetMetaData m = r.getMetaData();
            while (r.next()) {
                StringBuilder sb = new StringBuilder();
                for (int i = 1; i <= m.getColumnCount(); i++) {
                    sb.append(i == 1 ? "" : " | ").append(r.getString(i));
                }
                out.add(sb.toString());
            }
            out.sort(Comparator.naturalOrder());
            return out;
        } catch (SQLException e) {
            throw new IllegalStateException(e);
        }
    }

    private static List<String> schema(Path dir) {
        try (Connection c = CensusStore.connect(); Statement s = c.createStatement();
             ResultSet r = s.executeQuery("DESCRIBE SELECT * FROM read_parquet(" + CensusStore.fileList(CensusStore.parts(dir)) + ")")) {
            List<String> out = new ArrayList<>();
            while (r.next()) {
                out.add(r.getString(1) + " " + r.getString(2));
            }
            return out;
        } catch (SQLException e) {
            throw new IllegalStateException(e);
        }
    }

    private static void delete(Path dir) throws IOException {
        try (Stream<Path> s = Files.walk(dir)) {
            for (Path p : s.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(p);
            }
        }
    }
}
