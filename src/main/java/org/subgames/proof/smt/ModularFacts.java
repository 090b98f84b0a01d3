package org.subgames.proof.smt;

import java.util.List;

/**
 * The modular facts the symbolic contexts rely on, stated over the block index i with the real
 * definitions r_i = &lt;(i-1)c&gt; = ((i-1)c mod a) and t_i = [ic] = ((ic - 1) mod a) + 1. They need
 * non-linear arithmetic (i*c and mod by the variable a), so they are kept apart from the linear
 * obligations, in logic QF_NIA; Z3 proves each in about a second.
 */
public final class ModularFacts {

    private ModularFacts() {
    }

    /** A named SMT-LIB script whose assertions must be unsatisfiable. */
    public record Fact(String id, String statement, String script) {
    }

    private static final String DECL = "(declare-const a Int)\n(declare-const c Int)\n(declare-const i Int)\n"
            + "(assert (and (>= a 2) (>= c 1) (< c a) (>= i 1)))\n";
    private static final String R = "(mod (* (- i 1) c) a)";
    private static final String T = "(+ (mod (- (* i c) 1) a) 1)";

    public static List<Fact> all() {
        return List.of(
                new Fact("block relation t = [r + c]",
                        "0 <= r_i < a and t_i = r_i + c if r_i + c <= a, else r_i + c - a",
                        DECL + "(assert (not (let ((r " + R + ") (t " + T + ")) (and (<= 0 r) (< r a)"
                                + " (= t (ite (<= (+ r c) a) (+ r c) (- (+ r c) a)))))))\n"),
                new Fact("next block r = <t'>",
                        "r_(i+1) = t_i if t_i < a, and 0 if t_i = a (then Z follows block i)",
                        DECL + "(assert (not (let ((t " + T + ")) (= (mod (* i c) a) (ite (< t a) t 0)))))\n"),
                new Fact("first block r = 0",
                        "r_1 = <0> = 0",
                        DECL + "(assert (not (= (mod (* 0 c) a) 0)))\n"),
                new Fact("wrap t_a = a",
                        "t_a = [ac] = a: Z follows block a, so block 1 of the next period (r = 0) is in context bZB",
                        DECL + "(assert (not (= (+ (mod (- (* a c) 1) a) 1) a)))\n"));
    }

    /** The facts as one SMT-LIB file (each in push/pop). */
    public static String script() {
        StringBuilder sb = new StringBuilder();
        sb.append("; modular facts behind the block contexts (non-linear: i*c and mod by a)\n");
        sb.append(SmtLib.HEADER);
        sb.append("(set-logic QF_NIA)\n");
        for (Fact f : all()) {
            sb.append("(push 1)\n(echo \"").append(f.id()).append("\")\n; ").append(f.statement()).append('\n');
            sb.append(f.script()).append("(check-sat)\n(pop 1)\n");
        }
        return sb.toString();
    }
}
