package org.subgames.proof.word;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;
import org.subgames.base.BadInputException;
import org.subgames.base.Shard;
import org.subgames.game.Convention;
import org.subgames.proof.smt.Cvc5Prover;
import org.subgames.proof.smt.MexLink;
import org.subgames.proof.smt.Prover;
import org.subgames.proof.smt.SmtLib;
import org.subgames.specs.Expr;
import org.subgames.specs.ExprTree;
import org.subgames.specs.Instance;
import org.subgames.specs.Instances;
import org.subgames.specs.Statement;
import org.subgames.symbolic.Affine;
import org.subgames.symbolic.Cond;
import org.subgames.symbolic.ParametricWord;
import org.subgames.symbolic.Products;
import org.subgames.symbolic.Sym;

/**
 * Proves a statement's word for every parameter of its domain: sample check against G, then per
 * convention and case the obligations (split, wellformed, coverage, mex, claim), each refuted by z3
 * through its API and by cvc5 from the SMT-LIB text. With the mex rule at every position of the
 * word (mex) and the KeY lemma mex-link (a sequence with the mex rule at every position is G, for
 * any move array), the word is G for every parameter of the domain; {@link ClaimLink} links the
 * statement's claims about periods, minimal periods and preperiods to it, and says which stay per
 * instance.
 */
public final class WordProver {

    /** The outcome of a statement. */
    public enum Status { PROVED, REFUTED, UNPROVED, GENERATED }

    /** One output row: per convention, case and lemma, per solver. */
    public record Row(String statement, String convention, String caseName, String lemma, String solver, int obligations, long millis,
                      String verdict) {
    }

    /**
     * The result: status, what it means (detail), the claims proved for every parameter and those
     * left per instance, and the SMT-LIB script of every obligation (the kept file's content).
     */
    public record Outcome(String statement, Status status, String detail, List<ClaimVerdict> claims, List<Row> rows,
                          String script, int obligations, List<String> notes) {

        /** The names of the claims proved for every parameter, exactly as the statement names them. */
        public List<String> provedClaims() {
            return claims.stream().filter(ClaimVerdict::proved).map(ClaimVerdict::claim).toList();
        }

        /** One line per claim proved for every parameter: its name and how. */
        public List<String> proved() {
            return claims.stream().filter(ClaimVerdict::proved).map(ClaimVerdict::show).toList();
        }

        /** One line per claim left per instance: its name and why. */
        public List<String> perInstance() {
            return claims.stream().filter(c -> !c.proved()).map(ClaimVerdict::show).toList();
        }
    }

    /**
     * What the prover says of one claim (by its exact name): proved for every parameter of the
     * word's domain (detail: how), or left per instance (detail: why).
     */
    public record ClaimVerdict(String claim, boolean proved, String detail) {
        String show() {
            return claim + (detail.isEmpty() ? "" : proved ? " (" + detail + ")" : ": " + detail);
        }
    }

    /** The range of a parameter pushed past the sample grid by the guard beyond it. */
    private static final long FAR_LO = 100;
    private static final long FAR_HI = 400;

    private final int timeoutMs;
    private final boolean sample;
    private final boolean solve;
    private final boolean cvc5;

    public WordProver(int timeoutMs) {
        this(timeoutMs, true, true);
    }

    /**
     * sample = false skips the sample check (tests: the obligations must then find a wrong word
     * themselves); solve = false only generates the obligations (status GENERATED: the kept-file
     * comparison, whose proof the statements' engine runs).
     */
    WordProver(int timeoutMs, boolean sample, boolean solve) {
        this(timeoutMs, sample, solve, true);
    }

    private WordProver(int timeoutMs, boolean sample, boolean solve, boolean cvc5) {
        this(timeoutMs, sample, solve, cvc5, 0);
    }

    private WordProver(int timeoutMs, boolean sample, boolean solve, boolean cvc5, long budgetSeconds) {
        this(timeoutMs, sample, solve, cvc5, budgetSeconds, Run.TWIN_TRIES);
    }

    private WordProver(int timeoutMs, boolean sample, boolean solve, boolean cvc5, long budgetSeconds, List<Run.Try> twinTries) {
        this(timeoutMs, sample, solve, cvc5, budgetSeconds, twinTries, 0);
    }

    private WordProver(int timeoutMs, boolean sample, boolean solve, boolean cvc5, long budgetSeconds, List<Run.Try> twinTries, long sessionUnits) {
        this.timeoutMs = timeoutMs;
        this.sessionUnits = sessionUnits;
        this.sample = sample;
        this.solve = solve;
        this.cvc5 = cvc5;
        this.budgetSeconds = budgetSeconds;
        this.twinTries = twinTries;
    }

    /** cvc5's tries of an exact twin alone ({@link Run#TWIN_TRIES}; tests: none, so that every group with a twin goes in one session). */
    private final List<Run.Try> twinTries;

    /** This prover with other tries of a twin alone (tests). */
    WordProver withTwinTries(List<Run.Try> tries) {
        return new WordProver(timeoutMs, sample, solve, cvc5, budgetSeconds, List.copyOf(tries), sessionUnits);
    }

    /**
     * cvc5's resource count per check (rlimit-per) in the incremental session of a group's linear
     * obligations: 0, none (tests: a small one, so that linear obligations go alone).
     */
    private final long sessionUnits;

    /** This prover with a resource count per check in cvc5's sessions of linear obligations (tests). */
    WordProver withSessionUnits(long units) {
        return new WordProver(timeoutMs, sample, solve, cvc5, budgetSeconds, twinTries, units);
    }

    /** Seconds a statement's proof may take before no further obligation starts (0: no budget). */
    private final long budgetSeconds;

