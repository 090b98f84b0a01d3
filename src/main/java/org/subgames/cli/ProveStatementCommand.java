package org.subgames.cli;

import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.subgames.proof.word.WordProofRun;
import org.subgames.proof.word.WordProver;
import org.subgames.run.CheckRun;
import org.subgames.specs.StatementLoader;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code prove statement ID|FILE|--all [--write]}: the word prover, one row per convention, case, lemma and solver. */
@Command(name = "statement", mixinStandardHelpOptions = true,
        description = "Prove statements for every parameter from their word: blocks (z3 and cvc5, with the KeY mex-link). "
                + "Exit 0: proved; 1: refuted or not proved; 2: bad input.")
final class ProveStatementCommand implements Callable<Integer> {

    static final class Which {
        @Parameters(arity = "1", paramLabel = "ID", description = "the statement id (specs/ID.yaml) or a statement file (FILE.yaml)")
        String id;

        @Option(names = "--all", required = true, description = "every statement in the specs directory that has a word: block")
        boolean all;
    }

    @ArgGroup(exclusive = true, multiplicity = "1")
    Which which;

    @Option(names = "--specs", defaultValue = "specs", description = "the statements directory (default: ${DEFAULT-VALUE})")
    Path specs;

    @Option(names = "--write", description = "keep the obligations of each proved statement in proofs/word/ID.smt2")
    boolean write;

    @Override
    public Integer call() {
        var statements = which.all ? WordProofRun.withWords(StatementLoader.loadDirectory(specs)) : CheckRun.select(which.id, specs);
        System.out.printf(Locale.ROOT, "%-22s %-5s %-24s %-10s %-12s %6s %9s  %s%n", "statement", "conv", "case", "lemma", "solver",
                "oblig.", "time", "verdict");
        List<WordProver.Outcome> outcomes = WordProofRun.run(statements, write ? Path.of("proofs", "word") : null,
                r -> System.out.printf(Locale.ROOT, "%-22s %-5s %-24s %-10s %-12s %6d %7.2f s  %s%n", r.statement(), r.convention(),
                        r.caseName(), r.lemma(), r.solver(), r.obligations(), r.millis() / 1000.0, r.verdict()));
        boolean all = true;
        for (WordProver.Outcome o : outcomes) {
            System.out.println();
            System.out.println(o.statement() + ": " + o.status().name().toLowerCase(Locale.ROOT) + ", " + o.detail());
            o.proved().forEach(p -> System.out.println("  proved for every parameter: " + p));
            o.perInstance().forEach(p -> System.out.println("  per instance only: " + p));
            o.notes().forEach(p -> System.out.println("  note: " + p));
            all &= o.status() == WordProver.Status.PROVED;
        }
        return all ? 0 : Main.EXIT_REFUTED;
    }
}
