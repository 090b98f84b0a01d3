package org.subgames.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

@Tag("statements")
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
        // a in 1..4: every statement still has instances (14262 in all), both conjectures their recorded counterexamples (2059)
        String[] base = {"check", "--all", "--a", "1..4", "--k", "0..2"};
        assertEquals(0, Main.run(CommandLines.concat(base, "--out", all.toString(), "--threads", "2")));
        assertEquals(0, Main.run(CommandLines.concat(base, "--shard", "1/3", "--out", s1.toString(), "--threads", "1")));
        assertEquals(0, Main.run(CommandLines.concat(base, "--shard", "2/3", "--out", s2.toString())));
        assertEquals(0, Main.run(CommandLines.concat(base, "--shard", "3/3", "--out", s3.toString())));
        assertEquals(sortedLines(all), sortedLines(s1, s2, s3));
        assertTrue(Files.readAllLines(s1).size() < Files.readAllLines(all).size());
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

    /** Bad statements (each broken file of specs-broken, checked as a file) and bad ranges or options: one line, exit 2. */
    @ParameterizedTest
    @ValueSource(strings = {
            "check no-such-statement",
            "check",
            "check additive-sink-period --all",
            "check --all --a 5..2",
            "check --all --c 5..2",
            "check --all --a 1-5",
            "check --all --param a=x..3",
            "check --all --param a=1..",
            "check --all --param 'a 1..2'",
            "check --all --param zz=1..2",
            "check --all --where 'a +'",
            "check --all --where S",
            "check --all --where 'sink.period > 3'",
            "check --all --shard 3/2",
            "check --all --threads 0",
            "check --all --limit 0",
            "check --all --specs src/test/resources/specs-broken",
            "check --all --specs no/such/dir",
            "check no/such/file.yaml",
            "check src/main/resources/families/three-move.yaml",
            "check src/test/resources/specs-broken/bad-convention.yaml",
            "check src/test/resources/specs-broken/bad-range.yaml",
            "check src/test/resources/specs-broken/empty-moves.yaml",
            "check src/test/resources/specs-broken/empty-range.yaml",
            "check src/test/resources/specs-broken/fact-of-other-convention.yaml",
            "check src/test/resources/specs-broken/jexl-syntax.yaml",
            "check src/test/resources/specs-broken/nonpositive-move.yaml",
            "check src/test/resources/specs-broken/not-boolean.yaml",
            "check src/test/resources/specs-broken/undefined-range.yaml",
            "check src/test/resources/specs-broken/unknown-fact.yaml",
            "check src/test/resources/specs-broken/unknown-family.yaml",
            "check src/test/resources/specs-broken/unknown-key.yaml",
            "check src/test/resources/specs-broken/yaml-syntax.yaml",
    })
    void badInputIsOneLineAndExitTwo(String line) {
        CommandLines.assertBadInput(CommandLines.split(line));
    }

    @Test
    void aStatementFileOutsideTheSpecsDirectoryIsChecked() {
        SolverCommandsTest.Result r = SolverCommandsTest.run("check", "src/test/resources/specs-general/squares-cold.yaml");
        assertEquals(0, r.code(), r.out() + r.err());
        assertTrue(r.out().contains("squares-cold"), r.out());
        assertEquals(1, SolverCommandsTest.run("check", "src/test/resources/specs-general/squares-mutant.yaml").code());
    }
}
