package org.subgames.cli;

import com.fasterxml.jackson.core.JsonGenerator;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.TreeSet;
import java.util.concurrent.Callable;
import org.subgames.base.BadInputException;
import org.subgames.experiment.ColdPositionsFile;
import org.subgames.experiment.SubtractASquare;
import org.subgames.game.Convention;
import org.subgames.game.MoveSet;
import org.subgames.run.Checkpoint;
import org.subgames.solver.FastPaths;
import org.subgames.solver.HotColdSolver;
import org.subgames.solver.SegmentedColdSieve;
import org.subgames.solver.Solvers;
import org.subgames.solver.TiledColdSieve;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code cold --moves squares --n N [--hotspots ...] [--algorithm ...] [--format text|json|count|summary]
 * [--out FILE] [--extend FILE] [--checkpoint FILE]}.
 */
@Command(name = "cold", mixinStandardHelpOptions = true,
        description = "Print the cold (P-) positions in [0, N], optionally of the game with hotspots.")
final class ColdCommand implements Callable<Integer> {

    enum Format { text, json, count, summary }

    enum Filter { auto, none }

    /** Counts from this size on enter the fitted exponent of the summary (smaller ones are not yet in the power-law regime). */
    static final long FIT_FROM = 1 << 10;

    @Mixin
    GameOptions game;

    @Option(names = "--hotspots", description = "comma list of hotspot positions in [0, N] (moving onto one loses)")
    String hotspots;

    @Option(names = "--algorithm", defaultValue = "auto",
            description = "auto (segmented up to " + FastPaths.TILED_FROM_TEXT + " positions, tiled above), tiled (long positions,"
                    + " any n up to 2^40, checkpoints), reference, sieve, bitset, convolution (divide and conquer, direct where"
                    + " cheaper), fft (divide and conquer, always FFT) or segmented (cache-blocked sieve, both cores) (default: ${DEFAULT-VALUE})")
    String algorithm;

    @Option(names = "--format", defaultValue = "text",
            description = "text (one position per line), json, count (one integer) or summary (JSON: the count below every 2^(j/4)"
                    + " and the fitted power law) (default: ${DEFAULT-VALUE})")
    Format format;

    @Option(names = "--out", description = "also write the cold positions to this file, delta-encoded (format: README, ColdPositionsFile)")
    Path out;

    @Option(names = "--filter", defaultValue = "auto", description = "auto (the tiled sieve's residue filter for"
            + " subtract-a-square, which leaves out most far marks and searches back where needed; same result) or none"
            + " (default: ${DEFAULT-VALUE})")
    Filter filter;

    @Option(names = "--extend", description = "continue the cold-positions file (--out) of an earlier run of the same game"
            + " to N: its positions 0..n are taken as given and only the positions above are sieved (tiled algorithm, no --hotspots)")
    Path extend;

    @Mixin
    LongRunOptions run;

    @Override
    public Integer call() throws Exception {
        MoveSet set = game.moveSet();
        Convention c = game.convention();
        long n = game.n;
        if (n < 0) {
            throw new BadInputException("n must be non-negative, got " + n);
        }
        boolean resumable = run.checkpointing() || extend != null;
        String algo = algorithm.equals("auto") ? FastPaths.coldAlgorithm(n, resumable) : algorithm;
        run.requireResumable(algo, "tiled");
        if (extend != null && !algo.equals("tiled")) {
            throw new BadInputException("--extend needs the tiled algorithm (--algorithm tiled or auto), not " + algo);
        }
        if (extend != null && hotspots != null) {
            throw new BadInputException("--extend cannot be combined with --hotspots (the file does not record which hotspots it saw)");
        }
        long[] hot = hotspotList(hotspots, n);
        long[] cold;
        if (algo.equals("tiled")) {
            cold = tiled(set, c, n, hot);
        } else {
            int size = Inputs.checkN(n);
            HotColdSolver solver = Solvers.hotCold(algo);
            if (algo.equals("segmented") && hot.length == 0 && c == Convention.WALL) {
                // the segmented sieve's own output, a cold list, skips the two n-byte arrays of the
                // hot/cold interface: subtract-a-square to 2^30 fits in a 2 GiB heap this way
                cold = Arrays.stream(SegmentedColdSieve.cold(set.movesFor(size), size)).asLongStream().toArray();
            } else {
                Inputs.requireMemory(solver.estimateBytes(size) + (size + 1L), "cold positions for n = " + size + " with " + algo);
                boolean[] h = new boolean[size + 1];
                for (long x : hot) {
                    h[(int) x] = true;
                }
                if (c == Convention.SINK && h[0]) {
                    throw new BadInputException("under the sink convention position 0 is the sink, always cold; it cannot be a hotspot");
                }
                boolean[] isHot = solver.hot(set.movesFor(size), h, c);
                cold = java.util.stream.IntStream.rangeClosed(0, size).filter(x -> !isHot[x]).asLongStream().toArray();
            }
        }
        if (out != null) {
            ColdPositionsFile.write(out, gameLabel(set, c, hot), n, cold, cold.length);
        }
        print(set, c, n, algo, hot, cold);
        return 0;
    }

