package org.subgames.proof.smt;

import java.util.ArrayList;
import java.util.List;
import org.subgames.sink.table.Contexts;
import org.subgames.sink.table.WordModel;

/**
 * The all-parameter proof chain: the lemmas (SMT obligation sets that hold for every a, b at once,
 * k = 1 and every k &gt;= 2, m = 1 and every m &gt;= 2), the links that are still argued outside the
 * machine, and which statement of {@code specs/} rests on which of them. {@code tables --prove --all}
 * discharges it; {@link ProofFiles} keeps its SMT-LIB files.
 */
public final class ProofChain {

    private ProofChain() {
    }

    /** One lemma: its obligations (empty for the modular facts, which are SMT-LIB scripts of their own). */
    public record Lemma(String id, String statement, List<Obligation> obligations, boolean modular) {
    }

    /** A step of the argument that no solver checks (yet), with where it is argued or checked instead. */
    public record Link(String id, String statement, String status) {
    }

    /** A statement of specs/: the lemmas it rests on, the links still outside, and what is only checked per instance. */
    public record Statement(String spec, String claim, List<String> lemmas, List<String> links, String perInstance) {
    }

    /** The lemmas in proof order. */
    public static List<Lemma> lemmas(WordModel model) {
        int all = Contexts.ALL;
        List<Lemma> out = new ArrayList<>();
        out.add(new Lemma("modular", "r_i = <(i-1)c>, t_i = [ic] satisfy t = [r + c], r_(i+1) = <t_i>, r_1 = 0, t_a = a "
                + "(linear, quotients as variables, over three gap lemmas a*n not in (ha, (h+1)a))", List.of(), true));
        out.add(new Lemma("coverage", "block 1 is in sinkB, every later block (and the wrap) in bZB, bB, cB, bC or cC; "
                + "sinkC, bZC, cZB, cZC never occur", SmtProofs.coverage(model), false));
        out.add(new Lemma("sink-k1", "quadratic word, k = 1: mex rule (reach, anti-collision), lengths, window, in the six contexts",
                SmtProofs.quadratic(model, 1), false));
        out.add(new Lemma("sink-kge2", "quadratic word, every k >= 2 at once (M = k*a): the same claims",
                SmtProofs.quadratic(model, all), false));
        out.add(new Lemma("sink-m1", "linear word, m = 1 (a < b <= 2a): mex rule after the sink and after a period",
                SmtProofs.linear(1), false));
        out.add(new Lemma("sink-mge2", "linear word, every m >= 2 at once (M = m*a): the same claims", SmtProofs.linear(all), false));
        out.add(new Lemma("wall-k1", "dual quadratic word, k = 1: wall mex rule forward in the five contexts after a block, "
                + "and at the wall (first a + b positions)", SmtProofs.wallQuadratic(model, 1), false));
        out.add(new Lemma("wall-kge2", "dual quadratic word, every k >= 2 at once: the same claims", SmtProofs.wallQuadratic(model, all), false));
        out.add(new Lemma("wall-m1", "dual linear word, m = 1: wall mex rule forward and at the wall", SmtProofs.wallLinear(1), false));
        out.add(new Lemma("wall-mge2", "dual linear word, every m >= 2 at once: the same claims", SmtProofs.wallLinear(all), false));
        return out;
    }

    /** Every obligation of the chain in order (the modular facts apart). */
    public static List<Obligation> obligations(WordModel model) {
        List<Obligation> out = new ArrayList<>();
        for (Lemma l : lemmas(model)) {
            out.addAll(l.obligations());
        }
        return out;
    }

    public static final Link MEX = new Link("mex-link",
            "a sequence that satisfies the mex rule at every x >= 1 with value 0 on the sink x <= 0 (resp. at every x >= 0 "
                    + "with the wall) equals G_sink (resp. G_wall): induction on x",
            "argued on paper (standard induction), not machine-checked");
    public static final Link MODEL = new Link("model-link",
            "the symbolic factor table (WordModel, Contexts) is the word of the note / PeriodWord, and the blocks i = 1..a "
                    + "(+ Z) with their contexts tile every period",
            "checked numerically per instance by `tables` (InstanceCheck: factors, claims and the brute-force mex agree); "
                    + "not proved for all parameters");

    public static List<Link> links() {
        return List.of(MEX, MODEL);
    }

    private static final List<String> SINK = List.of("modular", "coverage", "sink-k1", "sink-kge2", "sink-m1", "sink-mge2");
    private static final List<String> WALL = List.of("modular", "coverage", "sink-k1", "sink-kge2", "sink-m1", "sink-mge2",
            "wall-k1", "wall-kge2", "wall-m1", "wall-mge2");

    /** The statements of specs/ that the chain backs. */
    public static List<Statement> statements() {
        List<String> links = List.of(MEX.id(), MODEL.id());
        return List.of(
                new Statement("additive-sink-word", "period word: W(a, b) is G_sink on one period, and a period of it",
                        SINK, links, "the counts and lengths of blocks (|W|, B/C/Z counts, starts) are checked per instance"),
                new Statement("additive-sink-period", "sink theorem: G_sink is purely periodic with period |W|",
                        SINK, links, "|W| = b + 2am resp. a(4ak + 3c) and the minimal period P resp. P/d are checked per instance"),
                new Statement("additive-wall-duality", "duality: G_wall(y) = pi(W(P - b - y mod P)), so G_sink(x) = pi(G_wall(-b - x))",
                        WALL, links, "the minimal period of G_wall is checked per instance"),
                new Statement("additive-wall-period", "wall period: G_wall is purely periodic with period |W|",
                        WALL, links, "the minimal period P resp. P/d is checked per instance"));
    }
}
