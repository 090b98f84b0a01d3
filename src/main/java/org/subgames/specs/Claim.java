package org.subgames.specs;

import java.util.Set;
import org.subgames.game.Convention;

/**
 * One thing a statement says must hold for every instance. Each claim has a name (for reports),
 * the line it starts on, and an optional guard {@code when} (it is checked only where the guard
 * is true).
 */
public sealed interface Claim {

    String name();

    int line();

    Expr when();

    /**
     * The convention whose game this claim equates with its reduced sequence (a claim of the
     * scaling theorem, see {@link Agree#scaling}); null for every other claim.
     */
    default Convention scaling() {
        return null;
    }

    /** {@code holds: <boolean expression>}. */
    record Holds(String name, int line, Expr when, Expr condition) implements Claim {
    }

    /** {@code actual: <expr>} and {@code expected: <expr>}: two values that must be equal. */
    record Equal(String name, int line, Expr when, Expr actual, Expr expected) implements Claim {
    }

    /** {@code forall: "i in lo..hi"} around a Holds or Equal claim. */
    record ForAll(String name, int line, Expr when, String variable, Expr range, Claim body) implements Claim {
    }

    /**
     * {@code periodic: sink|wall}, {@code period: <expr>}, {@code from: <expr>}: G(x + period) = G(x)
     * for every x &gt;= from, checked by the window certificate; with {@code minimal: true} also that
     * no period/p (p a prime factor of period) passes the window check.
     */
    record Periodic(String name, int line, Expr when, String game, Expr period, Expr from, boolean minimal) implements Claim {
    }

    /** {@code agree: [left, right]} with {@code from}/{@code to}: the two sequences agree at every x in from..to. */
    record Agree(String name, int line, Expr when, String left, String right, Expr from, Expr to) implements Claim {

        /**
         * The convention whose game this claim equates with the game of S/gcd(S) read at the scaled
         * position ({@code [wall, wall-reduced]} or {@code [sink, sink-reduced]}, either order): a
         * claim of the scaling theorem. Null for any other pair.
         */
        @Override
        public Convention scaling() {
            for (Convention c : Convention.values()) {
                Set<String> pair = Set.of(c.id(), reduced(c));
                if (!left.equals(right) && pair.contains(left) && pair.contains(right)) {
                    return c;
                }
            }
            return null;
        }

        /** The name of the convention's reduced sequence: {@code wall-reduced}, {@code sink-reduced}. */
        public static String reduced(Convention c) {
            return c.id() + "-reduced";
        }
    }
}
