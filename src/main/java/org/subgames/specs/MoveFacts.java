package org.subgames.specs;

import org.subgames.base.BadInputException;

/**
 * {@code S} in statements: the instance's move set. {@code S.get(i)} is the i-th smallest move
 * (1-based); {@code S.sumOfTwo(p)} names the two distinct moves whose sum is p, by their
 * expressions in the statement (e.g. {@code a+c}), or {@code none}.
 */
public final class MoveFacts {

    private final Instance instance;
    private final int[] sorted;

    MoveFacts(Instance instance) {
        this.instance = instance;
        this.sorted = instance.sortedMoves();
    }

    public int getSize() {
        return sorted.length;
    }

    public int getMin() {
        return sorted[0];
    }

    public int getMax() {
        return sorted[sorted.length - 1];
    }

    public int get(long i) {
        if (i < 1 || i > sorted.length) {
            throw new BadInputException("S.get(" + i + "): S has " + sorted.length + " moves (indices 1.." + sorted.length + ")");
        }
        return sorted[(int) i - 1];
    }

    /** Whether p is the sum of two distinct moves. */
    public boolean isSumOfTwo(long p) {
        return !sumOfTwo(p).equals("none");
    }

    /** The two distinct moves adding up to p, named as the statement writes them, or "none". */
    public String sumOfTwo(long p) {
        Moves moves = instance.statement().moves();
        int[] given = instance.moves();
        String[] labels = new String[given.length];
        for (int i = 0; i < given.length; i++) {
            labels[i] = moves.label(i);
        }
        return sumOfTwo(given, labels, p);
    }

    /** The two distinct moves (in the statement's order) adding up to p, by their labels (null: by value), or "none". */
    static String sumOfTwo(int[] given, String[] labels, long p) {
        for (int i = 0; i < given.length; i++) {
            for (int j = i + 1; j < given.length; j++) {
                if ((long) given[i] + given[j] == p) {
                    String x = labels[i];
                    String y = labels[j];
                    return x == null ? given[i] + "+" + given[j] : x + "+" + y;
                }
            }
        }
        return "none";
    }

    @Override
    public String toString() {
        return instance.setText();
    }
}
