package org.subgames.cli;

import com.fasterxml.jackson.core.JsonGenerator;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.List;
import java.util.concurrent.Callable;
import org.subgames.experiment.NimRun;
import org.subgames.experiment.SubtractASquare;
import org.subgames.game.Convention;
import org.subgames.game.MoveSet;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code nim --moves 1,3,4 --n N [--convention wall|sink] [--algorithm ...] [--format text|json|summary]
 * [--checkpoint FILE]}.
 */
@Command(name = "nim", mixinStandardHelpOptions = true,
        description = "Print the nim-values of heaps 0..N (under sink, 0 is the sink, value 0).")
final class NimCommand implements Callable<Integer> {

    enum Format { text, json, summary }

    @Mixin
    GameOptions game;

    @Option(names = "--algorithm", defaultValue = "auto",
            description = "auto (by n and S, from measured crossovers: FastPaths.nimAlgorithm), reference, bitset, convolution,"
                    + " fft, sieve (Lemma 2 over that hot/cold solver) or blocked (cache-blocked DP, both cores, checkpoints)"
                    + " (default: ${DEFAULT-VALUE})")
    String algorithm;

    @Option(names = "--format", defaultValue = "text",
            description = "text (one value per line), json, or summary (JSON: the largest value, the record positions and the"
                    + " power law fitted to them) (default: ${DEFAULT-VALUE})")
    Format format;

    @Mixin
    LongRunOptions run;

    @Override
    public Integer call() throws Exception {
        MoveSet set = game.moveSet();
        Convention c = game.convention();
        NimRun.Result r = NimRun.run(new NimRun.Options(set, c, game.size(), algorithm, format == Format.summary, run.checkpoint,
                run.checkpointEvery, run.threads()), RunProgress.SHOWN, System.err::println);
        char[] g = r.values();
        String algo = r.algorithm();
        int size = game.size();
        PrintWriter out = Inputs.out();
        if (format == Format.text) {
            for (char v : g) {
                out.println((int) v);
            }
        } else {
            JsonGenerator j = Inputs.json(out);
            Inputs.startRun(j, set, c.id(), size, algo);
            if (format == Format.json) {
                j.writeArrayFieldStart("values");
                for (char v : g) {
                    j.writeNumber((int) v);
                }
                j.writeEndArray();
            } else {
                writeSummary(j, g);
            }
            j.writeEndObject();
            j.flush();
            out.println();
        }
        out.flush();
        return 0;
    }

    /** The largest value, the record positions (x, g(x)) where g exceeds every earlier value, and the power law fitted to them. */
    private static void writeSummary(JsonGenerator j, char[] g) throws IOException {
        List<SubtractASquare.Point> records = SubtractASquare.maxNimRecords(g);
        int max = 0;
        for (char v : g) {
            max = Math.max(max, v);
        }
        j.writeNumberField("max", max);
        j.writeArrayFieldStart("records");
        for (SubtractASquare.Point p : records) {
            j.writeStartObject();
            j.writeNumberField("position", p.n() - 1);
            j.writeNumberField("value", p.value());
            j.writeEndObject();
        }
        j.writeEndArray();
        Inputs.writeFit(j, records, "Siegel repeated median on log-log over the record points (x + 1, g(x))");
    }
}
