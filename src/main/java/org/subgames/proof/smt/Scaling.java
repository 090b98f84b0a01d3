package org.subgames.proof.smt;

import java.util.ArrayList;
import java.util.List;
import org.subgames.game.Convention;

/**
 * The scaling lemma, for any n &gt;= 1 positive moves m1..mn and any k &gt;= 1: the sequence
 * H(x) = G(q(x)), G the nim-values of S = {m1..mn} and q(x) = floor(x/k) under the wall (ceil(x/k)
 * under the sink), satisfies the mex rule of kS at every position, with the boundary of that
 * convention. With mex-step ({@link MexLink#step}) and the least-element principle H is then the
 * game of kS: G_kS(x) = G_S(floor(x/k)) (wall), G_S(ceil(x/k)) (sink).
 *
 * <p>No script uses division: q(x) is the integer that the definition {@code quot(x, q)} pins
 * (k q &lt;= x &lt; k q + k, resp. k q - k &lt; x &lt;= k q). The nonlinear facts about it are lemmas over one
 * generic move m in QF_NIA; the step for n moves (QF_UFNIA, G uninterpreted) takes their instances
 * as hypotheses, so it only composes them. Every script's hypotheses are also checked to be
 * satisfiable ({@link Script#context}), so no obligation holds vacuously.
 */
public final class Scaling {

    private Scaling() {
    }

    /** How q(x) rounds x/k: the wall floors, the sink ceils; the other way round is a mutant. */
    public enum Rounding { FLOOR, CEIL }

    /**
     * One obligation: its name, logic, what it states, and the script (declarations, hypotheses,
     * negated goal); unsat means proved. {@link #context} is the same script without the negated
     * goal, which must be satisfiable.
     */
    public record Script(String name, String logic, String statement, String declarations, List<String> hypotheses, String goal) {

        public String text() {
            return context() + "(assert (not " + goal + "))\n";
        }

        /** The hypotheses alone: satisfiable, or the obligation would hold vacuously. */
        public String context() {
            StringBuilder sb = new StringBuilder("(set-logic ").append(logic).append(")\n").append(declarations);
            hypotheses.forEach(h -> sb.append("(assert ").append(h).append(")\n"));
            return sb.toString();
        }
    }

    /** The rounding the convention's theorem uses. */
    public static Rounding rounding(Convention c) {
        return c == Convention.WALL ? Rounding.FLOOR : Rounding.CEIL;
    }

    /** The obligations of the lemma for n moves under the convention, q(x) rounded as given (the convention's own: the lemma). */
    public static List<Script> scripts(Convention c, int n, Rounding r) {
        if (n < 1) {
            throw new IllegalArgumentException("the scaling lemma needs at least one move: " + n);
        }
        List<Script> out = new ArrayList<>();
        String one = QUOT + "(declare-const m Int)\n(declare-const x Int)\n(declare-const q Int)\n(declare-const f Int)\n"
                + "(declare-const e Int)\n";
        // floor quotients of any integer x and of x - k m: the one nonlinear fact both roundings use
        out.add(new Script("quotient", "QF_NIA", "floor((x - k m)/k) = floor(x/k) - m for every integer x", one,
                List.of("(>= k 1)", "(quot x f)", "(quot (- x (* k m)) e)"), "(= e (- f m))"));
        if (c == Convention.WALL) {
            out.add(new Script("options", "QF_NIA", "the move k m is open at x (k m <= x) exactly when m is open at q(x)", one,
                    List.of("(>= k 1)", def(r, "x", "q", "f")), "(= (<= (* k m) x) (<= m q))"));
            out.add(new Script("positions", "QF_NIA", "x >= 0 gives q(x) >= 0", one, List.of("(>= k 1)", "(>= x 0)", def(r, "x", "q", "f")),
                    "(>= q 0)"));
        } else {
            out.add(new Script("positions", "QF_NIA", "x >= 1 gives q(x) >= 1", one, List.of("(>= k 1)", "(>= x 1)", def(r, "x", "q", "f")),
                    "(>= q 1)"));
            out.add(new Script("sink", "QF_NIA", "z <= 0 gives q(z) <= 0: H is 0 on the sink", one,
                    List.of("(>= k 1)", "(<= x 0)", def(r, "x", "q", "f")), "(<= q 0)"));
        }
        out.add(step(c, n, r));
        return out;
    }

