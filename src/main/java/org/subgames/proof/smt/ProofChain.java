package org.subgames.proof.smt;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.subgames.game.Convention;
import org.subgames.sink.table.Contexts;
import org.subgames.sink.table.WordModel;

/**
 * The all-parameter proof chain: the lemmas (SMT obligation sets that hold for every integer
 * 0 &lt; a &lt; b at once, k = 1 and every k &gt;= 2, m = 1 and every m &gt;= 2), the bounded KeY lemmas
 * that tie them to the reference code, what stays trusted ({@link #TRUSTED}), and which statement of
 * {@code specs/} rests on which of them, with exactly the scope each lemma proves. This class is the
 * one source of the result's wording: the command's closing lines ({@link #verdict}), chain.md, the
 * statements' {@code backing} and docs/proofs.md say what it says (tests compare them).
 * {@code tables prove --all} discharges it; {@link Assembly} checks how it fits together;
 * {@link ProofFiles} keeps its SMT-LIB files.
 */
public final class ProofChain {

    private ProofChain() {
    }

    /**
     * One lemma: its obligations (generated from the word) and SMT-LIB scripts of its own (modular
     * facts, mex step, the length sum), each to be answered unsat by every solver. Every lemma holds
     * for every integer 0 &lt; a &lt; b ({@link #SCOPE}).
     */
    public record Lemma(String id, String statement, List<Obligation> obligations, List<ModularFacts.Fact> scripts) {
        public Lemma(String id, String statement, List<Obligation> obligations) {
            this(id, statement, obligations, List.of());
        }
    }

    /** What every SMT lemma of the chain holds for: unbounded integers, no Java bound anywhere. */
    public static final String SCOPE = "every integer 0 < a < b";

    /**
     * A statement of specs/: every lemma it rests on (the SMT lemmas, then the KeY lemmas), what the
     * SMT lemmas prove for every parameter ({@link #proved()}), what the bounded KeY lemmas add
     * ({@link #bounded()}), what is only checked per instance, and the conventions whose G the
     * unbounded claim states at every position (the coverage counts the statement's sets under them:
     * {@link ChainCoverage}).
     */
    public record Statement(String spec, String claim, List<String> lemmas, String unbounded, String boundedExtra, String perInstance,
                            List<Convention> determines) {

        /** The lemmas the unbounded result rests on: the SMT lemmas. */
        public List<String> smtLemmas() {
            return lemmas.stream().filter(l -> keyLemmas().stream().noneMatch(k -> k.id().equals(l))).toList();
        }

        /** The bounded KeY lemmas among the lemmas. */
        public List<String> boundedLemmas() {
            return lemmas.stream().filter(l -> !smtLemmas().contains(l)).toList();
        }

        /** The backing.proved text of the statement file: exactly what the chain proves for every a, b. */
        public String proved() {
            return "for " + SCOPE + ": " + unbounded;
        }

        /** The backing.bounded text of the statement file: what holds only within the KeY lemmas' bounds. */
        public String bounded() {
            return "for " + MODEL.scope() + " only: the reference generator PeriodWordReference.fill, which word, the per-instance checks and the "
                    + "spec checker use, writes exactly this W (model-link, KeY)" + (boundedExtra.isEmpty() ? "" : "; " + boundedExtra)
                    + "; and for " + MEX.scope() + " KeY proves the step from the mex rule to G a second time (mex-link)";
        }
    }

