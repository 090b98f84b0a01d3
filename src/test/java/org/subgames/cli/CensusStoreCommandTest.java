package org.subgames.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.subgames.census.CensusQuery;
import org.subgames.census.CensusStore;

/**
 * The census as Parquet: the same report as JSON lines, byte for byte; a shard killed (SIGKILL) at a
 * random moment and run again ends with exactly the rows of an uninterrupted run; shards merged by
 * a query give the unsharded rows; questions in SQL; what is not a whole census is bad input.
 */
@Tag("statements")
class CensusStoreCommandTest {

    /** The kill's moment: printed, so a failure can be replayed. */
    private static final long SEED = 20261125L;
    private static final String[] REPORT = {".csv", "-summary.csv", "-nofit.csv", "-wall-heatmap.png", "-sink-heatmap.png"};

    @TempDir
    Path tmp;

    private static String[] census(Path out, String... more) {
        String[] base = {"census", "three-move", "--param", "c=3..22", "--heatmap-where", "c == 22", "--out", out.toString()};
        return CommandLines.concat(base, more);
    }

    @Test
    void aKilledParquetRunResumesToTheRowsAndReportOfJsonLines() throws Exception {
        Path json = tmp.resolve("j/t.jsonl");
        assertEquals(0, Main.run(census(json)));
        Path store = tmp.resolve("p/t.parquet");
        int parts = killMidRun(store);
        assertEquals(0, Main.run(census(store, "--format", "parquet")));
        assertTrue(CensusStore.parts(store).size() > parts, "the rerun added parts to the " + parts + " the killed run left");
        for (String f : REPORT) {
            assertArrayEquals(Files.readAllBytes(tmp.resolve("j/t" + f)), Files.readAllBytes(tmp.resolve("p/t" + f)), f);
        }
        assertEquals(Files.readString(tmp.resolve("j/t-summary.txt")).replace(tmp.resolve("j").toString(), "DIR"),
                Files.readString(tmp.resolve("p/t-summary.txt")).replace(tmp.resolve("p").toString(), "DIR"));
    }

    /** Runs the census in a child JVM with small parts and kills it (SIGKILL) at a random moment after its first parts; returns the parts left. */
    private int killMidRun(Path store) throws Exception {
        Random random = new Random(SEED);
        List<String> cmd = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Dsubgames.census.partRows=100", "-cp", System.getProperty("java.class.path"), Main.class.getName()));
        cmd.addAll(List.of(census(store, "--format", "parquet", "--threads", "2")));
        Process p = new ProcessBuilder(cmd).redirectErrorStream(true).redirectOutput(tmp.resolve("child.log").toFile()).start();
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        while (CensusStore.parts(store).size() < 3 && p.isAlive() && System.nanoTime() < deadline) {
            Thread.sleep(20);
        }
        Thread.sleep(random.nextInt(300));
        assertTrue(p.isAlive(), "the child finished before it was killed; log: " + Files.readString(tmp.resolve("child.log")));
        p.destroyForcibly().waitFor();
        int parts = CensusStore.parts(store).size();
        System.out.println("census store: killed the child (seed " + SEED + ") with " + parts + " parts written");
        return parts;
    }

    @Test
    void shardsMergedByAQueryAreTheUnshardedCensus() throws Exception {
        String[] small = {"--param", "c=3..12", "--heatmap-where", "c == 12", "--format", "parquet"};
        Path all = tmp.resolve("all.parquet");
        assertEquals(0, Main.run(CommandLines.concat(new String[] {"census", "three-move", "--out", all.toString()}, small)));
        String[] shards = new String[3];
        for (int i = 1; i <= 3; i++) {
            shards[i - 1] = tmp.resolve("s" + i + ".parquet").toString();
            assertEquals(0, Main.run(CommandLines.concat(new String[] {"census", "three-move", "--out", shards[i - 1], "--shard", i + "/3"}, small)));
        }
        Path merged = tmp.resolve("merged.parquet");
        // sorted in chunks of 37 rows (as a census of a hundred million rows is), merged and reported
        System.setProperty("subgames.census.chunkRows", "37");
        try {
            assertEquals(0, Main.run("merge", "--out", merged.toString(), shards[2], shards[0], shards[1]));
        } finally {
            System.clearProperty("subgames.census.chunkRows");
        }
        assertTrue(Files.isRegularFile(merged));
        assertEquals(lines(all), lines(merged));
        for (String f : REPORT) {
            assertArrayEquals(Files.readAllBytes(tmp.resolve("all" + f)), Files.readAllBytes(tmp.resolve("merged" + f)), f);
        }
        // a missing shard, or one given twice, is an error, not a smaller census
        CommandLines.assertBadInput("merge", "--out", tmp.resolve("bad.parquet").toString(), shards[0], shards[1]);
        CommandLines.assertBadInput("merge", "--out", tmp.resolve("bad.parquet").toString(), shards[0], shards[1], shards[2], shards[2]);
        // questions: 220 sets, each under both conventions
        assertEquals("convention,games\nsink,220\nwall,220\n", query(merged, "SELECT convention, count(*) AS games FROM games GROUP BY ALL ORDER BY 1"));
        String exceptions = query(merged, "exceptions-per-max-s");
        assertTrue(exceptions.startsWith("max_s,convention,exceptions,exceptions_up_to,games\n3,sink,0,0,1\n3,wall,0,0,1\n"), exceptions);
        // up to max S = 12: the JSON-lines census of the same sets counts its "none" games the same
        assertTrue(exceptions.contains("\n12,wall,") && exceptions.lines().filter(l -> l.startsWith("12,wall,")).findFirst().orElseThrow()
                .split(",")[3].equals(Long.toString(noneGames(merged, "wall"))), exceptions);
        assertEquals(0, Main.run("census", "query", merged.toString(), "largest-periods"));
        CommandLines.assertBadInput("census", "query", merged.toString(), "SELEC wrong");
        CommandLines.assertBadInput("census", "query", tmp.resolve("none").toString(), "exceptions");
        // DuckDB's cap: a join beyond it is bad input that names --memory; within it the same join runs
        String join = "SELECT count(*) AS n FROM games x JOIN games y USING (a)";
        CommandLines.assertBadInput("census", "query", merged.toString(), join, "--memory", "1MB");
        SolverCommandsTest.Result capped = SolverCommandsTest.run("census", "query", merged.toString(), join, "--memory", "1MB");
        assertTrue(capped.err().contains("Out of Memory") && capped.err().contains("--memory"), capped.err());
        assertEquals(0, Main.run("census", "query", merged.toString(), join, "--memory", "64 mb"));
        CommandLines.assertBadInput("census", "query", merged.toString(), "exceptions", "--memory", "lots");
        // a store is a directory; a .parquet name is not a JSON-lines file
        CommandLines.assertBadInput("census", "three-move", "--param", "c=3..6", "--format", "parquet", "--out", merged.toString());
        CommandLines.assertBadInput("census", "three-move", "--param", "c=3..6", "--out", tmp.resolve("x.parquet").toString());
        CommandLines.assertBadInput("census", "three-move", "--format", "orc");
    }

