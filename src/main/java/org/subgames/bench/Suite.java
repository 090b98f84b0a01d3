package org.subgames.bench;

import java.util.List;

/**
 * A named family of workloads, built for the sizes a user asks for. Suites are registered by name
 * in {@link Suites}; the {@code bench} command runs them.
 */
public interface Suite {

    /** What the suite measures, one line (shown by {@code bench --list}). */
    String description();

    /** Default sizes when the user gives none. */
    List<Long> defaultSizes();

    /** The workload names of this suite, e.g. algorithm names. */
    List<String> names();

    /** The default baseline name for ratios. */
    String baseline();

    /**
     * The workload of one name at one size; input generation (random sets etc.) happens here, outside
     * the timed task.
     *
     * @param seed seed for random inputs, so every name at a size sees the same input
     */
    Workload workload(String name, long size, long seed);

    /** The largest size a name is run at (slow baselines are capped); unlimited by default. */
    default long maxSize(String name) {
        return Long.MAX_VALUE;
    }

    /** Builds the workload of one name at one size, as {@link Suite#workload} does. */
    @FunctionalInterface
    interface WorkloadFactory {
        Workload workload(String name, long size, long seed);
    }

    /** A suite given by its fixed parts and a workload factory, with no size caps. */
    static Suite of(String description, List<Long> defaultSizes, List<String> names, String baseline,
            WorkloadFactory factory) {
        return new Listed(description, List.copyOf(defaultSizes), List.copyOf(names), baseline, factory);
    }

    /** The suite {@link #of} builds. */
    record Listed(String description, List<Long> defaultSizes, List<String> names, String baseline,
            WorkloadFactory factory) implements Suite {
        @Override
        public Workload workload(String name, long size, long seed) {
            return factory.workload(name, size, seed);
        }
    }
}
