package org.subgames.reference;

/**
 * The minimum excludant of a list of integers (negative entries are ignored, as they can never be
 * the mex). KeY subset: see package-info.
 *
 * <p>Shaped for the prover: instead of a "seen" table (whose bound mex &lt;= length needs a
 * pigeonhole count), the algorithm keeps a permutation {@code p} of the indices with its inverse
 * {@code q} and, for m = 0, 1, ..., moves one occurrence of m into slot m. Slots 0..m-1 then hold
 * 0..m-1, which gives "every smaller value occurs" by witness and the bound by the slot count.
 * O(length * (mex + 1)) time.
 */
public final class Mex {

    private Mex() {
    }

    /** Every p[s], s &lt; n, is an index below n. */
    /*@ public model_behavior
      @ requires true;
      @ accessible p[*];
      @ static model boolean inRange(int[] p, int n) {
      @     return (\forall int s; 0 <= s && s < n; 0 <= p[s] && p[s] < n);
      @ }
      @*/

    /** p is a permutation of 0..n-1 and q its inverse. */
    /*@ public model_behavior
      @ requires true;
      @ accessible p[*], q[*];
      @ static model boolean perm(int[] p, int[] q, int n) {
      @     return p.length == n && q.length == n
      @         && (\forall int s; 0 <= s && s < n; 0 <= p[s] && p[s] < n && q[p[s]] == s)
      @         && (\forall int t; 0 <= t && t < n; 0 <= q[t] && q[t] < n && p[q[t]] == t);
      @ }
      @*/

    /*@ public normal_behavior
      @ requires vals != null;
      @ ensures 0 <= \result && \result <= vals.length;
      @ ensures (\forall int i; 0 <= i && i < vals.length; vals[i] != \result);
      @ ensures (\forall int v; 0 <= v && v < \result;
      @            (\exists int i; 0 <= i && i < vals.length; vals[i] == v));
      @ assignable \nothing;
      @*/
    public static int mex(int[] vals) {
        int n = vals.length;
        int[] p = new int[n];
        int[] q = new int[n];
        /*@ loop_invariant 0 <= i && i <= n;
          @ loop_invariant (\forall int t; 0 <= t && t < i; p[t] == t && q[t] == t);
          @ assignable p[*], q[*];
          @ decreasing n - i;
          @*/
        for (int i = 0; i < n; i++) {
            p[i] = i;
            q[i] = i;
        }
        identityPerm(p, q, n);
        int m = 0;
        boolean more = true;
        /*@ loop_invariant 0 <= m && m <= n;
          @ loop_invariant perm(p, q, n) && inRange(p, n);
          @ loop_invariant (\forall int s; 0 <= s && s < m; 0 <= p[s] && p[s] < n && vals[p[s]] == s);
          @ loop_invariant !more ==> (\forall int s; m <= s && s < n; vals[p[s]] != m);
          @ assignable p[*], q[*];
          @ decreasing n - m + (more ? 1 : 0);
          @*/
        while (more && m < n) {
            int s = find(vals, p, m);
            if (s < 0) {
                more = false;
            } else {
                swap(p, q, m, s);
                m++;
            }
        }
        concludeAbsent(vals, p, q, m);
        concludePresent(vals, p, m);
        return m;
    }

    /** Lemma (no run-time effect): the identity is a permutation, its own inverse. */
    /*@ private normal_behavior
      @ requires p != null && q != null && p != q && p.length == n && q.length == n;
      @ requires (\forall int t; 0 <= t && t < n; p[t] == t && q[t] == t);
      @ ensures perm(p, q, n) && inRange(p, n);
      @ assignable \strictly_nothing;
      @*/
    private static void identityPerm(int[] p, int[] q, int n) {
    }

    /**
     * Lemma (no run-time effect): if slots below m hold 0..m-1 and no slot from m on holds m, then
     * m occurs nowhere, since every index t sits in slot q[t].
     */
    /*@ private normal_behavior
      @ requires vals != null && p != null && q != null && p != vals && q != vals && p != q;
      @ requires 0 <= m && m <= vals.length && perm(p, q, vals.length);
      @ requires (\forall int s; 0 <= s && s < m; vals[p[s]] == s);
      @ requires (\forall int s; m <= s && s < vals.length; vals[p[s]] != m);
      @ ensures (\forall int i; 0 <= i && i < vals.length; vals[i] != m);
      @ assignable \strictly_nothing;
      @*/
    private static void concludeAbsent(int[] vals, int[] p, int[] q, int m) {
    }

    /** Lemma (no run-time effect): if slots below m hold 0..m-1, each v &lt; m occurs, at index p[v]. */
    /*@ private normal_behavior
      @ requires vals != null && p != null && p != vals && 0 <= m && m <= p.length;
      @ requires (\forall int s; 0 <= s && s < m; 0 <= p[s] && p[s] < vals.length && vals[p[s]] == s);
      @ ensures (\forall int v; 0 <= v && v < m;
      @     (\exists int i; 0 <= i && i < vals.length; vals[i] == v));
      @ assignable \strictly_nothing;
      @*/
    private static void concludePresent(int[] vals, int[] p, int m) {
    }

    /** The first slot s &gt;= m whose value vals[p[s]] is m, or -1. */
    /*@ private normal_behavior
      @ requires vals != null && p != null && p != vals && p.length == vals.length;
      @ requires 0 <= m && m < p.length && inRange(p, p.length);
      @ ensures \result == -1
      @     || (m <= \result && \result < p.length && 0 <= p[\result] && p[\result] < p.length
      @         && vals[p[\result]] == m);
      @ ensures \result == -1 ==> (\forall int s; m <= s && s < p.length; vals[p[s]] != m);
      @ assignable \strictly_nothing;
      @*/
    private static int find(int[] vals, int[] p, int m) {
        int s = m;
        /*@ loop_invariant m <= s && s <= p.length;
          @ loop_invariant (\forall int t; m <= t && t < s; vals[p[t]] != m);
          @ assignable \strictly_nothing;
          @ decreasing p.length - s;
          @*/
        while (s < p.length && vals[p[s]] != m) {
            s++;
        }
        return s < p.length ? s : -1;
    }

    /** Swaps slots a and b of the permutation p and keeps q its inverse. */
    /*@ private normal_behavior
      @ requires p != null && q != null && p != q && perm(p, q, p.length);
      @ requires 0 <= a && a < p.length && 0 <= b && b < p.length;
      @ ensures p[a] == \old(p[b]) && p[b] == \old(p[a]);
      @ ensures (\forall int s; 0 <= s && s < p.length && s != a && s != b; p[s] == \old(p[s]));
      @ ensures perm(p, q, p.length) && inRange(p, p.length);
      @ assignable p[*], q[*];
      @*/
    private static void swap(int[] p, int[] q, int a, int b) {
        int pa = p[a];
        int pb = p[b];
        p[a] = pb;
        p[b] = pa;
        q[pb] = a;
        q[pa] = b;
    }
}