    /**
     * This prover with a time budget per statement: once it has run out, no further obligation
     * starts and the statement ends unproved ({@code census discover}, where one slow family must
     * not hold up the rest). A budget never makes anything proved.
     */
    public WordProver withBudget(long seconds) {
        if (seconds < 1) {
            throw new BadInputException("the time budget must be at least 1 s: " + seconds);
        }
        return new WordProver(timeoutMs, sample, solve, cvc5, seconds, twinTries, sessionUnits);
    }

    /**
     * z3 alone (the statements' engine in its replay mode, as it replays the chain's lemmas; cvc5
     * replays the kept files in WordProverTest and runs in every {@code prove statement}).
     */
    public static WordProver z3Only(int timeoutMs) {
        return new WordProver(timeoutMs, true, true, false);
    }

    /**
     * z3 alone and no sample check: re-proving a statement whose word was proved before (the
     * statements' engine in replay mode); a wrong word still fails its obligations.
     */
    public static WordProver replay(int timeoutMs) {
        return new WordProver(timeoutMs, false, true, false);
    }

    /** Generates every obligation and the kept script without solving them (status GENERATED). */
    public static WordProver generator() {
        return new WordProver(0, false, false);
    }

    public Outcome prove(Statement st, Consumer<Row> progress) {
        ParametricWord word = st.word();
        if (word == null && st.hasScalingClaims()) {
            return new ScalingProver(timeoutMs, cvc5, solve).prove(st, progress);
        }
        if (word == null) {
            throw new BadInputException(st.id() + " has no word: block (nothing to prove for every parameter)");
        }
        if (st.moves().family() != null) {
            throw new BadInputException(st.id() + ": the prover needs moves as expressions, not a family");
        }
        List<Sym> moves = new ArrayList<>();
        for (Expr e : st.moves().list()) {
            try {
                moves.add(e.sym());
            } catch (ExprTree.NotExact x) {
                throw new BadInputException(st.id() + ": move " + e.text() + ": " + x.getMessage());
            }
        }
        Map<String, Sym> lets = new LinkedHashMap<>();
        Map<String, String> unreadLets = new LinkedHashMap<>();
        st.lets().forEach((k, v) -> {
            try {
                lets.put(k, v.sym());
            } catch (ExprTree.NotExact x) {
                unreadLets.put(k, x.getMessage());
            }
        });
        Run run = new Run(st, word, List.copyOf(moves), lets, unreadLets, progress);
        try (Z3Session z3 = new Z3Session(timeoutMs, java.util.concurrent.TimeUnit.SECONDS.toNanos(budgetSeconds))) {
            return run.go(z3);
        } catch (Z3Session.OutOfBudget e) {
            return run.end(Status.UNPROVED, "unproved: the time budget of " + budgetSeconds + " s ran out before every obligation was solved");
        }
    }

    private String solvers() {
        return cvc5 ? "z3 and cvc5" : "z3";
    }

    /** The state of one statement's proof. */
    private final class Run {
        final Statement st;
        final ParametricWord word;
        final List<Sym> moves;
        final Map<String, Sym> lets;
        final Consumer<Row> progress;
        final List<Row> rows = new ArrayList<>();
        final List<ClaimVerdict> verdicts = new ArrayList<>();
        final List<String> notes = new ArrayList<>();
        final StringBuilder script = new StringBuilder("(set-logic QF_LIA)\n");
        /** The exact twins' sections, which follow the linear part of the kept script ({@link #section}). */
        final StringBuilder twinSections = new StringBuilder();
        /** The setting cvc5 refuted each exact twin under ({@link #alone}), by the twin itself (not its id: ids may repeat). */
        final Map<Obligation, String> settings = new java.util.IdentityHashMap<>();
        /** The obligations of the groups cvc5 refuted only in one session, twins with the rest ({@link #cvc5}). */
        final Set<Obligation> inOneSession = java.util.Collections.newSetFromMap(new java.util.IdentityHashMap<>());
        /** The linear obligations of the groups where cvc5 left some unknown in one session, each refuted alone ({@link #linearThenAlone}). */
        final Set<Obligation> linearAlone = java.util.Collections.newSetFromMap(new java.util.IdentityHashMap<>());
        /** The current convention's obligations proved by the twin of their form with the phases' multiples ({@link Encoder#withMultiples}). */
        int phaseMultiples;
        final ClaimLink claims;
        /** The current convention's encoders by case name, for the later periods in parts ({@link Encoder#laterInParts}). */
        final Map<String, Encoder> encoders = new LinkedHashMap<>();
        int count;

        Run(Statement st, ParametricWord word, List<Sym> moves, Map<String, Sym> lets, Map<String, String> unreadLets, Consumer<Row> progress) {
            this.st = st;
            this.word = word;
            this.moves = moves;
            this.lets = lets;
            this.progress = progress;
            this.claims = new ClaimLink(st, lets, unreadLets);
        }

        Outcome go(Z3Session z3) {
            for (Map.Entry<Convention, List<ParametricWord.Case>> e : conventions()) {
                Convention c = e.getKey();
                for (ParametricWord.Case k : e.getValue()) {
                    if (!k.hasWord()) {
                        throw new BadInputException(st.id() + ", " + name(c) + " case " + k.name() + " has no word (census " + st.id()
                                + " --infer-word proposes one)");
                    }
                }
                SampleCheck.Outcome sample = WordProver.this.sample ? SampleCheck.run(word, c, moves, SampleCheck.limit(word.parameters().size()))
                        : new SampleCheck.Outcome(null, Map.of());
                if (sample.failure() != null) {
                    return end(Status.REFUTED, "the word disagrees with G before any proof: " + sample.failure().message());
                }
                String failed = convention(z3, c, e.getValue(), sample);
                if (failed != null) {
                    return end(failed.startsWith("refuted") ? Status.REFUTED : Status.UNPROVED, failed);
                }
            }
            if (!solve) {
                return end(Status.GENERATED, "obligations generated, not solved");
            }
            claims.summarize(word, verdicts);
            outsideTheDomain();
            return end(Status.PROVED, "for every " + String.join(", ", word.parameters()) + " with " + word.domainText() + ": "
                    + String.join("; ", conventions().stream().map(e -> "G_" + name(e.getKey()) + " is the word").toList())
                    + " (the mex rule at every position: QF_LIA, " + solvers() + "; the induction step to G: UFLIA, " + solvers() + ";"
                    + " with the least-element principle; KeY's mex-link proves the same induction for int arrays)");
        }