    /** quot(z, f): f = floor(z/k), written without division. */
    private static final String QUOT = "(declare-const k Int)\n(define-fun quot ((z Int) (f Int)) Bool (and (<= (* k f) z) (< z (+ (* k f) k))))\n";

    /**
     * q = z/k rounded as r, by the floor quotient aux: floor: q = floor(z/k) (aux unused, set to q);
     * ceil: q = floor((z - 1)/k) + 1, which is ceil(z/k) for k &gt;= 1.
     */
    private static String def(Rounding r, String z, String q, String aux) {
        return r == Rounding.FLOOR ? "(and (quot " + z + " " + q + ") (= " + aux + " " + q + "))"
                : "(and (quot (- " + z + " 1) " + aux + ") (= " + q + " (+ " + aux + " 1)))";
    }

    /**
     * The step for n moves: G has the mex rule of S at q = q(x) (and is 0 on the sink), the
     * lemmas' instances hold at x and at each option; then G(q) is the mex of H's options at x,
     * that is H has the mex rule of kS at x.
     */
    private static Script step(Convention c, int n, Rounding r) {
        boolean wall = c == Convention.WALL;
        StringBuilder decl = new StringBuilder(QUOT).append("(declare-fun G (Int) Int)\n(declare-const x Int)\n(declare-const q Int)\n")
                .append("(declare-const f Int)\n");
        List<String> hyps = new ArrayList<>(List.of("(>= k 1)", wall ? "(>= x 0)" : "(>= x 1)", def(r, "x", "q", "f"), wall ? "(>= q 0)" : "(>= q 1)"));
        List<String> base = new ArrayList<>();
        List<String> scaled = new ArrayList<>();
        for (int i = 1; i <= n; i++) {
            String m = "m" + i;
            String p = "p" + i;
            String e = "e" + i;
            decl.append("(declare-const ").append(m).append(" Int)\n(declare-const ").append(p).append(" Int)\n(declare-const ").append(e)
                    .append(" Int)\n");
            String option = "(- x (* k " + m + "))";
            hyps.add("(>= " + m + " 1)");
            hyps.add(def(r, option, p, e)); // p = q(x - k m)
            hyps.add("(= " + e + " (- f " + m + "))"); // lemma quotient (at x, resp. x - 1)
            if (wall) {
                hyps.add("(= (<= (* k " + m + ") x) (<= " + m + " q))"); // lemma options
                base.add("(and (<= " + m + " q) (= v (G (- q " + m + "))))");
                scaled.add("(and (<= (* k " + m + ") x) (= v (G " + p + ")))");
            } else {
                hyps.add("(=> (<= " + option + " 0) (<= " + p + " 0))"); // lemma sink
                hyps.add("(=> (<= (- q " + m + ") 0) (= (G (- q " + m + ")) 0))"); // G is 0 on the sink
                hyps.add("(=> (<= " + p + " 0) (= (G " + p + ") 0))");
                base.add("(= v (G (- q " + m + ")))");
                scaled.add("(= v (G " + p + "))");
            }
        }
        decl.append(options("inBase", base)).append(options("inScaled", scaled));
        decl.append(mex("mexBase", "inBase", n)).append(mex("mexScaled", "inScaled", n));
        hyps.add("(= (G q) mexBase)"); // the mex rule of S at q
        return new Script("step", "QF_UFNIA", "H(x) = G(q(x)) is the mex of H at the options x - k m_i" + (wall ? " with k m_i <= x" : ""),
                decl.toString(), hyps, "(= (G q) mexScaled)");
    }

    private static String options(String name, List<String> options) {
        return "(define-fun " + name + " ((v Int)) Bool (or " + String.join(" ", options) + "))\n";
    }

    /** mex of at most n option values: 0..n (n options never block n + 1 values). */
    private static String mex(String name, String in, int n) {
        StringBuilder sb = new StringBuilder("(define-fun " + name + " () Int ");
        for (int v = 0; v < n; v++) {
            sb.append("(ite (not (").append(in).append(' ').append(v).append(")) ").append(v).append(' ');
        }
        return sb.append(n).append(")".repeat(n)).append(")\n").toString();
    }
}
