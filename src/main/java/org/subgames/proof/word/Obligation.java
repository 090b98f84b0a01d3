package org.subgames.proof.word;

import java.util.Set;
import java.util.TreeSet;
import org.subgames.symbolic.Cond;

/**
 * One proof obligation: {@code context && goal} must be unsatisfiable (goal is a negated claim).
 *
 * @param lemma the lemma it belongs to (wellformed, coverage, mex, claim), for the output rows
 * @param id    unique within the statement and convention, e.g. {@code r < a: anti 2^(a - r) move b, later periods}
 */
public record Obligation(String lemma, String caseName, String id, Cond context, Cond goal) {

    public Cond formula() {
        return Cond.and(context, goal);
    }

    public Set<String> variables() {
        Set<String> out = new TreeSet<>(context.variables());
        out.addAll(goal.variables());
        return out;
    }
}
