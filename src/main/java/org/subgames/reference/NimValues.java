package org.subgames.reference;

/**
 * Nim-values by the mex dynamic programme, the executable specification every solver is audited
 * against. KeY subset: see package-info.
 *
 * <p>The mex rule at one position is a JML model method ({@code wallRule}, {@code sinkRule}) whose
 * {@code accessible} clause says it reads only the positions below x. Each position's value is
 * computed by its own small method (option values collected into one slot per move, then
 * {@link Mex#mex}); the loops over positions use it by contract, and KeY carries the rule for the
 * earlier positions across the write g[x] by the dependency clause. In wall play an inapplicable
 * move (s &gt; x) contributes -1, which the mex ignores.
 */
public final class NimValues {

    private NimValues() {
    }

    /**
     * The mex rule in wall play at position x for the value v, given g[0..x-1]: v is in 0..|S|, no
     * option (a move s &lt;= x) has value v, and every smaller value is the value of some option.
     * The guard 0 &lt; s restates the precondition that moves are positive, so that the rule reads
     * no position at or above x.
     */
    /*@ public model_behavior
      @ requires true;
      @ accessible moves[*], g[0 .. x - 1];
      @ static model boolean wallRule(int[] moves, int[] g, int x, int v) {
      @     return 0 <= v && v <= moves.length
      @         && (\forall int j; 0 <= j && j < moves.length && 0 < moves[j] && moves[j] <= x;
      @                g[x - moves[j]] != v)
      @         && (\forall int u; 0 <= u && u < v;
      @                (\exists int j; 0 <= j && j < moves.length && 0 < moves[j] && moves[j] <= x;
      @                    g[x - moves[j]] == u));
      @ }
      @*/

    /**
     * The mex rule in sink play at position x &gt;= 1: as {@link #wallRule}, where a move s &gt;= x
     * reaches the sink, of value 0.
     */
    /*@ public model_behavior
      @ requires true;
      @ accessible moves[*], g[0 .. x - 1];
      @ static model boolean sinkRule(int[] moves, int[] g, int x, int v) {
      @     return 0 <= v && v <= moves.length
      @         && (\forall int j; 0 <= j && j < moves.length && 0 < moves[j];
      @                (moves[j] >= x ? 0 : g[x - moves[j]]) != v)
      @         && (\forall int u; 0 <= u && u < v;
      @                (\exists int j; 0 <= j && j < moves.length && 0 < moves[j];
      @                    (moves[j] >= x ? 0 : g[x - moves[j]]) == u));
      @ }
      @*/

    /**
     * Classical (wall) play: g[x] = mex{ g[x - s] : s in moves, s &lt;= x } for x = 0..n.
     */
    /*@ public normal_behavior
      @ requires moves != null && n >= 0 && n < 2147483647;
      @ requires (\forall int j; 0 <= j && j < moves.length; moves[j] > 0);
      @ ensures \result.length == n + 1;
      @ ensures (\forall int x; 0 <= x && x <= n; wallRule(moves, \result, x, \result[x]));
      @ ensures \fresh(\result);
      @ assignable \nothing;
      @*/
    public static int[] wall(int[] moves, int n) {
        int[] g = new int[n + 1];
        /*@ loop_invariant 0 <= x && x <= n + 1;
          @ loop_invariant (\forall int y; 0 <= y && y < x; wallRule(moves, g, y, g[y]));
          @ assignable g[*];
          @ decreasing n + 1 - x;
          @*/
        for (int x = 0; x <= n; x++) {
            g[x] = wallValue(moves, g, x);
        }
        return g;
    }

