package org.subgames.cli;

import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.subgames.proof.word.WordProofRun;
import org.subgames.proof.word.WordProver;
import org.subgames.run.CheckRun;
import org.subgames.specs.Counterexample;
import org.subgames.specs.Statement;
import org.subgames.specs.StatementLoader;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code prove statement ID|FILE|--all [--write]}: the word prover, one row per convention, case,
 * lemma and solver; then every claim it leaves per instance checked on the statement's own ranges
 * (as {@code check}), and the exit code says which of the two a statement rests on.
 */
@Command(name = "statement", mixinStandardHelpOptions = true,
        description = "Prove statements for every parameter from their word: blocks, or their scaling claims (z3 and cvc5, with the KeY mex-link). "
                + "Every claim the prover leaves per instance is then checked on every instance of the statement's ranges, as check does.",
        exitCodeListHeading = "Exit codes (with --all the first of 1, 5, 4, 0 that applies to some statement):%n",
        exitCodeList = {
                "0:every claim proved for every parameter",
                "4:the word proved, every claim holds on every instance of the ranges, some are proved per instance only",
                "5:not proved: the word neither proved nor refuted (a solver's unknown or timeout, an encoding too weak, a vacuous case); "
                        + "every claim checked per instance holds",
                "1:refuted: the word (with the instance and position), or a claim on an instance of the ranges",
                "2:bad input"})
final class ProveStatementCommand implements Callable<Integer> {

    static final class Which {
        @Parameters(arity = "1", paramLabel = "ID", description = "the statement id (specs/ID.yaml) or a statement file (FILE.yaml)")
        String id;

        @Option(names = "--all", required = true, description = "every statement in the specs directory that has a word: block or a scaling claim")
        boolean all;
    }

    @ArgGroup(exclusive = true, multiplicity = "1")
    Which which;

    @Option(names = "--specs", defaultValue = "specs", description = "the statements directory (default: ${DEFAULT-VALUE})")
    Path specs;

    @Option(names = "--write", description = "keep the obligations of each proved statement in proofs/word/ID.smt2, and write the prover's "
            + "verdict per claim into the statement's backing (proved, per-instance: the claims by name) when its lemmas name word; "
            + "kind: conjecture becomes kind: theorem when every claim is proved")
    boolean write;

    @Option(names = "--proofs", defaultValue = "proofs/word", description = "where --write keeps the obligations (default: ${DEFAULT-VALUE})")
    Path proofs;

    @Option(names = "--threads", description = "worker threads of the per-instance checks (default: available processors)")
    Integer threads;

    @Override
    public Integer call() {
        int n = threads == null ? Runtime.getRuntime().availableProcessors() : threads;
        if (n < 1) {
            throw new org.subgames.base.BadInputException("--threads must be at least 1");
        }
        List<Statement> statements = which.all ? WordProofRun.withWords(StatementLoader.loadDirectory(specs)) : CheckRun.select(which.id, specs);
        System.out.printf(Locale.ROOT, "%-22s %-5s %-24s %-10s %-12s %6s %9s  %s%n", "statement", "conv", "case", "lemma", "solver",
                "oblig.", "time", "verdict");
        List<WordProver.Outcome> outcomes = WordProofRun.run(statements, write ? proofs : null,
                r -> System.out.printf(Locale.ROOT, "%-22s %-5s %-24s %-10s %-12s %6d %7.2f s  %s%n", r.statement(), r.convention(),
                        r.caseName(), r.lemma(), r.solver(), r.obligations(), r.millis() / 1000.0, r.verdict()));
        int worst = 0;
        for (int i = 0; i < outcomes.size(); i++) {
            worst = worse(worst, report(statements.get(i), outcomes.get(i), n));
        }
        return worst;
    }

