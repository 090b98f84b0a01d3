package org.subgames.experiment;

import java.awt.Color;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.function.LongConsumer;
import org.knowm.xchart.BitmapEncoder;
import org.knowm.xchart.CategoryChart;
import org.knowm.xchart.CategoryChartBuilder;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;
import org.knowm.xchart.XYSeries;
import org.knowm.xchart.style.markers.SeriesMarkers;
import org.subgames.base.AtomicFile;
import org.subgames.base.BadInputException;
import org.subgames.game.Convention;
import org.subgames.game.MoveSet;
import org.subgames.solver.BlockedDp;
import org.subgames.solver.BlockedNimValues;
import org.subgames.solver.FastPaths;
import org.subgames.solver.SegmentedColdSieve;
import org.subgames.solver.TiledColdSieve;

/**
 * Eppstein's four subtract-a-square figures (2018, section 3), regenerated: CSV data and PNG plots
 * in one directory, and the fitted power laws. Nim-values come from the blocked DP, cold positions
 * from the segmented sieve; both are audited against the reference code by the tests.
 */
public final class Experiment {

    /** Eppstein's fitted exponents, for the comparison column. */
    public static final double EPPSTEIN_MAX_NIM_EXPONENT = 0.351;
    public static final double EPPSTEIN_COLD_EXPONENT = 0.7;

    /** Where progress goes: a fresh tracker per computation (task name, total positions). */
    public interface Progress {
        LongConsumer start(String task, long total);

        void done();

        Progress NONE = new Progress() {
            @Override
            public LongConsumer start(String task, long total) {
                return null;
            }

            @Override
            public void done() {
            }
        };
    }

    /** One fitted figure. */
    public record Fit(String figure, String quantity, RepeatedMedian.PowerLaw law, double eppsteinExponent) {
    }

    /** What a run produced. */
    /**
     * What a run produced. Times are wall-clock seconds and CPU seconds of this process (all threads)
     * for each computation: on a shared machine the CPU time says what the work cost, the wall
     * time how long it waited as well.
     */
    public record Result(List<Fit> fits, List<Path> files, long coldCount, int maxNim, double nimSeconds, double coldSeconds,
                         double nimCpuSeconds, double coldCpuSeconds) {
    }

    /** CPU seconds used so far by this process, or NaN where the JVM does not tell. */
    static double processCpuSeconds() {
        java.lang.management.OperatingSystemMXBean os = java.lang.management.ManagementFactory.getOperatingSystemMXBean();
        if (os instanceof com.sun.management.OperatingSystemMXBean sun && sun.getProcessCpuTime() >= 0) {
            return sun.getProcessCpuTime() / 1e9;
        }
        return Double.NaN;
    }

    private final long coldN;
    private final long nimN;
    private final Path out;
    private final int threads;
    private final Path coldFile;
    private final Path nimSummary;

    /**
     * @param coldN      figures 2-4 use the first coldN positions (0..coldN-1)
     * @param nimN       figure 1 uses the first nimN positions
     * @param out        output directory (created if missing)
     * @param threads    workers for the solvers
     * @param coldFile   null, or a file written by {@code cold --moves squares --out FILE} covering the first
     *                   coldN positions: figures 2-4 are then drawn from it instead of sieving again
     * @param nimSummary null, or the output of {@code nim --moves squares --format summary} covering the
     *                   first nimN positions: figure 1 is then drawn from its record points
     */
    public Experiment(long coldN, long nimN, Path out, int threads, Path coldFile, Path nimSummary) {
        if (coldN < 64 || coldN > TiledColdSieve.MAX_N) {
            throw new BadInputException("--n must be in 64.." + TiledColdSieve.MAX_N + " positions, got " + coldN);
        }
        check("--nim-n", nimN, 16);
        if (threads < 1) {
            throw new BadInputException("threads must be at least 1, got " + threads);
        }
        this.coldN = coldN;
        this.nimN = nimN;
        this.out = out;
        this.threads = threads;
        this.coldFile = coldFile;
        this.nimSummary = nimSummary;
    }

