package org.subgames.proof.word;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import org.subgames.game.Convention;
import org.subgames.proof.smt.Prover;
import org.subgames.symbolic.Affine;
import org.subgames.symbolic.Cond;
import org.subgames.symbolic.Products;

/**
 * The mex obligations of one case. A position x of a run is written symbolically: base + (preperiod
 * length + K for the period) + (group start + J for a repeated group) + offset + y, 0 &lt;= y &lt;
 * length, where J = j * unit and K = k * period. Periodic positions split into the first period
 * (K = 0) and all later ones (K &gt;= period, so every period back is covered). Where x - s lands
 * is decided by membership formulas: a run of the period holds x - s when x - s is past the
 * preperiod and its phase (offset mod the period, then mod the group's unit) lies in the run.
 * Phases stay linear: K, J and product variables that are multiples of the modulus are dropped, and
 * the rest w is shown to lie within [lo U, hi U) (lo, hi found by z3, the bound itself part of the
 * formula), so "w mod U = w - m U" is a disjunction over m. A membership that cannot be made exact
 * is weakened soundly: to false where it must imply membership (reachability) and to true where it
 * must follow from it (anti-collision), so an imprecise encoding can fail a proof, never fake one.
 */
final class Encoder {

    private static final int[] BOUNDS = {0, 1, 2, 3, 4, 8, 16};

    /**
     * The encoder's own variables: y (the position within a run) and K (k times the period). They
     * begin with '#', which no name of a statement can (parameters, lets, counts and split variables
     * are identifiers), so a statement can never name, constrain or capture them.
     */
    static final String POSITION = "#y";
    static final String PERIODS = "#K";
    /** k with K = k p, k &gt;= 1, in the exact twins ({@link WordProver}): the encoder itself never states it. */
    static final String PERIOD_COUNT = "#k";
    /** The prefix of the quotients of phases modulo a constant ('#', as the others). */
    static final String QUOTIENT = "#q";
    /** A shift of the period word, 1 &lt;= e &lt;= p / 2 (the shift-witness argument for minimality). */
    static final String SHIFT = "#e";

    private final CaseModel model;
    private final Z3Session z3;
    /**
     * Whether a phase with no small bound in units of its modulus takes a fresh multiple (as in a
     * nest, {@link #multiple}) instead of weakening its membership: exact at the real multiple, so
     * the exact twin, which adds M = m U, can show what the weakened form cannot ({@link #withMultiples}).
     */
    private final boolean exactPhases;
    /** Where each obligation built so far comes from (its run and copy), by id, for {@link #withMultiples}. */
    private final Map<String, Source> sources = new HashMap<>();

    private record Source(CaseModel.Slot slot, Copy copy) {
    }
    private final Map<String, int[]> boundCache = new HashMap<>();
    /** The current source context's SMT-LIB text. */
    private String sourceText;
    /** Runs without a position in the case (their obligations hold trivially, and that is right). */
    final List<String> empty = new ArrayList<>();
    /** Source contexts without a model although the run has positions: an encoding error. */
    final List<String> vacuous = new ArrayList<>();
    private Cond sourceContext;
    private String sourceKey;
    /**
     * The quotients of the current source: for a constant modulus U and a term w, a fresh #q with
     * 0 &lt;= w - U #q &lt; U (a definition: exactly one #q satisfies it whatever the other
     * variables are, so adding it to the context neither removes nor adds a model of the rest).
     */
    private final Map<String, String> quotients = new java.util.LinkedHashMap<>();
    private final List<Cond> definitions = new ArrayList<>();

    Encoder(CaseModel model, Z3Session z3) {
        this(model, z3, false);
    }

    private Encoder(CaseModel model, Z3Session z3, boolean exactPhases) {
        this.model = model;
        this.z3 = z3;
        this.exactPhases = exactPhases;
    }

    /**
     * The mex obligation {@code id} built again with a fresh multiple #M for each phase that has no
     * small bound in units of its modulus, where this encoder weakened the membership; null when
     * id is no mex obligation built here or nothing in it was weakened so (the same obligation).
     * Sound as every multiple is ({@link #multiple}); its twin with M = m U is what the prover tries.
     */
    Obligation withMultiples(String id) {
        Source src = sources.get(id);
        if (src == null || model.nested()) {
            return null;
        }
        Encoder exact = new Encoder(model, z3, true);
        Obligation o = exact.forSource(src.slot(), src.copy()).stream().filter(x -> x.id().equals(id)).findFirst().orElseThrow();
        return o.formula().variables().stream().anyMatch(v -> v.startsWith(CaseModel.MULTIPLE)) ? o : null;
    }

