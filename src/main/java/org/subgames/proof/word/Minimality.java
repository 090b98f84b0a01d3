package org.subgames.proof.word;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
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
 * <li>{@link #BLOCK_COUNTS}: the maximal blocks of some letters are exactly their non-empty runs
 * (every run shown empty or not, the non-empty ones isolated), counted per class of lengths shown
 * to differ. A cyclic period d | p, d &lt; p, of a word of more than one letter rotates the blocks
 * in orbits of k = p / d, so k divides every class's count and p, and the gcd g of the constants
 * their integer combinations make (with the counts of neighbouring pairs of classes). g = 1 leaves
 * no such d; for g &gt; 1, p / q is a cyclic period for some prime q of g, and each such q is shown
 * not to divide p, or refuted by the starts of a class's blocks (listed when its groups' counts are
 * numbers, or counts the case bounds, one value at a time), by a shift witness at e = p / q
 * ({@link Encoder#shiftWitness(int)}), or by the word of the exact classes' blocks, which the shift
 * would rotate by its length / q ({@link BlockShift}).</li>
 * </ol>
 * Either way every period of G (from any position on) is a multiple of p: a period e of G from some
 * position on is a cyclic period of the period word (take positions a multiple of p past both
 * starts). The proof is written out in docs/word-prover.md.
 */
final class Minimality {

    static final String ONCE = "a letter fills one run per period";
    static final String UNIQUE_RUN = "a run of unique length among its letter's isolated runs";
    static final String SHIFT = "shift witnesses at the runs' ends";
    static final String BLOCK_COUNTS = "block counts, with block starts, shift witnesses or the block word at p / q for the primes q they leave";

    private Minimality() {
    }

    /** A part of the period: one run (group null) or a repeated group with its runs, in order. */
    record Part(List<CaseModel.Slot> runs, CaseModel.Group group) {
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
        // a word with a nest tries the unique run after the shift witnesses (which proved the nests
        // shipped before the walk knew nests, so that their kept obligations stay), with pruned walks
        // when a walk passes its budget, and no block counts
        boolean nested = m.nested();
        if (!nested && uniqueRun(terms, runs, false)) {
            return UNIQUE_RUN;
        }
        Encoder enc = new Encoder(m, z3);
        if (z3.check(enc.shiftContext()).verdict() == Prover.Verdict.SAT && terms.refutes(enc.shiftWitness())) {
            return SHIFT;
        }
        if (nested) {
            return uniqueRun(terms, runs, true) ? UNIQUE_RUN : null;
        }
        return blockCounts(z3, terms, parts, runs, m, false);
    }

    /**
     * The unique-run argument for some run outside every group, or false; with pruning, a run whose
     * walks passed their budget is tried again with pruned walks ({@link Isolation}).
     */
    private static boolean uniqueRun(ClaimTerms terms, List<CaseModel.Slot> runs, boolean pruning) {
        for (CaseModel.Slot r : runs) {
            if (r.group() != null) {
                continue;
            }
            Isolation plain = new Isolation(null);
            if (uniqueRun(terms, runs, r, plain) || pruning && plain.overBudget && uniqueRun(terms, runs, r, new Isolation(terms))) {
                return true;
            }
        }
        return false;
    }

    /** The block-count argument alone (for the tests that try it where the others would succeed first), or null. */
    static String showByBlockCounts(Z3Session z3, ClaimTerms terms, Affine period, CaseModel m) {
        return showByBlockCounts(z3, terms, period, m, false);
    }

    /**
     * The block-count argument with the block word ({@link BlockShift}) as the only refutation of
     * the shifts p / q (for the tests that try it on words the others settle), or null.
     */
    static String showByBlockWord(Z3Session z3, ClaimTerms terms, Affine period, CaseModel m) {
        return showByBlockCounts(z3, terms, period, m, true);
    }

    private static String showByBlockCounts(Z3Session z3, ClaimTerms terms, Affine period, CaseModel m, boolean blockWordOnly) {
        if (m.nested() || !terms.establish(Cond.eq(period, m.periodLength), period + " = " + m.periodLength)) {
            return null;
        }
        List<CaseModel.Slot> runs = m.slots.stream().filter(CaseModel.Slot::inPeriod).toList();
        return blockCounts(z3, terms, parts(runs), runs, m, blockWordOnly);
    }

    /**
     * The block-count argument: every count of a rotation-invariant class of maximal blocks is a
     * multiple of k = p / d for a cyclic period d | p, so k divides the gcd g of the constants that
     * integer combinations of the counts (and p) make; g = 1 shows p minimal, and for g &gt; 1 each
     * prime q of g needs q not dividing p, or the block starts of a class, a shift witness or the
     * block word to refute the shift p / q (a cyclic period d gives the cyclic period p / q for
     * every prime q of p / d); with blockWordOnly, the block word alone. Every fact is recorded once
     * the argument is complete, and none when it fails.
     */
    private static String blockCounts(Z3Session z3, ClaimTerms terms, List<Part> parts, List<CaseModel.Slot> runs, CaseModel m,
            boolean blockWordOnly) {
        Isolation plain = new Isolation(null);
        String out = blockCounts(z3, terms, parts, runs, m, blockWordOnly, plain);
        return out != null || !plain.overBudget ? out : blockCounts(z3, terms, parts, runs, m, blockWordOnly, new Isolation(terms));
    }

    /** The block-count argument with the isolation conditions of iso. */
    private static String blockCounts(Z3Session z3, ClaimTerms terms, List<Part> parts, List<CaseModel.Slot> runs, CaseModel m,
            boolean blockWordOnly, Isolation iso) {
        List<Cond> facts = new ArrayList<>();
        List<String> texts = new ArrayList<>();
        List<Affine> counts = new ArrayList<>(List.of(m.periodLength));
        // the class of each run: an exact length class of its letter (>= 0), or its letter's blocks whole (-1 - letter)
        Map<CaseModel.Slot, Integer> classOf = new java.util.HashMap<>();
        List<List<CaseModel.Slot>> exact = new ArrayList<>();
        boolean anchored = false;
        for (int l : runs.stream().map(CaseModel.Slot::letter).distinct().sorted().toList()) {
            List<List<CaseModel.Slot>> classes = letterBlocks(terms, iso, runs, l, facts, texts);
            for (CaseModel.Slot t : runs) {
                if (t.letter() == l) {
                    classOf.put(t, -1 - l);
                }
            }
            if (classes != null) {
                exact.addAll(classes);
                for (List<CaseModel.Slot> c : classes) {
                    c.forEach(t -> classOf.put(t, counts.size()));
                    counts.add(c.stream().map(Minimality::copies).reduce(Affine.ZERO, Affine::plus));
                }
                anchored = anchored || anchor(terms, runs, l, classOf, facts, texts);
            }
        }
        counts.addAll(pairCounts(terms, parts, runs, classOf, facts, texts));
        long g = constantGcd(counts);
        if (!anchored || g == 0 || g > MAX_LEFT) {
            return null;
        }
        List<Obligation> witnesses = new ArrayList<>();
        List<Map<String, Long>> splits = blockWordOnly ? List.of() : splits(terms, m, facts, texts);
        for (long q : org.subgames.period.Periodicity.primeFactors(g)) {
            Cond notMultiple = Cond.not(Cond.eq(m.periodLength, Affine.of(Encoder.SHIFT).times(q)));
            if (terms.holds(notMultiple)) {
                facts.add(notMultiple);
                texts.add("minimal by block counts: " + q + " does not divide the period " + m.periodLength);
                continue;
            }
            Encoder enc = new Encoder(m, z3);
            if (z3.check(enc.shiftContext((int) q)).verdict() != Prover.Verdict.SAT) {
                return null;
            }
            List<Obligation> placed = blockWordOnly ? null : byStarts(z3, terms, m, exact, (int) q, splits, facts, texts);
            if (placed == null && !blockWordOnly) {
                Obligation w = enc.shiftWitness((int) q);
                placed = z3.check(w.formula()).verdict() == Prover.Verdict.UNSAT ? List.of(w) : null;
            }
            if (placed == null) {
                Obligation w = new BlockShift(m, parts, classOf).at((int) q);
                if (z3.check(w.context()).verdict() != Prover.Verdict.SAT || z3.check(w.formula()).verdict() != Prover.Verdict.UNSAT) {
                    return null;
                }
                placed = List.of(w);
            }
            witnesses.addAll(placed);
        }
        if (!terms.establishAll(facts, texts)) {
            return null;
        }
        return witnesses.stream().allMatch(terms::refutes) ? BLOCK_COUNTS : null;
    }

    /**
     * The obligations that refute the shift e = p / q by block starts, one per assignment of the
     * split counts (an assignment the case or q | p rules out is a recorded fact instead), or null
     * when some assignment has no class whose starts refute it.
     */
    private static List<Obligation> byStarts(Z3Session z3, ClaimTerms terms, CaseModel m, List<List<CaseModel.Slot>> exact, int q,
            List<Map<String, Long>> splits, List<Cond> facts, List<String> texts) {
        List<Obligation> out = new ArrayList<>();
        List<Cond> own = new ArrayList<>();
        List<String> ownTexts = new ArrayList<>();
        Cond multiple = Cond.eq(Affine.of(Encoder.SHIFT).times(q), m.periodLength);
        for (Map<String, Long> values : splits) {
            Cond fixed = fixed(m, values);
            Cond ruledOut = Cond.not(Cond.and(fixed, multiple));
            if (!values.isEmpty() && terms.holds(ruledOut)) {
                own.add(ruledOut);
                ownTexts.add("minimal by block starts: at " + values + " the period is no multiple of " + q);
                continue;
            }
            Obligation o = exact.stream().map(c -> placed(m, c, q, values, fixed)).filter(java.util.Objects::nonNull)
                    .filter(x -> z3.check(x.context()).verdict() == Prover.Verdict.SAT && z3.check(x.formula()).verdict() == Prover.Verdict.UNSAT)
                    .findFirst().orElse(null);
            if (o == null) {
                return null;
            }
            out.add(o);
        }
        facts.addAll(own);
        texts.addAll(ownTexts);
        return out;
    }

    /**
     * The split counts at their values, with the exact products they fix (P = v U): linear, since v
     * is a number.
     */
    private static Cond fixed(CaseModel m, Map<String, Long> values) {
        List<Cond> out = new ArrayList<>();
        values.forEach((v, x) -> out.add(Cond.eq(Affine.of(v), Affine.constant(x))));
        for (org.subgames.symbolic.Products.Product p : m.products.all()) {
            if (values.containsKey(p.count())) {
                out.add(Cond.eq(Affine.of(p.name()), p.unit().times(values.get(p.count()))));
            }
        }
        return Cond.and(out);
    }

    private static Affine at(Affine t, Map<String, Long> values) {
        Affine out = t;
        for (Map.Entry<String, Long> e : values.entrySet()) {
            out = out.substitute(e.getKey(), Affine.constant(e.getValue()));
        }
        return out;
    }

    /**
     * The obligation that the shift e = p / q maps the blocks of class c onto themselves at the
     * split counts' values, or null when c has a group whose count they leave symbolic (its blocks'
     * starts are no finite list): unsat shows that p / q is no cyclic period there, since a rotation
     * by a cyclic period maps c's blocks (its non-empty runs) onto c's blocks. Each start s
     * (0 &lt;= s &lt; p, a copy of a group at its index) must go to a start s' with s + e = s' or
     * s + e = s' + p.
     */
    private static Obligation placed(CaseModel m, List<CaseModel.Slot> c, int q, Map<String, Long> values, Cond fixed) {
        List<Affine> starts = new ArrayList<>();
        for (CaseModel.Slot t : c) {
            Affine count = t.group() == null ? Affine.constant(1) : at(t.group().count(), values);
            if (!count.isConstant() || count.constantTerm() > MAX_PLACED) {
                return null;
            }
            for (long i = 0; i < count.constantTerm(); i++) {
                starts.add(t.group() == null ? t.offset() : t.group().start().plus(t.offset()).plus(t.group().unit().times(i)));
            }
        }
        Affine e = Affine.of(Encoder.SHIFT);
        List<Cond> mapped = new ArrayList<>();
        for (Affine s : starts) {
            List<Cond> to = new ArrayList<>();
            for (Affine u : starts) {
                to.add(Cond.eq(s.plus(e), u));
                to.add(Cond.eq(s.plus(e), u.plus(m.periodLength)));
            }
            mapped.add(Cond.or(to));
        }
        Cond context = Cond.and(m.mexContext(), fixed, Cond.le(Affine.constant(1), e), Cond.eq(e.times(q), m.periodLength));
        return new Obligation("claim", m.wordCase.name(), "minimal by block starts: the shift e = p / " + q + (values.isEmpty() ? "" : " at " + values)
                + " does not map the blocks of the runs " + labels(c) + " onto themselves", context, Cond.and(mapped));
    }

    /**
     * The assignments of the counts to try the block starts at one by one: every value of each
     * count of a group of the period that the case bounds to at most {@link #MAX_SPLIT} values (the
     * bounds recorded), at most {@link #MAX_SPLIT} assignments in all; one empty assignment when
     * none is bounded.
     */
    private static List<Map<String, Long>> splits(ClaimTerms terms, CaseModel m, List<Cond> facts, List<String> texts) {
        List<Map<String, Long>> out = new ArrayList<>(List.of(Map.of()));
        java.util.Set<String> counts = new java.util.TreeSet<>();
        m.groups.forEach(g -> counts.addAll(g.count().variables()));
        for (String v : counts) {
            long[] range = range(terms, v);
            if (range == null || out.size() * (range[1] - range[0] + 1) > MAX_SPLIT) {
                continue;
            }
            Cond within = Cond.and(Cond.le(Affine.constant(range[0]), Affine.of(v)), Cond.le(Affine.of(v), Affine.constant(range[1])));
            facts.add(within);
            texts.add("minimal by block starts: " + range[0] + " <= " + v + " <= " + range[1]);
            List<Map<String, Long>> next = new ArrayList<>();
            for (Map<String, Long> a : out) {
                for (long x = range[0]; x <= range[1]; x++) {
                    Map<String, Long> b = new java.util.TreeMap<>(a);
                    b.put(v, x);
                    next.add(b);
                }
            }
            out = next;
        }
        return out;
    }

    /** {lo, hi} with lo &lt;= v &lt;= hi shown in the case, hi &lt;= {@link #MAX_SPLIT_VALUE} and at most {@link #MAX_SPLIT} values; or null. */
    private static long[] range(ClaimTerms terms, String v) {
        Affine x = Affine.of(v);
        if (!terms.holds(Cond.le(x, Affine.constant(MAX_SPLIT_VALUE)))) {
            return null;
        }
        long hi = least(0, MAX_SPLIT_VALUE, h -> terms.holds(Cond.le(x, Affine.constant(h))));
        long floor = hi - MAX_SPLIT + 1;
        if (!terms.holds(Cond.le(Affine.constant(floor), x))) {
            return null;
        }
        // the greatest lo in floor..hi with lo <= v shown: the least lo + 1 that is not shown, less one
        long lo = least(floor + 1, hi + 1, l -> l > hi || !terms.holds(Cond.le(Affine.constant(l), x))) - 1;
        return new long[] {lo, hi};
    }

    /** The least n in from..to (to holds) for which holds, by bisection: holds is monotone (false, then true). */
    private static long least(long from, long to, java.util.function.LongPredicate holds) {
        long lo = from;
        long hi = to;
        while (lo < hi) {
            long mid = lo + (hi - lo) / 2;
            if (holds.test(mid)) {
                hi = mid;
            } else {
                lo = mid + 1;
            }
        }
        return lo;
    }

    /** Most assignments of the split counts, and the greatest value a split count may take. */
    private static final int MAX_SPLIT = 16;
    private static final long MAX_SPLIT_VALUE = 32;

    /** Most blocks a class may list by their starts. */
    private static final int MAX_PLACED = 64;

    /**
     * Whether a non-empty run of l (its blocks exact, so isolated) occurs at least once: outside every
     * group, or in a group shown to repeat (recorded). Its neighbour has another letter, so the word
     * is not one letter, and no block is the whole cycle that a rotation could fix.
     */
    private static boolean anchor(ClaimTerms terms, List<CaseModel.Slot> runs, int l, Map<CaseModel.Slot, Integer> classOf, List<Cond> facts,
            List<String> texts) {
        for (CaseModel.Slot t : runs) {
            if (t.letter() != l || classOf.get(t) < 0) {
                continue;
            }
            if (t.group() == null) {
                return true;
            }
            Cond once = Cond.le(Affine.constant(1), t.group().count());
            if (terms.holds(once)) {
                facts.add(once);
                texts.add("block counts: the group of the run " + t.label() + " repeats at least once");
                return true;
            }
        }
        return false;
    }

    /** Most the counts' gcd may be: each of its primes takes block starts or a shift witness. */
    private static final long MAX_LEFT = 1000;

    /**
     * The blocks of letter l in classes of lengths, or null when their counts are not exact: every run of
     * l is shown non-empty or empty, every non-empty one isolated (so the maximal blocks of l are its
     * non-empty runs, one per copy of a group), and runs in different classes are shown to differ in
     * length. Classes start as the runs of one length term and merge where that is not shown. The
     * facts go to facts and texts only when the letter's counts are exact.
     */
    private static List<List<CaseModel.Slot>> letterBlocks(ClaimTerms terms, Isolation iso, List<CaseModel.Slot> runs, int l,
            List<Cond> facts, List<String> texts) {
        List<Cond> own = new ArrayList<>();
        List<String> ownTexts = new ArrayList<>();
        List<CaseModel.Slot> present = new ArrayList<>();
        for (CaseModel.Slot t : runs) {
            if (t.letter() != l) {
                continue;
            }
            Cond nonEmpty = Cond.le(Affine.constant(1), t.length());
            Cond empty = Cond.le(t.length(), Affine.ZERO);
            boolean full = terms.holds(nonEmpty);
            if (!full && !terms.holds(empty)) {
                return null;
            }
            own.add(full ? nonEmpty : empty);
            ownTexts.add("block counts: the run " + t.label() + " is " + (full ? "not empty" : "empty"));
            if (full) {
                // an empty run has no block; the walks of the others pass through it
                Cond isolated = Cond.or(absent(t), iso.of(runs, l, t));
                if (!terms.holds(isolated)) {
                    return null;
                }
                own.add(isolated);
                ownTexts.add("block counts: the run " + t.label() + " is in no copy or its nearest non-empty neighbours have letters other than " + l);
                present.add(t);
            }
        }
        List<List<CaseModel.Slot>> classes = lengthClasses(terms, present, own, ownTexts);
        facts.addAll(own);
        texts.addAll(ownTexts);
        return classes;
    }

    /** The copies of a run in the period: 1, or its group's count. */
    private static Affine copies(CaseModel.Slot t) {
        return t.group() == null ? Affine.constant(1) : t.group().count();
    }

    /**
     * The counts of neighbouring pairs of blocks, by the classes of the block and of the block
     * before it (a rotation keeps both): when every run of the period is shown non-empty and every
     * group to repeat at least once, the block before a run of an exact class is the run before it,
     * and before a group's first run it is the run before the group in the first copy and the
     * group's last run in the others. Empty when that is not shown (the facts recorded otherwise).
     */
    private static List<Affine> pairCounts(ClaimTerms terms, List<Part> parts, List<CaseModel.Slot> runs, Map<CaseModel.Slot, Integer> classOf,
            List<Cond> facts, List<String> texts) {
        List<Cond> own = new ArrayList<>();
        List<String> ownTexts = new ArrayList<>();
        for (CaseModel.Slot t : runs) {
            own.add(Cond.le(Affine.constant(1), t.length()));
            ownTexts.add("block pairs: the run " + t.label() + " is not empty");
        }
        for (Part part : parts) {
            if (part.group() != null && own.stream().noneMatch(c -> c.equals(Cond.le(Affine.constant(1), part.group().count())))) {
                own.add(Cond.le(Affine.constant(1), part.group().count()));
                ownTexts.add("block pairs: the group of " + part.runs().get(0).label() + " repeats at least once");
            }
        }
        if (!own.stream().allMatch(terms::holds)) {
            return List.of();
        }
        facts.addAll(own);
        texts.addAll(ownTexts);
        java.util.Map<List<Integer>, Affine> pairs = new java.util.LinkedHashMap<>();
        for (int i = 0; i < parts.size(); i++) {
            Part part = parts.get(i);
            List<CaseModel.Slot> before = parts.get((i + parts.size() - 1) % parts.size()).runs();
            for (int r = 0; r < part.runs().size(); r++) {
                CaseModel.Slot t = part.runs().get(r);
                if (classOf.get(t) < 0) {
                    continue;
                }
                if (r > 0 || part.group() == null) {
                    CaseModel.Slot pred = r > 0 ? part.runs().get(r - 1) : before.get(before.size() - 1);
                    pairs.merge(List.of(classOf.get(pred), classOf.get(t)), copies(t), Affine::plus);
                } else {
                    pairs.merge(List.of(classOf.get(before.get(before.size() - 1)), classOf.get(t)), Affine.constant(1), Affine::plus);
                    CaseModel.Slot last = part.runs().get(part.runs().size() - 1);
                    pairs.merge(List.of(classOf.get(last), classOf.get(t)), part.group().count().minus(Affine.constant(1)), Affine::plus);
                }
            }
        }
        return new ArrayList<>(pairs.values());
    }

    /**
     * The non-empty runs of one letter in classes: those of one length term together, and two
     * classes merged unless every run of one is shown to differ in length from every run of the
     * other (recorded in own).
     */
    private static List<List<CaseModel.Slot>> lengthClasses(ClaimTerms terms, List<CaseModel.Slot> present, List<Cond> own, List<String> ownTexts) {
        List<List<CaseModel.Slot>> classes = new ArrayList<>();
        for (CaseModel.Slot t : present) {
            classes.stream().filter(c -> c.get(0).length().equals(t.length())).findFirst().ifPresentOrElse(c -> c.add(t),
                    () -> classes.add(new ArrayList<>(List.of(t))));
        }
        boolean merged = true;
        while (merged) {
            merged = false;
            for (int i = 0; i < classes.size() && !merged; i++) {
                for (int j = i + 1; j < classes.size() && !merged; j++) {
                    if (!terms.holds(differ(classes.get(i), classes.get(j)))) {
                        classes.get(i).addAll(classes.remove(j));
                        merged = true;
                    }
                }
            }
        }
        for (int i = 0; i < classes.size(); i++) {
            for (int j = i + 1; j < classes.size(); j++) {
                own.add(differ(classes.get(i), classes.get(j)));
                ownTexts.add("block counts: the runs " + labels(classes.get(i)) + " differ in length from the runs " + labels(classes.get(j)));
            }
        }
        return classes;
    }

    private static Cond differ(List<CaseModel.Slot> c, List<CaseModel.Slot> d) {
        List<Cond> out = new ArrayList<>();
        for (CaseModel.Slot t : c) {
            for (CaseModel.Slot u : d) {
                out.add(Cond.not(Cond.eq(t.length(), u.length())));
            }
        }
        return Cond.and(out);
    }

    private static String labels(List<CaseModel.Slot> c) {
        return String.join(", ", c.stream().map(CaseModel.Slot::label).toList());
    }

    /**
     * The gcd of the constants that integer combinations of the terms make (0 when they make none
     * but 0): the terms' variables eliminated one at a time by Euclid's algorithm on their
     * coefficients (a row left with the variable cannot join a constant combination).
     */
    static long constantGcd(List<Affine> terms) {
        List<Affine> rows = new ArrayList<>(terms);
        java.util.Set<String> vars = new java.util.TreeSet<>();
        terms.forEach(t -> vars.addAll(t.variables()));
        for (String v : vars) {
            while (true) {
                int pivot = -1;
                int with = 0;
                for (int i = 0; i < rows.size(); i++) {
                    long c = rows.get(i).coefficient(v);
                    if (c != 0) {
                        with++;
                        pivot = pivot < 0 || Math.abs(c) < Math.abs(rows.get(pivot).coefficient(v)) ? i : pivot;
                    }
                }
                if (with <= 1) {
                    if (pivot >= 0) {
                        rows.remove(pivot);
                    }
                    break;
                }
                Affine p = rows.get(pivot);
                for (int i = 0; i < rows.size(); i++) {
                    long c = rows.get(i).coefficient(v);
                    if (i != pivot && c != 0) {
                        rows.set(i, rows.get(i).minus(p.times(c / p.coefficient(v))));
                    }
                }
            }
        }
        long g = 0;
        for (Affine r : rows) {
            g = org.subgames.specs.Functions.gcd(g, Math.abs(r.constantTerm()));
        }
        return g;
    }

    /** The unique-run argument for run r (outside every group): every fact shown, then all recorded. */
    private static boolean uniqueRun(ClaimTerms terms, List<CaseModel.Slot> runs, CaseModel.Slot r, Isolation iso) {
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
            Cond isolated = iso.of(runs, l, t);
            facts.add(Cond.or(absent, isolated));
            texts.add("minimal by the run " + r.label() + ": the run " + t.label() + " is empty or its nearest non-empty neighbours have letters other than "
                    + l);
        }
        return terms.establishAll(facts, texts);
    }

    /** The run has no position in the case: its length is 0, or the count of its group or of a group around it is. */
    private static Cond absent(CaseModel.Slot t) {
        List<Cond> out = new ArrayList<>(List.of(Cond.le(t.length(), Affine.ZERO)));
        if (t.group() != null) {
            List<CaseModel.Group> chain = t.group().chain();
            for (int i = chain.size() - 1; i >= 0; i--) {
                out.add(Cond.le(chain.get(i).count(), Affine.ZERO));
            }
        }
        return out.size() == 1 ? out.get(0) : Cond.or(out);
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

    /**
     * A run or a group of the period in the tree of its groups: a group holds the items of its unit,
     * and owner is the group item an item lies in (null in the period itself).
     */
    private static final class Item {
        final CaseModel.Slot run;
        final CaseModel.Group group;
        final Item owner;
        final int index;
        final List<Item> items = new ArrayList<>();

        Item(CaseModel.Slot run, CaseModel.Group group, Item owner, int index) {
            this.run = run;
            this.group = group;
            this.owner = owner;
            this.index = index;
        }
    }

    /**
     * The period's runs, in order, as a tree of groups (the period itself the top level); read
     * backwards, the successor walk in it is the predecessor walk. Runs map to their items in items.
     */
    private static List<Item> tree(List<CaseModel.Slot> runs, Map<CaseModel.Slot, Item> items) {
        List<Item> top = new ArrayList<>();
        List<Item> open = new ArrayList<>(); // the group items around the last run, outermost first
        for (CaseModel.Slot s : runs) {
            List<CaseModel.Group> chain = s.group() == null ? List.of() : s.group().chain();
            int keep = 0;
            while (keep < open.size() && keep < chain.size() && open.get(keep).group == chain.get(keep)) {
                keep++;
            }
            open.subList(keep, open.size()).clear();
            for (CaseModel.Group g : chain.subList(keep, chain.size())) {
                open.add(add(top, open, null, g));
            }
            items.put(s, add(top, open, s, null));
        }
        return top;
    }

    /** A new item in the innermost open group, or at the top level. */
    private static Item add(List<Item> top, List<Item> open, CaseModel.Slot run, CaseModel.Group group) {
        Item owner = open.isEmpty() ? null : open.get(open.size() - 1);
        List<Item> in = owner == null ? top : owner.items;
        Item item = new Item(run, group, owner, in.size());
        in.add(item);
        return item;
    }

    /**
     * The isolation conditions of runs (both walks below), and whether a walk passed its budget
     * (then it gives false). With facts to prune with (the block counts' second pass, tried only
     * when a walk of the first passed its budget), the walks are pruned. The unpruned conditions come
     * first: they ask no solver, and they are what the kept obligations of the words proved without
     * pruning record.
     */
    private static final class Isolation {
        private final ClaimTerms pruneWith;
        /** What pruning asked of the case, by run or group (the same for every walk of the case). */
        private final Map<Object, Boolean> shown = new java.util.HashMap<>();
        private boolean overBudget;

        Isolation(ClaimTerms pruneWith) {
            this.pruneWith = pruneWith;
        }

        /** After run t and before it (in every copy of its groups), the nearest non-empty runs have letters other than l. */
        Cond of(List<CaseModel.Slot> runs, int l, CaseModel.Slot t) {
            Walk after = new Walk(runs, l, this);
            List<CaseModel.Slot> backwards = new ArrayList<>(runs);
            java.util.Collections.reverse(backwards);
            Walk before = new Walk(backwards, l, this);
            Cond c = Cond.and(after.after(t), before.after(t));
            overBudget = overBudget || after.overBudget || before.overBudget;
            return c;
        }

        /** Whether c is shown in the case (asked once per key); false without facts to prune with. */
        boolean shows(Object key, Cond c) {
            return pruneWith != null && shown.computeIfAbsent(key, k -> pruneWith.holds(c));
        }
    }

    /**
     * The condition that, after a run (in every copy of its groups, a nest's too), the nearest non-empty run of the
     * cyclic period has a letter other than l. Where the next run depends on which copy of a group it
     * is, both continuations are required (a sufficient condition). A path that passes more runs than
     * the period has gives false (it went round through empty runs and runs of l): the argument then
     * fails, it is never faked.
     *
     * <p>With facts to prune with (the block counts' second pass, after a walk of the first passed
     * {@link #MAX_STEPS}), the walk is pruned: a run shown non-empty in
     * the case ends the path there (its "or empty and onward" branch dropped), and a group shown to
     * repeat is entered without the branch that skips it. Each drop replaces a disjunction by one
     * disjunct, a stronger condition, so the pruned condition still implies isolation by itself; the
     * shown facts only decide which branches are worth walking.
     */
    private static final class Walk {
        private final List<Item> top;
        private final Map<CaseModel.Slot, Item> items = new java.util.HashMap<>();
        private final int letter;
        private final int longest;
        /** Where the facts to prune with come from (none: a walk past its budget gives false). */
        private final Isolation facts;
        /** Whether the walk passed its budget. */
        boolean overBudget;

        Walk(List<CaseModel.Slot> runs, int letter, Isolation facts) {
            this.top = tree(runs, items);
            this.letter = letter;
            this.facts = facts;
            long groups = runs.stream().filter(r -> r.group() != null).flatMap(r -> r.group().chain().stream()).distinct().count();
            this.longest = runs.size() + (int) groups + (int) top.stream().filter(x -> x.run != null).count() + 1;
        }

        /** Steps of the walk so far; past {@link #MAX_STEPS} it gives false. */
        private int steps;

        Cond after(CaseModel.Slot s) {
            Item x = items.get(s);
            if (x == null) {
                throw new IllegalStateException("the run " + s.label() + " is not in the period");
            }
            Cond c = after(x, 0);
            overBudget = steps > MAX_STEPS;
            return overBudget ? Cond.FALSE : c;
        }

        /** Whether the walk, pruned, may take c as shown in the case. */
        private boolean known(Object key, Cond c) {
            return facts.shows(key, c);
        }

        /**
         * After item x, depth steps into the walk: the next item of its sequence (cyclically in the
         * period); at the end of a group's unit, the unit's first item when the group has another
         * copy, and what follows the group (after its last copy).
         */
        private Cond after(Item x, int depth) {
            if (x.owner == null) {
                return enter(top.get((x.index + 1) % top.size()), depth);
            }
            List<Item> unit = x.owner.items;
            if (x.index + 1 < unit.size()) {
                return first(unit.get(x.index + 1), depth);
            }
            Affine count = x.owner.group.count();
            return Cond.and(Cond.or(Cond.le(count, Affine.constant(1)), first(unit.get(0), depth)), after(x.owner, depth));
        }

        /** From an item inside a group's unit: its run, or the group it starts. */
        private Cond first(Item x, int depth) {
            return x.run != null ? run(x, depth) : enter(x, depth);
        }

        /**
         * The walk's steps at most: it branches at each group's end, so through many runs that may
         * be empty it grows exponentially (docs/word-prover.md). Past
         * it the walk gives false, a stronger condition (the walk's parts occur only under and/or),
         * so the argument fails rather than being faked.
         */
        static final int MAX_STEPS = 100_000;

        /** From the start of item x (a group of count 0 is skipped). */
        private Cond enter(Item x, int depth) {
            if (depth > longest || ++steps > MAX_STEPS) {
                return Cond.FALSE;
            }
            if (x.run != null) {
                return run(x, depth);
            }
            Affine count = x.group.count();
            if (known(x.group, Cond.le(Affine.constant(1), count))) {
                return Cond.and(Cond.le(Affine.constant(1), count), first(x.items.get(0), depth));
            }
            return Cond.or(Cond.and(Cond.le(Affine.constant(1), count), first(x.items.get(0), depth)),
                    Cond.and(Cond.le(count, Affine.ZERO), after(x, depth + 1)));
        }

        /** From run x: it is a non-empty run of another letter, or empty and the walk goes on. */
        private Cond run(Item x, int depth) {
            if (depth > longest || ++steps > MAX_STEPS) {
                return Cond.FALSE;
            }
            CaseModel.Slot s = x.run;
            Cond nonEmpty = Cond.le(Affine.constant(1), s.length());
            if (known(s, nonEmpty)) {
                return s.letter() != letter ? nonEmpty : Cond.FALSE;
            }
            Cond onward = Cond.and(Cond.le(s.length(), Affine.ZERO), after(x, depth + 1));
            return s.letter() != letter ? Cond.or(Cond.le(Affine.constant(1), s.length()), onward) : onward;
        }
    }
}
