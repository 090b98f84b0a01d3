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
}
