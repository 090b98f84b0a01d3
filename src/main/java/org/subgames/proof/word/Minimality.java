package org.subgames.proof.word;

import java.util.ArrayList;
import java.util.List;
import org.subgames.proof.smt.Prover;
import org.subgames.symbolic.Affine;
import org.subgames.symbolic.Cond;

/**
 * Whether the word shows its period p minimal in one case, by one of these arguments (each fact an
 * obligation of the case, recorded in {@link ClaimTerms} and refuted by both solvers):
 * <ol>
 * <li>{@link #ONCE}: a letter fills exactly one run of the period (no group), of length 1..p-1.</li>
 * <li>{@link #UNIQUE_RUN}: a letter l whose non-empty runs are isolated (the nearest non-empty runs
 * on both sides, cyclically, in every copy of a group, have other letters), and one run R of l
 * outside every group, non-empty, whose length no other run of l has. Then the maximal blocks of l
 * in the cyclic period are exactly its non-empty runs; a cyclic period d of the period word maps
 * maximal blocks of l to maximal blocks of l of the same length, so R to R, and p divides d.</li>
 * <li>{@link #SHIFT}: no shift e with 1 &lt;= e and 2 e &lt;= p keeps the letters at the first and
 * last positions of every run ({@link Encoder#shiftWitness}, in a context shown satisfiable). A
 * proper divisor d of p that is a cyclic period would be such a shift.</li>
 * </ol>
 * Either way every period of G (from any position on) is a multiple of p: a period e of G from some
 * position on is a cyclic period of the period word (take positions a multiple of p past both
 * starts). The proof is written out in docs/word-prover.md.
 */
final class Minimality {

    static final String ONCE = "a letter fills one run per period";
    static final String UNIQUE_RUN = "a run of unique length among its letter's isolated runs";
    static final String SHIFT = "shift witnesses at the runs' ends";

    private Minimality() {
    }

    /** A part of the period: one run (group null) or a repeated group with its runs, in order. */
    private record Part(List<CaseModel.Slot> runs, CaseModel.Group group) {
    }

    /** The argument that shows period minimal in case m (its facts recorded in terms), or null. */
    static String show(Z3Session z3, ClaimTerms terms, Affine period, CaseModel m) {
        if (!terms.establish(Cond.eq(period, m.periodLength), period + " = " + m.periodLength)) {
            return null;
        }
        List<CaseModel.Slot> runs = m.slots.stream().filter(CaseModel.Slot::inPeriod).toList();
        for (CaseModel.Slot s : runs) {
            boolean once = s.group() == null && runs.stream().filter(t -> t.letter() == s.letter()).count() == 1;
            Cond inside = Cond.and(Cond.le(Affine.constant(1), s.length()), Cond.lt(s.length(), m.periodLength));
            if (once && terms.establish(inside, "letter " + s.letter() + " fills one run of the period, of length 1.." + m.periodLength + " - 1")) {
                return ONCE;
            }
        }
        List<Part> parts = parts(runs);
        // the walk knows one level of groups: a word with a nest is left to the shift witnesses
        boolean nested = m.nested();
        for (CaseModel.Slot r : runs) {
            if (!nested && r.group() == null && uniqueRun(terms, parts, runs, r)) {
                return UNIQUE_RUN;
            }
        }
        Encoder enc = new Encoder(m, z3);
        if (z3.check(enc.shiftContext()).verdict() == Prover.Verdict.SAT && terms.refutes(enc.shiftWitness())) {
            return SHIFT;
        }
        return null;
    }

    /** The unique-run argument for run r (outside every group): every fact shown, then all recorded. */
    private static boolean uniqueRun(ClaimTerms terms, List<Part> parts, List<CaseModel.Slot> runs, CaseModel.Slot r) {
        int l = r.letter();
        List<Cond> facts = new ArrayList<>();
        List<String> texts = new ArrayList<>();
        facts.add(Cond.le(Affine.constant(1), r.length()));
        texts.add("minimal by the run " + r.label() + ": it is not empty");
        for (CaseModel.Slot t : runs) {
            if (t.letter() != l) {
                continue;
            }
            Cond absent = absent(t);
            if (t != r) {
                facts.add(Cond.or(absent, Cond.not(Cond.eq(t.length(), r.length()))));
                texts.add("minimal by the run " + r.label() + ": the run " + t.label() + " is empty or of another length");
            }
            Cond isolated = Cond.and(new Walk(parts, l).after(t), new Walk(reversed(parts), l).after(t));
            facts.add(Cond.or(absent, isolated));
            texts.add("minimal by the run " + r.label() + ": the run " + t.label() + " is empty or its nearest non-empty neighbours have letters other than "
                    + l);
        }
        return terms.establishAll(facts, texts);
    }

