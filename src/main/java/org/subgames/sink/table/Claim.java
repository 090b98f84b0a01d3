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

    public enum Kind { LENGTHS, BOUNDS, WINDOW, REACH, ANTI }

    /**
     * Where a claim's position ranges: the term for x and its domain. For a fixed k that is x itself
     * with F.contains(x). With the count symbolic, x = F.start + 2J + y (J = (j-1)a, the factor's
     * repetition j; 2J only in a repeated part) with 0 &lt;= y &lt; |F| and the facts about J that
     * j in 1..count/a gives: 0 &lt;= J &lt;= count - a, J = 0 or J &gt;= a, J = count - a or
     * J &lt;= count - 2a (a multiple of a is not strictly between two consecutive ones). Every target
     * x - s is then a term without x, whose phase in a repeated part is linear ({@link Region#phase}).
     */
    record Source(Lin x, Formula domain, long yBound) {
    }

    static Source source(Window w, Region f) {
        if (!w.symbolic()) {
            Lin x = Lin.of(Var.X);
            return new Source(x, f.contains(x), 0);
        }
        Lin y = Lin.of(Var.Y);
        Lin a = Lin.of(Var.A);
        List<Formula> d = new ArrayList<>(List.of(Formula.le(Lin.ZERO, y), Formula.lt(y, f.length())));
        Lin x = f.start().plus(y);
        if (f.area() != null) {
            Lin j = Lin.of(Var.J);
            Lin last = f.area().count().minus(a);
            x = x.plus(j.times(2));
            d.add(Formula.le(Lin.ZERO, j));
            d.add(Formula.le(j, last));
            d.add(Formula.or(Formula.eq(j, Lin.ZERO), Formula.le(a, j)));
            d.add(Formula.or(Formula.eq(j, last), Formula.le(j, last.minus(a))));
        }
        return new Source(x, Formula.and(d), Region.bound(f.length()));
    }

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
            if (g.area() != null) {
                nonNegative.add(Formula.le(Lin.ZERO, g.area().count()));
            }
        }
        out.add(new Claim(w, "lengths", Kind.LENGTHS, null, -1, null, Formula.and(), Formula.and(nonNegative)));
        if (w.windowStart() != null) {
            Lin far = w.moves().get(w.moves().size() - 1).amount();
            Formula dom = Formula.and(Formula.le(w.checkedStart(), x), Formula.lt(x, w.blockLength()));
            out.add(new Claim(w, "window", Kind.WINDOW, null, -1, null, dom, Formula.le(w.windowStart(), x.minus(far))));
        }
        if (w.symbolic()) {
            // the bounds Region.phase relies on: every parameter but M, J, x, y lies in [0, a]
            List<Formula> bounds = new ArrayList<>(List.of(Formula.le(Lin.constant(1), Lin.of(Var.A))));
            for (Var v : w.vars()) {
                if (v != Var.A && v != Var.M && v != Var.J && v != Var.X && v != Var.Y) {
                    bounds.add(Formula.and(Formula.le(Lin.ZERO, Lin.of(v)), Formula.le(Lin.of(v), Lin.of(Var.A))));
                }
            }
            out.add(new Claim(w, "bounds", Kind.BOUNDS, null, -1, null, Formula.and(), Formula.and(bounds)));
        }
        for (Region f : w.checked()) {
            Source src = source(w, f);
            for (int u = 0; u < f.letter(); u++) {
                List<Formula> ways = new ArrayList<>();
                for (Move s : w.moves()) {
                    for (Region g : w.regions()) {
                        if (g.letter() == u) {
                            ways.add(g.contains(src.x().minus(s.amount()), src.yBound()));
                        }
                    }
                }
                out.add(new Claim(w, "reach " + f.label() + " " + u, Kind.REACH, f, u, null, src.domain(), Formula.or(ways)));
            }
            for (Move s : w.moves()) {
                List<Formula> avoid = new ArrayList<>();
                for (Region g : w.regions()) {
                    if (g.letter() == f.letter()) {
                        avoid.add(Formula.not(g.contains(src.x().minus(s.amount()), src.yBound())));
                    }
                }
                out.add(new Claim(w, "anti " + f.label() + " " + s.name(), Kind.ANTI, f, f.letter(), s, src.domain(), Formula.and(avoid)));
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
                Source src = source(w, f);
                addWall(out, w, f, src, src.domain(), null);
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
        for (Region f : w.regions()) {
            if (f.start() != null) {
                Source src = source(w, f);
                Formula near = Formula.and(Formula.le(from, src.x()), Formula.lt(src.x(), wallAt));
                addWall(out, w, f, src, Formula.and(src.domain(), near), wallAt);
            }
        }
        return out;
    }

    private static void addWall(List<Claim> out, Window w, Region f, Source src, Formula dom, Lin wallAt) {
        Lin x = src.x();
        int v = dual(f.letter());
        for (int u = 0; u < v; u++) {
            List<Formula> ways = new ArrayList<>();
            for (Move s : w.moves()) {
                for (Region g : w.regions()) {
                    if (dual(g.letter()) == u) {
                        ways.add(legal(g.contains(x.plus(s.amount()), src.yBound()), x.plus(s.amount()), wallAt));
                    }
                }
            }
            out.add(new Claim(w, "reach " + f.label() + " " + u, Kind.REACH, f, u, null, dom, Formula.or(ways)));
        }
        for (Move s : w.moves()) {
            List<Formula> avoid = new ArrayList<>();
            for (Region g : w.regions()) {
                if (dual(g.letter()) == v) {
                    avoid.add(Formula.not(legal(g.contains(x.plus(s.amount()), src.yBound()), x.plus(s.amount()), wallAt)));
                }
            }
            out.add(new Claim(w, "anti " + f.label() + " " + s.name(), Kind.ANTI, f, v, s, dom, Formula.and(avoid)));
        }
    }

    private static Formula legal(Formula lands, Lin target, Lin wallAt) {
        return wallAt == null ? lands : Formula.and(Formula.lt(target, wallAt), lands);
    }
}