    /** The lines of one statement and its exit code. */
    private int report(Statement st, WordProver.Outcome o, int threads) {
        System.out.println();
        System.out.println(o.statement() + ": " + headline(o));
        o.proved().forEach(p -> System.out.println("  proved for every parameter: " + p));
        List<String> perInstance = WordProofRun.perInstance(st, o);
        long t0 = System.nanoTime();
        List<WordProofRun.InstanceCheck> checks = WordProofRun.checkPerInstance(st, perInstance, threads);
        double seconds = (System.nanoTime() - t0) / 1e9;
        boolean refuted = o.status() == WordProver.Status.REFUTED;
        for (WordProofRun.InstanceCheck c : checks) {
            String why = o.claims().stream().filter(v -> v.claim().equals(c.claim())).map(v -> ": " + v.detail()).findFirst()
                    .orElse(o.status() == WordProver.Status.PROVED ? ": the prover gives no verdict on it" : ": the word is not proved");
            System.out.println("  per instance only: " + c.claim() + why);
            System.out.println("    " + checked(c));
            refuted |= !c.holds();
        }
        if (!checks.isEmpty()) {
            System.out.printf(Locale.ROOT, "  per-instance checks: %d claim%s, %.2f s on %d threads%n", checks.size(), checks.size() == 1 ? "" : "s",
                    seconds, threads);
        }
        o.notes().forEach(p -> System.out.println("  note: " + p));
        if (write && o.status() == WordProver.Status.PROVED) {
            if (st.backing() == null || !st.backing().word()) {
                System.out.println("  backing: not written (the statement has no backing whose lemmas name word)");
            } else {
                boolean changed = WordProofRun.writeBacking(st, o);
                System.out.println("  backing: " + st.file() + (changed ? " rewritten" : " unchanged") + " (claims proved: " + o.provedClaims().size()
                        + ", per instance: " + perInstance.size() + ")");
            }
        }
        int code = refuted ? Main.EXIT_REFUTED : o.status() != WordProver.Status.PROVED ? Main.EXIT_UNPROVED
                : perInstance.isEmpty() ? 0 : Main.EXIT_PER_INSTANCE;
        System.out.println("  exit " + code + ": " + switch (code) {
            case 0 -> "every claim proved for every parameter";
            case Main.EXIT_PER_INSTANCE -> "the word proved; " + perInstance.size() + " of " + st.claims().size()
                    + " claims proved per instance only, each holds on every instance of the ranges";
            case Main.EXIT_UNPROVED -> "the word is not proved; every claim holds on every instance of the ranges";
            default -> refuted && o.status() == WordProver.Status.REFUTED ? "the word is refuted" : "a claim is refuted on an instance";
        });
        return code;
    }

    /** The status and what it means, the status said once (a detail may start with it). */
    static String headline(WordProver.Outcome o) {
        String status = o.status().name().toLowerCase(Locale.ROOT);
        return o.detail().startsWith(status) ? o.detail() : status + ", " + o.detail();
    }

    /** How a per-instance claim fared on the statement's ranges. */
    private static String checked(WordProofRun.InstanceCheck c) {
        if (c.holds()) {
            return String.format(Locale.ROOT, "checked on %,d instances of the statement's ranges: holds on every one%s", c.instances(),
                    c.instances() == 0 ? " (the ranges select none: nothing is checked)" : "");
        }
        Counterexample cx = c.first().counterexample();
        return String.format(Locale.ROOT, "REFUTED on %,d of %,d instances of the statement's ranges, first at %s (S = %s): %s%s", c.refuted(),
                c.instances(), c.first().instance().parameterText(), c.first().instance().setText(), cx.message(),
                cx.position() == null ? "; expected " + cx.expected() + ", actual " + cx.actual()
                        : "; first differing position " + cx.position() + ": expected " + cx.expected() + ", actual " + cx.actual());
    }

    /** The exit code of several statements: refuted, then not proved, then per instance, then 0. */
    private static int worse(int a, int b) {
        List<Integer> order = List.of(Main.EXIT_REFUTED, Main.EXIT_UNPROVED, Main.EXIT_PER_INSTANCE, 0);
        return order.indexOf(a) <= order.indexOf(b) ? a : b;
    }
}
