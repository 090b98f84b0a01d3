package org.subgames.sink.table;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The contexts and claims of one word model for one k (quadratic) and m (linear), built once and
 * shared (immutable), with the claims' breakpoints precomputed for numeric evaluation.
 */
public final class ClaimCatalog {

    private final Map<String, Window> windows = new LinkedHashMap<>();
    private final Map<String, List<Evaluable>> claims = new LinkedHashMap<>();

    /**
     * A claim with the positions at which its truth can change (x-free parts of its atoms). In a
     * symbolic window (every k &gt;= 2) the position of a reach/anti claim is y (offset in its factor),
     * so {@code position} is {@link Var#Y} there and {@link Var#X} otherwise.
     */
    public record Evaluable(Claim claim, List<Lin> breakpoints, Var position) {
        public Evaluable(Claim claim, List<Lin> breakpoints) {
            this(claim, breakpoints, Var.X);
        }
    }

    private final Map<String, List<Evaluable>> wall = new LinkedHashMap<>();

    private ClaimCatalog(List<Window> ws, String boundaryContext, Lin wallAt) {
        for (Window w : ws) {
            windows.put(w.name(), w);
            claims.put(w.name(), evaluables(Claim.of(w)));
            if (w.windowStart() != null) {
                List<Claim> wc = new ArrayList<>(Claim.wallForward(w));
                if (w.name().equals(boundaryContext)) {
                    wc.addAll(Claim.wallBoundary(w, wallAt));
                }
                wall.put(w.name(), evaluables(wc));
            }
        }
    }

    private static List<Evaluable> evaluables(List<Claim> cs) {
        List<Evaluable> es = new ArrayList<>();
        for (Claim c : cs) {
            List<Lin> bps = new ArrayList<>();
            Var pos = c.window().symbolic() && c.factor() != null ? Var.Y : Var.X;
            collect(c.body(), bps, pos);
            collect(c.domain(), bps, pos);
            es.add(new Evaluable(c, List.copyOf(bps), pos));
        }
        return Collections.unmodifiableList(es);
    }

    /** The wall claims on the dual word in a context (forward claims, and the boundary ones in bZB / WW). */
    public List<Evaluable> wallClaims(String context) {
        return wall.getOrDefault(context, List.of());
    }

    /** The ten quadratic combinations for k (or the six for every k &gt;= 2, k = {@link Contexts#ALL}). */
    public static ClaimCatalog quadratic(WordModel model, int k) {
        List<Window> ws = k == Contexts.ALL ? Contexts.SIX.stream().map(n -> Contexts.quadratic(model, k, n)).toList()
                : Contexts.quadratic(model, k);
        return new ClaimCatalog(ws, "bZB", Contexts.wallAt(Contexts.quadratic(model, k, "bZB")));
    }

    /** The two linear contexts for m. */
    public static ClaimCatalog linear(int m) {
        return new ClaimCatalog(Contexts.linear(m), "WW", Contexts.wallAt(Contexts.linear(m, false)));
    }

    public Map<String, Window> windows() {
        return Collections.unmodifiableMap(windows);
    }

    public List<Evaluable> claims(String context) {
        return claims.get(context);
    }

    /** For each atom L op R with the position variable in it (coefficient +-1), where L = R: its truth changes next to it. */
    private static void collect(Formula f, List<Lin> out, Var x) {
        if (f instanceof Formula.Cmp c) {
            Lin d = c.right().minus(c.left());
            long cx = d.coefficient(x);
            if (cx == 1 || cx == -1) {
                Lin rest = d.minus(Lin.of(x).times(cx));
                Lin x0 = cx == 1 ? rest.times(-1) : rest;
                if (!out.contains(x0)) {
                    out.add(x0);
                }
            } else if (cx != 0) {
                throw new IllegalStateException("unexpected coefficient of x: " + c);
            }
        } else if (f instanceof Formula.And a) {
            a.parts().forEach(p -> collect(p, out, x));
        } else if (f instanceof Formula.Or o) {
            o.parts().forEach(p -> collect(p, out, x));
        } else if (f instanceof Formula.Not n) {
            collect(n.inner(), out, x);
        }
    }
}
