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

    /** pi: the dual letter, 0 and 2 swapped (the wall word read backwards is pi of the sink word). */
    public static int dual(int letter) {
        return letter == 0 ? 2 : letter == 2 ? 0 : letter;
    }

    /**
     * Claims of the wall convention on the dual word, away from the wall: with G_wall(y) =
     * pi(W(x)) for x = P - b - y (mod P), the wall options y - s become x + s, so every position x
     * of the previous block (or period) and of Z needs, for each u &lt; pi(letter), a move forward into
     * a factor of dual letter u, and no move into one of its own dual letter. Options stay in the
     * window (x + a + b &lt; end of the current block).
     */
    public static List<Claim> wallForward(Window w) {
        if (w.windowStart() == null) {
            throw new IllegalArgumentException("context " + w.name() + " has no previous block");
        }
        Lin x = Lin.of(Var.X);
        Lin far = w.moves().get(w.moves().size() - 1).amount();
        List<Claim> out = new ArrayList<>();
        Formula dom = Formula.and(Formula.le(w.windowStart(), x), Formula.lt(x, Lin.ZERO));
        out.add(new Claim(w, "window", Kind.WINDOW, null, -1, null, dom, Formula.lt(x.plus(far), w.blockLength())));
        for (Region f : w.regions()) {
            if (f.role() == Region.Role.PREVIOUS || f.role() == Region.Role.Z) {
                addWall(out, w, f, f.contains(x), null);
            }
        }
        return out;
    }

    /**
     * Claims at the wall: the wall positions y &lt; a + b are x in [wallAt - (a+b), wallAt) with
     * wallAt = P - b (period end minus b), and a move s is legal only when x + s &lt; wallAt.
     */
    public static List<Claim> wallBoundary(Window w, Lin wallAt) {
        Lin x = Lin.of(Var.X);
        Lin far = w.moves().get(w.moves().size() - 1).amount();
        Lin from = wallAt.minus(far);
        List<Claim> out = new ArrayList<>();
        List<Formula> inside = new ArrayList<>();
        if (w.windowStart() != null) {
            inside.add(Formula.le(w.windowStart(), from));
        }
        inside.add(Formula.le(wallAt, w.blockLength()));
        out.add(new Claim(w, "window", Kind.WINDOW, null, -1, null, Formula.and(), Formula.and(inside)));
        Formula near = Formula.and(Formula.le(from, x), Formula.lt(x, wallAt));
        for (Region f : w.regions()) {
            if (f.start() != null) {
                addWall(out, w, f, Formula.and(f.contains(x), near), wallAt);
            }
        }
        return out;
    }

    private static void addWall(List<Claim> out, Window w, Region f, Formula dom, Lin wallAt) {
        Lin x = Lin.of(Var.X);
        int v = dual(f.letter());
        for (int u = 0; u < v; u++) {
            List<Formula> ways = new ArrayList<>();
            for (Move s : w.moves()) {
                for (Region g : w.regions()) {
                    if (dual(g.letter()) == u) {
                        ways.add(legal(g.contains(x.plus(s.amount())), x.plus(s.amount()), wallAt));
                    }
                }
            }
            out.add(new Claim(w, "reach " + f.label() + " " + u, Kind.REACH, f, u, null, dom, Formula.or(ways)));
        }
        for (Move s : w.moves()) {
            List<Formula> avoid = new ArrayList<>();
            for (Region g : w.regions()) {
                if (dual(g.letter()) == v) {
                    avoid.add(Formula.not(legal(g.contains(x.plus(s.amount())), x.plus(s.amount()), wallAt)));
                }
            }
            out.add(new Claim(w, "anti " + f.label() + " " + s.name(), Kind.ANTI, f, v, s, dom, Formula.and(avoid)));
        }
    }

    private static Formula legal(Formula lands, Lin target, Lin wallAt) {
        return wallAt == null ? lands : Formula.and(Formula.lt(target, wallAt), lands);
    }
}
