package org.subgames.proof.word;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.subgames.game.Convention;
import org.subgames.specs.Claim;
import org.subgames.specs.Statement;
import org.subgames.symbolic.Affine;
import org.subgames.symbolic.Cond;
import org.subgames.symbolic.Sym;
import org.subgames.symbolic.SymParser;

/**
 * Links a statement's claims to its proved word, case by case: a {@code periodic} claim (its period
 * a multiple of the word's, its start past the preperiod; minimal when a letter fills exactly one
 * run of the period), and equalities of {@code G|wall|sink.minimalPeriod} or {@code .preperiod}
 * with an expression ({@code actual}/{@code expected}, or {@code holds} with such equalities joined
 * by &amp;&amp;). Every decision is an obligation for both solvers. A claim is proved for every
 * parameter when it holds in every case of every convention it is about; the rest stays per
 * instance, with the reason.
 */
final class ClaimLink {

    private static final Pattern FACT = Pattern.compile("\\b(G|wall|sink)\\.(minimalPeriod|preperiod)\\b");

    /** One equality of a claim: the fact of a convention (or G) and the expression it equals. */
    private record Fact(String game, String what, Sym expected) {
    }

    private final Statement st;
    private final Map<String, Sym> lets;
    private final Map<String, List<String>> failures = new LinkedHashMap<>();
    private final Map<String, String> notMinimal = new LinkedHashMap<>();
    private final Set<Convention> linked = EnumSet.noneOf(Convention.class);

    ClaimLink(Statement st, Map<String, Sym> lets) {
        this.st = st;
        this.lets = lets;
    }

    /** The decisions that link every claim in case m (failures are kept for the summary). */
    List<Obligation> obligations(Z3Session z3, CaseModel m) {
        linked.add(m.convention);
        ClaimTerms terms = new ClaimTerms(m, z3, lets);
        for (Claim cl : st.claims()) {
            if (cl.when() != null) {
                continue;
            }
            try {
                if (cl instanceof Claim.Periodic p) {
                    if (p.game().equals(WordProver.name(m.convention))) {
                        periodic(terms, m, p);
                    }
                } else {
                    List<Fact> facts = facts(cl);
                    if (facts != null) {
                        for (Fact f : facts) {
                            if (f.game().equals("G") || f.game().equals(WordProver.name(m.convention))) {
                                fact(z3, terms, m, f);
                            }
                        }
                    }
                }
            } catch (ClaimTerms.Undecided e) {
                failures.computeIfAbsent(cl.name(), k -> new ArrayList<>()).add(WordProver.name(m.convention) + ", case " + m.wordCase.name()
                        + ": " + e.getMessage());
            }
        }
        return terms.decisions;
    }

    private void periodic(ClaimTerms terms, CaseModel m, Claim.Periodic p) throws ClaimTerms.Undecided {
        Affine period = terms.term(SymParser.parse(p.period().text()));
        Affine from = p.from() == null ? Affine.constant(m.base()) : terms.term(SymParser.parse(p.from().text()));
        if (!terms.multipleOf(period, m.periodLength)) {
            throw new ClaimTerms.Undecided(period + " is not shown a multiple of the word's period " + m.periodLength);
        }
        terms.decide(Cond.le(Affine.constant(1), period), period + " >= 1");
        if (!terms.decide(Cond.le(m.preLength.plus(m.base()), from), from + " >= " + m.preLength.plus(m.base()))) {
            throw new ClaimTerms.Undecided("from " + from + " lies inside the preperiod");
        }
        if (p.minimal() && !minimal(terms, period, m)) {
            notMinimal.putIfAbsent(p.name(), WordProver.name(m.convention) + ", case " + m.wordCase.name());
        }
    }

