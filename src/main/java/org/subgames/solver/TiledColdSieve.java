package org.subgames.solver;

import java.util.Arrays;
import org.subgames.base.BadInputException;

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
 * An optional {@link ResidueFilter} cuts the marks where the cold positions crowd into a few
 * residues (subtract-a-square: 0 and 2 mod 5), without giving up exactness: most cold positions then
 * push only the moves that can reach those residues and the short ones, and a position of another
 * residue that no mark reached is decided by searching back over the moves left out.
 * The result does not depend on the segment size, the tile size, the number of workers or the filter
 * (property tests against the reference code). A run can be resumed: {@link #resume} takes the cold
 * positions below some position, as a checkpoint holds them, and continues from there.
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

    /**
     * Which cold positions push which moves. A cold position c whose residue r = c mod M is main
     * pushes only the moves up to fullUpTo and the moves s that take it into an exact residue
     * ((r + s) mod M exact); any other cold position pushes every move. A position of an exact
     * residue is then decided by the marks alone: every pair (cold c, move s) with c + s of an exact
     * residue is pushed. A position of another residue with no mark is searched back over the moves
     * some main residue leaves out. So the filter never changes the result, only the work: it pays
     * when the cold positions crowd into the main residues and when the short moves mark nearly all
     * positions of the other residues, so that the search is seldom needed.
     *
     * @param modulus  M, 1..64
     * @param main     bit r set: residue r is main
     * @param exact    bit r set: residue r is decided by the marks alone
     * @param fullUpTo every cold position pushes the moves up to this
     */
    public record ResidueFilter(int modulus, long main, long exact, long fullUpTo) {
        public ResidueFilter {
            if (modulus < 1 || modulus > 64) {
                throw new IllegalArgumentException("residue filter modulus must be in 1..64, got " + modulus);
            }
            long all = modulus == 64 ? -1L : (1L << modulus) - 1;
            if ((main & ~all) != 0 || (exact & ~all) != 0) {
                throw new IllegalArgumentException("residue filter masks must name residues below " + modulus);
            }
            if (fullUpTo < 0) {
                throw new IllegalArgumentException("residue filter threshold must be non-negative, got " + fullUpTo);
            }
        }

        /** No filter: every cold position pushes every move. */
        public static final ResidueFilter NONE = new ResidueFilter(1, 1, 1, Long.MAX_VALUE);

        /** A mask with the bits of these residues set. */
        public static long residues(int... r) {
            long mask = 0;
            for (int x : r) {
                mask |= 1L << x;
            }
            return mask;
        }

        boolean isMain(int r) {
            return (main >>> r & 1) != 0;
        }

        boolean isExact(long x) {
            return (exact >>> (int) (x % modulus) & 1) != 0;
        }

        /** Whether a main cold position of residue r pushes move s. */
        boolean pushes(int r, long s) {
            return s <= fullUpTo || isExact(r + s);
        }
    }

    private final long[] mv; // the moves <= n, ascending
    private final long n;
    private final long sinkReach; // positions 1..sinkReach are hot (the sink convention's reduction)
    private final long[] hotspots; // further hot positions, ascending
    private final int bits;
    private final int tile;
    private final int threads;

    private ResidueFilter filter;
    private long[][] leftOut; // per residue q of x: the moves s that the main residue of x - s leaves out
    private Tiles[] byResidue; // the cold positions of each main residue (null for the others)
    private Tiles rest; // the others: every move, one entry per tile
    private long next;
    private long[] cold = new long[1024]; // every cold position found, ascending
    private int count;
    private int hotspotIndex;
    private long searches;

    /**
     * @param moves     distinct positive moves, ascending (moves above n are ignored)
     * @param n         the largest position, 0..{@link #MAX_N}
     * @param sinkReach positions 1..sinkReach are hot (0 for wall play; max S for sink play reduced to wall play)
     * @param hotspots  further positions that are hot whatever their options, ascending (may be empty)
     * @param bits      log2 of the segment length, 6..30
     * @param tile      cold-list entries per tile of the main residues (the others' tiles hold one), at least 1
     * @param threads   workers, at least 1
     */
    public TiledColdSieve(long[] moves, long n, long sinkReach, long[] hotspots, int bits, int tile, int threads) {
        if (n < 0 || n > MAX_N) {
            throw new BadInputException("n must be in 0.." + MAX_N + ", got " + n);
        }
        if (bits < 6 || bits > 30) {
            throw new BadInputException("segment bits must be in 6..30, got " + bits);
        }
        if (tile < 1 || threads < 1) {
            throw new BadInputException("tile and threads must be at least 1, got " + tile + " and " + threads);
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
        restrict(ResidueFilter.NONE);
    }

    /**
     * Uses the filter (see {@link ResidueFilter}); the result stays the same. Must be called before
     * {@link #resume} and {@link #run}.
     */
    public TiledColdSieve restrict(ResidueFilter f) {
        if (count > 0 || next > 0) {
            throw new IllegalStateException("restrict before resume and run");
        }
        this.filter = f;
        // the cold positions outside the main residues are few and far apart (0.2 % for squares): a tile
        // of many would span several segments and loop over entries whose targets miss the segment
        // (a seventh of the marking time at 2^35, tiles of 64), so each is a tile of its own
        this.rest = new Tiles(mv, 1);
        this.byResidue = new Tiles[f.modulus()];
        for (int r = 0; r < f.modulus(); r++) {
            final int res = r;
            if (f.isMain(r)) {
                byResidue[r] = new Tiles(Arrays.stream(mv).filter(s -> f.pushes(res, s)).toArray(), tile);
            }
        }
        this.leftOut = new long[f.modulus()][];
        for (int q = 0; q < f.modulus(); q++) {
            final int m = f.modulus();
            final long xq = q;
            leftOut[q] = Arrays.stream(mv).filter(s -> {
                int r = (int) Math.floorMod(xq - s, (long) m);
                return f.isMain(r) && !f.pushes(r, s);
            }).toArray();
        }
        return this;
    }

    /** How many positions were decided by searching back (outside the filter's exact residues, no mark). */
    public long searches() {
        return searches;
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
        for (int r = 0; r < byResidue.length; r++) {
            if (byResidue[r] != null) {
                final long res = r;
                byResidue[r].reset(next, Arrays.stream(cold, 0, count).filter(x -> x % byResidue.length == res).toArray());
            }
        }
        rest.reset(next, Arrays.stream(cold, 0, count).filter(x -> byResidue[(int) (x % byResidue.length)] == null).toArray());
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
                for (Tiles set : byResidue) {
                    if (set != null) {
                        markAll(workers, buffers, set, lo, hi, bits);
                    }
                }
                markAll(workers, buffers, rest, lo, hi, bits);
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

    /**
     * The workers share out the tiles of one set, each marking its own buffer. The work per tile is
     * far from even: a cold position at distance D below the segment has about 2^bits / (2 sqrt D)
     * squares landing in it, so the newest 1/32 of the tiles carry about sqrt(1/32), a fifth, of the
     * marks. The chunks are therefore small and handed out newest first, so that no worker is left
     * with a heavy chunk at the end (oldest first, with 16 chunks per worker, two workers reached 1.6x
     * of one; this way 1.96x, measured on 2^26 positions from 2^35).
     */
    private static void markAll(Workers workers, long[][] buffers, Tiles set, long lo, long hi, int bits) {
        final int known = set.count;
        final int tiles = (known + set.tile - 1) / set.tile;
        if (tiles == 0) {
            return;
        }
        int perChunk = Math.max(1, tiles / (64 * workers.size()));
        int chunks = (tiles + perChunk - 1) / perChunk;
        workers.forEach(chunks, (w, k) -> {
            long[] buf = buffers[w];
            int chunk = chunks - 1 - k; // newest first
            int to = Math.min(tiles, (chunk + 1) * perChunk);
            for (int t = chunk * perChunk; t < to; t++) {
                set.markTile(buf, t, lo, hi, known, bits);
            }
        });
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
                if (!isHotspot(x) && (filter.isExact(x) || !reachesColdByLeftOutMove(x))) {
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

    /**
     * Whether a pair that no mark covers leads from x to a cold position: a move s that the main
     * residue of x - s leaves out (every cold position below x is known).
     */
    private boolean reachesColdByLeftOutMove(long x) {
        searches++;
        return SortedLongs.witness(cold, count, leftOut[(int) (x % leftOut.length)], x) >= 0;
    }

    private void append(long x) {
        if (count == cold.length) {
            if (count == Integer.MAX_VALUE - 8) {
                throw new BadInputException("more than " + count + " cold positions: beyond what one array holds");
            }
            cold = Arrays.copyOf(cold, (int) Math.min(Integer.MAX_VALUE - 8, count * 3L / 2));
        }
        cold[count++] = x;
        Tiles set = byResidue[(int) (x % byResidue.length)];
        (set != null ? set : rest).add(x);
    }

    /** Cold positions that push the same moves, cut into tiles of consecutive entries. */
    private static final class Tiles {
        final long[] moves;
        final int tile;
        long[] cold = new long[1024];
        int count;
        int[] tileLo = new int[16]; // per full tile: first move whose target from the tile's last entry can reach L
        int[] tileHi = new int[16]; // per tile: first move whose target from the tile's first entry is >= R

        Tiles(long[] moves, int tile) {
            this.moves = moves;
            this.tile = tile;
        }

        /** Starts over at next with these entries (ascending, below next). */
        void reset(long next, long[] entries) {
            this.cold = Arrays.copyOf(entries, Math.max(1024, entries.length + entries.length / 2));
            this.count = entries.length;
            int tiles = (count + tile - 1) / tile;
            this.tileLo = new int[Math.max(16, tiles + tiles / 2)];
            this.tileHi = new int[tileLo.length];
            for (int t = 0; t < tiles; t++) {
                int i0 = t * tile;
                int i1 = Math.min(i0 + tile, count);
                // a partial tile's last entry still moves on: its lower index is found afresh in each segment
                tileLo[t] = i1 - i0 == tile ? firstMoveAtLeast(next - cold[i1 - 1]) : 0;
                tileHi[t] = firstMoveAtLeast(next - cold[i0]);
            }
        }

        void add(long x) {
            if (count == cold.length) {
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

        /** The index of the first move &gt;= v (m if none). */
        int firstMoveAtLeast(long v) {
            return SortedLongs.lowerBound(moves, 0, moves.length, v);
        }

        /** Marks, in buf (2^b bits and a spare word), every target c + s in [lo, hi) of the entries of tile t among cold[0..known). */
        @SuppressWarnings("checkstyle:methodlength") // the hot loop, kept in one piece
        void markTile(long[] buf, int t, long lo, long hi, int known, int b) {
            final long[] c = cold;
            final long[] s = moves;
            final int m = s.length;
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
    }
}
