package org.subgames.cli;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.Callable;
import org.subgames.base.BadInputException;
import org.subgames.base.IntRange;
import org.subgames.base.Shard;
import org.subgames.proof.smt.KeptFiles;
import org.subgames.proof.smt.Mutant;
import org.subgames.proof.smt.ProofChainRun;
import org.subgames.proof.smt.Prover;
import org.subgames.proof.smt.ScriptRun;
import org.subgames.proof.smt.TablesProveRun;
import org.subgames.run.TablesCheckRun;
import picocli.CommandLine;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code tables}: the block tables of the quadratic sink theorem, as four subcommands: {@code check}
 * (per instance, the default), {@code prove} (per k, or with --all the all-parameter chain),
 * {@code write} (regenerate specs/tables and proofs/smt) and {@code run-smt} (replay kept scripts).
 * The flag spellings of before the subcommands ({@code tables --prove --all}, {@code --write-smt},
 * {@code --run-smt}, plain {@code tables --a ...}) still work (kept commands in docs/benchmarks.md and
 * users' scripts use them): {@link #newSpelling} maps them.
 */
@Command(name = "tables", mixinStandardHelpOptions = true,
        description = "The block tables of the quadratic sink theorem: check them per instance, prove them, regenerate the kept files, or replay kept SMT-LIB scripts.",
        subcommands = {TablesCommand.Check.class, TablesCommand.Prove.class, TablesCommand.Write.class, TablesCommand.RunSmt.class})
final class TablesCommand implements Runnable {

    private static final String DROP_GOES_WITH_ALL = "--mutant drop:CONTEXT goes with tables prove --all (it leaves a context out of the chain)";

    private static final Set<String> FIRST_WORDS = Set.of("check", "prove", "write", "run-smt", "help", "-h", "--help", "-V", "--version");

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    /** Reached only without {@link #newSpelling} (which makes a bare tables a tables check): the usage. */
    @Override
    public void run() {
        spec.commandLine().usage(System.out);
    }

    /**
     * The arguments with the old flag spellings of {@code tables} mapped to subcommands:
     * {@code --prove} to prove, {@code --run-smt DIR} to run-smt DIR, {@code --write-tables} and
     * {@code --write-smt} to write, anything else (also nothing) to check. Other commands pass unchanged.
     */
    static String[] newSpelling(String... args) {
        if (args.length == 0 || !args[0].equals("tables") || args.length > 1 && FIRST_WORDS.contains(args[1])) {
            return args;
        }
        List<String> rest = new ArrayList<>(Arrays.asList(args).subList(1, args.length));
        String sub = "check";
        if (rest.remove("--prove")) {
            sub = "prove";
        } else if (rest.stream().anyMatch(a -> a.equals("--run-smt") || a.startsWith("--run-smt="))) {
            sub = "run-smt";
            rest.replaceAll(a -> a.startsWith("--run-smt=") ? a.substring("--run-smt=".length()) : a);
            rest.remove("--run-smt");
        } else if (rest.stream().anyMatch(a -> a.startsWith("--write-tables") || a.startsWith("--write-smt"))) {
            sub = "write";
        }
        List<String> out = new ArrayList<>(List.of("tables", sub));
        out.addAll(rest);
        return out.toArray(String[]::new);
    }

    /** The word: --mutant. */
    static final class MutantOption {
        @Option(names = "--mutant", description = "check or prove a mutated word instead: NAME=EXPR (e.g. C5=a-c+1), k2:NAME=EXPR (only for k >= 2), reps=-1 or reps=+1 (k-parts repeated k-2 or k times), letter:PART.J=L (k-part PART has letter L in repetition J), or flip (inequality (4) negated); with prove --all also drop:CONTEXT (the standard word, every claim of that context left out of the lemmas)")
        String text;

        Mutant parse() {
            return Mutant.parse(text);
        }

        /** The word, for the commands that have no context to drop. */
        Mutant word() {
            Mutant m = parse();
            if (m.dropped() != null) {
                throw new BadInputException(DROP_GOES_WITH_ALL);
            }
            return m;
        }
    }

    /** The solvers: --solver. */
    static final class SolverOption {
        @Option(names = "--solver", defaultValue = "both", description = "solver(s): z3, cvc5 or both (default: ${DEFAULT-VALUE})")
        String solver;

        List<Prover.Kind> kinds() {
            return Prover.Kind.parse(solver);
        }
    }

    /** The time limit per obligation: --timeout-ms. */
    static final class TimeoutOption {
        @Option(names = "--timeout-ms", defaultValue = "60000", description = "time limit per obligation (default: ${DEFAULT-VALUE})")
        int timeoutMs;
    }

    @Command(name = "check", mixinStandardHelpOptions = true,
            description = "Check every claim of the block tables per instance, exactly, against the sink DP (the default of tables).")
    static final class Check implements Callable<Integer> {
        @Option(names = "--a", defaultValue = "2..60", description = "range of a (default: ${DEFAULT-VALUE})")
        String aRange;

        @Option(names = "--k", defaultValue = "1..3", description = "range of k: every b with floor(b/2a) = k (default: ${DEFAULT-VALUE})")
        String kRange;

        @Option(names = "--shard", defaultValue = "1/1", description = "take only the sets of shard i/n (default: ${DEFAULT-VALUE})")
        String shard;

        @Option(names = "--output", description = "also write one JSON line per set (a, b, k, c, ok, failure) to this file, atomically")
        Path output;

        @Mixin
        MutantOption mutant;

        @Override
        public Integer call() {
            Mutant m = mutant.word();
            IntRange as = IntRange.parse(aRange);
            IntRange ks = IntRange.parse(kRange);
            TablesCheckRun.Result r = TablesCheckRun.run(new TablesCheckRun.Options(m.model(), as, ks,
                    Shard.parse(shard), Runtime.getRuntime().availableProcessors(), System.console() != null, output));
            if (output != null) {
                System.out.println("wrote 1 files under " + output.toAbsolutePath().getParent());
            }
            if (r.firstFailure().isPresent()) {
                System.out.println("FAILED: " + r.firstFailure().get());
                return Main.EXIT_REFUTED;
            }
            System.out.printf("checked %d sets (%d quadratic, %d linear), a in %s, k in %s, word: %s: every claim holds and agrees with the sink DP%n",
                    r.sets(), r.quadratic(), r.sets() - r.quadratic(), as, ks, m.model().label());
            return 0;
        }
    }

    @Command(name = "prove", mixinStandardHelpOptions = true,
            description = "Prove every claim for all a, c per k of --k with the solvers, or with --all the all-parameter chain and what each statement of specs/ rests on.")
    static final class Prove implements Callable<Integer> {
        @Option(names = "--k", defaultValue = "1..3", description = "the counts k and m to prove (default: ${DEFAULT-VALUE})")
        String kRange;

        @Option(names = "--all", description = "prove the all-parameter chain (k = 1, every k >= 2, m = 1, every m >= 2, coverage, length, modular facts, wall, KeY lemmas) and print what each statement of specs/ rests on")
        boolean all;

        @Mixin
        MutantOption mutant;

        @Mixin
        SolverOption solver;

        @Mixin
        TimeoutOption timeout;

        @Override
        public Integer call() {
            Mutant m = mutant.parse();
            List<Prover.Kind> kinds = solver.kinds();
            if (all) {
                ProofChainRun.Result r = ProofChainRun.run(new ProofChainRun.Options(m.model(), m.chainLabel(), m.dropped(), kinds, timeout.timeoutMs),
                        System.out::println);
                return r.refuted() ? Main.EXIT_REFUTED : 0;
            }
            if (m.dropped() != null) {
                throw new BadInputException(DROP_GOES_WITH_ALL);
            }
            TablesProveRun.Result r = TablesProveRun.run(new TablesProveRun.Options(m.model(), m.isNone(), IntRange.parse(kRange), kinds, timeout.timeoutMs),
                    System.out::println);
            return r.failures() == 0 ? 0 : Main.EXIT_REFUTED;
        }
    }

    @Command(name = "write", mixinStandardHelpOptions = true,
            description = "Regenerate the kept files: the derived Tables 1-12 (--tables DIR) and the chain's SMT-LIB obligations with their verdicts (--smt DIR).")
    static final class Write implements Callable<Integer> {
        /** At least one of the two. */
        static final class Targets {
            @Option(names = {"--tables", "--write-tables"}, description = "write the Tables 1-12 (Markdown, CSV) for each k of --tables-k into this directory")
            Path tablesDir;

            @Option(names = {"--smt", "--write-smt"}, description = "prove the all-parameter chain's obligations and write them (SMT-LIB), their verdicts and chain.md into this directory")
            Path smtDir;
        }

        @ArgGroup(exclusive = false, multiplicity = "1")
        Targets targets;

        @Option(names = "--tables-k", defaultValue = "1..2", description = "k of the written tables (default: ${DEFAULT-VALUE}: the paper's k = 1 and the k-parts)")
        String tablesK;

        @Mixin
        MutantOption mutant;

        @Mixin
        SolverOption solver;

        @Mixin
        TimeoutOption timeout;

        @Override
        public Integer call() {
            Mutant m = mutant.word();
            if (targets.tablesDir != null) {
                print(targets.tablesDir, KeptFiles.tables(m.model(), IntRange.parse(tablesK)));
            }
            if (targets.smtDir != null) {
                print(targets.smtDir, KeptFiles.smt(m.model(), timeout.timeoutMs, solver.kinds()));
            }
            return 0;
        }

        private static void print(Path dir, Map<String, String> files) {
            System.out.println("wrote " + KeptFiles.write(dir, files) + " files under " + dir);
        }
    }

    @Command(name = "run-smt", mixinStandardHelpOptions = true,
            description = "Run every .smt2 script under DIR with the bundled solvers (as z3 FILE or cvc5 FILE would) and count the answers that are not unsat.")
    static final class RunSmt implements Callable<Integer> {
        @Parameters(paramLabel = "DIR", description = "the directory of the scripts, e.g. proofs/smt")
        Path dir;

        @Mixin
        SolverOption solver;

        @Override
        public Integer call() {
            ScriptRun.Result r = ScriptRun.run(dir, solver.kinds(), System.out::println);
            return r.notUnsat() == 0 ? 0 : Main.EXIT_REFUTED;
        }
    }
}
