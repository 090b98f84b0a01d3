package org.subgames.proof.smt;

import java.util.ArrayList;
import java.util.List;
import org.subgames.sink.table.Contexts;
import org.subgames.sink.table.WordModel;

/**
 * The all-parameter proof chain: the lemmas (SMT obligation sets that hold for every a, b at once,
 * k = 1 and every k &gt;= 2, m = 1 and every m &gt;= 2), the KeY lemmas that tie them to G and to the
 * reference generator, and which statement of {@code specs/} rests on which of them. {@code tables --prove --all}
 * discharges it; {@link ProofFiles} keeps its SMT-LIB files.
 */
public final class ProofChain {

    private ProofChain() {
    }

    /** One lemma: its table obligations, or SMT-LIB scripts of their own (modular facts, mex step). */
    public record Lemma(String id, String statement, List<Obligation> obligations, List<ModularFacts.Fact> scripts) {
        public Lemma(String id, String statement, List<Obligation> obligations) {
            this(id, statement, obligations, List.of());
        }

        /** Made of scripts (they do not depend on the word). */
        public boolean modular() {
            return !scripts.isEmpty();
        }
    }

    /** A statement of specs/: the lemmas it rests on, and what is only checked per instance. */
    public record Statement(String spec, String claim, List<String> lemmas, String perInstance) {
    }

