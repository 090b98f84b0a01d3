package org.subgames.solver;

import java.util.Arrays;

/**
 * Cold (P-) positions 0..n of a wall game, n up to about 2^40, by a segmented sieve whose marking
 * runs tile by tile. Position x is cold iff no x - s (s a move) is cold, so every cold c marks the
 * targets c + s hot (Eppstein 2018, section 3.2): |C| * |S| marks in all, for subtract-a-square
 * about 0.66 n^1.2 (6e12 at n = 2^36), and the whole run is bound by how fast those marks are
 * stored. Three choices keep each mark cheap:
 * <ul>
 * <li>Positions are taken a segment [L, R) of 2^bits at a time (default 2^21), marked as bits: one
 *     256 KiB buffer per worker, which stays in the L2 cache.</li>
 * <li>The cold positions of earlier segments are cut into tiles of consecutive entries of the cold
 *     list (default 64). A tile keeps the index range of the moves whose targets can reach the
 *     current segment; for each such move s the inner loop runs over the tile, marking c + s. Its
 *     trip count is the tile size (predicted well), the tile stays in L1, and a target outside the
 *     segment is redirected, without a branch, to a spare word past the buffer. No per-entry resume
 *     index is read or written: the per-segment overhead is two pointer checks per tile.</li>
 * <li>The workers share out the tiles, each marking its own buffer; then one thread ORs the
 *     buffers and resolves the segment in order (positions whose moves stay inside the segment
 *     depend on each other), finding unmarked bits word by word.</li>
 * </ul>
 * The result does not depend on the segment size, the tile size or the number of workers (property
 * tests against the reference code). A run can be resumed: {@link #resume} takes the cold positions
 * below some position, as a checkpoint holds them, and continues from there.
 */
public final class TiledColdSieve {

    /** Default segment: 2^21 positions, 256 KiB of mark bits per worker (half the L2 cache we run on). */
    public static final int DEFAULT_SEGMENT_BITS = 21;
    /** Default tile: cold-list entries per inner loop. */
    public static final int DEFAULT_TILE = 64;
    /** The largest n: positions and moves stay far from overflow in every sum below. */
    public static final long MAX_N = 1L << 40;

    /** Called between segments, on the calling thread, with the state a checkpoint needs. */
    public interface Listener {
        /**
         * @param next  every position below next is resolved
         * @param cold  the cold positions below next, ascending, in cold[0..count)
         * @param count how many
         */
        void afterSegment(long next, long[] cold, int count);
    }

    private final long[] mv; // the moves <= n, ascending
    private final long n;
    private final long sinkReach; // positions 1..sinkReach are hot (the sink convention's reduction)
    private final long[] hotspots; // further hot positions, ascending
    private final int bits;
    private final int tile;
    private final int threads;

    private long next;
    private long[] cold = new long[1024];
    private int count;
    private int[] tileLo = new int[16]; // per full tile: first move whose target from the tile's last entry can reach L
    private int[] tileHi = new int[16]; // per tile: first move whose target from the tile's first entry is >= R
    private int hotspotIndex;

    /**
     * @param moves     distinct positive moves, ascending (moves above n are ignored)
     * @param n         the largest position, 0..{@link #MAX_N}
     * @param sinkReach positions 1..sinkReach are hot (0 for wall play; max S for sink play reduced to wall play)
     * @param hotspots  further positions that are hot whatever their options, ascending (may be empty)
     * @param bits      log2 of the segment length, 6..30
     * @param tile      cold-list entries per tile, at least 1
     * @param threads   workers, at least 1
     */
    public TiledColdSieve(long[] moves, long n, long sinkReach, long[] hotspots, int bits, int tile, int threads) {
        if (n < 0 || n > MAX_N) {
            throw new IllegalArgumentException("n must be in 0.." + MAX_N + ", got " + n);
        }
        if (bits < 6 || bits > 30) {
            throw new IllegalArgumentException("segment bits must be in 6..30, got " + bits);
        }
        if (tile < 1 || threads < 1) {
            throw new IllegalArgumentException("tile and threads must be at least 1, got " + tile + " and " + threads);
        }
        int m = 0;
        for (int i = 0; i < moves.length; i++) {
            if (moves[i] <= 0 || i > 0 && moves[i] <= moves[i - 1]) {
                throw new IllegalArgumentException("moves must be positive, distinct and ascending");
            }
            if (moves[i] <= n) {
                m = i + 1;
            }
        }
        for (int i = 1; i < hotspots.length; i++) {
            if (hotspots[i] <= hotspots[i - 1]) {
                throw new IllegalArgumentException("hotspots must be distinct and ascending");
            }
        }
        this.mv = Arrays.copyOf(moves, m);
        this.n = n;
        this.sinkReach = Math.max(0, sinkReach);
        this.hotspots = hotspots.clone();
        this.bits = bits;
        this.tile = tile;
        this.threads = threads;
    }

