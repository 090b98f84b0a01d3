package org.subgames.proof.word;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.subgames.game.Convention;
import org.subgames.symbolic.Affine;
import org.subgames.symbolic.Cond;
import org.subgames.symbolic.ParametricWord;
import org.subgames.symbolic.Products;
import org.subgames.symbolic.Sym;

/**
 * One case of a word, made linear: split parameters replaced by quotient * divisor + remainder,
 * products of a count and a unit as product variables, and every run placed: its offset and length
 * in the preperiod or the period, and for a run of a repeated group the group's start, count, unit
 * and span (count * unit).
 */
final class CaseModel {

    /**
     * A repeated group: starts at start (in its part, or in its parent's unit when it lies in a
     * nest), count repetitions of unit letters.
     */
    record Group(int index, Affine start, Affine count, Affine unit, Affine span, Group parent) {
        /** The groups from the outermost to this one. */
        List<Group> chain() {
            List<Group> out = parent == null ? new ArrayList<>() : parent.chain();
            out.add(this);
            return out;
        }

        /** The variable for j * unit (j the repetition of a position in this group). */
        String indexVariable() {
            return REPETITION + index;
        }

        /** The variable j itself, used when the unit is a constant U (then J = U j exactly). */
        String ordinalVariable() {
            return ORDINAL + index;
        }
    }

    /**
     * A run: its letter, length, and offset (from the start of its part, or from its group's
     * repetition when group != null).
     */
    record Slot(String label, int letter, boolean inPeriod, Affine offset, Affine length, Group group) {
    }

    /** The prefix of the variables J = j * unit of repeated groups ('#': outside every statement name, as Encoder's). */
    static final String REPETITION = "#J";

    /** The prefix of the repetitions j themselves, for groups of a constant unit ('#', as above). */
    static final String ORDINAL = "#i";

    /** The prefix of the multiples of a unit that phases of a nested word use ('#', as above). */
    static final String MULTIPLE = "#M";

    /** The prefix of their ordinals, M = m * unit in the exact twins only ('#', as above). */
    static final String MULTIPLE_ORDINAL = "#m";

    /** Each multiple a phase used: its unit (Encoder names them, the exact twins define them). */
    final Map<String, Affine> multiples = new java.util.LinkedHashMap<>();

    final ParametricWord word;
    final Convention convention;
    final ParametricWord.Case wordCase;
    final Products products;
    final Map<String, Sym> substitution = new HashMap<>();
    final List<Affine> moves = new ArrayList<>();
    final List<String> moveNames = new ArrayList<>();
    final List<Slot> slots = new ArrayList<>();
    final List<Group> groups = new ArrayList<>();
    final List<Cond> splitFacts = new ArrayList<>();
    Affine preLength = Affine.ZERO;
    Affine periodLength = Affine.ZERO;
    final Cond domain;
    final Cond guard;

    CaseModel(ParametricWord word, Convention convention, ParametricWord.Case wordCase, List<Sym> moveSyms) {
        this.word = word;
        this.convention = convention;
        this.wordCase = wordCase;
        this.products = new Products(word.countVariables());
        for (ParametricWord.Split s : word.splits()) {
            Sym by = substitute(s.by());
            substitution.put(s.of(), new Sym.Bin("+", new Sym.Bin("*", new Sym.Name(s.quotient()), by), new Sym.Name(s.remainder())));
            Affine r = Affine.of(s.remainder());
            splitFacts.add(Cond.le(Affine.ZERO, r));
            splitFacts.add(Cond.lt(r, products.affine(by)));
            splitFacts.add(Cond.le(Affine.ZERO, Affine.of(s.quotient())));
        }
        for (String c : word.counts()) {
            splitFacts.add(Cond.le(Affine.ZERO, Affine.of(c)));
        }
        this.domain = cond(word.domain());
        // first match, as ParametricWord.caseFor: the case holds where its guard does and no earlier one's
        List<Cond> g = new ArrayList<>(List.of(cond(wordCase.when())));
        for (ParametricWord.Case earlier : word.cases().get(convention)) {
            if (earlier == wordCase) {
                break;
            }
            g.add(Cond.not(cond(earlier.when())));
        }
        this.guard = Cond.and(g);
        for (Sym m : moveSyms) {
            moves.add(affine(m));
            moveNames.add(m.show());
        }
        preLength = place(wordCase.pre(), false);
        periodLength = place(wordCase.period(), true);
    }

    Affine affine(Sym s) {
        return products.affine(substitute(s));
    }

    Cond cond(Sym s) {
        return products.cond(substitute(s));
    }

