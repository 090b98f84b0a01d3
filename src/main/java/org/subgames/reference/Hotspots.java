package org.subgames.reference;

/**
 * Subtraction with hotspots (Eppstein 2018, section 2.1): a position is hot (a first-player win)
 * iff it is a hotspot or some move reaches a cold position. Moving onto a hotspot loses, so
 * hotspots behave as hot whatever their options. KeY subset: see package-info.
 *
 * <p>The recurrence at one position is a JML model method ({@code wallRule}, {@code sinkRule})
 * whose {@code accessible} clause says it reads only the positions below x. Each position is decided
 * by its own small method; the loops over positions use it by contract, and KeY carries the rule for
 * the earlier positions across the write hot[x] by that dependency clause instead of re-proving it.
 */
public final class Hotspots {

    private Hotspots() {
    }

    /**
     * Wall play at position x: h is the right verdict given hot[0..x-1] (x is hot iff it is a
     * hotspot or some move s &lt;= x reaches a cold position). The guard 0 &lt; s only restates the
     * precondition that moves are positive, so that the rule reads no position at or above x.
     */
    /*@ public model_behavior
      @ requires true;
      @ accessible moves[*], hotspot[x], hot[0 .. x - 1];
      @ static model boolean wallRule(int[] moves, boolean[] hotspot, boolean[] hot, int x, boolean h) {
      @     return h <==> (hotspot[x]
      @         || (\exists int j; 0 <= j && j < moves.length && 0 < moves[j] && moves[j] <= x;
      @                !hot[x - moves[j]]));
      @ }
      @*/

    /**
     * Sink play at position x &gt;= 1: h is the right verdict given hot[1..x-1] (a move s &gt;= x
     * reaches the cold sink).
     */
    /*@ public model_behavior
      @ requires true;
      @ accessible moves[*], hotspot[x], hot[0 .. x - 1];
      @ static model boolean sinkRule(int[] moves, boolean[] hotspot, boolean[] hot, int x, boolean h) {
      @     return h <==> (hotspot[x]
      @         || (\exists int j; 0 <= j && j < moves.length && 0 < moves[j];
      @                moves[j] >= x || !hot[x - moves[j]]));
      @ }
      @*/

    /**
     * Wall play on 0..n, n = hotspot.length - 1:
     * hot[x] = hotspot[x] || (exists s in moves, s &lt;= x, !hot[x - s]).
     */
    /*@ public normal_behavior
      @ requires moves != null && hotspot != null && hotspot.length >= 1;
      @ requires (\forall int j; 0 <= j && j < moves.length; moves[j] > 0);
      @ ensures \result.length == hotspot.length;
      @ ensures (\forall int x; 0 <= x && x < hotspot.length; wallRule(moves, hotspot, \result, x, \result[x]));
      @ ensures \fresh(\result);
      @ assignable \nothing;
      @*/
    public static boolean[] wall(int[] moves, boolean[] hotspot) {
        boolean[] hot = new boolean[hotspot.length];
        /*@ loop_invariant 0 <= x && x <= hotspot.length;
          @ loop_invariant (\forall int y; 0 <= y && y < x; wallRule(moves, hotspot, hot, y, hot[y]));
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
      @ ensures wallRule(moves, hotspot, hot, x, \result);
      @ assignable \strictly_nothing;
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
      @ ensures (\forall int x; 1 <= x && x < hotspot.length; sinkRule(moves, hotspot, \result, x, \result[x]));
      @ ensures \fresh(\result);
      @ assignable \nothing;
      @*/
    public static boolean[] sink(int[] moves, boolean[] hotspot) {
        boolean[] hot = new boolean[hotspot.length];
        /*@ loop_invariant 1 <= x && x <= hotspot.length && !hot[0];
          @ loop_invariant (\forall int y; 1 <= y && y < x; sinkRule(moves, hotspot, hot, y, hot[y]));
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
      @ ensures sinkRule(moves, hotspot, hot, x, \result);
      @ assignable \strictly_nothing;
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
