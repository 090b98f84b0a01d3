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
 *
 * <p>{@link #fill} writes the factors one at a time through {@link #put}, which also records where
 * each factor starts and keeps the model predicate {@code wellFormed}: letters in 0..3, lengths in
 * 0..a, neighbouring factors with different letters, an empty factor between two non-empty ones
 * with different letters. Its contract is the construction's arithmetic and the construction
 * itself: the factors are the run-length encoding of W and add up to a(4ak + 3c) letters, and they
 * are blocks 1..a in order ({@link #blocksAt}, each block {@link #blockAt}) or the linear word
 * ({@link #linearAt}). The bodies of blockAt, linearAt and pairsAt are the symbolic tables of the
 * SMT lemmas rendered as JML ({@code org.subgames.proof.key.ModelLink} checks that they are). Block
 * i adds 2b letters, plus a when floor(ic/a) steps up ({@link #blockStep}), which is where the
 * a*floor(ic/a) term comes from.
 */
public final class PeriodWordReference {

    private PeriodWordReference() {
    }

    /** Lemma: a product of non-negative ints is non-negative. */
    /*@ public normal_behavior
      @ requires 0 <= x && 0 <= y;
      @ ensures 0 <= x * y;
      @ assignable \strictly_nothing;
      @*/
    public static /*@ pure @*/ void mulNonNeg(int x, int y) {
    }

    /** Lemma: Euclidean division of a non-negative int by a positive one. */
    /*@ public normal_behavior
      @ requires 0 <= x && 1 <= a;
      @ ensures x == a * (x / a) + x % a && 0 <= x % a && x % a < a && 0 <= x / a;
      @ assignable \strictly_nothing;
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
      @ assignable \strictly_nothing;
      @*/
    public static /*@ pure @*/ void divGeOne(int x, int a) {
        divMod(x, a);
    }

    /** Lemma: a multiple of a, negated, is still a multiple of a. */
    /*@ public normal_behavior
      @ requires 0 <= x && 1 <= a && x % a == 0;
      @ ensures (-x) % a == 0;
      @ assignable \strictly_nothing;
      @*/
    public static /*@ pure @*/ void modNeg(int x, int a) {
    }

    /** Lemma: the quotient and remainder are unique. */
    /*@ public normal_behavior
      @ requires 0 <= x && 1 <= a && 0 <= rr && rr < a && x == a * q + rr;
      @ ensures x / a == q && x % a == rr;
      @ assignable \strictly_nothing;
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
      @ assignable \strictly_nothing;
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
      @ assignable \strictly_nothing;
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
      @ assignable \strictly_nothing;
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
      @ assignable \strictly_nothing;
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
      @ assignable \strictly_nothing;
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
      @ assignable \strictly_nothing;
      @*/
    public static /*@ pure @*/ boolean bBlock(int a, int c, int i) {
        return r(a, c, i) + c <= a;
    }

    /**
     * Room for the factors of W(a, b): a(4k + 9) in the quadratic case (a block has at most
     * 12 + 4(k-1) + 1 factors), 4m in the linear case (exactly 4m factors, m = ceil(b/2a)).
     */
    /*@ public normal_behavior
      @ requires 1 <= a && a < b && a <= 46340 && b <= 100000000;
      @ ensures quadratic(a, b) ==> \result == a * (4 * (b / (2 * a)) + 9);
      @ ensures !quadratic(a, b) ==> \result == 4 * ((b + 2 * a - 1) / (2 * a));
      @ ensures 4 <= \result;
      @ assignable \strictly_nothing;
      @*/
    public static /*@ pure @*/ int capacity(int a, int b) {
        if (quadratic(a, b)) {
            divMod(b, 2 * a);
            mulNonNeg(a - 1, 4 * (b / (2 * a)) + 9);
            return a * (4 * (b / (2 * a)) + 9);
        }
        divGeOne(b + 2 * a - 1, 2 * a);
        return 4 * ((b + 2 * a - 1) / (2 * a));
    }

    /**
     * Factors lo..hi-1 are well formed: letters in 0..3, lengths in 0..a, starts[j+1] = starts[j] +
     * lengths[j] (starts are the positions where the factors begin), starts[lo..hi] lie between
     * starts[lo] and starts[hi], neighbouring factors carry different letters, an empty factor is
     * followed by a non-empty one, and the two factors around an empty one differ. So the non-empty
     * factors are the runs of the word: no two of them merge.
     */
    /*@ public model_behavior
      @ requires true;
      @ accessible letters[*], lengths[*], starts[*];
      @ static model boolean wellFormed(int[] letters, int[] lengths, long[] starts, int a, int lo, int hi) {
      @     return 0 <= lo && lo <= hi && hi <= letters.length && hi <= lengths.length && hi < starts.length
      @         && (\forall int j; lo <= j && j < hi;
      @                0 <= letters[j] && letters[j] <= 3 && 0 <= lengths[j] && lengths[j] <= a
      @                && starts[j + 1] == starts[j] + lengths[j])
      @         && (\forall int j; lo <= j && j <= hi; starts[lo] <= starts[j] && starts[j] <= starts[hi])
      @         && (\forall int j; lo <= j && j + 1 < hi; letters[j] != letters[j + 1])
      @         && (\forall int j; lo <= j && j + 1 < hi && lengths[j] == 0; lengths[j + 1] > 0)
      @         && (\forall int j; lo <= j && j + 2 < hi && lengths[j + 1] == 0; letters[j] != letters[j + 2]);
      @ }
      @*/

    /**
     * Factors q .. q + 2n - 1 are n repetitions of x^a y^a: what a repeated part of the word means,
     * kept as one predicate so that callers match it whole (its body is checked by ModelLink too).
     */
    /*@ public model_behavior
      @ requires true;
      @ accessible letters[q .. q + 2 * n - 1], lengths[q .. q + 2 * n - 1];
      @ static model boolean pairsAt(int[] letters, int[] lengths, \bigint x, \bigint y, \bigint a, \bigint q, \bigint n) {
      @     return (\forall int u; 1 <= u && u <= n; letters[q - 2 + 2 * u] == x && lengths[q - 2 + 2 * u] == a
      @         && letters[q - 1 + 2 * u] == y && lengths[q - 1 + 2 * u] == a);
      @ }
      @*/

    /** Lemma (no run-time effect): zero repetitions are in place at any q. */
    /*@ public normal_behavior
      @ requires true;
      @ ensures pairsAt(letters, lengths, x, y, a, q, 0);
      @ assignable \strictly_nothing;
      @*/
    public static void pairsNone(int[] letters, int[] lengths, int x, int y, int a, int q) {
    }

    /** Lemma (no run-time effect): n repetitions and one more x^a y^a after them are n + 1 repetitions. */
    /*@ public normal_behavior
      @ requires 0 <= n && pairsAt(letters, lengths, x, y, a, q, n);
      @ requires letters[q + 2 * n] == x && lengths[q + 2 * n] == a && letters[q + 2 * n + 1] == y && lengths[q + 2 * n + 1] == a;
      @ ensures pairsAt(letters, lengths, x, y, a, q, n + 1);
      @ assignable \strictly_nothing;
      @*/
    public static void pairsStep(int[] letters, int[] lengths, int x, int y, int a, int q, int n) {
    }

    /**
     * Factors p.. of the word are block (r, t) of the note, Z included when t = a: the symbolic
     * factor table of the SMT lemmas ({@code WordModel}), rendered into JML by {@code
     * org.subgames.proof.key.ModelLink}, which checks that this body is its rendering verbatim.
     * The accessible clause names the block's own factors, so a later block's writes keep it.
     */
    /*@ public model_behavior
      @ requires 1 <= k;
      @ accessible letters[p .. p + 4 * k + (r + c <= a ? 3 : 7) + (t == a ? 1 : 0)],
      @     lengths[p .. p + 4 * k + (r + c <= a ? 3 : 7) + (t == a ? 1 : 0)];
      @ static model boolean blockAt(int[] letters, int[] lengths, \bigint a, \bigint k, \bigint c, \bigint r, \bigint t, \bigint p) {
      @     return (c + r <= a ==> letters[p] == 1 && lengths[p] == a - r && letters[p + 1] == 0 && lengths[p + 1] == r
      @         && letters[p + 2] == 2 && lengths[p + 2] == a - r
      @         && pairsAt(letters, lengths, 1, 2, a, p + 3, k - 1) && letters[p + 2 * k + 1] == 1
      @         && lengths[p + 2 * k + 1] == t && letters[p + 2 * k + 2] == 3 && lengths[p + 2 * k + 2] == a - t
      @         && letters[p + 2 * k + 3] == 2 && lengths[p + 2 * k + 3] == t && letters[p + 2 * k + 4] == 0
      @         && lengths[p + 2 * k + 4] == a - r && pairsAt(letters, lengths, 3, 0, a, p + 2 * k + 5, k - 1)
      @         && letters[p + 4 * k + 3] == 3 && lengths[p + 4 * k + 3] == t
      @         && (t == a ==> letters[p + 4 * k + 4] == 0 && lengths[p + 4 * k + 4] == a))
      @         && (!(c + r <= a) ==> letters[p] == 1 && lengths[p] == a - r && letters[p + 1] == 0
      @         && lengths[p + 1] == r && letters[p + 2] == 2 && lengths[p + 2] == a - r
      @         && pairsAt(letters, lengths, 1, 2, a, p + 3, k - 1) && letters[p + 2 * k + 1] == 1
      @         && lengths[p + 2 * k + 1] == a && letters[p + 2 * k + 2] == 2 && lengths[p + 2 * k + 2] == a
      @         && letters[p + 2 * k + 3] == 1 && lengths[p + 2 * k + 3] == t && letters[p + 2 * k + 4] == 0
      @         && lengths[p + 2 * k + 4] == a - r && letters[p + 2 * k + 5] == 3 && lengths[p + 2 * k + 5] == a - c
      @         && letters[p + 2 * k + 6] == 2 && lengths[p + 2 * k + 6] == t && letters[p + 2 * k + 7] == 3
      @         && lengths[p + 2 * k + 7] == a - r && letters[p + 2 * k + 8] == 0 && lengths[p + 2 * k + 8] == a
      @         && pairsAt(letters, lengths, 3, 0, a, p + 2 * k + 9, k - 1) && letters[p + 4 * k + 7] == 3
      @         && lengths[p + 4 * k + 7] == t && (t == a ==> letters[p + 4 * k + 8] == 0
      @         && lengths[p + 4 * k + 8] == a));
      @ }
      @*/

    /**
     * Factors 0.. of the word are the linear word (1^a 2^a)^m 3^e (0^a 3^a)^(m-1) 0^a: the table of
     * the linear SMT lemmas, rendered by {@code ModelLink} like {@link #blockAt}.
     */
    /*@ public model_behavior
      @ requires true;
      @ static model boolean linearAt(int[] letters, int[] lengths, \bigint a, \bigint m, \bigint e) {
      @     return pairsAt(letters, lengths, 1, 2, a, 0, m) && letters[2 * m] == 3 && lengths[2 * m] == e
      @         && pairsAt(letters, lengths, 0, 3, a, 2 * m + 1, m - 1) && letters[4 * m - 1] == 0
      @         && lengths[4 * m - 1] == a;
      @ }
      @*/

    /**
     * Factors 0 .. end - 1 are blocks 1..n of the quadratic word in order: block h starts at factor
     * firsts[h] and is {@link #blockAt} with r = (h-1)c mod a and t = r + c or r + c - a (Z after it
     * when t = a), and block h + 1 starts where block h (with its Z) ends.
     */
    /*@ public model_behavior
      @ requires 1 <= k && 0 <= n;
      @ accessible letters[0 .. end - 1], lengths[0 .. end - 1], firsts[1 .. n + 1];
      @ static model boolean blocksAt(int[] letters, int[] lengths, int[] firsts, \bigint a, \bigint k, \bigint c, \bigint n,
      @         \bigint end) {
      @     return firsts[1] == 0 && firsts[n + 1] == end
      @         && (\forall int h; 1 <= h && h <= n; 0 <= firsts[h] && firsts[h + 1] <= end
      @             && blockAt(letters, lengths, a, k, c, ((h - 1) * c) % a,
      @                 (((h - 1) * c) % a + c <= a ? ((h - 1) * c) % a + c : ((h - 1) * c) % a + c - a), firsts[h])
      @             && firsts[h + 1] == firsts[h] + 4 * k + (((h - 1) * c) % a + c <= a ? 4 : 8)
      @                 + ((((h - 1) * c) % a + c <= a ? ((h - 1) * c) % a + c : ((h - 1) * c) % a + c - a) == a ? 1 : 0));
      @ }
      @*/

    /** Lemma (no run-time effect): before the first block, no blocks are written. */
    /*@ public normal_behavior
      @ requires 1 <= k && firsts != null && 2 <= firsts.length && firsts[1] == 0;
      @ ensures blocksAt(letters, lengths, firsts, a, k, c, 0, 0);
      @ assignable \strictly_nothing;
      @*/
    public static void blocksNone(int[] letters, int[] lengths, int[] firsts, int a, int k, int c) {
    }

    /** Lemma (no run-time effect): blocks 1..i-1 up to start, then block i at start, are blocks 1..i. */
    /*@ public normal_behavior
      @ requires 1 <= k && 1 <= i && 0 <= start && blocksAt(letters, lengths, firsts, a, k, c, i - 1, start);
      @ requires blockAt(letters, lengths, a, k, c, ((i - 1) * c) % a,
      @     (((i - 1) * c) % a + c <= a ? ((i - 1) * c) % a + c : ((i - 1) * c) % a + c - a), start);
      @ requires firsts[i] == start && firsts[i + 1] == start + 4 * k + (((i - 1) * c) % a + c <= a ? 4 : 8)
      @     + ((((i - 1) * c) % a + c <= a ? ((i - 1) * c) % a + c : ((i - 1) * c) % a + c - a) == a ? 1 : 0);
      @ ensures blocksAt(letters, lengths, firsts, a, k, c, i, firsts[i + 1]);
      @ assignable \strictly_nothing;
      @*/
    public static void blocksStep(int[] letters, int[] lengths, int[] firsts, int a, int k, int c, int i, int start) {
    }

    /** Lemma (no run-time effect): the factors that fillPrefix, fillMiddle and fillSuffix write make up {@link #blockAt}. */
    /*@ public normal_behavior
      @ requires 1 <= k;
      @ requires (c + r <= a ==> letters[p] == 1 && lengths[p] == a - r && letters[p + 1] == 0 && lengths[p + 1] == r
      @     && letters[p + 2] == 2 && lengths[p + 2] == a - r
      @     && pairsAt(letters, lengths, 1, 2, a, p + 3, k - 1) && letters[p + 2 * k + 1] == 1
      @     && lengths[p + 2 * k + 1] == t && letters[p + 2 * k + 2] == 3 && lengths[p + 2 * k + 2] == a - t
      @     && letters[p + 2 * k + 3] == 2 && lengths[p + 2 * k + 3] == t && letters[p + 2 * k + 4] == 0
      @     && lengths[p + 2 * k + 4] == a - r && pairsAt(letters, lengths, 3, 0, a, p + 2 * k + 5, k - 1)
      @     && letters[p + 4 * k + 3] == 3 && lengths[p + 4 * k + 3] == t
      @     && (t == a ==> letters[p + 4 * k + 4] == 0 && lengths[p + 4 * k + 4] == a))
      @     && (!(c + r <= a) ==> letters[p] == 1 && lengths[p] == a - r && letters[p + 1] == 0
      @     && lengths[p + 1] == r && letters[p + 2] == 2 && lengths[p + 2] == a - r
      @     && pairsAt(letters, lengths, 1, 2, a, p + 3, k - 1) && letters[p + 2 * k + 1] == 1
      @     && lengths[p + 2 * k + 1] == a && letters[p + 2 * k + 2] == 2 && lengths[p + 2 * k + 2] == a
      @     && letters[p + 2 * k + 3] == 1 && lengths[p + 2 * k + 3] == t && letters[p + 2 * k + 4] == 0
      @     && lengths[p + 2 * k + 4] == a - r && letters[p + 2 * k + 5] == 3 && lengths[p + 2 * k + 5] == a - c
      @     && letters[p + 2 * k + 6] == 2 && lengths[p + 2 * k + 6] == t && letters[p + 2 * k + 7] == 3
      @     && lengths[p + 2 * k + 7] == a - r && letters[p + 2 * k + 8] == 0 && lengths[p + 2 * k + 8] == a
      @     && pairsAt(letters, lengths, 3, 0, a, p + 2 * k + 9, k - 1) && letters[p + 4 * k + 7] == 3
      @     && lengths[p + 4 * k + 7] == t && (t == a ==> letters[p + 4 * k + 8] == 0
      @     && lengths[p + 4 * k + 8] == a));
      @ ensures blockAt(letters, lengths, a, k, c, r, t, p);
      @ assignable \strictly_nothing;
      @*/
    public static void blockIntro(int[] letters, int[] lengths, int a, int k, int c, int r, int t, int p) {
    }

    /** Lemma (no run-time effect): the factors that fillLinear writes make up {@link #linearAt}. */
    /*@ public normal_behavior
      @ requires pairsAt(letters, lengths, 1, 2, a, 0, m) && letters[2 * m] == 3 && lengths[2 * m] == e
      @     && pairsAt(letters, lengths, 0, 3, a, 2 * m + 1, m - 1) && letters[4 * m - 1] == 0
      @     && lengths[4 * m - 1] == a;
      @ ensures linearAt(letters, lengths, a, m, e);
      @ assignable \strictly_nothing;
      @*/
    public static void linearIntro(int[] letters, int[] lengths, int a, int m, int e) {
    }

    /** Lemma (no run-time effect): no factors are well formed. */
    /*@ public normal_behavior
      @ requires letters != null && lengths != null && starts != null && 1 <= starts.length;
      @ ensures wellFormed(letters, lengths, starts, a, 0, 0);
      @ assignable \strictly_nothing;
      @*/
    public static void wellFormedEmpty(int[] letters, int[] lengths, long[] starts, int a) {
    }

    /** Lemma (no run-time effect): what wellFormed says, for callers that keep it opaque. */
    /*@ public normal_behavior
      @ requires wellFormed(letters, lengths, starts, a, lo, hi);
      @ ensures 0 <= lo && lo <= hi && hi <= letters.length && hi <= lengths.length && hi < starts.length;
      @ ensures (\forall int j; lo <= j && j < hi;
      @     0 <= letters[j] && letters[j] <= 3 && 0 <= lengths[j] && lengths[j] <= a
      @     && starts[j + 1] == starts[j] + lengths[j]);
      @ ensures (\forall int j; lo <= j && j <= hi; starts[lo] <= starts[j] && starts[j] <= starts[hi]);
      @ ensures (\forall int j; lo <= j && j + 1 < hi; letters[j] != letters[j + 1]);
      @ ensures (\forall int j; lo <= j && j + 1 < hi && lengths[j] == 0; lengths[j + 1] > 0);
      @ ensures (\forall int j; lo <= j && j + 2 < hi && lengths[j + 1] == 0; letters[j] != letters[j + 2]);
      @ assignable \strictly_nothing;
      @*/
    public static void wellFormedFacts(int[] letters, int[] lengths, long[] starts, int a, int lo, int hi) {
    }

    /** Lemma (no run-time effect): the letters and lengths of well-formed factors are in range. */
    /*@ public normal_behavior
      @ requires wellFormed(letters, lengths, starts, a, lo, hi);
      @ ensures 0 <= lo && lo <= hi && hi <= letters.length && hi <= lengths.length;
      @ ensures (\forall int j; lo <= j && j < hi;
      @     0 <= letters[j] && letters[j] <= 3 && 0 <= lengths[j] && lengths[j] <= a);
      @ assignable \strictly_nothing;
      @*/
    public static void wellFormedRanges(int[] letters, int[] lengths, long[] starts, int a, int lo, int hi) {
    }

    /** Lemma (no run-time effect): where well-formed factors lie, without the facts on their letters' order. */
    /*@ public normal_behavior
      @ requires wellFormed(letters, lengths, starts, a, lo, hi);
      @ ensures 0 <= lo && lo <= hi && hi <= letters.length && hi <= lengths.length && hi < starts.length;
      @ ensures (\forall int j; lo <= j && j < hi;
      @     0 <= letters[j] && letters[j] <= 3 && 0 <= lengths[j] && starts[j + 1] == starts[j] + lengths[j]);
      @ ensures (\forall int j; lo <= j && j <= hi; starts[lo] <= starts[j] && starts[j] <= starts[hi]);
      @ assignable \strictly_nothing;
      @*/
    public static void wellFormedSpans(int[] letters, int[] lengths, long[] starts, int a, int lo, int hi) {
    }

    /** Lemma (no run-time effect): factor h of well-formed factors 0..n-1 lies inside 0..starts[n]. */
    /*@ public normal_behavior
      @ requires wellFormed(letters, lengths, starts, a, 0, n) && 0 <= h && h < n;
      @ ensures 0 <= letters[h] && letters[h] <= 3 && 0 <= lengths[h];
      @ ensures starts[h + 1] == starts[h] + lengths[h] && starts[h + 1] <= starts[n];
      @ assignable \strictly_nothing;
      @*/
    public static void factorAt(int[] letters, int[] lengths, long[] starts, int a, int n, int h) {
    }

    /**
     * Appends the factor letter^len at index q to the well-formed factors lo..q-1 and returns q + 1:
     * its letter differs from the previous factor's, and after an empty factor it is non-empty and
     * differs from the factor before the empty one.
     */
    /*@ public normal_behavior
      @ requires letters != null && lengths != null && starts != null && letters != lengths;
      @ requires wellFormed(letters, lengths, starts, a, lo, q);
      @ requires q < letters.length && q < lengths.length && q + 1 < starts.length;
      @ requires 0 <= letter && letter <= 3 && 0 <= len && len <= a;
      @ requires lo < q ==> letters[q - 1] != letter;
      @ requires lo < q && lengths[q - 1] == 0 ==> 0 < len && lo + 1 < q && letters[q - 2] != letter;
      @ ensures \result == q + 1 && wellFormed(letters, lengths, starts, a, lo, \result);
      @ ensures letters[q] == letter && lengths[q] == len && starts[q + 1] == starts[q] + len;
      @ assignable letters[q], lengths[q], starts[q + 1];
      @*/
    public static int put(int[] letters, int[] lengths, long[] starts, int a, int lo, int q, int letter, int len) {
        letters[q] = letter;
        lengths[q] = len;
        starts[q + 1] = starts[q] + len;
        return q + 1;
    }

    /**
     * Appends the two factors x^a y^a at index q (one repetition of a repeated part) and returns
     * q + 2; its own contract so that a loop over the repetitions sees one step per repetition.
     */
    /*@ public normal_behavior
      @ requires letters != null && lengths != null && starts != null && letters != lengths;
      @ requires wellFormed(letters, lengths, starts, a, lo, q);
      @ requires q + 1 < letters.length && q + 1 < lengths.length && q + 2 < starts.length;
      @ requires 1 <= a && 0 <= x && x <= 3 && 0 <= y && y <= 3 && x != y;
      @ requires lo < q ==> letters[q - 1] != x;
      @ requires lo < q && lengths[q - 1] == 0 ==> lo + 1 < q && letters[q - 2] != x;
      @ ensures \result == q + 2 && wellFormed(letters, lengths, starts, a, lo, \result);
      @ ensures letters[q] == x && lengths[q] == a && letters[q + 1] == y && lengths[q + 1] == a;
      @ ensures starts[q + 2] == starts[q] + 2 * a;
      @ assignable letters[q .. q + 1], lengths[q .. q + 1], starts[q + 1 .. q + 2];
      @*/
    public static int putPair(int[] letters, int[] lengths, long[] starts, int a, int lo, int q, int x, int y) {
        int h = put(letters, lengths, starts, a, lo, q, x, a);
        return put(letters, lengths, starts, a, lo, h, y, a);
    }

    /**
     * Appends n repetitions of x^a y^a at index q (a repeated part of the word) and returns q + 2n:
     * repetition u (1..n) is factors q + 2u - 2 and q + 2u - 1.
     */
    /*@ public normal_behavior
      @ requires letters != null && lengths != null && starts != null && letters != lengths;
      @ requires letters.length == lengths.length && starts.length == letters.length + 1;
      @ requires wellFormed(letters, lengths, starts, a, 0, q);
      @ requires 0 <= n && q + 2 * n <= letters.length;
      @ requires 1 <= a && 0 <= x && x <= 3 && 0 <= y && y <= 3 && x != y;
      @ requires 0 < q ==> letters[q - 1] != x;
      @ requires 0 < q && lengths[q - 1] == 0 ==> 1 < q && letters[q - 2] != x;
      @ ensures \result == q + 2 * n && wellFormed(letters, lengths, starts, a, 0, \result);
      @ ensures starts[\result] == starts[q] + 2 * a * n;
      @ ensures pairsAt(letters, lengths, x, y, a, q, n);
      @ ensures 0 < n ==> letters[q] == x && lengths[q] == a && letters[\result - 1] == y && lengths[\result - 1] > 0;
      @ assignable letters[q .. q + 2 * n - 1], lengths[q .. q + 2 * n - 1], starts[q + 1 .. q + 2 * n];
      @*/
    public static int putPairs(int[] letters, int[] lengths, long[] starts, int a, int q, int n, int x, int y) {
        int h = q;
        pairsNone(letters, lengths, x, y, a, q);
        /*@ loop_invariant 0 <= j && j <= n && h == q + 2 * j;
          @ loop_invariant wellFormed(letters, lengths, starts, a, 0, h);
          @ loop_invariant starts[h] == starts[q] + 2 * a * j;
          @ loop_invariant pairsAt(letters, lengths, x, y, a, q, j);
          @ loop_invariant 0 < j ==> letters[q] == x && lengths[q] == a && letters[h - 1] == y && lengths[h - 1] > 0;
          @ assignable letters[q .. q + 2 * n - 1], lengths[q .. q + 2 * n - 1], starts[q + 1 .. q + 2 * n];
          @ decreasing n - j;
          @*/
        for (int j = 0; j < n; j++) {
            h = putPair(letters, lengths, starts, a, 0, h, x, y);
            pairsStep(letters, lengths, x, y, a, q, j);
        }
        return h;
    }

    /** The letter (nim-value) of every factor, in order, empty factors included. */
    /*@ public normal_behavior
      @ requires 1 <= a && a < b && a <= 46340 && b <= 100000000;
      @ ensures 1 <= \result.length;
      @ ensures (\forall int j; 0 <= j && j < \result.length; 0 <= \result[j] && \result[j] <= 3);
      @ ensures \fresh(\result);
      @ assignable \nothing;
      @*/
    public static int[] factorLetters(int a, int b) {
        int cap = capacity(a, b);
        int[] letters = new int[cap];
        int[] lengths = new int[cap];
        long[] starts = new long[cap + 1];
        int n = fill(a, b, letters, lengths, starts);
        wellFormedRanges(letters, lengths, starts, a, 0, n);
        int[] out = new int[n];
        /*@ loop_invariant 0 <= j && j <= n;
          @ loop_invariant (\forall int x; 0 <= x && x < j; out[x] == letters[x]);
          @ assignable out[*];
          @ decreasing n - j;
          @*/
        for (int j = 0; j < n; j++) {
            out[j] = letters[j];
        }
        return out;
    }

    /** The length of every factor, in order; every length is in 0..a. */
    /*@ public normal_behavior
      @ requires 1 <= a && a < b && a <= 46340 && b <= 100000000;
      @ ensures 1 <= \result.length;
      @ ensures (\forall int j; 0 <= j && j < \result.length; 0 <= \result[j] && \result[j] <= a);
      @ ensures \fresh(\result);
      @ assignable \nothing;
      @*/
    public static int[] factorLengths(int a, int b) {
        int cap = capacity(a, b);
        int[] letters = new int[cap];
        int[] lengths = new int[cap];
        long[] starts = new long[cap + 1];
        int n = fill(a, b, letters, lengths, starts);
        wellFormedRanges(letters, lengths, starts, a, 0, n);
        int[] out = new int[n];
        /*@ loop_invariant 0 <= j && j <= n;
          @ loop_invariant (\forall int x; 0 <= x && x < j; out[x] == lengths[x]);
          @ assignable out[*];
          @ decreasing n - j;
          @*/
        for (int j = 0; j < n; j++) {
            out[j] = lengths[j];
        }
        return out;
    }

    /**
     * Writes the factors of W(a, b) from index 0 on and returns their number n: letters[j] and
     * lengths[j] for j &lt; n, and starts[j] (the position where factor j begins, starts[n] = |W|).
     * The contract is the construction's arithmetic: the factors are well formed (so they are the
     * run-length encoding of W, empty factors aside), and they add up to a(4ak + 3c) letters
     * (quadratic) or b + 2a*ceil(b/2a) letters (linear).
     */
    /*@ public normal_behavior
      @ requires 1 <= a && a < b && a <= 46340 && b <= 100000000;
      @ requires letters != null && lengths != null && starts != null && letters != lengths;
      @ requires letters.length == capacity(a, b) && lengths.length == letters.length;
      @ requires starts.length == letters.length + 1;
      @ requires firsts != null && firsts.length == a + 2 && firsts != letters && firsts != lengths;
      @ ensures 1 <= \result && \result <= letters.length;
      @ ensures wellFormed(letters, lengths, starts, a, 0, \result);
      @ ensures starts[0] == 0 && lengths[0] > 0 && lengths[\result - 1] > 0;
      @ ensures quadratic(a, b) ==>
      @     starts[\result] == a * (4 * a * (b / (2 * a)) + 3 * (b % (2 * a)));
      @ ensures !quadratic(a, b) ==>
      @     starts[\result] == b + 2 * a * ((b + 2 * a - 1) / (2 * a));
      @ ensures quadratic(a, b) ==> blocksAt(letters, lengths, firsts, a, b / (2 * a), b % (2 * a), a, \result);
      @ ensures !quadratic(a, b) ==> linearAt(letters, lengths, a, (b + 2 * a - 1) / (2 * a),
      @     b + a - 2 * a * ((b + 2 * a - 1) / (2 * a)));
      @ assignable letters[*], lengths[*], starts[*], firsts[*];
      @*/
    public static int fill(int a, int b, int[] letters, int[] lengths, long[] starts, int[] firsts) {
        if (!quadratic(a, b)) {
            divMod(b, 2 * a);
            int k = b / (2 * a);
            int c = b % (2 * a);
            // m = ceil(b / 2a) and e = b - (2m - 1)a, from b = 2ka + c (c = 0, or a <= c < 2a).
            int m = k;
            int e = a;
            if (c > 0) {
                m = k + 1;
                e = c - a;
                divUnique(b + 2 * a - 1, 2 * a, k + 1, c - 1);
            } else {
                divUnique(b + 2 * a - 1, 2 * a, k, 2 * a - 1);
            }
            return fillLinear(a, m, e, letters, lengths, starts);
        }
        divMod(b, 2 * a);
        mulNonNeg(a - 1, b / (2 * a));
        int k = b / (2 * a);
        int c = b % (2 * a);
        return fillQuadratic(a, k, c, letters, lengths, starts, firsts);
    }

    /**
     * {@link #fill(int, int, int[], int[], long[], int[])} for callers that need only the arithmetic
     * (lengths, starts, runs), not where the blocks start: their proofs stay small.
     */
    /*@ public normal_behavior
      @ requires 1 <= a && a < b && a <= 46340 && b <= 100000000;
      @ requires letters != null && lengths != null && starts != null && letters != lengths;
      @ requires letters.length == capacity(a, b) && lengths.length == letters.length;
      @ requires starts.length == letters.length + 1;
      @ ensures 1 <= \result && \result <= letters.length;
      @ ensures wellFormed(letters, lengths, starts, a, 0, \result);
      @ ensures starts[0] == 0 && lengths[0] > 0 && lengths[\result - 1] > 0;
      @ ensures quadratic(a, b) ==>
      @     starts[\result] == a * (4 * a * (b / (2 * a)) + 3 * (b % (2 * a)));
      @ ensures !quadratic(a, b) ==>
      @     starts[\result] == b + 2 * a * ((b + 2 * a - 1) / (2 * a));
      @ assignable letters[*], lengths[*], starts[*];
      @*/
    public static int fill(int a, int b, int[] letters, int[] lengths, long[] starts) {
        return fill(a, b, letters, lengths, starts, new int[a + 2]);
    }

    /** The linear case of {@link #fill}: W = (1^a 2^a)^m 3^e (0^a 3^a)^(m-1) 0^a, 4m factors. */
    /*@ private normal_behavior
      @ requires 1 <= a && a <= 46340 && 1 <= m && 0 <= e && e <= a;
      @ requires letters != null && lengths != null && starts != null && letters != lengths;
      @ requires letters.length == 4 * m && lengths.length == letters.length;
      @ requires starts.length == letters.length + 1;
      @ ensures 1 <= \result && \result <= letters.length;
      @ ensures wellFormed(letters, lengths, starts, a, 0, \result);
      @ ensures starts[0] == 0 && lengths[0] > 0 && lengths[\result - 1] > 0;
      @ ensures starts[\result] == 4 * a * m - a + e;
      @ ensures \result == 4 * m && linearAt(letters, lengths, a, m, e);
      @ assignable letters[*], lengths[*], starts[*];
      @*/
    public static int fillLinear(int a, int m, int e, int[] letters, int[] lengths, long[] starts) {
        starts[0] = 0;
        wellFormedEmpty(letters, lengths, starts, a);
        int p = putPairs(letters, lengths, starts, a, 0, m, 1, 2);
        p = put(letters, lengths, starts, a, 0, p, 3, e);
        p = putPairs(letters, lengths, starts, a, p, m - 1, 0, 3);
        p = put(letters, lengths, starts, a, 0, p, 0, a);
        linearIntro(letters, lengths, a, m, e);
        return p;
    }

    /** The quadratic case of {@link #fill}: blocks i = 1..a, each written by {@link #fillBlock}. */
    /*@ private normal_behavior
      @ requires 1 <= a && a <= 46340 && 1 <= k && k <= 50000000 && 0 < c && c < a;
      @ requires letters != null && lengths != null && starts != null && letters != lengths;
      @ requires a * (4 * k + 9) <= letters.length && lengths.length == letters.length;
      @ requires starts.length == letters.length + 1;
      @ requires firsts != null && firsts.length == a + 2 && firsts != letters && firsts != lengths;
      @ ensures 1 <= \result && \result <= letters.length;
      @ ensures wellFormed(letters, lengths, starts, a, 0, \result);
      @ ensures starts[0] == 0 && lengths[0] > 0 && lengths[\result - 1] > 0;
      @ ensures starts[\result] == a * (4 * a * k + 3 * c);
      @ ensures blocksAt(letters, lengths, firsts, a, k, c, a, \result);
      @ assignable letters[*], lengths[*], starts[*], firsts[*];
      @*/
    public static int fillQuadratic(int a, int k, int c, int[] letters, int[] lengths, long[] starts, int[] firsts) {
        firsts[1] = 0;
        blocksNone(letters, lengths, firsts, a, k, c);
        starts[0] = 0;
        wellFormedEmpty(letters, lengths, starts, a);
        divUnique(0, a, 0, 0);
        int p = 0;
        /*@ loop_invariant 1 <= i && i <= a + 1 && 0 <= p && p <= (i - 1) * (4 * k + 9);
          @ loop_invariant wellFormed(letters, lengths, starts, a, 0, p);
          @ loop_invariant starts[0] == 0 && (p == 0 <==> i == 1);
          @ loop_invariant 0 < p ==> lengths[0] > 0 && lengths[p - 1] > 0
          @     && (letters[p - 1] == 0 || letters[p - 1] == 3);
          @ loop_invariant starts[p] == 2 * (2 * k * a + c) * (i - 1) + a * (((i - 1) * c) / a);
          @ loop_invariant firsts[i] == p && blocksAt(letters, lengths, firsts, a, k, c, i - 1, p);
          @ assignable letters[*], lengths[*], starts[*], firsts[*];
          @ decreasing a + 1 - i;
          @*/
        for (int i = 1; i <= a; i++) {
            mulNonNeg(a - i, 4 * k + 9);
            int r = r(a, c, i);
            int t = r + c <= a ? r + c : r + c - a;
            blockGrowth(a, c, i, r, t);
            // where block i + 1 starts, recorded before block i is written (fillBlock returns the same)
            firsts[i + 1] = p + 4 * k + (r + c <= a ? 4 : 8) + (t == a ? 1 : 0);
            int start = p;
            p = fillBlock(a, k, c, r, t, letters, lengths, starts, p);
            blocksStep(letters, lengths, firsts, a, k, c, i, start);
        }
        mulNonNeg(a, c);
        divUnique(a * c, a, c, 0);
        return p;
    }

    /**
     * Writes block i (and its Z) from index p on, after the well-formed factors 0..p-1, given
     * r = r(a, c, i) and t = t(a, c, i); returns the index after it. A B-block (r + c &lt;= a) has
     * 8 + 4(k-1) factors and 2b letters, a C-block 12 + 4(k-1) factors and 2b + a letters; Z adds one
     * factor of a letters.
     */
    /*@ public normal_behavior
      @ requires 1 <= a && a <= 46340 && 0 < c && c < a && 1 <= k && k <= 50000000;
      @ requires 0 <= r && r < a && t == (r + c <= a ? r + c : r + c - a) && 1 <= t;
      @ requires letters != null && lengths != null && starts != null && letters != lengths;
      @ requires letters.length == lengths.length && starts.length == letters.length + 1;
      @ requires 0 <= p && p + 4 * k + 9 <= letters.length;
      @ requires wellFormed(letters, lengths, starts, a, 0, p);
      @ requires 0 < p ==> lengths[p - 1] > 0 && (letters[p - 1] == 0 || letters[p - 1] == 3);
      @ ensures \result == p + (r + c <= a ? 8 : 12) + 4 * (k - 1) + (t == a ? 1 : 0);
      @ ensures wellFormed(letters, lengths, starts, a, 0, \result);
      @ ensures letters[p] == 1 && lengths[p] > 0;
      @ ensures lengths[\result - 1] > 0 && (letters[\result - 1] == 0 || letters[\result - 1] == 3);
      @ ensures starts[\result] == starts[p] + 2 * (2 * k * a + c) + (r + c <= a ? 0 : a) + (t == a ? a : 0);
      @ ensures blockAt(letters, lengths, a, k, c, r, t, p);
      @ assignable letters[p .. p + 4 * k + 8], lengths[p .. p + 4 * k + 8], starts[p + 1 .. p + 4 * k + 9];
      @*/
    public static int fillBlock(int a, int k, int c, int r, int t, int[] letters, int[] lengths, long[] starts, int p) {
        int q = fillPrefix(a, k, r, letters, lengths, starts, p);
        int mid = fillMiddle(a, c, r, t, letters, lengths, starts, q);
        int end = fillSuffix(a, k, t, letters, lengths, starts, mid);
        blockIntro(letters, lengths, a, k, c, r, t, p);
        return end;
    }

    /** Writes A1 A2 A3 (1^a 2^a)^(k-1) of a block from index p on; returns the index after them. */
    /*@ public normal_behavior
      @ requires 1 <= a && 1 <= k && k <= 50000000 && 0 <= r && r < a;
      @ requires letters != null && lengths != null && starts != null && letters != lengths;
      @ requires letters.length == lengths.length && starts.length == letters.length + 1;
      @ requires 0 <= p && p + 2 * k + 1 <= letters.length;
      @ requires wellFormed(letters, lengths, starts, a, 0, p);
      @ requires 0 < p ==> lengths[p - 1] > 0 && (letters[p - 1] == 0 || letters[p - 1] == 3);
      @ ensures \result == p + 2 * k + 1;
      @ ensures wellFormed(letters, lengths, starts, a, 0, \result);
      @ ensures letters[p] == 1 && lengths[p] > 0 && letters[\result - 1] == 2 && lengths[\result - 1] > 0;
      @ ensures starts[\result] == starts[p] + 2 * a * k - r;
      @ ensures letters[p] == 1 && lengths[p] == a - r && letters[p + 1] == 0 && lengths[p + 1] == r
      @     && letters[p + 2] == 2 && lengths[p + 2] == a - r;
      @ ensures pairsAt(letters, lengths, 1, 2, a, p + 3, k - 1);
      @ assignable letters[p .. p + 2 * k], lengths[p .. p + 2 * k], starts[p + 1 .. p + 2 * k + 1];
      @*/
    public static int fillPrefix(int a, int k, int r, int[] letters, int[] lengths, long[] starts, int p) {
        int q = put(letters, lengths, starts, a, 0, p, 1, a - r);
        q = put(letters, lengths, starts, a, 0, q, 0, r);
        q = put(letters, lengths, starts, a, 0, q, 2, a - r);
        return putPairs(letters, lengths, starts, a, q, k - 1, 1, 2);
    }

    /**
     * Writes the middle of a block from index q on: B1 B2 B3 B4 (B-block, r + c &lt;= a) or C1 .. C8
     * (C-block); returns the index after it.
     */
    /*@ public normal_behavior
      @ requires 1 <= a && 0 < c && c < a && 0 <= r && r < a && t == (r + c <= a ? r + c : r + c - a) && 1 <= t;
      @ requires letters != null && lengths != null && starts != null && letters != lengths;
      @ requires letters.length == lengths.length && starts.length == letters.length + 1;
      @ requires 1 <= q && q + 8 <= letters.length;
      @ requires wellFormed(letters, lengths, starts, a, 0, q);
      @ requires letters[q - 1] == 2 && lengths[q - 1] > 0;
      @ ensures \result == q + (r + c <= a ? 4 : 8);
      @ ensures wellFormed(letters, lengths, starts, a, 0, \result);
      @ ensures letters[\result - 1] == 0 && lengths[\result - 1] > 0;
      @ ensures starts[\result] == starts[q] + 2 * a + c + (r + c <= a ? 0 : 2 * a);
      @ ensures r + c <= a ==> letters[q] == 1 && lengths[q] == t && letters[q + 1] == 3 && lengths[q + 1] == a - t
      @     && letters[q + 2] == 2 && lengths[q + 2] == t && letters[q + 3] == 0 && lengths[q + 3] == a - r;
      @ ensures r + c > a ==> letters[q] == 1 && lengths[q] == a && letters[q + 1] == 2 && lengths[q + 1] == a
      @     && letters[q + 2] == 1 && lengths[q + 2] == t && letters[q + 3] == 0 && lengths[q + 3] == a - r
      @     && letters[q + 4] == 3 && lengths[q + 4] == a - c && letters[q + 5] == 2 && lengths[q + 5] == t
      @     && letters[q + 6] == 3 && lengths[q + 6] == a - r && letters[q + 7] == 0 && lengths[q + 7] == a;
      @ assignable letters[q .. q + 7], lengths[q .. q + 7], starts[q + 1 .. q + 8];
      @*/
    public static int fillMiddle(int a, int c, int r, int t, int[] letters, int[] lengths, long[] starts, int q) {
        if (r + c <= a) {
            q = put(letters, lengths, starts, a, 0, q, 1, t);
            q = put(letters, lengths, starts, a, 0, q, 3, a - t);
            q = put(letters, lengths, starts, a, 0, q, 2, t);
            return put(letters, lengths, starts, a, 0, q, 0, a - r);
        }
        q = put(letters, lengths, starts, a, 0, q, 1, a);
        q = put(letters, lengths, starts, a, 0, q, 2, a);
        q = put(letters, lengths, starts, a, 0, q, 1, t);
        q = put(letters, lengths, starts, a, 0, q, 0, a - r);
        q = put(letters, lengths, starts, a, 0, q, 3, a - c);
        q = put(letters, lengths, starts, a, 0, q, 2, t);
        q = put(letters, lengths, starts, a, 0, q, 3, a - r);
        return put(letters, lengths, starts, a, 0, q, 0, a);
    }

    /** Writes (3^a 0^a)^(k-1) 3^t, then Z = 0^a when t = a, from index q on; returns the index after them. */
    /*@ public normal_behavior
      @ requires 1 <= a && 1 <= k && k <= 50000000 && 1 <= t && t <= a;
      @ requires letters != null && lengths != null && starts != null && letters != lengths;
      @ requires letters.length == lengths.length && starts.length == letters.length + 1;
      @ requires 1 <= q && q + 2 * k <= letters.length;
      @ requires wellFormed(letters, lengths, starts, a, 0, q);
      @ requires letters[q - 1] == 0 && lengths[q - 1] > 0;
      @ ensures \result == q + 2 * k - 1 + (t == a ? 1 : 0);
      @ ensures wellFormed(letters, lengths, starts, a, 0, \result);
      @ ensures lengths[\result - 1] > 0 && (letters[\result - 1] == 0 || letters[\result - 1] == 3);
      @ ensures starts[\result] == starts[q] + 2 * a * (k - 1) + t + (t == a ? a : 0);
      @ ensures pairsAt(letters, lengths, 3, 0, a, q, k - 1);
      @ ensures letters[q - 2 + 2 * k] == 3 && lengths[q - 2 + 2 * k] == t;
      @ ensures t == a ==> letters[q - 1 + 2 * k] == 0 && lengths[q - 1 + 2 * k] == a;
      @ assignable letters[q .. q + 2 * k - 1], lengths[q .. q + 2 * k - 1], starts[q + 1 .. q + 2 * k];
      @*/
    public static int fillSuffix(int a, int k, int t, int[] letters, int[] lengths, long[] starts, int q) {
        int h = putPairs(letters, lengths, starts, a, q, k - 1, 3, 0);
        h = put(letters, lengths, starts, a, 0, h, 3, t);
        if (t == a) {
            h = put(letters, lengths, starts, a, 0, h, 0, a);
        }
        return h;
    }

    /** The number of letters of block i, its Z included: 2b (B-block), 2b + a (C-block), plus a for Z. */
    /*@ public normal_behavior
      @ requires 1 <= a && a <= 46340 && 0 < c && c < a && 1 <= i && i <= a && 1 <= k && k <= 50000000;
      @ ensures \result == 2 * (2 * k * a + c) + (bBlock(a, c, i) ? 0 : a) + (t(a, c, i) == a ? a : 0);
      @ assignable \strictly_nothing;
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
     * Lemma: block i (with r = r(a, c, i), t = t(a, c, i)) is longer than 2b by a exactly when
     * floor(ic/a) steps up from floor((i-1)c/a): by a for a C-block (r + c &gt; a), by a for the Z after
     * a B-block with t = a, and not at all otherwise.
     */
    /*@ public normal_behavior
      @ requires 1 <= a && a <= 46340 && 0 < c && c < a && 1 <= i && i <= a;
      @ requires 0 <= r && r < a && r == (i - 1) * c - a * (((i - 1) * c) / a);
      @ requires t == (r + c <= a ? r + c : r + c - a);
      @ ensures (r + c <= a ? 0 : a) + (t == a ? a : 0) == a * ((i * c) / a) - a * (((i - 1) * c) / a);
      @ assignable \strictly_nothing;
      @*/
    public static /*@ pure @*/ void blockGrowth(int a, int c, int i, int r, int t) {
        mulNonNeg(i - 1, c);
        divMod((i - 1) * c, a);
        int q = ((i - 1) * c) / a;
        if (r + c < a) {
            divUnique(i * c, a, q, r + c);
        } else {
            divUnique(i * c, a, q + 1, r + c - a);
        }
    }

    /**
     * blockLength(a, k, c, i) in the form that makes the block starts add up:
     * 2(2ka + c) + a(floor(ic/a) - floor((i-1)c/a)).
     */
    /*@ public normal_behavior
      @ requires 1 <= a && a <= 46340 && 0 < c && c < a && 1 <= i && i <= a && 1 <= k && k <= 50000000;
      @ ensures \result == blockLength(a, k, c, i);
      @ ensures \result == 2 * (2 * k * a + c) + a * ((i * c) / a) - a * (((i - 1) * c) / a);
      @ assignable \strictly_nothing;
      @*/
    public static /*@ pure @*/ long blockStep(int a, int k, int c, int i) {
        int r = r(a, c, i);
        int t = t(a, c, i);
        boolean bb = bBlock(a, c, i);
        blockGrowth(a, c, i, r, t);
        return blockLength(a, k, c, i);
    }

    /**
     * The number of letters before block i (its 0-based start): the sum of the lengths of blocks
     * 1..i-1 with their Z's, which is 2b(i-1) + a * floor((i-1)c / a).
     */
    /*@ public normal_behavior
      @ requires 1 <= a && a <= 46340 && 0 < c && c < a && 1 <= i && i <= a + 1 && 1 <= k && k <= 50000000;
      @ ensures \result == 2 * (2 * k * a + c) * (i - 1) + a * (((i - 1) * c) / a);
      @ assignable \strictly_nothing;
      @*/
    public static /*@ pure @*/ long blockStart(int a, int k, int c, int i) {
        divUnique(0, a, 0, 0);
        long s = 0;
        /*@ loop_invariant 1 <= j && j <= i;
          @ loop_invariant s == 2 * (2 * k * a + c) * (j - 1) + a * (((j - 1) * c) / a);
          @ assignable \strictly_nothing;
          @ decreasing i - j;
          @*/
        for (int j = 1; j < i; j++) {
            s = s + blockStep(a, k, c, j);
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
        int cap = capacity(a, b);
        long[] starts = new long[cap + 1];
        int n = fill(a, b, new int[cap], new int[cap], starts);
        return starts[n];
    }

    /**
     * The letters of the non-empty factors, in order: the run-length encoding of W. Adjacent runs
     * carry different letters, so no two factors merge into one run.
     */
    /*@ public normal_behavior
      @ requires 1 <= a && a < b && a <= 46340 && b <= 100000000;
      @ ensures 1 <= \result.length;
      @ ensures (\forall int j; 0 <= j && j + 1 < \result.length; \result[j] != \result[j + 1]);
      @ ensures (\forall int j; 0 <= j && j < \result.length; 0 <= \result[j] && \result[j] <= 3);
      @ ensures \fresh(\result);
      @ assignable \nothing;
      @*/
    public static int[] runLetters(int a, int b) {
        int cap = capacity(a, b);
        int[] letters = new int[cap];
        int[] lengths = new int[cap];
        long[] starts = new long[cap + 1];
        int n = fill(a, b, letters, lengths, starts);
        wellFormedFacts(letters, lengths, starts, a, 0, n);
        int[] runs = new int[n];
        int q = 0;
        //@ ghost int last = -1;
        /*@ loop_invariant 0 <= h && h <= n && 0 <= q && q <= h;
          @ loop_invariant (\forall int x; 0 <= x && x < q; 0 <= runs[x] && runs[x] <= 3);
          @ loop_invariant (\forall int x; 0 <= x && x + 1 < q; runs[x] != runs[x + 1]);
          @ loop_invariant 0 < h ==> 0 < q && 0 <= last && last < h && lengths[last] > 0
          @     && runs[q - 1] == letters[last] && (last == h - 1 || (last == h - 2 && lengths[h - 1] == 0));
          @ assignable runs[*];
          @ decreasing n - h;
          @*/
        for (int h = 0; h < n; h++) {
            if (lengths[h] > 0) {
                runs[q] = letters[h];
                q++;
                //@ set last = h;
            }
        }
        int[] out = new int[q];
        /*@ loop_invariant 0 <= j && j <= q;
          @ loop_invariant (\forall int x; 0 <= x && x < j; out[x] == runs[x]);
          @ assignable out[*];
          @ decreasing q - j;
          @*/
        for (int j = 0; j < q; j++) {
            out[j] = runs[j];
        }
        return out;
    }

    /**
     * Writes len copies of letter into w from index from on and returns from + len: one factor of
     * the word, with its own contract so that expand's loop sees a factor as one step.
     */
    /*@ public normal_behavior
      @ requires w != null && 0 <= from && 0 <= len && from + len <= w.length && 0 <= letter && letter <= 3;
      @ ensures \result == from + len;
      @ ensures (\forall int y; from <= y && y < from + len; w[y] == letter);
      @ assignable w[from .. from + len - 1];
      @*/
    public static int writeRun(int[] w, int from, int len, int letter) {
        int q = from;
        /*@ loop_invariant from <= q && q <= from + len;
          @ loop_invariant (\forall int y; from <= y && y < q; w[y] == letter);
          @ assignable w[from .. from + len - 1];
          @ decreasing from + len - q;
          @*/
        while (q < from + len) {
            w[q] = letter;
            q++;
        }
        return q;
    }

    /**
     * The letters of W(a, b) themselves: result[j - 1] = G_sink(j) for j = 1..|W|; |W| as in
     * {@link #wordLength}, spelled out so that the proof need not run wordLength symbolically.
     */
    /*@ public normal_behavior
      @ requires 1 <= a && a < b && a <= 46340 && b <= 100000000;
      @ requires (quadratic(a, b) ? a * (4 * a * (b / (2 * a)) + 3 * (b % (2 * a)))
      @     : b + 2 * a * ((b + 2 * a - 1) / (2 * a))) <= 2147483647;
      @ ensures \result.length == (quadratic(a, b) ? a * (4 * a * (b / (2 * a)) + 3 * (b % (2 * a)))
      @     : b + 2 * a * ((b + 2 * a - 1) / (2 * a)));
      @ ensures (\forall int j; 0 <= j && j < \result.length; 0 <= \result[j] && \result[j] <= 3);
      @ ensures \fresh(\result);
      @ assignable \nothing;
      @*/
    public static int[] expand(int a, int b) {
        int cap = capacity(a, b);
        int[] letters = new int[cap];
        int[] lengths = new int[cap];
        long[] starts = new long[cap + 1];
        int n = fill(a, b, letters, lengths, starts);
        // the facts are taken once, before w exists: wellFormed is a heap predicate, and after
        // writes into w the prover would have to re-establish it (it has no accessible clause)
        wellFormedSpans(letters, lengths, starts, a, 0, n);
        int total = (int) starts[n];
        int[] w = new int[total];
        int q = 0;
        /*@ loop_invariant 0 <= h && h <= n && q == starts[h] && 0 <= q && q <= w.length && w.length == starts[n];
          @ loop_invariant (\forall int y; 0 <= y && y < q; 0 <= w[y] && w[y] <= 3);
          @ assignable w[*];
          @ decreasing n - h;
          @*/
        for (int h = 0; h < n; h++) {
            q = writeRun(w, q, lengths[h], letters[h]);
        }
        return w;
    }
}