    /** mex{ g[x - s] : s in moves, s &lt;= x }, reading only g[0..x-1]. */
    /*@ private normal_behavior
      @ requires moves != null && g != null && g != moves && 0 <= x && x < g.length;
      @ requires (\forall int j; 0 <= j && j < moves.length; moves[j] > 0);
      @ ensures wallRule(moves, g, x, \result);
      @ assignable \nothing;
      @*/
    private static int wallValue(int[] moves, int[] g, int x) {
        int[] opts = new int[moves.length];
        /*@ loop_invariant 0 <= j && j <= moves.length;
          @ loop_invariant (\forall int i; 0 <= i && i < j;
          @     opts[i] == (0 < moves[i] && moves[i] <= x ? g[x - moves[i]] : -1));
          @ assignable opts[*];
          @ decreasing moves.length - j;
          @*/
        for (int j = 0; j < moves.length; j++) {
            opts[j] = moves[j] <= x ? g[x - moves[j]] : -1;
        }
        int v = Mex.mex(opts);
        concludeWall(moves, g, x, opts, v);
        return v;
    }

    /** Lemma (no run-time effect): the mex of the option values satisfies the wall rule at x. */
    /*@ private normal_behavior
      @ requires moves != null && g != null && opts != null && opts != g && opts != moves;
      @ requires opts.length == moves.length && 0 <= x && x < g.length;
      @ requires (\forall int i; 0 <= i && i < opts.length;
      @     opts[i] == (0 < moves[i] && moves[i] <= x ? g[x - moves[i]] : -1));
      @ requires 0 <= v && v <= opts.length;
      @ requires (\forall int i; 0 <= i && i < opts.length; opts[i] != v);
      @ requires (\forall int u; 0 <= u && u < v;
      @     (\exists int i; 0 <= i && i < opts.length; opts[i] == u));
      @ ensures wallRule(moves, g, x, v);
      @ assignable \strictly_nothing;
      @*/
    private static void concludeWall(int[] moves, int[] g, int x, int[] opts, int v) {
    }

    /**
     * Sink play: g[0] = 0 stands for the sink (every y &lt;= 0), and for x = 1..n,
     * g[x] = mex{ value(x - s) : s in moves } where value(y) = 0 for y &lt;= 0.
     */
    /*@ public normal_behavior
      @ requires moves != null && n >= 0 && n < 2147483647;
      @ requires (\forall int j; 0 <= j && j < moves.length; moves[j] > 0);
      @ ensures \result.length == n + 1 && \result[0] == 0;
      @ ensures (\forall int x; 1 <= x && x <= n; sinkRule(moves, \result, x, \result[x]));
      @ ensures \fresh(\result);
      @ assignable \nothing;
      @*/
    public static int[] sink(int[] moves, int n) {
        int[] g = new int[n + 1];
        /*@ loop_invariant 1 <= x && x <= n + 1 && g[0] == 0;
          @ loop_invariant (\forall int y; 1 <= y && y < x; sinkRule(moves, g, y, g[y]));
          @ assignable g[*];
          @ decreasing n + 1 - x;
          @*/
        for (int x = 1; x <= n; x++) {
            g[x] = sinkValue(moves, g, x);
        }
        return g;
    }

    /** mex{ value(x - s) : s in moves } with value(y) = 0 for y &lt;= 0, reading only g[0..x-1]. */
    /*@ private normal_behavior
      @ requires moves != null && g != null && g != moves && 1 <= x && x < g.length;
      @ requires (\forall int j; 0 <= j && j < moves.length; moves[j] > 0);
      @ ensures sinkRule(moves, g, x, \result);
      @ assignable \nothing;
      @*/
    private static int sinkValue(int[] moves, int[] g, int x) {
        int[] opts = new int[moves.length];
        /*@ loop_invariant 0 <= j && j <= moves.length;
          @ loop_invariant (\forall int i; 0 <= i && i < j;
          @     opts[i] == (0 < moves[i] ? (moves[i] >= x ? 0 : g[x - moves[i]]) : -1));
          @ assignable opts[*];
          @ decreasing moves.length - j;
          @*/
        for (int j = 0; j < moves.length; j++) {
            opts[j] = moves[j] >= x ? 0 : g[x - moves[j]];
        }
        int v = Mex.mex(opts);
        concludeSink(moves, g, x, opts, v);
        return v;
    }

