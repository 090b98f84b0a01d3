package org.subgames.cli;

import java.util.concurrent.Callable;
import org.subgames.base.BadInputException;
import org.subgames.base.Memory;
import org.subgames.game.Convention;
import org.subgames.game.MoveSet;
import org.subgames.reference.GameLengths;
import org.subgames.solver.BlockedGameLengths;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code lengths --moves squares --n N [--algorithm auto|reference|blocked] [--format text|json]}: A338027 generalised, wall play. */
@Command(name = "lengths", mixinStandardHelpOptions = true,
        description = "Print the lengths of games in optimal play (winner shortens, loser prolongs) for heaps 0..N, wall play only.")
final class LengthsCommand implements Callable<Integer> {

    enum Format { text, json }

    /** Below this size the reference DP answers in well under a second. */
    static final int AUTO_BLOCKED_ABOVE = 1 << 16;

    @Mixin
    GameOptions game;

    @Option(names = "--algorithm", defaultValue = "auto",
            description = "reference, blocked (cache-blocked DP, both cores) or auto (blocked above n = 65536) (default: ${DEFAULT-VALUE})")
    String algorithm;

    @Option(names = "--format", defaultValue = "text", description = "text (one length per line) or json (default: ${DEFAULT-VALUE})")
    Format format;

    @Override
    public Integer call() throws Exception {
        MoveSet set = game.moveSet();
        if (game.convention() != Convention.WALL) {
            throw new BadInputException("lengths supports the wall convention only");
        }
        int size = game.size();
        Memory.require(4 * (size + 1L), "game lengths for n = " + size);
        boolean blocked = switch (algorithm) {
            case "reference" -> false;
            case "blocked" -> true;
            case "auto" -> size > AUTO_BLOCKED_ABOVE;
            default -> throw new BadInputException("unknown algorithm '" + algorithm + "' for game lengths (expected reference, blocked or auto)");
        };
        int[] len = blocked ? BlockedGameLengths.lengths(set.movesFor(size), size) : GameLengths.wall(set.movesFor(size), size);
        Inputs.printValues(format == Format.json, set, "wall", size, null, "lengths", len);
        return 0;
    }
}
