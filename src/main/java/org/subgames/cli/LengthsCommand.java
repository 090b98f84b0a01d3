package org.subgames.cli;

import com.fasterxml.jackson.core.JsonGenerator;
import java.io.PrintWriter;
import java.util.concurrent.Callable;
import org.subgames.game.MoveSet;
import org.subgames.reference.GameLengths;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code lengths --moves squares --n N [--format text|json]}: A338027 generalised, wall play. */
@Command(name = "lengths", mixinStandardHelpOptions = true,
        description = "Print the lengths of games in optimal play (winner shortens, loser prolongs) for heaps 0..N, wall play.")
final class LengthsCommand implements Callable<Integer> {

    enum Format { text, json }

    @Option(names = "--moves", required = true, description = "comma list of positive integers, or squares, moser-de-bruijn")
    String moves;

    @Option(names = "--n", required = true, description = "largest heap size")
    long n;

    @Option(names = "--format", defaultValue = "text", description = "text (one length per line) or json (default: ${DEFAULT-VALUE})")
    Format format;

    @Override
    public Integer call() throws Exception {
        MoveSet set = MoveSet.parse(moves);
        int size = Inputs.checkN(n);
        Inputs.requireMemory(4 * (size + 1L), "game lengths for n = " + size);
        int[] len = GameLengths.wall(set.movesFor(size), size);
        PrintWriter out = Inputs.out();
        if (format == Format.text) {
            for (int v : len) {
                out.println(v);
            }
        } else {
            JsonGenerator j = Inputs.json(out);
            j.writeStartObject();
            j.writeStringField("moves", set.toString());
            j.writeStringField("convention", "wall");
            j.writeNumberField("n", size);
            j.writeArrayFieldStart("lengths");
            for (int v : len) {
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
