package org.subgames.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class CheckCommandTest {

    @TempDir
    Path tmp;

    private static List<String> sortedLines(Path... files) throws IOException {
        List<String> out = new ArrayList<>();
        for (Path f : files) {
            out.addAll(Files.readAllLines(f, StandardCharsets.UTF_8));
        }
        out.sort(null);
        return out;
    }

    @Test
    void resumesAndIgnoresATornLastLine() throws IOException {
        Path out = tmp.resolve("r.jsonl");
        String[] args = {"check", "additive-sink-period", "--a", "1..6", "--k", "0..2", "--out", out.toString()};
        assertEquals(0, Main.run(args));
        List<String> full = sortedLines(out);
        assertEquals(instances(6, 2), full.size());
        // a rerun resumes everything and writes nothing
        assertEquals(0, Main.run(args));
        assertEquals(full, sortedLines(out));
        // interrupt: drop the last five lines and tear the one before
        List<String> lines = Files.readAllLines(out, StandardCharsets.UTF_8);
        StringBuilder cut = new StringBuilder();
        for (int i = 0; i < lines.size() - 6; i++) {
            cut.append(lines.get(i)).append('\n');
        }
        cut.append(lines.get(lines.size() - 6), 0, 20);
        Files.writeString(out, cut.toString(), StandardCharsets.UTF_8);
        assertEquals(0, Main.run(args));
        assertEquals(full, sortedLines(out));
    }

    /** Instances for a in 1..amax, k in 0..kmax, 0 &lt;= c &lt; 2a, less those with b = 2ka + c &lt;= a (k = 0, c &lt;= a). */
    private static int instances(int amax, int kmax) {
        int n = 0;
        for (int a = 1; a <= amax; a++) {
            n += (kmax + 1) * 2 * a - (a + 1);
        }
        return n;
    }

    @Test
    void shardsMergeToTheSameResult() throws IOException {
        Path all = tmp.resolve("all.jsonl");
        Path s1 = tmp.resolve("s1.jsonl");
        Path s2 = tmp.resolve("s2.jsonl");
        Path s3 = tmp.resolve("s3.jsonl");
        String[] base = {"check", "--all", "--a", "1..7", "--k", "0..2"};
        assertEquals(0, Main.run(concat(base, "--out", all.toString(), "--threads", "2")));
        assertEquals(0, Main.run(concat(base, "--shard", "1/3", "--out", s1.toString(), "--threads", "1")));
        assertEquals(0, Main.run(concat(base, "--shard", "2/3", "--out", s2.toString())));
        assertEquals(0, Main.run(concat(base, "--shard", "3/3", "--out", s3.toString())));
        assertEquals(sortedLines(all), sortedLines(s1, s2, s3));
        assertTrue(Files.readAllLines(s1).size() < Files.readAllLines(all).size());
    }

    private static String[] concat(String[] a, String... b) {
        String[] out = new String[a.length + b.length];
        System.arraycopy(a, 0, out, 0, a.length);
        System.arraycopy(b, 0, out, a.length, b.length);
        return out;
    }

    @Test
    void counterexampleExitsOneAndIsRecorded() throws IOException {
        Path out = tmp.resolve("m.jsonl");
        String[] args = {"check", "period-plus-one", "--specs", "src/test/resources/specs-mutants", "--out", out.toString()};
        assertEquals(1, Main.run(args));
        String text = Files.readString(out);
        assertTrue(text.contains("\"holds\":false") && text.contains("\"position\":"), text);
        // the recorded counterexample is reported again on resume
        assertEquals(1, Main.run(args));
    }

    @Test
    void badInputExitsTwo() {
        assertEquals(2, Main.run("check", "no-such-statement"));
        assertEquals(2, Main.run("check"));
        assertEquals(2, Main.run("check", "--all", "--a", "5..2"));
        assertEquals(2, Main.run("check", "--all", "--shard", "3/2"));
        assertEquals(2, Main.run("check", "--all", "--threads", "0"));
        assertEquals(2, Main.run("check", "--all", "--specs", "src/test/resources/specs-broken"));
        assertEquals(2, Main.run("check", "--all", "--specs", "no/such/dir"));
    }
}
