package org.subgames.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The prove command: bad input exits 2; a replay of one kept proof prints the table and exits 0;
 * --auto runs a kept proof script where plain auto mode does not close the contract.
 */
class ProveCommandTest {

    @Test
    void badInputExitsTwo() {
        assertEquals(Main.EXIT_BAD_INPUT, Main.run("prove", "--max-steps", "0"));
        assertEquals(Main.EXIT_BAD_INPUT, Main.run("prove", "--auto", "--replay"));
        assertEquals(Main.EXIT_BAD_INPUT, Main.run("prove", "--replay", "--proofs", "no/such/folder"));
        assertEquals(Main.EXIT_BAD_INPUT, Main.run("prove", "--sources", "src/main/resources"));
        assertEquals(Main.EXIT_BAD_INPUT, Main.run("prove", "--auto", "--scripts", "no/such/folder"));
    }

    /**
     * Mex.concludePresent needs the witness its kept script names: plain auto mode (an empty
     * script folder) leaves it open, the kept script closes it; nothing is written to proofs/key.
     */
    @Test
    void keptScriptClosesWhatPlainAutoModeLeavesOpen(@TempDir Path tmp) throws Exception {
        Path none = Files.createDirectory(tmp.resolve("no-scripts"));
        String[] plain = {"prove", "--auto", "--contract", "Mex.concludePresent(", "--proofs",
            tmp.resolve("plain").toString(), "--scripts", none.toString(), "--max-steps", "3000"};
        assertEquals(Main.EXIT_REFUTED, quiet(plain));
        String[] scripted = {"prove", "--auto", "--contract", "Mex.concludePresent(", "--proofs",
            tmp.resolve("scripted").toString(), "--scripts", "proofs/key"};
        assertEquals(0, quiet(scripted));
        assertTrue(Files.exists(tmp.resolve("scripted").resolve("Mex.concludePresent(int[],int[],int).0.proof")));
    }

    private static int quiet(String... args) {
        PrintStream old = System.out;
        try {
            System.setOut(new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8));
            return Main.run(args);
        } finally {
            System.setOut(old);
        }
    }

    @Test
    void unknownContractIsBadInputNamingTheClasses() {
        PrintStream old = System.err;
        ByteArrayOutputStream buf = new ByteArrayOutputStream();
        int code;
        try {
            System.setErr(new PrintStream(buf, true, StandardCharsets.UTF_8));
            code = Main.run("prove", "--replay", "--contract", "Nope");
        } finally {
            System.setErr(old);
        }
        String err = buf.toString(StandardCharsets.UTF_8).trim();
        assertEquals(Main.EXIT_BAD_INPUT, code, err);
        assertEquals(1, err.lines().count(), err);
        assertTrue(err.contains("Nope") && err.contains("Mex") && err.contains("PeriodWordReference"), err);
    }

    @Test
    void replayOfOneKeptProofPrintsJsonAndExitsZero() {
        PrintStream old = System.out;
        ByteArrayOutputStream buf = new ByteArrayOutputStream();
        int code;
        try {
            System.setOut(new PrintStream(buf, true, StandardCharsets.UTF_8));
            code = Main.run("prove", "--replay", "--format", "json", "--contract", "Mex.find(");
        } finally {
            System.setOut(old);
        }
        String out = buf.toString(StandardCharsets.UTF_8);
        assertEquals(0, code, out);
        assertTrue(out.contains("\"allClosed\":true") && out.contains("Mex.find(int[],int[],int).0.proof"), out);
    }
}
