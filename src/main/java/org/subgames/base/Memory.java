package org.subgames.base;

import java.util.Locale;

/** What fits in the heap: a run estimates what it needs before it allocates, and stops with bad input if it does not fit. */
public final class Memory {

    private Memory() {
    }

    /** Throws bad input (lower n or raise -Xmx) when the bytes exceed the heap still free. */
    public static void require(long bytes, String what) {
        Runtime rt = Runtime.getRuntime();
        long free = rt.maxMemory() - (rt.totalMemory() - rt.freeMemory());
        if (bytes > free) {
            throw new BadInputException(String.format(Locale.ROOT,
                    "%s needs about %.1f MiB but only %.1f MiB of heap is free; lower --n or raise -Xmx",
                    what, bytes / 1048576.0, free / 1048576.0));
        }
    }
}