    private static void check(String what, long n, long min) {
        if (n < min || n > Integer.MAX_VALUE) {
            throw new BadInputException(what + " must be in " + min + ".." + Integer.MAX_VALUE + " positions, got " + n);
        }
    }

    public Result run(Progress progress) {
        try {
            Files.createDirectories(out);
        } catch (IOException e) {
            throw new BadInputException("cannot create the output directory " + out + ": " + e.getMessage());
        }
        List<Path> files = new ArrayList<>();
        List<Fit> fits = new ArrayList<>();

        long t0 = System.nanoTime();
        double c0 = processCpuSeconds();
        List<SubtractASquare.Point> records = nimSummary != null ? recordsFromSummary() : nimRecords(progress);
        double nimSeconds = (System.nanoTime() - t0) / 1e9;
        double nimCpu = processCpuSeconds() - c0;
        int maxNim = records.isEmpty() ? 0 : (int) records.get(records.size() - 1).value();
        Fit f1 = new Fit("1", "largest nim-value among the first n positions (record points)",
                powerFit(records), EPPSTEIN_MAX_NIM_EXPONENT);
        fits.add(f1);
        files.add(writeCsv("fig1-max-nim.csv", "n,max_nim", records));
        files.add(plotPoints("fig1-max-nim.png", "Figure 1: largest nim-value m among the first n positions",
                "n", "m", records, f1.law()));

        t0 = System.nanoTime();
        c0 = processCpuSeconds();
        long[] cold = coldPositions(progress);
        double coldSeconds = (System.nanoTime() - t0) / 1e9;
        double coldCpu = processCpuSeconds() - c0;
        List<SubtractASquare.Point> cubes = SubtractASquare.coldAtCubes(cold, coldN);
        Fit f2 = new Fit("2", "cold positions among the first n positions, n a perfect cube", powerFit(cubes),
                EPPSTEIN_COLD_EXPONENT);
        fits.add(f2);
        files.add(writeCsv("fig2-cold-cubes.csv", "n,cold_count", cubes));
        files.add(plotPoints("fig2-cold-cubes.png", "Figure 2: cold positions among the first n positions (n = k^3)",
                "n", "cold positions", cubes, f2.law()));

        long[][] b5 = SubtractASquare.digitCounts(cold, coldN, 5, 3);
        long[][] b7 = SubtractASquare.digitCounts(cold, coldN, 7, 1);
        long[][] b13 = SubtractASquare.digitCounts(cold, coldN, 13, 1);
        files.add(writeDigits("fig3-base5-digits.csv", new int[] {5}, new long[][][] {b5}));
        files.add(writeDigits("fig4-base7-base13-digits.csv", new int[] {7, 13}, new long[][][] {b7, b13}));
        String[] names5 = {"ones digit", "fives digit", "twenty-fives digit"};
        files.add(save("fig3-base5-digits.png", List.of(digitChart(
                "Figure 3: low-order base-5 digits of cold positions < " + coldN, 5, b5, names5)), 1, 1));
        files.add(save("fig4-base7-base13-digits.png", List.of(
                digitChart("Figure 4: lowest base-7 digit of cold positions < " + coldN, 7, b7, new String[] {"ones digit"}),
                digitChart("lowest base-13 digit of cold positions < " + coldN, 13, b13, new String[] {"ones digit"})), 1, 2));

        int below = Arrays.binarySearch(cold, coldN);
        long coldCount = below >= 0 ? below : -below - 1; // a file may cover more than the first coldN positions
        files.add(writeFits(fits, coldCount, maxNim));
        return new Result(fits, files, coldCount, maxNim, nimSeconds, coldSeconds, nimCpu, coldCpu);
    }

    /** Figure 1's record points (x + 1, g(x)), x &lt; nimN, by the blocked DP. */
    private List<SubtractASquare.Point> nimRecords(Progress progress) {
        int top = (int) (nimN - 1);
        char[] g = BlockedNimValues.values(squares(top), top, Convention.WALL, BlockedDp.DEFAULT_BLOCK, BlockedNimValues.NIM_TILE, threads,
                progress.start("nim-values", nimN));
        progress.done();
        return SubtractASquare.maxNimRecords(g);
    }

