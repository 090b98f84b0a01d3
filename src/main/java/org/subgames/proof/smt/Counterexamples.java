package org.subgames.proof.smt;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.subgames.sink.table.Formula;
import org.subgames.sink.table.Lin;
import org.subgames.sink.table.Var;

/**
 * Counterexamples of refuted obligations at genuine parameters. An obligation of a symbolic window
 * (every k &gt;= 2) treats M = k*a and J = (j-1)*a as integers with linear side constraints, so its
 * model may have an M that is no multiple of a; this searches k = 2..kMax and j = 1..k-1 with
 * M = k*a and J = (j-1)*a added (still linear) and re-checks the model numerically.
 */
public final class Counterexamples {

    private Counterexamples() {
    }

    /** A counterexample: the model, its k (or m; 0 when the window has a fixed count) and j (0 when J is unused). */
    public record Counterexample(Obligation obligation, Prover.Result result, int k, int j) {
        /** Constraints and negated claim hold at the model, and M, J are the products they stand for. */
        public boolean recheck() {
            long[] v = result.values();
            long a = v[Var.A.ordinal()];
            boolean products = k == 0 || v[Var.M.ordinal()] == k * a && (j == 0 || v[Var.J.ordinal()] == (j - 1) * a);
            return products && obligation.base().eval(v) && obligation.goal().eval(v);
        }
    }

    /** The first genuine counterexample of o, or empty when o holds (for every k &lt;= kMax if symbolic). */
    public static Optional<Counterexample> find(Prover p, Obligation o, int kMax) {
        if (!o.vars().contains(Var.M)) {
            Prover.Result r = p.check(o.formula());
            return r.verdict() == Prover.Verdict.SAT ? Optional.of(new Counterexample(o, r, 0, 0)) : Optional.empty();
        }
        Lin a = Lin.of(Var.A);
        // J occurs exactly when the claim's factor is a repeated one (its positions are F.start + 2J + y)
        boolean usesJ = o.claim() != null && o.claim().factor() != null && o.claim().factor().area() != null;
        for (int k = 2; k <= kMax; k++) {
            List<Integer> js = new ArrayList<>();
            if (usesJ) {
                for (int j = 1; j <= k; j++) {
                    js.add(j);
                }
            } else {
                js.add(0);
            }
            for (int j : js) {
                List<Formula> fix = new ArrayList<>(List.of(o.formula(), eq(Lin.of(Var.M), a.times(k))));
                if (j > 0) {
                    fix.add(eq(Lin.of(Var.J), a.times(j - 1L)));
                }
                Prover.Result r = p.check(Formula.and(fix.toArray(Formula[]::new)));
                if (r.verdict() == Prover.Verdict.SAT) {
                    return Optional.of(new Counterexample(o, r, k, j));
                }
            }
        }
        return Optional.empty();
    }

    private static Formula eq(Lin l, Lin r) {
        return new Formula.Cmp(l, Formula.Op.EQ, r);
    }
}
