package org.subgames.proof.smt;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.subgames.sink.table.Claim;
import org.subgames.sink.table.Contexts;
import org.subgames.sink.table.Formula;
import org.subgames.sink.table.Window;
import org.subgames.sink.table.WordModel;

/**
 * The proof obligations of the block tables and their discharge: per k and context every claim
 * (negation unsatisfiable), for the quadratic and the linear word, in sink and in wall play. The
 * coverage and length lemmas are {@link Coverage} and {@link PeriodLength}.
 */
public final class SmtProofs {

    private SmtProofs() {
    }

    /** The outcome of one obligation with one solver (kind and version). */
    public record Outcome(Obligation obligation, Prover.Result result, long nanos, Prover.Kind solver, String version) {
        public boolean proved() {
            return result.verdict() == Prover.Verdict.UNSAT;
        }
    }

    /** Every claim of the six contexts for one k, grouped {@code quadratic/k<k>/<context>}. */
    public static List<Obligation> quadratic(WordModel model, int k) {
        List<Obligation> out = new ArrayList<>();
        for (String name : Contexts.SIX) {
            out.addAll(claims("quadratic/" + dir("k", k) + "/" + name, Contexts.quadratic(model, k, name)));
        }
        return out;
    }

    /** The claims of one linear context, grouped {@code linear/m<m>/<context>}. */
    public static List<Obligation> linear(int m) {
        List<Obligation> out = new ArrayList<>();
        for (Window w : Contexts.linear(m)) {
            out.addAll(claims("linear/" + dir("m", m) + "/" + w.name(), w));
        }
        return out;
    }

    /**
     * The wall convention on the dual word for one k: forward claims for the previous block and Z
     * in the five contexts after a block ({@code wall/quadratic/k<k>/<context>}), and the claims at
     * the wall in bZB ({@code wall/quadratic/k<k>/boundary}).
     */
    public static List<Obligation> wallQuadratic(WordModel model, int k) {
        List<Obligation> out = new ArrayList<>();
        for (String name : Contexts.SIX) {
            Window w = Contexts.quadratic(model, k, name);
            if (w.windowStart() != null) {
                out.addAll(claims("wall/quadratic/" + dir("k", k) + "/" + name, w, Claim.wallForward(w)));
            }
        }
        Window z = Contexts.quadratic(model, k, "bZB");
        out.addAll(claims("wall/quadratic/" + dir("k", k) + "/boundary", z, Claim.wallBoundary(z, Contexts.wallAt(z))));
        return out;
    }

    /** The wall convention on the dual linear word for one m (forward claims in WW, and at the wall). */
    public static List<Obligation> wallLinear(int m) {
        Window w = Contexts.linear(m, false);
        List<Obligation> out = new ArrayList<>(claims("wall/linear/" + dir("m", m) + "/WW", w, Claim.wallForward(w)));
        out.addAll(claims("wall/linear/" + dir("m", m) + "/boundary", w, Claim.wallBoundary(w, Contexts.wallAt(w))));
        return out;
    }

    /** The directory of one count: k3, or kge2 for every k >= 2 at once ({@link Contexts#ALL}). */
    public static String dir(String letter, int count) {
        return count == Contexts.ALL ? letter + "ge2" : letter + count;
    }

    static List<Obligation> claims(String group, Window w) {
        return claims(group, w, Claim.of(w));
    }

    static List<Obligation> claims(String group, Window w, List<Claim> cs) {
        List<Obligation> out = new ArrayList<>();
        for (Claim c : cs) {
            out.add(new Obligation(group, c.id(), w.constraints(), Formula.and(c.domain(), Formula.not(c.body())), w.vars(), c));
        }
        return out;
    }

    /** Discharges obligations in order with Z3. */
    public static List<Outcome> prove(List<Obligation> obligations, int timeoutMs) {
        return prove(obligations, timeoutMs, List.of(Prover.Kind.Z3));
    }

    /**
     * Discharges obligations in order with each solver in turn (all of one solver, then the next).
     * Consecutive obligations with the same context are checked together ({@link Prover#checkEach}).
     */
    public static List<Outcome> prove(List<Obligation> obligations, int timeoutMs, List<Prover.Kind> solvers) {
        List<Outcome> out = new ArrayList<>();
        for (Prover.Kind kind : solvers) {
            try (Prover p = kind.open(timeoutMs)) {
                String version = p.version();
                // runs of obligations with one context (a kept script's worth) go to the solver together
                for (int i = 0; i < obligations.size(); ) {
                    Obligation first = obligations.get(i);
                    int j = i;
                    while (j < obligations.size() && obligations.get(j).base().equals(first.base())) {
                        j++;
                    }
                    List<Obligation> run = obligations.subList(i, j);
                    List<Prover.Checked> res = p.checkEach(first.base(), run.stream().map(Obligation::goal).toList());
                    for (int k = 0; k < run.size(); k++) {
                        out.add(new Outcome(run.get(k), res.get(k).result(), res.get(k).nanos(), kind, version));
                    }
                    i = j;
                }
            }
        }
        return out;
    }

    /** Groups obligations by their group name, keeping order. */
    public static Map<String, List<Obligation>> byGroup(List<Obligation> obligations) {
        Map<String, List<Obligation>> m = new LinkedHashMap<>();
        for (Obligation o : obligations) {
            m.computeIfAbsent(o.group(), x -> new ArrayList<>()).add(o);
        }
        return m;
    }
}
