package org.subgames.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

@Tag("smt")
class TablesCommandTest {

    /** Runs Main with captured output (the solver commands' test helper). */
    static SolverCommandsTest.Result run(String... args) {
        return SolverCommandsTest.run(args);
    }

    @Test
    void perInstanceCheck() {
        SolverCommandsTest.Result r = run("tables", "check", "--a", "2..9", "--k", "0..2");
        assertEquals(0, r.code(), r.out() + r.err());
        assertTrue(r.out().contains("every claim holds"), r.out());
    }

    @Test
    void perInstanceResultsAsJsonLines(@TempDir Path dir) throws Exception {
        Path out = dir.resolve("r.jsonl");
        SolverCommandsTest.Result r = run("tables", "check", "--a", "2..4", "--k", "1", "--output", out.toString());
        assertEquals(0, r.code(), r.out() + r.err());
        var lines = Files.readAllLines(out);
        assertEquals(4 + 6 + 8, lines.size()); // every c in 0..2a-1 at k = 1
        assertTrue(lines.stream().allMatch(l -> l.contains("\"ok\":true")), lines.toString());
        assertTrue(lines.get(0).startsWith("{\"a\":2,\"b\":4,\"k\":1,\"c\":0"), lines.get(0));
    }

    @Test
    void perInstanceCheckOfAMutantFails() {
        SolverCommandsTest.Result r = run("tables", "check", "--a", "2..9", "--k", "1", "--mutant", "C5=a-c+1");
        assertEquals(1, r.code(), r.out() + r.err());
        assertTrue(r.out().contains("FAILED") && r.out().contains("C5"), r.out());
    }

    @Test
    void proveKOne() {
        SolverCommandsTest.Result r = run("tables", "prove", "--k", "1");
        assertEquals(0, r.code(), r.out() + r.err());
        for (String ctx : new String[] {"sinkB", "bZB", "bB", "cB", "bC", "cC", "coverage", "modular", "sinkW", "WW"}) {
            assertTrue(r.out().contains(ctx), ctx + " in " + r.out());
        }
        assertTrue(r.out().contains("all claims proved"), r.out());
    }

    /**
     * A mutant chain run proves nothing about the statements: a do-nothing mutant (the same word)
     * passes every SMT lemma, yet KeY is not run and no statement is "proved for every"; it exits 0
     * because nothing was refuted.
     */
    @Test
    void chainOfADoNothingMutantDoesNotSayProved() {
        SolverCommandsTest.Result r = run("tables", "prove", "--all", "--solver", "z3", "--mutant", "A1=a-r");
        assertEquals(0, r.code(), r.out() + r.err());
        assertTrue(r.out().lines().noneMatch(l -> l.contains("proved for every")), r.out());
        assertEquals(4, r.out().lines().filter(l -> l.startsWith("  NOT proved: a mutant run")).count(), r.out());
        assertEquals(2, r.out().lines().filter(l -> l.endsWith("NOT RUN (mutant run)")).count(), r.out());
    }

    /** Claims of one context left out while coverage still lists it: the assembly check fails the chain. */
    @Test
    void chainWithADroppedContextFails() {
        SolverCommandsTest.Result r = run("tables", "prove", "--all", "--solver", "z3", "--mutant", "drop:cC");
        assertEquals(1, r.code(), r.out() + r.err());
        assertTrue(r.out().lines().noneMatch(l -> l.contains("proved for every")), r.out());
        for (String where : new String[] {"sink-k1 quadratic/k1/cC", "sink-kge2 quadratic/kge2/cC", "wall-k1 wall/quadratic/k1/cC"}) {
            assertTrue(r.out().contains("NOT PROVED assembly: " + where + ": "), where + " in " + r.out());
        }
        assertEquals(2, run("tables", "prove", "--k", "1", "--mutant", "drop:cC").code(), "drop: goes with --all");
        assertEquals(2, run("tables", "prove", "--all", "--mutant", "drop:nope").code(), "unknown context");
    }

    @Test
    void proveMutantPrintsCounterexample() {
        SolverCommandsTest.Result r = run("tables", "prove", "--k", "1", "--mutant", "C5=a-c+1");
        assertEquals(1, r.code(), r.out() + r.err());
        assertTrue(r.out().contains("NOT PROVED") && r.out().contains("counterexample a = "), r.out());
    }

