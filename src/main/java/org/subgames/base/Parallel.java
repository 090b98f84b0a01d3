package org.subgames.base;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Function;
import me.tongfei.progressbar.ProgressBar;
import me.tongfei.progressbar.ProgressBarBuilder;
import me.tongfei.progressbar.ProgressBarStyle;

/**
 * Runs work items on a fixed number of threads, taking them in list order, with an optional
 * progress bar; the first failure (or a work item asking to stop) stops every thread. Shared by
 * {@code check} and {@code census}.
 */
public final class Parallel {

    /** One work item; returns true to stop the whole run (e.g. at a counterexample). */
    public interface Work<T> {
        boolean run(T item);
    }

    private Parallel() {
    }

    /** Whether every item was done (no stop, no interruption); rethrows the first failure. */
    public static <T> boolean forEach(List<T> todo, int threads, String task, boolean progress, Work<T> work,
                                      Function<T, String> describe) {
        AtomicInteger next = new AtomicInteger();
        AtomicBoolean stop = new AtomicBoolean();
        AtomicReference<RuntimeException> failure = new AtomicReference<>();
        ProgressBar bar = progress && !todo.isEmpty()
                ? new ProgressBarBuilder().setTaskName(task).setInitialMax(todo.size())
                        .setStyle(ProgressBarStyle.ASCII).setUpdateIntervalMillis(250).build()
                : null;
        Runnable worker = () -> {
            while (!stop.get()) {
                int i = next.getAndIncrement();
                if (i >= todo.size()) {
                    return;
                }
                T item = todo.get(i);
                try {
                    if (work.run(item)) {
                        stop.set(true);
                    }
                    if (bar != null) {
                        bar.step();
                    }
                } catch (RuntimeException | OutOfMemoryError e) {
                    RuntimeException r = e instanceof RuntimeException re ? re
                            : new BadInputException("out of memory at " + describe.apply(item));
                    failure.compareAndSet(null, r);
                    stop.set(true);
                }
            }
        };
        int n = Math.max(1, Math.min(threads, todo.size()));
        List<Thread> pool = new ArrayList<>();
        for (int j = 0; j < n; j++) {
            Thread th = new Thread(worker, task + "-" + j);
            pool.add(th);
            th.start();
        }
        try {
            for (Thread th : pool) {
                th.join();
            }
        } catch (InterruptedException e) {
            stop.set(true);
            Thread.currentThread().interrupt();
        } finally {
            if (bar != null) {
                bar.close();
            }
        }
        if (failure.get() != null) {
            throw failure.get();
        }
        return next.get() >= todo.size() && !stop.get();
    }
}