    /** The run has no position in the case: its length is 0, or its group's count is. */
    private static Cond absent(CaseModel.Slot t) {
        Cond empty = Cond.le(t.length(), Affine.ZERO);
        return t.group() == null ? empty : Cond.or(empty, Cond.le(t.group().count(), Affine.ZERO));
    }

    /** The period's runs as parts: consecutive runs of one group form one part. */
    private static List<Part> parts(List<CaseModel.Slot> runs) {
        List<Part> out = new ArrayList<>();
        for (CaseModel.Slot s : runs) {
            Part last = out.isEmpty() ? null : out.get(out.size() - 1);
            if (s.group() != null && last != null && last.group() == s.group()) {
                last.runs().add(s);
            } else {
                out.add(new Part(new ArrayList<>(List.of(s)), s.group()));
            }
        }
        return out;
    }

    /** The parts read backwards (the runs of each group too): the successor walk in it is the predecessor walk. */
    private static List<Part> reversed(List<Part> parts) {
        List<Part> out = new ArrayList<>();
        for (int i = parts.size() - 1; i >= 0; i--) {
            List<CaseModel.Slot> rs = new ArrayList<>(parts.get(i).runs());
            java.util.Collections.reverse(rs);
            out.add(new Part(rs, parts.get(i).group()));
        }
        return out;
    }

    /**
     * The condition that, after a run (in every copy of its group), the nearest non-empty run of the
     * cyclic period has a letter other than l. Where the next run depends on which copy of a group it
     * is, both continuations are required (a sufficient condition). A path that passes more runs than
     * the period has gives false (it went round through empty runs and runs of l): the argument then
     * fails, it is never faked.
     */
    private static final class Walk {
        private final List<Part> parts;
        private final int letter;
        private final int longest;

        Walk(List<Part> parts, int letter) {
            this.parts = parts;
            this.letter = letter;
            this.longest = parts.stream().mapToInt(p -> p.runs().size()).sum() + parts.size() + 1;
        }

        /** Steps of the walk so far; past {@link #MAX_STEPS} it gives false. */
        private int steps;

        Cond after(CaseModel.Slot s) {
            for (int i = 0; i < parts.size(); i++) {
                int r = parts.get(i).runs().indexOf(s);
                if (r >= 0) {
                    Cond c = after(i, r, 0);
                    return steps > MAX_STEPS ? Cond.FALSE : c;
                }
            }
            throw new IllegalStateException("the run " + s.label() + " is not in the period");
        }

        /** After run r of part i, depth steps into the walk. */
        private Cond after(int i, int r, int depth) {
            Part p = parts.get(i);
            int next = (i + 1) % parts.size();
            if (p.group() == null) {
                return enter(next, depth);
            }
            if (r + 1 < p.runs().size()) {
                return run(i, r + 1, depth);
            }
            // the end of a copy: the next copy when there is one, and the part after the group (after the last copy)
            return Cond.and(Cond.or(Cond.le(p.group().count(), Affine.constant(1)), run(i, 0, depth)), enter(next, depth));
        }

        /**
         * The walk's steps at most: it branches at each group's end, so through many runs that may
         * be empty it grows exponentially (docs/word-prover.md). Past
         * it the walk gives false, a stronger condition (the walk's parts occur only under and/or),
         * so the argument fails rather than being faked.
         */
        static final int MAX_STEPS = 100_000;

        /** From the start of part i (a group of count 0 is skipped). */
        private Cond enter(int i, int depth) {
            if (depth > longest || ++steps > MAX_STEPS) {
                return Cond.FALSE;
            }
            Part p = parts.get(i);
            if (p.group() == null) {
                return run(i, 0, depth);
            }
            Affine count = p.group().count();
            return Cond.or(Cond.and(Cond.le(Affine.constant(1), count), run(i, 0, depth)),
                    Cond.and(Cond.le(count, Affine.ZERO), enter((i + 1) % parts.size(), depth + 1)));
        }

        /** From run r of part i: it is a non-empty run of another letter, or empty and the walk goes on. */
        private Cond run(int i, int r, int depth) {
            if (depth > longest || ++steps > MAX_STEPS) {
                return Cond.FALSE;
            }
            CaseModel.Slot s = parts.get(i).runs().get(r);
            Cond onward = Cond.and(Cond.le(s.length(), Affine.ZERO), after(i, r, depth + 1));
            return s.letter() != letter ? Cond.or(Cond.le(Affine.constant(1), s.length()), onward) : onward;
        }
    }
}