    /** The moves of a wall game as a long array (int moves widened). */
    public static long[] widen(int[] moves) {
        long[] out = new long[moves.length];
        for (int i = 0; i < moves.length; i++) {
            out[i] = moves[i];
        }
        return out;
    }

    /**
     * Continues from a checkpoint: cold[0..count) are exactly the cold positions below next, ascending.
     * Must be called before {@link #run}.
     */
    public TiledColdSieve resume(long next, long[] cold, int count) {
        if (next < 0 || count < 0 || count > cold.length) {
            throw new IllegalArgumentException("bad resume state: next " + next + ", " + count + " cold positions");
        }
        for (int i = 0; i < count; i++) {
            if (cold[i] >= next || i > 0 && cold[i] <= cold[i - 1] || cold[i] < 0) {
                throw new IllegalArgumentException("bad resume state: the cold positions must be ascending and below " + next);
            }
        }
        this.next = next;
        this.cold = Arrays.copyOf(cold, Math.max(1024, count + count / 2));
        this.count = count;
        int tiles = (count + tile - 1) / tile;
        this.tileLo = new int[Math.max(16, tiles + tiles / 2)];
        this.tileHi = new int[tileLo.length];
        for (int t = 0; t < tiles; t++) {
            int i0 = t * tile;
            int i1 = Math.min(i0 + tile, count);
            // a partial tile's last entry still moves on: its lower index is found afresh in each segment
            tileLo[t] = i1 - i0 == tile ? firstMoveAtLeast(next - this.cold[i1 - 1]) : 0;
            tileHi[t] = firstMoveAtLeast(next - this.cold[i0]);
        }
        return this;
    }

    /** Runs to n and returns the cold positions 0..n, ascending. */
    public long[] run(Listener listener) {
        final int width = 1 << bits;
        final int words = width >>> 6;
        try (Workers workers = new Workers(threads)) {
            long[][] buffers = new long[workers.size()][words + 1]; // the last word takes off-segment targets
            while (next <= n) {
                if (Thread.interrupted()) {
                    throw new IllegalStateException("interrupted");
                }
                final long lo = next;
                final long hi = Math.min(lo + width, n + 1); // exclusive
                final int known = count;
                final int tiles = (known + tile - 1) / tile;
                if (tiles > 0) {
                    int perChunk = Math.max(1, tiles / (16 * workers.size()));
                    int chunks = (tiles + perChunk - 1) / perChunk;
                    workers.forEach(chunks, (w, k) -> {
                        long[] buf = buffers[w];
                        int to = Math.min(tiles, (k + 1) * perChunk);
                        for (int t = k * perChunk; t < to; t++) {
                            markTile(buf, t, lo, hi, known);
                        }
                    });
                }
                long[] hot = buffers[0];
                for (int w = 1; w < buffers.length; w++) {
                    long[] other = buffers[w];
                    for (int i = 0; i < words; i++) {
                        hot[i] |= other[i];
                    }
                    Arrays.fill(other, 0L);
                }
                resolve(hot, lo, (int) (hi - lo));
                Arrays.fill(hot, 0L);
                next = hi;
                if (listener != null) {
                    listener.afterSegment(next, cold, count);
                }
            }
        }
        return Arrays.copyOf(cold, count);
    }

