package org.subgames.census;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.subgames.base.BadInputException;
import org.subgames.cli.Main;
import org.subgames.specs.StatementLoader;

/**
 * The report of a Parquet store computed in SQL ({@link StoreReport}) is the line-based report
 * ({@link CensusReport} over the store's lines) byte for byte: every file, and the printed text,
 * on censuses that exercise each part of it (formulas, heat maps with and without a slice, one
 * convention, games without a certificate, more group values than the text lists).
 */
@Tag("statements")
class StoreReportTest {

    @TempDir
    Path tmp;

    static Stream<Arguments> censuses() {
        return Stream.of(
                // both conventions, formulas; the family's heat-map slice (c == 60) is outside the range: no heat map
                Arguments.of("three-move", new String[] {"--param", "c=3..25"}),
                // a heat map of a slice, labels as values
                Arguments.of("three-move", new String[] {"--param", "c=3..25", "--heatmap-where", "c == 25"}),
                // one convention, formula names with commas (quoted in the CSVs), a heat-map slice
                Arguments.of("flammenkamp-wall", new String[] {"--param", "c=3..30", "--heatmap-where", "c == 30"}),
                // games without a certificate (more than the text names), a heat map of a slice
                Arguments.of("three-move", new String[] {"--param", "c=3..30", "--limit", "64", "--heatmap-where", "c == 30"}),
                // numeric heat map of every instance (no slice), preperiods as groups
                Arguments.of("two-move", new String[] {"--param", "b=2..40"}),
                // more than 30 group values (the text lists 30)
                Arguments.of("two-move", new String[] {"--param", "b=2..40", "--group", "G.minimalPeriod"}));
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("censuses")
    void theSqlReportIsTheLineReport(String spec, String[] options) throws IOException {
        Path store = tmp.resolve("c.parquet");
        List<String> args = new ArrayList<>(List.of("census", spec, "--format", "parquet", "--out", store.toString()));
        args.addAll(Arrays.asList(options));
        assertEquals(0, Main.run(args.toArray(String[]::new)));
        CensusReport.Labels labels = CensusReport.Labels.of(StatementLoader.resolve(spec, Path.of("specs")));
        assertSameReports(store, labels);
    }

    @Test
    void aMergedStoreAndABrokenOneAsTheLinePathSeesThem() throws IOException {
        String[] small = {"census", "three-move", "--param", "c=3..14", "--heatmap-where", "c == 14", "--format", "parquet"};
        List<String> shards = new ArrayList<>();
        for (int i = 1; i <= 2; i++) {
            Path shard = tmp.resolve("s" + i + ".parquet");
            shards.add(shard.toString());
            assertEquals(0, Main.run(Stream.concat(Arrays.stream(small), Stream.of("--out", shard.toString(), "--shard", i + "/2"))
                    .toArray(String[]::new)));
        }
        Path merged = tmp.resolve("m.parquet");
        assertEquals(0, Main.run("merge", "--out", merged.toString(), shards.get(1), shards.get(0)));
        assertSameReports(merged, CensusReport.Labels.of(StatementLoader.resolve("three-move", Path.of("specs"))));
        // a shard alone is not a whole census, for the SQL report as for the lines
        Path stem = tmp.resolve("bad");
        PrintStream out = new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8);
        org.junit.jupiter.api.Assertions.assertThrows(BadInputException.class,
                () -> StoreReport.write(Path.of(shards.get(0)), CensusReport.Labels.NONE, stem, out));
    }

    /** Writes both reports of the store (under two stems) and compares every file and the printed text. */
    private void assertSameReports(Path store, CensusReport.Labels labels) throws IOException {
        Path lineStem = tmp.resolve("lines/r");
        Path sqlStem = tmp.resolve("sql/r");
        ByteArrayOutputStream lineText = new ByteArrayOutputStream();
        ByteArrayOutputStream sqlText = new ByteArrayOutputStream();
        List<Path> lineFiles = new CensusReport(each -> CensusStore.lines(List.of(store), each), labels)
                .write(lineStem, new PrintStream(lineText, true, StandardCharsets.UTF_8));
        List<Path> sqlFiles = StoreReport.write(store, labels, sqlStem, new PrintStream(sqlText, true, StandardCharsets.UTF_8));
        assertEquals(names(lineFiles), names(sqlFiles));
        for (int i = 0; i < lineFiles.size(); i++) {
            Path a = lineFiles.get(i);
            Path b = sqlFiles.get(i);
            if (a.toString().endsWith(".txt")) {
                assertEquals(text(a, lineStem), text(b, sqlStem), a.getFileName().toString());
            } else {
                assertArrayEquals(Files.readAllBytes(a), Files.readAllBytes(b), a.getFileName() + " differs");
            }
        }
        assertEquals(lineText.toString(StandardCharsets.UTF_8).replace(lineStem.toString(), "STEM"),
                sqlText.toString(StandardCharsets.UTF_8).replace(sqlStem.toString(), "STEM"));
        assertTrue(Files.size(sqlFiles.get(sqlFiles.size() - 1)) > 0);
        try (Stream<Path> left = Files.list(sqlStem.getParent())) {
            assertTrue(left.noneMatch(p -> p.getFileName().toString().endsWith(".tmp")), "no temporary file is left");
        }
    }

    private static List<String> names(List<Path> files) {
        return files.stream().map(p -> p.getFileName().toString()).toList();
    }

    /** The text with the report's own directory (named by the heat-map lines) replaced. */
    private static String text(Path file, Path stem) throws IOException {
        return Files.readString(file).replace(stem.toString(), "STEM");
    }
}
