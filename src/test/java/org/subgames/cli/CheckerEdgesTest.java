package org.subgames.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The checker's edges of issue 38, each as its reproducer: a resumed run never trusts a result of
 * another version of the statement, a forall range LO..HI with LO &gt; HI is empty, recorded
 * counterexamples are per claim, and the messages name the right convention and what was read back.
 */
@Tag("statements")
class CheckerEdgesTest {

    @TempDir
    Path tmp;

    private static final String RS = """
            id: rs
            kind: conjecture
            title: t
            source: s
            parameters:
              a: 1..5
              b: a+1..8
            moves: [a, b]
            convention: wall
            claims:
              - holds: "G.preperiod == %s"
            """;

    private Path write(String name, String text) throws IOException {
        Path f = tmp.resolve(name);
        Files.writeString(f, text, StandardCharsets.UTF_8);
        return f;
    }

    @Test
    void aResumedRunChecksAgainWhatAnEditedClaimWrote() throws IOException {
        Path spec = write("rs.yaml", RS.formatted("0"));
        String out = tmp.resolve("rs.jsonl").toString();
        SolverCommandsTest.Result first = SolverCommandsTest.run("check", spec.toString(), "--out", out);
        assertEquals(0, first.code(), first.out() + first.err());
        assertTrue(first.out().contains("25 of 25 instances checked: 25 hold every claim, 0 refute a claim"), first.out());
        // the same statement (a comment and other spacing only): everything is read back, and said so
        Files.writeString(spec, "# a comment\n" + RS.formatted("0").replace("G.preperiod == 0", "G.preperiod==0"));
        SolverCommandsTest.Result again = SolverCommandsTest.run("check", spec.toString(), "--out", out);
        assertEquals(0, again.code(), again.out() + again.err());
        assertTrue(again.out().contains("of the 25 checked, 0 checked in this run, 25 read back from the result log"), again.out());
        assertTrue(again.out().contains("25 of 25 instances checked: 25 hold every claim, 0 refute a claim"), again.out());
        // the claim edited to a false one: the log's results are stale, checked again, and refuted
        Files.writeString(spec, RS.formatted("1"));
        SolverCommandsTest.Result edited = SolverCommandsTest.run("check", spec.toString(), "--out", out);
        assertEquals(1, edited.code(), edited.out() + edited.err());
        assertTrue(edited.out().contains("COUNTEREXAMPLE to rs"), edited.out());
        assertTrue(edited.err().contains("25 results of rs came from another version of the statement or of subgames"), edited.err());
        // the stale lines are gone from the log; what is there now has the new fingerprint
        String log = Files.readString(Path.of(out));
        assertEquals(1, log.lines().map(l -> l.replaceAll(".*\"fingerprint\":\"([0-9a-f]+)\".*", "$1")).distinct().count(), log);
        assertTrue(log.contains("\"holds\":false") && !log.contains("\"holds\":true"), log);
    }

    /** Every count of a refuted run's summary says what it counts: checked, holding, refuted, not checked, per claim. */
    @Test
    void aRefutedRunCountsWhatItCheckedHeldAndRefuted() throws IOException {
        Path spec = write("wrong-period.yaml", """
                id: wrong-period
                kind: conjecture
                title: t
                source: s
                parameters:
                  a: 1..6
                  b: a+1..8
                moves: [a, b]
                convention: wall
                claims:
                  - name: purely periodic
                    holds: wall.preperiod == 0
                  - name: minimal period a + b
                    holds: G.minimalPeriod == a + b
                """);
        // one thread: the run stops at the first counterexample, a = 1, b = 3 (the second instance)
        SolverCommandsTest.Result stopped = SolverCommandsTest.run("check", spec.toString(), "--threads", "1");
        assertEquals(1, stopped.code(), stopped.out() + stopped.err());
        assertTrue(stopped.out().contains("2 of 27 instances checked: 1 holds every claim, 1 refutes a claim;"), stopped.out());
        assertTrue(stopped.out().contains("25 instances not checked: the run stops at the first counterexample (--keep-going checks every "
                + "instance)"), stopped.out());
        assertTrue(stopped.out().contains("wrong-period: claim 'minimal period a + b' (line 13) refuted at 1 of the 2 checked instances"),
                stopped.out());
        assertFalse(stopped.out().contains("claim 'purely periodic'"), stopped.out());
        // and the refuted holds says why: the values of both sides at the counterexample
        assertTrue(stopped.out().contains("  why      'G.minimalPeriod == a + b' is false: G.minimalPeriod = 2, a + b = 4"), stopped.out());
        // every instance: b an odd multiple of a (a = 1, b = 3, 5, 7; a = 2, b = 6) has minimal period 2a
        SolverCommandsTest.Result all = SolverCommandsTest.run("check", spec.toString(), "--keep-going");
        assertEquals(1, all.code(), all.out() + all.err());
        assertTrue(all.out().contains("27 of 27 instances checked: 23 hold every claim, 4 refute a claim;"), all.out());
        assertTrue(all.out().contains("refuted at 4 of the 27 checked instances"), all.out());
        assertFalse(all.out().contains("not checked"), all.out());
        String row = all.out().lines().filter(l -> l.startsWith("wrong-period ")).findFirst().orElseThrow();
        assertEquals("wrong-period conjecture 27 27 23 4 0 0", row.trim().replaceAll("\\s+", " ").replaceFirst(" [0-9.]+$", ""), row);
    }