    /**
     * Which copies of the word a source position lies in: the preperiod; the first period (K = 0);
     * the later ones (K = p or K &gt;= 2 p); and, when an obligation of the later ones fails with a
     * model that is no counterexample ({@link #laterInParts}), one period alone (K = i p for a
     * number i, so x - s is a term without K and its membership in the preperiod can be exact) or
     * the periods from one on (K &gt;= i p).
     *
     * @param periods K's multiple of p: exactly (AT), at least (FROM, and LATER besides K = p); unused otherwise
     */
    record Copy(Kind kind, int periods) {
        enum Kind { PRE, FIRST, LATER, AT, FROM }

        static final Copy PRE = new Copy(Kind.PRE, 0);
        static final Copy FIRST = new Copy(Kind.FIRST, 0);
        static final Copy LATER = new Copy(Kind.LATER, 2); // K = p or K >= 2p

        /** The copy's words in an obligation's id (K = p is the second period, K &gt;= 2p the third period on). */
        String where() {
            return switch (kind) {
                case PRE -> "";
                case FIRST -> ", first period";
                case LATER -> ", later periods";
                case AT -> periods == 1 ? ", second period" : ", period " + (periods + 1);
                case FROM -> periods == 2 ? ", third period on" : ", period " + (periods + 1) + " on";
            };
        }
    }

    /** Every mex obligation of the case, in run order: per run and branch, anti per move, reach per smaller letter. */
    List<Obligation> mexObligations() {
        List<Obligation> out = new ArrayList<>();
        for (CaseModel.Slot s : model.slots) {
            if (s.inPeriod()) {
                out.addAll(forSource(s, Copy.FIRST));
                out.addAll(forSource(s, Copy.LATER));
            } else {
                out.addAll(forSource(s, Copy.PRE));
            }
        }
        return out;
    }

    /**
     * The obligations that together say what the later periods' obligation {@code id} says: the
     * same goal for each period K = i p, 1 &lt;= i &lt;= m, alone, and for the periods from K = (m +
     * 1) p on, whose positions together are exactly the later periods' (K = k p, k &gt;= 1). Their
     * memberships are built and weakened as every other's, so each is sound alone. Empty when id
     * is no such obligation or a part's context has no model in z3 (a part must not hold vacuously).
     */
    List<Obligation> laterInParts(String id, int m) {
        for (CaseModel.Slot s : model.slots) {
            String later = s.label() + Copy.LATER.where() + ",";
            if (!s.inPeriod() || !id.startsWith("anti " + later) && !id.startsWith("reach " + later)) {
                continue;
            }
            List<Copy> copies = new ArrayList<>();
            for (int i = 1; i <= m; i++) {
                copies.add(new Copy(Copy.Kind.AT, i));
            }
            copies.add(new Copy(Copy.Kind.FROM, m + 1));
            List<Obligation> out = new ArrayList<>();
            for (Copy copy : copies) {
                String same = id.replace(later, s.label() + copy.where() + ",");
                Obligation part = forSource(s, copy).stream().filter(o -> o.id().equals(same)).findFirst().orElseThrow();
                if (z3.check(part.context()).verdict() != Prover.Verdict.SAT) {
                    return List.of();
                }
                out.add(part);
            }
            return out;
        }
        return List.of();
    }

    /** The positions x of run s in this copy of the word, with the facts of their variables added to dom. */
    private Affine position(CaseModel.Slot s, Copy copy, List<Cond> dom) {
        Affine y = Affine.of(POSITION);
        Affine x = y.plus(s.offset()).plus(model.base());
        dom.add(Cond.le(Affine.ZERO, y));
        dom.add(Cond.lt(y, s.length()));
        if (s.inPeriod()) {
            x = x.plus(model.preLength);
            Affine k = Affine.of(PERIODS);
            Affine p = model.periodLength;
            if (copy.kind() == Copy.Kind.AT) {
                x = x.plus(p.times(copy.periods()));
            } else if (copy.kind() != Copy.Kind.FIRST) {
                x = x.plus(k);
                Cond from = Cond.le(p.times(copy.periods()), k);
                dom.add(copy.kind() == Copy.Kind.LATER ? Cond.or(Cond.eq(k, p), from) : from);
            }
        }
        if (s.group() != null) {
            for (CaseModel.Group g : s.group().chain()) {
                x = x.plus(repetition(g, dom));
            }
        }
        return x;
    }

