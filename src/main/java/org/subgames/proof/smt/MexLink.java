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

    /** mex of the present options among three, values 0..3 (three options never block 4 values). */
    private static String mex(String name, String in) {
        return "(define-fun " + name + " ((x Int)) Int (ite (not " + in.replace("N", "0") + ") 0 (ite (not " + in.replace("N", "1")
                + ") 1 (ite (not " + in.replace("N", "2") + ") 2 3))))\n";
    }

    private static String rule(String f, String mexName, String from) {
        return "(assert (forall ((x Int)) (! (=> (>= x " + from + ") (= (" + f + " x) (" + mexName + " x))) :pattern ((" + f + " x)))))\n";
    }

    public static List<ModularFacts.Fact> all() {
        String sinkIn = "(or (= N (F (- x a))) (= N (F (- x b))) (= N (F (- x (+ a b)))))";
        String sink = HEAD
                + mex("mexs", sinkIn.replace("F", "s")) + mex("mexg", sinkIn.replace("F", "g"))
                + "(assert (forall ((x Int)) (! (=> (<= x 0) (= (s x) 0)) :pattern ((s x)))))\n"
                + "(assert (forall ((x Int)) (! (=> (<= x 0) (= (g x) 0)) :pattern ((g x)))))\n"
                + rule("s", "mexs", "1") + rule("g", "mexg", "1")
                + "(assert (>= x0 1))\n"
                + "(assert (forall ((y Int)) (! (=> (< y x0) (= (s y) (g y))) :pattern ((s y)) :pattern ((g y)))))\n"
                + "(assert (not (= (s x0) (g x0))))\n";
        String wallIn = "(or (and (>= x a) (= N (F (- x a)))) (and (>= x b) (= N (F (- x b)))) (and (>= x (+ a b)) (= N (F (- x (+ a b))))))";
        String wall = HEAD
                + mex("mexs", wallIn.replace("F", "s")) + mex("mexg", wallIn.replace("F", "g"))
                + rule("s", "mexs", "0") + rule("g", "mexg", "0")
                + "(assert (>= x0 0))\n"
                + "(assert (forall ((y Int)) (! (=> (and (<= 0 y) (< y x0)) (= (s y) (g y))) :pattern ((s y)) :pattern ((g y)))))\n"
                + "(assert (not (= (s x0) (g x0))))\n";
        return List.of(
                new ModularFacts.Fact("mex/induction", "sink step",
                        "s, g with the mex rule at x >= 1 and 0 at x <= 0 that agree below x0 >= 1 agree at x0", "UFLIA", sink),
                new ModularFacts.Fact("mex/induction", "wall step",
                        "s, g with the wall mex rule (moves m <= x) at x >= 0 that agree on 0..x0-1 agree at x0", "UFLIA", wall));
    }
}
