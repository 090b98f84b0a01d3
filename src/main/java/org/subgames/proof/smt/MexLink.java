package org.subgames.proof.smt;

import java.util.List;

/**
 * The step from "satisfies the mex rule at every position" to "is G", as the inductive step of a
 * least-counterexample argument, over uninterpreted sequences s (the word, extended) and g (the game
 * values) in UFLIA with quantifiers: both satisfy the mex rule with the same boundary (sink: value 0
 * at x &lt;= 0; wall: only moves m &lt;= x), they agree below x0, and differ at x0: unsatisfiable. The
 * least-element principle that turns the step into the induction is not first-order; the whole
 * induction is proved by KeY instead ({@code NimValues.wallUnique/sinkUnique}, chain lemma mex-link),
 * so this lemma is the step checked a second time, by z3 and cvc5.
 */
public final class MexLink {

    private MexLink() {
    }

    private static final String HEAD = "(set-logic UFLIA)\n(declare-const a Int)\n(declare-const b Int)\n"
            + "(declare-fun s (Int) Int)\n(declare-fun g (Int) Int)\n(declare-const x0 Int)\n"
            + "(assert (and (>= a 1) (> b a)))\n";

    private static String rule(String f, String mexName, String from) {
        return "(assert (forall ((x Int)) (! (=> (>= x " + from + ") (= (" + f + " x) (" + mexName + " x))) :pattern ((" + f + " x)))))\n";
    }

    public static List<ModularFacts.Fact> all() {
        List<String> moves = List.of("a", "b", "(+ a b)");
        return List.of(
                new ModularFacts.Fact("mex/induction", "sink step",
                        "s, g with the mex rule at x >= 1 and 0 at x <= 0 that agree below x0 >= 1 agree at x0", "UFLIA", step(true, moves, HEAD)),
                new ModularFacts.Fact("mex/induction", "wall step",
                        "s, g with the wall mex rule (moves m <= x) at x >= 0 that agree on 0..x0-1 agree at x0", "UFLIA", step(false, moves, HEAD)));
    }

    /**
     * The step for any n &gt;= 1 positive moves m1..mn (constants of the script): the same lemma as
     * {@link #all()}, for the statements of the word prover, whatever their moves.
     */
    public static String step(boolean sink, int n) {
        StringBuilder head = new StringBuilder("(set-logic UFLIA)\n");
        List<String> moves = new java.util.ArrayList<>();
        for (int i = 1; i <= n; i++) {
            head.append("(declare-const m").append(i).append(" Int)\n");
            moves.add("m" + i);
        }
        head.append("(declare-fun s (Int) Int)\n(declare-fun g (Int) Int)\n(declare-const x0 Int)\n");
        moves.forEach(m -> head.append("(assert (>= ").append(m).append(" 1))\n"));
        return step(sink, moves, head.toString());
    }

    /** mex over the options of n moves: values 0..n (n options never block n + 1 values). */
    private static String mex(String name, String in, int n) {
        StringBuilder sb = new StringBuilder("(define-fun " + name + " ((x Int)) Int ");
        for (int v = 0; v < n; v++) {
            sb.append("(ite (not ").append(in.replace("N", Integer.toString(v))).append(") ").append(v).append(' ');
        }
        sb.append(n).append(")".repeat(n)).append(")\n");
        return sb.toString();
    }

    private static String step(boolean sink, List<String> moves, String head) {
        StringBuilder in = new StringBuilder("(or");
        for (String m : moves) {
            in.append(sink ? " (= N (F (- x " + m + ")))" : " (and (>= x " + m + ") (= N (F (- x " + m + "))))");
        }
        String options = in.append(")").toString();
        int n = moves.size();
        if (sink) {
            return head + mex("mexs", options.replace("F", "s"), n) + mex("mexg", options.replace("F", "g"), n)
                    + "(assert (forall ((x Int)) (! (=> (<= x 0) (= (s x) 0)) :pattern ((s x)))))\n"
                    + "(assert (forall ((x Int)) (! (=> (<= x 0) (= (g x) 0)) :pattern ((g x)))))\n"
                    + rule("s", "mexs", "1") + rule("g", "mexg", "1")
                    + "(assert (>= x0 1))\n"
                    + "(assert (forall ((y Int)) (! (=> (< y x0) (= (s y) (g y))) :pattern ((s y)) :pattern ((g y)))))\n"
                    + "(assert (not (= (s x0) (g x0))))\n";
        }
        return head + mex("mexs", options.replace("F", "s"), n) + mex("mexg", options.replace("F", "g"), n)
                + rule("s", "mexs", "0") + rule("g", "mexg", "0")
                + "(assert (>= x0 0))\n"
                + "(assert (forall ((y Int)) (! (=> (and (<= 0 y) (< y x0)) (= (s y) (g y))) :pattern ((s y)) :pattern ((g y)))))\n"
                + "(assert (not (= (s x0) (g x0))))\n";
    }
}
