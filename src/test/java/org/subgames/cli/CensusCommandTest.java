package org.subgames.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.subgames.game.Convention;
import org.subgames.period.NaivePeriod;

/** The census on small ranges: files, resume, shards merged to the unsharded bytes, the table limit, bad input. */
@Tag("statements")
class CensusCommandTest {

    @TempDir
    Path tmp;

    /** Three-move sets with c <= 12: 220 instances. */
    private String[] census(String out, String... more) {
        String[] base = {"census", "three-move", "--param", "a=1..10", "--param", "b=2..11", "--param", "c=3..12", "--out", out,
            "--heatmap-where", "c == 12"};
        return CommandLines.concat(base, more);
    }

    @Test
    void writesFactsCsvSummaryAndHeatMapThatMatchThePlainPath() throws IOException {
        Path out = tmp.resolve("t.jsonl");
        assertEquals(0, Main.run(census(out.toString())));
        List<String> lines = Files.readAllLines(out);
        assertEquals(220, lines.size());
        ObjectMapper om = new ObjectMapper();
        for (String l : lines) {
            JsonNode r = om.readTree(l);
            int[] s = new int[3];
            for (int i = 0; i < 3; i++) {
                s[i] = r.path("S").get(i).asInt();
            }
            for (Convention c : Convention.values()) {
                NaivePeriod.Facts f = NaivePeriod.certify(s, c, 1 << 20);
                JsonNode g = r.path(c.id());
                assertEquals(f, new NaivePeriod.Facts(g.path("preperiod").asLong(), g.path("minimalPeriod").asLong(),
                        g.path("maxValue").asInt(), g.path("cold").asLong()), l);
            }
        }
        assertEquals(221, Files.readAllLines(tmp.resolve("t.csv")).size());
        assertTrue(Files.readString(tmp.resolve("t-summary.txt")).contains("per formula"));
        byte[] png = Files.readAllBytes(tmp.resolve("t-wall-heatmap.png"));
        assertTrue(png.length > 1000 && png[1] == 'P' && png[2] == 'N' && png[3] == 'G');
        // resume after an interruption: drop lines, tear one; the completed file is the same bytes
        byte[] full = Files.readAllBytes(out);
        String cut = String.join("\n", lines.subList(0, 150)) + "\n" + lines.get(150).substring(0, 30);
        Files.writeString(out, cut, StandardCharsets.UTF_8);
        assertEquals(0, Main.run(census(out.toString())));
        assertArrayEquals(full, Files.readAllBytes(out));
    }

    @Test
    void shardsMergeIntoExactlyTheUnshardedFile() throws IOException {
        Path all = tmp.resolve("all.jsonl");
        assertEquals(0, Main.run(census(all.toString(), "--threads", "2")));
        String[] shards = new String[3];
        for (int i = 1; i <= 3; i++) {
            shards[i - 1] = tmp.resolve("s" + i + ".jsonl").toString();
            assertEquals(0, Main.run(census(shards[i - 1], "--shard", i + "/3", "--threads", "1")));
        }
        Path merged = tmp.resolve("merged.jsonl");
        assertEquals(0, Main.run("merge", "--out", merged.toString(), shards[2], shards[0], shards[1]));
        assertArrayEquals(Files.readAllBytes(all), Files.readAllBytes(merged));
        // and so are the reports, including the heat map of the --heatmap-where slice (its title names it)
        for (String f : new String[] {".csv", "-summary.csv", "-nofit.csv", "-wall-heatmap.png", "-sink-heatmap.png"}) {
            assertArrayEquals(Files.readAllBytes(tmp.resolve("all" + f)), Files.readAllBytes(tmp.resolve("merged" + f)), f);
        }
        JsonNode cell = new ObjectMapper().readTree(Files.readAllLines(merged).get(219)).path("wall").path("heat");
        assertEquals("c == 12", cell.path("where").asText(), cell.toString());
        // the formulas in the statement's order, none last
        List<String> formulas = Files.readAllLines(tmp.resolve("all-summary.csv")).stream()
                .filter(l -> l.startsWith("wall,formula,")).map(l -> l.split(",")[2]).toList();
        assertEquals(List.of("a+b", "a+c", "b+c", "additive (c = a+b)", "none"), formulas);
        // a missing shard is an error, not a smaller census
        assertEquals(2, Main.run("merge", "--out", tmp.resolve("bad.jsonl").toString(), shards[0], shards[1]));
    }

