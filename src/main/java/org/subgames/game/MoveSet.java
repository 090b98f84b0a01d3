package org.subgames.game;

import java.util.Arrays;
import java.util.Locale;
import java.util.TreeSet;
import org.subgames.base.BadInputException;

/**
 * A subtraction set S: either a finite explicit set of positive integers or an infinite family
 * ({@code squares}, {@code moser-de-bruijn}) that is enumerated on demand. Immutable.
 */
public final class MoveSet {

    /** The infinite families the harness knows, by their command-line names. */
    public enum Family {
        SQUARES("squares"),
        MOSER_DE_BRUIJN("moser-de-bruijn");

        private final String id;

        Family(String id) {
            this.id = id;
        }

        public String id() {
            return id;
        }

        /** The k-th member, k = 1, 2, ...: k^2, or the k-th positive sum of distinct powers of 4. */
        long member(long k) {
            if (this == SQUARES) {
                return Math.multiplyExact(k, k);
            }
            // Moser-de Bruijn: spread the binary digits of k onto base-4 digits.
            long v = 0;
            for (int bit = 0; bit < 31; bit++) {
                if ((k >> bit & 1) != 0) {
                    v |= 1L << (2 * bit);
                }
            }
            return v;
        }
    }

    private final int[] finite; // sorted, distinct, positive; null for a family
    private final Family family;

    private MoveSet(int[] finite, Family family) {
        this.finite = finite;
        this.family = family;
    }

    /** A finite set; rejects empty, non-positive and repeated moves. */
    public static MoveSet of(int... moves) {
        if (moves.length == 0) {
            throw new BadInputException("the move set is empty");
        }
        int[] sorted = moves.clone();
        Arrays.sort(sorted);
        for (int i = 0; i < sorted.length; i++) {
            if (sorted[i] <= 0) {
                throw new BadInputException("moves must be positive, got " + sorted[i]);
            }
            if (i > 0 && sorted[i] == sorted[i - 1]) {
                throw new BadInputException("move " + sorted[i] + " is given twice");
            }
        }
        return new MoveSet(sorted, null);
    }

    public static MoveSet of(Family family) {
        return new MoveSet(null, family);
    }

    /** The additive set {a, b, a+b} with 1 &lt;= a &lt; b. */
    public static MoveSet additive(int a, int b) {
        if (a < 1) {
            throw new BadInputException("a must be at least 1, got " + a);
        }
        if (b <= a) {
            throw new BadInputException("b must exceed a, got a=" + a + " b=" + b);
        }
        return of(a, b, Math.addExact(a, b));
    }

    /** Parses a comma list such as {@code 1,3,4} or a family name such as {@code squares}. */
    public static MoveSet parse(String text) {
        String t = text == null ? "" : text.trim();
        if (t.isEmpty()) {
            throw new BadInputException("the move set is empty");
        }
        for (Family f : Family.values()) {
            if (f.id.equals(t.toLowerCase(Locale.ROOT))) {
                return of(f);
            }
        }
        String[] parts = t.split(",", -1);
        int[] moves = new int[parts.length];
        for (int i = 0; i < parts.length; i++) {
            String p = parts[i].trim();
            try {
                moves[i] = Integer.parseInt(p);
            } catch (NumberFormatException e) {
                throw new BadInputException(
                        "bad move '" + p + "' in '" + t + "' (expected a comma list of positive integers, or squares, moser-de-bruijn)");
            }
        }
        return of(moves);
    }

    /**
     * How the number of moves up to n grows, as an exponent of n: log(count)/log(n), 0 for a finite
     * set (0.5 for the squares). Long runs use it to estimate the work still to do.
     */
    public double countExponent(long n) {
        if (isFinite() || n < 4) {
            return 0;
        }
        return Math.log(Math.max(1, longMembersUpTo(n).length)) / Math.log(n);
    }

    public boolean isFinite() {
        return finite != null;
    }

    /** The family, or null for a finite set. */
    public Family family() {
        return family;
    }

    /** The largest move of a finite set. */
    public int max() {
        requireFinite();
        return finite[finite.length - 1];
    }

    /** The moves of a finite set, sorted ascending (a copy). */
    public int[] moves() {
        requireFinite();
        return finite.clone();
    }

    /**
     * The moves that matter for heaps 0..n, sorted ascending: a finite set whole; a family's members
     * up to n and then its first member above n (so that, under the sink convention, every heap
     * 1..n still has its move into the sink).
     */
    public int[] movesFor(int n) {
        if (finite != null) {
            return finite.clone();
        }
        TreeSet<Integer> out = new TreeSet<>();
        for (long k = 1; ; k++) {
            long m = family.member(k);
            if (m > Integer.MAX_VALUE) {
                break;
            }
            out.add((int) m);
            if (m > n) {
                break;
            }
        }
        return out.stream().mapToInt(Integer::intValue).toArray();
    }

    /** The members &lt;= n (a family cut at n; a finite set's moves &lt;= n), ascending. */
    public int[] membersUpTo(int n) {
        return Arrays.stream(movesFor(n)).filter(m -> m <= n).toArray();
    }

    /**
     * The moves that matter for positions 0..n when n may exceed the int range, ascending, as longs:
     * the members &lt;= n (for a finite set, its moves &lt;= n).
     */
    public long[] longMembersUpTo(long n) {
        if (finite != null) {
            return Arrays.stream(finite).filter(m -> m <= n).asLongStream().toArray();
        }
        long[] out = new long[64];
        int count = 0;
        for (long k = 1; ; k++) {
            long m = family.member(k);
            if (m > n) {
                break;
            }
            if (count == out.length) {
                out = Arrays.copyOf(out, count * 2);
            }
            out[count++] = m;
        }
        return Arrays.copyOf(out, count);
    }

    /**
     * Under the sink convention every heap 1..r has a move into the sink; this is r for heaps 0..n:
     * the largest move of a finite set, or a family's first member above n (so all of 1..n).
     */
    public long sinkReach(long n) {
        if (finite != null) {
            return finite[finite.length - 1];
        }
        long k = 1;
        while (family.member(k) <= n) {
            k++;
        }
        return family.member(k);
    }

    /** Whether s is a move. */
    public boolean contains(long s) {
        if (finite != null) {
            return s <= Integer.MAX_VALUE && Arrays.binarySearch(finite, (int) s) >= 0;
        }
        if (s <= 0) {
            return false;
        }
        if (family == Family.SQUARES) {
            long r = (long) Math.sqrt((double) s);
            while (r * r > s) r--;
            while ((r + 1) * (r + 1) <= s) r++;
            return r * r == s;
        }
        return (s & 0xAAAAAAAAAAAAAAAAL) == 0; // only even-position bits: digits 0/1 in base 4
    }

    private void requireFinite() {
        if (finite == null) {
            throw new BadInputException("the family " + family.id + " is infinite; give a finite move set");
        }
    }

    /** The command-line form: a comma list or the family name. */
    @Override
    public String toString() {
        if (finite == null) {
            return family.id;
        }
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < finite.length; i++) {
            if (i > 0) sb.append(',');
            sb.append(finite[i]);
        }
        return sb.toString();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof MoveSet m && family == m.family && Arrays.equals(finite, m.finite);
    }

    @Override
    public int hashCode() {
        return 31 * Arrays.hashCode(finite) + (family == null ? 0 : family.hashCode());
    }
}
