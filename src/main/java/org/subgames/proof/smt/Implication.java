package org.subgames.proof.smt;

import java.util.EnumSet;
import java.util.List;
import org.subgames.sink.table.Formula;
import org.subgames.sink.table.Var;

/**
 * An obligation stated as hypothesis &rArr; conclusion: hypothesis &and; &not;conclusion must be
 * unsatisfiable, and the hypothesis itself satisfiable (else the implication is vacuous; the chain
 * checks that with {@link Assembly#vacuous}).
 *
 * @param group the kept file it belongs to (coverage, length)
 * @param id    unique within the group
 */
public record Implication(String group, String id, Formula hypothesis, Formula conclusion, List<Var> vars) {

    public Implication {
        vars = List.copyOf(vars);
    }

    /** The obligation over vars, with an empty base so that a group's implications share one script. */
    Obligation obligation(List<Var> declared) {
        return new Obligation(group, id, Formula.and(), Formula.and(hypothesis, Formula.not(conclusion)), declared, null);
    }

    /** Obligations of the implications, in order, each declaring the variables of them all (one script per group). */
    public static List<Obligation> obligations(List<Implication> implications) {
        EnumSet<Var> all = EnumSet.noneOf(Var.class);
        implications.forEach(i -> all.addAll(i.vars()));
        List<Var> declared = List.copyOf(all);
        return implications.stream().map(i -> i.obligation(declared)).toList();
    }
}