    @Test
    void anEmptyHeatMapSliceIsSaidNotSilent() throws IOException {
        for (String format : new String[] {"jsonl", "parquet"}) {
            Path out = tmp.resolve("e-" + format + ("parquet".equals(format) ? ".parquet" : ".jsonl"));
            // the family's slice is c == 60; a census up to c = 6 has no game there, and one with --heatmap-where names that slice
            assertEquals(0, Main.run("census", "three-move", "--param", "c=3..6", "--format", format, "--out", out.toString()));
            String text = Files.readString(tmp.resolve("e-" + format + "-summary.txt"));
            assertTrue(text.contains("heat map: none, no game of this census lies in its slice 'c == 60'"), text);
            assertEquals(0, Main.run("census", "three-move", "--param", "c=3..6", "--heatmap-where", "c == 9", "--format", format,
                    "--out", out.toString().replace("e-", "f-")));
            text = Files.readString(tmp.resolve("f-" + format + "-summary.txt"));
            assertTrue(text.contains("lies in its slice 'c == 9'"), text);
        }
    }

    @Test
    void writesIntoANewDirectoryWithTheUsualPermissions() throws IOException {
        Path out = tmp.resolve("new/dir/n.jsonl");
        assertEquals(0, Main.run("census", "three-move", "--param", "c=3..6", "--heatmap-where", "c == 6", "--out", out.toString()));
        assertEquals(20, Files.readAllLines(out).size());
        // the completed file (renamed over the appended one) and the reports have the permissions of any new file
        Path plain = Files.createFile(tmp.resolve("new/dir/plain.txt"));
        for (String f : new String[] {"n.jsonl", "n.csv", "n-summary.csv", "n-nofit.csv", "n-summary.txt", "n-wall-heatmap.png"}) {
            assertEquals(Files.getPosixFilePermissions(plain), Files.getPosixFilePermissions(tmp.resolve("new/dir/" + f)), f);
        }
    }

    @Test
    void beyondTheTableLimitIsRecordedNotGuessed() throws IOException {
        Path out = tmp.resolve("l.jsonl");
        // {1, 6, 14} under sink: preperiod 51 + period 5 + max S 14 = 70 > 64 positions
        assertEquals(0, Main.run("census", "three-move", "--param", "a=1..1", "--param", "b=6..6", "--param", "c=14..14",
                "--limit", "64", "--out", out.toString()));
        JsonNode r = new ObjectMapper().readTree(Files.readAllLines(out).get(0));
        assertEquals("none within 64", r.path("sink").path("certificate").asText());
        assertEquals(5, r.path("wall").path("minimalPeriod").asInt());
    }

    /** Bad statements, ranges and options: one line on stderr, exit 2 (each with --out in the temporary directory). */
    @ParameterizedTest
    @ValueSource(strings = {
            "census no-such-family",
            "census",
            "census three-move --param c=5..2",
            "census three-move --param c=abc",
            "census three-move --param c=3..2000000000",
            "census three-move --param zz=1..2",
            "census three-move --shard 0/2",
            "census three-move --shard 2/1",
            "census three-move --threads 0",
            "census three-move --limit 1",
            "census three-move --where 'a +'",
            "census three-move --where 'G.maxValue > 2'",
            "census three-move --group 'a +'",
            "census three-move --group zz",
            "census three-move --heatmap-where 'x =='",
            "census three-move --param c=3..5 --heatmap-where a",
            "census squares --param n=0..5",
            "census no/such/file.yaml",
            "census src/test/resources/specs-broken/bad-range.yaml",
            "census src/test/resources/specs-broken/empty-range.yaml",
            "census src/test/resources/specs-broken/undefined-range.yaml",
            "census src/test/resources/specs-broken/cyclic-ranges.yaml",
            "census src/test/resources/specs-broken/yaml-syntax.yaml",
            "census src/test/resources/specs-broken/jexl-syntax.yaml",
            "census src/test/resources/specs-broken/unknown-key.yaml",
            "census src/test/resources/specs-broken/unknown-family.yaml",
            "census src/test/resources/specs-broken/nonpositive-move.yaml",
    })
    void badInputIsOneLineAndExitTwo(String line) {
        CommandLines.assertBadInput(CommandLines.concat(CommandLines.split(line), "--out", tmp.resolve("x.jsonl").toString()));
    }

    @Test
    void mergeOfWhatIsNotAWholeCensusIsBadInput() throws IOException {
        Path notCensus = Files.writeString(tmp.resolve("check.jsonl"), "{\"statement\":\"x\",\"holds\":true}\n");
        CommandLines.assertBadInput("merge", "--out", tmp.resolve("m.jsonl").toString(), tmp.resolve("none.jsonl").toString());
        CommandLines.assertBadInput("merge", "--out", tmp.resolve("m.jsonl").toString(), notCensus.toString());
        CommandLines.assertBadInput("merge", "--out", tmp.resolve("m.jsonl").toString());
    }
}
