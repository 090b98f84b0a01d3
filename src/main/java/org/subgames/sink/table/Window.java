package org.subgames.sink.table;

import java.util.ArrayList;
import java.util.List;

/**
 * A context in which two blocks meet (or the first block meets the sink): its constraints on the
 * variables, every factor of the window (previous block, optional Z, current block; or the sink),
 * the moves, and where the window starts. Positions are offsets from the start of the current block.
 *
 * @param name        sinkB, bZB, bB, cB, bC, cC (quadratic), sinkW, WW (linear), or an infeasible
 *                    combination such as cZB
 * @param constraints what the variables satisfy in this context
 * @param regions     every factor of the window in word order
 * @param blockLength length of the current block (or period)
 * @param windowStart first position of the window; null after the sink (unbounded)
 * @param vars        the variables the context uses (x included)
 */
public record Window(String name, int k, Formula constraints, List<Region> regions, Lin blockLength,
                     Lin windowStart, List<Move> moves, List<Var> vars) {

    public Window {
        regions = List.copyOf(regions);
        moves = List.copyOf(moves);
        vars = List.copyOf(vars);
    }

    /**
     * The factors whose positions the context's claims cover, in order: the Z separator (it belongs to
     * no block, so bZB checks it) and the factors of the current block.
     */
    public List<Region> checked() {
        List<Region> out = new ArrayList<>();
        for (Region r : regions) {
            if (r.role() == Region.Role.CURRENT || r.role() == Region.Role.Z) {
                out.add(r);
            }
        }
        return out;
    }

    /** Does the window stand for every repetition count at once (k &gt;= 2 or m &gt;= 2, with M = k*a)? */
    public boolean symbolic() {
        return vars.contains(Var.M);
    }

    /** First position the claims cover: the start of Z if there is one, else 0. */
    public Lin checkedStart() {
        return checked().get(0).start();
    }

    public Region region(String label) {
        for (Region r : regions) {
            if (r.label().equals(label)) {
                return r;
            }
        }
        throw new IllegalArgumentException("no factor " + label + " in context " + name);
    }
}
