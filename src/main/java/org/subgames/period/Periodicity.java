package org.subgames.period;

import java.util.ArrayList;
import java.util.List;
import org.subgames.base.BadInputException;
import org.subgames.game.Convention;
import org.subgames.game.MoveSet;

/**
 * Certified periodicity of finite subtraction games, in time linear in preperiod + period.
 *
 * <p>Finding a period: with a candidate (e.g. a theorem's period P) the values are tabulated up to
 * P + M and the window at the first position is checked, which proves pure periodicity with period
 * P. Without one (or when the candidate fails), the values are tabulated up to n and, reading them
 * backwards, the prefix function of the reversed table gives for every suffix of length l its least
 * period p(l) = l - pi(l); a suffix with pi(l) &gt;= M contains the window [n - l + 1, ... + M) and
 * its copy p(l) later, so p(l) is a certified period. Once n &gt;= preperiod + period + M such a suffix
 * exists; otherwise n is doubled up to a limit.
 *
 * <p>Minimal period: from the certified start x0 on the sequence is purely periodic with period P,
 * and for a purely periodic sequence the minimal period divides every period. So it is the least
 * divisor q of P with G(x + q) = G(x) on the window at x0, which itself proves q a period; it is
 * reached by dividing P by its prime factors one at a time while the window check holds (the set of
 * periods dividing P is the set of multiples of the minimal one, so the greedy descent cannot stop
 * early). Preperiod: scanning back from x0 while G(x) = G(x + minimal period).
 */
public final class Periodicity {

    /** Default largest table (positions) the search tries before giving up. */
    public static final int DEFAULT_LIMIT = 1 << 26;

    private Periodicity() {
    }

    public static PeriodicSequence certify(MoveSet moves, Convention convention, long candidate, int limit) {
        if (!moves.isFinite()) {
            throw new BadInputException("periodicity is certified for finite move sets only, not " + moves);
        }
        return certify(moves.moves(), convention, candidate, limit);
    }

    /**
     * Certifies G for the sorted distinct positive moves; {@code candidate} &gt; 0 is a period to try
     * first (only a hint: it is used only if its window check holds), 0 for none.
     */
    public static PeriodicSequence certify(int[] moves, Convention convention, long candidate, int limit) {
        int m = moves[moves.length - 1];
        int first = convention == Convention.SINK ? 1 : 0;
        if (candidate > 0 && first + candidate + m - 1 <= limit) {
            byte[] g = Values.of(moves, convention, (int) (first + candidate + m - 1));
            if (mismatch(g, first, candidate, m) < 0) {
                long minimal = reduce(g, first, candidate, m);
                return new PeriodicSequence(g, new Certificate(convention, m, first, 0, candidate, minimal, first));
            }
        }
        long n = Math.min(limit, Math.max(4096L, 4L * m));
        while (true) {
            byte[] g = Values.of(moves, convention, (int) n);
            long[] found = search(g, first, m);
            if (found != null) {
                long x0 = found[0];
                long period = found[1];
                long minimal = reduce(g, x0, period, m);
                long x = x0 - 1;
                while (x >= first && g[(int) x] == g[(int) (x + minimal)]) {
                    x--;
                }
                return new PeriodicSequence(g, new Certificate(convention, m, first, x + 1 - first, period, minimal, x0));
            }
            if (n >= limit) {
                throw new BadInputException("no period certified within the first " + n
                        + " positions (preperiod + period + max S exceeds the limit; raise --limit)");
            }
            n = Math.min(limit, 2 * n);
        }
    }

    /** The first x in [x0, x0 + m) with g[x + p] != g[x], or -1. */
    static long mismatch(byte[] g, long x0, long p, int m) {
        for (long x = x0; x < x0 + m; x++) {
            if (g[(int) (x + p)] != g[(int) x]) {
                return x;
            }
        }
        return -1;
    }

    /** The least divisor of the certified period p (from x0) whose window check holds. */
    static long reduce(byte[] g, long x0, long p, int m) {
        long q = p;
        for (long f : primeFactors(p)) {
            while (q % f == 0 && mismatch(g, x0, q / f, m) < 0) {
                q /= f;
            }
        }
        return q;
    }

    /** The distinct prime factors of n &gt;= 1, ascending. */
    public static List<Long> primeFactors(long n) {
        List<Long> out = new ArrayList<>();
        long rest = n;
        for (long f = 2; f * f <= rest; f++) {
            if (rest % f == 0) {
                out.add(f);
                while (rest % f == 0) {
                    rest /= f;
                }
            }
        }
        if (rest > 1) {
            out.add(rest);
        }
        return out;
    }

    /**
     * A certified (x0, p) read off the table g[first..n]: the shortest suffix of length l whose
     * border pi(l) (longest proper prefix of the reversed table that is also its suffix) is at
     * least m, so that the window [x0, x0 + m) and its copy at x0 + p both lie in the table.
     */
    static long[] search(byte[] g, int first, int m) {
        return search(g, g.length - 1, first, m, new int[g.length - first]);
    }

    /** {@link #search(byte[], int, int)} over g[first..n], with scratch pi of at least n - first + 1 ints. */
    static long[] search(byte[] g, int n, int first, int m, int[] pi) {
        int len = n - first + 1;
        pi[0] = 0;
        // s[i] = g[n - i]: the table read backwards; pi[i] = border of s[0..i].
        for (int i = 1; i < len; i++) {
            int j = pi[i - 1];
            byte si = g[n - i];
            while (j > 0 && g[n - j] != si) {
                j = pi[j - 1];
            }
            if (g[n - j] == si) {
                j++;
            }
            pi[i] = j;
            if (j >= m) {
                int l = i + 1;
                return new long[] {n - l + 1, l - j};
            }
        }
        return null;
    }
}
