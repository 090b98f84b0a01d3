package org.subgames.proof.word;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.subgames.proof.smt.Prover;
import org.subgames.symbolic.Affine;
import org.subgames.symbolic.Cond;
import org.subgames.symbolic.Products;
import org.subgames.symbolic.Sym;

/**
 * Evaluates a claim's expression (period, from) to an affine term within one case. min, max,
 * floor, modulo, comparisons and ?: are resolved by deciding their conditions in the case's
 * context with z3; each decision becomes an obligation (lemma "claim") that both solvers must
 * refute, so nothing decided here is trusted to z3 alone. A condition that holds in part of the case
 * only is an {@link Undecided} (the claim then stays per instance).
 */
final class ClaimTerms {

    /** The expression cannot be made affine in this case. */
    static final class Undecided extends Exception {
        Undecided(String message) {
            super(message);
        }
    }

    private final CaseModel model;
    private final Z3Session z3;
    private final Map<String, Sym> lets;
    private final Map<String, String> unreadLets;
    final List<Obligation> decisions = new ArrayList<>();

    ClaimTerms(CaseModel model, Z3Session z3, Map<String, Sym> lets, Map<String, String> unreadLets) {
        this.model = model;
        this.z3 = z3;
        this.lets = lets;
        this.unreadLets = unreadLets;
    }

    Affine term(Sym s) throws Undecided {
        if (s instanceof Sym.Num n) {
            return Affine.constant(n.value());
        }
        if (s instanceof Sym.Name n) {
            return name(n);
        }
        if (s instanceof Sym.Unary u && u.op().equals("-")) {
            return term(u.inner()).times(-1);
        }
        if (s instanceof Sym.Ternary t) {
            return decide(cond(t.test()), t.test().show()) ? term(t.then()) : term(t.otherwise());
        }
        if (s instanceof Sym.Call c) {
            return call(c);
        }
        if (s instanceof Sym.Bin b) {
            Affine l = term(b.left());
            Affine r = term(b.right());
            switch (b.op()) {
                case "+":
                    return l.plus(r);
                case "-":
                    return l.minus(r);
                case "*":
                    return multiply(l, r, s);
                default:
                    break;
            }
        }
        throw new Undecided("'" + s.show() + "' is not an integer expression the prover evaluates");
    }

    /**
     * A let (as the checker: lets come first, then parameters) or a parameter of the word; anything
     * else, e.g. a computed fact "G.period" or a let the prover cannot read, is Undecided.
     */
    private Affine name(Sym.Name n) throws Undecided {
        if (lets.containsKey(n.name())) {
            return term(lets.get(n.name()));
        }
        if (unreadLets.containsKey(n.name())) {
            throw new Undecided("let " + n.name() + ": " + unreadLets.get(n.name()));
        }
        if (model.word.parameters().contains(n.name())) {
            return model.affine(n);
        }
        throw new Undecided("'" + n.name() + "' is " + (n.name().contains(".") ? "a computed fact" : "no parameter") + " the prover links here");
    }

    Cond cond(Sym s) throws Undecided {
        return Cond.of(s, this::term, x -> new Undecided("'" + x.show() + "' is not a condition"));
    }

    private Affine multiply(Affine l, Affine r, Sym s) throws Undecided {
        if (l.isConstant()) {
            return r.times(l.constantTerm());
        }
        if (r.isConstant()) {
            return l.times(r.constantTerm());
        }
        try {
            return countOnly(l) ? model.products.times(l, r) : model.products.times(r, l);
        } catch (RuntimeException e) {
            throw new Undecided("'" + s.show() + "': " + e.getMessage());
        }
    }

    private boolean countOnly(Affine t) {
        return model.products.counts().containsAll(t.variables());
    }

    private Affine call(Sym.Call c) throws Undecided {
        Affine x = term(c.args().get(0));
        if (c.function().equals("abs")) {
            return decide(Cond.le(Affine.ZERO, x), "0 <= " + x) ? x : x.times(-1);
        }
        Affine y = term(c.args().get(1));
        switch (c.function()) {
            case "min":
                return decide(Cond.le(x, y), x + " <= " + y) ? x : y;
            case "max":
                return decide(Cond.le(x, y), x + " <= " + y) ? y : x;
            case "floor":
                return divide(x, y, c)[0];
            default:
                return divide(x, y, c)[1];
        }
    }

