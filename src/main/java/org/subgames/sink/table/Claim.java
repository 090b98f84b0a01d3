package org.subgames.sink.table;

import java.util.ArrayList;
import java.util.List;

/**
 * One claim of a context: for ALL values satisfying the context's constraints and every position x
 * of the domain, {@code body} holds. Its proof obligation is constraints &and; domain &and; &not;body,
 * which must be unsatisfiable.
 *
 * <ul>
 *   <li>REACH (F, u): every position of F has a move landing in a factor of value u (the sink has
 *       value 0) — Tables 1-6;</li>
 *   <li>ANTI (F, s): move s from no position of F lands in a factor of value(F) — Tables 7-12;</li>
 *   <li>LENGTHS: every factor of the window has a length &gt;= 0 (the word is well formed);</li>
 *   <li>WINDOW: every option of a checked position (Z, current block) lies in the window
 *       (x - (a+b) &gt;= its start), so the two blocks hold every option.</li>
 * </ul>
 */
public record Claim(Window window, String id, Kind kind, Region factor, int value, Move move, Formula domain, Formula body) {

    public enum Kind { LENGTHS, WINDOW, REACH, ANTI }

    /** The negation whose unsatisfiability proves the claim. */
    public Formula obligation() {
        return Formula.and(window.constraints(), domain, Formula.not(body));
    }

    /** Every claim of a context in a fixed order: lengths, window, then per factor its REACH and ANTI claims. */
    public static List<Claim> of(Window w) {
        Lin x = Lin.of(Var.X);
        List<Claim> out = new ArrayList<>();
        List<Formula> nonNegative = new ArrayList<>();
        for (Region g : w.regions()) {
            if (g.start() != null) {
                nonNegative.add(Formula.le(Lin.ZERO, g.length()));
            }
        }
        out.add(new Claim(w, "lengths", Kind.LENGTHS, null, -1, null, Formula.and(), Formula.and(nonNegative)));
        if (w.windowStart() != null) {
            Lin far = w.moves().get(w.moves().size() - 1).amount();
            Formula dom = Formula.and(Formula.le(w.checkedStart(), x), Formula.lt(x, w.blockLength()));
            out.add(new Claim(w, "window", Kind.WINDOW, null, -1, null, dom, Formula.le(w.windowStart(), x.minus(far))));
        }
        for (Region f : w.checked()) {
            Formula dom = f.contains(x);
            for (int u = 0; u < f.letter(); u++) {
                List<Formula> ways = new ArrayList<>();
                for (Move s : w.moves()) {
                    for (Region g : w.regions()) {
                        if (g.letter() == u) {
                            ways.add(g.contains(x.minus(s.amount())));
                        }
                    }
                }
                out.add(new Claim(w, "reach " + f.label() + " " + u, Kind.REACH, f, u, null, dom, Formula.or(ways)));
            }
            for (Move s : w.moves()) {
                List<Formula> avoid = new ArrayList<>();
                for (Region g : w.regions()) {
                    if (g.letter() == f.letter()) {
                        avoid.add(Formula.not(g.contains(x.minus(s.amount()))));
                    }
                }
                out.add(new Claim(w, "anti " + f.label() + " " + s.name(), Kind.ANTI, f, f.letter(), s, dom, Formula.and(avoid)));
            }
        }
        return out;
    }
}