    /** The lemmas in proof order. */
    public static List<Lemma> lemmas(WordModel model) {
        int all = Contexts.ALL;
        List<Lemma> out = new ArrayList<>();
        out.add(new Lemma("modular", "r_i = <(i-1)c>, t_i = [ic] satisfy t = [r + c], r_(i+1) = <t_i>, r_1 = 0, t_a = a "
                + "(linear, quotients as variables, over three gap lemmas a*n not in (ha, (h+1)a))", List.of(), ModularFacts.all()));
        out.add(new Lemma("coverage", "every 0 < a < b is in case k = 1, k >= 2 (quadratic), m = 1 or m >= 2 (linear); in each quadratic "
                + "case, under its constraints, block 1 is in " + Coverage.FIRST + ", every later block (and the wrap) in "
                + String.join(", ", Coverage.LATER) + "; " + String.join(", ", Coverage.NEVER) + " never occur",
                Coverage.obligations(model)));
        out.add(new Lemma("length", "|W| = a(4ak + 3c) resp. b + 2am: each block and its Z are 2b + a*[r + c >= a] long, that is the step "
                + "of floor(ic/a), and the steps of the a blocks add up to c", PeriodLength.obligations(model), PeriodLength.facts()));
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

    /**
     * The lemmas with every obligation of one context left out (groups ending in /context), the
     * rest as they are: what a chain that forgot a context looks like (the {@code drop:} mutant).
     */
    public static List<Lemma> withoutContext(List<Lemma> lemmas, String context) {
        List<Lemma> out = new ArrayList<>();
        for (Lemma l : lemmas) {
            List<Obligation> kept = l.obligations().stream().filter(o -> !o.group().endsWith("/" + context)).toList();
            out.add(new Lemma(l.id(), l.statement(), kept, l.scripts()));
        }
        return out;
    }

    /** Every obligation of the chain in order (the scripts apart). */
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
     * ({@link org.subgames.proof.key.KeyProver#replayClosures}). Java ints bound what such a lemma
     * proves: {@code scope} says for which parameters, and {@code requires} is the requires clause
     * in the reference source that the scope restates (a test keeps the two in step).
     */
    public record KeyLemma(String id, String statement, List<String> roots, String files, String scope, String requires) {
    }

    /**
     * mex-link, proved in KeY: the induction on x is the loop invariant of {@code NimValues.wallUnique}
     * (resp. {@code sinkUnique}), the step the lemmas {@code wallStep}/{@code wallNotBelow}; with the
     * contract of {@code NimValues.wall} (itself proved over {@code Mex.mex}) it gives
     * {@code NimValues.wallEquals}: an array that satisfies the mex rule at every position is the
     * array the reference DP computes. Its arrays are Java arrays, so it speaks of positions below
     * 2^31 - 2; for all positions the chain rests on mex-step and induction on x instead.
     */
    public static final KeyLemma MEX = new KeyLemma("mex-link",
            "a sequence that satisfies the mex rule at every x >= 1 with value 0 on the sink x <= 0 (resp. at every x >= 0 "
                    + "with the wall) equals G_sink (resp. G_wall): induction on x as the loop invariant of NimValues.sinkUnique "
                    + "(wallUnique), step sinkStep (wallStep); sinkEquals (wallEquals) with the contract of the reference DP",
            List.of("NimValues.sinkEquals(int[],int[]).0.proof", "NimValues.wallEquals(int[],int[]).0.proof"),
            "proofs/key/NimValues.sinkEquals*, NimValues.wallEquals* and the proofs they apply (NimValues.*, Mex.*)",
            "positions 0 <= x <= 2^31 - 3 (arrays g with g.length < 2147483647)", "g.length < 2147483647");

    /**
     * model-link, proved in KeY with a text check: the generator {@code PeriodWordReference.fill}
     * writes blocks i = 1..a in order, block i being {@code blockAt} with r = &lt;(i-1)c&gt; and
     * t = [r + c] (Z after it when t = a), or the linear word {@code linearAt};
     * {@link org.subgames.proof.key.ModelLink} checks that the bodies of blockAt and linearAt are the
     * rendering of the symbolic tables the SMT lemmas use. fill's contract requires a &lt;= 46340 and
     * b &lt;= 10^8 (its arithmetic is Java int), so this lemma ties the generator to the word only there.
     */
    public static final KeyLemma MODEL = new KeyLemma("model-link",
            "the generator PeriodWordReference.fill writes blocks i = 1..a in order, block i the symbolic "
                    + "block table (blockAt) at r = <(i-1)c>, t = [r + c] with Z after it when t = a (quadratic), or the symbolic "
                    + "linear word (linearAt); blockAt and linearAt are the rendering of WordModel and Contexts.linearParts (ModelLink, "
                    + "a text check)",
            List.of("PeriodWordReference.fill(int,int,int[],int[],long[],int[]).0.proof"),
            "proofs/key/PeriodWordReference.fill(int,int,int[],int[],long[],int[]).0.proof and the proofs it applies",
            "1 <= a <= 46340 and a < b <= 100000000", "1 <= a && a < b && a <= 46340 && b <= 100000000");

    /** The KeY lemmas of the chain. */
    public static List<KeyLemma> keyLemmas() {
        return List.of(MEX, MODEL);
    }

    /**
     * What the chain does not check by machine, in one place: the command prints it, chain.md and
     * docs/proofs.md carry it.
     */
    public static final List<String> TRUSTED = List.of(
            "the symbolic model (WordModel, Contexts) states the construction of W(a, b) of the note; model-link ties it to the "
                    + "generator only for " + MODEL.scope() + " (with blocksAt, the order of the blocks, written by hand in the reference "
                    + "code), and tables check --a 2..60 --k 0..3 checks it against the sink DP per instance",
            "the encoders from the symbolic model to SMT-LIB text and to Z3's API (Formula, Lin, SmtLib), and the solvers: z3 and cvc5 "
                    + "must both answer unsat, cvc5 from the SMT-LIB text only",
            "KeY and its model of Java, for the bounded lemmas mex-link and model-link",
            "three steps of arithmetic: the least-element principle that turns mex-step into induction on x; the telescoping sum "
                    + "of the a blocks' steps in the length lemma; and that claims proved at every position of a context's factors hold "
                    + "at the same positions of the periodic word, whose blocks coverage assigns to the contexts (the factors tile each "
                    + "window: checked in exact symbolic arithmetic by the assembly)");

    private static final List<String> SINK = List.of("modular", "coverage", "length", "sink-k1", "sink-kge2", "sink-m1", "sink-mge2",
            "mex-step", "mex-link", "model-link");
    private static final List<String> WALL = List.of("modular", "coverage", "length", "sink-k1", "sink-kge2", "sink-m1", "sink-mge2",
            "wall-k1", "wall-kge2", "wall-m1", "wall-mge2", "mex-step", "mex-link", "model-link");

    /** The statements of specs/ that the chain backs. */
    public static List<Statement> statements() {
        return List.of(
                new Statement("additive-sink-word", "period word: W(a, b) is G_sink on one period, and a period of it", SINK,
                        "G_sink(x) = W((x - 1) mod |W|) for every x >= 1, so W(a, b) is G_sink on one period and a period of it "
                                + "(claims 1 and 2), with |W| = a(4ak + 3c) resp. b + 2am",
                        "within the same bounds further contracts of PeriodWordReference (prove --replay) prove that the factors are "
                                + "the runs, r and t, inequality (4), the factor lengths of every block, the block lengths and starts",
                        "the B/C/Z counts per period, when Z follows a block (a/d divides i), and the C-block facts 1 <= t <= c - 1, "
                                + "a - r = c - t", List.of(Convention.SINK)),
                new Statement("additive-sink-period", "sink theorem: G_sink is purely periodic with period |W|", SINK,
                        "G_sink(x) = W((x - 1) mod |W|) for every x >= 1 with |W| = a(4ak + 3c) resp. b + 2am, so P = |W| is a period "
                                + "of G_sink from position 1 on and G_sink is purely periodic (claims 1 and 2)",
                        "", "the minimal period P (linear) resp. P / d (quadratic)", List.of(Convention.SINK)),
                new Statement("additive-wall-duality", "duality: G_wall(y) = pi(W(P - b - y mod P)), so G_sink(x) = pi(G_wall(-b - x))", WALL,
                        "G_wall(y) = pi(W(P - b - y mod P)) for every y >= 0 with P = |W|, so G_wall is purely periodic from 0 and "
                                + "G_sink(x) = pi(G_wall(-b - x)) for all x (claims 1 and 3)",
                        "", "that the minimal period of G_wall is that of G_sink, and the explicit linear wall word",
                        List.of(Convention.WALL, Convention.SINK)),
                new Statement("additive-wall-period", "wall period: G_wall is purely periodic with period |W|", WALL,
                        "G_wall(y) = pi(W(P - b - y mod P)) for every y >= 0 with P = |W| = a(4ak + 3c) resp. b + 2am, so P is a period "
                                + "of G_wall from position 0 on and G_wall is purely periodic (claims 1 and 2)",
                        "", "the minimal period P (linear) resp. P / d (quadratic)", List.of(Convention.WALL)));
    }

    /** Re-proves the chain. */
    public static final String COMMAND = "java -jar target/subgames.jar tables prove --all";
    /** Re-checks the per-instance parts (and the model link) for a <= 60, k <= 3 and the linear words with b < 8a. */
    public static final String INSTANCE_COMMAND = "java -jar target/subgames.jar tables check --a 2..60 --k 0..3";

    /**
     * The closing lines of a chain run for one statement. Only a run of the standard word in which
     * no lemma failed or was left out and the assembly is complete says "proved for every"; a
     * mutant run never does, whatever its lemmas answered.
     *
     * @param failed   lemmas (and "assembly") that failed or were not run
     * @param solvers  the solvers that answered, e.g. "z3 and cvc5"
     * @param mutant   the label of the mutant word, or null for the standard word
     */
    public static List<String> verdict(Statement st, Set<String> failed, String solvers, String mutant) {
        List<String> out = new ArrayList<>();
        out.add(st.claim() + " [" + st.spec() + "]");
        List<String> smt = st.smtLemmas();
        List<String> key = st.boundedLemmas();
        out.add("  rests on " + String.join(", ", smt) + " (every parameter) and " + String.join(", ", key) + " (bounded); per instance only: "
                + st.perInstance());
        List<String> open = new ArrayList<>(smt.stream().filter(failed::contains).toList());
        if (failed.contains(ASSEMBLY)) {
            open.add(ASSEMBLY);
        }
        if (mutant != null) {
            out.add("  NOT proved: a mutant run (" + mutant + ") proves nothing about the statement; "
                    + (open.isEmpty() ? "no SMT lemma refuted it, KeY not run" : "refuted by " + String.join(", ", open)));
            return out;
        }
        out.add(open.isEmpty() ? "  proved " + st.proved() + " (by " + solvers + ")" : "  NOT proved: " + String.join(", ", open) + " failed");
        List<String> keyOpen = key.stream().filter(failed::contains).toList();
        out.add(keyOpen.isEmpty() ? "  bounded: " + st.bounded() : "  bounded part NOT proved: " + String.join(", ", keyOpen) + " failed");
        return out;
    }

    /** The name of the assembly check in the chain's rows and in {@code failed}. */
    public static final String ASSEMBLY = "assembly";

    /**
     * proofs/smt/chain.md: the chain and what backs each statement of specs/ (generated, deterministic:
     * obligation counts, no times; the times are in verdicts.csv).
     */
    public static String markdown(WordModel model) {
        StringBuilder sb = new StringBuilder("# The all-parameter proof chain\n\n");
        sb.append("Generated by `subgames tables write --smt proofs/smt` from `ProofChain`; compared by `mvn verify` (SmtProofsTest). Do not edit.\n\n");
        sb.append("Re-prove with `").append(COMMAND).append("` (z3 and cvc5; `--solver z3|cvc5` for one; the KeY lemmas are replayed from the copy of `proofs/key` in the jar). ")
                .append("Every SMT lemma holds for ").append(SCOPE).append(" (unbounded integers): k = 1 and every k >= 2 at once (M = k*a, J = (j-1)*a), ")
                .append("m = 1 and every m >= 2 at once. The KeY lemmas hold within the bounds in their row. ")
                .append("Files: `<group>.smt2` next to this file; verdicts, versions and times: `verdicts.csv`.\n\n");
        sb.append("| lemma | states | provers | scope | obligations | files |\n| --- | --- | --- | --- | --- | --- |\n");
        for (Lemma l : lemmas(model)) {
            Set<String> groups = new LinkedHashSet<>();
            for (Obligation o : l.obligations()) {
                groups.add(o.group());
            }
            Set<String> scriptGroups = new LinkedHashSet<>();
            for (ModularFacts.Fact f : l.scripts()) {
                scriptGroups.add(f.group());
            }
            List<String> files = new ArrayList<>();
            if (!groups.isEmpty()) {
                files.add(groups.size() == 1 ? groups.iterator().next() + ".smt2" : commonDir(groups) + "*.smt2");
            }
            scriptGroups.forEach(g -> files.add(g + ".smt2"));
            int n = l.obligations().size() + l.scripts().size();
            sb.append("| ").append(l.id()).append(" | ").append(l.statement()).append(" | z3, cvc5 | ").append(SCOPE).append(" | ").append(n)
                    .append(" | ").append(String.join(", ", files)).append(" |\n");
        }
        for (KeyLemma k : keyLemmas()) {
            sb.append("| ").append(k.id()).append(" | ").append(k.statement()).append(" | KeY").append(k.id().equals(MODEL.id()) ? ", text check" : "")
                    .append(" | ").append(k.scope()).append(" | kept proofs, replayed | ").append(k.files()).append(" |\n");
        }
        sb.append("\nBefore it prints \"proved\", the chain checks its assembly: every claim the mex rule needs in every context the coverage ")
                .append("lemma lists (k = 1 and every k >= 2, m = 1 and every m >= 2, sink and wall) was proved by every solver under that ")
                .append("context; the factors tile every context's window; and every context and every hypothesis of the coverage and length ")
                .append("lemmas is satisfiable (`Assembly`).\n");
        sb.append("\n").append(resultMarkdown());
        return sb.toString();
    }

    /**
     * What the chain proves for each statement, within which bounds, and what stays trusted, as
     * Markdown: the part of chain.md that docs/proofs.md carries verbatim between the markers
     * {@link #BEGIN} and {@link #END} (a test compares them).
     */
    public static String resultMarkdown() {
        StringBuilder sb = new StringBuilder("## What backs each statement of specs/\n\n");
        for (Statement st : statements()) {
            sb.append("- `").append(st.spec()).append("`: ").append(st.claim()).append(".\n")
                    .append("  - proved ").append(st.proved()).append(", by the SMT lemmas ").append(String.join(", ", st.smtLemmas()))
                    .append(" (`").append(COMMAND).append("`);\n")
                    .append("  - bounded (").append(String.join(", ", st.boundedLemmas())).append("): ").append(st.bounded()).append(";\n")
                    .append("  - checked per instance only: ").append(st.perInstance()).append(" (`").append(INSTANCE_COMMAND)
                    .append("`, and the spec checker).\n");
        }
        sb.append("\n## Trusted, not checked by machine here\n\n");
        TRUSTED.forEach(t -> sb.append("- ").append(t).append(".\n"));
        return sb.toString();
    }

    /** The markers around {@link #resultMarkdown()} in docs/proofs.md. */
    public static final String BEGIN = "<!-- generated by ProofChain.resultMarkdown(): do not edit -->";
    public static final String END = "<!-- end of generated text -->";

    private static String commonDir(Set<String> groups) {
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
