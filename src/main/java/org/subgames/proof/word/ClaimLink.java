package org.subgames.proof.word;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.subgames.game.Convention;
import org.subgames.specs.Claim;
import org.subgames.specs.Expr;
import org.subgames.specs.ExprTree;
import org.subgames.specs.Statement;
import org.subgames.symbolic.Affine;
import org.subgames.symbolic.Cond;
import org.subgames.symbolic.ParametricWord;
import org.subgames.symbolic.Sym;

/**
 * Links a statement's claims to its proved word, by a whitelist: a claim is proved for every
 * parameter only when it has one of the forms below, and in every case of every convention it is
 * about an obligation specific to it was recorded (and then discharged with the word's, by both
 * solvers). Everything else stays per instance, with the reason; there is no default branch.
 * <ul>
 * <li>{@code periodic: wall|sink|G, period: T, from: F} (G: every convention of the statement): T
 * is shown &gt;= 1 and a multiple of the word's period p in the case (so a positive multiple), and
 * F past the preperiod; with {@code minimal: true} also T = p and the word shows p minimal
 * ({@link Minimality}).</li>
 * <li>{@code X.minimalPeriod = E}: E = p and the word shows p minimal ({@link Minimality}).</li>
 * <li>{@code X.preperiod = E}: E = the preperiod's length, which is empty or exact (the letter
 * before the period differs from the one a period on).</li>
 * </ul>
 * X is wall, sink or G; a fact equality is an {@code actual}/{@code expected} claim, or a
 * {@code holds} claim made only of such equalities joined by &amp;&amp;. Expressions are read from
 * the checker's own syntax tree ({@link Expr#sym()}); a fact is the dotted name "X.what", which no
 * statement name can spell.
 */
final class ClaimLink {

    /** One equality: the fact what (minimalPeriod or preperiod) of the conventions about, equal to expected. */
    private record Fact(Set<Convention> about, String what, Sym expected) {
    }

    /** A claim the prover can link: the conventions it is about and its equalities (or periodic claim). */
    private record Form(Set<Convention> about, Claim.Periodic periodic, Sym period, Sym from, List<Fact> facts) {
    }

    private static final String NOT_MINIMAL = "no letter fills exactly one run of the period, none has a run of unique length among its isolated runs, no shift witnesses, and the block counts do not show it";

    private final Statement st;
    private final Map<String, Sym> lets;
    private final Map<String, String> unreadLets;
    private final List<Form> forms = new ArrayList<>();
    private final List<String> unlinkable = new ArrayList<>();
    private final Map<Integer, List<String>> failures = new LinkedHashMap<>();
    private final Map<Integer, Set<String>> linkedCases = new LinkedHashMap<>();
    private final Set<String> allCases = new HashSet<>();
    /** Per claim, the arguments that showed its minimality (one per case, perhaps different ones). */
    private final Map<Integer, Set<String>> arguments = new LinkedHashMap<>();

    /** lets: the statement's lets as read exactly; unreadLets: those the prover cannot read, with why. */
    ClaimLink(Statement st, Map<String, Sym> lets, Map<String, String> unreadLets) {
        this.st = st;
        this.lets = lets;
        this.unreadLets = unreadLets;
        Map<String, Integer> names = new LinkedHashMap<>();
        st.claims().forEach(cl -> names.merge(cl.name(), 1, Integer::sum));
        for (Claim cl : st.claims()) {
            String[] why = new String[1];
            // verdicts are reported by name: a name shared by two claims could carry one's proof to the other
            boolean shared = names.get(cl.name()) > 1;
            forms.add(shared ? null : form(cl, why));
            unlinkable.add(shared ? "another claim has the same name (give each claim its own name:)" : why[0]);
        }
    }

