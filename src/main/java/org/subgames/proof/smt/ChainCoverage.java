package org.subgames.proof.smt;

import java.util.List;
import java.util.Map;
import org.subgames.census.Coverage;
import org.subgames.symbolic.Sym;
import org.subgames.symbolic.SymParser;

/**
 * The additive chain's statements as the coverage counts them: each statement of
 * {@link ProofChain#statements()} covers, under the conventions whose G its unbounded claim
 * states, the sets {a, b, a + b} of its moves with 0 &lt; a &lt; b within model-link's bounds
 * ({@link ProofChain#MODEL}'s requires clause: only there is the generator the word the SMT lemmas
 * speak of). Its minimal period in the quadratic case stays per instance, as its backing says.
 */
public final class ChainCoverage {

    private ChainCoverage() {
    }

    /** One backed proof per statement of the chain. */
    public static List<Coverage.Backed> backed() {
        return ProofChain.statements().stream().map(st -> new Coverage.Backed(st.spec(), st.determines(), ChainCoverage::scope)).toList();
    }

    /**
     * The chain's scope on a statement's three moves m0, m1, m2 (in its order): m2 = m0 + m1, and
     * model-link's requires clause with a = m0 and b = m1. Other move counts have no scope (false).
     */
    static Sym scope(List<Sym> moves) {
        if (moves.size() != 3) {
            return new Sym.Num(0);
        }
        Sym requires = rename(SymParser.parse(ProofChain.MODEL.requires()), Map.of("a", moves.get(0), "b", moves.get(1)));
        Sym additive = new Sym.Bin("==", moves.get(2), new Sym.Bin("+", moves.get(0), moves.get(1)));
        return new Sym.Bin("&&", additive, requires);
    }

    /** The condition with each named variable replaced by its term; a name without one is an error (the clause speaks of a and b only). */
    static Sym rename(Sym s, Map<String, Sym> terms) {
        if (s instanceof Sym.Name n) {
            Sym t = terms.get(n.name());
            if (t == null) {
                throw new IllegalStateException("model-link's requires clause names " + n.name());
            }
            return t;
        }
        if (s instanceof Sym.Bin b) {
            return new Sym.Bin(b.op(), rename(b.left(), terms), rename(b.right(), terms));
        }
        if (s instanceof Sym.Unary u) {
            return new Sym.Unary(u.op(), rename(u.inner(), terms));
        }
        if (s instanceof Sym.Call c) {
            return new Sym.Call(c.function(), c.args().stream().map(x -> rename(x, terms)).toList());
        }
        if (s instanceof Sym.Ternary t) {
            return new Sym.Ternary(rename(t.test(), terms), rename(t.then(), terms), rename(t.otherwise(), terms));
        }
        return s; // a number
    }
}
