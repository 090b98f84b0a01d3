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
        int[] given = instance.moves();
        Moves moves = instance.statement().moves();
        for (int i = 0; i < given.length; i++) {
            for (int j = i + 1; j < given.length; j++) {
                if ((long) given[i] + given[j] == p) {
                    String x = moves.label(i);
                    String y = moves.label(j);
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