    /** Figure 1's record points from a {@code nim --format summary} file of subtract-a-square covering 0..nimN-1. */
    private List<SubtractASquare.Point> recordsFromSummary() {
        com.fasterxml.jackson.databind.JsonNode j;
        try {
            j = new com.fasterxml.jackson.databind.ObjectMapper().readTree(nimSummary.toFile());
        } catch (IOException e) {
            throw new BadInputException("cannot read the nim summary " + nimSummary + ": " + e.getMessage());
        }
        if (j == null || !"squares".equals(j.path("moves").asText()) || !"wall".equals(j.path("convention").asText())
                || !j.path("records").isArray()) {
            throw new BadInputException(nimSummary + " is not a nim --moves squares --format summary output (wall)");
        }
        if (j.path("n").asLong(-1) < nimN - 1) {
            throw new BadInputException(nimSummary + " covers heaps 0.." + j.path("n").asLong() + ", fewer than the first " + nimN);
        }
        List<SubtractASquare.Point> out = new ArrayList<>();
        for (com.fasterxml.jackson.databind.JsonNode r : j.path("records")) {
            long x = r.path("position").asLong();
            if (x < nimN) {
                out.add(new SubtractASquare.Point(x + 1, r.path("value").asLong()));
            }
        }
        return out;
    }

    /** The cold positions 0..coldN-1: from the file if one was given, else by the faster sieve for that range. */
    private long[] coldPositions(Progress progress) {
        long top = coldN - 1;
        if (coldFile != null) {
            ColdPositionsFile.Content c = ColdPositionsFile.read(coldFile);
            if (!c.game().equals("squares wall")) {
                throw new BadInputException(coldFile + " holds the game '" + c.game() + "', not subtract-a-square (squares wall)");
            }
            if (c.n() < top) {
                throw new BadInputException(coldFile + " covers positions 0.." + c.n() + ", fewer than the first " + coldN);
            }
            return c.cold();
        }
        LongConsumer step = progress.start("cold positions", coldN);
        long[] cold;
        if (FastPaths.coldAlgorithm(top, false).equals("segmented")) {
            int[] c = SegmentedColdSieve.cold(squares((int) top), (int) top, null, SegmentedColdSieve.DEFAULT_SEGMENT, threads, step);
            cold = Arrays.stream(c).asLongStream().toArray();
        } else {
            MoveSet squares = MoveSet.of(MoveSet.Family.SQUARES);
            cold = new TiledColdSieve(squares.longMembersUpTo(top), top, 0, new long[0],
                    TiledColdSieve.DEFAULT_SEGMENT_BITS, TiledColdSieve.DEFAULT_TILE, threads)
                    .restrict(FastPaths.coldFilter(squares, Convention.WALL, 0))
                    .run((next, list, count) -> step.accept(next));
        }
        progress.done();
        return cold;
    }

    private static int[] squares(int n) {
        return MoveSet.of(MoveSet.Family.SQUARES).movesFor(n);
    }

    private static RepeatedMedian.PowerLaw powerFit(List<SubtractASquare.Point> pts) {
        double[] x = new double[pts.size()];
        double[] y = new double[pts.size()];
        for (int i = 0; i < x.length; i++) {
            x[i] = pts.get(i).n();
            y[i] = pts.get(i).value();
        }
        return RepeatedMedian.fitPower(x, y);
    }

    private Path writeCsv(String name, String header, List<SubtractASquare.Point> pts) {
        StringBuilder sb = new StringBuilder(header).append('\n');
        for (SubtractASquare.Point p : pts) {
            sb.append(p.n()).append(',').append(p.value()).append('\n');
        }
        return writeAtomically(name, sb.toString());
    }

    private Path writeDigits(String name, int[] bases, long[][][] counts) {
        StringBuilder sb = new StringBuilder("base,digit_position,digit,count,fraction\n");
        for (int k = 0; k < bases.length; k++) {
            for (int d = 0; d < counts[k].length; d++) {
                long total = 0;
                for (long c : counts[k][d]) {
                    total += c;
                }
                for (int v = 0; v < bases[k]; v++) {
                    sb.append(String.format(Locale.ROOT, "%d,%d,%d,%d,%.6f%n", bases[k], d, v, counts[k][d][v],
                            total == 0 ? 0.0 : (double) counts[k][d][v] / total));
                }
            }
        }
        return writeAtomically(name, sb.toString());
    }

