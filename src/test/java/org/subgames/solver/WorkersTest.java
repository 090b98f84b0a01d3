package org.subgames.solver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicIntegerArray;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.subgames.base.BadInputException;

/** The worker team of the fast paths: every index once, the whole team at work, failures passed on. */
@Tag("solvers")
class WorkersTest {

    @Test
    void everyIndexRunsExactlyOnceOnAWorkerOfTheTeam() {
        for (int threads = 1; threads <= 4; threads++) {
            try (Workers w = new Workers(threads)) {
                assertEquals(threads, w.size());
                for (int count = 0; count <= 9; count++) {
                    AtomicIntegerArray runs = new AtomicIntegerArray(count);
                    int team = threads;
                    int n = count;
                    w.forEach(count, (worker, i) -> {
                        assertTrue(worker >= 0 && worker < Math.max(1, Math.min(team, n)), "worker " + worker);
                        runs.incrementAndGet(i);
                    });
                    for (int i = 0; i < count; i++) {
                        assertEquals(1, runs.get(i), "index " + i + " of " + count + " with " + threads + " threads");
                    }
                }
            }
        }
        assertThrows(BadInputException.class, () -> new Workers(0));
    }

    /**
     * Each task waits (bounded) until min(threads, count) distinct workers have started one: the
     * calling thread is worker 0 and works too, and every helper drains the queue.
     */
    @Test
    void theWholeTeamWorksAndTheCallerIsWorkerZero() throws Exception {
        try (Workers w = new Workers(3)) {
            Set<Integer> workers = ConcurrentHashMap.newKeySet();
            Set<Thread> helpers = ConcurrentHashMap.newKeySet();
            Thread caller = Thread.currentThread();
            CountDownLatch all = new CountDownLatch(3);
            w.forEach(12, (worker, i) -> {
                if (workers.add(worker)) {
                    all.countDown();
                }
                if (worker == 0) {
                    assertSame(caller, Thread.currentThread());
                } else {
                    helpers.add(Thread.currentThread());
                    assertTrue(Thread.currentThread().isDaemon(), "helpers are daemons: they must not keep the JVM alive");
                    assertEquals("subgames-worker", Thread.currentThread().getName());
                }
                await(all);
            });
            assertEquals(Set.of(0, 1, 2), workers);
            // a fixed team: later calls reuse the same two helper threads
            for (int k = 0; k < 30; k++) {
                w.forEach(6, (worker, i) -> {
                    if (worker > 0) {
                        helpers.add(Thread.currentThread());
                    }
                });
            }
            assertTrue(helpers.size() <= 2, "helper threads " + helpers.size());
        }
    }

    /** One index, or one worker: everything on the calling thread. */
    @Test
    void aSingleIndexRunsOnTheCaller() {
        try (Workers w = new Workers(4)) {
            Thread caller = Thread.currentThread();
            w.forEach(1, (worker, i) -> {
                assertEquals(0, worker);
                assertSame(caller, Thread.currentThread());
            });
        }
    }

    @Test
    void aHelpersFailureIsPassedOnAsItWas() {
        try (Workers w = new Workers(2)) {
            CountDownLatch both = new CountDownLatch(2);
            IllegalStateException boom = new IllegalStateException("boom");
            RuntimeException r = assertThrows(RuntimeException.class, () -> w.forEach(2, (worker, i) -> {
                both.countDown();
                await(both);
                if (worker == 1) {
                    throw boom;
                }
            }));
            assertSame(boom, r);
            AssertionError err = new AssertionError("an error");
            CountDownLatch again = new CountDownLatch(2);
            Error e = assertThrows(Error.class, () -> w.forEach(2, (worker, i) -> {
                again.countDown();
                await(again);
                if (worker == 1) {
                    throw err;
                }
            }));
            assertSame(err, e);
        }
    }

    /** One worker when the load average is at least twice the processors (an oversubscribed machine). */
    @Test
    void defaultTeamSize() {
        assertEquals(2, Workers.defaultThreads(2, 3.99));
        assertEquals(1, Workers.defaultThreads(2, 4.0));
        assertEquals(8, Workers.defaultThreads(8, 15.9));
        assertEquals(1, Workers.defaultThreads(8, 16));
        assertEquals(4, Workers.defaultThreads(4, -1));
        int d = Workers.defaultThreads();
        assertTrue(d == 1 || d == Runtime.getRuntime().availableProcessors(), "default " + d);
        assertTrue(FastPaths.defaultThreads() >= 1);
    }

    private static void await(CountDownLatch latch) {
        try {
            latch.await(5, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
