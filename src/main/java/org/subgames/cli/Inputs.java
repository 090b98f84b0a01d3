package org.subgames.cli;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.TreeSet;

/** Input checks and streamed output shared by the solver commands. */
final class Inputs {

    /** The largest n any command accepts (Java arrays hold at most about 2^31 - 1 elements). */
    static final long MAX_N = Integer.MAX_VALUE - 16;

    private Inputs() {
    }

    /** Rejects negative or array-breaking n; returns it as an int. */
    static int checkN(long n) {
        if (n < 0) {
            throw new IllegalArgumentException("n must be non-negative, got " + n);
        }
        if (n > MAX_N) {
            throw new IllegalArgumentException("n = " + n + " is too large (at most " + MAX_N + ")");
        }
        return (int) n;
    }

    /**
     * Fails with a one-line message, before anything big is allocated, when the estimated peak use does
     * not fit in the heap that is still free.
     */
    static void requireMemory(long bytes, String what) {
        Runtime rt = Runtime.getRuntime();
        long free = rt.maxMemory() - (rt.totalMemory() - rt.freeMemory());
        if (bytes > free) {
            throw new IllegalArgumentException(String.format(Locale.ROOT,
                    "%s needs about %.1f MiB but only %.1f MiB of heap is free; lower --n or raise -Xmx",
                    what, bytes / 1048576.0, free / 1048576.0));
        }
    }

    /** A comma list of positions in [0, n] (duplicates rejected), as a membership array of length n + 1. */
    static boolean[] hotspots(String text, int n) {
        boolean[] h = new boolean[n + 1];
        if (text == null) {
            return h;
        }
        String t = text.trim();
        if (t.isEmpty()) {
            throw new IllegalArgumentException("--hotspots is empty (give a comma list of positions, or leave it out)");
        }
        TreeSet<Integer> seen = new TreeSet<>();
        for (String p : t.split(",", -1)) {
            int x;
            try {
                x = Integer.parseInt(p.trim());
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("bad hotspot '" + p.trim() + "' (expected a comma list of positions 0.." + n + ")");
            }
            if (x < 0 || x > n) {
                throw new IllegalArgumentException("hotspot " + x + " is outside 0.." + n);
            }
            if (!seen.add(x)) {
                throw new IllegalArgumentException("hotspot " + x + " is given twice");
            }
            h[x] = true;
        }
        return h;
    }

    /** A buffered UTF-8 writer on the current System.out (not closed by callers: flush instead). */
    static PrintWriter out() {
        Writer w = new OutputStreamWriter(System.out, StandardCharsets.UTF_8);
        return new PrintWriter(new BufferedWriter(w, 1 << 16), false);
    }

    /** A streaming JSON generator on the writer (large arrays are never built in memory). */
    static JsonGenerator json(PrintWriter out) throws IOException {
        JsonGenerator g = new JsonFactory().createGenerator(out);
        g.disable(JsonGenerator.Feature.AUTO_CLOSE_TARGET);
        return g;
    }

}
