package org.subgames.reference;

/**
 * Reference construction of the period word W(a, b) of the sink game on S = {a, b, a+b}, 1 &lt;= a &lt; b,
 * b = 2ka + c with 0 &lt;= c &lt; 2a, as two parallel arrays: the letter (nim-value 0..3) and the length
 * of every factor, in order, empty factors included (A2 when r = 0, B2 when t = a). The same factor
 * order as {@code org.subgames.sink.PeriodWord}, which is tested against this class. KeY subset: see
 * package-info.
 *
 * <p>Quadratic case (k &gt;= 1, 0 &lt; c &lt; a), block i = 1..a with r = (i-1)c mod a and t = the
 * representative of ic mod a in 1..a: A1 = 1^(a-r), A2 = 0^r, A3 = 2^(a-r), (1^a 2^a)^(k-1), then
 * either (B-block, r + c &lt;= a) B1 = 1^t, B2 = 3^(a-t), B3 = 2^t, B4 = 0^(a-r) or (C-block) C1 = 1^a,
 * C2 = 2^a, C3 = 1^t, C4 = 0^(a-r), C5 = 3^(a-c), C6 = 2^t, C7 = 3^(a-r), C8 = 0^a; then
 * (3^a 0^a)^(k-1), B5 = C9 = 3^t, and Z = 0^a after the block exactly when t = a. Linear case:
 * m = ceil(b/2a), e = b - (2m-1)a, W = (1^a 2^a)^m 3^e (0^a 3^a)^(m-1) 0^a.
 */
public final class PeriodWordReference {

    private PeriodWordReference() {
    }

    /** Lemma: a product of non-negative ints is non-negative. */
    /*@ public normal_behavior
      @ requires 0 <= x && 0 <= y;
      @ ensures 0 <= x * y;
      @ assignable \nothing;
      @*/
    public static /*@ pure @*/ void mulNonNeg(int x, int y) {
    }

    /** Lemma: Euclidean division of a non-negative int by a positive one. */
    /*@ public normal_behavior
      @ requires 0 <= x && 1 <= a;
      @ ensures x == a * (x / a) + x % a && 0 <= x % a && x % a < a && 0 <= x / a;
      @ assignable \nothing;
      @*/
    public static /*@ pure @*/ void divMod(int x, int a) {
        if (x / a < 0) {
            mulNonNeg(-1 - x / a, a);
        }
    }

    /** Lemma: a quotient of x &gt;= a &gt;= 1 by a is at least 1. */
    /*@ public normal_behavior
      @ requires 1 <= a && a <= x;
      @ ensures 1 <= x / a;
      @ assignable \nothing;
      @*/
    public static /*@ pure @*/ void divGeOne(int x, int a) {
        divMod(x, a);
    }

    /** Lemma: a multiple of a, negated, is still a multiple of a. */
    /*@ public normal_behavior
      @ requires 0 <= x && 1 <= a && x % a == 0;
      @ ensures (-x) % a == 0;
      @ assignable \nothing;
      @*/
    public static /*@ pure @*/ void modNeg(int x, int a) {
    }

    /** Lemma: the quotient and remainder are unique. */
    /*@ public normal_behavior
      @ requires 0 <= x && 1 <= a && 0 <= rr && rr < a && x == a * q + rr;
      @ ensures x / a == q && x % a == rr;
      @ assignable \nothing;
      @*/
    public static /*@ pure @*/ void divUnique(int x, int a, int q, int rr) {
        divMod(x, a);
        int d = x / a - q;
        if (d >= 1) {
            mulNonNeg(d - 1, a);
        }
        if (d <= -1) {
            mulNonNeg(-1 - d, a);
        }
    }

    /** Whether (a, b) is in the quadratic case: k &gt;= 1 and 0 &lt; c &lt; a. */
    /*@ public normal_behavior
      @ requires 1 <= a && a < b && b <= 100000000;
      @ ensures \result <==> (b / (2 * a) >= 1 && b % (2 * a) > 0 && b % (2 * a) < a);
      @ assignable \nothing;
      @*/
    public static /*@ pure @*/ boolean quadratic(int a, int b) {
        int k = b / (2 * a);
        int c = b % (2 * a);
        return k >= 1 && c > 0 && c < a;
    }

