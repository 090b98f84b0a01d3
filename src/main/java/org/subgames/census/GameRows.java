package org.subgames.census;

import java.util.Arrays;

/**
 * A buffer of census rows (one per game: instance and convention) filled by one thread of the
 * compiled census path and handed to the store a block at a time: the columns of
 * {@link CensusStore}, as arrays, so a row costs no JSON.
 */
final class GameRows {

    final String statement;
    final long of;
    final boolean heatNumeric;
    final String heatWhere;
    /** The most moves a row may have (the statement's move expressions): the store's bulk path keeps a column per move. */
    final int moveSlots;
    int[] index = new int[256];
    long[][] params = new long[256][];
    int[][] moves = new int[256][];
    String[] convention = new String[256];
    /** preperiod, minimal period, largest value, cold, window start, certified period. */
    long[][] facts = new long[256][];
    String[] group = new String[256];
    String[] formula = new String[256];
    String[][] heat = new String[256][];
    private int size;

    GameRows(String statement, long of, boolean heatNumeric, String heatWhere, int moveSlots) {
        this.statement = statement;
        this.moveSlots = moveSlots;
        this.of = of;
        this.heatNumeric = heatNumeric;
        this.heatWhere = heatWhere;
    }

    int size() {
        return size;
    }

    void clear() {
        Arrays.fill(params, 0, size, null);
        Arrays.fill(moves, 0, size, null);
        Arrays.fill(facts, 0, size, null);
        Arrays.fill(heat, 0, size, null);
        size = 0;
    }

    void add(int idx, long[] parameters, int[] sortedMoves, String conv, long[] gameFacts, String grp, String fit, String[] cell) {
        if (size == index.length) {
            int n = 2 * size;
            index = Arrays.copyOf(index, n);
            params = Arrays.copyOf(params, n);
            moves = Arrays.copyOf(moves, n);
            convention = Arrays.copyOf(convention, n);
            facts = Arrays.copyOf(facts, n);
            group = Arrays.copyOf(group, n);
            formula = Arrays.copyOf(formula, n);
            heat = Arrays.copyOf(heat, n);
        }
        index[size] = idx;
        params[size] = parameters;
        moves[size] = sortedMoves;
        convention[size] = conv;
        facts[size] = gameFacts;
        group[size] = grp;
        formula[size] = fit;
        heat[size] = cell;
        size++;
    }
}