        /** A note when an instance of the statement's own ranges lies outside the word's domain (the proof does not reach it). */
        void outsideTheDomain() {
            for (Instance in : Instances.enumerate(st, Map.of(), null, Shard.ALL)) {
                if (!word.inDomain(in.parameters())) {
                    notes.add("the statement's ranges reach beyond the word's domain, e.g. " + in.parameters()
                            + ": what is proved holds on the domain only");
                    return;
                }
            }
        }

        List<Map.Entry<Convention, List<ParametricWord.Case>>> conventions() {
            List<Map.Entry<Convention, List<ParametricWord.Case>>> out = new ArrayList<>();
            for (Convention c : List.of(Convention.WALL, Convention.SINK)) {
                if (word.cases().containsKey(c)) {
                    out.add(Map.entry(c, word.cases().get(c)));
                }
            }
            return out;
        }

        Outcome end(Status status, String detail) {
            return new Outcome(st.id(), status, detail, List.copyOf(verdicts), List.copyOf(rows), script.toString() + twinSections, count,
                    List.copyOf(notes));
        }

        /** The obligations of one convention, solved; null when all are refuted, else what failed. */
        String convention(Z3Session z3, Convention c, List<ParametricWord.Case> cases, SampleCheck.Outcome sample) {
            encoders.clear();
            List<CaseModel> models = new ArrayList<>();
            for (ParametricWord.Case k : cases) {
                models.add(new CaseModel(word, c, k, moves));
            }
            List<Obligation> all = new ArrayList<>(splitObligations());
            for (CaseModel m : models) {
                String witness = solve ? witness(z3, m, sample) : "not checked";
                if (witness == null) {
                    return "case " + m.wordCase.name() + " (" + name(c) + "): no instance satisfies it (a vacuous case proves nothing)";
                }
                String beyond = solve && WordProver.this.sample ? beyondTheGrid(z3, m) : null;
                if (witness.startsWith("refuted") || beyond != null) {
                    return witness.startsWith("refuted") ? witness : beyond;
                }
                Encoder enc = new Encoder(m, z3);
                encoders.put(m.wordCase.name(), enc);
                all.addAll(enc.mexObligations());
                if (!enc.vacuous.isEmpty()) {
                    return "unproved: the context of " + enc.vacuous.get(0) + " (" + name(c) + ", case " + m.wordCase.name()
                            + ") has no model although the run has positions: its obligations would hold vacuously";
                }
                enc.empty.forEach(e -> notes.add(name(c) + ", case " + m.wordCase.name() + ": " + e + " is empty throughout the case"));
                all.addAll(claims.obligations(z3, m));
                all.addAll(wellFormed(m));
            }
            all.add(coverage(models));
            String failed = solve(z3, c, all, models);
            if (failed == null && solve) {
                failed = step(c);
            }
            if (failed != null) {
                return failed;
            }
            return null;
        }

        /**
         * A concrete instance of the case: the sample's, or z3's model when it is a real instance;
         * null when there is none (the case would be vacuous). A z3 instance is checked against G
         * first, as the sample's are: a mismatch is returned as "refuted: ...".
         */
        String witness(Z3Session z3, CaseModel m, SampleCheck.Outcome sample) {
            Map<String, Long> w = sample.witnesses().get(m.wordCase.name());
            if (w != null) {
                return w.toString();
            }
            Map<String, Long> params = instance(z3, Cond.and(m.productContext(), m.cond(within(null))), m);
            if (params == null) {
                // every instance of the case has a parameter beyond FAR_HI: z3's, compared with G when affordable
                params = instance(z3, m.productContext(), m);
            }
            if (params == null) {
                return null;
            }
            if (!SampleCheck.affordable(moves, params)) {
                notes.add(name(m.convention) + ", case " + m.wordCase.name() + ": its instance " + params
                        + " has a move too large to compare with G (the obligations alone prove it)");
                return params.toString();
            }
            SampleCheck.Failure f = SampleCheck.check(word, m.convention, moves, params, new LinkedHashMap<>());
            return f == null ? params.toString() : "refuted: the word disagrees with G at an instance z3 found: " + f.message();
        }

        /**
         * The guard beyond the sample grid: for each parameter, an instance of the case (found by z3)
         * with that parameter past the grid, in FAR_LO..FAR_HI, checked against G; the first
         * mismatch as "refuted: ...", else null.
         */
        String beyondTheGrid(Z3Session z3, CaseModel m) {
            for (String p : word.parameters()) {
                Map<String, Long> params = instance(z3, Cond.and(m.productContext(), m.cond(within(p))), m);
                if (params != null && SampleCheck.affordable(moves, params)) {
                    SampleCheck.Failure f = SampleCheck.check(word, m.convention, moves, params, new LinkedHashMap<>());
                    if (f != null) {
                        return "refuted: the word disagrees with G beyond the sample grid: " + f.message();
                    }
                }
            }
            return null;
        }

        /** Every parameter in -FAR_HI..FAR_HI, and far (when not null) in FAR_LO..FAR_HI. */
        Sym within(String far) {
            Sym all = new Sym.Bin("<=", new Sym.Num(0), new Sym.Num(0));
            for (String p : word.parameters()) {
                Sym lo = new Sym.Bin("<=", new Sym.Num(p.equals(far) ? FAR_LO : -FAR_HI), new Sym.Name(p));
                all = new Sym.Bin("&&", all, new Sym.Bin("&&", lo, new Sym.Bin("<=", new Sym.Name(p), new Sym.Num(FAR_HI))));
            }
            return all;
        }