    /** r = (i-1)c mod a, in 0..a-1: where block i's A-prefix is cut. */
    /*@ public normal_behavior
      @ requires 1 <= a && a <= 46340 && 0 < c && c < a && 1 <= i && i <= a;
      @ ensures 0 <= \result && \result < a;
      @ ensures \result == ((i - 1) * c) % a;
      @ ensures \result == (i - 1) * c - a * (((i - 1) * c) / a);
      @ assignable \nothing;
      @*/
    public static /*@ pure @*/ int r(int a, int c, int i) {
        return rImpl(a, c, i);
    }

    /** The computation of r, with its proof hints. */
    /*@ public normal_behavior
      @ requires 1 <= a && a <= 46340 && 0 < c && c < a && 1 <= i && i <= a;
      @ ensures 0 <= \result && \result < a;
      @ ensures \result == ((i - 1) * c) % a;
      @ ensures \result == (i - 1) * c - a * (((i - 1) * c) / a);
      @ assignable \nothing;
      @*/
    public static /*@ pure @*/ int rImpl(int a, int c, int i) {
        mulNonNeg(i - 1, c);
        divMod((i - 1) * c, a);
        return ((i - 1) * c) % a;
    }

    /** t = the representative of ic mod a in 1..a. */
    /*@ public normal_behavior
      @ requires 1 <= a && a <= 46340 && 0 < c && c < a && 1 <= i && i <= a;
      @ ensures 1 <= \result && \result <= a;
      @ ensures (\result - i * c) % a == 0;
      @ ensures (i * c - \result) % a == 0;
      @ ensures \result == r(a, c, i) + c || \result == r(a, c, i) + c - a;
      @ assignable \nothing;
      @*/
    public static /*@ pure @*/ int t(int a, int c, int i) {
        return tImpl(a, c, i);
    }

    /** The computation of t, with its proof hints. */
    /*@ public normal_behavior
      @ requires 1 <= a && a <= 46340 && 0 < c && c < a && 1 <= i && i <= a;
      @ ensures 1 <= \result && \result <= a;
      @ ensures (\result - i * c) % a == 0;
      @ ensures (i * c - \result) % a == 0;
      @ ensures \result == r(a, c, i) + c || \result == r(a, c, i) + c - a;
      @ assignable \nothing;
      @*/
    public static /*@ pure @*/ int tImpl(int a, int c, int i) {
        int r = r(a, c, i);
        mulNonNeg(i - 1, c);
        divMod((i - 1) * c, a);
        int q = ((i - 1) * c) / a;
        mulNonNeg(q, a);
        if (r + c < a) {
            divUnique(i * c, a, q, r + c);
        } else {
            divUnique(i * c, a, q + 1, r + c - a);
        }
        int t = (i * c) % a;
        if (t == 0) {
            t = a;
        }
        if (r + c <= a) {
            divUnique(i * c - t, a, q, 0);
        } else {
            divUnique(i * c - t, a, q + 1, 0);
        }
        modNeg(i * c - t, a);
        return t;
    }

    /** Inequality (4), r + c &lt;= a: block i is a B-block; equivalently t = r + c, or t &gt;= c. */
    /*@ public normal_behavior
      @ requires 1 <= a && a <= 46340 && 0 < c && c < a && 1 <= i && i <= a;
      @ ensures \result <==> r(a, c, i) + c <= a;
      @ ensures \result <==> t(a, c, i) == r(a, c, i) + c;
      @ ensures \result <==> t(a, c, i) >= c;
      @ assignable \nothing;
      @*/
    public static /*@ pure @*/ boolean bBlock(int a, int c, int i) {
        return r(a, c, i) + c <= a;
    }

    /** The number of factors of block i, its Z included: 13 + 4(k-1) (B), 17 + 4(k-1) (C), +1 with Z. */
    /*@ public normal_behavior
      @ requires 1 <= a && a <= 46340 && 0 < c && c < a && 1 <= i && i <= a && 1 <= k && k <= 50000000;
      @ ensures \result == (bBlock(a, c, i) ? 8 : 12) + 4 * (k - 1) + (t(a, c, i) == a ? 1 : 0);
      @ assignable \nothing;
      @*/
    public static /*@ pure @*/ int blockFactorCount(int a, int k, int c, int i) {
        int n = bBlock(a, c, i) ? 8 : 12;
        n = n + 4 * (k - 1);
        if (t(a, c, i) == a) {
            n = n + 1;
        }
        return n;
    }

