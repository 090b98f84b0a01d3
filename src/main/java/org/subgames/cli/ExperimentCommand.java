package org.subgames.cli;

import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.function.LongConsumer;
import me.tongfei.progressbar.ProgressBar;
import me.tongfei.progressbar.ProgressBarBuilder;
import org.subgames.base.BadInputException;
import org.subgames.base.Size;
import org.subgames.experiment.Experiment;
import org.subgames.solver.FastPaths;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code experiment [--n 2^22] [--nim-n 2^18] [--out DIR]}: Eppstein's four subtract-a-square figures
 * (CSV and PNG) with repeated-median power-law fits. The defaults take seconds; the paper's sizes
 * are {@code --n 2^30 --nim-n 2^24}.
 */
@Command(name = "experiment", mixinStandardHelpOptions = true,
        description = "Regenerate Eppstein's subtract-a-square figures 1-4 (CSV + PNG) with Siegel repeated-median fits.")
final class ExperimentCommand implements Callable<Integer> {

    @Option(names = "--n", defaultValue = "2^22", converter = SizeConverter.class,
            description = "positions for figures 2-4 (cold positions), e.g. 2^30 (default: ${DEFAULT-VALUE})")
    long n;

    @Option(names = "--nim-n", defaultValue = "2^18", converter = SizeConverter.class,
            description = "positions for figure 1 (nim-values), e.g. 2^24 (default: ${DEFAULT-VALUE})")
    long nimN;

    @Option(names = "--out", defaultValue = "out/experiment", description = "output directory (default: ${DEFAULT-VALUE})")
    Path out;

    @Option(names = "--cold-file", description = "draw figures 2-4 from this file of cold positions (written by"
            + " cold --moves squares --out FILE, e.g. a checkpointed 2^36 run) instead of sieving again")
    Path coldFile;

    @Option(names = "--nim-summary", description = "draw figure 1 from this file (the output of nim --moves squares --format"
            + " summary, e.g. a checkpointed 2^28 run) instead of computing the nim-values again")
    Path nimSummary;

    @Option(names = "--threads", description = "workers (default: the available processors, 1 if the machine is oversubscribed)")
    Integer threads;

    static final class SizeConverter implements picocli.CommandLine.ITypeConverter<Long> {
        @Override
        public Long convert(String value) {
            try {
                return Size.parse(value);
            } catch (BadInputException e) {
                throw new picocli.CommandLine.TypeConversionException(e.getMessage()); // shown as one plain line
            }
        }
    }

    @Override
    public Integer call() {
        int t = threads == null ? FastPaths.defaultThreads() : threads;
        Experiment e = new Experiment(n, nimN, out, t, coldFile, nimSummary);
        Experiment.Result r = e.run(System.console() != null ? new Bar() : Experiment.Progress.NONE);
        // with --nim-summary / --cold-file the seconds are those of reading the file, and the line says so
        System.out.printf(Locale.ROOT, "nim-values of the first %d positions%s: %.1f s (%.1f s CPU), largest value %d%n", nimN,
                nimSummary == null ? "" : ", read from " + nimSummary, r.nimSeconds(), r.nimCpuSeconds(), r.maxNim());
        System.out.printf(Locale.ROOT, "cold positions among the first %d positions%s: %.1f s (%.1f s CPU), %d cold%n", n,
                coldFile == null ? "" : ", read from " + coldFile, r.coldSeconds(), r.coldCpuSeconds(), r.coldCount());
        for (Experiment.Fit f : r.fits()) {
            System.out.printf(Locale.ROOT, "figure %s: %s ~ %.4g * n^%.4f (%d points; Eppstein: n^%.3f)%n", f.figure(), f.quantity(),
                    f.law().c(), f.law().e(), f.law().points(), f.eppsteinExponent());
        }
        for (Path p : r.files()) {
            System.out.println("wrote " + p);
        }
        return 0;
    }

    /** A progress bar on the terminal, one per computation. */
    private static final class Bar implements Experiment.Progress {
        private ProgressBar bar;

        @Override
        public LongConsumer start(String task, long total) {
            bar = new ProgressBarBuilder().setTaskName(task).setInitialMax(total).setUpdateIntervalMillis(500).build();
            ProgressBar b = bar;
            return b::stepTo;
        }

        @Override
        public void done() {
            if (bar != null) {
                bar.close();
                bar = null;
            }
        }
    }
}
