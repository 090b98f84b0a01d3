package org.subgames.solver;

import java.util.Arrays;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.TreeSet;
import java.util.function.IntConsumer;
import java.util.stream.IntStream;
import org.subgames.base.BadInputException;
import org.subgames.game.Convention;
import org.subgames.game.MoveSet;

/**
 * The randomized cross-check of solvers against the reference code (the {@code audit} command and the
 * tests use the same predicate, {@link #check}). Each trial is a pure function of (seed, index), so a
 * reported disagreement reproduces from its seed and trial number alone.
 */
public final class Audit {

    private Audit() {
    }

    /** One random instance: moves, heap range 0..n, convention and hotspots (for the hot/cold problem). */
    public record Trial(int index, long seed, String kind, int[] moves, int n, Convention convention, boolean[] hotspot) {

        /** One line, with the move set abbreviated when long. */
        public String describe() {
            StringBuilder sb = new StringBuilder();
            sb.append("trial ").append(index).append(" (").append(kind).append(", ").append(convention.id())
                    .append(", n=").append(n).append(", |S|=").append(moves.length).append(", S=");
            int shown = Math.min(moves.length, 40);
            for (int i = 0; i < shown; i++) {
                sb.append(i == 0 ? "" : ",").append(moves[i]);
            }
            if (shown < moves.length) {
                sb.append(",...");
            }
            int hs = 0;
            for (boolean b : hotspot) {
                hs += b ? 1 : 0;
            }
            return sb.append(", ").append(hs).append(" hotspots)").toString();
        }
    }

    /** The first difference between a solver and the reference on a trial. */
    public record Disagreement(Trial trial, String problem, String algorithm, int position, String expected, String actual) {

        public String describe() {
            return algorithm + " disagrees with the reference on " + problem + " at x=" + position + ": expected "
                    + expected + ", got " + actual + "; " + trial.describe();
        }
    }

    /** SplitMix64 finaliser: decorrelates trial seeds from the run seed and index. */
    static long mix(long z) {
        z = (z ^ (z >>> 30)) * 0xbf58476d1ce4e5b9L;
        z = (z ^ (z >>> 27)) * 0x94d049bb133111ebL;
        return z ^ (z >>> 31);
    }

    /**
     * The trial of a run: n uniform in [0, maxN]; S sparse (1 to 6 moves up to n + 2), dense (each of
     * [1, k] with probability 0.2..0.8, k up to min(n, 2048)) or a family (squares, moser-de-bruijn);
     * either convention; no hotspots in half the trials, else each position with probability 0.001,
     * 0.01 or 0.1.
     */
    public static Trial trial(long seed, int index, int maxN) {
        if (maxN < 0) {
            throw new BadInputException("max-n must be non-negative, got " + maxN);
        }
        long ts = mix(seed * 0x9e3779b97f4a7c15L + index);
        SplittableRandom r = new SplittableRandom(ts);
        int n = r.nextInt(maxN + 1);
        Convention c = r.nextBoolean() ? Convention.WALL : Convention.SINK;
        int kindNo = r.nextInt(3);
        String kind;
        int[] moves;
        if (kindNo == 0) {
            kind = "sparse";
            TreeSet<Integer> s = new TreeSet<>();
            int size = 1 + r.nextInt(6);
            int top = 1 + r.nextInt(Math.min(n + 2, 5000));
            while (s.size() < Math.min(size, top)) {
                s.add(1 + r.nextInt(top));
            }
            moves = s.stream().mapToInt(Integer::intValue).toArray();
        } else if (kindNo == 1) {
            kind = "dense";
            int k = 1 + r.nextInt(Math.max(1, Math.min(n, 2048)));
            double p = 0.2 + 0.6 * r.nextDouble();
            moves = IntStream.rangeClosed(1, k).filter(i -> r.nextDouble() < p).toArray();
            if (moves.length == 0) {
                moves = new int[] {k};
            }
        } else {
            MoveSet.Family f = r.nextBoolean() ? MoveSet.Family.SQUARES : MoveSet.Family.MOSER_DE_BRUIJN;
            kind = f.id();
            moves = MoveSet.of(f).movesFor(n);
        }
        boolean[] hot = new boolean[n + 1];
        if (r.nextBoolean()) {
            double d = new double[] {0.001, 0.01, 0.1}[r.nextInt(3)];
            for (int i = 0; i <= n; i++) {
                hot[i] = r.nextDouble() < d;
            }
        }
        return new Trial(index, seed, kind, moves, n, c, hot);
    }

    /**
     * Compares every non-reference solver with the reference: hot positions with the trial's hotspots,
     * and nim-values.
     *
     * @return the first disagreement, or empty if all agree
     */
    public static Optional<Disagreement> check(Trial t, Map<String, HotColdSolver> hotCold, Map<String, NimSolver> nim) {
        boolean[] hot = Solvers.hotCold("reference").hot(t.moves(), t.hotspot(), t.convention());
        for (Map.Entry<String, HotColdSolver> e : hotCold.entrySet()) {
            if (e.getKey().equals("reference")) {
                continue;
            }
            boolean[] got = e.getValue().hot(t.moves(), t.hotspot(), t.convention());
            int x = firstDifference(hot, got);
            if (x >= 0) {
                return Optional.of(new Disagreement(t, "hot positions", e.getKey(), x,
                        x < hot.length ? (hot[x] ? "hot" : "cold") : "length " + hot.length,
                        x < got.length ? (got[x] ? "hot" : "cold") : "length " + got.length));
            }
        }
        int[] g = Solvers.nim("reference").values(t.moves(), t.n(), t.convention());
        for (Map.Entry<String, NimSolver> e : nim.entrySet()) {
            if (e.getKey().equals("reference")) {
                continue;
            }
            int[] got = e.getValue().values(t.moves(), t.n(), t.convention());
            int x = firstDifference(g, got);
            if (x >= 0) {
                return Optional.of(new Disagreement(t, "nim-values", e.getKey(), x,
                        x < g.length ? Integer.toString(g[x]) : "length " + g.length,
                        x < got.length ? Integer.toString(got[x]) : "length " + got.length));
            }
        }
        return Optional.empty();
    }

    /** Runs trials 0..trials-1 and stops at the first disagreement; progress gets each finished index. */
    public static Optional<Disagreement> run(long seed, int trials, int maxN, Map<String, HotColdSolver> hotCold,
                                             Map<String, NimSolver> nim, IntConsumer progress) {
        if (trials < 0) {
            throw new BadInputException("trials must be non-negative, got " + trials);
        }
        for (int i = 0; i < trials; i++) {
            Optional<Disagreement> d = check(trial(seed, i, maxN), hotCold, nim);
            if (d.isPresent()) {
                return d;
            }
            progress.accept(i);
        }
        return Optional.empty();
    }

    private static int firstDifference(boolean[] a, boolean[] b) {
        int m = Arrays.mismatch(a, b);
        return m;
    }

    private static int firstDifference(int[] a, int[] b) {
        return Arrays.mismatch(a, b);
    }
}
