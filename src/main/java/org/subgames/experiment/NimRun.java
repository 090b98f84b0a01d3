package org.subgames.experiment;

import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.file.Path;
import java.util.Locale;
import java.util.function.Consumer;
import org.subgames.base.BadInputException;
import org.subgames.base.Memory;
import org.subgames.game.Convention;
import org.subgames.game.MoveSet;
import org.subgames.run.Checkpoint;
import org.subgames.run.Progress;
import org.subgames.solver.BlockedDp;
import org.subgames.solver.BlockedNimValues;
import org.subgames.solver.FastPaths;
import org.subgames.solver.NimSolver;
import org.subgames.solver.Solvers;

/**
 * The nim-values of heaps 0..n, what {@code nim} runs: the algorithm chosen by the measured
 * crossovers ({@link FastPaths}) or named; with the blocked DP, both cores, checkpoints and resume.
 * Progress and notes go to the caller's listeners.
 */
public final class NimRun {

    /**
     * What to run.
     *
     * @param algorithm  a registered algorithm or "auto"
     * @param summaryOnly whether the caller prints a summary only (no int copy of the values), which lowers the memory estimate
     * @param checkpoint the checkpoint file, or null
     */
    public record Options(MoveSet set, Convention convention, int n, String algorithm, boolean summaryOnly, Path checkpoint,
                          double checkpointEvery, int threads) {
    }

    /** The values g[0..n] (16 bits each) and the algorithm that found them. */
    public record Result(char[] values, String algorithm) {
    }

    private NimRun() {
    }

    /** Runs it; notes (resume, timing) go to log, one line each. */
    public static Result run(Options o, Progress.Factory progress, Consumer<String> log) {
        int size = o.n();
        int[] moves = o.set().movesFor(size);
        String algo = o.algorithm().equals("auto") ? FastPaths.nimAlgorithm(size, moves, o.checkpoint() != null) : o.algorithm();
        NimSolver solver = Solvers.nim(algo);
        if (o.checkpoint() != null && !algo.equals("blocked")) {
            throw new BadInputException("--checkpoint needs the blocked algorithm (--algorithm blocked or auto), not " + algo);
        }
        if (algo.equals("blocked")) {
            Memory.require(2L * (size + 1) + (o.summaryOnly() ? 0 : 4L * (size + 1)), "nim-values for n = " + size + " with " + algo);
            return new Result(blocked(o, moves, progress, log), algo);
        }
        Memory.require(solver.estimateBytes(size) + 2L * (size + 1), "nim-values for n = " + size + " with " + algo);
        int[] v = solver.values(moves, size, o.convention());
        char[] g = new char[v.length];
        for (int i = 0; i < v.length; i++) {
            g[i] = (char) v[i];
        }
        return new Result(g, algo);
    }

    private static char[] blocked(Options o, int[] moves, Progress.Factory progress, Consumer<String> log) {
        int n = o.n();
        char[] g = new char[n + 1];
        int from = 0;
        Checkpoint ck = o.checkpoint() == null ? null : new Checkpoint(o.checkpoint(),
                String.format(Locale.ROOT, "nim moves=%s convention=%s n=%d", o.set(), o.convention().id(), n), o.checkpointEvery());
        if (ck != null) {
            Integer done = ck.load(in -> readValues(in, g));
            if (done != null) {
                from = done;
                log.accept(String.format(Locale.ROOT, "resuming from %s: heaps below %d done", ck.file(), from));
            }
        }
        long start = System.nanoTime();
        try (Progress p = progress.open("nim-values", n + 1L, from, 1 + o.set().countExponent(n))) {
            BlockedNimValues.resume(moves, n, o.convention(), g, from, BlockedDp.DEFAULT_BLOCK, BlockedNimValues.NIM_TILE, o.threads(),
                    done -> {
                        p.at(done);
                        if (ck != null && (ck.due() || done > n)) {
                            ck.save(out -> writeValues(out, g, (int) done));
                        }
                    });
        }
        log.accept(String.format(Locale.ROOT, "nim-values 0..%d: %.1f s wall for this run%s", n, (System.nanoTime() - start) / 1e9,
                ck == null ? "" : ", " + ck.saves() + " checkpoints written"));
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
}
