package org.subgames.bench;

import java.util.List;
import java.util.Map;
import org.subgames.base.BadInputException;
import org.subgames.game.Convention;
import org.subgames.game.MoveSet;
import org.subgames.reference.GameLengths;
import org.subgames.solver.BlockedDp;
import org.subgames.solver.BlockedGameLengths;
import org.subgames.solver.BlockedNimValues;
import org.subgames.solver.FastPaths;
import org.subgames.solver.SegmentedColdSieve;
import org.subgames.solver.Solvers;
import org.subgames.solver.TiledColdSieve;

/**
 * Subtract-a-square at scale: each cache-blocked fast path (one worker per processor, whatever the
 * load, and one worker, "-1t", to show what the second core adds) side by side with the plain sieve / plain DP / word-parallel DP /
 * convolution solvers. The slow baselines are capped by size (see {@link Suite#maxSize}; the bench
 * option --uncapped lifts the caps) so that a 2^16..2^30 run finishes: their cost grows like n^1.5
 * or worse.
 */
final class ScaleSuites {

    private ScaleSuites() {
    }

    private static int[] squares(long n) {
        return MoveSet.of(MoveSet.Family.SQUARES).movesFor(toInt(n));
    }

    private static int toInt(long n) {
        if (n < 0 || n > Integer.MAX_VALUE - 16) {
            throw new BadInputException("bench size " + n + " out of range");
        }
        return (int) n;
    }

    private record Scale(String description, List<String> names, String baseline, Map<String, Long> caps,
                         Kind kind) implements Suite {

        @Override
        public List<Long> defaultSizes() {
            return SolverSuites.powers(16, 20);
        }

        @Override
        public long maxSize(String name) {
            return caps.getOrDefault(name, Long.MAX_VALUE);
        }

        @Override
        public Workload workload(String name, long size, long seed) {
            int threads = Runtime.getRuntime().availableProcessors();
            if (kind == Kind.COLD && name.startsWith("tiled")) { // long positions: the only workload past 2^31
                long[] wide = MoveSet.of(MoveSet.Family.SQUARES).longMembersUpTo(size);
                int t = name.equals("tiled-1t") ? 1 : threads;
                // tiled and tiled-1t run as cold does, with the residue filter; tiled-plain without it
                TiledColdSieve.ResidueFilter f = name.equals("tiled-plain") ? TiledColdSieve.ResidueFilter.NONE
                        : FastPaths.coldFilter(MoveSet.of(MoveSet.Family.SQUARES), Convention.WALL, 0);
                return new Workload(name, size, () -> new TiledColdSieve(wide, size, 0, new long[0],
                        TiledColdSieve.DEFAULT_SEGMENT_BITS, TiledColdSieve.DEFAULT_TILE, t).restrict(f).run(null));
            }
            int n = toInt(size);
            int[] s = squares(size);
            return switch (kind) {
                case COLD -> switch (name) {
                    case "segmented" -> new Workload(name, size,
                            () -> SegmentedColdSieve.cold(s, n, null, SegmentedColdSieve.DEFAULT_SEGMENT, threads, null));
                    case "segmented-1t" -> new Workload(name, size,
                            () -> SegmentedColdSieve.cold(s, n, null, SegmentedColdSieve.DEFAULT_SEGMENT, 1, null));
                    default -> {
                        var solver = Solvers.hotCold(name);
                        yield new Workload(name, size, () -> solver.cold(s, n, Convention.WALL));
                    }
                };
                case NIM -> switch (name) {
                    case "blocked" -> new Workload(name, size, () -> BlockedNimValues.values(s, n, Convention.WALL,
                            BlockedDp.DEFAULT_BLOCK, BlockedNimValues.NIM_TILE, threads, null));
                    case "blocked-1t" -> new Workload(name, size, () -> BlockedNimValues.values(s, n, Convention.WALL,
                            BlockedDp.DEFAULT_BLOCK, BlockedNimValues.NIM_TILE, 1, null));
                    default -> {
                        var solver = Solvers.nim(name);
                        yield new Workload(name, size, () -> solver.values(s, n, Convention.WALL));
                    }
                };
                case LENGTHS -> switch (name) {
                    case "blocked" -> new Workload(name, size, () -> BlockedGameLengths.lengths(s, n, BlockedDp.DEFAULT_BLOCK, BlockedDp.DEFAULT_TILE, threads, null));
                    case "blocked-1t" -> new Workload(name, size, () -> BlockedGameLengths.lengths(s, n, BlockedDp.DEFAULT_BLOCK, BlockedDp.DEFAULT_TILE, 1, null));
                    case "reference" -> new Workload(name, size, () -> GameLengths.wall(s, n));
                    default -> throw new BadInputException("no lengths workload '" + name + "'");
                };
            };
        }
    }

