package org.subgames.specs;

import java.math.BigInteger;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import org.apache.commons.jexl3.JexlContext;
import org.apache.commons.jexl3.MapContext;
import org.subgames.base.BadInputException;
import org.subgames.game.Convention;
import org.subgames.period.PeriodicSequence;
import org.subgames.period.Periodicity;

/**
 * Checks a statement on one instance by exact computation: certified periodicity of G_sink and
 * G_wall, the generated word, position-by-position comparisons over full periods. The first
 * failing claim gives the counterexample. Thread-safe: every call works on its own facts.
 */
public final class Checker {

    private Checker() {
    }

    /** The JEXL context of an instance: parameters, S, the library's names, and the fact objects. */
    static MapContext context(Instance in, InstanceFacts facts) {
        MapContext ctx = Instances.parameterContext(in);
        if (facts != null) {
            for (Convention c : in.statement().conventions()) {
                ctx.set(c.id(), new GameFacts(facts, c.id()));
            }
            if (in.statement().additive()) {
                ctx.set("word", new WordFacts(facts));
            }
        }
        return ctx;
    }

    public static Outcome check(Instance in) {
        return check(in, Periodicity.DEFAULT_LIMIT);
    }

    /**
     * Checks every claim; a statement about G checks its claims once per convention (G bound to
     * that convention's game). The outcome's counterexample is the first failure in that order
     * (convention, then claim); each claim also gets its own first counterexample, so a failing
     * claim does not hide the others.
     */
    public static Outcome check(Instance in, int limit) {
        Statement st = in.statement();
        InstanceFacts facts = new InstanceFacts(in, limit);
        MapContext ctx = context(in, facts);
        List<Convention> passes = st.usesG() ? st.conventions() : List.of(st.conventions().get(0));
        Counterexample[] perClaim = new Counterexample[st.claims().size()];
        Counterexample first = null;
        int[] vacuous = new int[1];
        boolean[] aboutG = new boolean[perClaim.length];
        if (passes.size() > 1) {
            for (int i = 0; i < aboutG.length; i++) {
                aboutG[i] = Vocabulary.readsG(st.claims().get(i), st.lets());
            }
        }
        boolean firstPass = true;
        for (Convention conv : passes) {
            ctx.set("G", new GameFacts(facts, conv.id()));
            st.lets().forEach((name, e) -> ctx.set(name, e.eval(ctx)));
            boolean several = passes.size() > 1;
            for (int i = 0; i < perClaim.length; i++) {
                Claim claim = st.claims().get(i);
                if (!firstPass && !aboutG[i]) {
                    continue; // not about G: the first pass has checked it
                }
                if (perClaim[i] != null || claim.when() != null && !claim.when().evalBoolean(ctx, "when")) {
                    continue;
                }
                // a claim about G names the convention of this pass; one about sink or wall names its own game
                String at = several && aboutG[i] ? "under " + conv.id() + ": " : "";
                perClaim[i] = check(claim, ctx, facts, at, conv, vacuous);
                if (first == null) {
                    first = perClaim[i];
                }
            }
            firstPass = false;
        }
        return new Outcome(first == null, first, facts.computed(), Collections.unmodifiableList(Arrays.asList(perClaim)), vacuous[0]);
    }

    private static Counterexample check(Claim claim, MapContext ctx, InstanceFacts facts, String at, Convention conv, int[] vacuous) {
        if (claim instanceof Claim.Holds h) {
            if (h.condition().evalBoolean(ctx, "holds")) {
                return null;
            }
            String why = h.condition().explain(ctx);
            return new Counterexample(h.name(), h.line(), at + "'" + h.condition().text() + "' is false" + (why.isEmpty() ? "" : ": " + why),
                    null, "true", "false");
        }
        if (claim instanceof Claim.Equal q) {
            Object actual = q.actual().eval(ctx);
            Object expected = q.expected().eval(ctx);
            if (same(q, actual, expected)) {
                return null;
            }
            return new Counterexample(q.name(), q.line(), at + q.actual().text() + " = " + actual + ", expected "
                    + q.expected().text() + " = " + expected, null, String.valueOf(expected), String.valueOf(actual));
        }
        if (claim instanceof Claim.ForAll f) {
            Object range = f.range().eval(ctx);
            if (!(range instanceof Iterable<?> it)) {
                throw f.range().error("the forall range '" + f.range().text() + "' must be a range LO..HI, but is " + Expr.describe(range));
            }
            if (empty(it)) {
                vacuous[0]++; // LO > HI selects nothing, as a parameter range does: the claim holds vacuously
                return null;
            }
            try {
                for (Object v : it) {
                    ctx.set(f.variable(), v);
                    Counterexample cx = check(f.body(), ctx, facts, at + "for " + f.variable() + " = " + v + ": ", conv, vacuous);
                    if (cx != null) {
                        return cx;
                    }
                }
            } finally {
                ctx.set(f.variable(), null);
            }
            return null;
        }
        if (claim instanceof Claim.Periodic p) {
            return periodic(p, ctx, facts, at, conv);
        }
        return agree((Claim.Agree) claim, ctx, facts, at, conv);
    }