    /** Lemma (no run-time effect): the mex of the option values satisfies the sink rule at x. */
    /*@ private normal_behavior
      @ requires moves != null && g != null && opts != null && opts != g && opts != moves;
      @ requires opts.length == moves.length && 1 <= x && x < g.length;
      @ requires (\forall int i; 0 <= i && i < opts.length;
      @     opts[i] == (0 < moves[i] ? (moves[i] >= x ? 0 : g[x - moves[i]]) : -1));
      @ requires 0 <= v && v <= opts.length;
      @ requires (\forall int i; 0 <= i && i < opts.length; opts[i] != v);
      @ requires (\forall int u; 0 <= u && u < v;
      @     (\exists int i; 0 <= i && i < opts.length; opts[i] == u));
      @ ensures sinkRule(moves, g, x, v);
      @ assignable \strictly_nothing;
      @*/
    private static void concludeSink(int[] moves, int[] g, int x, int[] opts, int v) {
    }

    // ---- Uniqueness: the mex rule at every position determines the values (the induction on x that
    // turns "a sequence obeys the mex rule everywhere" into "the sequence is G"). ----

    /**
     * Lemma (no run-time effect), the induction step in wall play: two arrays that agree below x and
     * both satisfy the wall rule at x agree at x. Were g[x] &lt; h[x], the rule for h would make g[x]
     * the value of some option x - s in h, hence in g (they agree there), which the rule for g forbids;
     * symmetrically for h[x] &lt; g[x].
     */
    /*@ public normal_behavior
      @ requires moves != null && g != null && h != null && 0 <= x && x < g.length && x < h.length;
      @ requires (\forall int y; 0 <= y && y < x; g[y] == h[y]);
      @ requires wallRule(moves, g, x, g[x]) && wallRule(moves, h, x, h[x]);
      @ ensures g[x] == h[x];
      @ assignable \strictly_nothing;
      @*/
    public static void wallStep(int[] moves, int[] g, int[] h, int x) {
        wallParts(moves, g, x);
        wallParts(moves, h, x);
        wallNotBelow(moves, g, h, x);
        wallNotBelow(moves, h, g, x);
    }

    /** Lemma (no run-time effect): the wall rule at x for g[x], unfolded into the parts {@link #wallNotBelow} uses. */
    /*@ private normal_behavior
      @ requires moves != null && g != null && 0 <= x && x < g.length;
      @ requires wallRule(moves, g, x, g[x]);
      @ ensures 0 <= g[x];
      @ ensures (\forall int j; 0 <= j && j < moves.length && 0 < moves[j] && moves[j] <= x;
      @     g[x - moves[j]] != g[x]);
      @ ensures (\forall int u; 0 <= u && u < g[x];
      @     (\exists int j; 0 <= j && j < moves.length && 0 < moves[j] && moves[j] <= x; g[x - moves[j]] == u));
      @ assignable \strictly_nothing;
      @*/
    private static void wallParts(int[] moves, int[] g, int x) {
    }

    /**
     * Lemma (no run-time effect), one half of {@link #wallStep}, stated with just the two parts of
     * the rule it uses: if no option of x has value g[x] in g, and every value below h[x] is the
     * value of an option in h, and g, h agree below x, then g[x] is not below h[x].
     */
    /*@ private normal_behavior
      @ requires moves != null && g != null && h != null && 0 <= x && x < g.length && x < h.length;
      @ requires (\forall int y; 0 <= y && y < x; g[y] == h[y]);
      @ requires 0 <= g[x];
      @ requires (\forall int j; 0 <= j && j < moves.length && 0 < moves[j] && moves[j] <= x;
      @     g[x - moves[j]] != g[x]);
      @ requires (\forall int u; 0 <= u && u < h[x];
      @     (\exists int j; 0 <= j && j < moves.length && 0 < moves[j] && moves[j] <= x; h[x - moves[j]] == u));
      @ ensures h[x] <= g[x];
      @ assignable \strictly_nothing;
      @*/
    private static void wallNotBelow(int[] moves, int[] g, int[] h, int x) {
    }