    /** {floor(x / y), x mod y}: multiples of y among x's product variables come out exactly, the rest by decided bounds. */
    private Affine[] divide(Affine x, Affine y, Sym.Call c) throws Undecided {
        if (!decide(Cond.le(Affine.constant(1), y), y + " >= 1")) {
            throw new Undecided(c.show() + ": the divisor is not >= 1");
        }
        Affine quotient = Affine.ZERO;
        Affine w = x;
        for (String v : x.variables()) {
            Products.Product p = model.products.product(v);
            Long k = p == null ? null : p.unit().times(x.coefficient(v)).multipleOf(y);
            if (k != null) {
                w = w.minus(Affine.of(v).times(x.coefficient(v)));
                quotient = quotient.plus(Affine.of(p.count()).times(k));
            }
        }
        Long exact = w.multipleOf(y);
        if (exact != null) {
            return new Affine[] {quotient.plus(exact), Affine.ZERO};
        }
        for (int m = -4; m <= 4; m++) {
            Cond in = Cond.and(Cond.le(y.times(m), w), Cond.lt(w, y.times(m + 1)));
            if (holds(in)) {
                record(in, c.show() + ": " + y.times(m) + " <= " + w + " < " + y.times(m + 1));
                return new Affine[] {quotient.plus(m), w.minus(y.times(m))};
            }
        }
        throw new Undecided(c.show() + " is not constant over the case (" + w + " / " + y + ")");
    }

    /**
     * Whether t is a multiple of p in the whole case (multiples of p among its products dropped, the
     * rest m p with 0 &lt;= m &lt;= 8; recorded). A caller that needs a positive multiple also shows
     * t &gt;= 1.
     */
    boolean multipleOf(Affine t, Affine p) {
        Affine w = t;
        for (String v : t.variables()) {
            Products.Product q = model.products.product(v);
            if (q != null && q.unit().times(t.coefficient(v)).multipleOf(p) != null) {
                w = w.minus(Affine.of(v).times(t.coefficient(v)));
            }
        }
        for (int m = 0; m <= 8; m++) {
            Cond eq = Cond.eq(w, p.times(m));
            if (holds(eq)) {
                record(eq, t + " is a multiple of " + p + " (" + w + " = " + m + " * " + p + " after its multiples of " + p + ")");
                return true;
            }
        }
        return false;
    }

    /** Whether z3 refutes the obligation (then recorded, for both solvers). */
    boolean refutes(Obligation o) {
        if (z3.check(o.formula()).verdict() == Prover.Verdict.UNSAT) {
            decisions.add(o);
            return true;
        }
        return false;
    }

    /** Whether c holds throughout the case (then recorded). */
    boolean establish(Cond c, String text) {
        if (holds(c)) {
            record(c, text);
            return true;
        }
        return false;
    }

    /** Whether every condition holds throughout the case (then each is recorded with its text; else none is). */
    boolean establishAll(List<Cond> cs, List<String> texts) {
        for (Cond c : cs) {
            if (!holds(c)) {
                return false;
            }
        }
        for (int i = 0; i < cs.size(); i++) {
            record(cs.get(i), texts.get(i));
        }
        return true;
    }

    /** Whether c holds throughout the case (recorded), fails throughout (recorded), or neither (Undecided). */
    boolean decide(Cond c, String text) throws Undecided {
        if (holds(c)) {
            record(c, text);
            return true;
        }
        if (holds(Cond.not(c))) {
            record(Cond.not(c), "not " + text);
            return false;
        }
        throw new Undecided("'" + text + "' holds in part of the case only");
    }

    /** Whether c holds throughout the case, not recorded (an argument that records its facts once complete calls it directly). */
    boolean holds(Cond c) {
        return z3.check(Cond.and(model.productContext(), Cond.not(c))).verdict() == Prover.Verdict.UNSAT;
    }

    private void record(Cond c, String text) {
        decisions.add(new Obligation("claim", model.wordCase.name(), "decide " + text, model.productContext(), Cond.not(c)));
    }
}