    /** The number of factors of W(a, b), empty ones included. */
    /*@ public normal_behavior
      @ requires 1 <= a && a < b && a <= 46340 && b <= 100000000;
      @ ensures \result >= 1;
      @ assignable \nothing;
      @*/
    public static /*@ pure @*/ int factorCount(int a, int b) {
        if (!quadratic(a, b)) {
            divGeOne(b + 2 * a - 1, 2 * a);
            int m = (b + 2 * a - 1) / (2 * a);
            return 2 * m + 1 + 2 * (m - 1) + 1;
        }
        divMod(b, 2 * a);
        mulNonNeg(a - 1, b / (2 * a));
        int k = b / (2 * a);
        int c = b % (2 * a);
        int n = 0;
        /*@ loop_invariant 1 <= i && i <= a + 1 && n >= 8 * (i - 1);
          @ assignable \nothing;
          @ decreasing a + 1 - i;
          @*/
        for (int i = 1; i <= a; i++) {
            n = n + blockFactorCount(a, k, c, i);
        }
        return n;
    }

    /** The letter (nim-value) of every factor, in order. */
    /*@ public normal_behavior
      @ requires 1 <= a && a < b && a <= 46340 && b <= 100000000;
      @ ensures \result.length == factorCount(a, b);
      @ ensures (\forall int j; 0 <= j && j < \result.length; 0 <= \result[j] && \result[j] <= 3);
      @ ensures \fresh(\result);
      @ assignable \nothing;
      @*/
    public static int[] factorLetters(int a, int b) {
        int n = factorCount(a, b);
        int[] letters = new int[n];
        int[] lengths = new int[n];
        fill(a, b, letters, lengths);
        return letters;
    }

    /** The length of every factor, in order; every length is in 0..a. */
    /*@ public normal_behavior
      @ requires 1 <= a && a < b && a <= 46340 && b <= 100000000;
      @ ensures \result.length == factorCount(a, b);
      @ ensures (\forall int j; 0 <= j && j < \result.length; 0 <= \result[j] && \result[j] <= a);
      @ ensures \fresh(\result);
      @ assignable \nothing;
      @*/
    public static int[] factorLengths(int a, int b) {
        int n = factorCount(a, b);
        int[] letters = new int[n];
        int[] lengths = new int[n];
        fill(a, b, letters, lengths);
        return lengths;
    }

    /**
     * Writes the factors of W(a, b) into the two arrays (each of length factorCount(a, b)). Every
     * factor length is in 0..a; the only empty factors are A2 (r = 0) and B2 (t = a).
     */
    /*@ public normal_behavior
      @ requires 1 <= a && a < b && a <= 46340 && b <= 100000000;
      @ requires letters != null && lengths != null && letters != lengths;
      @ requires letters.length == factorCount(a, b) && lengths.length == letters.length;
      @ ensures (\forall int j; 0 <= j && j < lengths.length;
      @            0 <= letters[j] && letters[j] <= 3 && 0 <= lengths[j] && lengths[j] <= a);
      @ assignable letters[*], lengths[*];
      @*/
    public static void fill(int a, int b, int[] letters, int[] lengths) {
        int p = 0;
        if (!quadratic(a, b)) {
            int m = (b + 2 * a - 1) / (2 * a);
            int e = b - (2 * m - 1) * a;
            /*@ loop_invariant 0 <= j && j <= m && p == 2 * j;
              @ assignable letters[*], lengths[*];
              @ decreasing m - j;
              @*/
            for (int j = 0; j < m; j++) {
                letters[p] = 1;
                lengths[p] = a;
                letters[p + 1] = 2;
                lengths[p + 1] = a;
                p = p + 2;
            }
            letters[p] = 3;
            lengths[p] = e;
            p = p + 1;
            /*@ loop_invariant 0 <= h && h <= m - 1 && p == 2 * m + 1 + 2 * h;
              @ assignable letters[*], lengths[*];
              @ decreasing m - 1 - h;
              @*/
            for (int h = 0; h < m - 1; h++) {
                letters[p] = 0;
                lengths[p] = a;
                letters[p + 1] = 3;
                lengths[p + 1] = a;
                p = p + 2;
            }
            letters[p] = 0;
            lengths[p] = a;
            return;
        }
        int k = b / (2 * a);
        int c = b % (2 * a);
        /*@ loop_invariant 1 <= i && i <= a + 1 && 0 <= p && p <= lengths.length;
          @ assignable letters[*], lengths[*];
          @ decreasing a + 1 - i;
          @*/
        for (int i = 1; i <= a; i++) {
            p = fillBlock(a, k, c, i, letters, lengths, p);
        }
    }