    private List<Obligation> forSource(CaseModel.Slot s, Copy copy) {
        List<Cond> dom = new ArrayList<>();
        Affine x = position(s, copy, dom);
        String where = s.label() + copy.where();
        startSource(Cond.and(model.mexContext(), Cond.and(dom)), where);
        if (copy.kind() != Copy.Kind.AT && copy.kind() != Copy.Kind.FROM) {
            guardSatisfiable(s, where);
        }
        List<String> ids = new ArrayList<>();
        List<Cond> goals = new ArrayList<>();
        for (int i = 0; i < model.moves.size(); i++) {
            Affine z = x.minus(model.moves.get(i));
            List<Cond> same = new ArrayList<>();
            for (CaseModel.Slot t : model.slots) {
                if (t.letter() == s.letter()) {
                    same.add(member(z, t, false));
                }
            }
            if (model.convention == Convention.SINK && s.letter() == 0) {
                same.add(Cond.le(z, Affine.ZERO));
            }
            ids.add("anti " + where + ", move " + model.moveNames.get(i));
            goals.add(Cond.or(same));
        }
        for (int u = 0; u < s.letter(); u++) {
            List<Cond> ways = new ArrayList<>();
            for (Affine m : model.moves) {
                Affine z = x.minus(m);
                for (CaseModel.Slot t : model.slots) {
                    if (t.letter() == u) {
                        ways.add(member(z, t, true));
                    }
                }
                if (model.convention == Convention.SINK && u == 0) {
                    ways.add(Cond.le(z, Affine.ZERO));
                }
            }
            ids.add("reach " + where + ", letter " + u);
            goals.add(Cond.not(Cond.or(ways)));
        }
        Cond context = withDefinitions();
        List<Obligation> out = new ArrayList<>();
        for (int i = 0; i < ids.size(); i++) {
            out.add(new Obligation("mex", model.wordCase.name(), ids.get(i), context, goals.get(i)));
            sources.put(ids.get(i), new Source(s, copy));
        }
        return out;
    }

    /**
     * The offset of a position's repetition in group g, start + J, with the facts of J added to dom:
     * those of a multiple of the unit, and J = U j, 0 &lt;= j &lt;= count - 1 for a constant unit U.
     */
    private static Affine repetition(CaseModel.Group g, List<Cond> dom) {
        Affine j = Affine.of(g.indexVariable());
        Affine rest = g.span().minus(g.unit()).minus(j);
        dom.add(Cond.le(Affine.ZERO, j));
        dom.add(Cond.or(Cond.eq(j, Affine.ZERO), Cond.le(g.unit(), j)));
        dom.add(Cond.le(Affine.ZERO, rest));
        dom.add(Cond.or(Cond.eq(rest, Affine.ZERO), Cond.le(g.unit(), rest)));
        if (g.unit().isConstant()) {
            // a constant unit U: J = U j exactly, with j the repetition, 0 <= j <= count - 1 (linear)
            Affine i = Affine.of(g.ordinalVariable());
            dom.add(Cond.eq(j, i.times(g.unit().constantTerm())));
            dom.add(Cond.le(Affine.ZERO, i));
            dom.add(Cond.le(i, g.count().plus(-1)));
        }
        return g.start().plus(j);
    }

    private void startSource(Cond context, String key) {
        context(context, key);
        quotients.clear();
        definitions.clear();
    }

    /** Makes context the current source context (its text kept for {@link Z3Session#under}), named key. */
    private void context(Cond context, String key) {
        sourceContext = context;
        sourceText = context.toSmt();
        sourceKey = key;
    }

    /** The source context with the definitions of the quotients its memberships use. */
    private Cond withDefinitions() {
        return Cond.and(sourceContext, Cond.and(definitions));
    }

    /**
     * The obligation that the preperiod is exact when it is not empty: the letter at its last
     * position x0 - 1 differs from the letter one period on (memberships weakened to follow from the
     * real ones, so unsat proves it). Then G is not periodic from x0 - 1 with the word's period, nor
     * with any divisor of it.
     */
    Obligation preperiodExact() {
        Affine x = model.preLength.plus(model.base() - 1);
        Affine y = x.plus(model.periodLength);
        startSource(Cond.and(model.mexContext(), Cond.le(Affine.constant(1), model.preLength)), "preperiod exact");
        List<Cond> same = new ArrayList<>();
        for (CaseModel.Slot r : model.slots) {
            for (CaseModel.Slot t : model.slots) {
                if (r.letter() == t.letter()) {
                    same.add(Cond.and(member(x, r, false), member(y, t, false)));
                }
            }
        }
        return new Obligation("claim", model.wordCase.name(), "the preperiod is exact: the letter before the period differs from the one a period on",
                withDefinitions(), Cond.or(same));
    }