        /** The statement's parameters of a z3 model of ctx when they are a real instance of case m, else null. */
        Map<String, Long> instance(Z3Session z3, Cond ctx, CaseModel m) {
            Z3Session.Answer a = z3.check(ctx);
            if (a.verdict() != Prover.Verdict.SAT) {
                return null;
            }
            Map<String, Long> params = parameters(a.model());
            try {
                return params == null || !word.inDomain(params) || word.caseFor(m.convention, word.extend(params)) != m.wordCase ? null
                        : params;
            } catch (ArithmeticException e) {
                // a split by a divisor below 1 there: no instance (the split obligations refute such a statement)
                return null;
            }
        }

        /** The statement's parameters from a model of the case variables, or null. */
        Map<String, Long> parameters(Map<String, Long> model) {
            Map<String, Long> v = new LinkedHashMap<>(model);
            List<ParametricWord.Split> splits = word.splits();
            try {
                for (int i = splits.size() - 1; i >= 0; i--) {
                    ParametricWord.Split s = splits.get(i);
                    long by = s.by().eval(v);
                    v.put(s.of(), Math.addExact(Math.multiplyExact(v.getOrDefault(s.quotient(), 0L), by), v.getOrDefault(s.remainder(), 0L)));
                }
                Map<String, Long> out = new LinkedHashMap<>();
                for (String p : word.parameters()) {
                    out.put(p, v.getOrDefault(p, 0L));
                }
                return out;
            } catch (RuntimeException e) {
                return null;
            }
        }

        /**
         * Each count &gt;= 0 on the domain (products free), then each split's divisor &gt;= 1 and dividend
         * &gt;= 0 on the domain with the counts &gt;= 0 and what holds of the products.
         */
        List<Obligation> splitObligations() {
            Products plain = new Products(new java.util.HashSet<>(word.counts()));
            Cond domain = plain.cond(word.domain());
            List<Obligation> out = new ArrayList<>();
            List<Cond> counts = new ArrayList<>();
            for (String k : word.counts()) {
                out.add(new Obligation("split", "all", "count " + k + " >= 0", domain, Cond.lt(Affine.of(k), Affine.ZERO)));
                counts.add(Cond.le(Affine.ZERO, Affine.of(k)));
            }
            for (ParametricWord.Split s : word.splits()) {
                Affine by = plain.affine(s.by());
                Affine of = plain.affine(new Sym.Name(s.of()));
                Cond ctx = Cond.and(domain, Cond.and(counts), plain.sideConstraints());
                out.add(new Obligation("split", "all", s.of() + " / " + s.by().show() + ": divisor >= 1", ctx, Cond.lt(by, Affine.constant(1))));
                out.add(new Obligation("split", "all", s.of() + " / " + s.by().show() + ": dividend >= 0", ctx, Cond.lt(of, Affine.ZERO)));
            }
            return out;
        }

        Obligation coverage(List<CaseModel> models) {
            CaseModel first = models.get(0);
            List<Cond> guards = new ArrayList<>();
            for (CaseModel m : models) {
                guards.add(first.cond(m.wordCase.when()));
            }
            Cond ctx = Cond.and(Cond.and(first.splitFacts), first.domain, first.products.sideConstraints());
            return new Obligation("coverage", "all", "the cases cover the domain", ctx, Cond.not(Cond.or(guards)));
        }

        /**
         * Both solvers on every obligation; null when all are unsat, else what failed. An obligation
         * whose linear form has a model that is no counterexample, and that mentions product
         * variables, is replaced by its exact twin when that is unsat ({@link #twin}).
         */
        String solve(Z3Session z3, Convention c, List<Obligation> all, List<CaseModel> models) {
            if (!solve) {
                script.append(text(c, linear(all)));
                twinSections.append(sections(c, all));
                count += all.size();
                return null;
            }
            Map<String, long[]> z3Time = new LinkedHashMap<>();
            phaseMultiples = 0;
            int[] twins = new int[1];
            int[] halved = new int[1];
            for (int i = 0; i < all.size(); i++) {
                Obligation o = all.get(i);
                long t0 = System.nanoTime();
                Solved solved = solveOne(z3, c, o, models, twins, halved);
                add(z3Time, o, System.nanoTime() - t0);
                if (solved.failed() != null) {
                    flush(c, "z3 " + z3.version(), z3Time, "unsat");
                    return solved.failed();
                }
                all.remove(i);
                all.addAll(i, solved.obligations());
                i += solved.obligations().size() - 1;
            }
            if (twins[0] > 0) {
                notes.add(name(c) + ": " + twins[0] + " obligation(s) proved with the products' exact definitions (QF_NIA, both solvers), their linear "
                        + "form having a model that is no counterexample");
            }
            if (phaseMultiples > 0) {
                notes.add(name(c) + ": " + phaseMultiples + " of them built again with a multiple M of the modulus for each phase with no small bound "
                        + "(where their first form weakened a membership), M = m U in the twin");
            }
            if (halved[0] > 0) {
                notes.add(name(c) + ": " + halved[0] + " obligation(s) of the later periods proved in parts, each of the first periods after the "
                        + "first alone (K = i p) and the periods after those (K >= (m + 1) p), their form for all having a model that is no "
                        + "counterexample");
            }
            flush(c, "z3 " + z3.version(), z3Time, "unsat");
            String failed = cvc5 ? cvc5(z3, c, all) : null;
            script.append(text(c, linear(all)));
            twinSections.append(sections(c, all));
            count += all.size();
            return failed;
        }

        /** How many of the later periods {@link #inParts} tries alone, in turn. */
        static final int[] PERIODS_ALONE = {1, 2, 4, 8};

        /** The later periods in parts as z3 proved them, with the twins they took, or (obligations null) why not. */
        record Parts(List<Obligation> obligations, int twins, String failed) {
        }

