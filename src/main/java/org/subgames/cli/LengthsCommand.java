package org.subgames.cli;

import java.util.concurrent.Callable;
import org.subgames.game.Convention;
import org.subgames.game.MoveSet;
import org.subgames.reference.GameLengths;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code lengths --moves squares --n N [--format text|json]}: A338027 generalised, wall play. */
@Command(name = "lengths", mixinStandardHelpOptions = true,
        description = "Print the lengths of games in optimal play (winner shortens, loser prolongs) for heaps 0..N, wall play only.")
final class LengthsCommand implements Callable<Integer> {

    enum Format { text, json }

    @Mixin
    GameOptions game;

    @Option(names = "--format", defaultValue = "text", description = "text (one length per line) or json (default: ${DEFAULT-VALUE})")
    Format format;

    @Override
    public Integer call() throws Exception {
        MoveSet set = game.moveSet();
        if (game.convention() != Convention.WALL) {
            throw new IllegalArgumentException("lengths supports the wall convention only");
        }
        int size = game.size();
        Inputs.requireMemory(4 * (size + 1L), "game lengths for n = " + size);
        int[] len = GameLengths.wall(set.movesFor(size), size);
        Inputs.printValues(format == Format.json, set, "wall", size, null, "lengths", len);
        return 0;
    }
}
