package org.subgames.sink.table;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.concurrent.ConcurrentHashMap;
import net.jqwik.api.EdgeCasesMode;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.ShrinkingMode;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.lifecycle.AfterContainer;
import net.jqwik.api.statistics.Statistics;
import org.subgames.proof.smt.Prover;
import org.subgames.proof.smt.Z3Prover;

/**
 * Reference twins: (1) Formula.eval against Z3 (through toZ3 and through the SMT-LIB text);
 * (2) the per-instance check's exact evaluation at change points against evaluating every position.
 */
@net.jqwik.api.Tag("smt")
class EvaluationPropertiesTest {

    private static final Z3Prover PROVER = new Z3Prover(10_000);
    private static final Var[] VS = {Var.A, Var.C, Var.R, Var.X};

    @AfterContainer
    static void close() {
        PROVER.close();
    }

    private static Lin randomLin(SplittableRandom r) {
        Lin l = Lin.constant(r.nextInt(-6, 7));
        for (Var v : VS) {
            l = l.plus(Lin.of(v).times(r.nextInt(-3, 4)));
        }
        return l;
    }

    private static Formula randomFormula(SplittableRandom r, int depth) {
        int pick = depth == 0 ? 0 : r.nextInt(4);
        switch (pick) {
            case 0:
                return new Formula.Cmp(randomLin(r), Formula.Op.values()[r.nextInt(5)], randomLin(r));
            case 1:
            case 2: {
                List<Formula> parts = new ArrayList<>();
                int n = r.nextInt(0, 4);
                for (int i = 0; i < n; i++) {
                    parts.add(randomFormula(r, depth - 1));
                }
                return pick == 1 ? new Formula.And(parts) : new Formula.Or(parts);
            }
            default:
                return new Formula.Not(randomFormula(r, depth - 1));
        }
    }

    @Property(seed = "4200001", tries = 300, shrinking = ShrinkingMode.FULL, edgeCases = EdgeCasesMode.MIXIN)
    void evalAgreesWithZ3(@ForAll long formulaSeed, @ForAll @IntRange(min = -8, max = 8) int a, @ForAll @IntRange(min = -8, max = 8) int c,
                          @ForAll @IntRange(min = -8, max = 8) int r, @ForAll @IntRange(min = -8, max = 8) int x) {
        Formula f = randomFormula(new SplittableRandom(formulaSeed), 3);
        long[] v = new long[Var.values().length];
        v[Var.A.ordinal()] = a;
        v[Var.C.ordinal()] = c;
        v[Var.R.ordinal()] = r;
        v[Var.X.ordinal()] = x;
        List<Formula> fix = new ArrayList<>();
        fix.add(f);
        StringBuilder smt = new StringBuilder();
        for (Var var : VS) {
            fix.add(Formula.eq(Lin.of(var), Lin.constant(v[var.ordinal()])));
            smt.append("(declare-const ").append(var.smt()).append(" Int)\n");
        }
        Formula pinned = new Formula.And(fix);
        smt.append("(assert ").append(pinned.toSmt()).append(")\n");
        Prover.Verdict expected = f.eval(v) ? Prover.Verdict.SAT : Prover.Verdict.UNSAT;
        assertEquals(expected, PROVER.check(pinned).verdict(), f.toSmt());
        assertEquals(expected, PROVER.checkSmtLib(smt.toString(), "QF_LIA"), f.toSmt());
    }

    private static final List<WordModel> MODELS = List.of(WordModel.standard(),
            WordModel.standard().withLength("C5", Lin.parse("a-c+1")),
            WordModel.standard().withLength("B4", Lin.parse("a-r-1")),
            WordModel.standard().withLength("A3", Lin.parse("a-r+1")),
            WordModel.standard().withLength("B5", Lin.parse("t-1")));

    private static final Map<Integer, ClaimCatalog> CATALOGS = new ConcurrentHashMap<>();

    /** Brute force: every position from before the window to past the block. */
    private static boolean fails(List<ClaimCatalog.Evaluable> claims, long[] v, long lo, long hi) {
        long[] vx = v.clone();
        for (ClaimCatalog.Evaluable ev : claims) {
            Claim cl = ev.claim();
            for (long x = lo; x <= hi; x++) {
                vx[Var.X.ordinal()] = x;
                if (cl.domain().eval(vx) && !cl.body().eval(vx)) {
                    return true;
                }
            }
        }
        return false;
    }

    @Property(seed = "4200002", tries = 120, shrinking = ShrinkingMode.FULL, edgeCases = EdgeCasesMode.MIXIN)
    void changePointEvaluationIsExact(@ForAll @IntRange(min = 2, max = 9) int a, @ForAll @IntRange(min = 1, max = 8) int c0,
                                      @ForAll @IntRange(min = 1, max = 3) int k, @ForAll @IntRange(min = 1, max = 10) int i0,
                                      @ForAll @IntRange(min = 0, max = 4) int model) {
        int c = 1 + (c0 - 1) % (a - 1);
        int i = 1 + (i0 - 1) % (a + 1);
        ClaimCatalog cat = CATALOGS.computeIfAbsent(model * 10 + k, key -> ClaimCatalog.quadratic(MODELS.get(model), k));
        long[] v = InstanceCheck.blockValues(a, c, i);
        for (Window w : cat.windows().values()) {
            if ((w.windowStart() == null) != (i == 1) || !w.constraints().eval(v)) {
                continue;
            }
            long far = w.moves().get(2).amount().eval(v);
            long lo = (w.windowStart() == null ? -far : w.windowStart().eval(v)) - 2;
            long hi = w.blockLength().eval(v) + 2;
            for (List<ClaimCatalog.Evaluable> claims : List.of(cat.claims(w.name()), cat.wallClaims(w.name()))) {
                Optional<String> fast = InstanceCheck.evaluate(claims, v, 0, w.name());
                Statistics.label("violation found").collect(fast.isPresent());
                assertEquals(fails(claims, v, lo, hi), fast.isPresent(), w.name() + " " + fast);
            }
        }
        // the mutants give the check something to find
        Statistics.label("violation found").coverage(cov -> cov.check(true).percentage(p -> p > 10));
    }
}