        /**
         * The later periods' obligation o in parts ({@link Encoder#laterInParts}): the first m of
         * {@link #PERIODS_ALONE} whose parts z3 proves, each alone or (withTwins) by its exact twin;
         * else the last part's failure (a refutation at once), or no failure when o has no parts.
         */
        Parts inParts(Z3Session z3, Convention c, Obligation o, List<CaseModel> models, boolean withTwins) {
            String failed = null;
            for (int m : PERIODS_ALONE) {
                List<Obligation> parts = encoders.get(o.caseName()).laterInParts(o.id(), m);
                if (parts.isEmpty()) {
                    break;
                }
                int[] twins = withTwins ? new int[1] : null;
                List<Obligation> solved = new ArrayList<>();
                for (Obligation part : parts) {
                    Solved p = solveOne(z3, c, part, models, twins, null);
                    if (p.failed() != null && p.failed().startsWith("refuted")) {
                        return new Parts(null, 0, p.failed());
                    }
                    if (p.failed() != null) {
                        failed = p.failed();
                        solved = null;
                        break;
                    }
                    solved.addAll(p.obligations());
                }
                if (solved != null) {
                    return new Parts(solved, withTwins ? twins[0] : 0, null);
                }
            }
            return new Parts(null, 0, failed);
        }

        /** What z3 proved for an obligation (itself, its parts or its exact twin), or what failed. */
        record Solved(List<Obligation> obligations, String failed) {
        }

        /**
         * z3 on o. When it has a model that is no counterexample, and o is an obligation of the
         * later periods (only with halved, which counts those proved in parts): its parts proved
         * linearly ({@link #inParts}, no twin); else its exact twin ({@link #twin}, with twins,
         * which counts them); else its parts, each part alone or by its own twin. Linear parts come
         * first because cvc5 often answers unknown on a twin's K = k p that z3 proves; the whole's
         * twin before parts with twins because a part's twin of products can be harder still.
         */
        Solved solveOne(Z3Session z3, Convention c, Obligation o, List<CaseModel> models, int[] twins, int[] halved) {
            Z3Session.Answer a = z3.check(o.formula());
            String failed = a.verdict() == Prover.Verdict.UNSAT ? null : counterexample(c, o, a);
            if (failed == null) {
                return new Solved(List.of(o), null);
            }
            if (a.verdict() != Prover.Verdict.SAT || !failed.startsWith("unproved") || twins == null) {
                return new Solved(null, failed);
            }
            boolean later = halved != null && o.lemma().equals("mex");
            Parts parts = later ? inParts(z3, c, o, models, false) : new Parts(null, 0, null);
            if (parts.obligations() == null && (parts.failed() == null || !parts.failed().startsWith("refuted"))) {
                Twin twin = twin(z3, o, models, false);
                Encoder enc = encoders.get(o.caseName()); // none for an obligation of no case's mex rule (coverage, split)
                Obligation exact = twin.obligation() == null && enc != null ? enc.withMultiples(o.id()) : null;
                Twin withMultiples = exact == null ? null : twin(z3, exact, models, true);
                if (withMultiples != null && withMultiples.obligation() != null) {
                    twin = withMultiples;
                    phaseMultiples++;
                }
                if (twin.obligation() != null) {
                    twins[0]++;
                    return new Solved(List.of(twin.obligation()), null);
                }
                failed += " (its exact twin: " + twin.why() + (withMultiples == null ? "" : "; with its phases' multiples: " + withMultiples.why()) + ")";
                parts = parts.failed() == null ? parts : inParts(z3, c, o, models, true);
            }
            if (parts.obligations() != null) {
                twins[0] += parts.twins();
                halved[0]++;
                return new Solved(parts.obligations(), null);
            }
            if (parts.failed() != null && parts.failed().startsWith("refuted")) {
                return new Solved(null, parts.failed()); // a real counterexample in a part refutes the word
            }
            return new Solved(null, parts.failed() == null ? failed : failed + "; in parts: " + parts.failed());
        }

        /** z3's time for an exact twin with the multiples' definitions (tried after the one without them). */
        static final int MULTIPLES_TWIN_MS = 3_000;

        /** z3's time for the twin of an obligation built with its phases' multiples ({@link Encoder#withMultiples}). */
        static final int MULTIPLES_AT_ONCE_MS = 10_000;

        /** An exact twin, or null and why not. */
        record Twin(Obligation obligation, String why) {
        }

