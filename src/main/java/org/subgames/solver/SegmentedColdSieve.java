package org.subgames.solver;

import java.util.Arrays;
import java.util.function.LongConsumer;
import org.subgames.base.BadInputException;

/**
 * Cold (P-) positions 0..n of a wall game by a cache-blocked, segmented sieve. The plain sieve
 * (Eppstein 2018, section 3.2) walks the positions in order and, at each cold position c, marks every
 * c + s hot; for subtract-a-square those marks land all over an n-bit array and nearly every one is a
 * cache miss. Here the positions are cut into segments that fit in the L2 cache. For a segment
 * [L, R): first every cold position found in earlier segments marks its targets inside [L, R),
 * resuming at the move where it stopped in the previous segment (the work is split over the cold
 * list, each worker marking its own segment buffer); then one thread walks [L, R) in order, merging
 * the buffers, and resolves the short in-segment dependencies exactly like the plain sieve. Work is
 * |C| * |S| marks as before, plus one resume check per cold position and segment; memory is the
 * cold list and one resume index per cold position (two ints each) plus one buffer per worker.
 */
public final class SegmentedColdSieve {

    /** Default segment: 256 KiB of mark bytes per worker, a quarter of the 1 MiB L2 cache we measured on. */
    public static final int DEFAULT_SEGMENT = 1 << 18;

    private SegmentedColdSieve() {
    }

    /** Cold positions 0..n with the default segment and one worker per processor. */
    public static int[] cold(int[] moves, int n) {
        return cold(moves, n, null, DEFAULT_SEGMENT, Workers.defaultThreads(), null);
    }

    /**
     * The cold positions 0..n, ascending, of the wall game with the given moves (sorted ascending,
     * distinct, positive; moves above n are ignored).
     *
     * @param hotspot  null, or hotspot[x] for x = 0..n: such positions are hot whatever their options
     * @param segment  positions per segment (at least 1)
     * @param threads  workers for the marking phase (at least 1)
     * @param progress if not null, called after each segment with the number of positions done
     */
    @SuppressWarnings("checkstyle:methodlength") // the hot loop, kept in one piece
    public static int[] cold(int[] moves, int n, boolean[] hotspot, int segment, int threads, LongConsumer progress) {
        if (n < 0 || n == Integer.MAX_VALUE) {
            throw new BadInputException("n must be in 0.." + (Integer.MAX_VALUE - 1) + ", got " + n);
        }
        if (segment < 1) {
            throw new IllegalArgumentException("segment must be at least 1, got " + segment);
        }
        if (hotspot != null && hotspot.length != n + 1) {
            throw new IllegalArgumentException("the hotspot array must have length n + 1 = " + (n + 1L) + ", got " + hotspot.length);
        }
        int[] mv = FastPaths.movesUpTo(moves, n);
        int m = mv.length;
        int seg = (int) Math.min(segment, (long) n + 1);
        try (Workers workers = new Workers(threads)) {
            byte[][] marks = new byte[workers.size()][seg];
            int[] cold = new int[1024];
            int[] resume = new int[1024]; // index of the next move to apply, per cold position
            int count = 0;
            for (long lo = 0; lo <= n; lo += seg) {
                if (Thread.interrupted()) {
                    throw new IllegalStateException("interrupted");
                }
                final int base = (int) lo;
                final int end = (int) Math.min(lo + seg, (long) n + 1); // exclusive
                final int[] c = cold;
                final int[] r = resume;
                final int known = count;
                // Phase 1: marks from cold positions of earlier segments, in parallel over the list.
                int chunk = Math.max(1 << 12, known / (8 * workers.size()) + 1);
                int chunks = (known + chunk - 1) / chunk;
                workers.forEach(chunks, (w, k) -> {
                    byte[] buf = marks[w];
                    int to = Math.min(known, (k + 1) * chunk);
                    for (int i = k * chunk; i < to; i++) {
                        int ci = c[i];
                        int limit = end - ci; // moves below limit land before end
                        int j = r[i];
                        int off = ci - base;
                        while (j < m && mv[j] < limit) {
                            buf[off + mv[j]] = 1;
                            j++;
                        }
                        r[i] = j;
                    }
                });
                // Phase 2: merge the buffers and resolve the segment in order.
                byte[] hot = marks[0];
                int len = end - base;
                for (int w = 1; w < marks.length; w++) {
                    byte[] other = marks[w];
                    for (int i = 0; i < len; i++) {
                        hot[i] |= other[i];
                    }
                    Arrays.fill(other, 0, len, (byte) 0);
                }
                for (int i = 0; i < len; i++) {
                    if (hot[i] != 0 || hotspot != null && hotspot[base + i]) {
                        continue;
                    }
                    if (count == cold.length) {
                        int cap = Math.max(count + 1, (int) Math.min(Integer.MAX_VALUE - 8, count * 3L / 2));
                        cold = Arrays.copyOf(cold, cap);
                        resume = Arrays.copyOf(resume, cap);
                    }
                    int limit = len - i;
                    int j = 0;
                    while (j < m && mv[j] < limit) {
                        hot[i + mv[j]] = 1;
                        j++;
                    }
                    cold[count] = base + i;
                    resume[count] = j;
                    count++;
                }
                Arrays.fill(hot, 0, len, (byte) 0);
                if (progress != null) {
                    progress.accept(end);
                }
            }
            return Arrays.copyOf(cold, count);
        }
    }
}
