package org.subgames.solver;

import java.util.Arrays;
import java.util.Random;
import java.util.TreeSet;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import org.subgames.game.Convention;

/** A random game instance for the property tests: moves, range, convention, hotspots. */
record Instance(int[] moves, int n, Convention convention, boolean[] hotspot) {

    @Override
    public String toString() {
        StringBuilder hs = new StringBuilder();
        for (int i = 0; i < hotspot.length; i++) {
            if (hotspot[i]) {
                hs.append(hs.length() == 0 ? "" : ",").append(i);
            }
        }
        return "moves=" + Arrays.toString(moves) + " n=" + n + " " + convention.id() + " hotspots={" + hs + "}";
    }

    /** Few moves, spread up to 80 (shrinks towards {1}). */
    static Arbitrary<int[]> sparseMoves() {
        return Arbitraries.integers().between(1, 80).set().ofMinSize(1).ofMaxSize(6)
                .map(s -> s.stream().mapToInt(Integer::intValue).sorted().toArray());
    }

    /** About half of [1, k] for k up to 300 (|S| about k/2). */
    static Arbitrary<int[]> denseMoves() {
        return Combinators.combine(Arbitraries.integers().between(1, 300), Arbitraries.longs(),
                Arbitraries.doubles().between(0.2, 0.8)).as((k, seed, p) -> {
            Random r = new Random(seed);
            TreeSet<Integer> s = new TreeSet<>();
            for (int i = 1; i <= k; i++) {
                if (r.nextDouble() < p) {
                    s.add(i);
                }
            }
            if (s.isEmpty()) {
                s.add(k);
            }
            return s.stream().mapToInt(Integer::intValue).toArray();
        });
    }

    static Arbitrary<int[]> anyMoves() {
        return Arbitraries.oneOf(sparseMoves(), denseMoves());
    }

    /** Hotspot arrays of length n + 1: none, or each position with a small probability. */
    static boolean[] hotspots(int n, long seed, double density) {
        Random r = new Random(seed);
        boolean[] h = new boolean[n + 1];
        for (int i = 0; i <= n; i++) {
            h[i] = r.nextDouble() < density;
        }
        return h;
    }

    static Arbitrary<Instance> instances(int maxN) {
        return Combinators.combine(anyMoves(), Arbitraries.integers().between(0, maxN),
                Arbitraries.of(Convention.values()), Arbitraries.longs(),
                Arbitraries.of(0.0, 0.0, 0.01, 0.05, 0.3)).as((s, n, c, seed, d) -> new Instance(s, n, c, hotspots(n, seed, d)));
    }
}
