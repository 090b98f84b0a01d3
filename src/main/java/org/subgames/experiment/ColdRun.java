package org.subgames.experiment;

import java.nio.file.Path;
import java.util.Arrays;
import java.util.Locale;
import java.util.function.Consumer;
import java.util.stream.IntStream;
import org.subgames.base.BadInputException;
import org.subgames.base.Memory;
import org.subgames.game.Convention;
import org.subgames.game.MoveSet;
import org.subgames.run.Checkpoint;
import org.subgames.run.Progress;
import org.subgames.solver.FastPaths;
import org.subgames.solver.HotColdSolver;
import org.subgames.solver.SegmentedColdSieve;
import org.subgames.solver.Solvers;
import org.subgames.solver.TiledColdSieve;

/**
 * The cold (P-) positions of a game in [0, n], what {@code cold} runs: the algorithm chosen by the
 * measured crossovers ({@link FastPaths}) or named; with the tiled sieve, positions up to 2^40,
 * checkpoints and resume, and the continuation of an earlier run's file ({@code extend}); the result
 * written to a cold-positions file when asked. Progress and notes go to the caller's listeners.
 */
public final class ColdRun {

    /**
     * What to run.
     *
     * @param hotspots   distinct ascending positions in [0, n] (moving onto one loses)
     * @param algorithm  a registered algorithm or "auto"
     * @param filter     whether the tiled sieve may use its residue filter for subtract-a-square
     * @param checkpoint the checkpoint file, or null
     * @param extend     an earlier run's cold-positions file to continue, or null
     * @param out        a cold-positions file to write, or null
     */
    public record Options(MoveSet set, Convention convention, long n, long[] hotspots, String algorithm, boolean filter,
                          Path checkpoint, double checkpointEvery, int threads, Path extend, Path out) {
    }

    /** The cold positions, ascending, and the algorithm that found them. */
    public record Result(long[] cold, String algorithm) {
    }

    /** The largest n of the algorithms on int positions (an array of n + 1 entries and some headroom). */
    public static final long MAX_INT_N = Integer.MAX_VALUE - 16;

    private final Options o;
    private final Progress.Factory progress;
    private final Consumer<String> log;

    private ColdRun(Options o, Progress.Factory progress, Consumer<String> log) {
        this.o = o;
        this.progress = progress;
        this.log = log;
    }

    /** Runs it; notes (resume, timing) go to log, one line each. */
    public static Result run(Options o, Progress.Factory progress, Consumer<String> log) {
        return new ColdRun(o, progress, log).run();
    }

    private Result run() {
        long n = o.n();
        if (n < 0) {
            throw new BadInputException("n must be non-negative, got " + n);
        }
        boolean resumable = o.checkpoint() != null || o.extend() != null;
        String algo = o.algorithm().equals("auto") ? FastPaths.coldAlgorithm(n, resumable) : o.algorithm();
        if (o.checkpoint() != null && !algo.equals("tiled")) {
            throw new BadInputException("--checkpoint needs the tiled algorithm (--algorithm tiled or auto), not " + algo);
        }
        if (o.extend() != null && !algo.equals("tiled")) {
            throw new BadInputException("--extend needs the tiled algorithm (--algorithm tiled or auto), not " + algo);
        }
        if (o.extend() != null && o.hotspots().length > 0) {
            throw new BadInputException("--extend cannot be combined with --hotspots (the file does not record which hotspots it saw)");
        }
        long[] cold = algo.equals("tiled") ? tiled() : inMemory(algo);
        if (o.out() != null) {
            ColdPositionsFile.write(o.out(), gameLabel(o.set(), o.convention(), o.hotspots()), n, cold, cold.length);
        }
        return new Result(cold, algo);
    }

    /** Any algorithm on int positions: the hot/cold interface, or the segmented sieve's own cold list. */
    private long[] inMemory(String algo) {
        if (o.n() > MAX_INT_N) {
            throw new BadInputException("n = " + o.n() + " is too large (at most " + MAX_INT_N + ")");
        }
        int size = (int) o.n();
        MoveSet set = o.set();
        Convention c = o.convention();
        long[] hot = o.hotspots();
        HotColdSolver solver = Solvers.hotCold(algo);
        if (algo.equals("segmented") && hot.length == 0 && c == Convention.WALL) {
            // the segmented sieve's own output, a cold list, skips the two n-byte arrays of the
            // hot/cold interface: subtract-a-square to 2^30 fits in a 2 GiB heap this way
            return Arrays.stream(SegmentedColdSieve.cold(set.movesFor(size), size)).asLongStream().toArray();
        }
        Memory.require(solver.estimateBytes(size) + (size + 1L), "cold positions for n = " + size + " with " + algo);
        boolean[] h = new boolean[size + 1];
        for (long x : hot) {
            h[(int) x] = true;
        }
        if (c == Convention.SINK && h[0]) {
            throw new BadInputException("under the sink convention position 0 is the sink, always cold; it cannot be a hotspot");
        }
        boolean[] isHot = solver.hot(set.movesFor(size), h, c);
        return IntStream.rangeClosed(0, size).filter(x -> !isHot[x]).asLongStream().toArray();
    }

