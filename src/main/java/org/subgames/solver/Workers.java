package org.subgames.solver;

import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import org.subgames.base.BadInputException;

/**
 * A small fixed team of threads for the fast paths: {@link #forEach} runs tasks 0..count-1, each
 * worker (the calling thread is worker 0) taking the next task index until none is left, and
 * returns when all are done. The worker index lets a task use per-worker scratch buffers.
 */
final class Workers implements AutoCloseable {

    /** A task that knows which worker runs it. */
    interface Task {
        void run(int worker, int index);
    }

    private final int size;
    private final ExecutorService pool;

    Workers(int threads) {
        if (threads < 1) {
            throw new BadInputException("threads must be at least 1, got " + threads);
        }
        this.size = threads;
        this.pool = threads == 1 ? null : Executors.newFixedThreadPool(threads - 1, r -> {
            Thread t = new Thread(r, "subgames-worker");
            t.setDaemon(true);
            return t;
        });
    }

    int size() {
        return size;
    }

    /**
     * The default team size: the available processors, or one worker when the machine is already
     * oversubscribed (system load average at or above twice the processors). Each segment or block
     * of the fast paths ends in a barrier, and on an oversubscribed machine a descheduled worker
     * stalls every barrier: we measured one worker beating two by 1.5x there.
     */
    static int defaultThreads() {
        return defaultThreads(Runtime.getRuntime().availableProcessors(), ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage());
    }

    /** The team size for this many processors at this load average (negative: unknown, taken as idle). */
    static int defaultThreads(int cpus, double load) {
        return load >= 2.0 * cpus ? 1 : cpus;
    }

    void forEach(int count, Task task) {
        if (pool == null || count <= 1) {
            for (int i = 0; i < count; i++) {
                task.run(0, i);
            }
            return;
        }
        AtomicInteger next = new AtomicInteger();
        int helpers = Math.min(size, count) - 1;
        List<Future<?>> futures = new ArrayList<>(helpers);
        for (int w = 1; w <= helpers; w++) {
            int worker = w;
            futures.add(pool.submit(() -> drain(worker, count, next, task)));
        }
        drain(0, count, next, task);
        for (Future<?> f : futures) {
            try {
                f.get();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException("interrupted", e);
            } catch (ExecutionException e) {
                Throwable c = e.getCause();
                if (c instanceof RuntimeException r) {
                    throw r;
                }
                if (c instanceof Error err) {
                    throw err;
                }
                throw new IllegalStateException(c);
            }
        }
    }

    private static void drain(int worker, int count, AtomicInteger next, Task task) {
        for (int i = next.getAndIncrement(); i < count; i = next.getAndIncrement()) {
            task.run(worker, i);
        }
    }

    @Override
    public void close() {
        if (pool != null) {
            pool.shutdownNow();
        }
    }
}
