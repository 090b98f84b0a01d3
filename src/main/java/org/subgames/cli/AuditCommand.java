package org.subgames.cli;

import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.Callable;
import me.tongfei.progressbar.ProgressBar;
import me.tongfei.progressbar.ProgressBarBuilder;
import org.subgames.base.BadInputException;
import org.subgames.base.Memory;
import org.subgames.solver.Audit;
import org.subgames.solver.Solvers;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code audit --trials T --max-n N --seed S}: every registered solver against the reference code. */
@Command(name = "audit", mixinStandardHelpOptions = true,
        description = "Cross-check every registered solver against the reference code on random games; exit 1 on the first disagreement.")
final class AuditCommand implements Callable<Integer> {

    @Option(names = "--trials", defaultValue = "100", description = "number of random games (default: ${DEFAULT-VALUE})")
    int trials;

    @Option(names = "--max-n", defaultValue = "2000", description = "n is drawn uniformly from [0, max-n] (default: ${DEFAULT-VALUE})")
    int maxN;

    @Option(names = "--seed", description = "run seed (default: from the clock; always printed)")
    Long seed;

    @Override
    public Integer call() {
        if (trials < 0) {
            throw new BadInputException("--trials must be non-negative, got " + trials);
        }
        if (maxN < 0) {
            throw new BadInputException("--max-n must be non-negative, got " + maxN);
        }
        Memory.require(40L * (maxN + 1L), "the audit with max-n = " + maxN);
        long s = seed != null ? seed : System.nanoTime();
        System.out.printf(Locale.ROOT, "audit seed=%d trials=%d max-n=%d hot/cold=%s nim=%s%n", s, trials, maxN,
                String.join(",", Solvers.hotCold().keySet()), String.join(",", Solvers.nim().keySet()));
        System.out.flush();
        long t0 = System.nanoTime();
        Optional<Audit.Disagreement> d;
        if (System.console() != null && trials > 0) {
            try (ProgressBar pb = new ProgressBarBuilder().setTaskName("audit").setInitialMax(trials).build()) {
                d = Audit.run(s, trials, maxN, Solvers.hotCold(), Solvers.nim(), i -> pb.step());
            }
        } else {
            d = Audit.run(s, trials, maxN, Solvers.hotCold(), Solvers.nim(), i -> { });
        }
        double secs = (System.nanoTime() - t0) / 1e9;
        if (d.isPresent()) {
            System.out.println("DISAGREEMENT: " + d.get().describe());
            System.out.printf(Locale.ROOT, "reproduce: audit --seed %d --trials %d --max-n %d%n", s, d.get().trial().index() + 1, maxN);
            return Main.EXIT_REFUTED;
        }
        System.out.printf(Locale.ROOT, "ok: all solvers agree with the reference on %d trials (%.1f s)%n", trials, secs);
        return 0;
    }
}