    /**
     * Whether a forall range selects nothing: JEXL's LO..HI with LO &gt; HI counts down from LO to HI,
     * but a range of a statement (like a parameter's) with LO &gt; HI is empty.
     */
    static boolean empty(Iterable<?> range) {
        long min;
        long max;
        if (range instanceof org.apache.commons.jexl3.internal.IntegerRange r) {
            min = r.getMin();
            max = r.getMax();
        } else if (range instanceof org.apache.commons.jexl3.internal.LongRange r) {
            min = r.getMin();
            max = r.getMax();
        } else {
            return !range.iterator().hasNext();
        }
        if (min == max) {
            return false; // LO == HI: one value
        }
        // a descending range starts at its maximum (LO > HI)
        Object first = range.iterator().next();
        return ((Number) first).longValue() == max;
    }

    private static Counterexample periodic(Claim.Periodic p, JexlContext ctx, InstanceFacts facts, String at, Convention conv) {
        long q = p.period().evalLong(ctx, "period");
        String game = p.game().equals("G") ? conv.id() : p.game();
        PeriodicSequence seq = facts.sequence(game);
        long first = seq.certificate().firstPosition();
        long from = p.from() == null ? first : p.from().evalLong(ctx, "from");
        String g = "G_" + game;
        if (q < 1) {
            return new Counterexample(p.name(), p.line(), "the claimed period " + p.period().text() + " = " + q + " is not positive",
                    null, "a positive period", Long.toString(q));
        }
        if (from < first) {
            throw p.from().error("from = " + from + " is before the first position " + first + " of " + g);
        }
        long x = seq.firstWindowMismatch(from, q);
        if (x >= 0) {
            return new Counterexample(p.name(), p.line(), at + g + "(" + x + " + " + q + ") = " + seq.get(x + q) + " but " + g + "(" + x
                    + ") = " + seq.get(x) + ", so " + q + " is not a period from " + from, x,
                    Integer.toString(seq.get(x)), Integer.toString(seq.get(x + q)));
        }
        if (p.minimal()) {
            for (long f : Periodicity.primeFactors(q)) {
                if (seq.firstWindowMismatch(from, q / f) < 0) {
                    return new Counterexample(p.name(), p.line(), at + q + " / " + f + " = " + (q / f)
                            + " is also a period (window certificate), so " + q + " is not minimal", null,
                            "minimal period " + q, "period " + (q / f));
                }
            }
        }
        return null;
    }

    private static Counterexample agree(Claim.Agree ag, JexlContext ctx, InstanceFacts facts, String at, Convention conv) {
        long from = ag.from().evalLong(ctx, "from");
        long to = ag.to().evalLong(ctx, "to");
        if (to - from > Integer.MAX_VALUE) {
            throw ag.to().error("agree over " + from + ".." + to + " is too long to check position by position");
        }
        try {
            InstanceFacts.Sequence left = facts.accessor(ag.left().equals("G") ? conv.id() : ag.left());
            InstanceFacts.Sequence right = facts.accessor(ag.right().equals("G") ? conv.id() : ag.right());
            // slice by slice: both sequences are mostly table copies, compared with Arrays.mismatch
            int chunk = (int) Math.min(1 << 16, Math.max(1, to - from + 1));
            byte[] lb = new byte[chunk];
            byte[] rb = new byte[chunk];
            for (long x = from; x <= to; x += chunk) {
                int n = (int) Math.min(chunk, to - x + 1);
                left.read(x, lb, n);
                right.read(x, rb, n);
                int i = Arrays.mismatch(lb, 0, n, rb, 0, n);
                if (i >= 0) {
                    long y = x + i;
                    return new Counterexample(ag.name(), ag.line(), at + ag.left() + "(" + y + ") = " + lb[i] + " but " + ag.right() + "("
                            + y + ") = " + rb[i], y, Integer.toString(rb[i]), Integer.toString(lb[i]));
                }
            }
        } catch (InstanceFacts.WallNotPurelyPeriodic e) {
            return new Counterexample(ag.name(), ag.line(), e.getMessage(), null, "preperiod 0", "preperiod " + e.preperiod);
        } catch (SpecException e) {
            throw e;
        } catch (BadInputException e) {
            throw ag.from().error(e.getMessage());
        }
        return null;
    }

    private static boolean same(Claim.Equal q, Object actual, Object expected) {
        if (actual instanceof Boolean && expected instanceof Boolean) {
            return actual.equals(expected);
        }
        return integer(q.actual(), actual).equals(integer(q.expected(), expected));
    }

    private static BigInteger integer(Expr e, Object v) {
        if (v instanceof BigInteger bi) {
            return bi;
        }
        if (v instanceof Long || v instanceof Integer || v instanceof Short || v instanceof Byte) {
            return BigInteger.valueOf(((Number) v).longValue());
        }
        throw e.error("'" + e.text() + "' must be an integer or a truth value (and both sides alike), but is " + Expr.describe(v));
    }
}