    /**
     * The context of the shift-witness obligation: the mex context and a shift e with 1 &lt;= e and
     * 2 e &lt;= p (every proper divisor of p is such a shift).
     */
    Cond shiftContext() {
        Affine e = Affine.of(SHIFT);
        return Cond.and(model.mexContext(), Cond.le(Affine.constant(1), e), Cond.le(e.times(2), model.periodLength));
    }

    /** The context of the shift witness at one shift: the mex context and q e = p (e = p / q, q &gt;= 2). */
    Cond shiftContext(int q) {
        Affine e = Affine.of(SHIFT);
        return Cond.and(model.mexContext(), Cond.le(Affine.constant(1), e), Cond.eq(e.times(q), model.periodLength));
    }

    /**
     * The shift-witness obligation: some shift e (1 &lt;= e, 2 e &lt;= p) keeps the letter at every
     * candidate position x of the periodic part, at x + e and at x + p - e. The candidates are the
     * first and last positions of every run of the period (of the first and last copy of a group),
     * each with the condition that the position lies in its run, so its letter is the run's; the
     * letter a shift away is a membership weakened to follow from the real one. Unsat: for every
     * such e, some position of the periodic part has a letter other than the one e further on (or e
     * before), so no proper divisor of p is a period of the period word.
     */
    Obligation shiftWitness() {
        return shiftWitness(shiftContext(), "shift witness", "minimal by shift witnesses: no shift e, 1 <= e <= p / 2, keeps the letter at every run's first and last position");
    }

    /**
     * The shift-witness obligation at the one shift e = p / q ({@link #shiftContext(int)}): unsat
     * shows that p / q is no cyclic period of the period word.
     */
    Obligation shiftWitness(int q) {
        return shiftWitness(shiftContext(q), "shift witness at p / " + q, "minimal by a shift witness at p / " + q + ": the shift e = p / " + q
                + " does not keep the letter at every run's first and last position");
    }

    private Obligation shiftWitness(Cond shifts, String key, String id) {
        Affine e = Affine.of(SHIFT);
        Affine p = model.periodLength;
        Affine start = model.preLength.plus(model.base());
        context(shifts, key);
        List<Cond> kept = new ArrayList<>();
        for (CaseModel.Slot s : model.slots) {
            if (!s.inPeriod()) {
                continue;
            }
            Cond in = Cond.le(Affine.constant(1), s.length());
            List<Affine> firsts = new ArrayList<>(List.of(s.offset()));
            if (s.group() != null) {
                // the run in the first copy of every group around it, and in the last copy of each
                Affine first = s.offset();
                Affine last = s.offset();
                for (CaseModel.Group g : s.group().chain()) {
                    in = Cond.and(in, Cond.le(Affine.constant(1), g.count()));
                    first = first.plus(g.start());
                    last = last.plus(g.start()).plus(g.span()).minus(g.unit());
                }
                firsts = List.of(first, last);
            }
            for (Affine first : firsts) {
                for (Affine o : List.of(first, first.plus(s.length()).minus(Affine.constant(1)))) {
                    Affine x = start.plus(o);
                    kept.add(Cond.or(Cond.not(in), letterAt(x.plus(e), s.letter())));
                    kept.add(Cond.or(Cond.not(in), letterAt(x.plus(p).minus(e), s.letter())));
                }
            }
        }
        return new Obligation("claim", model.wordCase.name(), id, sourceContext, Cond.and(kept));
    }

    /** Position z (in the periodic part) has letter l: weakened to follow from the real membership. */
    private Cond letterAt(Affine z, int l) {
        List<Cond> ors = new ArrayList<>();
        for (CaseModel.Slot t : model.slots) {
            if (t.inPeriod() && t.letter() == l) {
                ors.add(member(z, t, false));
            }
        }
        return Cond.or(ors);
    }

