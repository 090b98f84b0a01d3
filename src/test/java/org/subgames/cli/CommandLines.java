package org.subgames.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

/** Command lines for the command tests: built from parts, split from text, and the bad-input contract. */
final class CommandLines {

    private CommandLines() {
    }

    static String[] concat(String[] a, String... b) {
        String[] out = new String[a.length + b.length];
        System.arraycopy(a, 0, out, 0, a.length);
        System.arraycopy(b, 0, out, a.length, b.length);
        return out;
    }

    /** Splits at spaces, keeping 'single-quoted parts' (with their spaces) as one argument. */
    static String[] split(String line) {
        List<String> out = new ArrayList<>();
        StringBuilder cur = new StringBuilder();
        boolean quoted = false;
        boolean any = false;
        for (char ch : line.toCharArray()) {
            if (ch == '\'') {
                quoted = !quoted;
                any = true;
            } else if (ch == ' ' && !quoted) {
                if (any) {
                    out.add(cur.toString());
                }
                cur.setLength(0);
                any = false;
            } else {
                cur.append(ch);
                any = true;
            }
        }
        if (any) {
            out.add(cur.toString());
        }
        return out.toArray(new String[0]);
    }

    /** Bad input: exit code 2 and one line "error: ..." on stderr, no exception name or stack trace. */
    static void assertBadInput(String... args) {
        SolverCommandsTest.Result r = SolverCommandsTest.run(args);
        String line = String.join(" ", args);
        assertEquals(Main.EXIT_BAD_INPUT, r.code(), line + " -> " + r.out() + r.err());
        String err = r.err().strip();
        assertTrue(err.startsWith("error: "), line + " -> " + err);
        assertFalse(err.contains("\n"), line + ": not one line: " + err);
        assertFalse(err.contains("Exception"), line + " -> " + err);
    }
}
