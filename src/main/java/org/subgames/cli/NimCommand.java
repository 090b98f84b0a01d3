package org.subgames.cli;

import java.util.concurrent.Callable;
import org.subgames.game.Convention;
import org.subgames.game.MoveSet;
import org.subgames.solver.NimSolver;
import org.subgames.solver.Solvers;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code nim --moves 1,3,4 --n N [--convention wall|sink] [--algorithm ...] [--format text|json]}. */
@Command(name = "nim", mixinStandardHelpOptions = true,
        description = "Print the nim-values of heaps 0..N (under sink, 0 is the sink, value 0).")
final class NimCommand implements Callable<Integer> {

    enum Format { text, json }

    @Mixin
    GameOptions game;

    @Option(names = "--algorithm", defaultValue = "bitset",
            description = "reference, bitset, convolution, fft or sieve (Lemma 2 over that hot/cold solver) (default: ${DEFAULT-VALUE})")
    String algorithm;

    @Option(names = "--format", defaultValue = "text", description = "text (one value per line) or json (default: ${DEFAULT-VALUE})")
    Format format;

    @Override
    public Integer call() throws Exception {
        MoveSet set = game.moveSet();
        Convention c = game.convention();
        NimSolver solver = Solvers.nim(algorithm);
        int size = game.size();
        Inputs.requireMemory(solver.estimateBytes(size), "nim-values for n = " + size + " with " + algorithm);
        int[] g = solver.values(set.movesFor(size), size, c);
        Inputs.printValues(format == Format.json, set, c.id(), size, algorithm, "values", g);
        return 0;
    }
}