    @Test
    void aForallRangeWithLoAboveHiIsEmpty() throws IOException {
        String head = """
                id: empty-forall
                kind: theorem
                title: t
                source: s
                parameters:
                  a: 0..3
                moves: [a + 1, a + 3]
                convention: wall
                claims:
                """;
        Path down = write("empty-forall.yaml", head + """
                  - forall: "i in 3..1"
                    holds: "i >= 3"
                  - forall: "i in max(0, a)..(a - 2)"
                    holds: "wall.at(i) >= 0"
                  - forall: "i in 2..2"
                    holds: "i == 2"
                """);
        SolverCommandsTest.Result r = SolverCommandsTest.run("check", down.toString());
        assertEquals(0, r.code(), r.out() + r.err());
        assertTrue(r.out().contains("empty-forall: 8 checks of a forall claim held vacuously (an empty range; counted per claim, instance and convention)"), r.out());
        // an ascending range is still checked: i in 1..3 with i >= 3 is refuted for i = 1
        Files.createDirectories(tmp.resolve("up"));
        Path up = write("up/empty-forall.yaml", head + """
                  - forall: "i in 1..3"
                    holds: "i >= 3"
                """);
        SolverCommandsTest.Result u = SolverCommandsTest.run("check", up.toString());
        assertEquals(1, u.code(), u.out() + u.err());
        assertTrue(u.out().contains("for i = 1:"), u.out());
    }

    @Test
    void aSinkClaimOfAStatementUnderBothConventionsNamesSink() throws IOException {
        Path spec = write("both.yaml", """
                id: both
                kind: theorem
                title: t
                source: s
                parameters:
                  a: 1..3
                  b: a+1..4
                moves: [a, b]
                convention: both
                claims:
                  - actual: G.minimalPeriod
                    expected: G.minimalPeriod
                  - periodic: sink
                    period: "a + b + 1"
                    from: 1
                """);
        SolverCommandsTest.Result r = SolverCommandsTest.run("check", spec.toString());
        assertEquals(1, r.code(), r.out() + r.err());
        String why = r.out().lines().filter(l -> l.trim().startsWith("why")).findFirst().orElseThrow();
        assertTrue(why.contains("G_sink(") && !why.contains("under wall") && !why.contains("under sink"), why);
    }

    @Test
    void aClaimAboutGUnderBothConventionsNamesItsConventionOnce() throws IOException {
        Path spec = write("both-g.yaml", """
                id: both-g
                kind: theorem
                title: t
                source: s
                parameters:
                  a: 1..3
                  b: a+1..4
                moves: [a, b]
                convention: both
                claims:
                  - periodic: G
                    period: "a + b + 1"
                """);
        SolverCommandsTest.Result r = SolverCommandsTest.run("check", spec.toString());
        assertEquals(1, r.code(), r.out() + r.err());
        String why = r.out().lines().filter(l -> l.trim().startsWith("why")).findFirst().orElseThrow();
        assertTrue(why.contains("under wall: G_wall(") && why.indexOf("under") == why.lastIndexOf("under"), why);
        assertFalse(why.contains("sink"), why);
    }

    private static final String AB = """
            id: ab
            kind: conjecture
            title: t
            source: s
            parameters:
              a: 1..1
              b: 3..4
            moves: [a, b]
            convention: sink
            claims:
              - name: A
                holds: "G.preperiod == 0"
              - name: B
                holds: "G.minimalPeriod == a + b"
            counterexamples: ab.counterexamples.csv
            """;

