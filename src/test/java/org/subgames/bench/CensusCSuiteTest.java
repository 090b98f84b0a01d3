package org.subgames.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The C baseline of the three-move census builds, runs and writes the same rows as the Java census (when there is a C compiler). */
@Tag("bench")
class CensusCSuiteTest {

    @Test
    void theCBaselineWritesTheJavaCensusRowsAtSize30() {
        Assumptions.assumeTrue(CensusCSuite.compiler().isPresent(), CensusCSuite.SKIPPED);
        List<String> log = new ArrayList<>();
        Optional<List<CensusCSuite.Row>> rows = CensusCSuite.run(List.of(30L), 1, log::add);
        assertTrue(rows.isPresent());
        CensusCSuite.Row r = rows.get().get(0);
        assertEquals(30 * 29 * 28 / 3, r.games());
        assertTrue(r.rowsEqual(), r.difference());
        assertTrue(log.contains("census-c: size 30: rows equal (8120 games)"), String.join("\n", log));
        String table = CensusCSuite.table(rows.get());
        assertTrue(table.contains("rows equal (8120 games)"), table);
        assertEquals(1, r.javaEnd().wall().nanos().length);
    }

    @Test
    void theSuiteIsListedAndRunsOnlyAsAWhole() {
        Suite s = Suites.get(CensusCSuite.NAME);
        assertEquals(List.of(150L, 250L), s.defaultSizes());
        assertEquals(CensusCSuite.games(150), 1_102_600);
    }

    @Test
    void aDifferingRowIsReportedWithItsNumberAndBothSides(@TempDir Path dir) throws Exception {
        Path store = Files.createDirectories(dir.resolve("store"));
        try (Connection c = DriverManager.getConnection("jdbc:duckdb:"); Statement st = c.createStatement()) {
            st.execute("COPY (SELECT * FROM (VALUES (1, [1, 2, 4], 'sink', 6, 3, 3, 1), (0, [1, 2, 3], 'sink', 0, 4, 3, 1), "
                    + "(0, [1, 2, 3], 'wall', 0, 4, 3, 1), (1, [1, 2, 4], 'wall', 0, 3, 2, 1)) "
                    + "t(idx, s, convention, preperiod, minimal_period, max_value, cold)) TO '" + store.resolve("part-00000.parquet")
                    + "' (FORMAT parquet)");
        }
        Path rows = dir.resolve("rows.csv");
        String good = "1,2,3,wall,0,4,3,1\n1,2,3,sink,0,4,3,1\n1,2,4,wall,0,3,2,1\n1,2,4,sink,6,3,3,1\n";
        Files.writeString(rows, good);
        assertEquals(null, CensusCSuite.compare(store, rows));
        Files.writeString(rows, good.replace("1,2,4,sink,6", "1,2,4,sink,5"));
        assertEquals("row 4: java 1,2,4,sink,6,3,3,1, c 1,2,4,sink,5,3,3,1", CensusCSuite.compare(store, rows));
        Files.writeString(rows, good + "1,2,5,wall,0,1,1,1\n");
        assertEquals("row 5: java (no more rows), c 1,2,5,wall,0,1,1,1", CensusCSuite.compare(store, rows));
    }
}
