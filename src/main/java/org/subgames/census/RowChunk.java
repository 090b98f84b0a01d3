package org.subgames.census;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A block of the compiled path's rows ({@link GameRows}) turned into columns for the store's bulk
 * path: one array per column, the moves in {@code slots} columns (a null past a row's last move),
 * the text columns (convention, group, formula, heat-map cell) as codes into a dictionary of the
 * block's distinct strings, null as a null code. The store appends such a block as one row of
 * list columns (a few appender calls for thousands of rows) and DuckDB unnests it into the
 * census's rows when it writes a part ({@link StoreWriter}).
 */
final class RowChunk {

    /** The text columns, in the order of {@link #codes}. */
    static final List<String> TEXT = List.of("convention", "grp", "formula", "heat_x", "heat_y", "heat_value");

    final String statement;
    final long of;
    final boolean heatNumeric;
    final String heatWhere;
    final int size;
    final int[] index;
    /** Per parameter, its values. */
    final long[][] params;
    /** Per move slot, the moves (0 and null where a row has fewer moves). */
    final int[][] moves;
    final boolean[][] noMove;
    /** Per fact (preperiod, minimal period, largest value, cold, window start, certified period), its values. */
    final long[][] facts;
    /** Per text column ({@link #TEXT}), the codes into {@link #dictionary} (0 and null for null). */
    final int[][] codes;
    final boolean[][] nulls;
    /** Whether a row has a heat-map cell (then its heat_numeric and heat_where are the block's). */
    final boolean[] heat;
    /** The distinct strings of the block, in order of first use. */
    final List<String> dictionary = new ArrayList<>();

    private RowChunk(GameRows g, int parameters, int slots) {
        statement = g.statement;
        of = g.of;
        heatNumeric = g.heatNumeric;
        heatWhere = g.heatWhere;
        size = g.size();
        index = Arrays.copyOf(g.index, size);
        params = new long[parameters][size];
        moves = new int[slots][size];
        noMove = new boolean[slots][size];
        facts = new long[6][size];
        codes = new int[TEXT.size()][size];
        nulls = new boolean[TEXT.size()][size];
        heat = new boolean[size];
    }

    /** The block's rows as columns; a row with more moves than {@code slots} or another number of parameters or facts is a bug. */
    static RowChunk of(GameRows g, int parameters, int slots) {
        RowChunk c = new RowChunk(g, parameters, slots);
        Map<String, Integer> codeOf = new HashMap<>();
        for (int i = 0; i < c.size; i++) {
            long[] p = g.params[i];
            int[] m = g.moves[i];
            long[] f = g.facts[i];
            if (p.length != parameters || m.length > slots || f.length != 6) {
                throw new IllegalStateException("a census row with " + p.length + " parameters, " + m.length + " moves and " + f.length
                        + " facts; the store expects " + parameters + ", at most " + slots + " and 6");
            }
            for (int k = 0; k < parameters; k++) {
                c.params[k][i] = p[k];
            }
            for (int k = 0; k < slots; k++) {
                if (k < m.length) {
                    c.moves[k][i] = m[k];
                } else {
                    c.noMove[k][i] = true;
                }
            }
            for (int k = 0; k < 6; k++) {
                c.facts[k][i] = f[k];
            }
            String[] h = g.heat[i];
            c.heat[i] = h != null;
            c.code(codeOf, 0, i, g.convention[i]);
            c.code(codeOf, 1, i, g.group[i]);
            c.code(codeOf, 2, i, g.formula[i]);
            for (int k = 0; k < 3; k++) {
                c.code(codeOf, 3 + k, i, h == null ? null : h[k]);
            }
        }
        return c;
    }

    private void code(Map<String, Integer> codeOf, int column, int row, String value) {
        if (value == null) {
            nulls[column][row] = true;
            return;
        }
        Integer code = codeOf.get(value);
        if (code == null) {
            code = dictionary.size();
            codeOf.put(value, code);
            dictionary.add(value);
        }
        codes[column][row] = code;
    }

    /** Replaces the block's codes by {@code to[code]} (the codes of a larger dictionary). */
    void recode(int[] to) {
        for (int[] column : codes) {
            for (int i = 0; i < size; i++) {
                column[i] = to[column[i]];
            }
        }
    }
}