    /** The lemmas in proof order. */
    public static List<Lemma> lemmas(WordModel model) {
        int all = Contexts.ALL;
        List<Lemma> out = new ArrayList<>();
        out.add(new Lemma("modular", "r_i = <(i-1)c>, t_i = [ic] satisfy t = [r + c], r_(i+1) = <t_i>, r_1 = 0, t_a = a "
                + "(linear, quotients as variables, over three gap lemmas a*n not in (ha, (h+1)a))", List.of(), ModularFacts.all()));
        out.add(new Lemma("coverage", "block 1 is in sinkB, every later block (and the wrap) in bZB, bB, cB, bC or cC; "
                + "sinkC, bZC, cZB, cZC never occur", SmtProofs.coverage(model)));
        out.add(new Lemma("sink-k1", "quadratic word, k = 1: mex rule (reach, anti-collision), lengths, window, in the six contexts",
                SmtProofs.quadratic(model, 1)));
        out.add(new Lemma("sink-kge2", "quadratic word, every k >= 2 at once (M = k*a): the same claims",
                SmtProofs.quadratic(model, all)));
        out.add(new Lemma("sink-m1", "linear word, m = 1 (a < b <= 2a): mex rule after the sink and after a period",
                SmtProofs.linear(1)));
        out.add(new Lemma("sink-mge2", "linear word, every m >= 2 at once (M = m*a): the same claims", SmtProofs.linear(all)));
        out.add(new Lemma("wall-k1", "dual quadratic word, k = 1: wall mex rule forward in the five contexts after a block, "
                + "and at the wall (first a + b positions)", SmtProofs.wallQuadratic(model, 1)));
        out.add(new Lemma("wall-kge2", "dual quadratic word, every k >= 2 at once: the same claims", SmtProofs.wallQuadratic(model, all)));
        out.add(new Lemma("wall-m1", "dual linear word, m = 1: wall mex rule forward and at the wall", SmtProofs.wallLinear(1)));
        out.add(new Lemma("wall-mge2", "dual linear word, every m >= 2 at once: the same claims", SmtProofs.wallLinear(all)));
        out.add(new Lemma("mex-step", "the inductive step from the mex rule to G: two sequences with the mex rule and the same "
                + "boundary (sink: 0 at x <= 0; wall: moves m <= x only) that agree below x0 agree at x0 (UFLIA, quantified)",
                List.of(), MexLink.all()));
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

    /**
     * A lemma proved by KeY over the reference code: the contracts that state it (kept proof files
     * in proofs/key); the chain replays them and every contract their proofs apply, transitively
     * ({@link org.subgames.proof.key.KeyProver#replayClosures}).
     */
    public record KeyLemma(String id, String statement, List<String> roots, String files) {
    }

    /**
     * mex-link, proved in KeY: the induction on x is the loop invariant of {@code NimValues.wallUnique}
     * (resp. {@code sinkUnique}), the step the lemmas {@code wallStep}/{@code wallNotBelow}; with the
     * contract of {@code NimValues.wall} (itself proved over {@code Mex.mex}) it gives
     * {@code NimValues.wallEquals}: an array that satisfies the mex rule at every position is the
     * array the reference DP computes, for arrays of every length.
     */
    public static final KeyLemma MEX = new KeyLemma("mex-link",
            "a sequence that satisfies the mex rule at every x >= 1 with value 0 on the sink x <= 0 (resp. at every x >= 0 "
                    + "with the wall) equals G_sink (resp. G_wall): induction on x as the loop invariant of NimValues.sinkUnique "
                    + "(wallUnique), step sinkStep (wallStep); sinkEquals (wallEquals) with the contract of the reference DP",
            List.of("NimValues.sinkEquals(int[],int[]).0.proof", "NimValues.wallEquals(int[],int[]).0.proof"),
            "proofs/key/NimValues.sinkEquals*, NimValues.wallEquals* and the proofs they apply (NimValues.*, Mex.*)");

    /**
     * model-link, proved in KeY with a text check: the generator {@code PeriodWordReference.fill}
     * writes, for every 0 &lt; a &lt; b, blocks i = 1..a in order, block i being {@code blockAt} with
     * r = &lt;(i-1)c&gt; and t = [r + c] (Z after it when t = a), or the linear word {@code linearAt};
     * {@link org.subgames.proof.key.ModelLink} checks that the bodies of blockAt and linearAt are the
     * rendering of the symbolic tables the SMT lemmas use. The replay covers fill's contract and
     * everything its proof applies (the fill methods, put, the accessible clauses of the model
     * predicates, the intro and step lemmas, the division lemmas, r).
     */
    public static final KeyLemma MODEL = new KeyLemma("model-link",
            "the generator PeriodWordReference.fill writes, for every a < b, blocks i = 1..a in order, block i the symbolic "
                    + "block table (blockAt) at r = <(i-1)c>, t = [r + c] with Z after it when t = a (quadratic), or the symbolic "
                    + "linear word (linearAt); blockAt and linearAt are the rendering of WordModel and Contexts.linearParts (ModelLink, "
                    + "a text check)",
            List.of("PeriodWordReference.fill(int,int,int[],int[],long[],int[]).0.proof"),
            "proofs/key/PeriodWordReference.fill(int,int,int[],int[],long[],int[]).0.proof and the proofs it applies");

    /** The KeY lemmas of the chain. */
    public static List<KeyLemma> keyLemmas() {
        return List.of(MEX, MODEL);
    }

    private static final List<String> SINK = List.of("modular", "coverage", "sink-k1", "sink-kge2", "sink-m1", "sink-mge2", "mex-step",
            "mex-link", "model-link");
    private static final List<String> WALL = List.of("modular", "coverage", "sink-k1", "sink-kge2", "sink-m1", "sink-mge2",
            "wall-k1", "wall-kge2", "wall-m1", "wall-mge2", "mex-step", "mex-link", "model-link");

    /** The statements of specs/ that the chain backs. */
    public static List<Statement> statements() {
        return List.of(
                new Statement("additive-sink-word", "period word: W(a, b) is G_sink on one period, and a period of it",
                        SINK, "the B/C/Z counts per period and when Z follows a block (a/d divides i)"),
                new Statement("additive-sink-period", "sink theorem: G_sink is purely periodic with period |W|",
                        SINK, "the minimal period P resp. P/d"),
                new Statement("additive-wall-duality", "duality: G_wall(y) = pi(W(P - b - y mod P)), so G_sink(x) = pi(G_wall(-b - x))",
                        WALL, "that the minimal period of G_wall is that of G_sink"),
                new Statement("additive-wall-period", "wall period: G_wall is purely periodic with period |W|",
                        WALL, "the minimal period P resp. P/d"));
    }

    /** Re-proves the chain. */
    public static final String COMMAND = "java -jar target/subgames.jar tables --prove --all";
    /** Re-checks the per-instance parts (and the model link) for a <= 60, k <= 3 and the linear words with b < 8a. */
    public static final String INSTANCE_COMMAND = "java -jar target/subgames.jar tables --a 2..60 --k 0..3";

    /**
     * proofs/smt/chain.md: the chain and what backs each statement of specs/ (generated, deterministic:
     * obligation counts, no times; the times are in verdicts.csv).
     */
    public static String markdown(WordModel model) {
        StringBuilder sb = new StringBuilder("# The all-parameter proof chain\n\n");
        sb.append("Generated by `subgames tables --write-smt proofs/smt` from `ProofChain`; compared by `mvn verify` (SmtProofsTest). Do not edit.\n\n");
        sb.append("Re-prove with `").append(COMMAND).append("` (z3 and cvc5; `--solver z3|cvc5` for one; the KeY lemmas are replayed from the copy of `proofs/key` in the jar). ")
                .append("Each lemma holds for every a, b with 0 < a < b: k = 1 and every k >= 2 at once (M = k*a, J = (j-1)*a), ")
                .append("m = 1 and every m >= 2 at once. Files: `<group>.smt2` next to this file; verdicts, versions and times: `verdicts.csv`.\n\n");
        sb.append("| lemma | states | provers | obligations | files |\n| --- | --- | --- | --- | --- |\n");
        for (Lemma l : lemmas(model)) {
            java.util.Set<String> groups = new java.util.LinkedHashSet<>();
            for (Obligation o : l.obligations()) {
                groups.add(o.group());
            }
            for (ModularFacts.Fact f : l.scripts()) {
                groups.add(f.group());
            }
            int n = l.modular() ? l.scripts().size() : l.obligations().size();
            String files = l.modular() ? String.join(", ", groups.stream().map(g -> g + ".smt2").toList()) : groups.size() == 1 ? groups.iterator().next() + ".smt2"
                    : commonDir(groups) + "*.smt2";
            sb.append("| ").append(l.id()).append(" | ").append(l.statement()).append(" | z3, cvc5 | ").append(n).append(" | ").append(files).append(" |\n");
        }
        for (KeyLemma k : keyLemmas()) {
            sb.append("| ").append(k.id()).append(" | ").append(k.statement()).append(" | KeY").append(k.id().equals(MODEL.id()) ? ", text check" : "")
                    .append(" | kept proofs, replayed | ").append(k.files()).append(" |\n");
        }
        sb.append("\n## What backs each statement of specs/\n\n");
        for (Statement st : statements()) {
            sb.append("- `").append(st.spec()).append("`: ").append(st.claim()).append(".\n")
                    .append("  - proved for all parameters (every a, b) by the lemmas ").append(String.join(", ", st.lemmas()))
                    .append(" with `").append(COMMAND).append("` (mex-link and model-link by KeY, the rest by z3 and cvc5);\n")
                    .append("  - checked per instance only: ").append(st.perInstance()).append(" (`").append(INSTANCE_COMMAND)
                    .append("`, and the spec checker).\n");
        }
        return sb.toString();
    }

    private static String commonDir(java.util.Set<String> groups) {
        String first = groups.iterator().next();
        String dir = first.substring(0, first.lastIndexOf('/') + 1);
        for (String g : groups) {
            while (!g.startsWith(dir)) {
                dir = dir.substring(0, dir.lastIndexOf('/', dir.length() - 2) + 1);
            }
        }
        return dir;
    }
}
