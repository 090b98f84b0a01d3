package org.subgames.cli;

import com.fasterxml.jackson.core.JsonGenerator;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.TreeSet;
import java.util.concurrent.Callable;
import org.subgames.base.BadInputException;
import org.subgames.experiment.ColdRun;
import org.subgames.experiment.SubtractASquare;
import org.subgames.game.Convention;
import org.subgames.game.MoveSet;
import org.subgames.solver.FastPaths;
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
        long[] hot = hotspotList(hotspots, n);
        ColdRun.Result r = ColdRun.run(new ColdRun.Options(set, c, n, hot, algorithm, filter == Filter.auto, run.checkpoint,
                run.checkpointEvery, run.threads(), extend, out), RunProgress.SHOWN, System.err::println);
        print(set, c, n, r.algorithm(), hot, r.cold());
        return 0;
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
            int k = Arrays.binarySearch(moves, n - c);
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
