package org.subgames.cli;

import java.util.Locale;
import me.tongfei.progressbar.ProgressBar;
import me.tongfei.progressbar.ProgressBarBuilder;

/**
 * Progress of a long solver run on stderr: a progress bar on a terminal; otherwise (a batch job, a
 * log file) one line a minute with the fraction done, the elapsed time and the estimate to the end.
 */
final class RunProgress implements AutoCloseable {

    private final String task;
    private final long total;
    private final long start = System.nanoTime();
    private final ProgressBar bar;
    private final long lineEveryNanos;
    private long lastLine = start;
    private final long from;

    /**
     * @param from where the run starts (a resumed run starts past 0; the estimate uses the rate since then)
     */
    RunProgress(String task, long total, long from, double lineEverySeconds) {
        this.task = task;
        this.total = Math.max(1, total);
        this.from = from;
        this.lineEveryNanos = (long) (lineEverySeconds * 1e9);
        this.bar = System.console() != null
                ? new ProgressBarBuilder().setTaskName(task).setInitialMax(this.total).setUpdateIntervalMillis(1000).startsFrom(from, java.time.Duration.ZERO).build()
                : null;
    }

    void at(long done) {
        if (bar != null) {
            bar.stepTo(done);
            return;
        }
        long now = System.nanoTime();
        if (now - lastLine >= lineEveryNanos) {
            lastLine = now;
            double s = (now - start) / 1e9;
            double rate = (done - from) / Math.max(s, 1e-9);
            double eta = rate > 0 ? (total - done) / rate : Double.NaN;
            System.err.printf(Locale.ROOT, "%s: %.2f%% (%d of %d), %s elapsed, about %s to go%n", task,
                    100.0 * done / total, done, total, clock(s), Double.isNaN(eta) ? "?" : clock(eta));
        }
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