    /**
     * The satisfiability guard: a source context without a model would make its obligations hold
     * vacuously. Allowed only where the run has no position in the whole case (length 0, or its group
     * never repeats); anything else is an error that names the context.
     */
    private void guardSatisfiable(CaseModel.Slot s, String where) {
        if (z3.under(sourceContext, sourceText, Cond.TRUE).verdict() != Prover.Verdict.UNSAT) {
            return;
        }
        Cond occupied = Cond.le(Affine.constant(1), s.length());
        if (s.group() != null) {
            for (CaseModel.Group g : s.group().chain()) {
                occupied = Cond.and(occupied, Cond.le(Affine.constant(1), g.count()));
            }
        }
        if (z3.check(Cond.and(model.mexContext(), occupied)).verdict() == Prover.Verdict.UNSAT) {
            empty.add(where);
        } else {
            vacuous.add(where);
        }
    }

    /** z lies in run t; exact, or weakened to imply membership (positive) or to follow from it. */
    private Cond member(Affine z, CaseModel.Slot t, boolean positive) {
        Affine rel = z.minus(Affine.constant(model.base()));
        if (!t.inPeriod()) {
            return Cond.and(Cond.le(Affine.ZERO, rel), Cond.lt(rel, model.preLength), inPart(rel, t, positive));
        }
        Affine off = rel.minus(model.preLength);
        return Cond.and(Cond.le(Affine.ZERO, off), phase(off, model.periodLength, positive, o -> inPart(o, t, positive)));
    }

    private Cond inPart(Affine o, CaseModel.Slot t, boolean positive) {
        return inGroups(o, t, t.group() == null ? List.of() : t.group().chain(), positive);
    }

    /** o (an offset in the part, or in a repetition of the group before chain) lies in run t, inside the groups of chain. */
    private Cond inGroups(Affine o, CaseModel.Slot t, List<CaseModel.Group> chain, boolean positive) {
        if (chain.isEmpty()) {
            return Cond.and(Cond.le(t.offset(), o), Cond.lt(o, t.offset().plus(t.length())));
        }
        CaseModel.Group g = chain.get(0);
        Affine in = o.minus(g.start());
        Cond area = Cond.and(Cond.le(Affine.ZERO, in), Cond.lt(in, g.span()));
        return Cond.and(area, phase(in, g.unit(), positive, r -> inGroups(r, t, chain.subList(1, chain.size()), positive)));
    }

    /** inner(t mod unit), as a disjunction over the multiples m of unit that t - (dropped multiples) can be away from its residue. */
    private Cond phase(Affine t, Affine unit, boolean positive, Function<Affine, Cond> inner) {
        if (unit.isConstant() && unit.constantTerm() >= 1) {
            return inner.apply(residue(t, unit.constantTerm()));
        }
        Affine w = strip(t, unit);
        int[] b = bounds(w, unit);
        if (b == null && (model.nested() || exactPhases)) {
            return inner.apply(w.minus(multiple(w, unit)));
        }
        if (b == null) {
            return positive ? Cond.FALSE : Cond.TRUE;
        }
        List<Cond> ors = new ArrayList<>();
        for (int m = b[0]; m < b[1]; m++) {
            Affine residue = w.minus(unit.times(m));
            ors.add(Cond.and(Cond.le(Affine.ZERO, residue), Cond.lt(residue, unit), inner.apply(residue)));
        }
        Cond within = Cond.and(Cond.le(unit.times(b[0]), w), Cond.lt(w, unit.times(b[1])));
        return positive ? Cond.or(ors) : Cond.or(Cond.or(ors), Cond.not(within));
    }

    /**
     * t mod u for a constant u &gt;= 1, exactly: the terms that are multiples of u dropped (a variable
     * whose coefficient u divides; K, J or a product variable whose unit is a multiple of u), the
     * constant reduced, and the rest w written w - u #q with the definition 0 &lt;= w - u #q &lt; u
     * (linear: the modulus is a constant) added to the source context.
     */
    private Affine residue(Affine t, long u) {
        Affine w = Affine.constant(Math.floorMod(t.constantTerm(), u));
        Affine unit = Affine.constant(u);
        for (String v : t.variables()) {
            long c = t.coefficient(v);
            Affine of = multipleUnit(v);
            boolean multiple = c % u == 0 || of != null && of.times(c).multipleOf(unit) != null;
            if (!multiple) {
                w = w.plus(Affine.of(v).times(c));
            }
        }
        if (w.isConstant()) {
            return w;
        }
        String key = w.toString() + " mod " + u;
        String q = quotients.get(key);
        if (q == null) {
            q = QUOTIENT + quotients.size();
            quotients.put(key, q);
            Affine r = w.minus(Affine.of(q).times(u));
            definitions.add(Cond.le(Affine.ZERO, r));
            definitions.add(Cond.lt(r, unit));
        }
        return w.minus(Affine.of(q).times(u));
    }