    /** The per-max-S records and the wall/sink differences, against the plain path over the same sets. */
    @Test
    void recordsPerMaxSAreThoseOfThePlainPath() {
        Path store = tmp.resolve("r.parquet");
        assertEquals(0, Main.run("census", "three-move", "--param", "c=3..26", "--format", "parquet", "--out", store.toString()));
        StringBuilder records = new StringBuilder("max_s,convention,games,largest_period,its_set,largest_preperiod,that_set,exceptions\n");
        java.util.TreeMap<Integer, List<String>> differ = new java.util.TreeMap<>();
        // the store's records, asked once (each line below is looked up in them)
        List<String> recordLines = query(store, "records-per-max-s").lines().toList();
        for (int c = 3; c <= 26; c++) {
            // the sink minimal periods of this c's sets, kept for the wall convention's comparison
            java.util.Map<String, Long> sinkPeriods = new java.util.HashMap<>();
            for (org.subgames.game.Convention conv : List.of(org.subgames.game.Convention.SINK, org.subgames.game.Convention.WALL)) {
                long[] best = {-1, -1};
                String[] sets = new String[2];
                int games = 0;
                for (int a = 1; a <= c - 2; a++) {
                    for (int b = a + 1; b <= c - 1; b++) {
                        org.subgames.period.NaivePeriod.Facts f = org.subgames.period.NaivePeriod.certify(new int[] {a, b, c}, conv, 1 << 20);
                        games++;
                        String set = "{" + a + " " + b + " " + c + "}";
                        if (f.minimalPeriod() > best[0]) {
                            best[0] = f.minimalPeriod();
                            sets[0] = set;
                        }
                        if (f.preperiod() > best[1]) {
                            best[1] = f.preperiod();
                            sets[1] = set;
                        }
                        if (conv == org.subgames.game.Convention.SINK) {
                            sinkPeriods.put(set, f.minimalPeriod());
                        } else if (f.minimalPeriod() != sinkPeriods.get(set)) {
                            differ.computeIfAbsent(c, k -> new ArrayList<>()).add(set);
                        }
                    }
                }
                String line = c + "," + conv.id() + "," + games + "," + best[0] + "," + sets[0] + "," + best[1] + "," + sets[1] + ",";
                String got = recordLines.stream().filter(l -> l.startsWith(line)).findFirst().orElse("missing");
                assertTrue(got.startsWith(line), "expected " + line + "..., got " + got);
            }
        }
        StringBuilder expected = new StringBuilder("max_s,sets,first_set\n");
        differ.forEach((c, sets) -> expected.append(c).append(',').append(sets.size()).append(',').append(sets.get(0)).append('\n'));
        assertEquals(expected.toString(), query(store, "wall-sink-differ-per-max-s"));
    }

    private static String query(Path store, String q) {
        ByteArrayOutputStream b = new ByteArrayOutputStream();
        CensusQuery.run(List.of(store), CensusQuery.sql(q), true, new PrintStream(b, true, StandardCharsets.UTF_8));
        return b.toString(StandardCharsets.UTF_8);
    }

    /** The games no formula fits, counted from the census lines (not by SQL). */
    private static long noneGames(Path store, String convention) {
        long[] n = {0};
        CensusStore.lines(List.of(store), l -> n[0] += l.path(convention).path("formula").asText().equals("none") ? 1 : 0);
        return n[0];
    }

    private static List<String> lines(Path store) {
        List<String> out = new ArrayList<>();
        CensusStore.lines(List.of(store), l -> out.add(l.toString()));
        return out;
    }
}
