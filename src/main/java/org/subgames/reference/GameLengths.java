package org.subgames.reference;

/**
 * Lengths of games in optimal play (OEIS A338027, generalised to any subtraction set): the winner
 * shortens, the loser prolongs. len[0] = 0; if some option has even length, len[x] = 1 + the least
 * even option length; otherwise len[x] = 1 + the largest option length (and len[x] = 0 without
 * options). Even lengths are exactly the cold positions. KeY subset: see package-info.
 */
public final class GameLengths {

    private GameLengths() {
    }

    // The recurrence at x, split into single-quantifier parts. Each option x - moves[j] is taken
    // only for 0 < moves[j] <= x, so the parts read nothing but moves[*] and len[0 .. x - 1].

    /** Some option of x has even length. */
    /*@ public model_behavior
      @ requires true;
      @ accessible moves[*], len[0 .. x - 1];
      @ static model boolean evenOption(int[] moves, int[] len, int x) {
      @     return (\exists int j; 0 <= j && j < moves.length && 0 < moves[j] && moves[j] <= x;
      @         len[x - moves[j]] % 2 == 0);
      @ }
      @*/

    /** l is at most 1 + every even option length. */
    /*@ public model_behavior
      @ requires true;
      @ accessible moves[*], len[0 .. x - 1];
      @ static model boolean belowEvenOptions(int[] moves, int[] len, int x, int l) {
      @     return (\forall int j; 0 <= j && j < moves.length && 0 < moves[j] && moves[j] <= x
      @             && len[x - moves[j]] % 2 == 0;
      @         l <= len[x - moves[j]] + 1);
      @ }
      @*/

    /** l is at least 1 + every option length. */
    /*@ public model_behavior
      @ requires true;
      @ accessible moves[*], len[0 .. x - 1];
      @ static model boolean aboveAllOptions(int[] moves, int[] len, int x, int l) {
      @     return (\forall int j; 0 <= j && j < moves.length && 0 < moves[j] && moves[j] <= x;
      @         l >= len[x - moves[j]] + 1);
      @ }
      @*/

    /** l is 1 + some option length. */
    /*@ public model_behavior
      @ requires true;
      @ accessible moves[*], len[0 .. x - 1];
      @ static model boolean oneMoreThanOption(int[] moves, int[] len, int x, int l) {
      @     return (\exists int j; 0 <= j && j < moves.length && 0 < moves[j] && moves[j] <= x;
      @         l == len[x - moves[j]] + 1);
      @ }
      @*/

    /** The game-length recurrence at position x, for the value l. */
    /*@ public model_behavior
      @ requires true;
      @ accessible moves[*], len[0 .. x - 1];
      @ static model boolean lengthRule(int[] moves, int[] len, int x, int l) {
      @     return 0 <= l && l <= x
      @         && (evenOption(moves, len, x)
      @             ==> (l % 2 == 1 && belowEvenOptions(moves, len, x, l)
      @                  && oneMoreThanOption(moves, len, x, l)))
      @         && (!evenOption(moves, len, x)
      @             ==> (aboveAllOptions(moves, len, x, l)
      @                  && (l == 0 || oneMoreThanOption(moves, len, x, l))));
      @ }
      @*/

    /*@ public normal_behavior
      @ requires moves != null && n >= 0 && n < 2147483647;
      @ requires (\forall int j; 0 <= j && j < moves.length; moves[j] > 0);
      @ ensures \result.length == n + 1 && \result[0] == 0;
      @ ensures (\forall int x; 0 <= x && x <= n; lengthRule(moves, \result, x, \result[x]));
      @ ensures \fresh(\result);
      @ assignable \nothing;
      @*/
    public static int[] wall(int[] moves, int n) {
        int[] len = new int[n + 1];
        concludeLength(moves, len, 0, 0);
        /*@ loop_invariant 1 <= x && x <= n + 1 && len[0] == 0;
          @ loop_invariant (\forall int y; 0 <= y && y < x; 0 <= len[y] && len[y] <= y);
          @ loop_invariant (\forall int y; 0 <= y && y < x; lengthRule(moves, len, y, len[y]));
          @ assignable len[*];
          @ decreasing n + 1 - x;
          @*/
        for (int x = 1; x <= n; x++) {
            len[x] = lengthValue(moves, len, x);
        }
        return len;
    }

    /** lengthAt, with its result restated as lengthRule. */
    /*@ private normal_behavior
      @ requires moves != null && len != null && len != moves && 1 <= x && x < len.length;
      @ requires (\forall int j; 0 <= j && j < moves.length; moves[j] > 0);
      @ requires (\forall int y; 0 <= y && y < x; 0 <= len[y] && len[y] <= y);
      @ ensures 0 <= \result && \result <= x && lengthRule(moves, len, x, \result);
      @ assignable \nothing;
      @*/
    private static int lengthValue(int[] moves, int[] len, int x) {
        int l = lengthAt(moves, len, x);
        concludeLength(moves, len, x, l);
        return l;
    }

