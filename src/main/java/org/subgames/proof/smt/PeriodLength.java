package org.subgames.proof.smt;

import java.util.ArrayList;
import java.util.List;
import org.subgames.sink.table.Contexts;
import org.subgames.sink.table.Formula;
import org.subgames.sink.table.Lin;
import org.subgames.sink.table.Var;
import org.subgames.sink.table.WordModel;

/**
 * The length lemma: |W| = a(4ak + 3c) in the quadratic case and b + 2am in the linear case, for
 * every 0 &lt; a &lt; b, over unbounded integers (the generator's contract states the same lengths,
 * but only within its Java-int bounds).
 * <ul>
 *   <li>per block, from the word's factors: a block and the Z after it (when t = a) are
 *       2b + a*s letters long, s = 1 when r + c &gt;= a and 0 otherwise (B-blocks 2b, C-blocks
 *       2b + a, Z a); the linear period is b + 2am letters;</li>
 *   <li>s is the step of floor(ic/a) from block i - 1 to block i (QF_LIA, quotients as variables,
 *       over the gap lemmas of {@link ModularFacts});</li>
 *   <li>summing over the blocks i = 1..a the steps telescope to floor(ac/a) - 0 = c, so
 *       |W| = 2ab + ac; and 2ab + ac = a(4ak + 3c) when b = 2ka + c (QF_NIA).</li>
 * </ul>
 * The telescoping sum itself is the one step left to arithmetic (listed in {@link ProofChain#TRUSTED}).
 */
public final class PeriodLength {

    public static final String GROUP = "length";

    private static final Lin A = Lin.of(Var.A);
    private static final Lin C = Lin.of(Var.C);
    private static final Lin R = Lin.of(Var.R);
    private static final Lin T = Lin.of(Var.T);

    private PeriodLength() {
    }

    /** The per-block and per-period length implications, derived from the word's factors. */
    public static List<Implication> implications(WordModel model) {
        List<Implication> out = new ArrayList<>();
        for (int k : Coverage.COUNTS) {
            for (boolean bType : List.of(true, false)) {
                out.add(block(model, k, bType));
            }
        }
        for (int m : Coverage.COUNTS) {
            out.add(linear(m));
        }
        return out;
    }

    public static List<Obligation> obligations(WordModel model) {
        return Implication.obligations(implications(model));
    }

    private static Implication block(WordModel model, int k, boolean bType) {
        Formula hyp = Formula.and(Contexts.quadraticCase(model, k), Formula.le(Lin.ZERO, R), Formula.lt(R, A), Contexts.bracket(R, T),
                bType ? model.isB(Var.R) : Formula.not(model.isB(Var.R)));
        Lin len = Contexts.length(model.block(bType, k, false), model.runCounts());
        Lin withZ = len.plus(model.z().length());
        Lin b2 = Contexts.quadraticB(k).times(2);
        Formula tIsA = Formula.eq(T, A);
        Formula step = Formula.le(A, R.plus(C));
        Formula body = Formula.and(
                implies(Formula.and(tIsA, step), Formula.eq(withZ, b2.plus(A))),
                implies(Formula.and(tIsA, Formula.not(step)), Formula.eq(withZ, b2)),
                implies(Formula.and(Formula.not(tIsA), step), Formula.eq(len, b2.plus(A))),
                implies(Formula.and(Formula.not(tIsA), Formula.not(step)), Formula.eq(len, b2)));
        List<Var> vars = k == Contexts.ALL ? List.of(Var.A, Var.C, Var.R, Var.T, Var.M) : List.of(Var.A, Var.C, Var.R, Var.T);
        String id = SmtProofs.dir("k", k) + ": " + (bType ? "B" : "C") + "-block and the Z after it: 2b + a*[r + c >= a]";
        return new Implication(GROUP, id, hyp, body, vars);
    }

    private static Implication linear(int m) {
        Lin len = Contexts.length(Contexts.linearParts(m), Contexts.linearCounts());
        Lin ma = m == Contexts.ALL ? Lin.of(Var.M) : A.times(m);
        List<Var> vars = m == Contexts.ALL ? List.of(Var.A, Var.E, Var.M) : List.of(Var.A, Var.E);
        return new Implication(GROUP, SmtProofs.dir("m", m) + ": the linear period is b + 2am", Contexts.linearCase(m),
                Formula.eq(len, Contexts.linearB(m).plus(ma.times(2))), vars);
    }

    private static Formula implies(Formula p, Formula q) {
        return Formula.or(Formula.not(p), q);
    }

    /** The scripts that sum the blocks: the step of floor(ic/a) (QF_LIA) and the closed form (QF_NIA). */
    public static List<ModularFacts.Fact> facts() {
        // u = (i-1)c, Q1 = a*floor(u/a), Q2 = a*floor((u + c)/a): r = u - Q1, r2 = u + c - Q2, D = Q2 - Q1 = a*s
        String step = "(set-logic QF_LIA)\n" + ModularFacts.PARAMS
                + "(declare-const u Int)\n(declare-const Q1 Int)\n(declare-const Q2 Int)\n(declare-const D Int)\n"
                + "(define-fun r () Int (- u Q1))\n(define-fun r2 () Int (- (+ u c) Q2))\n"
                + "(assert (and (<= 0 r) (< r a) (<= 0 r2) (< r2 a) (= D (- Q2 Q1))))\n" + ModularFacts.gaps("D")
                + "(assert (not (= D (ite (<= a (+ r c)) a 0))))\n";
        String sum = "(set-logic QF_NIA)\n(declare-const a Int)\n(declare-const b Int)\n(declare-const c Int)\n(declare-const k Int)\n"
                + "(assert (and (>= a 2) (>= k 1) (>= c 1) (< c a) (= b (+ (* 2 k a) c))))\n"
                + "(assert (not (= (+ (* 2 a b) (* a c)) (* a (+ (* 4 a k) (* 3 c))))))\n";
        return List.of(
                new ModularFacts.Fact("length/step", "block step a*(floor(ic/a) - floor((i-1)c/a)) = a*[r_i + c >= a]",
                        "the excess a*s of block i over 2b is a times the step of floor(ic/a), so the a blocks add a*floor(ac/a) = ac",
                        "QF_LIA", step),
                new ModularFacts.Fact("length/sum", "closed form 2ab + ac = a(4ak + 3c)",
                        "the a blocks (2ab) and their excess (ac) make |W| = a(4ak + 3c) when b = 2ka + c", "QF_NIA", sum));
    }
}
