package org.subgames.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.concurrent.Callable;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.subgames.base.BadInputException;
import picocli.CommandLine;

/**
 * The command line's error contract: bad input is one line and exit code 2 (the kinds the README
 * lists, each through a real command), anything else is a bug with its stack trace and exit code 3.
 */
@Tag("build")
class ErrorsTest {

    /** The README's list: empty or non-positive move sets, b &lt;= a, malformed ranges, unknown ids, sizes beyond memory. */
    @Test
    void thePublishedBadInputsAreOneLineAndExitCode2() {
        String[][] cases = {
                {"nim", "--moves", "", "--n", "10"},
                {"nim", "--moves", "0,3", "--n", "10"},
                {"cold", "--moves", "-2,5", "--n", "10"},
                {"nim", "--moves", "3,3", "--n", "10"},
                {"word", "--a", "5", "--b", "5"},
                {"word", "--a", "7", "--b", "3"},
                {"tables", "check", "--a", "9..2"},
                {"tables", "check", "--a", "x..2"},
                {"check", "no-such-statement"},
                {"check"},
                {"check", "two-move", "--all"},
                {"tables", "--prove", "--run-smt", "proofs/smt"},
                {"tables", "--all"},
                {"bench", "--suite", "no-such-suite"},
                {"nim", "--moves", "1,2", "--n", "2^62"},
                {"cold", "--moves", "1,2", "--n", "2^41"},
                {"period", "--moves", "5,11", "--convention", "nope"},
                {"tables", "prove", "--all", "--mutant", "C5="},
        };
        for (String[] args : cases) {
            CommandLines.assertBadInput(args);
        }
    }

    @CommandLine.Command(name = "boom")
    private static final class Boom implements Callable<Integer> {
        private final RuntimeException failure;

        Boom(RuntimeException failure) {
            this.failure = failure;
        }

        @Override
        public Integer call() {
            throw failure;
        }
    }

    private record Run(int code, String err) {
    }

    private static Run run(RuntimeException failure) {
        CommandLine cl = Main.commandLine();
        cl.addSubcommand("boom", new CommandLine(new Boom(failure)));
        StringWriter err = new StringWriter();
        cl.setErr(new PrintWriter(err, true));
        return new Run(cl.execute("boom"), err.toString());
    }

    /** A bug (here an injected NullPointerException, or a plain IllegalArgumentException from an internal check) shows its trace. */
    @Test
    void aBugIsExitCode3WithItsStackTrace() {
        for (RuntimeException bug : new RuntimeException[] {new NullPointerException("injected"), new IllegalArgumentException("an internal check")}) {
            Run r = run(bug);
            assertEquals(Main.EXIT_BUG, r.code(), r.err());
            assertTrue(r.err().startsWith("internal error: this is a bug in subgames"), r.err());
            assertTrue(r.err().contains(bug.getClass().getName() + ": " + bug.getMessage()), r.err());
            assertTrue(r.err().contains("\tat org.subgames.cli.ErrorsTest.aBugIsExitCode3WithItsStackTrace"), r.err());
        }
        Run bad = run(new BadInputException("the move set is empty"));
        assertEquals(Main.EXIT_BAD_INPUT, bad.code());
        assertEquals("error: the move set is empty", bad.err().strip());
    }

    /** An unknown contract is bad input found in the kept proofs, before KeY loads. */
    @Test
    void anUnknownContractIsRejectedBeforeKeyLoads() {
        long t0 = System.nanoTime();
        CommandLines.assertBadInput("prove", "--contract", "Nope");
        double seconds = (System.nanoTime() - t0) / 1e9;
        // not a timing test: KeY's loading takes 10 s and more, so a loaded KeY would show as many seconds
        assertTrue(seconds < 8, "took " + seconds + " s: did KeY load?");
    }
}
