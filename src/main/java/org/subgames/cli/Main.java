package org.subgames.cli;

import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * {@code java -jar subgames.jar <command>}. Bad input ends with one line on stderr and exit code 2;
 * a refuted statement or a failed audit with exit code 1.
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

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        spec.commandLine().usage(System.out);
    }

    public static void main(String[] args) {
        System.exit(run(args));
    }

    /** Runs the command line and returns its exit code (for tests: no System.exit). */
    public static int run(String... args) {
        try {
            return commandLine().execute(args);
        } catch (OutOfMemoryError e) {
            System.err.println("error: out of memory: the requested size does not fit in the heap (try a smaller n or a larger -Xmx)");
            return EXIT_BAD_INPUT;
        }
    }

    public static CommandLine commandLine() {
        CommandLine cl = new CommandLine(new Main());
        cl.setParameterExceptionHandler((ex, a) -> {
            ex.getCommandLine().getErr().println("error: " + ex.getMessage());
            return EXIT_BAD_INPUT;
        });
        cl.setExecutionExceptionHandler((ex, commandLine, parseResult) -> {
            String msg;
            if (ex instanceof IllegalArgumentException || ex instanceof ArithmeticException) {
                msg = ex.getMessage();
            } else {
                throw ex;
            }
            commandLine.getErr().println("error: " + msg);
            return EXIT_BAD_INPUT;
        });
        return cl;
    }
}
