package org.subgames.cli;

import com.fasterxml.jackson.core.JsonGenerator;
import java.io.PrintWriter;
import java.util.concurrent.Callable;
import org.subgames.game.Convention;
import org.subgames.game.MoveSet;
import org.subgames.solver.HotColdSolver;
import org.subgames.solver.Solvers;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code cold --moves squares --n N [--hotspots ...] [--algorithm ...] [--format text|json|count]}. */
@Command(name = "cold", mixinStandardHelpOptions = true,
        description = "Print the cold (P-) positions in [0, N], optionally of the game with hotspots.")
final class ColdCommand implements Callable<Integer> {

    enum Format { text, json, count }

    @Option(names = "--moves", required = true, description = "comma list of positive integers, or squares, moser-de-bruijn")
    String moves;

    @Option(names = "--n", required = true, description = "largest position")
    long n;

    @Option(names = "--convention", defaultValue = "wall", description = "wall or sink (default: ${DEFAULT-VALUE})")
    String convention;

    @Option(names = "--hotspots", description = "comma list of hotspot positions in [0, N] (moving onto one loses)")
    String hotspots;

    @Option(names = "--algorithm", defaultValue = "sieve",
            description = "reference, sieve, bitset, convolution (divide and conquer, direct where cheaper) or fft"
                    + " (divide and conquer, always FFT) (default: ${DEFAULT-VALUE})")
    String algorithm;

    @Option(names = "--format", defaultValue = "text",
            description = "text (one position per line), json or count (one integer) (default: ${DEFAULT-VALUE})")
    Format format;

    @Override
    public Integer call() throws Exception {
        MoveSet set = MoveSet.parse(moves);
        Convention c = Convention.parse(convention);
        HotColdSolver solver = Solvers.hotCold(algorithm);
        int size = Inputs.checkN(n);
        Inputs.requireMemory(solver.estimateBytes(size) + (size + 1L), "cold positions for n = " + size + " with " + algorithm);
        boolean[] h = Inputs.hotspots(hotspots, size);
        boolean[] hot = solver.hot(set.movesFor(size), h, c);
        PrintWriter out = Inputs.out();
        if (format == Format.count) {
            long k = 0;
            for (boolean b : hot) {
                k += b ? 0 : 1;
            }
            out.println(k);
        } else if (format == Format.text) {
            for (int x = 0; x <= size; x++) {
                if (!hot[x]) {
                    out.println(x);
                }
            }
        } else {
            JsonGenerator j = Inputs.json(out);
            j.writeStartObject();
            j.writeStringField("moves", set.toString());
            j.writeStringField("convention", c.id());
            j.writeNumberField("n", size);
            j.writeStringField("algorithm", algorithm);
            j.writeArrayFieldStart("hotspots");
            for (int x = 0; x <= size; x++) {
                if (h[x]) {
                    j.writeNumber(x);
                }
            }
            j.writeEndArray();
            long k = 0;
            j.writeArrayFieldStart("cold");
            for (int x = 0; x <= size; x++) {
                if (!hot[x]) {
                    j.writeNumber(x);
                    k++;
                }
            }
            j.writeEndArray();
            j.writeNumberField("count", k);
            j.writeEndObject();
            j.flush();
            out.println();
        }
        out.flush();
        return 0;
    }
}
