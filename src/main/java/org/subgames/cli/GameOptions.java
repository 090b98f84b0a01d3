package org.subgames.cli;

import org.subgames.game.Convention;
import org.subgames.game.MoveSet;
import picocli.CommandLine.Option;

/** The options that name a game and a range: {@code --moves}, {@code --n}, {@code --convention}. */
final class GameOptions {

    @Option(names = "--moves", required = true, description = "comma list of distinct positive integers, or squares, moser-de-bruijn")
    String moves;

    @Option(names = "--n", required = true, converter = ExperimentCommand.SizeConverter.class,
            description = "largest heap size / position, e.g. 1000000 or 2^30")
    long n;

    @Option(names = "--convention", defaultValue = "wall", description = "wall or sink (default: ${DEFAULT-VALUE})")
    String convention;

    MoveSet moveSet() {
        return MoveSet.parse(moves);
    }

    /** n, checked to be non-negative and small enough for arrays. */
    int size() {
        return Inputs.checkN(n);
    }

    Convention convention() {
        return Convention.parse(convention);
    }
}
