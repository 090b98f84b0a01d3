package org.subgames.bench;

import java.util.Objects;
import java.util.function.Supplier;
import org.subgames.base.BadInputException;

/**
 * One thing to time: an algorithm (name) on one problem size. The task returns its result so that
 * the JIT cannot drop the work; the runner keeps a cheap fingerprint of it.
 *
 * @param name algorithm or variant name, compared against a baseline of the same size
 * @param size problem size (e.g. n), the grouping key of the report
 * @param task the work; called once per warm-up and once per timed run
 */
public record Workload(String name, long size, Supplier<?> task) {

    public Workload {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(task, "task");
        if (size < 0) {
            throw new BadInputException("workload size must be non-negative, got " + size);
        }
    }

    /** A workload whose task returns nothing. */
    public static Workload of(String name, long size, Runnable task) {
        return new Workload(name, size, () -> {
            task.run();
            return null;
        });
    }
}
