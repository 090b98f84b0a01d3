package org.subgames.proof.smt;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.subgames.base.BadInputException;
import org.subgames.base.IntRange;
import org.subgames.sink.table.Lin;
import org.subgames.sink.table.WordModel;

/** The tables' runners without the command line: mutants, per-k proofs, kept files, kept scripts. */
@Tag("smt")
class TablesRunsTest {

    @Test
    void mutantsParse() {
        assertTrue(Mutant.parse(null).isNone());
        assertNull(Mutant.parse(null).chainLabel());
        Mutant m = Mutant.parse("C5=a-c+1");
        assertEquals(WordModel.standard().withLength("C5", Lin.parse("a-c+1")).label(), m.model().label());
        assertEquals(m.model().label(), m.chainLabel());
        Mutant d = Mutant.parse("drop:cC");
        assertEquals("cC", d.dropped());
        assertEquals("drop:cC", d.chainLabel());
        assertEquals(WordModel.standard().label(), d.model().label());
        assertEquals(WordModel.standard().withExtraRepetitions(1).label(), Mutant.parse("reps=+1").model().label());
        for (String bad : new String[] {"drop:nope", "C5", "=3", "reps=x", "letter:KB0=2", "letter:KB0.x=2", "X9=a"}) {
            assertThrows(BadInputException.class, () -> Mutant.parse(bad), bad);
        }
    }

    /** A wrong word is refuted per k with a counterexample; the word-independent modular facts are skipped. */
    @Test
    void proveRefutesAMutantWithACounterexample() {
        List<String> lines = new ArrayList<>();
        TablesProveRun.Result r = TablesProveRun.run(new TablesProveRun.Options(Mutant.parse("C5=a-c+1").model(), false, IntRange.parse("1"),
                List.of(Prover.Kind.Z3), 60_000), lines::add);
        assertTrue(r.failures() > 0);
        assertTrue(lines.stream().anyMatch(l -> l.startsWith("  NOT PROVED ") && l.contains("counterexample a = ")), String.join("\n", lines));
        assertTrue(lines.stream().anyMatch(l -> l.contains("skipped (they do not depend on the word)")), String.join("\n", lines));
        assertEquals(r.failures() + " claims NOT proved", lines.get(lines.size() - 1));
        assertThrows(BadInputException.class, () -> new TablesProveRun.Options(WordModel.standard(), true, IntRange.parse("0..1"), List.of(Prover.Kind.Z3), 1));
    }

    /** The kept tables are what the runner renders; write puts every file in place. */
    @Test
    void keptTablesAreRegenerated(@TempDir Path dir) throws Exception {
        var files = KeptFiles.tables(WordModel.standard(), IntRange.parse("1..2"));
        assertEquals(8, KeptFiles.write(dir, files));
        for (String name : files.keySet()) {
            assertEquals(Files.readString(Path.of("specs/tables").resolve(name)), Files.readString(dir.resolve(name)), name);
        }
        assertThrows(BadInputException.class, () -> KeptFiles.tables(WordModel.standard(), IntRange.parse("0..1")));
    }

    /** Kept scripts: every check-sat of coverage.smt2 is unsat; a false one is counted. */
    @Test
    void scriptsAreReplayed(@TempDir Path dir) throws Exception {
        Files.copy(Path.of("proofs/smt/coverage.smt2"), dir.resolve("coverage.smt2"));
        Files.writeString(dir.resolve("false.smt2"), "(declare-const x Int)\n(push 1)\n(echo \"x > 0\")\n(assert (> x 0))\n(check-sat)\n(pop 1)\n");
        List<String> lines = new ArrayList<>();
        ScriptRun.Result r = ScriptRun.run(dir, List.of(Prover.Kind.Z3), lines::add);
        assertEquals(new ScriptRun.Result(16, 1), r);
        assertTrue(lines.contains("  SAT: x > 0"), String.join("\n", lines));
        assertThrows(BadInputException.class, () -> ScriptRun.run(dir.resolve("none"), List.of(Prover.Kind.Z3), lines::add));
    }
}
