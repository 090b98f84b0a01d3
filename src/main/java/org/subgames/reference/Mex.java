package org.subgames.reference;

/** The minimum excludant of a list of non-negative integers. KeY subset: see package-info. */
public final class Mex {

    private Mex() {
    }

    /*@ public normal_behavior
      @ requires vals != null;
      @ ensures 0 <= \result && \result <= vals.length;
      @ ensures (\forall int i; 0 <= i && i < vals.length; vals[i] != \result);
      @ ensures (\forall int v; 0 <= v && v < \result;
      @            (\exists int i; 0 <= i && i < vals.length; vals[i] == v));
      @ assignable \nothing;
      @*/
    public static int mex(int[] vals) {
        boolean[] seen = new boolean[vals.length + 1];
        /*@ loop_invariant 0 <= i && i <= vals.length;
          @ loop_invariant (\forall int v; 0 <= v && v <= vals.length;
          @     seen[v] <==> (\exists int j; 0 <= j && j < i; vals[j] == v));
          @ assignable seen[*];
          @ decreasing vals.length - i;
          @*/
        for (int i = 0; i < vals.length; i++) {
            if (vals[i] >= 0 && vals[i] <= vals.length) {
                seen[vals[i]] = true;
            }
        }
        int m = 0;
        /*@ loop_invariant 0 <= m && m <= vals.length;
          @ loop_invariant (\forall int v; 0 <= v && v < m; seen[v]);
          @ assignable \strictly_nothing;
          @ decreasing vals.length - m;
          @*/
        while (m < vals.length && seen[m]) {
            m++;
        }
        return m;
    }
}
