package org.subgames.base;

import java.lang.management.ManagementFactory;
import java.util.Locale;

/**
 * Phase timestamps on stderr for measuring where a run's time goes: with
 * {@code -Dsubgames.timings=true} each {@link #mark} prints the milliseconds since the JVM started,
 * the process's CPU time so far (all threads) and a label; without it, nothing.
 */
public final class Timings {

    private static final boolean ON = Boolean.getBoolean("subgames.timings");

    private Timings() {
    }

    /** Prints "[timings] pid MS ms (CPU C ms): label" when timings are on: the JVM's uptime and the process's CPU time so far. */
    public static void mark(String label) {
        if (ON) {
            long cpu = ManagementFactory.getOperatingSystemMXBean() instanceof com.sun.management.OperatingSystemMXBean os
                    ? os.getProcessCpuTime() / 1_000_000 : -1;
            System.err.printf(Locale.ROOT, "[timings] %d %d ms (CPU %d ms): %s%n", ProcessHandle.current().pid(),
                    ManagementFactory.getRuntimeMXBean().getUptime(), cpu, label);
        }
    }
}