    Sym substitute(Sym s) {
        if (s instanceof Sym.Name n) {
            return substitution.getOrDefault(n.name(), s);
        }
        if (s instanceof Sym.Bin b) {
            return new Sym.Bin(b.op(), substitute(b.left()), substitute(b.right()));
        }
        if (s instanceof Sym.Unary u) {
            return new Sym.Unary(u.op(), substitute(u.inner()));
        }
        if (s instanceof Sym.Call c) {
            return new Sym.Call(c.function(), c.args().stream().map(this::substitute).toList());
        }
        if (s instanceof Sym.Ternary t) {
            return new Sym.Ternary(substitute(t.test()), substitute(t.then()), substitute(t.otherwise()));
        }
        return s;
    }

    private Affine place(List<ParametricWord.Part> parts, boolean inPeriod) {
        return place(parts, inPeriod ? "period" : "pre", inPeriod, null);
    }

    /**
     * Places the parts from offset 0 (of their part of the word, or of a repetition of the group
     * parent) and returns their length. Groups are placed before their runs, so an inner group's
     * product variables exist when the nest's unit is formed.
     */
    private Affine place(List<ParametricWord.Part> parts, String where, boolean inPeriod, Group parent) {
        Affine at = Affine.ZERO;
        for (int i = 0; i < parts.size(); i++) {
            ParametricWord.Part p = parts.get(i);
            if (p instanceof ParametricWord.Run r) {
                Affine len = affine(r.length());
                String label = parent == null ? where + " " + ParametricWord.show(List.of(r)) + " at " + at
                        : where + " run " + (i + 1) + " " + ParametricWord.show(List.of(r));
                slots.add(new Slot(label, r.letter(), inPeriod, at, len, parent));
                at = at.plus(len);
                continue;
            }
            List<ParametricWord.Part> inner = inner(p);
            Affine unit = Affine.ZERO;
            for (ParametricWord.Part q : inner) {
                unit = unit.plus(length(q));
            }
            Affine count = affine(count(p));
            Group group = new Group(groups.size(), at, count, unit, products.times(count, unit), parent);
            groups.add(group);
            String label = (parent == null ? where : where + " group " + (i + 1)) + " " + ParametricWord.show(List.of(p));
            Affine local = place(inner, label, inPeriod, group);
            if (!local.equals(unit)) {
                throw new IllegalStateException("the unit of " + label + " is " + unit + ", its parts span " + local);
            }
            at = at.plus(group.span());
        }
        return at;
    }

    private static List<ParametricWord.Part> inner(ParametricWord.Part p) {
        return p instanceof ParametricWord.Group g ? List.copyOf(g.runs()) : ((ParametricWord.Nest) p).parts();
    }

    private static Sym count(ParametricWord.Part p) {
        return p instanceof ParametricWord.Group g ? g.count() : ((ParametricWord.Nest) p).count();
    }

    /** The length of one part, as affine: a group's span is its count times its unit (a product). */
    private Affine length(ParametricWord.Part p) {
        if (p instanceof ParametricWord.Run r) {
            return affine(r.length());
        }
        Affine unit = Affine.ZERO;
        for (ParametricWord.Part q : inner(p)) {
            unit = unit.plus(length(q));
        }
        return products.times(affine(count(p)), unit);
    }

    /** Whether some group lies in a nest (a group of groups). */
    boolean nested() {
        return groups.stream().anyMatch(g -> g.parent() != null);
    }

    /** The first position of the word: 0 (wall) or 1 (sink). */
    long base() {
        return ParametricWord.base(convention);
    }

    /** Domain, split facts (quotient &gt;= 0, 0 &lt;= remainder &lt; divisor, counts &gt;= 0) and the guard: no product facts. */
    Cond plainContext() {
        List<Cond> c = new ArrayList<>(splitFacts);
        c.add(domain);
        c.add(guard);
        return Cond.and(c);
    }

    /** The plain context with what holds of the products. */
    Cond productContext() {
        return Cond.and(plainContext(), products.sideConstraints());
    }

    /** Well-formedness facts proved by the wellformed lemma: lengths and counts &gt;= 0, units and the period &gt;= 1. */
    List<Cond> wellFormed() {
        List<Cond> out = new ArrayList<>();
        for (Slot s : slots) {
            out.add(Cond.le(Affine.ZERO, s.length()));
        }
        for (Group g : groups) {
            out.add(Cond.le(Affine.ZERO, g.count()));
            out.add(Cond.le(Affine.constant(1), g.unit()));
        }
        out.add(Cond.le(Affine.constant(1), periodLength));
        for (Affine m : moves) {
            out.add(Cond.le(Affine.constant(1), m));
        }
        return out;
    }

    /** The context of the mex obligations: products and the proved well-formedness. */
    Cond mexContext() {
        return Cond.and(productContext(), Cond.and(wellFormed()));
    }
}