    /** Lemma (no run-time effect): the explicit recurrence of lengthAt, restated as lengthRule. */
    /*@ private normal_behavior
      @ requires moves != null && len != null && moves != len && 0 <= x;
      @ requires (\forall int j; 0 <= j && j < moves.length; moves[j] > 0);
      @ requires 0 <= l && l <= x;
      @ requires (\exists int j; 0 <= j && j < moves.length && moves[j] <= x; len[x - moves[j]] % 2 == 0)
      @      ==> (l % 2 == 1
      @           && (\forall int j; 0 <= j && j < moves.length && moves[j] <= x
      @                 && len[x - moves[j]] % 2 == 0; l <= len[x - moves[j]] + 1)
      @           && (\exists int j; 0 <= j && j < moves.length && moves[j] <= x;
      @                 l == len[x - moves[j]] + 1));
      @ requires !(\exists int j; 0 <= j && j < moves.length && moves[j] <= x; len[x - moves[j]] % 2 == 0)
      @      ==> ((\forall int j; 0 <= j && j < moves.length && moves[j] <= x;
      @                 l >= len[x - moves[j]] + 1)
      @           && (l == 0 || (\exists int j; 0 <= j && j < moves.length && moves[j] <= x;
      @                 l == len[x - moves[j]] + 1)));
      @ ensures lengthRule(moves, len, x, l);
      @ assignable \strictly_nothing;
      @*/
    private static void concludeLength(int[] moves, int[] len, int x, int l) {
    }

    /** The game length of position x &gt;= 1 from the lengths len[0..x-1]. */
    /*@ private normal_behavior
      @ requires moves != null && len != null && len != moves && 1 <= x && x < len.length;
      @ requires (\forall int j; 0 <= j && j < moves.length; moves[j] > 0);
      @ requires (\forall int y; 0 <= y && y < x; 0 <= len[y] && len[y] <= y);
      @ ensures 0 <= \result && \result <= x;
      @ ensures (\exists int j; 0 <= j && j < moves.length && moves[j] <= x; len[x - moves[j]] % 2 == 0)
      @      ==> (\result % 2 == 1
      @           && (\forall int j; 0 <= j && j < moves.length && moves[j] <= x
      @                 && len[x - moves[j]] % 2 == 0; \result <= len[x - moves[j]] + 1)
      @           && (\exists int j; 0 <= j && j < moves.length && moves[j] <= x;
      @                 \result == len[x - moves[j]] + 1));
      @ ensures !(\exists int j; 0 <= j && j < moves.length && moves[j] <= x; len[x - moves[j]] % 2 == 0)
      @      ==> ((\forall int j; 0 <= j && j < moves.length && moves[j] <= x;
      @                 \result >= len[x - moves[j]] + 1)
      @           && (\result == 0 || (\exists int j; 0 <= j && j < moves.length && moves[j] <= x;
      @                 \result == len[x - moves[j]] + 1)));
      @ assignable \nothing;
      @*/
    private static int lengthAt(int[] moves, int[] len, int x) {
        int bestWin = -1; // least even option length, -1 if none
        int longest = -1; // largest option length, -1 if no option
        /*@ loop_invariant 0 <= j && j <= moves.length;
          @ loop_invariant -1 <= bestWin && bestWin < x && -1 <= longest && longest < x;
          @ loop_invariant bestWin == -1 <==>
          @     !(\exists int i; 0 <= i && i < j && moves[i] <= x; len[x - moves[i]] % 2 == 0);
          @ loop_invariant bestWin >= 0 ==> (bestWin % 2 == 0
          @     && (\exists int i; 0 <= i && i < j && moves[i] <= x; len[x - moves[i]] == bestWin));
          @ loop_invariant (\forall int i; 0 <= i && i < j && moves[i] <= x && len[x - moves[i]] % 2 == 0;
          @     bestWin <= len[x - moves[i]]);
          @ loop_invariant longest == -1
          @     || (\exists int i; 0 <= i && i < j && moves[i] <= x; len[x - moves[i]] == longest);
          @ loop_invariant (\forall int i; 0 <= i && i < j && moves[i] <= x; len[x - moves[i]] <= longest);
          @ assignable \strictly_nothing;
          @ decreasing moves.length - j;
          @*/
        for (int j = 0; j < moves.length; j++) {
            if (moves[j] <= x) {
                int l = len[x - moves[j]];
                if (l % 2 == 0 && (bestWin < 0 || l < bestWin)) {
                    bestWin = l;
                }
                if (l > longest) {
                    longest = l;
                }
            }
        }
        if (bestWin >= 0) {
            return bestWin + 1;
        }
        return longest + 1;
    }
}