    @Test
    void badInput() {
        for (String[] args : new String[][] {
                {"tables", "check", "--a", "5..2"},
                {"tables", "check", "--k", "x"},
                {"tables", "check", "--mutant", "X9=a"},
                {"tables", "check", "--mutant", "C5=a*c"},
                {"tables", "check", "--mutant", "C5"},
                {"tables", "prove", "--k", "0..2"},
                {"tables", "check", "--a", "0..3"},
                {"tables", "check", "--shard", "3/2"},
                {"tables", "write", "--tables", "x", "--tables-k", "0..1"},
                {"tables", "prove", "--solver", "foo"},
        }) {
            CommandLines.assertBadInput(args);
        }
    }

    @Test
    void runsScripts(@TempDir Path dir) throws Exception {
        Files.createDirectories(dir.resolve("s"));
        Files.copy(Path.of("proofs/smt/coverage.smt2"), dir.resolve("s/coverage.smt2"));
        SolverCommandsTest.Result r = run("tables", "run-smt", dir.toString());
        assertEquals(0, r.code(), r.out() + r.err());
        // both solvers by default: 15 checks each (the split, then 6 per count)
        assertTrue(r.out().contains("all 30 checks unsat"), r.out());
        assertTrue(r.out().contains("z3 ") && r.out().contains("cvc5 1.3.2"), r.out());
        r = run("tables", "run-smt", dir.toString(), "--solver", "cvc5");
        assertTrue(r.out().contains("all 15 checks unsat") && !r.out().contains("z3 "), r.out());
        // a false obligation is reported
        Files.writeString(dir.resolve("s/false.smt2"), "(declare-const x Int)\n(push 1)\n(echo \"x > 0\")\n(assert (> x 0))\n(check-sat)\n(pop 1)\n");
        r = run("tables", "run-smt", dir.toString());
        assertEquals(1, r.code(), r.out() + r.err());
        assertTrue(r.out().contains("SAT: x > 0"), r.out());
        assertTrue(r.out().contains("2 of 32 checks not unsat"), r.out());
        assertEquals(2, run("tables", "run-smt", dir.resolve("nothing").toString()).code());
    }

    @Test
    void writesTables(@TempDir Path dir) throws Exception {
        SolverCommandsTest.Result r = run("tables", "--write-tables", dir.toString(), "--tables-k", "1"); // the old spelling
        assertEquals(0, r.code(), r.err());
        assertEquals(Files.readString(Path.of("specs/tables/k1/reachability.md")), Files.readString(dir.resolve("k1/reachability.md")));
    }

    /** The flag spellings of before the subcommands map to them; other commands and the new spellings pass unchanged. */
    @Test
    void oldSpellingsMapToSubcommands() {
        String[][] cases = {
                {"tables"}, {"tables", "check"},
                {"tables", "--a", "2..4"}, {"tables", "check", "--a", "2..4"},
                {"tables", "--prove", "--all"}, {"tables", "prove", "--all"},
                {"tables", "--k", "1", "--prove"}, {"tables", "prove", "--k", "1"},
                {"tables", "--write-smt", "d"}, {"tables", "write", "--write-smt", "d"},
                {"tables", "--write-tables=d", "--tables-k", "1"}, {"tables", "write", "--write-tables=d", "--tables-k", "1"},
                {"tables", "--run-smt", "d", "--solver", "z3"}, {"tables", "run-smt", "d", "--solver", "z3"},
                {"tables", "--run-smt=d"}, {"tables", "run-smt", "d"},
                {"tables", "prove", "--all"}, {"tables", "prove", "--all"},
                {"tables", "--help"}, {"tables", "--help"},
                {"check", "--prove"}, {"check", "--prove"},
        };
        for (int i = 0; i < cases.length; i += 2) {
            assertEquals(String.join(" ", cases[i + 1]), String.join(" ", TablesCommand.newSpelling(cases[i])), String.join(" ", cases[i]));
        }
    }

    /** A user's old command line still runs, with the same output as the new one. */
    @Test
    void oldSpellingsStillRun() {
        SolverCommandsTest.Result r = run("tables", "--a", "2..3", "--k", "1");
        assertEquals(0, r.code(), r.out() + r.err());
        assertEquals(r.out(), run("tables", "check", "--a", "2..3", "--k", "1").out());
    }
}