    /** Writes block i (and its Z) from index p on; returns the index after it. */
    /*@ public normal_behavior
      @ requires 1 <= a && a <= 46340 && 0 < c && c < a && 1 <= i && i <= a && 1 <= k && k <= 50000000;
      @ requires letters != null && lengths != null && letters != lengths && letters.length == lengths.length;
      @ requires 0 <= p && p + blockFactorCount(a, k, c, i) <= lengths.length;
      @ ensures \result == p + blockFactorCount(a, k, c, i);
      @ assignable letters[p .. p + blockFactorCount(a, k, c, i) - 1], lengths[p .. p + blockFactorCount(a, k, c, i) - 1];
      @*/
    public static int fillBlock(int a, int k, int c, int i, int[] letters, int[] lengths, int p) {
        int r = r(a, c, i);
        int t = t(a, c, i);
        int q = p;
        letters[q] = 1;
        lengths[q] = a - r;
        letters[q + 1] = 0;
        lengths[q + 1] = r;
        letters[q + 2] = 2;
        lengths[q + 2] = a - r;
        q = q + 3;
        /*@ loop_invariant 1 <= j && j <= k && q == p + 3 + 2 * (j - 1);
          @ assignable letters[*], lengths[*];
          @ decreasing k - j;
          @*/
        for (int j = 1; j < k; j++) {
            letters[q] = 1;
            lengths[q] = a;
            letters[q + 1] = 2;
            lengths[q + 1] = a;
            q = q + 2;
        }
        if (bBlock(a, c, i)) {
            letters[q] = 1;
            lengths[q] = t;
            letters[q + 1] = 3;
            lengths[q + 1] = a - t;
            letters[q + 2] = 2;
            lengths[q + 2] = t;
            letters[q + 3] = 0;
            lengths[q + 3] = a - r;
            q = q + 4;
        } else {
            letters[q] = 1;
            lengths[q] = a;
            letters[q + 1] = 2;
            lengths[q + 1] = a;
            letters[q + 2] = 1;
            lengths[q + 2] = t;
            letters[q + 3] = 0;
            lengths[q + 3] = a - r;
            letters[q + 4] = 3;
            lengths[q + 4] = a - c;
            letters[q + 5] = 2;
            lengths[q + 5] = t;
            letters[q + 6] = 3;
            lengths[q + 6] = a - r;
            letters[q + 7] = 0;
            lengths[q + 7] = a;
            q = q + 8;
        }
        /*@ loop_invariant 1 <= h && h <= k;
          @ assignable letters[*], lengths[*];
          @ decreasing k - h;
          @*/
        for (int h = 1; h < k; h++) {
            letters[q] = 3;
            lengths[q] = a;
            letters[q + 1] = 0;
            lengths[q + 1] = a;
            q = q + 2;
        }
        letters[q] = 3;
        lengths[q] = t;
        q = q + 1;
        if (t == a) {
            letters[q] = 0;
            lengths[q] = a;
            q = q + 1;
        }
        return q;
    }

    /** The number of letters of block i, its Z included: 2b (B-block), 2b + a (C-block), plus a for Z. */
    /*@ public normal_behavior
      @ requires 1 <= a && a <= 46340 && 0 < c && c < a && 1 <= i && i <= a && 1 <= k && k <= 50000000;
      @ ensures \result == 2 * (2 * k * a + c) + (bBlock(a, c, i) ? 0 : a) + (t(a, c, i) == a ? a : 0);
      @ assignable \nothing;
      @*/
    public static /*@ pure @*/ long blockLength(int a, int k, int c, int i) {
        int r = r(a, c, i);
        int t = t(a, c, i);
        long n = (long) (a - r) + r + (a - r) + 2L * a * (k - 1);
        if (bBlock(a, c, i)) {
            n = n + t + (a - t) + t + (a - r);
        } else {
            n = n + a + a + t + (a - r) + (a - c) + t + (a - r) + a;
        }
        n = n + 2L * a * (k - 1) + t;
        if (t == a) {
            n = n + a;
        }
        return n;
    }

    /**
     * The number of letters before block i (its 0-based start): the sum of the lengths of blocks
     * 1..i-1 with their Z's, which is 2b(i-1) + a * floor((i-1)c / a).
     */
    /*@ public normal_behavior
      @ requires 1 <= a && a <= 46340 && 0 < c && c < a && 1 <= i && i <= a + 1 && 1 <= k && k <= 50000000;
      @ ensures \result == 2 * (2 * k * a + c) * (i - 1) + a * (((i - 1) * c) / a);
      @ assignable \nothing;
      @*/
    public static /*@ pure @*/ long blockStart(int a, int k, int c, int i) {
        long s = 0;
        /*@ loop_invariant 1 <= j && j <= i;
          @ loop_invariant s == 2 * (2 * k * a + c) * (j - 1) + a * (((j - 1) * c) / a);
          @ assignable \nothing;
          @ decreasing i - j;
          @*/
        for (int j = 1; j < i; j++) {
            s = s + blockLength(a, k, c, j);
        }
        return s;
    }

