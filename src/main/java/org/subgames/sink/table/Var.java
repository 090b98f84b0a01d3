package org.subgames.sink.table;

/**
 * The integer variables of the symbolic block model: a, c, r = &lt;(i-1)c&gt;, t = [ic] of the current
 * block, r', t' of the previous block, e of the linear word, and x, a position (offset from the start
 * of the current block or period). With the repetition count symbolic (every k &gt;= 2, every m &gt;= 2)
 * three more: M = k*a (or m*a), J = (j-1)*a for the repetition j of the position's factor, and y, the
 * position's offset inside its factor (in repetition j); see {@link Region.Area}. The coverage
 * lemma's case split adds b and K = k*a (b = 2K + c), so that the linear case's M = m*a can differ.
 */
public enum Var {
    A("a", "a"), C("c", "c"), R("r", "r"), T("t", "t"), RP("r'", "rp"), TP("t'", "tp"), E("e", "e"), X("x", "x"), M("M", "M"), J("J", "J"), Y("y", "y"),
    B("b", "b"), K("K", "K");

    private final String display;
    private final String smt;

    Var(String display, String smt) {
        this.display = display;
        this.smt = smt;
    }

    /** The name in tables and messages (r' for the previous block). */
    public String display() {
        return display;
    }

    /** The SMT-LIB symbol. */
    public String smt() {
        return smt;
    }
}