        /**
         * The exact twin of an obligation: its context with the exact definitions of the products it
         * mentions, each true of every real position (as those variables stand for them): P = count *
         * unit for a product variable ({@link Cond.Product}); J = i * unit with 0 &lt;= i &lt;= count - 1
         * for the offset J of a repetition of a group whose unit is not constant; K = k * p with
         * k &gt;= 1 for the later periods' offset K. Its goal is unchanged. No twin (why) unless z3 finds
         * the twin unsat and its context satisfiable (a twin whose context has no model would hold
         * vacuously). The multiples of the phases (M = m U) are added after a try without them, or at
         * once (multiplesAtOnce) for an obligation built with them where its first form weakened a
         * membership ({@link Encoder#withMultiples}).
         */
        Twin twin(Z3Session z3, Obligation o, List<CaseModel> models, boolean multiplesAtOnce) {
            Set<String> vars = o.variables();
            List<Cond> defs = new ArrayList<>();
            CaseModel m = models.stream().filter(x -> x.wordCase.name().equals(o.caseName())).findFirst().orElse(models.get(0));
            // the products it mentions, and those their units mention (a nest's unit holds an inner group's product)
            java.util.Set<String> mentioned = new java.util.HashSet<>();
            m.products.mentioned(vars).forEach(p -> mentioned.add(p.name()));
            for (Products.Product p : m.products.all()) {
                if (mentioned.contains(p.name())) {
                    defs.add(new Cond.Product(p.name(), p.count(), p.unit()));
                }
            }
            for (CaseModel.Group g : m.groups) {
                if (vars.contains(g.indexVariable()) && !g.unit().isConstant()) {
                    Affine i = Affine.of(g.ordinalVariable());
                    defs.add(new Cond.Product(g.indexVariable(), g.ordinalVariable(), g.unit()));
                    defs.add(Cond.and(Cond.le(Affine.ZERO, i), Cond.le(i, g.count().plus(-1))));
                }
            }
            if (vars.contains(Encoder.PERIODS)) {
                defs.add(new Cond.Product(Encoder.PERIODS, Encoder.PERIOD_COUNT, m.periodLength));
                defs.add(Cond.le(Affine.constant(1), Affine.of(Encoder.PERIOD_COUNT)));
            }
            List<Cond> multiples = new ArrayList<>();
            for (Map.Entry<String, Affine> e : m.multiples.entrySet()) {
                if (vars.contains(e.getKey())) {
                    String ordinal = CaseModel.MULTIPLE_ORDINAL + e.getKey().substring(CaseModel.MULTIPLE.length());
                    multiples.add(new Cond.Product(e.getKey(), ordinal, e.getValue()));
                }
            }
            if (defs.stream().noneMatch(Cond::nonlinear) && multiples.isEmpty()) {
                return new Twin(null, "none, no product in it");
            }
            if (multiplesAtOnce) {
                defs.addAll(multiples);
            }
            Obligation twin = new Obligation(o.lemma(), o.caseName(), o.id() + " [exact products]", Cond.and(o.context(), Cond.and(defs)), o.goal());
            Z3Session.Answer a = multiplesAtOnce ? z3.checkWithin(twin.formula(), MULTIPLES_AT_ONCE_MS)
                    : defs.stream().anyMatch(Cond::nonlinear) ? z3.check(twin.formula()) : new Z3Session.Answer(Prover.Verdict.SAT, Map.of());
            if (a.verdict() != Prover.Verdict.UNSAT && !multiplesAtOnce && !multiples.isEmpty()) {
                // the multiples of the phases exact too, M = m U: often beyond z3's nonlinear reach, so a brief attempt
                defs.addAll(multiples);
                twin = new Obligation(o.lemma(), o.caseName(), o.id() + " [exact products]", Cond.and(o.context(), Cond.and(defs)), o.goal());
                a = z3.checkWithin(twin.formula(), MULTIPLES_TWIN_MS);
            }
            if (a.verdict() != Prover.Verdict.UNSAT) {
                return new Twin(null, "z3 answers " + a.verdict().name().toLowerCase(Locale.ROOT) + (a.model().isEmpty() ? "" : ", " + a.model()));
            }
            Prover.Verdict context = z3.check(twin.context()).verdict();
            if (context != Prover.Verdict.SAT) {
                return new Twin(null, "unsat, but z3 answers " + context.name().toLowerCase(Locale.ROOT) + " on its context: it would hold vacuously");
            }
            return new Twin(twin, null);
        }

        /**
         * The induction step from "the mex rule at every position" to G for this many positive moves
         * (UFLIA, quantified; the statement's moves are positive by the wellformed lemma): z3 (the API's
         * parser) and cvc5 must both answer unsat.
         */
        String step(Convention c) {
            String text = MexLink.step(c == Convention.SINK, moves.size());
            for (Prover.Kind k : cvc5 ? List.of(Prover.Kind.Z3, Prover.Kind.CVC5) : List.of(Prover.Kind.Z3)) {
                try (Prover p = k.open(timeoutMs)) {
                    long t0 = System.nanoTime();
                    Prover.Verdict v = p.checkSmtLib(text);
                    Row row = new Row(st.id(), name(c), "all", "step", k.id() + " " + p.version(), 1, (System.nanoTime() - t0) / 1_000_000,
                            v.name().toLowerCase(Locale.ROOT));
                    rows.add(row);
                    progress.accept(row);
                    if (v != Prover.Verdict.UNSAT) {
                        return "unproved: " + k.id() + " answers " + row.verdict() + " on the induction step for " + moves.size() + " moves";
                    }
                }
            }
            return null;
        }

        /**
         * cvc5 on the SMT-LIB text of each (case, lemma) group: its linear obligations in one
         * incremental session, its exact twins (QF_NIA) each alone ({@link #alone}); null when every
         * answer is unsat. A twin goes alone because one incremental session carries what cvc5 learnt
         * on earlier twins into the next, where it often spent its whole time limit on twins it
         * refutes alone in a fraction of a second. A group with a twin cvc5 does not refute alone is
         * run again whole in one session, as before twins went alone: there some twins are refuted
         * after the obligations before them and not alone.
         */
        String cvc5(Z3Session z3, Convention c, List<Obligation> all) {
            try (Cvc5Prover cvc5 = new Cvc5Prover(timeoutMs); Cvc5Prover alone = new Cvc5Prover(timeoutMs > 0 ? Math.min(timeoutMs, TWIN_MS) : TWIN_MS)) {
                for (Map.Entry<String, List<Obligation>> g : groups(all).entrySet()) {
                    z3.inBudget();
                    long t0 = System.nanoTime();
                    List<Obligation> group = g.getValue();
                    List<Obligation> linear = group.stream().filter(o -> !o.formula().nonlinear()).toList();
                    String bad = linear.isEmpty() ? null : linearThenAlone(cvc5, alone, z3, c, linear);
                    String twins = null;
                    for (Obligation o : group) {
                        twins = bad != null || twins != null || !o.formula().nonlinear() ? twins : alone(alone, z3, c, o);
                    }
                    if (twins != null && twins.endsWith(SAT_ALONE)) {
                        bad = twins; // cvc5 has a model where z3 has none: a disagreement, never tried again
                    } else if (bad == null && twins != null) {
                        // some twin cvc5 does not refute alone: the whole group in one session, where earlier obligations may help
                        bad = incremental(cvc5, z3, c, group);
                        bad = bad == null ? null : twins + "; the group in one session: " + bad;
                        if (bad == null) {
                            inOneSession.addAll(group);
                        }
                    }
                    String[] kl = g.getKey().split("\u0000");
                    Row row = new Row(st.id(), name(c), kl[0], kl[1], "cvc5 " + cvc5.version(), group.size(),
                            (System.nanoTime() - t0) / 1_000_000, bad == null ? "unsat" : "FAILED");
                    rows.add(row);
                    progress.accept(row);
                    if (bad != null) {
                        return "unproved: cvc5 does not refute every obligation (" + bad + ")";
                    }
                }
            }
            return null;
        }

