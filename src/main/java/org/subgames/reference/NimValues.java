package org.subgames.reference;

/**
 * Nim-values by the mex dynamic programme, the executable specification every solver is audited
 * against. KeY subset: see package-info.
 *
 * <p>Each position's value is computed by its own small method with its own contract (option
 * values collected into one slot per move, then {@link Mex#mex}); the loops over positions use it
 * by contract. In wall play an inapplicable move (s &gt; x) contributes -1, which the mex ignores.
 */
public final class NimValues {

    private NimValues() {
    }

    /**
     * Classical (wall) play: g[x] = mex{ g[x - s] : s in moves, s &lt;= x } for x = 0..n.
     */
    /*@ public normal_behavior
      @ requires moves != null && n >= 0 && n < 2147483647;
      @ requires (\forall int j; 0 <= j && j < moves.length; moves[j] > 0);
      @ ensures \result.length == n + 1;
      @ ensures (\forall int x; 0 <= x && x <= n;
      @            0 <= \result[x] && \result[x] <= moves.length);
      @ ensures (\forall int x; 0 <= x && x <= n;
      @            (\forall int j; 0 <= j && j < moves.length && moves[j] <= x;
      @                \result[x - moves[j]] != \result[x]));
      @ ensures (\forall int x; 0 <= x && x <= n;
      @            (\forall int v; 0 <= v && v < \result[x];
      @                (\exists int j; 0 <= j && j < moves.length && moves[j] <= x;
      @                    \result[x - moves[j]] == v)));
      @ ensures \fresh(\result);
      @ assignable \nothing;
      @*/
    public static int[] wall(int[] moves, int n) {
        int[] g = new int[n + 1];
        /*@ loop_invariant 0 <= x && x <= n + 1;
          @ loop_invariant (\forall int y; 0 <= y && y < x;
          @     0 <= g[y] && g[y] <= moves.length);
          @ loop_invariant (\forall int y; 0 <= y && y < x;
          @     (\forall int j; 0 <= j && j < moves.length && moves[j] <= y;
          @         g[y - moves[j]] != g[y]));
          @ loop_invariant (\forall int y; 0 <= y && y < x;
          @     (\forall int v; 0 <= v && v < g[y];
          @         (\exists int j; 0 <= j && j < moves.length && moves[j] <= y;
          @             g[y - moves[j]] == v)));
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
      @ ensures 0 <= \result && \result <= moves.length;
      @ ensures (\forall int j; 0 <= j && j < moves.length && moves[j] <= x;
      @     g[x - moves[j]] != \result);
      @ ensures (\forall int v; 0 <= v && v < \result;
      @     (\exists int j; 0 <= j && j < moves.length && moves[j] <= x; g[x - moves[j]] == v));
      @ assignable \nothing;
      @*/
    private static int wallValue(int[] moves, int[] g, int x) {
        int[] opts = new int[moves.length];
        /*@ loop_invariant 0 <= j && j <= moves.length;
          @ loop_invariant (\forall int i; 0 <= i && i < j;
          @     opts[i] == (moves[i] <= x ? g[x - moves[i]] : -1));
          @ assignable opts[*];
          @ decreasing moves.length - j;
          @*/
        for (int j = 0; j < moves.length; j++) {
            opts[j] = moves[j] <= x ? g[x - moves[j]] : -1;
        }
        return Mex.mex(opts);
    }

    /**
     * Sink play: g[0] = 0 stands for the sink (every y &lt;= 0), and for x = 1..n,
     * g[x] = mex{ value(x - s) : s in moves } where value(y) = 0 for y &lt;= 0.
     */
    /*@ public normal_behavior
      @ requires moves != null && n >= 0 && n < 2147483647;
      @ requires (\forall int j; 0 <= j && j < moves.length; moves[j] > 0);
      @ ensures \result.length == n + 1 && \result[0] == 0;
      @ ensures (\forall int x; 0 <= x && x <= n;
      @            0 <= \result[x] && \result[x] <= moves.length);
      @ ensures (\forall int x; 1 <= x && x <= n;
      @            (\forall int j; 0 <= j && j < moves.length;
      @                (moves[j] >= x ? 0 : \result[x - moves[j]]) != \result[x]));
      @ ensures (\forall int x; 1 <= x && x <= n;
      @            (\forall int v; 0 <= v && v < \result[x];
      @                (\exists int j; 0 <= j && j < moves.length;
      @                    (moves[j] >= x ? 0 : \result[x - moves[j]]) == v)));
      @ ensures \fresh(\result);
      @ assignable \nothing;
      @*/
    public static int[] sink(int[] moves, int n) {
        int[] g = new int[n + 1];
        /*@ loop_invariant 1 <= x && x <= n + 1 && g[0] == 0;
          @ loop_invariant (\forall int y; 0 <= y && y < x;
          @     0 <= g[y] && g[y] <= moves.length);
          @ loop_invariant (\forall int y; 1 <= y && y < x;
          @     (\forall int j; 0 <= j && j < moves.length;
          @         (moves[j] >= y ? 0 : g[y - moves[j]]) != g[y]));
          @ loop_invariant (\forall int y; 1 <= y && y < x;
          @     (\forall int v; 0 <= v && v < g[y];
          @         (\exists int j; 0 <= j && j < moves.length;
          @             (moves[j] >= y ? 0 : g[y - moves[j]]) == v)));
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
      @ ensures 0 <= \result && \result <= moves.length;
      @ ensures (\forall int j; 0 <= j && j < moves.length;
      @     (moves[j] >= x ? 0 : g[x - moves[j]]) != \result);
      @ ensures (\forall int v; 0 <= v && v < \result;
      @     (\exists int j; 0 <= j && j < moves.length; (moves[j] >= x ? 0 : g[x - moves[j]]) == v));
      @ assignable \nothing;
      @*/
    private static int sinkValue(int[] moves, int[] g, int x) {
        int[] opts = new int[moves.length];
        /*@ loop_invariant 0 <= j && j <= moves.length;
          @ loop_invariant (\forall int i; 0 <= i && i < j;
          @     opts[i] == (moves[i] >= x ? 0 : g[x - moves[i]]));
          @ assignable opts[*];
          @ decreasing moves.length - j;
          @*/
        for (int j = 0; j < moves.length; j++) {
            opts[j] = moves[j] >= x ? 0 : g[x - moves[j]];
        }
        return Mex.mex(opts);
    }
}
