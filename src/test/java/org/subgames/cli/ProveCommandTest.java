package org.subgames.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.subgames.proof.key.KeySources;

/**
 * The prove command: bad input exits 2; a replay of one kept proof prints the table and exits 0;
 * --auto runs a kept proof script where plain auto mode does not close the contract, and keeps a
 * portable text.
 */
@Tag("key")
class ProveCommandTest {

    @Test
    void badInputExitsTwo() {
        assertEquals(Main.EXIT_BAD_INPUT, Main.run("prove", "--max-steps", "0"));
        assertEquals(Main.EXIT_BAD_INPUT, Main.run("prove", "--auto", "--replay"));
        assertEquals(Main.EXIT_BAD_INPUT, Main.run("prove", "--replay", "--proofs", "no/such/folder"));
        assertEquals(Main.EXIT_BAD_INPUT, Main.run("prove", "--sources", "src/main/resources"));
        assertEquals(Main.EXIT_BAD_INPUT, Main.run("prove", "--auto", "--scripts", "no/such/folder"));
        assertEquals(Main.EXIT_BAD_INPUT, Main.run("prove", "--replay", "--lemma", "no-such-lemma"));
        assertEquals(Main.EXIT_BAD_INPUT, Main.run("prove", "--auto", "--lemma", "mex-link"));
        assertEquals(Main.EXIT_BAD_INPUT, Main.run("prove", "--lemma", "mex-link", "--contract", "Mex."));
    }

    /**
     * Mex.concludePresent needs the witness its kept script names: plain auto mode (an empty
     * script folder) leaves it open, the kept script closes it; nothing is written to proofs/key.
     */
    @Test
    void keptScriptClosesWhatPlainAutoModeLeavesOpen(@TempDir Path tmp) throws Exception {
        Path none = Files.createDirectory(tmp.resolve("no-scripts"));
        String mex = mexOnly(tmp).toString();
        String[] plain = {"prove", "--auto", "--contract", "Mex.concludePresent(", "--sources", mex, "--proofs",
            tmp.resolve("plain").toString(), "--scripts", none.toString(), "--max-steps", "3000"};
        assertEquals(Main.EXIT_REFUTED, SolverCommandsTest.run(plain).code());
        String[] scripted = {"prove", "--auto", "--contract", "Mex.concludePresent(", "--sources", mex, "--proofs",
            tmp.resolve("scripted").toString(), "--scripts", "proofs/key"};
        assertEquals(0, SolverCommandsTest.run(scripted).code());
        // the kept text is portable: the source folder a placeholder, KeY's temporary library folder left out
        String kept = Files.readString(tmp.resolve("scripted").resolve("Mex.concludePresent(int[],int[],int).0.proof"));
        assertTrue(kept.contains("\\javaSource \"reference-sources\";") && !kept.contains("\\bootclasspath"), kept.substring(0, Math.min(3000, kept.length())));
    }

    @Test
    void unknownContractIsBadInputNamingTheClasses() {
        SolverCommandsTest.Result r = SolverCommandsTest.run("prove", "--replay", "--contract", "Nope");
        String err = r.err().trim();
        assertEquals(Main.EXIT_BAD_INPUT, r.code(), err);
        assertEquals(1, err.lines().count(), err);
        assertTrue(err.contains("Nope") && err.contains("Mex") && err.contains("PeriodWordReference"), err);
    }

    @Test
    void replayOfOneKeptProofPrintsJsonAndExitsZero(@TempDir Path tmp) throws Exception {
        SolverCommandsTest.Result r = SolverCommandsTest.run("prove", "--replay", "--format", "json", "--contract", "Mex.find(",
                "--sources", mexOnly(tmp).toString());
        assertEquals(0, r.code(), r.out());
        assertTrue(r.out().contains("\"allClosed\":true") && r.out().contains("Mex.find(int[],int[],int).0.proof"), r.out());
    }

    /**
     * The reference sources with Mex.java alone: the Mex contracts need no other class, and KeY
     * loads one file in a fraction of the time it takes for all (parsing their JML is most of a
     * load). The chain's replay process and KeyProofsTest load the embedded sources whole.
     */
    private static Path mexOnly(Path tmp) throws Exception {
        Path all = KeySources.extract(KeySources.SOURCES);
        try {
            Path dir = tmp.resolve("mex-only/org/subgames/reference");
            Files.createDirectories(dir);
            Files.copy(all.resolve("org/subgames/reference/Mex.java"), dir.resolve("Mex.java"));
            return tmp.resolve("mex-only");
        } finally {
            KeySources.delete(all);
        }
    }
}
