package org.subgames.cli;

import com.fasterxml.jackson.core.JsonGenerator;
import java.io.PrintWriter;
import java.util.concurrent.Callable;
import org.subgames.game.Convention;
import org.subgames.game.MoveSet;
import org.subgames.solver.HotColdSolver;
import org.subgames.solver.SegmentedColdSieve;
import org.subgames.solver.Solvers;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code cold --moves squares --n N [--hotspots ...] [--algorithm ...] [--format text|json|count]}. */
@Command(name = "cold", mixinStandardHelpOptions = true,
        description = "Print the cold (P-) positions in [0, N], optionally of the game with hotspots.")
final class ColdCommand implements Callable<Integer> {

    enum Format { text, json, count }

    @Mixin
    GameOptions game;

    @Option(names = "--hotspots", description = "comma list of hotspot positions in [0, N] (moving onto one loses)")
    String hotspots;

    @Option(names = "--algorithm", defaultValue = "segmented",
            description = "reference, sieve, bitset, convolution (divide and conquer, direct where cheaper), fft"
                    + " (divide and conquer, always FFT) or segmented (cache-blocked sieve, both cores) (default: ${DEFAULT-VALUE})")
    String algorithm;

    @Option(names = "--format", defaultValue = "text",
            description = "text (one position per line), json or count (one integer) (default: ${DEFAULT-VALUE})")
    Format format;

    @Override
    public Integer call() throws Exception {
        MoveSet set = game.moveSet();
        Convention c = game.convention();
        HotColdSolver solver = Solvers.hotCold(algorithm);
        int size = game.size();
        int[] cold;
        boolean[] h;
        if (solver == Solvers.hotCold("segmented") && hotspots == null && c == Convention.WALL) {
            // the segmented sieve's own output, a cold list, skips the two n-byte arrays of the
            // hot/cold interface: subtract-a-square to 2^30 fits in a 2 GiB heap this way
            h = new boolean[0];
            cold = SegmentedColdSieve.cold(set.movesFor(size), size);
        } else {
            Inputs.requireMemory(solver.estimateBytes(size) + (size + 1L), "cold positions for n = " + size + " with " + algorithm);
            h = Inputs.hotspots(hotspots, size);
            if (c == Convention.SINK && h[0]) {
                throw new IllegalArgumentException("under the sink convention position 0 is the sink, always cold; it cannot be a hotspot");
            }
            boolean[] hot = solver.hot(set.movesFor(size), h, c);
            cold = java.util.stream.IntStream.rangeClosed(0, size).filter(x -> !hot[x]).toArray();
        }
        PrintWriter out = Inputs.out();
        if (format == Format.count) {
            out.println(cold.length);
        } else if (format == Format.text) {
            for (int x : cold) {
                out.println(x);
            }
        } else {
            JsonGenerator j = Inputs.json(out);
            j.writeStartObject();
            j.writeStringField("moves", set.toString());
            j.writeStringField("convention", c.id());
            j.writeNumberField("n", size);
            j.writeStringField("algorithm", algorithm);
            j.writeArrayFieldStart("hotspots");
            for (int x = 0; x < h.length; x++) {
                if (h[x]) {
                    j.writeNumber(x);
                }
            }
            j.writeEndArray();
            j.writeArrayFieldStart("cold");
            for (int x : cold) {
                j.writeNumber(x);
            }
            j.writeEndArray();
            j.writeNumberField("count", cold.length);
            j.writeEndObject();
            j.flush();
            out.println();
        }
        out.flush();
        return 0;
    }
}
