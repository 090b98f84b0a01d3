package org.subgames.cli;

import com.fasterxml.jackson.core.JsonGenerator;
import java.io.PrintWriter;
import java.util.concurrent.Callable;
import org.subgames.game.Convention;
import org.subgames.game.MoveSet;
import org.subgames.solver.NimSolver;
import org.subgames.solver.Solvers;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code nim --moves 1,3,4 --n N [--convention wall|sink] [--algorithm ...] [--format text|json]}. */
@Command(name = "nim", mixinStandardHelpOptions = true,
        description = "Print the nim-values of heaps 0..N (under sink, 0 is the sink, value 0).")
final class NimCommand implements Callable<Integer> {

    enum Format { text, json }

    @Option(names = "--moves", required = true, description = "comma list of positive integers, or squares, moser-de-bruijn")
    String moves;

    @Option(names = "--n", required = true, description = "largest heap size")
    long n;

    @Option(names = "--convention", defaultValue = "wall", description = "wall or sink (default: ${DEFAULT-VALUE})")
    String convention;

    @Option(names = "--algorithm", defaultValue = "bitset",
            description = "reference, bitset, convolution, fft or sieve (Lemma 2 over that hot/cold solver) (default: ${DEFAULT-VALUE})")
    String algorithm;

    @Option(names = "--format", defaultValue = "text", description = "text (one value per line) or json (default: ${DEFAULT-VALUE})")
    Format format;

    @Override
    public Integer call() throws Exception {
        MoveSet set = MoveSet.parse(moves);
        Convention c = Convention.parse(convention);
        NimSolver solver = Solvers.nim(algorithm);
        int size = Inputs.checkN(n);
        Inputs.requireMemory(solver.estimateBytes(size), "nim-values for n = " + size + " with " + algorithm);
        int[] g = solver.values(set.movesFor(size), size, c);
        PrintWriter out = Inputs.out();
        if (format == Format.text) {
            for (int v : g) {
                out.println(v);
            }
        } else {
            JsonGenerator j = Inputs.json(out);
            j.writeStartObject();
            j.writeStringField("moves", set.toString());
            j.writeStringField("convention", c.id());
            j.writeNumberField("n", size);
            j.writeStringField("algorithm", algorithm);
            j.writeArrayFieldStart("values");
            for (int v : g) {
                j.writeNumber(v);
            }
            j.writeEndArray();
            j.writeEndObject();
            j.flush();
            out.println();
        }
        out.flush();
        return 0;
    }
}
