package org.subgames.proof.smt;

import java.util.ArrayList;
import java.util.List;
import org.subgames.sink.table.Contexts;
import org.subgames.sink.table.Formula;
import org.subgames.sink.table.Lin;
import org.subgames.sink.table.Var;
import org.subgames.sink.table.WordModel;

/**
 * The coverage lemma: which cases and contexts the word lemmas must cover, and the proof that they
 * cover everything.
 * <ol>
 *   <li>The parameter split: every 0 &lt; a &lt; b (b = 2ka + c, 0 &lt;= c &lt; 2a) is in the
 *       quadratic case k = 1 or k &gt;= 2 (1 &lt;= c &lt; a), or in the linear case m = 1 or m &gt;= 2
 *       (m = ceil(b/2a), e = b - (2m - 1)a), each as {@link Contexts#quadraticCase} and
 *       {@link Contexts#linearCase} state it.</li>
 *   <li>Within each quadratic case, under that case's constraints (k &gt;= 2 with its count facts):
 *       block 1 is in context {@link #FIRST}, every later block and the wrap to the next period in
 *       one of {@link #LATER}; the other combinations never occur.</li>
 *   <li>The linear word is one block per period: the first period follows the sink, every later one
 *       a period ({@link #LINEAR}).</li>
 * </ol>
 * These lists are what {@link Assembly} requires every word lemma to carry claims for, so a lemma
 * that drops a context cannot pass for a proof.
 */
public final class Coverage {

    public static final String GROUP = "coverage";
    /** The context of block 1, after the sink. */
    public static final String FIRST = "sinkB";
    /** The contexts of every later block (given its predecessor), the wrap included. */
    public static final List<String> LATER = List.of("bZB", "bB", "cB", "bC", "cC");
    /** The combinations that never occur. */
    public static final List<String> NEVER = List.of("sinkC", "bZC", "cZB", "cZC");
    /** The linear word's contexts: the first period after the sink, a period after a period. */
    public static final List<String> LINEAR = List.of("sinkW", "WW");
    /** The repetition counts each case is proved for: 1, and every count &gt;= 2 at once. */
    public static final List<Integer> COUNTS = List.of(1, Contexts.ALL);

    private static final Lin A = Lin.of(Var.A);
    private static final Lin B = Lin.of(Var.B);
    private static final Lin C = Lin.of(Var.C);
    private static final Lin K = Lin.of(Var.K);
    private static final Lin M = Lin.of(Var.M);
    private static final Lin E = Lin.of(Var.E);
    private static final Lin R = Lin.of(Var.R);
    private static final Lin T = Lin.of(Var.T);
    private static final Lin RP = Lin.of(Var.RP);
    private static final Lin TP = Lin.of(Var.TP);

    private Coverage() {
    }

    /** The coverage lemma's implications, in order: the split, then per count the contexts. */
    public static List<Implication> implications(WordModel model) {
        List<Implication> out = new ArrayList<>(split(model));
        for (int k : COUNTS) {
            out.addAll(contexts(model, k));
        }
        return out;
    }

    public static List<Obligation> obligations(WordModel model) {
        return Implication.obligations(implications(model));
    }

    /**
     * Every 0 &lt; a &lt; b is in one of the four cases. K = k*a enters with what every multiple of a
     * satisfies (K = 0, a, 2a or K &gt;= 3a); the linear case's M = m*a and e are witnesses defined
     * from K and c (m = k, e = a when c = 0; m = k + 1, e = c - a when c &gt;= a).
     */
    static List<Implication> split(WordModel model) {
        Formula domain = Formula.and(Formula.le(Lin.constant(1), A), Formula.lt(A, B), Formula.eq(B, K.times(2).plus(C)),
                Formula.le(Lin.ZERO, C), Formula.lt(C, A.times(2)),
                Formula.or(Formula.eq(K, Lin.ZERO), Formula.eq(K, A), Formula.eq(K, A.times(2)), Formula.le(A.times(3), K)));
        Formula quadratic = Formula.and(Formula.le(A, K), Formula.le(Lin.constant(1), C), Formula.lt(C, A));
        List<Var> vars = List.of(Var.A, Var.B, Var.C, Var.K, Var.M, Var.E);
        int all = Contexts.ALL;
        Formula quadraticCases = Formula.or(
                Formula.and(Formula.eq(K, A), Contexts.quadraticCase(model, 1), Formula.eq(B, Contexts.quadraticB(1))),
                Formula.and(Contexts.quadraticCase(model, all), Formula.eq(B, Contexts.quadraticB(all))));
        Formula witness = Formula.or(
                Formula.and(Formula.eq(C, Lin.ZERO), Formula.eq(M, K), Formula.eq(E, A)),
                Formula.and(Formula.le(A, C), Formula.eq(M, K.plus(A)), Formula.eq(E, C.minus(A))));
        Formula linearCases = Formula.or(
                Formula.and(Formula.eq(M, A), Contexts.linearCase(1), Formula.eq(B, Contexts.linearB(1))),
                Formula.and(Contexts.linearCase(all), Formula.eq(B, Contexts.linearB(all))));
        return List.of(
                new Implication(GROUP, "split: quadratic (k >= 1, 0 < c < a) is case k = 1 or k >= 2",
                        Formula.and(domain, quadratic, Formula.eq(M, K)), quadraticCases, vars),
                new Implication(GROUP, "split: not quadratic means c = 0 or c >= a",
                        Formula.and(domain, Formula.not(quadratic)), Formula.or(Formula.eq(C, Lin.ZERO), Formula.le(A, C)), vars),
                new Implication(GROUP, "split: not quadratic is case m = 1 or m >= 2",
                        Formula.and(domain, Formula.not(quadratic), witness), linearCases, vars));
    }

    /** Within the quadratic case of count k: block 1 is FIRST, every later block one of LATER, NEVER never. */
    static List<Implication> contexts(WordModel model, int k) {
        String tag = SmtProofs.dir("k", k) + ": ";
        Formula kc = Contexts.quadraticCase(model, k);
        List<Var> vars = k == Contexts.ALL ? List.of(Var.A, Var.C, Var.R, Var.T, Var.RP, Var.TP, Var.M)
                : List.of(Var.A, Var.C, Var.R, Var.T, Var.RP, Var.TP);
        List<Implication> out = new ArrayList<>();
        Formula first = Formula.and(kc, Formula.eq(R, Lin.ZERO), Contexts.bracket(R, T));
        out.add(new Implication(GROUP, tag + "block 1 is " + FIRST, first, constraints(model, k, FIRST), vars));
        Formula later = Formula.and(kc, Formula.le(Lin.ZERO, RP), Formula.lt(RP, A), Contexts.bracket(RP, TP),
                Formula.or(Formula.and(Formula.lt(TP, A), Formula.eq(R, TP)), Formula.and(Formula.eq(TP, A), Formula.eq(R, Lin.ZERO))),
                Contexts.bracket(R, T));
        List<Formula> any = new ArrayList<>();
        for (String n : LATER) {
            any.add(constraints(model, k, n));
        }
        out.add(new Implication(GROUP, tag + "block i >= 2 and the wrap are " + String.join(", ", LATER), later, Formula.or(any), vars));
        for (String n : NEVER) {
            out.add(new Implication(GROUP, tag + "never " + n, kc, Formula.not(constraints(model, k, n)), vars));
        }
        return out;
    }

    private static Formula constraints(WordModel model, int k, String context) {
        return Contexts.quadratic(model, k, context).constraints();
    }
}
