package org.subgames.sink.table;

/**
 * A factor placed in a context window: positions start &lt;= x &lt; end relative to the start of the
 * current block (or period). The sink has no lower end ({@code start == null}).
 *
 * @param label      table name: upper case for the current block (A3, KA1.2), lower case for the
 *                   previous one (b4), Z, sink
 * @param name       the factor name as in {@link org.subgames.sink.Factor} (A3, KA1, Z, ...)
 * @param repetition k-part repetition, 0 otherwise
 * @param role       where the factor lies
 */
public record Region(String label, String name, int repetition, int letter, Lin start, Lin end, Role role) {

    public enum Role { SINK, PREVIOUS, Z, CURRENT }

    /** The formula start &lt;= p &lt; end. */
    public Formula contains(Lin p) {
        Formula below = Formula.lt(p, end);
        return start == null ? below : Formula.and(Formula.le(start, p), below);
    }

    public Lin length() {
        return end.minus(start);
    }
}
