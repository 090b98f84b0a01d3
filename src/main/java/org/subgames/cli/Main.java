package org.subgames.cli;

import org.subgames.base.BadInputException;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * {@code java -jar subgames.jar <command>}. Bad input ({@link BadInputException}) ends with one line
 * on stderr and exit code 2; a refuted statement or a failed audit with exit code 1 ({@code prove
 * statement} also ends with 4 or 5, see there); anything else is
 * a bug: its stack trace and exit code 3.
 */
@Command(name = "subgames", mixinStandardHelpOptions = true, version = "subgames 0.1",
        description = "Proof-checking harness for subtraction games.",
        subcommands = {
                WordCommand.class,
                NimCommand.class,
                ColdCommand.class,
                LengthsCommand.class,
                AuditCommand.class,
                BenchCommand.class,
                PeriodCommand.class,
                CheckCommand.class,
                CensusCommand.class,
                MergeCommand.class,
                ExperimentCommand.class,
                SpotCheckCommand.class,
                TablesCommand.class,
                ProveCommand.class,
        })
public final class Main implements Runnable {

    /** Exit code for bad input: usage errors, malformed values, sizes beyond memory. */
    public static final int EXIT_BAD_INPUT = 2;
    /** Exit code when a check finds a counterexample or an audit a disagreement. */
    public static final int EXIT_REFUTED = 1;
    /**
     * Exit code of {@code prove statement} when the word is proved and every claim holds on every
     * instance of the statement's ranges, but some claims are proved per instance only.
     */
    public static final int EXIT_PER_INSTANCE = 4;
    /**
     * Exit code of {@code prove statement} when the word is neither proved nor refuted (a solver's
     * unknown or timeout, an encoding too weak, a vacuous case) and no claim is refuted on an instance.
     */
    public static final int EXIT_UNPROVED = 5;
    /** Exit code for a bug: anything but bad input that escapes a command; the stack trace is printed. */
    public static final int EXIT_BUG = 3;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        spec.commandLine().usage(System.out);
    }

    public static void main(String[] args) {
        org.subgames.base.Timings.mark("main");
        java.util.OptionalInt bounded = BoundedHeap.relaunch(args);
        int code = bounded.isPresent() ? bounded.getAsInt() : run(args);
        org.subgames.base.Timings.mark("exit");
        System.exit(code);
    }

    /** Runs the command line and returns its exit code (for tests: no System.exit). */
    public static int run(String... args) {
        try {
            return commandLine().execute(TablesCommand.newSpelling(args));
        } catch (OutOfMemoryError e) {
            System.err.println("error: out of memory: the requested size does not fit in the heap (try a smaller n or a larger -Xmx)");
            return EXIT_BAD_INPUT;
        } catch (Error e) {
            return bug(e, new java.io.PrintWriter(System.err, true));
        }
    }

    /** A bug: one line saying so, the stack trace, exit code 3. */
    private static int bug(Throwable t, java.io.PrintWriter err) {
        err.println("internal error: this is a bug in subgames, not in your input; please report it with the command line and the trace below");
        t.printStackTrace(err);
        err.flush();
        return EXIT_BUG;
    }

    public static CommandLine commandLine() {
        CommandLine cl = new CommandLine(new Main());
        cl.setParameterExceptionHandler((ex, a) -> {
            // picocli's own messages for argument groups start with "Error: "
            ex.getCommandLine().getErr().println("error: " + ex.getMessage().replaceFirst("^Error: ", ""));
            return EXIT_BAD_INPUT;
        });
        cl.setExecutionExceptionHandler((ex, commandLine, parseResult) -> {
            // bad input and numbers too large for the arithmetic (Math.*Exact) are the user's to change
            if (ex instanceof BadInputException || ex instanceof ArithmeticException) {
                commandLine.getErr().println("error: " + ex.getMessage());
                return EXIT_BAD_INPUT;
            }
            return bug(ex, commandLine.getErr());
        });
        return cl;
    }
}