        /** The obligations by (case, lemma), in order of first appearance: cvc5's groups. */
        static Map<String, List<Obligation>> groups(List<Obligation> all) {
            Map<String, List<Obligation>> groups = new LinkedHashMap<>();
            all.forEach(o -> groups.computeIfAbsent(o.caseName() + "\u0000" + o.lemma(), k -> new ArrayList<>()).add(o));
            return groups;
        }

        /**
         * The obligations of the kept script's incremental QF_LIA part: the linear ones of groups
         * not kept in one session, but those refuted alone.
         */
        List<Obligation> linear(List<Obligation> obligations) {
            return obligations.stream().filter(o -> !o.formula().nonlinear() && !inOneSession.contains(o) && !linearAlone.contains(o)).toList();
        }

        /**
         * cvc5 on a group's linear obligations in one incremental session, as {@link #incremental};
         * when it answers unknown to some (its time limit), each of the group's linear obligations
         * is tried again alone, in the tries of a twin ({@link #alone}), and kept in a section of its
         * own with the setting that refuted it ({@link #sections}). All of them, not only those left
         * unknown: which those are depends on the machine's speed near the time limit, and the kept
         * file must not. Null when each is refuted, else the first that is not.
         */
        String linearThenAlone(Cvc5Prover cvc5, Cvc5Prover alone, Z3Session z3, Convention c, List<Obligation> linear) {
            List<SmtLib.Answer> answers = cvc5.run(logic(linear) + text(c, linear), z3::overBudget, sessionUnits);
            String cut = cutShort(z3, answers, linear);
            if (cut != null) {
                return cut;
            }
            boolean unknown = false;
            for (SmtLib.Answer a : answers) {
                if (!a.verdict().equals("unsat") && !a.verdict().equals("unknown")) {
                    return a.id() + ": " + a.verdict();
                }
                unknown = unknown || a.verdict().equals("unknown");
            }
            if (!unknown) {
                return null;
            }
            for (Obligation o : linear) {
                String bad = alone(alone, z3, c, o);
                if (bad != null) {
                    return bad;
                }
                linearAlone.add(o);
            }
            return null;
        }

        /**
         * cvc5 on obligations in one incremental session (QF_NIA when one of them is nonlinear): null
         * when each is unsat, else the first that is not.
         */
        String incremental(Cvc5Prover cvc5, Z3Session z3, Convention c, List<Obligation> obligations) {
            List<SmtLib.Answer> answers = cvc5.run(logic(obligations) + text(c, obligations), z3::overBudget);
            String cut = cutShort(z3, answers, obligations);
            if (cut != null) {
                return cut;
            }
            return answers.stream().filter(a -> !a.verdict().equals("unsat")).map(a -> a.id() + ": " + a.verdict()).findFirst().orElse(null);
        }

        /** Why a session answered fewer than its obligations (the time budget cut it short), or null. */
        static String cutShort(Z3Session z3, List<SmtLib.Answer> answers, List<Obligation> obligations) {
            if (answers.size() >= obligations.size()) {
                return null;
            }
            z3.inBudget(); // a group the budget cut short is unproved for the budget, not for cvc5
            return answers.size() + " answers for " + obligations.size() + " obligations";
        }

        static String logic(List<Obligation> obligations) {
            return obligations.stream().anyMatch(o -> o.formula().nonlinear()) ? "(set-logic QF_NIA)\n" : "(set-logic QF_LIA)\n";
        }

        /**
         * cvc5's tries of a twin alone, in turn: each of {@link Cvc5Prover#NONLINEAR_SETTINGS} with a
         * resource count (rlimit-per) of 100,000, then its defaults with 2,000,000. A count rather
         * than a time, so that the setting a kept file records is the same on every machine; the
         * small count is under a second where it counts, and most twins need no more.
         */
        static final List<Try> TWIN_TRIES = twinTries();

        /** One try of a twin alone: a setting and a resource count. */
        record Try(String setting, long resourceUnits) {
        }

        static List<Try> twinTries() {
            List<Try> out = new ArrayList<>();
            Cvc5Prover.NONLINEAR_SETTINGS.forEach(s -> out.add(new Try(s, 100_000)));
            out.add(new Try("", 2_000_000));
            return List.copyOf(out);
        }

        /**
         * cvc5's time for one try of a twin: cvc5 does not count resources in some of its nonlinear
         * procedures, where the count alone would not end a try (docs/word-prover.md).
         */
        static final int TWIN_MS = 10_000;

        /**
         * cvc5 on an exact twin alone, in a fresh solver, in each of its tries ({@link #TWIN_TRIES}) in turn (the
         * prover made with {@link #TWIN_MS}): the setting of the first in which it answers unsat is
         * kept for the twin's section of the kept script ({@link #section}); null then, else why not.
         */
        String alone(Cvc5Prover cvc5, Z3Session z3, Convention c, Obligation o) {
            String last = "no answer";
            for (Try t : twinTries) {
                z3.inBudget();
                List<SmtLib.Answer> a = cvc5.run(section(c, o, t.setting()), z3::overBudget, t.resourceUnits());
                if (a.size() != 1) {
                    z3.inBudget();
                    return o.id() + ": " + a.size() + " answers";
                }
                last = a.get(0).verdict();
                if (last.equals("unsat")) {
                    settings.put(o, t.setting());
                    return null;
                }
                if (last.equals("sat")) {
                    break;
                }
            }
            return o.id() + (last.equals("sat") ? SAT_ALONE : ": " + last + " in each of its " + twinTries.size() + " tries alone");
        }

