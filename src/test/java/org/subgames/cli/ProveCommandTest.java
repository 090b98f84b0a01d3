package org.subgames.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** The prove command: bad input exits 2; a replay of one kept proof prints the table and exits 0. */
class ProveCommandTest {

    @Test
    void badInputExitsTwo() {
        assertEquals(Main.EXIT_BAD_INPUT, Main.run("prove", "--max-steps", "0"));
        assertEquals(Main.EXIT_BAD_INPUT, Main.run("prove", "--auto", "--replay"));
        assertEquals(Main.EXIT_BAD_INPUT, Main.run("prove", "--replay", "--proofs", "no/such/folder"));
        assertEquals(Main.EXIT_BAD_INPUT, Main.run("prove", "--sources", "src/main/resources"));
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