    private Path writeFits(List<Fit> fits, long coldCount, int maxNim) {
        StringBuilder sb = new StringBuilder("figure,quantity,first_n,points,c,e,eppstein_e\n");
        for (Fit f : fits) {
            sb.append(String.format(Locale.ROOT, "%s,\"%s\",%d,%d,%.6g,%.6f,%.3f%n", f.figure(), f.quantity(),
                    f.figure().equals("1") ? nimN : coldN, f.law().points(), f.law().c(), f.law().e(), f.eppsteinExponent()));
        }
        return writeAtomically("fits.csv", sb.toString());
    }

    private Path writeAtomically(String name, String text) {
        return AtomicFile.writeString(out.resolve(name), text);
    }

    private static XYChart pointsChart(String title, String xName, String yName) {
        XYChart c = new XYChartBuilder().width(800).height(600).title(title).xAxisTitle(xName).yAxisTitle(yName).build();
        c.getStyler().setXAxisLogarithmic(true);
        c.getStyler().setYAxisLogarithmic(true);
        c.getStyler().setChartBackgroundColor(Color.WHITE);
        c.getStyler().setMarkerSize(5);
        return c;
    }

    private Path plotPoints(String name, String title, String xName, String yName, List<SubtractASquare.Point> pts,
                            RepeatedMedian.PowerLaw law) {
        XYChart c = pointsChart(title, xName, yName);
        double[] x = new double[pts.size()];
        double[] y = new double[pts.size()];
        for (int i = 0; i < x.length; i++) {
            x[i] = pts.get(i).n();
            y[i] = pts.get(i).value();
        }
        XYSeries data = c.addSeries("data (" + pts.size() + " points)", x, y);
        data.setXYSeriesRenderStyle(XYSeries.XYSeriesRenderStyle.Scatter);
        data.setMarker(SeriesMarkers.CIRCLE);
        data.setMarkerColor(new Color(40, 80, 200));
        // the fit, sampled geometrically so that it is a straight line on the log-log axes
        int k = 64;
        double lo = x[0];
        double hi = x[x.length - 1];
        double[] fx = new double[k];
        double[] fy = new double[k];
        for (int i = 0; i < k; i++) {
            fx[i] = lo * Math.pow(hi / lo, i / (double) (k - 1));
            fy[i] = law.at(fx[i]);
        }
        XYSeries fit = c.addSeries(String.format(Locale.ROOT, "repeated-median fit %.3g n^%.4f", law.c(), law.e()), fx, fy);
        fit.setXYSeriesRenderStyle(XYSeries.XYSeriesRenderStyle.Line);
        fit.setMarker(SeriesMarkers.NONE);
        fit.setLineColor(Color.RED);
        return save(name, List.of(c), 1, 1);
    }

    private static CategoryChart digitChart(String title, int base, long[][] counts, String[] seriesNames) {
        CategoryChart c = new CategoryChartBuilder().width(800).height(600).title(title)
                .xAxisTitle("digit value (base " + base + ")").yAxisTitle("fraction of cold positions").build();
        c.getStyler().setChartBackgroundColor(Color.WHITE);
        List<Integer> digits = new ArrayList<>();
        for (int v = 0; v < base; v++) {
            digits.add(v);
        }
        for (int d = 0; d < counts.length; d++) {
            long total = 0;
            for (long v : counts[d]) {
                total += v;
            }
            List<Double> frac = new ArrayList<>();
            for (int v = 0; v < base; v++) {
                frac.add(total == 0 ? 0.0 : counts[d][v] / (double) total);
            }
            c.addSeries(seriesNames[d], digits, frac);
        }
        return c;
    }

    private <T extends org.knowm.xchart.internal.chartpart.Chart<?, ?>> Path save(String name, List<T> charts, int rows, int cols) {
        return AtomicFile.write(out.resolve(name), o -> BitmapEncoder.saveBitmap(charts, rows, cols, o, BitmapEncoder.BitmapFormat.PNG));
    }
}
