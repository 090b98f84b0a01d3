package org.subgames.cli;

import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.subgames.base.BadInputException;
import org.subgames.experiment.ColdPositionsFile;
import org.subgames.experiment.SpotCheck;
import org.subgames.game.Convention;
import org.subgames.game.MoveSet;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code spot-check FILE [--positions P] [--cold P] [--seed S]}: a cold-positions file against the rule, at random positions. */
@Command(name = "spot-check", mixinStandardHelpOptions = true,
        description = "Check a cold-positions file (cold --out) against the rule that defines it at random positions and at"
                + " random listed cold positions, by backward search; exit 1 on a disagreement.")
final class SpotCheckCommand implements Callable<Integer> {

    @Parameters(index = "0", description = "the cold-positions file")
    Path file;

    @Option(names = "--positions", defaultValue = "10000", description = "uniform positions in 0..n to check (default: ${DEFAULT-VALUE})")
    int positions;

    @Option(names = "--cold", defaultValue = "200", description = "uniform entries of the list to check; each costs one search per"
            + " move below it (default: ${DEFAULT-VALUE})")
    int coldPositions;

    @Option(names = "--seed", description = "sample seed (default: from the clock; always printed)")
    Long seed;

    @Override
    public Integer call() {
        if (positions < 0 || coldPositions < 0) {
            throw new BadInputException("--positions and --cold must be non-negative");
        }
        ColdPositionsFile.Content content = ColdPositionsFile.read(file);
        String game = content.game();
        int space = game.indexOf(' ');
        if (space < 0 || game.indexOf(' ', space + 1) >= 0) {
            throw new BadInputException(file + " holds the game '" + game + "': only files of runs without hotspots can be checked");
        }
        MoveSet set = MoveSet.parse(game.substring(0, space));
        Convention c = Convention.parse(game.substring(space + 1));
        long s = seed != null ? seed : System.nanoTime();
        long t0 = System.nanoTime();
        SpotCheck.Result r = new SpotCheck(content.cold(), set, c, content.n()).run(s, positions, coldPositions);
        double secs = (System.nanoTime() - t0) / 1e9;
        String head = String.format(Locale.ROOT, "spot-check %s (%s, 0..%d, %d cold) seed=%d", file, game, content.n(),
                content.cold().length, s);
        if (r.disagreement().isPresent()) {
            System.out.println(head + ": DISAGREEMENT: " + r.disagreement().get().describe());
            return Main.EXIT_REFUTED;
        }
        System.out.printf(Locale.ROOT, "%s: ok, %d positions and %d listed cold positions agree with the rule (%.1f s)%n", head,
                r.positions(), r.coldPositions(), secs);
        return 0;
    }
}