    /** |W(a, b)|: a(4ak + 3c) (quadratic) or b + 2a*ceil(b/2a) (linear), summed factor by factor. */
    /*@ public normal_behavior
      @ requires 1 <= a && a < b && a <= 46340 && b <= 100000000;
      @ ensures quadratic(a, b) ==>
      @     \result == a * (4 * a * (b / (2 * a)) + 3 * (b % (2 * a)));
      @ ensures !quadratic(a, b) ==>
      @     \result == b + 2 * a * ((b + 2 * a - 1) / (2 * a));
      @ assignable \nothing;
      @*/
    public static /*@ pure @*/ long wordLength(int a, int b) {
        int[] lengths = factorLengths(a, b);
        long n = 0;
        /*@ loop_invariant 0 <= j && j <= lengths.length && 0 <= n && n <= (long) a * j;
          @ assignable \nothing;
          @ decreasing lengths.length - j;
          @*/
        for (int j = 0; j < lengths.length; j++) {
            n = n + lengths[j];
        }
        return n;
    }

    /**
     * The letters of the non-empty factors, in order: the run-length encoding of W. Adjacent runs
     * carry different letters, so no two factors merge into one run.
     */
    /*@ public normal_behavior
      @ requires 1 <= a && a < b && a <= 46340 && b <= 100000000;
      @ ensures (\forall int j; 0 <= j && j + 1 < \result.length; \result[j] != \result[j + 1]);
      @ ensures (\forall int j; 0 <= j && j < \result.length; 0 <= \result[j] && \result[j] <= 3);
      @ ensures \fresh(\result);
      @ assignable \nothing;
      @*/
    public static int[] runLetters(int a, int b) {
        int n = factorCount(a, b);
        int[] letters = new int[n];
        int[] lengths = new int[n];
        fill(a, b, letters, lengths);
        int runs = 0;
        /*@ loop_invariant 0 <= j && j <= n && 0 <= runs && runs <= j;
          @ assignable \nothing;
          @ decreasing n - j;
          @*/
        for (int j = 0; j < n; j++) {
            if (lengths[j] > 0) {
                runs++;
            }
        }
        int[] out = new int[runs];
        int q = 0;
        /*@ loop_invariant 0 <= h && h <= n && 0 <= q && q <= runs;
          @ assignable out[*];
          @ decreasing n - h;
          @*/
        for (int h = 0; h < n; h++) {
            if (lengths[h] > 0) {
                out[q] = letters[h];
                q++;
            }
        }
        return out;
    }

    /** The letters of W(a, b) themselves: result[j - 1] = G_sink(j) for j = 1..|W|. */
    /*@ public normal_behavior
      @ requires 1 <= a && a < b && a <= 46340 && b <= 100000000;
      @ requires wordLength(a, b) <= 2147483647;
      @ ensures \result.length == wordLength(a, b);
      @ ensures (\forall int j; 0 <= j && j < \result.length; 0 <= \result[j] && \result[j] <= 3);
      @ ensures \fresh(\result);
      @ assignable \nothing;
      @*/
    public static int[] expand(int a, int b) {
        int n = factorCount(a, b);
        int[] letters = new int[n];
        int[] lengths = new int[n];
        fill(a, b, letters, lengths);
        int total = 0;
        /*@ loop_invariant 0 <= j && j <= n && 0 <= total;
          @ assignable \nothing;
          @ decreasing n - j;
          @*/
        for (int j = 0; j < n; j++) {
            total = total + lengths[j];
        }
        int[] w = new int[total];
        int q = 0;
        /*@ loop_invariant 0 <= h && h <= n && 0 <= q && q <= total;
          @ assignable w[*];
          @ decreasing n - h;
          @*/
        for (int h = 0; h < n; h++) {
            /*@ loop_invariant 0 <= x && x <= lengths[h] && q <= total;
              @ assignable w[*];
              @ decreasing lengths[h] - x;
              @*/
            for (int x = 0; x < lengths[h]; x++) {
                w[q] = letters[h];
                q++;
            }
        }
        return w;
    }
}
