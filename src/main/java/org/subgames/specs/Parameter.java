package org.subgames.specs;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * One parameter of a statement: a name and the range lo..hi of its values, both ends expressions
 * over the other parameters (e.g. {@code b: a+1..c-1}), without a cycle. An end that evaluates to
 * lo &gt; hi gives no instance for that choice of the parameters it depends on.
 */
public record Parameter(String name, Expr lo, Expr hi, int line) {

    /** The names this parameter's range refers to. */
    public Set<String> dependencies() {
        Set<String> out = new LinkedHashSet<>();
        for (Expr x : List.of(lo, hi)) {
            for (List<String> path : x.variables()) {
                out.add(path.get(0));
            }
        }
        return out;
    }

    /**
     * The order in which the parameters are enumerated: each after those its range refers to, and
     * otherwise in declared order (so a statement without forward references keeps it). Indices
     * into {@code ps}; null if the ranges refer to each other in a cycle.
     */
    public static int[] enumerationOrder(List<Parameter> ps) {
        int[] order = new int[ps.size()];
        Set<String> placed = new LinkedHashSet<>();
        List<Integer> left = new ArrayList<>();
        for (int i = 0; i < ps.size(); i++) {
            left.add(i);
        }
        for (int k = 0; k < order.length; k++) {
            Integer next = left.stream().filter(i -> placed.containsAll(ps.get(i).dependencies())).findFirst().orElse(null);
            if (next == null) {
                return null;
            }
            order[k] = next;
            placed.add(ps.get(next).name());
            left.remove(next);
        }
        return order;
    }
}
