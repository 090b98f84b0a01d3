package org.subgames.proof.smt;

import java.util.ArrayList;
import java.util.List;

/**
 * The modular facts the symbolic contexts rely on, with r_i = &lt;(i-1)c&gt; = (i-1)c mod a and
 * t_i = [ic] = ((ic - 1) mod a) + 1, in two layers that both solvers close:
 * <ol>
 *   <li>three gap lemmas (QF_NIA, one product each): a multiple a*n of a never lies strictly
 *       between h*a and (h+1)*a, for h = -1, 0, 1;</li>
 *   <li>the facts themselves in QF_LIA, with the definitions of mod and [.] stated through their
 *       quotients: x mod a = x - Q with Q = a*q a fresh variable, so the products (i-1)c, ic and a*q
 *       are variables. The only property of them that a fact uses is that a difference D of two
 *       multiples of a is a multiple of a, entered as the gap lemmas' conclusions for that D (sound:
 *       D = a(q2 - q1) with q2 - q1 an integer).</li>
 * </ol>
 */
public final class ModularFacts {

    private ModularFacts() {
    }

    /**
     * A named SMT-LIB script (logic, declarations, assertions) whose assertions must be unsatisfiable;
     * group is its file under proofs/smt without .smt2 (modular/gap, modular/facts, mex/induction).
     */
    public record Fact(String group, String id, String statement, String logic, String script) {
    }

    /** D is not strictly between h*a and (h+1)*a, for h = -1, 0, 1 (instances of the gap lemmas). */
    static String gaps(String d) {
        StringBuilder sb = new StringBuilder();
        for (int h = -1; h <= 1; h++) {
            sb.append("(assert (not (and (< ").append(times(h)).append(' ').append(d).append(") (< ").append(d).append(' ')
                    .append(times(h + 1)).append("))))\n");
        }
        return sb.toString();
    }

    private static String times(int h) {
        return h == 0 ? "0" : h == 1 ? "a" : "(* " + (h < 0 ? "(- " + (-h) + ")" : Integer.toString(h)) + " a)";
    }

    static final String PARAMS = "(declare-const a Int)\n(declare-const c Int)\n(assert (and (>= a 2) (>= c 1) (< c a)))\n";

    public static List<Fact> all() {
        List<Fact> out = new ArrayList<>();
        for (int h = -1; h <= 1; h++) {
            out.add(new Fact("modular/gap", "gap h=" + h, "a >= 1 and n integer: not " + h + "a < a*n < " + (h + 1) + "a", "QF_NIA",
                    "(set-logic QF_NIA)\n(declare-const a Int)\n(declare-const n Int)\n(assert (>= a 1))\n(assert (< " + times(h)
                            + " (* a n)))\n(assert (< (* a n) " + times(h + 1) + "))\n"));
        }
        // u = (i-1)c, so ic = u + c; r = u - Q1 (Q1 = a*q1), t = u + c - Q2 (Q2 = a*q2); D = Q2 - Q1
        out.add(new Fact("modular/facts", "block relation t = [r + c]",
                "0 <= r_i < a and t_i = r_i + c if r_i + c <= a, else r_i + c - a",
                "QF_LIA",
                "(set-logic QF_LIA)\n" + PARAMS + "(declare-const u Int)\n(declare-const Q1 Int)\n(declare-const Q2 Int)\n(declare-const D Int)\n"
                        + "(define-fun r () Int (- u Q1))\n(define-fun t () Int (- (+ u c) Q2))\n"
                        + "(assert (and (<= 0 r) (< r a) (<= 1 t) (<= t a) (= D (- Q2 Q1))))\n" + gaps("D")
                        + "(assert (not (= t (ite (<= (+ r c) a) (+ r c) (- (+ r c) a)))))\n"));
        // v = ic; r_(i+1) = v - Q1, t_i = v - Q2; D = Q1 - Q2
        out.add(new Fact("modular/facts", "next block r = <t'>",
                "r_(i+1) = t_i if t_i < a, and 0 if t_i = a (then Z follows block i)",
                "QF_LIA",
                "(set-logic QF_LIA)\n" + PARAMS + "(declare-const v Int)\n(declare-const Q1 Int)\n(declare-const Q2 Int)\n(declare-const D Int)\n"
                        + "(define-fun rn () Int (- v Q1))\n(define-fun t () Int (- v Q2))\n"
                        + "(assert (and (<= 0 rn) (< rn a) (<= 1 t) (<= t a) (= D (- Q1 Q2))))\n" + gaps("D")
                        + "(assert (not (= rn (ite (< t a) t 0))))\n"));
        // (1-1)c = 0; r_1 = 0 - Q1 with Q1 = a*q1 itself a multiple of a
        out.add(new Fact("modular/facts", "first block r = 0",
                "r_1 = <0> = 0",
                "QF_LIA",
                "(set-logic QF_LIA)\n" + PARAMS + "(declare-const Q1 Int)\n(define-fun r () Int (- 0 Q1))\n"
                        + "(assert (and (<= 0 r) (< r a)))\n" + gaps("Q1") + "(assert (not (= r 0)))\n"));
        // ac = a*c and Q2 = a*q2 are multiples of a, so is D = ac - Q2 = t_a
        out.add(new Fact("modular/facts", "wrap t_a = a",
                "t_a = [ac] = a: Z follows block a, so block 1 of the next period (r = 0) is in context bZB",
                "QF_LIA",
                "(set-logic QF_LIA)\n" + PARAMS + "(declare-const AC Int)\n(declare-const Q2 Int)\n(declare-const D Int)\n"
                        + "(define-fun t () Int (- AC Q2))\n(assert (and (<= 1 t) (<= t a) (= D (- AC Q2))))\n" + gaps("D")
                        + "(assert (not (= t a)))\n"));
        return out;
    }

    /** The facts of one group (all of one logic) as one SMT-LIB file, each in push/pop. */
    public static String script(List<Fact> facts, String group, String title) {
        StringBuilder sb = new StringBuilder("; ").append(title).append('\n');
        sb.append(SmtLib.HEADER);
        String logic = null;
        for (Fact f : facts) {
            if (!f.group().equals(group)) {
                continue;
            }
            if (logic == null) {
                logic = f.logic();
                sb.append("(set-logic ").append(logic).append(")\n");
            }
            String prefix = "(set-logic " + logic + ")\n";
            if (!f.script().startsWith(prefix)) {
                throw new IllegalArgumentException("facts of one file must share their logic: " + f.id());
            }
            sb.append("(push 1)\n(echo \"").append(f.id()).append("\")\n; ").append(f.statement()).append('\n');
            sb.append(f.script().substring(prefix.length())).append("(check-sat)\n(pop 1)\n");
        }
        return sb.toString();
    }
}
