package org.subgames.reference;

/**
 * Nim-values by the mex dynamic programme, the executable specification every solver is audited
 * against. KeY subset: see package-info.
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
        int[] opts = new int[moves.length];
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
          @ assignable g[*], opts[*];
          @ decreasing n + 1 - x;
          @*/
        for (int x = 0; x <= n; x++) {
            int k = 0;
            /*@ loop_invariant 0 <= j && j <= moves.length && 0 <= k && k <= j;
              @ assignable opts[*];
              @ decreasing moves.length - j;
              @*/
            for (int j = 0; j < moves.length; j++) {
                if (moves[j] <= x) {
                    opts[k] = g[x - moves[j]];
                    k++;
                }
            }
            int[] present = new int[k];
            /*@ loop_invariant 0 <= i && i <= k;
              @ assignable present[*];
              @ decreasing k - i;
              @*/
            for (int i = 0; i < k; i++) {
                present[i] = opts[i];
            }
            g[x] = Mex.mex(present);
        }
        return g;
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
        int[] opts = new int[moves.length];
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
          @ assignable g[*], opts[*];
          @ decreasing n + 1 - x;
          @*/
        for (int x = 1; x <= n; x++) {
            /*@ loop_invariant 0 <= j && j <= moves.length;
              @ loop_invariant (\forall int i; 0 <= i && i < j;
              @     opts[i] == (moves[i] >= x ? 0 : g[x - moves[i]]));
              @ assignable opts[*];
              @ decreasing moves.length - j;
              @*/
            for (int j = 0; j < moves.length; j++) {
                opts[j] = moves[j] >= x ? 0 : g[x - moves[j]];
            }
            g[x] = Mex.mex(opts);
        }
        return g;
    }
}