    private long[] tiled() {
        long n = o.n();
        MoveSet set = o.set();
        Convention c = o.convention();
        long[] hot = o.hotspots();
        if (n > TiledColdSieve.MAX_N) {
            throw new BadInputException("n = " + n + " is too large for the tiled sieve (at most 2^40)");
        }
        if (c == Convention.SINK && hot.length > 0 && hot[0] == 0) {
            throw new BadInputException("under the sink convention position 0 is the sink, always cold; it cannot be a hotspot");
        }
        long sinkReach = c == Convention.SINK ? set.sinkReach(n) : 0;
        TiledColdSieve sieve = new TiledColdSieve(set.longMembersUpTo(n), n, sinkReach, hot, TiledColdSieve.DEFAULT_SEGMENT_BITS,
                TiledColdSieve.DEFAULT_TILE, o.threads()).restrict(o.filter() ? FastPaths.coldFilter(set, c, hot.length)
                        : TiledColdSieve.ResidueFilter.NONE);
        Checkpoint ck = o.checkpoint() == null ? null : new Checkpoint(o.checkpoint(), String.format(Locale.ROOT,
                "cold moves=%s convention=%s n=%d hotspots=%s", set, c.id(), n, hotspotsText(hot)), o.checkpointEvery());
        Start start = start(ck);
        if (start.known() != null) {
            sieve.resume(start.from(), start.known(), start.known().length);
        }
        long t0 = System.nanoTime();
        long[] cold;
        // the work is the marks, (cold positions so far) x (moves); the cold positions of subtract-a-square
        // grow like x^0.7 (docs/solvers.md); for other games x is taken as the upper bound
        double coldExponent = set.family() == MoveSet.Family.SQUARES ? 0.7 : 1;
        try (Progress p = progress.open("cold positions", n + 1, start.from(), coldExponent + set.countExponent(n))) {
            cold = sieve.run((next, list, count) -> {
                p.at(next);
                if (ck != null && (ck.due() || next > n)) {
                    ck.save(out -> {
                        out.writeLong(next);
                        Checkpoint.writeAscending(out, list, count);
                    });
                }
            });
        }
        log.accept(String.format(Locale.ROOT, "cold positions 0..%d: %d cold, %.1f s wall for this run, %d positions searched back%s", n,
                cold.length, (System.nanoTime() - t0) / 1e9, sieve.searches(), ck == null ? "" : ", " + ck.saves() + " checkpoints written"));
        return cold;
    }

    /** Where the sieve starts: 0, a checkpoint of this run, or the end of the file it extends (whichever got further). */
    private record Start(long from, long[] known) {
    }

    private Start start(Checkpoint ck) {
        long n = o.n();
        long from = 0;
        long[] known = null;
        if (ck != null) {
            Checkpoint.Reader<long[][]> reader = in -> new long[][] {{in.readLong()}, Checkpoint.readAscending(in, n + 1)};
            long[][] state = ck.load(reader);
            if (state != null) {
                from = state[0][0];
                known = state[1];
                log.accept(String.format(Locale.ROOT, "resuming from %s: positions below %d done, %d cold so far", ck.file(), from,
                        known.length));
            }
        }
        if (o.extend() != null) {
            ColdPositionsFile.Content earlier = ColdPositionsFile.read(o.extend());
            String label = gameLabel(o.set(), o.convention(), o.hotspots());
            if (!earlier.game().equals(label)) {
                throw new BadInputException(o.extend() + " holds the game '" + earlier.game() + "', not '" + label + "'");
            }
            if (earlier.n() >= n) {
                throw new BadInputException(o.extend() + " already covers 0.." + earlier.n() + "; --n must be larger to extend it");
            }
            // a checkpoint of this very run that got further wins; both states hold the same positions
            if (earlier.n() + 1 > from) {
                from = earlier.n() + 1;
                known = earlier.cold();
                log.accept(String.format(Locale.ROOT, "extending %s: positions 0..%d taken from it (%d cold)", o.extend(), earlier.n(),
                        known.length));
            }
        }
        return new Start(from, known);
    }

    /** The game as a cold-positions file names it: moves and convention, and the hotspots when there are any. */
    public static String gameLabel(MoveSet set, Convention c, long[] hot) {
        String game = set + " " + c.id();
        return hot.length == 0 ? game : game + " hotspots " + hotspotsText(hot);
    }

    private static String hotspotsText(long[] hot) {
        return hot.length <= 64 ? Arrays.toString(hot) : hot.length + " positions, hash " + Arrays.hashCode(hot);
    }
}
