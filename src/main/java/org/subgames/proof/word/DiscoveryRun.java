package org.subgames.proof.word;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import org.subgames.base.BadInputException;
import org.subgames.census.FamilyDiscovery;
import org.subgames.specs.Statement;
import org.subgames.specs.StatementLoader;

/**
 * {@code census discover}: the families {@link FamilyDiscovery} proposes from the three-move
 * census, each statement file then proved as {@code prove statement FILE} proves it (the word
 * prover, z3 and cvc5, then every claim it leaves per instance checked on the statement's ranges).
 * A family's verdict is the exit code {@code prove statement} gives it.
 */
public final class DiscoveryRun {

    /** Exit codes as {@code prove statement}'s. */
    public static final int PROVED = 0;
    public static final int REFUTED = 1;
    public static final int PER_INSTANCE = 4;
    public static final int UNPROVED = 5;

    /** One family: its proposal, the prover's outcome, the per-instance checks, the exit code and the seconds proving took. */
    public record Verdict(FamilyDiscovery.Proposal proposal, WordProver.Outcome outcome, List<WordProofRun.InstanceCheck> checks, int exit,
                          double seconds, String error) {
        /** The word proved for every parameter of the domain, under both conventions. */
        public boolean wordProved() {
            return outcome != null && outcome.status() == WordProver.Status.PROVED;
        }
    }

    /** The exit code of a statement the prover does not take (bad input). */
    public static final int NOT_TAKEN = 2;

    /** What discovery found, each family's verdict (none without proving), and the seconds of the proofs. */
    public record Result(FamilyDiscovery.Result discovery, List<Verdict> verdicts, double proveSeconds) {
    }

    private DiscoveryRun() {
    }

    /**
     * @param prove    whether to prove the written statements
     * @param threads  worker threads of the per-instance checks
     * @param progress each family's verdict as it comes
     */
    public static Result run(FamilyDiscovery.Options o, boolean prove, int threads, Consumer<Verdict> progress) {
        FamilyDiscovery.Result d = FamilyDiscovery.discover(o);
        List<Verdict> out = new ArrayList<>();
        long t0 = System.nanoTime();
        if (prove) {
            WordProver prover = new WordProver(WordProofRun.TIMEOUT_MS);
            for (FamilyDiscovery.Proposal p : d.proposals()) {
                Verdict v = prove(prover, p, threads);
                out.add(v);
                progress.accept(v);
            }
        }
        return new Result(d, out, (System.nanoTime() - t0) / 1e9);
    }

    /** One family proved as {@code prove statement FILE} proves it; a statement the prover refuses to read is reported, not thrown. */
    static Verdict prove(WordProver prover, FamilyDiscovery.Proposal p, int threads) {
        long t1 = System.nanoTime();
        try {
            Statement st = StatementLoader.load(p.file());
            WordProver.Outcome oc = prover.prove(st, r -> { });
            List<WordProofRun.InstanceCheck> checks = WordProofRun.checkPerInstance(st, WordProofRun.perInstance(st, oc), threads);
            return new Verdict(p, oc, checks, exit(oc, checks), (System.nanoTime() - t1) / 1e9, null);
        } catch (BadInputException e) {
            return new Verdict(p, null, List.of(), NOT_TAKEN, (System.nanoTime() - t1) / 1e9, e.getMessage());
        }
    }

    /** The exit code of {@code prove statement} for this outcome and these checks. */
    static int exit(WordProver.Outcome o, List<WordProofRun.InstanceCheck> checks) {
        boolean refuted = o.status() == WordProver.Status.REFUTED || checks.stream().anyMatch(c -> !c.holds());
        if (refuted) {
            return REFUTED;
        }
        if (o.status() != WordProver.Status.PROVED) {
            return UNPROVED;
        }
        return checks.isEmpty() ? PROVED : PER_INSTANCE;
    }
}
