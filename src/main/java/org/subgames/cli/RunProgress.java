package org.subgames.cli;

import java.util.Locale;
import me.tongfei.progressbar.ProgressBar;
import me.tongfei.progressbar.ProgressBarBuilder;
import org.subgames.base.BadInputException;
import org.subgames.run.Progress;

/**
 * Progress of a long solver run on stderr: a progress bar on a terminal; otherwise (a batch job, a
 * log file) one line a minute with the fraction done, the elapsed time and the estimate to the end.
 * The work to reach position x is taken to grow like x^e (e from the caller: 1.5 for the nim-values
 * of subtract-a-square, whose look-backs grow like sqrt x per position): a linear estimate said 12
 * minutes to go a minute into a 2^28 nim run that took 51.
 */
final class RunProgress implements Progress {

    private final String task;
    private final long total;
    private final long start = System.nanoTime();
    private final ProgressBar bar;
    private final long lineEveryNanos;
    private long lastLine = start;
    private final long from;
    private final double exponent;

    /** The progress of the core's long runs, shown this way, a line a minute off a terminal. */
    static final Progress.Factory SHOWN = (task, total, from, e) -> new RunProgress(task, total, from, 60, e);

    /** The bar counts the work in millionths. */
    private static final long BAR_MAX = 1_000_000;

    /**
     * @param from         where the run starts (a resumed run starts past 0; the estimate uses the rate since then)
     * @param workExponent e: the work to reach position x grows like x^e (at least 1)
     */
    RunProgress(String task, long total, long from, double lineEverySeconds, double workExponent) {
        if (!(workExponent >= 1)) {
            throw new BadInputException("work exponent must be at least 1, got " + workExponent);
        }
        this.task = task;
        this.total = Math.max(1, total);
        this.from = from;
        this.exponent = workExponent;
        this.lineEveryNanos = (long) (lineEverySeconds * 1e9);
        this.bar = System.console() != null
                ? new ProgressBarBuilder().setTaskName(task + " (work)").setInitialMax(BAR_MAX).setUnit("%", BAR_MAX / 100)
                        .setUpdateIntervalMillis(1000).startsFrom(barAt(from), java.time.Duration.ZERO).build()
                : null;
    }

    /** The share of the whole run's work below position x, 0..1. */
    double workShare(long x) {
        return Math.pow(Math.min(x, total) / (double) total, exponent);
    }

    private long barAt(long x) {
        return Math.round(workShare(x) * BAR_MAX);
    }

    @Override
    public void at(long done) {
        if (bar != null) {
            bar.stepTo(barAt(done));
            return;
        }
        long now = System.nanoTime();
        if (now - lastLine >= lineEveryNanos) {
            lastLine = now;
            double s = (now - start) / 1e9;
            double eta = secondsToGo(s, done);
            System.err.printf(Locale.ROOT, "%s: %.2f%% of the positions (%d of %d), about %.1f%% of the work, %s elapsed, about %s to go%n",
                    task, 100.0 * done / total, done, total, 100 * workShare(done), clock(s), Double.isNaN(eta) ? "?" : clock(eta));
        }
    }

    /** The time left after seconds elapsed at position done, at the rate of work since from. */
    double secondsToGo(double seconds, long done) {
        double worked = workShare(done) - workShare(from);
        return worked > 0 ? seconds * (1 - workShare(done)) / worked : Double.NaN;
    }

    private static String clock(double seconds) {
        long s = Math.round(seconds);
        return String.format(Locale.ROOT, "%d:%02d:%02d", s / 3600, s / 60 % 60, s % 60);
    }

    @Override
    public void close() {
        if (bar != null) {
            bar.close();
        }
    }
}
