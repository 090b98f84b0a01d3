package org.subgames.bench;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.TreeSet;
import java.util.stream.LongStream;
import org.subgames.base.BadInputException;
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
        int[] m = LongStream.rangeClosed(1, n).filter(i -> r.nextBoolean()).mapToInt(i -> (int) i).toArray();
        return m.length == 0 ? new int[] {1} : m;
    }

    private static int toInt(long n) {
        if (n < 0 || n > Integer.MAX_VALUE - 16) {
            throw new BadInputException("bench size " + n + " out of range");
        }
        return (int) n;
    }

    /** The move set of a workload, from its size and the run's seed. */
    private interface MovesOf {
        int[] of(long size, long seed);
    }

    private record SolverSuite(String description, List<Long> defaultSizes, boolean nim, String baseline,
                               MovesOf movesOf) implements Suite {

        @Override
        public List<String> names() {
            return List.copyOf(nim ? Solvers.nim().keySet() : Solvers.hotCold().keySet());
        }

        @Override
        public Workload workload(String name, long size, long seed) {
            int n = toInt(size);
            int[] moves = movesOf.of(size, seed);
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
                SolverSuites::denseMoves);
    }

    static Suite denseNim() {
        return new SolverSuite("nim-values, wall, S = random half of [1, n]", powers(10, 14), true, "reference",
                SolverSuites::denseMoves);
    }

    /** Three distinct moves in [1, 64] from the seed: the small finite sets of most period conjectures. */
    static int[] fewMoves(long seed) {
        SplittableRandom r = new SplittableRandom(seed);
        TreeSet<Integer> s = new TreeSet<>();
        while (s.size() < 3) {
            s.add(1 + r.nextInt(64));
        }
        return s.stream().mapToInt(Integer::intValue).toArray();
    }

    static Suite fewMovesNim() {
        return new SolverSuite("nim-values, wall, S = three random moves in [1, 64] (where nim --algorithm auto switches)",
                powers(8, 20), true, "reference", (size, seed) -> fewMoves(seed));
    }

    static Suite squaresCold() {
        return new SolverSuite("cold positions of subtract-a-square, wall", powers(14, 20), false, "sieve",
                (n, seed) -> MoveSet.of(MoveSet.Family.SQUARES).movesFor(toInt(n)));
    }

    static Suite squaresNim() {
        return new SolverSuite("nim-values of subtract-a-square, wall", powers(12, 18), true, "bitset",
                (n, seed) -> MoveSet.of(MoveSet.Family.SQUARES).movesFor(toInt(n)));
    }
}