    /** The decisions that link every linkable claim in case m (failures are kept for the summary). */
    List<Obligation> obligations(Z3Session z3, CaseModel m) {
        String where = key(m.convention, m.wordCase);
        allCases.add(where);
        ClaimTerms terms = new ClaimTerms(m, z3, lets, unreadLets);
        for (int i = 0; i < forms.size(); i++) {
            Form f = forms.get(i);
            if (f == null || !f.about().contains(m.convention)) {
                continue;
            }
            try {
                if (f.periodic() != null) {
                    periodic(z3, terms, m, f, i);
                } else {
                    for (Fact fact : f.facts()) {
                        if (fact.about().contains(m.convention)) {
                            fact(z3, terms, m, fact, i);
                        }
                    }
                }
                linkedCases.computeIfAbsent(i, k -> new HashSet<>()).add(where);
            } catch (ClaimTerms.Undecided e) {
                failures.computeIfAbsent(i, k -> new ArrayList<>()).add(WordProver.name(m.convention) + ", case " + m.wordCase.name() + ": "
                        + e.getMessage());
            }
        }
        return terms.decisions;
    }

    private static String key(Convention c, ParametricWord.Case k) {
        return c.name() + "\u0000" + k.name();
    }

    private void periodic(Z3Session z3, ClaimTerms terms, CaseModel m, Form f, int claim) throws ClaimTerms.Undecided {
        Affine period = terms.term(f.period());
        if (!terms.establish(Cond.le(Affine.constant(1), period), period + " >= 1")) {
            throw new ClaimTerms.Undecided("the period " + period + " is not shown >= 1");
        }
        if (!terms.multipleOf(period, m.periodLength)) {
            throw new ClaimTerms.Undecided(period + " is not shown a multiple of the word's period " + m.periodLength);
        }
        Affine from = f.from() == null ? Affine.constant(m.base()) : terms.term(f.from());
        if (!terms.establish(Cond.le(m.preLength.plus(m.base()), from), from + " >= " + m.preLength.plus(m.base()))) {
            throw new ClaimTerms.Undecided("from " + from + " is not shown past the preperiod");
        }
        if (f.periodic().minimal() && !minimal(z3, terms, period, m, claim)) {
            throw new ClaimTerms.Undecided("its period is proved, its minimality is not (the word does not show " + period
                    + " minimal: " + NOT_MINIMAL + ")");
        }
    }

    private void fact(Z3Session z3, ClaimTerms terms, CaseModel m, Fact f, int claim) throws ClaimTerms.Undecided {
        Affine value = terms.term(f.expected());
        if (f.what().equals("minimalPeriod")) {
            if (!minimal(z3, terms, value, m, claim)) {
                throw new ClaimTerms.Undecided("the word does not show " + value + " the minimal period (" + NOT_MINIMAL + ")");
            }
            return;
        }
        if (!terms.establish(Cond.eq(value, m.preLength), value + " = " + m.preLength + " (the preperiod's length)")) {
            throw new ClaimTerms.Undecided(value + " is not shown the length " + m.preLength + " of the word's preperiod");
        }
        if (terms.establish(Cond.eq(m.preLength, Affine.ZERO), "the preperiod is empty")) {
            return;
        }
        if (!terms.refutes(new Encoder(m, z3).preperiodExact())) {
            throw new ClaimTerms.Undecided("the word does not show the preperiod exact (the letter before the period may recur a period on)");
        }
    }

    /**
     * Whether the word shows the period minimal in case m ({@link Minimality}: the period equals the
     * word's period p, and a letter fills one run of it or has a run of unique length among its
     * isolated runs); the argument is kept for the claim's verdict.
     */
    private boolean minimal(Z3Session z3, ClaimTerms terms, Affine period, CaseModel m, int claim) {
        String argument = Minimality.show(z3, terms, period, m);
        if (argument != null) {
            arguments.computeIfAbsent(claim, k -> new java.util.TreeSet<>()).add(argument);
        }
        return argument != null;
    }