        /** How {@link #alone} ends what it says when cvc5 answers sat. */
        static final String SAT_ALONE = ": sat alone";

        /**
         * The section of the kept script of an exact twin or of a linear obligation refuted alone:
         * after {@code (reset)} (a fresh solver, the setting cvc5 refuted it under, its logic), its
         * declarations, context and goal.
         */
        String section(Convention c, Obligation o, String setting) {
            return "(reset)\n" + setting + logic(List.of(o)) + text(c, List.of(o));
        }

        /**
         * The kept script's sections after its incremental part: a group cvc5 refuted in one session
         * as one section (its logic after (reset), then its obligations, as cvc5 saw them); else each
         * exact twin and each linear obligation refuted alone in its own, with the setting cvc5
         * refuted it under (its defaults when cvc5 did not run).
         */
        String sections(Convention c, List<Obligation> obligations) {
            StringBuilder sb = new StringBuilder();
            for (List<Obligation> group : groups(obligations).values()) {
                if (inOneSession.contains(group.get(0))) {
                    sb.append("(reset)\n").append(logic(group)).append(text(c, group));
                    continue;
                }
                for (Obligation o : group) {
                    if (o.formula().nonlinear() || linearAlone.contains(o)) {
                        sb.append(section(c, o, settings.getOrDefault(o, "")));
                    }
                }
            }
            return sb.toString();
        }

        /**
         * The SMT-LIB text of obligations: consecutive ones with the same context share one push
         * with the declarations and the context; each goal has its own push, echo, check-sat and pop.
         */
        String text(Convention c, List<Obligation> obligations) {
            StringBuilder sb = new StringBuilder();
            int i = 0;
            while (i < obligations.size()) {
                Cond ctx = obligations.get(i).context();
                int j = i;
                java.util.Set<String> vars = new java.util.TreeSet<>();
                while (j < obligations.size() && obligations.get(j).context().equals(ctx)) {
                    vars.addAll(obligations.get(j).variables());
                    j++;
                }
                sb.append("(push 1)\n");
                vars.forEach(v -> sb.append("(declare-const ").append(Affine.symbol(v)).append(" Int)\n"));
                sb.append("(assert ").append(ctx.toSmt()).append(")\n");
                for (Obligation o : obligations.subList(i, j)) {
                    sb.append("(push 1)\n(echo \"").append(name(c)).append(": ").append(o.caseName()).append(": ").append(o.id().replace('"', '\''))
                            .append("\")\n(assert ").append(o.goal().toSmt()).append(")\n(check-sat)\n(pop 1)\n");
                }
                sb.append("(pop 1)\n");
                i = j;
            }
            return sb.toString();
        }

        private void add(Map<String, long[]> time, Obligation o, long nanos) {
            long[] t = time.computeIfAbsent(o.caseName() + "\u0000" + o.lemma(), k -> new long[2]);
            t[0]++;
            t[1] += nanos;
        }

        private void flush(Convention c, String solver, Map<String, long[]> time, String verdict) {
            time.forEach((k, t) -> {
                String[] kl = k.split("\u0000");
                Row row = new Row(st.id(), name(c), kl[0], kl[1], solver, (int) t[0], t[1] / 1_000_000, verdict);
                rows.add(row);
                progress.accept(row);
            });
        }

        /** What a satisfiable obligation means: a concrete counterexample, or an encoding too weak to decide. */
        String counterexample(Convention c, Obligation o, Z3Session.Answer a) {
            String where = name(c) + ", case " + o.caseName() + ", " + o.lemma() + " obligation '" + o.id() + "'";
            if (a.verdict() == Prover.Verdict.UNKNOWN) {
                return "unproved: z3 answers unknown on " + where;
            }
            Map<String, Long> params = parameters(a.model());
            String model = a.model().toString();
            if (params != null && word.inDomain(params) && SampleCheck.affordable(moves, params)) {
                SampleCheck.Failure f = SampleCheck.check(word, c, moves, params, new LinkedHashMap<>());
                if (f != null) {
                    return "refuted: " + where + " fails at " + f.message() + " (z3 model " + model + ")";
                }
            }
            return "unproved: " + where + " has a model (" + model + ") that is no counterexample"
                    + (params == null ? "" : " at " + params) + ": the word may hold, but this encoding does not show it";
        }
    }

    /**
     * The obligations that case m is well formed: every product's unit at least 1 (with the facts
     * of the inner products it mentions, never its own), and the case's own conditions
     * ({@link CaseModel#wellFormed}). What the case model assumes (the minimality arguments among
     * its users) holds only where these are refuted.
     */
    static List<Obligation> wellFormed(CaseModel m) {
        List<Obligation> out = new ArrayList<>();
        for (Products.Product p : m.products.all()) {
            // with the facts of the inner products its unit mentions (a group in a nest), never its own
            List<Products.Product> inner = m.products.mentioned(p.unit().variables());
            Cond ctx = inner.isEmpty() ? m.plainContext() : Cond.and(m.plainContext(), m.products.sideConstraints(inner));
            out.add(new Obligation("wellformed", m.wordCase.name(), "unit of " + p.name() + " >= 1", ctx, Cond.lt(p.unit(), Affine.constant(1))));
        }
        for (Cond f : m.wellFormed()) {
            out.add(new Obligation("wellformed", m.wordCase.name(), f.show(), m.productContext(), Cond.not(f)));
        }
        return out;
    }

    static String name(Convention c) {
        return c.name().toLowerCase(Locale.ROOT);
    }
}