    private enum Kind { COLD, NIM, LENGTHS }

    static Suite cold() {
        return new Scale("cold positions of subtract-a-square: segmented and tiled sieves vs plain sieve, word-parallel bitset,"
                + " convolution; tiled-plain without the residue filter (caps: bitset 2^22, convolution 2^22, sieve 2^26,"
                + " segmented 2^31 - 17; tiled to 2^40)",
                List.of("segmented", "segmented-1t", "tiled", "tiled-1t", "tiled-plain", "sieve", "bitset", "convolution"), "sieve",
                Map.of("bitset", 1L << 22, "convolution", 1L << 22, "sieve", 1L << 26,
                        "segmented", (long) Integer.MAX_VALUE - 17, "segmented-1t", (long) Integer.MAX_VALUE - 17), Kind.COLD);
    }

    static Suite nim() {
        return new Scale("nim-values of subtract-a-square: blocked DP vs plain DP (reference), word-parallel bitset DP,"
                + " Lemma 2 over the sieve and over convolution (caps: reference 2^20, bitset 2^18, convolution 2^18)",
                List.of("blocked", "blocked-1t", "reference", "bitset", "sieve", "convolution"), "reference",
                Map.of("reference", 1L << 20, "bitset", 1L << 18, "convolution", 1L << 18), Kind.NIM);
    }

    static Suite lengths() {
        return new Scale("game lengths (A338027) of subtract-a-square: blocked DP vs plain DP (reference) (cap: reference 2^20)",
                List.of("blocked", "blocked-1t", "reference"), "reference", Map.of("reference", 1L << 20), Kind.LENGTHS);
    }

    /**
     * The machine's rate for the sieve's one operation, a store to a random place in a mark buffer:
     * size = number of stores, into the tiled sieve's buffer (2^21 bits, 256 KiB: "bit-or-256k"), a
     * buffer the size of the L1 cache ("bit-or-32k"), and as byte stores into 256 KiB ("byte-256k").
     * Positions come from hashing the store's index in registers, so no index array competes for
     * the caches and no store waits for the one before. Divide the median by the size for nanoseconds
     * per store, and compare with the sieve's marks per second (cold --format summary prints the marks).
     */
    static Suite storeRate() {
        return Suite.of("random stores into a mark buffer (the sieve's inner operation): bit-or-256k, bit-or-32k, byte-256k;"
                        + " size = stores", SolverSuites.powers(28, 28), List.of("bit-or-256k", "bit-or-32k", "byte-256k"),
                "bit-or-256k", (name, size, seed) -> switch (name) {
                    case "bit-or-256k" -> new Workload(name, size, () -> bitOr(new long[1 << 15], size, seed));
                    case "bit-or-32k" -> new Workload(name, size, () -> bitOr(new long[1 << 12], size, seed));
                    case "byte-256k" -> new Workload(name, size, () -> byteStore(new byte[1 << 18], size, seed));
                    default -> throw new BadInputException("no store-rate workload '" + name + "'");
                });
    }

    // Positions by Fibonacci hashing of the store's index, (i + seed) * 2^64/phi: no value depends on
    // the one before (a generator such as xorshift would chain its shifts and time its own latency).
    private static final long PHI = 0x9E3779B97F4A7C15L;

    private static long bitOr(long[] buf, long stores, long seed) {
        int shift = 64 - Integer.numberOfTrailingZeros(buf.length << 6);
        for (long i = 0; i < stores; i++) {
            int p = (int) (((i + seed) * PHI) >>> shift);
            buf[p >>> 6] |= 1L << p;
        }
        return buf[(int) (seed & (buf.length - 1))];
    }

    private static long byteStore(byte[] buf, long stores, long seed) {
        int shift = 64 - Integer.numberOfTrailingZeros(buf.length);
        for (long i = 0; i < stores; i++) {
            buf[(int) (((i + seed) * PHI) >>> shift)] = 1;
        }
        return buf[(int) (seed & (buf.length - 1))];
    }
}