    /** The claim's linkable form, or null with the reason in why[0]. */
    private Form form(Claim cl, String[] why) {
        if (cl.when() != null) {
            why[0] = "it has a when: guard";
            return null;
        }
        try {
            if (cl instanceof Claim.Periodic p) {
                return new Form(games(p.game()), p, p.period().sym(), p.from() == null ? null : p.from().sym(), List.of());
            }
            List<Fact> facts = new ArrayList<>();
            if (cl instanceof Claim.Equal e && fact(e.actual().sym(), e.expected().sym(), facts)) {
                return new Form(about(facts), null, null, null, facts);
            }
            if (cl instanceof Claim.Holds h && conjuncts(h.condition().sym(), facts)) {
                return new Form(about(facts), null, null, null, facts);
            }
        } catch (ExprTree.NotExact e) {
            why[0] = e.getMessage();
            return null;
        }
        why[0] = cl instanceof Claim.ForAll ? "a forall claim (not linked to the word)"
                : cl instanceof Claim.Agree ? "an agree claim (not linked to the word)"
                        : "not a claim about the word's period or preperiod (periodic:, or X.minimalPeriod / X.preperiod equal to an expression)";
        return null;
    }

    private static Set<Convention> about(List<Fact> facts) {
        Set<Convention> out = EnumSet.noneOf(Convention.class);
        facts.forEach(f -> out.addAll(f.about()));
        return out;
    }

    /** The conventions a game name is about: wall, sink, or every convention of the statement (G). */
    private Set<Convention> games(String game) {
        return switch (game) {
            case "wall" -> EnumSet.of(Convention.WALL);
            case "sink" -> EnumSet.of(Convention.SINK);
            case "G" -> EnumSet.copyOf(st.conventions());
            default -> throw new IllegalStateException("the loader admitted the game '" + game + "'");
        };
    }

    /** Whether s is a conjunction of fact equalities (each added to out). */
    private boolean conjuncts(Sym s, List<Fact> out) {
        if (s instanceof Sym.Bin b && b.op().equals("&&")) {
            return conjuncts(b.left(), out) && conjuncts(b.right(), out);
        }
        return s instanceof Sym.Bin b && b.op().equals("==") && (fact(b.left(), b.right(), out) || fact(b.right(), b.left(), out));
    }

    /** Whether side is the name of a linked fact (X.minimalPeriod or X.preperiod); then the equality side = other is added. */
    private boolean fact(Sym side, Sym other, List<Fact> out) {
        if (!(side instanceof Sym.Name n)) {
            return false;
        }
        int dot = n.name().indexOf('.');
        if (dot < 0) {
            return false;
        }
        String game = n.name().substring(0, dot);
        String what = n.name().substring(dot + 1);
        if (!Set.of("G", "wall", "sink").contains(game) || !Set.of("minimalPeriod", "preperiod").contains(what)) {
            return false;
        }
        out.add(new Fact(games(game), what, other));
        return true;
    }

    /**
     * After every convention: a verdict per claim. Proved only when the claim has a linkable form,
     * the word has cases for every convention it is about, and every one of those cases recorded the
     * claim's own obligations.
     */
    void summarize(ParametricWord word, List<WordProver.ClaimVerdict> out) {
        for (int i = 0; i < forms.size(); i++) {
            Claim cl = st.claims().get(i);
            String reason = reason(i, word);
            boolean minimal = cl instanceof Claim.Periodic p && p.minimal() || forms.get(i) != null && forms.get(i).facts().stream()
                    .anyMatch(f -> f.what().equals("minimalPeriod"));
            String how = minimal ? "minimal: " + String.join("; ", arguments.getOrDefault(i, Set.of())) : "";
            out.add(reason == null ? new WordProver.ClaimVerdict(cl.name(), true, how)
                    : new WordProver.ClaimVerdict(cl.name(), false, reason));
        }
    }

    private String reason(int i, ParametricWord word) {
        Form f = forms.get(i);
        if (f == null) {
            return unlinkable.get(i);
        }
        if (failures.containsKey(i)) {
            return failures.get(i).get(0);
        }
        if (f.about().isEmpty()) {
            return "it is about no convention";
        }
        Set<String> linked = linkedCases.getOrDefault(i, Set.of());
        for (Convention c : f.about()) {
            if (!word.cases().containsKey(c)) {
                return "the word has no " + WordProver.name(c) + " cases";
            }
            for (ParametricWord.Case k : word.cases().get(c)) {
                if (!allCases.contains(key(c, k)) || !linked.contains(key(c, k))) {
                    return "not linked in " + WordProver.name(c) + " case " + k.name();
                }
            }
        }
        return null;
    }
}