    private long[] tiled(MoveSet set, Convention c, long n, long[] hot) {
        if (n > TiledColdSieve.MAX_N) {
            throw new BadInputException("n = " + n + " is too large for the tiled sieve (at most 2^40)");
        }
        if (c == Convention.SINK && hot.length > 0 && hot[0] == 0) {
            throw new BadInputException("under the sink convention position 0 is the sink, always cold; it cannot be a hotspot");
        }
        long[] moves = set.longMembersUpTo(n);
        long sinkReach = c == Convention.SINK ? set.sinkReach(n) : 0;
        int t = run.threads();
        TiledColdSieve sieve = new TiledColdSieve(moves, n, sinkReach, hot, TiledColdSieve.DEFAULT_SEGMENT_BITS,
                TiledColdSieve.DEFAULT_TILE, t).restrict(filter == Filter.auto ? FastPaths.coldFilter(set, c, hot.length)
                        : TiledColdSieve.ResidueFilter.NONE);
        Checkpoint ck = run.checkpoint(String.format(Locale.ROOT, "cold moves=%s convention=%s n=%d hotspots=%s", set, c.id(), n,
                hotspotsText(hot)));
        Start start = start(ck, set, c, n, hot);
        long from = start.from();
        long[] known = start.known();
        if (known != null) {
            sieve.resume(from, known, known.length);
        }
        long t0 = System.nanoTime();
        final Checkpoint saver = ck;
        long[] cold;
        // the work is the marks, (cold positions so far) x (moves); the cold positions of subtract-a-square
        // grow like x^0.7 (the fit in the README); for other games x is taken as the upper bound
        double coldExponent = set.family() == MoveSet.Family.SQUARES ? 0.7 : 1;
        try (RunProgress progress = new RunProgress("cold positions", n + 1, from, 60, coldExponent + RunProgress.movesExponent(set, n))) {
            cold = sieve.run((next, list, count) -> {
                progress.at(next);
                if (saver != null && (saver.due() || next > n)) {
                    saver.save(o -> {
                        o.writeLong(next);
                        Checkpoint.writeAscending(o, list, count);
                    });
                }
            });
        }
        System.err.printf(Locale.ROOT, "cold positions 0..%d: %d cold, %.1f s wall for this run, %d positions searched back%s%n", n,
                cold.length, (System.nanoTime() - t0) / 1e9, sieve.searches(), ck == null ? "" : ", " + ck.saves() + " checkpoints written");
        return cold;
    }

    /** Where the sieve starts: 0, a checkpoint of this run, or the end of the file it extends (whichever got further). */
    private record Start(long from, long[] known) {
    }

    private Start start(Checkpoint ck, MoveSet set, Convention c, long n, long[] hot) {
        long from = 0;
        long[] known = null;
        if (ck != null) {
            Checkpoint.Reader<long[][]> reader = in -> new long[][] {{in.readLong()}, Checkpoint.readAscending(in, n + 1)};
            long[][] state = ck.load(reader);
            if (state != null) {
                from = state[0][0];
                known = state[1];
                System.err.printf(Locale.ROOT, "resuming from %s: positions below %d done, %d cold so far%n", ck.file(), from,
                        known.length);
            }
        }
        if (extend != null) {
            ColdPositionsFile.Content earlier = ColdPositionsFile.read(extend);
            String label = gameLabel(set, c, hot);
            if (!earlier.game().equals(label)) {
                throw new BadInputException(extend + " holds the game '" + earlier.game() + "', not '" + label + "'");
            }
            if (earlier.n() >= n) {
                throw new BadInputException(extend + " already covers 0.." + earlier.n() + "; --n must be larger to extend it");
            }
            // a checkpoint of this very run that got further wins; both states hold the same positions
            if (earlier.n() + 1 > from) {
                from = earlier.n() + 1;
                known = earlier.cold();
                System.err.printf(Locale.ROOT, "extending %s: positions 0..%d taken from it (%d cold)%n", extend, earlier.n(),
                        known.length);
            }
        }
        return new Start(from, known);
    }

