package org.subgames.reference;

/**
 * Subtraction with hotspots (Eppstein 2018, section 2.1): a position is hot (a first-player win)
 * iff it is a hotspot or some move reaches a cold position. Moving onto a hotspot loses, so
 * hotspots behave as hot whatever their options. KeY subset: see package-info.
 *
 * <p>Each position is decided by its own small method with its own contract; the loops over
 * positions use them by contract (this is what lets KeY's auto mode close the proofs).
 */
public final class Hotspots {

    private Hotspots() {
    }

    /**
     * Wall play on 0..n, n = hotspot.length - 1:
     * hot[x] = hotspot[x] || (exists s in moves, s &lt;= x, !hot[x - s]).
     */
    /*@ public normal_behavior
      @ requires moves != null && hotspot != null && hotspot.length >= 1;
      @ requires (\forall int j; 0 <= j && j < moves.length; moves[j] > 0);
      @ ensures \result.length == hotspot.length;
      @ ensures (\forall int x; 0 <= x && x < hotspot.length;
      @            \result[x] <==> (hotspot[x]
      @                || (\exists int j; 0 <= j && j < moves.length && moves[j] <= x;
      @                       !\result[x - moves[j]])));
      @ ensures \fresh(\result);
      @ assignable \nothing;
      @*/
    public static boolean[] wall(int[] moves, boolean[] hotspot) {
        boolean[] hot = new boolean[hotspot.length];
        /*@ loop_invariant 0 <= x && x <= hotspot.length;
          @ loop_invariant (\forall int y; 0 <= y && y < x;
          @     hot[y] <==> (hotspot[y]
          @         || (\exists int j; 0 <= j && j < moves.length && moves[j] <= y; !hot[y - moves[j]])));
          @ assignable hot[*];
          @ decreasing hotspot.length - x;
          @*/
        for (int x = 0; x < hotspot.length; x++) {
            hot[x] = wallHot(moves, hotspot, hot, x);
        }
        return hot;
    }

    /** Whether position x is hot in wall play, given hot[0..x-1]. */
    /*@ private normal_behavior
      @ requires moves != null && hotspot != null && hot != null && hot != hotspot;
      @ requires 0 <= x && x < hot.length && hot.length == hotspot.length;
      @ requires (\forall int j; 0 <= j && j < moves.length; moves[j] > 0);
      @ ensures \result <==> (hotspot[x]
      @     || (\exists int j; 0 <= j && j < moves.length && moves[j] <= x; !hot[x - moves[j]]));
      @ assignable \nothing;
      @*/
    private static boolean wallHot(int[] moves, boolean[] hotspot, boolean[] hot, int x) {
        boolean h = hotspot[x];
        /*@ loop_invariant 0 <= j && j <= moves.length;
          @ loop_invariant h <==> (hotspot[x]
          @     || (\exists int i; 0 <= i && i < j && moves[i] <= x; !hot[x - moves[i]]));
          @ assignable \strictly_nothing;
          @ decreasing moves.length - j;
          @*/
        for (int j = 0; j < moves.length; j++) {
            if (moves[j] <= x && !hot[x - moves[j]]) {
                h = true;
            }
        }
        return h;
    }

    /**
     * Sink play on 1..n, n = hotspot.length - 1; index 0 is the sink, always cold (hotspot[0] is
     * ignored). hot[x] = hotspot[x] || (exists s in moves: s &gt;= x, into the cold sink, or !hot[x - s]).
     */
    /*@ public normal_behavior
      @ requires moves != null && hotspot != null && hotspot.length >= 1;
      @ requires (\forall int j; 0 <= j && j < moves.length; moves[j] > 0);
      @ ensures \result.length == hotspot.length && !\result[0];
      @ ensures (\forall int x; 1 <= x && x < hotspot.length;
      @            \result[x] <==> (hotspot[x]
      @                || (\exists int j; 0 <= j && j < moves.length;
      @                       moves[j] >= x || !\result[x - moves[j]])));
      @ ensures \fresh(\result);
      @ assignable \nothing;
      @*/
    public static boolean[] sink(int[] moves, boolean[] hotspot) {
        boolean[] hot = new boolean[hotspot.length];
        /*@ loop_invariant 1 <= x && x <= hotspot.length && !hot[0];
          @ loop_invariant (\forall int y; 1 <= y && y < x;
          @     hot[y] <==> (hotspot[y]
          @         || (\exists int j; 0 <= j && j < moves.length; moves[j] >= y || !hot[y - moves[j]])));
          @ assignable hot[*];
          @ decreasing hotspot.length - x;
          @*/
        for (int x = 1; x < hotspot.length; x++) {
            hot[x] = sinkHot(moves, hotspot, hot, x);
        }
        return hot;
    }

    /** Whether position x &gt;= 1 is hot in sink play, given hot[0..x-1]. */
    /*@ private normal_behavior
      @ requires moves != null && hotspot != null && hot != null && hot != hotspot;
      @ requires 1 <= x && x < hot.length && hot.length == hotspot.length;
      @ requires (\forall int j; 0 <= j && j < moves.length; moves[j] > 0);
      @ ensures \result <==> (hotspot[x]
      @     || (\exists int j; 0 <= j && j < moves.length; moves[j] >= x || !hot[x - moves[j]]));
      @ assignable \nothing;
      @*/
    private static boolean sinkHot(int[] moves, boolean[] hotspot, boolean[] hot, int x) {
        boolean h = hotspot[x];
        /*@ loop_invariant 0 <= j && j <= moves.length;
          @ loop_invariant h <==> (hotspot[x]
          @     || (\exists int i; 0 <= i && i < j; moves[i] >= x || !hot[x - moves[i]]));
          @ assignable \strictly_nothing;
          @ decreasing moves.length - j;
          @*/
        for (int j = 0; j < moves.length; j++) {
            if (moves[j] >= x || !hot[x - moves[j]]) {
                h = true;
            }
        }
        return h;
    }
}