    /** A is refuted at (1, 3) and (1, 4), B at (1, 3) only (sink: preperiods 2 and 2, minimal periods 2 and 5). */
    @Test
    void aClaimNotRecordedAtAnInstanceMustHoldThere() throws IOException {
        Path spec = write("ab.yaml", AB);
        Path csv = tmp.resolve("ab.counterexamples.csv");
        // A's refutations only: B false at (1, 3) fails the run
        Files.writeString(csv, "claim,a,b\nA,1,3\nA,1,4\n");
        SolverCommandsTest.Result r = SolverCommandsTest.run("check", spec.toString());
        assertEquals(1, r.code(), r.out() + r.err());
        assertTrue(r.out().contains("COUNTEREXAMPLE to ab (conjecture) at a = 1, b = 3") && r.out().contains("claim    B ("), r.out());
        // both claims' refutations recorded: exactly as expected
        Files.writeString(csv, "claim,a,b\nA,1,3\nB,1,3\nA,1,4\n");
        r = SolverCommandsTest.run("check", spec.toString());
        assertEquals(0, r.code(), r.out() + r.err());
        assertTrue(r.out().contains("except their recorded counterexamples"), r.out());
        // a recorded refutation of B where B holds is reported, with the claim
        Files.writeString(csv, "claim,a,b\nA,1,3\nB,1,3\nA,1,4\nB,1,4\n");
        r = SolverCommandsTest.run("check", spec.toString());
        assertEquals(1, r.code(), r.out() + r.err());
        assertTrue(r.out().contains("at a = 1, b = 4") && r.out().contains("claim    B (")
                && r.out().contains("records this instance as a counterexample to it"), r.out());
        // the old format (instances without their claim) is refused for a statement of two claims, with the migration
        Files.writeString(csv, "a,b\n1,3\n1,4\n");
        r = SolverCommandsTest.run("check", spec.toString());
        assertEquals(2, r.code(), r.out() + r.err());
        assertTrue(r.err().contains("ab.counterexamples.csv:1: this file lists instances without their claim")
                && r.err().contains("header 'claim,a,b'") && r.err().strip().lines().count() == 1, r.err());
        // recording afresh writes the per-claim format, which the next run expects exactly
        Files.delete(csv);
        r = SolverCommandsTest.run("check", spec.toString(), "--keep-going", "--record");
        assertEquals(1, r.code(), r.out() + r.err());
        assertEquals("claim,a,b\nA,1,3\nB,1,3\nA,1,4\n", Files.readString(csv));
        assertEquals(0, SolverCommandsTest.run("check", spec.toString()).code());
    }

    private static final String CENSUS = """
            id: cz
            kind: census
            title: t
            source: s
            parameters:
              a: 1..4
              b: a+1..6
            moves: [a, b]
            convention: wall
            census:
              group: %s
            """;

    @Test
    void aCensusStoreOrMergeNeverUsesLinesOfAnotherVersion() throws IOException {
        Path spec = write("cz.yaml", CENSUS.formatted("G.minimalPeriod"));
        String out = tmp.resolve("cz.jsonl").toString();
        SolverCommandsTest.Result r = SolverCommandsTest.run("census", spec.toString(), "--out", out);
        assertEquals(0, r.code(), r.out() + r.err());
        r = SolverCommandsTest.run("census", spec.toString(), "--out", out);
        assertTrue(r.out().contains("cz: 14 instances, 14 read back, 0 computed"), r.out());
        // the group edited: the lines are stale, computed again, and the file holds the new groups only
        Files.writeString(spec, CENSUS.formatted("G.preperiod"));
        r = SolverCommandsTest.run("census", spec.toString(), "--out", out);
        assertEquals(0, r.code(), r.out() + r.err());
        assertTrue(r.out().contains("0 read back, 14 computed") && r.out().contains("14 results came from another version"), r.out());
        assertTrue(Files.readAllLines(Path.of(out)).stream().allMatch(l -> l.contains("\"group\":0")), "wall: preperiod 0");
        // shards of two versions do not merge
        String s1 = tmp.resolve("s1.jsonl").toString();
        String s2 = tmp.resolve("s2.jsonl").toString();
        assertEquals(0, SolverCommandsTest.run("census", spec.toString(), "--shard", "1/2", "--out", s1).code());
        Files.writeString(spec, CENSUS.formatted("G.minimalPeriod"));
        assertEquals(0, SolverCommandsTest.run("census", spec.toString(), "--shard", "2/2", "--out", s2).code());
        CommandLines.assertBadInput("merge", "--out", tmp.resolve("m.jsonl").toString(), s1, s2);
        assertTrue(SolverCommandsTest.run("merge", "--out", tmp.resolve("m.jsonl").toString(), s1, s2).err()
                .contains("another version of the statement"));
        // a Parquet store of another version is refused, in one line, not resumed
        String store = tmp.resolve("cz.parquet").toString();
        assertEquals(0, SolverCommandsTest.run("census", spec.toString(), "--format", "parquet", "--out", store).code());
        Files.writeString(spec, CENSUS.formatted("G.preperiod"));
        CommandLines.assertBadInput("census", spec.toString(), "--format", "parquet", "--out", store);
    }
}