    private void print(MoveSet set, Convention c, long n, String algo, long[] hot, long[] cold) throws IOException {
        PrintWriter pw = Inputs.out();
        if (format == Format.count) {
            pw.println(cold.length);
        } else if (format == Format.text) {
            for (long x : cold) {
                pw.println(x);
            }
        } else {
            JsonGenerator j = Inputs.json(pw);
            Inputs.startRun(j, set, c.id(), n, algo);
            j.writeArrayFieldStart("hotspots");
            for (long x : hot) {
                j.writeNumber(x);
            }
            j.writeEndArray();
            j.writeNumberField("count", cold.length);
            if (format == Format.json) {
                j.writeArrayFieldStart("cold");
                for (long x : cold) {
                    j.writeNumber(x);
                }
                j.writeEndArray();
            } else {
                j.writeNumberField("marks", marks(set.longMembersUpTo(n), cold, n));
                writeSummary(j, cold, n);
            }
            j.writeEndObject();
            j.flush();
            pw.println();
        }
        pw.flush();
    }

    /** The game as a cold-positions file names it: moves and convention, and the hotspots when there are any. */
    static String gameLabel(MoveSet set, Convention c, long[] hot) {
        String game = set + " " + c.id();
        return hot.length == 0 ? game : game + " hotspots " + hotspotsText(hot);
    }

    private static String hotspotsText(long[] hot) {
        return hot.length <= 64 ? Arrays.toString(hot) : hot.length + " positions, hash " + Arrays.hashCode(hot);
    }

    /** The counts below every 2^(j/4) &lt;= n + 1 and the power law c N^e fitted to those from {@link #FIT_FROM} on. */
    private static void writeSummary(JsonGenerator j, long[] cold, long n) throws IOException {
        List<SubtractASquare.Point> points = SubtractASquare.coldAtQuarterPowers(cold, n + 1);
        j.writeArrayFieldStart("counts");
        for (SubtractASquare.Point p : points) {
            j.writeStartObject();
            j.writeNumberField("below", p.n());
            j.writeNumberField("log2", Math.round(4 * Math.log(p.n()) / Math.log(2)) / 4.0);
            j.writeNumberField("cold", p.value());
            j.writeEndObject();
        }
        j.writeEndArray();
        Inputs.writeFit(j, points.stream().filter(p -> p.n() >= FIT_FROM && p.value() > 0).toList(),
                "Siegel repeated median on log-log, points below >= " + FIT_FROM);
    }

    /**
     * The sieve's work: the number of pairs (cold c, move s) with c + s &lt;= n, i.e. the hot marks a
     * sieve stores (each cold position marks its targets); marks per second measure a run against
     * the machine's store rate ({@code bench --suite store-rate}).
     */
    static long marks(long[] moves, long[] cold, long n) {
        long total = 0;
        for (long c : cold) {
            int k = java.util.Arrays.binarySearch(moves, n - c);
            total += k >= 0 ? k + 1 : -k - 1;
        }
        return total;
    }

    /** A comma list of distinct positions in [0, n], ascending; empty when not given. */
    static long[] hotspotList(String text, long n) {
        if (text == null) {
            return new long[0];
        }
        String t = text.trim();
        if (t.isEmpty()) {
            throw new BadInputException("--hotspots is empty (give a comma list of positions, or leave it out)");
        }
        TreeSet<Long> seen = new TreeSet<>();
        for (String p : t.split(",", -1)) {
            long x;
            try {
                x = Long.parseLong(p.trim());
            } catch (NumberFormatException e) {
                throw new BadInputException("bad hotspot '" + p.trim() + "' (expected a comma list of positions 0.." + n + ")");
            }
            if (x < 0 || x > n) {
                throw new BadInputException("hotspot " + x + " is outside 0.." + n);
            }
            if (!seen.add(x)) {
                throw new BadInputException("hotspot " + x + " is given twice");
            }
        }
        return seen.stream().mapToLong(Long::longValue).toArray();
    }
}