    /** Marks, in buf, every target c + s in [lo, hi) of the entries of tile t among cold[0..known). */
    private void markTile(long[] buf, int t, long lo, long hi, int known) {
        final long[] c = cold;
        final long[] s = mv;
        final int m = s.length;
        final int b = bits;
        final long spare = 1L << b;
        int i0 = t * tile;
        int i1 = Math.min(i0 + tile, known);
        long first = c[i0];
        long last = c[i1 - 1];
        int from;
        if (i1 - i0 == tile) {
            from = tileLo[t];
            while (from < m && last + s[from] < lo) {
                from++;
            }
            tileLo[t] = from;
        } else {
            from = firstMoveAtLeast(lo - last); // the tile still grows, so its last entry moves on
        }
        int to = tileHi[t];
        while (to < m && first + s[to] < hi) {
            to++;
        }
        tileHi[t] = to;
        // moves j in [inFrom, inTo) send every entry of the tile into the segment: no check needed
        int inFrom = from;
        while (inFrom < to && first + s[inFrom] < lo) {
            inFrom++;
        }
        int inTo = Math.max(inFrom, to);
        while (inTo > inFrom && last + s[inTo - 1] >= hi) {
            inTo--;
        }
        for (int j = from; j < to; j++) {
            long d = s[j] - lo;
            if (j == inFrom && inFrom < inTo) {
                // four moves per pass over the tile: one load of each entry serves four marks
                // (about a fifth less CPU than one move per pass, measured at 2^28)
                for (; j + 3 < inTo; j += 4) {
                    long d0 = s[j] - lo;
                    long d1 = s[j + 1] - lo;
                    long d2 = s[j + 2] - lo;
                    long d3 = s[j + 3] - lo;
                    for (int i = i0; i < i1; i++) {
                        long ci = c[i];
                        long p0 = ci + d0;
                        long p1 = ci + d1;
                        long p2 = ci + d2;
                        long p3 = ci + d3;
                        buf[(int) (p0 >>> 6)] |= 1L << p0;
                        buf[(int) (p1 >>> 6)] |= 1L << p1;
                        buf[(int) (p2 >>> 6)] |= 1L << p2;
                        buf[(int) (p3 >>> 6)] |= 1L << p3;
                    }
                }
                for (; j < inTo; j++) {
                    d = s[j] - lo;
                    for (int i = i0; i < i1; i++) {
                        long p = c[i] + d;
                        buf[(int) (p >>> 6)] |= 1L << p;
                    }
                }
                if (j == to) {
                    break;
                }
                d = s[j] - lo;
            }
            for (int i = i0; i < i1; i++) {
                long p = c[i] + d;
                long q = (p >>> b) == 0 ? p : spare; // outside [lo, lo + 2^bits): the spare word
                buf[(int) (q >>> 6)] |= 1L << q;
            }
        }
    }

    /** Resolves positions lo..lo+len-1 in order; buf holds the marks from earlier segments. */
    private void resolve(long[] buf, long lo, int len) {
        final long[] s = mv;
        final int m = s.length;
        int words = (len + 63) >>> 6;
        for (int w = 0; w < words; w++) {
            long valid = w == words - 1 && (len & 63) != 0 ? (1L << (len & 63)) - 1 : -1L;
            long free = ~buf[w] & valid;
            while (free != 0) {
                int bit = Long.numberOfTrailingZeros(free);
                int p = (w << 6) | bit;
                long x = lo + p;
                if (!isHotspot(x)) {
                    append(x);
                    for (int j = 0; j < m; j++) {
                        long q = p + s[j];
                        if (q >= len) {
                            break;
                        }
                        buf[(int) (q >>> 6)] |= 1L << q;
                    }
                }
                free = ~buf[w] & valid & (-2L << bit);
            }
        }
    }

    private boolean isHotspot(long x) {
        if (x >= 1 && x <= sinkReach) {
            return true;
        }
        while (hotspotIndex < hotspots.length && hotspots[hotspotIndex] < x) {
            hotspotIndex++;
        }
        return hotspotIndex < hotspots.length && hotspots[hotspotIndex] == x;
    }

    private void append(long x) {
        if (count == cold.length) {
            if (count == Integer.MAX_VALUE - 8) {
                throw new IllegalArgumentException("more than " + count + " cold positions: beyond what one array holds");
            }
            cold = Arrays.copyOf(cold, (int) Math.min(Integer.MAX_VALUE - 8, count * 3L / 2));
        }
        cold[count++] = x;
        if ((count - 1) % tile == 0) { // a new tile starts
            int t = (count - 1) / tile;
            if (t == tileLo.length) {
                tileLo = Arrays.copyOf(tileLo, t + t / 2);
                tileHi = Arrays.copyOf(tileHi, tileLo.length);
            }
            tileLo[t] = 0;
            tileHi[t] = 0;
        }
    }

    /** The index of the first move &gt;= v (m if none); the moves are distinct. */
    private int firstMoveAtLeast(long v) {
        int k = Arrays.binarySearch(mv, v);
        return k >= 0 ? k : -k - 1;
    }
}
