package org.subgames.bench;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.LongFunction;
import org.subgames.game.Convention;
import org.subgames.game.MoveSet;
import org.subgames.solver.Solvers;

/** Suites over the registered solvers: cold positions and nim-values, dense random S and squares. */
final class SolverSuites {

    private SolverSuites() {
    }

    /** Sizes 2^lo .. 2^hi. */
    static List<Long> powers(int lo, int hi) {
        List<Long> out = new ArrayList<>();
        for (int k = lo; k <= hi; k++) {
            out.add(1L << k);
        }
        return out;
    }

    /** Each of 1..n with probability 1/2 (so |S| is about n/2), from the seed and n. */
    static int[] denseMoves(long n, long seed) {
        SplittableRandom r = new SplittableRandom(seed * 31 + n);
        int[] m = java.util.stream.LongStream.rangeClosed(1, n).filter(i -> r.nextBoolean()).mapToInt(i -> (int) i).toArray();
        return m.length == 0 ? new int[] {1} : m;
    }

    private static int toInt(long n) {
        if (n < 0 || n > Integer.MAX_VALUE - 16) {
            throw new IllegalArgumentException("bench size " + n + " out of range");
        }
        return (int) n;
    }

    private record SolverSuite(String description, List<Long> defaultSizes, boolean nim, String baseline,
                               LongFunction<int[]> movesOf, boolean seeded) implements Suite {

        @Override
        public List<String> names() {
            return List.copyOf(nim ? Solvers.nim().keySet() : Solvers.hotCold().keySet());
        }

        @Override
        public Workload workload(String name, long size, long seed) {
            int n = toInt(size);
            int[] moves = seeded ? denseMoves(size, seed) : movesOf.apply(size);
            if (nim) {
                var s = Solvers.nim(name);
                return new Workload(name, size, () -> s.values(moves, n, Convention.WALL));
            }
            var s = Solvers.hotCold(name);
            return new Workload(name, size, () -> s.cold(moves, n, Convention.WALL));
        }
    }

    static Suite denseCold() {
        return new SolverSuite("cold positions, wall, S = random half of [1, n]", powers(12, 18), false, "reference",
                null, true);
    }

    static Suite denseNim() {
        return new SolverSuite("nim-values, wall, S = random half of [1, n]", powers(10, 14), true, "reference", null, true);
    }

    static Suite squaresCold() {
        return new SolverSuite("cold positions of subtract-a-square, wall", powers(14, 20), false, "sieve",
                n -> MoveSet.of(MoveSet.Family.SQUARES).movesFor(toInt(n)), false);
    }

    static Suite squaresNim() {
        return new SolverSuite("nim-values of subtract-a-square, wall", powers(12, 18), true, "bitset",
                n -> MoveSet.of(MoveSet.Family.SQUARES).movesFor(toInt(n)), false);
    }
}