    /**
     * The multiple M of unit with 0 &lt;= w - M &lt; unit, a fresh variable defined in the source
     * context (used in words with a nest, where a phase may lie any number of units away). The real
     * multiple floor(w / unit) unit satisfies the definition and the facts of a multiple (M = 0 or
     * |M| &gt;= unit), so adding it removes no real position, and w - M is the real residue there:
     * the membership is exact at the real M under both polarities. The linear facts also admit
     * values that are no multiple (they can fail a proof, never fake one); the exact twin adds
     * M = m * unit.
     */
    private Affine multiple(Affine w, Affine unit) {
        String key = w + " mod " + unit;
        String name = quotients.get(key);
        if (name == null) {
            name = CaseModel.MULTIPLE + model.multiples.size();
            model.multiples.put(name, unit);
            quotients.put(key, name);
            Affine m = Affine.of(name);
            Affine r = w.minus(m);
            definitions.add(Cond.le(Affine.ZERO, r));
            definitions.add(Cond.lt(r, unit));
            definitions.add(Cond.or(Cond.eq(m, Affine.ZERO), Cond.le(unit, m), Cond.le(m, unit.times(-1))));
        }
        return Affine.of(name);
    }

    /** t without the variables that are multiples of unit: K (of the period), J (of a group's unit), products. */
    private Affine strip(Affine t, Affine unit) {
        Affine w = t;
        for (String v : t.variables()) {
            Affine of = multipleUnit(v);
            if (of != null && of.times(t.coefficient(v)).multipleOf(unit) != null) {
                w = w.minus(Affine.of(v).times(t.coefficient(v)));
            }
        }
        return w;
    }

    /** The unit variable v is a multiple of, or null. */
    private Affine multipleUnit(String v) {
        if (v.equals(PERIODS)) {
            return model.periodLength;
        }
        if (model.multiples.containsKey(v)) {
            return model.multiples.get(v);
        }
        if (v.startsWith(CaseModel.REPETITION)) {
            return model.groups.get(Integer.parseInt(v.substring(CaseModel.REPETITION.length()))).unit();
        }
        Products.Product p = model.products.product(v);
        return p == null ? null : p.unit();
    }

    /**
     * {lo, hi} with lo unit &lt;= w &lt; hi unit in the current source context, lo the greatest of
     * -{@link #BOUNDS} and hi the least of {@link #BOUNDS} (at least 1), or null. A wider bound
     * follows whenever a narrower one does (the unit is positive), so when the widest does not, the
     * search ends there; a bound is returned only when z3 showed that it follows.
     */
    private int[] bounds(Affine w, Affine unit) {
        String key = sourceKey + "|" + w + "|" + unit;
        if (boundCache.containsKey(key)) {
            return boundCache.get(key);
        }
        int[] found = null;
        if (!w.variables().contains(PERIODS)) {
            Integer lo = least(0, b -> implied(Cond.lt(w, unit.times(-b))));
            Integer hi = lo == null ? null : least(1, b -> implied(Cond.le(unit.times(b), w)));
            found = lo == null || hi == null ? null : new int[] {-lo, hi};
        }
        boundCache.put(key, found);
        return found;
    }

    /** The least b of {@link #BOUNDS} from {@code from} on that holds, or null: asks the least, then the greatest, then the rest in order. */
    private static Integer least(int from, java.util.function.IntPredicate holds) {
        int first = 0;
        while (BOUNDS[first] < from) {
            first++;
        }
        int last = BOUNDS.length - 1;
        if (holds.test(BOUNDS[first])) {
            return BOUNDS[first];
        }
        if (!holds.test(BOUNDS[last])) {
            return null;
        }
        for (int i = first + 1; i < last; i++) {
            if (holds.test(BOUNDS[i])) {
                return BOUNDS[i];
            }
        }
        return BOUNDS[last];
    }

    /** Whether the current source context excludes {@code outside}. */
    private boolean implied(Cond outside) {
        return z3.under(sourceContext, sourceText, outside).verdict() == Prover.Verdict.UNSAT;
    }
}