    /**
     * Lemma (no run-time effect), uniqueness in wall play: two arrays of the same length that satisfy
     * the wall rule at every position are equal. The loop is the induction on x (its invariant: they
     * agree below x), each round the step {@link #wallStep}.
     */
    /*@ public normal_behavior
      @ requires moves != null && g != null && h != null && g.length == h.length;
      @ requires (\forall int x; 0 <= x && x < g.length; wallRule(moves, g, x, g[x]));
      @ requires (\forall int x; 0 <= x && x < h.length; wallRule(moves, h, x, h[x]));
      @ ensures (\forall int x; 0 <= x && x < g.length; g[x] == h[x]);
      @ assignable \strictly_nothing;
      @*/
    public static void wallUnique(int[] moves, int[] g, int[] h) {
        /*@ loop_invariant 0 <= x && x <= g.length;
          @ loop_invariant (\forall int y; 0 <= y && y < x; g[y] == h[y]);
          @ assignable \strictly_nothing;
          @ decreasing g.length - x;
          @*/
        for (int x = 0; x < g.length; x++) {
            wallStep(moves, g, h, x);
        }
    }

    /**
     * Lemma (no run-time effect), the induction step in sink play: two arrays that agree below x &gt;= 1
     * and both satisfy the sink rule at x agree at x (the argument of {@link #wallStep}; a move
     * s &gt;= x reaches the sink, of value 0 in both).
     */
    /*@ public normal_behavior
      @ requires moves != null && g != null && h != null && 1 <= x && x < g.length && x < h.length;
      @ requires (\forall int y; 0 <= y && y < x; g[y] == h[y]);
      @ requires sinkRule(moves, g, x, g[x]) && sinkRule(moves, h, x, h[x]);
      @ ensures g[x] == h[x];
      @ assignable \strictly_nothing;
      @*/
    public static void sinkStep(int[] moves, int[] g, int[] h, int x) {
        sinkParts(moves, g, x);
        sinkParts(moves, h, x);
        sinkNotBelow(moves, g, h, x);
        sinkNotBelow(moves, h, g, x);
    }

    /**
     * The first part of the sink rule at x for the value v, as its own predicate: no option of x
     * (a move s &gt;= x reaches the sink, of value 0) has value v.
     */
    /*@ public model_behavior
      @ requires true;
      @ static model boolean sinkAvoids(int[] moves, int[] g, int x, int v) {
      @     return (\forall int j; 0 <= j && j < moves.length && 0 < moves[j];
      @                (moves[j] >= x ? 0 : g[x - moves[j]]) != v);
      @ }
      @*/

    /** The second part of the sink rule at x for the value v: every value below v is some option's value. */
    /*@ public model_behavior
      @ requires true;
      @ static model boolean sinkReaches(int[] moves, int[] g, int x, int v) {
      @     return (\forall int u; 0 <= u && u < v;
      @                (\exists int j; 0 <= j && j < moves.length && 0 < moves[j];
      @                    (moves[j] >= x ? 0 : g[x - moves[j]]) == u));
      @ }
      @*/

    /**
     * Lemma (no run-time effect): the sink rule at x for g[x], unfolded into the two predicates
     * {@link #sinkNotBelow} uses (kept opaque there, so that composing the lemmas in
     * {@link #sinkStep} needs no quantifier instantiation).
     */
    /*@ private normal_behavior
      @ requires moves != null && g != null && 1 <= x && x < g.length;
      @ requires sinkRule(moves, g, x, g[x]);
      @ ensures 0 <= g[x] && sinkAvoids(moves, g, x, g[x]) && sinkReaches(moves, g, x, g[x]);
      @ assignable \strictly_nothing;
      @*/
    private static void sinkParts(int[] moves, int[] g, int x) {
    }

