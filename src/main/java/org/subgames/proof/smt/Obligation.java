package org.subgames.proof.smt;

import java.util.List;
import org.subgames.sink.table.Claim;
import org.subgames.sink.table.Formula;
import org.subgames.sink.table.Var;

/**
 * One proof obligation: {@code base} &and; {@code goal} must be unsatisfiable.
 *
 * @param group  the file it belongs to, e.g. {@code quadratic/k1/bZB}
 * @param id     unique within the group, e.g. {@code reach A3 0}
 * @param base   the context's constraints (asserted once per file)
 * @param goal   the negated claim
 * @param vars   the variables to declare
 * @param claim  the claim it proves, or null (coverage obligations)
 */
public record Obligation(String group, String id, Formula base, Formula goal, List<Var> vars, Claim claim) {

    public Formula formula() {
        return new Formula.And(List.of(base, goal));
    }

    /** A self-contained SMT-LIB script: declarations and the two assertions. */
    public String standalone() {
        StringBuilder sb = new StringBuilder();
        for (Var v : vars) {
            sb.append("(declare-const ").append(v.smt()).append(" Int)\n");
        }
        sb.append("(assert ").append(base.toSmt()).append(")\n");
        sb.append("(assert ").append(goal.toSmt()).append(")\n");
        return sb.toString();
    }
}