    private void fact(Z3Session z3, ClaimTerms terms, CaseModel m, Fact f) throws ClaimTerms.Undecided {
        Affine value = terms.term(f.expected());
        if (f.what().equals("minimalPeriod")) {
            if (!minimal(terms, value, m)) {
                throw new ClaimTerms.Undecided("the word does not show " + value + " the minimal period (no letter fills exactly one run)");
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
     * Whether the word shows the period minimal in case m: it equals the word's period p, and some
     * letter fills exactly one run of the period (no group), of length 1..p-1. That run's starts are
     * then the maximal runs of the letter, p apart, and a period of G maps the start of a maximal run
     * to the start of another, so every period of G is a multiple of p.
     */
    private static boolean minimal(ClaimTerms terms, Affine period, CaseModel m) {
        if (!terms.establish(Cond.eq(period, m.periodLength), period + " = " + m.periodLength)) {
            return false;
        }
        List<CaseModel.Slot> runs = m.slots.stream().filter(CaseModel.Slot::inPeriod).toList();
        for (CaseModel.Slot s : runs) {
            boolean once = s.group() == null && runs.stream().filter(t -> t.letter() == s.letter()).count() == 1;
            Cond inside = Cond.and(Cond.le(Affine.constant(1), s.length()), Cond.lt(s.length(), m.periodLength));
            if (once && terms.establish(inside, "letter " + s.letter() + " fills one run of the period, of length 1.." + m.periodLength + " - 1")) {
                return true;
            }
        }
        return false;
    }

    /** The equalities of an Equal or Holds claim about minimal periods and preperiods, or null when it is another claim. */
    private static List<Fact> facts(Claim cl) {
        if (cl instanceof Claim.Equal e) {
            Matcher mt = FACT.matcher(e.actual().text().trim());
            return mt.matches() ? List.of(new Fact(mt.group(1), mt.group(2), SymParser.parse(e.expected().text()))) : null;
        }
        if (!(cl instanceof Claim.Holds h) || !FACT.matcher(h.condition().text()).find()) {
            return null;
        }
        Sym s;
        try {
            s = SymParser.parse(FACT.matcher(h.condition().text()).replaceAll("$1__$2"));
        } catch (RuntimeException ex) {
            return null;
        }
        List<Fact> out = new ArrayList<>();
        return conjuncts(s, out) ? out : null;
    }

    private static boolean conjuncts(Sym s, List<Fact> out) {
        if (s instanceof Sym.Bin b && b.op().equals("&&")) {
            return conjuncts(b.left(), out) && conjuncts(b.right(), out);
        }
        if (s instanceof Sym.Bin b && b.op().equals("==")) {
            Sym fact = b.left() instanceof Sym.Name n && n.name().contains("__") ? b.left() : b.right();
            Sym other = fact == b.left() ? b.right() : b.left();
            if (fact instanceof Sym.Name n && n.name().contains("__")) {
                String[] gw = n.name().split("__");
                out.add(new Fact(gw[0], gw[1], other));
                return true;
            }
        }
        return false;
    }

    /** After every convention: each claim proved for every parameter or left per instance, with the reason. */
    void summarize(List<WordProver.ClaimVerdict> out) {
        for (Claim cl : st.claims()) {
            String reason = reason(cl);
            boolean minimal = cl instanceof Claim.Periodic p && p.minimal();
            if (reason == null && minimal && notMinimal.containsKey(cl.name())) {
                reason = "its period is proved, its minimality is not (" + notMinimal.get(cl.name()) + ")";
            }
            out.add(reason == null ? new WordProver.ClaimVerdict(cl.name(), true, minimal ? "minimal: a letter fills one run per period" : "")
                    : new WordProver.ClaimVerdict(cl.name(), false, reason));
        }
    }

    private String reason(Claim cl) {
        if (cl.when() != null) {
            return "it has a when: guard";
        }
        Set<Convention> about = EnumSet.noneOf(Convention.class);
        if (cl instanceof Claim.Periodic p) {
            about.add(p.game().equals("wall") ? Convention.WALL : Convention.SINK);
        } else {
            List<Fact> facts = facts(cl);
            if (facts == null) {
                return "not a claim about the word's period or preperiod";
            }
            for (Fact f : facts) {
                if (f.game().equals("G")) {
                    about.addAll(st.conventions());
                } else {
                    about.add(f.game().equals("wall") ? Convention.WALL : Convention.SINK);
                }
            }
        }
        if (!linked.containsAll(about)) {
            return "the word has no cases for every convention it is about";
        }
        List<String> why = failures.get(cl.name());
        return why == null ? null : why.get(0);
    }
}
