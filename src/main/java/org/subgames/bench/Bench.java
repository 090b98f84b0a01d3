package org.subgames.bench;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import org.subgames.base.BadInputException;

/**
 * Runs workloads: for each, some untimed warm-ups and then several timed runs, in the order given
 * (so a baseline measured in the same session shares the machine's conditions). Results are
 * reported as medians; see {@link Report}.
 */
public final class Bench {

    private final int warmups;
    private final int runs;
    private final Consumer<String> log;
    private final long slowNanos;
    private boolean cpu;
    private long sink; // keeps results observable

    /**
     * @param warmups untimed runs before measuring (at least 0)
     * @param runs timed runs (at least 1)
     * @param log receives one line per finished workload (may be {@code s -> {}})
     */
    public Bench(int warmups, int runs, Consumer<String> log) {
        this(warmups, runs, Long.MAX_VALUE, log);
    }

    /**
     * As above, but a workload whose first warm-up takes longer than slowNanos gets no further warm-ups
     * and at most 3 timed runs (so slow baselines do not eat the session).
     */
    public Bench(int warmups, int runs, long slowNanos, Consumer<String> log) {
        if (warmups < 0) {
            throw new BadInputException("warm-ups must be non-negative, got " + warmups);
        }
        if (runs < 1) {
            throw new BadInputException("runs must be at least 1, got " + runs);
        }
        this.warmups = warmups;
        this.runs = runs;
        this.slowNanos = slowNanos;
        this.log = log;
    }

    /**
     * Times the calling thread's CPU time instead of wall-clock time (robust when the machine is shared;
     * excludes GC and JIT threads, and work on other threads).
     */
    public Bench cpuTime(boolean on) {
        this.cpu = on;
        return this;
    }

    private long now() {
        return cpu ? java.lang.management.ManagementFactory.getThreadMXBean().getCurrentThreadCpuTime() : System.nanoTime();
    }

    /** Measures one workload. */
    public Measurement measure(Workload w) {
        int n = runs;
        for (int i = 0; i < warmups; i++) {
            long t0 = now();
            consume(w.task().get());
            if (now() - t0 > slowNanos) {
                n = Math.min(runs, 3);
                break;
            }
        }
        long[] nanos = new long[n];
        for (int i = 0; i < n; i++) {
            long t0 = now();
            Object r = w.task().get();
            nanos[i] = now() - t0;
            consume(r);
        }
        Measurement m = new Measurement(w.name(), w.size(), nanos);
        log.accept(String.format("%-14s n=%-11d median %.3f ms", w.name(), w.size(), m.medianMillis()));
        return m;
    }

    /** Measures every workload in order. */
    public List<Measurement> measureAll(List<Workload> workloads) {
        List<Measurement> out = new ArrayList<>();
        for (Workload w : workloads) {
            out.add(measure(w));
        }
        return out;
    }

    /** Times a single run of a task (for size searches where repetition would be too costly). */
    public long once(Workload w) {
        long t0 = now();
        Object r = w.task().get();
        long t = now() - t0;
        consume(r);
        return t;
    }

    private void consume(Object r) {
        sink += r == null ? 0 : System.identityHashCode(r);
    }

    /** Never meaningful; exists so results are not dead code. */
    long sink() {
        return sink;
    }
}