    /** Lemma (no run-time effect), one half of {@link #sinkStep}: as {@link #wallNotBelow}, with the sink's options. */
    /*@ private normal_behavior
      @ requires moves != null && g != null && h != null && 1 <= x && x < g.length && x < h.length;
      @ requires (\forall int y; 0 <= y && y < x; g[y] == h[y]);
      @ requires 0 <= g[x] && sinkAvoids(moves, g, x, g[x]) && sinkReaches(moves, h, x, h[x]);
      @ ensures h[x] <= g[x];
      @ assignable \strictly_nothing;
      @*/
    private static void sinkNotBelow(int[] moves, int[] g, int[] h, int x) {
    }

    /**
     * Lemma (no run-time effect), uniqueness in sink play: two arrays of the same length with value 0
     * at the sink (index 0) that satisfy the sink rule at every x &gt;= 1 are equal.
     */
    /*@ public normal_behavior
      @ requires moves != null && g != null && h != null && g.length == h.length && g.length >= 1;
      @ requires g[0] == 0 && h[0] == 0;
      @ requires (\forall int x; 1 <= x && x < g.length; sinkRule(moves, g, x, g[x]));
      @ requires (\forall int x; 1 <= x && x < h.length; sinkRule(moves, h, x, h[x]));
      @ ensures (\forall int x; 0 <= x && x < g.length; g[x] == h[x]);
      @ assignable \strictly_nothing;
      @*/
    public static void sinkUnique(int[] moves, int[] g, int[] h) {
        /*@ loop_invariant 1 <= x && x <= g.length;
          @ loop_invariant (\forall int y; 0 <= y && y < x; g[y] == h[y]);
          @ assignable \strictly_nothing;
          @ decreasing g.length - x;
          @*/
        for (int x = 1; x < g.length; x++) {
            sinkStep(moves, g, h, x);
        }
    }

    /**
     * The mex-link in wall play, as a contract: an array that satisfies the wall rule at every
     * position is, entry by entry, the array {@link #wall} computes (that is G_wall on 0..n).
     */
    /*@ public normal_behavior
      @ requires moves != null && g != null && g.length >= 1 && g.length < 2147483647;
      @ requires (\forall int j; 0 <= j && j < moves.length; moves[j] > 0);
      @ requires (\forall int x; 0 <= x && x < g.length; wallRule(moves, g, x, g[x]));
      @ ensures \result.length == g.length && (\forall int x; 0 <= x && x < g.length; \result[x] == g[x]);
      @ ensures \fresh(\result);
      @ assignable \nothing;
      @*/
    public static int[] wallEquals(int[] moves, int[] g) {
        int[] h = wall(moves, g.length - 1);
        wallUnique(moves, h, g);
        return h;
    }

    /**
     * The mex-link in sink play, as a contract: an array with value 0 at the sink that satisfies the
     * sink rule at every x &gt;= 1 is, entry by entry, the array {@link #sink} computes (G_sink on 0..n).
     */
    /*@ public normal_behavior
      @ requires moves != null && g != null && g.length >= 1 && g.length < 2147483647 && g[0] == 0;
      @ requires (\forall int j; 0 <= j && j < moves.length; moves[j] > 0);
      @ requires (\forall int x; 1 <= x && x < g.length; sinkRule(moves, g, x, g[x]));
      @ ensures \result.length == g.length && (\forall int x; 0 <= x && x < g.length; \result[x] == g[x]);
      @ ensures \fresh(\result);
      @ assignable \nothing;
      @*/
    public static int[] sinkEquals(int[] moves, int[] g) {
        int[] h = sink(moves, g.length - 1);
        sinkUnique(moves, h, g);
        return h;
    }
}
