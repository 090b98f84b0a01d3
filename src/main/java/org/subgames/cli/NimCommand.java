package org.subgames.cli;

import com.fasterxml.jackson.core.JsonGenerator;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.ByteBuffer;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.subgames.experiment.SubtractASquare;
import org.subgames.game.Convention;
import org.subgames.game.MoveSet;
import org.subgames.run.Checkpoint;
import org.subgames.solver.BlockedDp;
import org.subgames.solver.BlockedNimValues;
import org.subgames.solver.FastPaths;
import org.subgames.solver.NimSolver;
import org.subgames.solver.Solvers;
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
        int size = game.size();
        int[] moves = set.movesFor(size);
        String algo = algorithm.equals("auto") ? FastPaths.nimAlgorithm(size, moves, run.checkpointing()) : algorithm;
        NimSolver solver = Solvers.nim(algo);
        run.requireResumable(algo, "blocked");
        char[] g;
        if (algo.equals("blocked")) {
            Inputs.requireMemory(2L * (size + 1) + (format == Format.summary ? 0 : 4L * (size + 1)),
                    "nim-values for n = " + size + " with " + algo);
            g = blocked(set, c, size, moves);
        } else {
            Inputs.requireMemory(solver.estimateBytes(size) + 2L * (size + 1), "nim-values for n = " + size + " with " + algo);
            int[] v = solver.values(moves, size, c);
            g = new char[v.length];
            for (int i = 0; i < v.length; i++) {
                g[i] = (char) v[i];
            }
        }
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

    private char[] blocked(MoveSet set, Convention c, int n, int[] moves) {
        int t = run.threads();
        char[] g = new char[n + 1];
        int from = 0;
        Checkpoint ck = run.checkpoint(String.format(Locale.ROOT, "nim moves=%s convention=%s n=%d", set, c.id(), n));
        if (ck != null) {
            Integer done = ck.load(in -> readValues(in, g));
            if (done != null) {
                from = done;
                System.err.printf(Locale.ROOT, "resuming from %s: heaps below %d done%n", ck.file(), from);
            }
        }
        long start = System.nanoTime();
        final Checkpoint saver = ck;
        try (RunProgress progress = new RunProgress("nim-values", n + 1L, from, 60, 1 + RunProgress.movesExponent(set, n))) {
            BlockedNimValues.resume(moves, n, c, g, from, BlockedDp.DEFAULT_BLOCK, BlockedNimValues.NIM_TILE, t, done -> {
                progress.at(done);
                if (saver != null && (saver.due() || done > n)) {
                    saver.save(o -> writeValues(o, g, (int) done));
                }
            });
        }
        System.err.printf(Locale.ROOT, "nim-values 0..%d: %.1f s wall for this run%s%n", n, (System.nanoTime() - start) / 1e9,
                ck == null ? "" : ", " + ck.saves() + " checkpoints written");
        return g;
    }

    /** A checkpoint body: the count of final values, then those values as 16-bit big-endian integers. */
    private static void writeValues(DataOutputStream out, char[] g, int count) throws IOException {
        out.writeInt(count);
        ByteBuffer buf = ByteBuffer.allocate(1 << 20);
        for (int i = 0; i < count; ) {
            int len = Math.min(count - i, buf.capacity() / 2);
            buf.clear();
            buf.asCharBuffer().put(g, i, len);
            out.write(buf.array(), 0, 2 * len);
            i += len;
        }
    }

    private static Integer readValues(DataInputStream in, char[] g) throws IOException {
        int count = in.readInt();
        if (count < 0 || count > g.length) {
            throw new IOException("implausible count " + count);
        }
        byte[] bytes = new byte[1 << 20];
        for (int i = 0; i < count; ) {
            int len = Math.min(count - i, bytes.length / 2);
            in.readFully(bytes, 0, 2 * len);
            ByteBuffer.wrap(bytes, 0, 2 * len).asCharBuffer().get(g, i, len);
            i += len;
        }
        return count;
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
