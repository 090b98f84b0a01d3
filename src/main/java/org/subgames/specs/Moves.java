package org.subgames.specs;

import java.util.List;
import org.subgames.game.MoveSet;

/**
 * The move set of a statement's instance: a list of expressions over the parameters
 * ({@code moves: [a, b, c]}), or an infinite family cut at a bound ({@code moves: {family: squares,
 * upTo: n}}: the members &lt;= n).
 *
 * @param list   the move expressions, or null for a family
 * @param family the family, or null for a list
 * @param bound  the cut of the family
 */
public record Moves(List<Expr> list, MoveSet.Family family, Expr bound, int line) {

    /** The label of move i for reports (its expression, e.g. {@code a}), or null for a family. */
    String label(int i) {
        return list == null ? null : list.get(i).text();
    }
}
