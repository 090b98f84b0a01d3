package org.subgames.proof.word;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.function.Consumer;
import org.subgames.game.Convention;
import org.subgames.proof.smt.MexLink;
import org.subgames.proof.smt.Prover;
import org.subgames.proof.smt.Scaling;
import org.subgames.specs.Claim;
import org.subgames.specs.ExprTree;
import org.subgames.specs.Statement;
import org.subgames.symbolic.Sym;

/**
 * Proves a statement's scaling claims for every parameter: {@code agree: [wall, wall-reduced]}
 * (G_wall(x) = G_wall of S/d at floor(x/d), d = gcd S) and {@code agree: [sink, sink-reduced]}
 * (ceil), the sequences as {@code check} computes them. The scaling lemma ({@link Scaling}) holds
 * for any n positive moves and any common divisor, so such a claim is proved whatever the moves,
 * once its n-move obligations and the induction step ({@link MexLink#step}) are refuted by z3 and
 * cvc5 and every obligation's hypotheses are satisfiable. A claim is read only where the checker
 * reads it the same way: from a position the game has (wall: a number &gt;= 0), moves written as a list.
 * Every other claim is left per instance.
 */
record ScalingProver(int timeoutMs, boolean cvc5, boolean solve) {

    WordProver.Outcome prove(Statement st, Consumer<WordProver.Row> progress) {
        List<WordProver.ClaimVerdict> verdicts = new ArrayList<>();
        EnumSet<Convention> needed = EnumSet.noneOf(Convention.class);
        Integer n = st.moves().list() == null ? null : st.moves().list().size();
        for (Claim c : st.claims()) {
            Convention conv = c.scaling();
            String why = conv == null ? "the scaling prover gives no verdict on it" : unread((Claim.Agree) c, conv, n);
            if (why == null) {
                needed.add(conv);
            }
            verdicts.add(new WordProver.ClaimVerdict(c.name(), why == null, why == null ? "scaling lemma, " + n + " moves" : why));
        }
        List<WordProver.Row> rows = new ArrayList<>();
        StringBuilder script = new StringBuilder("(set-logic QF_UFNIA)\n");
        int count = 0;
        for (Convention conv : needed) {
            List<Scaling.Script> scripts = Scaling.scripts(conv, n, Scaling.rounding(conv));
            for (Scaling.Script s : scripts) {
                script.append(kept(conv, s));
                count++;
            }
            String failed = solve ? solve(st, conv, scripts, n, rows, progress) : null;
            if (failed != null) {
                return new WordProver.Outcome(st.id(), WordProver.Status.UNPROVED, failed, List.of(), rows, script.toString(), count, List.of());
            }
        }
        if (needed.isEmpty()) {
            return new WordProver.Outcome(st.id(), WordProver.Status.UNPROVED, "unproved: no scaling claim is read as the checker reads it",
                    verdicts, rows, script.toString(), 0, List.of());
        }
        WordProver.Status status = solve ? WordProver.Status.PROVED : WordProver.Status.GENERATED;
        String detail = solve ? "for every parameter: " + String.join("; ", needed.stream().map(c -> "G_" + WordProver.name(c) + " is "
                + Claim.Agree.reduced(c) + " (G of S/gcd(S) at " + (c == Convention.WALL ? "floor" : "ceil") + "(x/gcd(S)))").toList())
                + " (the scaling lemma for " + n + " moves: QF_NIA and QF_UFNIA, " + solvers() + ", every context satisfiable; the induction "
                + "step to G: UFLIA, " + solvers() + "; with the least-element principle)" : "obligations generated, not solved";
        // generated, not solved: no claim has a verdict yet (as the word prover's generator mode)
        return new WordProver.Outcome(st.id(), status, detail, solve ? verdicts : List.of(), rows, script.toString(), count, List.of());
    }

    /** Why the checker may read the claim otherwise than the lemma states it (null: it reads it the same way). */
    private static String unread(Claim.Agree ag, Convention c, Integer n) {
        if (n == null) {
            return "the moves are a family, not a list: the scaling prover needs their number";
        }
        if (c == Convention.SINK) {
            return null; // both sequences are 0 at every x <= 0, so every range is covered
        }
        try {
            Sym from = ag.from().sym();
            if (from instanceof Sym.Num num && num.value() >= 0) {
                return null;
            }
        } catch (ExprTree.NotExact e) {
            // not a number: below
        }
        return "from (" + ag.from().text() + ") is not a number >= 0: the wall game has no negative positions";
    }

    private String solvers() {
        return cvc5 ? "z3 and cvc5" : "z3";
    }

    /** Each obligation unsat and its context sat, then the induction step, with each solver; null when all hold, else what failed. */
    private String solve(Statement st, Convention c, List<Scaling.Script> scripts, int n, List<WordProver.Row> rows,
                         Consumer<WordProver.Row> progress) {
        for (Prover.Kind k : cvc5 ? List.of(Prover.Kind.Z3, Prover.Kind.CVC5) : List.of(Prover.Kind.Z3)) {
            try (Prover p = k.open(timeoutMs)) {
                for (Scaling.Script s : scripts) {
                    String bad = answer(st, c, p, k, "scaling/" + s.name(), s.text(), Prover.Verdict.UNSAT, rows, progress);
                    bad = bad != null ? bad : answer(st, c, p, k, "context/" + s.name(), s.context(), Prover.Verdict.SAT, rows, progress);
                    if (bad != null) {
                        return bad;
                    }
                }
                String bad = answer(st, c, p, k, "step", MexLink.step(c == Convention.SINK, n), Prover.Verdict.UNSAT, rows, progress);
                if (bad != null) {
                    return bad;
                }
            }
        }
        return null;
    }

    private static String answer(Statement st, Convention c, Prover p, Prover.Kind k, String lemma, String text, Prover.Verdict expected,
                                 List<WordProver.Row> rows, Consumer<WordProver.Row> progress) {
        long t0 = System.nanoTime();
        Prover.Verdict v = p.checkSmtLib(text);
        WordProver.Row row = new WordProver.Row(st.id(), WordProver.name(c), "all", lemma, k.id() + " " + p.version(), 1,
                (System.nanoTime() - t0) / 1_000_000, v.name().toLowerCase(Locale.ROOT));
        rows.add(row);
        progress.accept(row);
        return v == expected ? null : "unproved: " + k.id() + " answers " + row.verdict() + " on " + lemma + " (" + WordProver.name(c)
                + "), where " + expected.name().toLowerCase(Locale.ROOT) + " was needed";
    }

    /** One obligation in the kept file: its own scope, declarations and hypotheses, the negated goal, check-sat. */
    private static String kept(Convention c, Scaling.Script s) {
        String body = s.text().substring(s.text().indexOf('\n') + 1); // without its set-logic: the file has one
        return "(push 1)\n(echo \"" + WordProver.name(c) + ": scaling: " + s.name() + ": " + s.statement() + "\")\n" + body + "(check-sat)\n(pop 1)\n";
    }

}
