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

    /** A repeated group: starts at start (in its part), count repetitions of unit letters. */
    record Group(int index, Affine start, Affine count, Affine unit, Affine span) {
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
        Affine at = Affine.ZERO;
        String where = inPeriod ? "period" : "pre";
        for (ParametricWord.Part p : parts) {
            if (p instanceof ParametricWord.Run r) {
                Affine len = affine(r.length());
                slots.add(new Slot(where + " " + ParametricWord.show(List.of(r)) + " at " + at, r.letter(), inPeriod, at, len, null));
                at = at.plus(len);
                continue;
            }
            ParametricWord.Group g = (ParametricWord.Group) p;
            Affine unit = Affine.ZERO;
            List<Affine> lens = new ArrayList<>();
            for (ParametricWord.Run r : g.runs()) {
                Affine len = affine(r.length());
                lens.add(len);
                unit = unit.plus(len);
            }
            Affine count = affine(g.count());
            Group group = new Group(groups.size(), at, count, unit, products.times(count, unit));
            groups.add(group);
            Affine local = Affine.ZERO;
            for (int i = 0; i < g.runs().size(); i++) {
                ParametricWord.Run r = g.runs().get(i);
                slots.add(new Slot(where + " " + ParametricWord.show(List.of(g)) + " run " + (i + 1) + " " + ParametricWord.show(List.of(r)),
                        r.letter(), inPeriod, local, lens.get(i), group));
                local = local.plus(lens.get(i));
            }
            at = at.plus(group.span());
        }
        return at;
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
