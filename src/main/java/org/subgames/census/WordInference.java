package org.subgames.census;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.IntStream;
import org.subgames.base.BadInputException;
import org.subgames.base.IntRange;
import org.subgames.base.Parallel;
import org.subgames.base.Shard;
import org.subgames.game.Convention;
import org.subgames.period.Certificate;
import org.subgames.period.PeriodicSequence;
import org.subgames.period.StateCycle;
import org.subgames.specs.Expr;
import org.subgames.specs.Instance;
import org.subgames.specs.Instances;
import org.subgames.specs.Statement;
import org.subgames.symbolic.Affine;
import org.subgames.symbolic.ParametricWord;
import org.subgames.symbolic.Sym;

/**
 * {@code census --infer-word}: the {@code word:} block of a statement inferred from its instances.
 * Every instance in the range is certified on the census path; its preperiod and one minimal period
 * (from position 0 at the wall, 1 in the sink) go to the first case whose guard holds (the
 * statement's cases, with or without words; one case for all when it has none). Within a case the
 * instances are grouped by {@link WordShape shape}; for the most common shapes every run length is
 * fitted as an exact affine function of the non-count variables and every group count of the count
 * variables ({@link AffineFit}), and the decisive test expands the fitted word on every instance of
 * the case and compares it letter by letter with G. The first shape whose word fits them all is
 * the case's word; otherwise the case reports its misfits.
 */
public final class WordInference {

    /** Shapes tried per case, the most common first. */
    static final int MAX_SHAPES = 8;
    /** The guard of a case that takes every instance (as a word block without {@code when} has it). */
    static final Sym ALWAYS = new Sym.Bin("==", new Sym.Num(0), new Sym.Num(0));
    /** At most this many variables beyond the declared counts are tried as counts. */
    static final int MAX_FOUND_COUNTS = 2;
    /** Longer fitted words are not expanded (a misfit). */
    private static final long MAX_LETTERS = 50_000_000L;

    /**
     * @param ranges parameter ranges replacing the statement's
     * @param where  an extra filter, or null
     * @param limit  the largest table per instance (positions)
     */
    public record Options(Map<String, IntRange> ranges, Expr where, int threads, int limit) {
    }

    /** The block to paste (with comments on how each case fits) and whether every case fits every instance. */
    public record Result(String text, boolean fitsAll) {
    }

    /** G of an instance under a convention from its first position: the preperiod, then one minimal period. */
    record Letters(byte[] pre, byte[] period) {
        int at(long i) {
            return i < pre.length ? pre[(int) i] : period[(int) ((i - pre.length) % period.length)];
        }
    }

    /** An instance, its parameters extended by the splits, whether it is in the domain, its letters per convention (null: no certificate). */
    record Sample(Instance instance, Map<String, Long> extended, boolean inDomain, Map<Convention, Letters> letters) {
    }

    /** Instances set apart, and the first of them. */
    static final class Tally {
        int count;
        Instance first;

        void add(Instance in) {
            count++;
            first = first == null ? in : first;
        }
    }

    /**
     * One case: the request (the statement's case), the word found or the best try (null when no
     * shape could be fitted at all), its instances and misfits.
     */
    record CaseResult(ParametricWord.Case request, ParametricWord.Case word, int instances, int misfits, Instance firstMisfit,
                      Set<String> counts) {
        CaseResult(ParametricWord.Case request, ParametricWord.Case word, int instances, int misfits, Instance firstMisfit) {
            this(request, word, instances, misfits, firstMisfit, Set.of());
        }

        boolean fits() {
            return misfits == 0;
        }
    }

    /** One convention's cases and the instances that no case takes or that have no certificate. */
    record ConventionResult(Convention convention, List<CaseResult> cases, Tally noCase, Tally uncertified) {
        boolean fits() {
            return noCase.count == 0 && uncertified.count == 0 && cases.stream().allMatch(CaseResult::fits);
        }
    }

    private WordInference() {
    }

    public static Result infer(Statement st, Options o) {
        if (st.parameters().isEmpty()) {
            throw new BadInputException("--infer-word: " + st.id() + " has no parameters, so there is no word in them to infer");
        }
        ParametricWord word = request(st);
        List<Instance> instances = Instances.enumerate(st, o.ranges(), o.where(), Shard.ALL);
        if (instances.isEmpty()) {
            throw new BadInputException("--infer-word: " + st.id() + " has no instances in the range");
        }
        List<Sample> samples = sample(word, st.conventions(), instances, o);
        Tally outside = new Tally();
        samples.stream().filter(s -> !s.inDomain()).forEach(s -> outside.add(s.instance()));
        List<ConventionResult> results = conventions(word, st.conventions(), samples);
        ParametricWord found = withFoundCounts(word, results);
        if (found != word) { // every case again with the counts some case needed declared, as the block will declare them
            word = found;
            results = conventions(word, st.conventions(), samples);
        }
        String text = WordInferenceText.render(st, word, results, samples.size(), outside, o.limit());
        return new Result(text, results.stream().allMatch(ConventionResult::fits));
    }

    /**
     * The word of the other convention over a statement's parameters: one case, fitted on every
     * instance of the statement in its word's domain, with the statement's counts (its moves may
     * multiply by them, which the prover reads only of counts) and any others found from the data,
     * as for {@link #infer}.
     *
     * @param word      the fitted word (its domain, parameters and splits the statement's, one case
     *                  under the other convention), or null when no word fits every instance
     * @param instances the instances fitted
     * @param why       when word is null, why
     */
    record Partner(ParametricWord word, int instances, String why) {
    }

    /** The request of a partner: st's word domain, parameters, counts (its moves may need them) and splits, one case under the other convention. */
    static ParametricWord partnerRequest(Statement st, Convention other) {
        ParametricWord own = st.word();
        return new ParametricWord(own.domain(), own.parameters(), own.counts(), own.splits(),
                Map.of(other, List.of(new ParametricWord.Case("all", ALWAYS, null, null))));
    }

    /**
     * The origin's instances up to max S, certified under the other convention: every tuple of its
     * proved word's domain whose moves lie in 1..maxS ({@link Coverage#enumerate}), the sets the
     * coverage counts it for. An origin found on a smaller census is so fitted on all of them, not
     * only on its declared ranges.
     */
    static List<Sample> partnerSamples(Coverage.Family origin, ParametricWord request, Convention other, int maxS, Options o) {
        Statement st = origin.statement();
        List<Instance> instances = new ArrayList<>();
        Coverage.enumerate(List.of(origin), maxS, Coverage.cap(maxS), h -> instances.add(Instances.leaf(st, null, h.tuple(), instances.size())));
        return sample(request, List.of(other), instances, o);
    }

    /** {@link Partner}: the word of convention other fitted on the samples of the request ({@link #partnerRequest}, {@link #partnerSamples}). */
    static Partner partner(ParametricWord request, List<Sample> samples, Convention other) {
        ParametricWord word = request;
        List<ConventionResult> results = conventions(word, List.of(other), samples);
        ParametricWord found = withFoundCounts(word, results);
        if (found != word) {
            word = found;
            results = conventions(word, List.of(other), samples);
        }
        ConventionResult r = results.get(0);
        int fitted = r.cases().get(0).instances();
        if (!r.fits()) {
            String why = r.uncertified().count > 0 ? r.uncertified().count + " without a certificate"
                    : r.noCase().count > 0 ? r.noCase().count + " in no case"
                    : r.cases().get(0).word() == null ? "no shape fits" : r.cases().get(0).misfits() + " misfits, the first at "
                    + r.cases().get(0).firstMisfit().parameterText();
            return new Partner(null, fitted, why);
        }
        if (fitted == 0) {
            return new Partner(null, 0, "no instance in the domain");
        }
        return new Partner(new ParametricWord(word.domain(), word.parameters(), word.counts(), word.splits(),
                Map.of(other, List.of(r.cases().get(0).word()))), fitted, null);
    }

    /** Every convention's cases fitted on the samples. */
    static List<ConventionResult> conventions(ParametricWord word, List<Convention> conventions, List<Sample> samples) {
        List<ConventionResult> results = new ArrayList<>();
        for (Convention c : conventions) {
            results.add(convention(word, c, samples));
        }
        return results;
    }

    /** The word with the counts some fitted case used beyond the declared ones also declared (the same word when none). */
    static ParametricWord withFoundCounts(ParametricWord word, List<ConventionResult> results) {
        Set<String> counts = new LinkedHashSet<>(word.counts());
        results.forEach(r -> r.cases().stream().filter(CaseResult::fits).forEach(k -> counts.addAll(k.counts())));
        if (counts.size() == word.counts().size()) {
            return word;
        }
        List<String> ordered = word.variables().stream().filter(counts::contains).toList();
        return new ParametricWord(word.domain(), word.parameters(), ordered, word.splits(), word.cases());
    }

    /** The statement's word block with one case for all instances under each convention it gives no cases for. */
    static ParametricWord request(Statement st) {
        ParametricWord w = st.word() != null ? st.word()
                : new ParametricWord(ALWAYS, st.parameterNames(), List.of(), List.of(), Map.of());
        Map<Convention, List<ParametricWord.Case>> cases = new EnumMap<>(Convention.class);
        for (Convention c : st.conventions()) {
            cases.put(c, w.cases().getOrDefault(c, List.of(new ParametricWord.Case("all", ALWAYS, null, null))));
        }
        return new ParametricWord(w.domain(), w.parameters(), w.counts(), w.splits(), cases);
    }

    /** Every instance certified under every convention, in parallel, in instance order. */
    static List<Sample> sample(ParametricWord word, List<Convention> conventions, List<Instance> instances, Options o) {
        Sample[] out = new Sample[instances.size()];
        ThreadLocal<StateCycle> local = ThreadLocal.withInitial(StateCycle::new);
        List<Integer> todo = IntStream.range(0, instances.size()).boxed().toList();
        boolean done = Parallel.forEach(todo, o.threads(), "infer-word", false, i -> {
            Instance in = instances.get(i);
            Map<String, Long> ext = word.extend(in.parameters());
            boolean inDomain = word.inDomain(in.parameters());
            Map<Convention, Letters> letters = new EnumMap<>(Convention.class);
            for (Convention c : conventions) {
                letters.put(c, inDomain ? letters(local.get(), in, c, o.limit()) : null);
            }
            out[i] = new Sample(in, ext, inDomain, letters);
            return false;
        }, i -> instances.get(i).toString());
        if (!done) {
            throw new BadInputException("--infer-word: interrupted");
        }
        return List.of(out);
    }

    /** The letters of G from the convention's first position, or null when no period is certified within the limit. */
    static Letters letters(StateCycle certifier, Instance in, Convention c, int limit) {
        PeriodicSequence seq = certifier.certify(in.sortedMoves(), c, limit);
        if (seq == null) {
            return null;
        }
        Certificate ce = seq.certificate();
        long base = ce.firstPosition(); // = ParametricWord.base(c); the preperiod counts from it
        byte[] pre = new byte[(int) ce.preperiod()];
        seq.read(base, pre, pre.length);
        byte[] period = new byte[(int) ce.minimalPeriod()];
        seq.read(base + pre.length, period, period.length);
        return new Letters(pre, period);
    }

    private static ConventionResult convention(ParametricWord word, Convention c, List<Sample> samples) {
        List<ParametricWord.Case> cases = word.cases().get(c);
        List<List<Sample>> byCase = new ArrayList<>();
        cases.forEach(k -> byCase.add(new ArrayList<>()));
        Tally noCase = new Tally();
        Tally uncertified = new Tally();
        for (Sample s : samples) {
            if (!s.inDomain()) {
                continue;
            }
            ParametricWord.Case k = word.caseFor(c, s.extended());
            if (k == null) {
                noCase.add(s.instance());
            } else if (s.letters().get(c) == null) {
                uncertified.add(s.instance());
            } else {
                byCase.get(indexOf(cases, k)).add(s);
            }
        }
        List<CaseResult> out = new ArrayList<>();
        for (int i = 0; i < cases.size(); i++) {
            out.add(infer(word, c, cases.get(i), byCase.get(i)));
        }
        return new ConventionResult(c, out, noCase, uncertified);
    }

    private static int indexOf(List<ParametricWord.Case> cases, ParametricWord.Case k) {
        for (int i = 0; i < cases.size(); i++) {
            if (cases.get(i) == k) {
                return i;
            }
        }
        throw new IllegalStateException("case " + k.name());
    }

    /**
     * The word of one case: the most common shapes fitted in turn, each with the count choices in
     * turn ({@link #countChoices}), each checked on every instance of the case.
     */
    static CaseResult infer(ParametricWord word, Convention c, ParametricWord.Case k, List<Sample> samples) {
        if (samples.isEmpty()) {
            return new CaseResult(k, null, 0, 0, null);
        }
        Map<String, WordShape.Encoded> shapes = new LinkedHashMap<>();
        Map<String, List<Sample>> byShape = new LinkedHashMap<>();
        Map<String, List<long[]>> values = new LinkedHashMap<>();
        for (Sample s : samples) {
            Letters g = s.letters().get(c);
            WordShape.Encoded e = WordShape.encode(g.pre(), g.period());
            String key = e.key();
            shapes.putIfAbsent(key, e);
            byShape.computeIfAbsent(key, x -> new ArrayList<>()).add(s);
            values.computeIfAbsent(key, x -> new ArrayList<>()).add(e.values());
        }
        List<String> keys = new ArrayList<>(byShape.keySet());
        keys.sort(Comparator.comparingInt(key -> -byShape.get(key).size()));
        CaseResult best = null;
        for (String key : keys.subList(0, Math.min(MAX_SHAPES, keys.size()))) {
            for (Set<String> counts : countChoices(word, shapes.get(key))) {
                CaseResult r = fitShape(word, c, k, key, counts, shapes, byShape, values, samples);
                if (r != null) {
                    best = best == null || r.misfits() < best.misfits() ? r : best;
                    if (r.fits()) {
                        return r;
                    }
                }
            }
        }
        return best != null ? best : new CaseResult(k, null, samples.size(), samples.size(), samples.get(0).instance());
    }

    /**
     * The count variables a shape is fitted with, in turn: the declared ones (with split quotients);
     * then, when the shape has a group, the declared ones and one more variable, then two more (in
     * the variables' order). A variable made a count leaves the run lengths (a group's unit must not
     * depend on a count), so a choice that needs it there fails its fit.
     */
    static List<Set<String>> countChoices(ParametricWord word, WordShape.Encoded shape) {
        Set<String> declared = word.countVariables();
        List<Set<String>> out = new ArrayList<>();
        out.add(declared);
        boolean groups = false;
        for (boolean b : shape.countSlots()) {
            groups |= b;
        }
        if (!groups) {
            return out;
        }
        List<String> free = word.variables().stream().filter(v -> !declared.contains(v)).toList();
        for (int size = 1; size <= Math.min(MAX_FOUND_COUNTS, free.size()); size++) {
            for (List<String> pick : subsets(free, size)) {
                Set<String> s = new LinkedHashSet<>(declared);
                s.addAll(pick);
                out.add(s);
            }
        }
        return out;
    }

    /** The subsets of the given size, in lexicographic order of positions. */
    private static List<List<String>> subsets(List<String> from, int size) {
        if (size == 0) {
            return List.of(List.of());
        }
        List<List<String>> out = new ArrayList<>();
        for (int i = 0; i + size <= from.size(); i++) {
            for (List<String> rest : subsets(from.subList(i + 1, from.size()), size - 1)) {
                List<String> l = new ArrayList<>();
                l.add(from.get(i));
                l.addAll(rest);
                out.add(l);
            }
        }
        return out;
    }

    /** One shape fitted with these counts (with its variants, else alone) and checked on every sample; null when no slot fits. */
    private static CaseResult fitShape(ParametricWord word, Convention c, ParametricWord.Case k, String key, Set<String> counts,
                                       Map<String, WordShape.Encoded> shapes, Map<String, List<Sample>> byShape,
                                       Map<String, List<long[]>> values, List<Sample> samples) {
        Map<String, WordShape.Variant> variants = WordShape.variants(shapes.get(key));
        ParametricWord.Case fitted = fit(word, counts, k, shapes.get(key), variants, byShape, values);
        if (fitted == null) { // maybe an instance with a group once or not at all is not what it seems: the shape alone
            fitted = fit(word, counts, k, shapes.get(key), Map.of(key, variants.get(key)), byShape, values);
        }
        if (fitted == null) {
            return null;
        }
        CaseResult r = check(k, fitted, samples, c);
        Set<String> found = new LinkedHashSet<>(counts);
        found.removeAll(word.countVariables());
        return new CaseResult(r.request(), r.word(), r.instances(), r.misfits(), r.firstMisfit(), Set.copyOf(found));
    }

    /**
     * The word of a shape with every slot fitted on the instances of the shape and of its variants
     * (its groups once or never), or null when a slot has no affine fit.
     */
    private static ParametricWord.Case fit(ParametricWord word, Set<String> countSet, ParametricWord.Case k, WordShape.Encoded shape,
                                           Map<String, WordShape.Variant> variants, Map<String, List<Sample>> byShape,
                                           Map<String, List<long[]>> values) {
        List<String> order = new ArrayList<>(word.variables());
        List<String> counts = order.stream().filter(countSet::contains).toList();
        List<String> others = order.stream().filter(v -> !countSet.contains(v)).toList();
        boolean[] isCount = shape.countSlots();
        Affine[] fits = new Affine[isCount.length];
        for (int slot = 0; slot < isCount.length; slot++) {
            List<Map<String, Long>> points = new ArrayList<>();
            List<Long> ys = new ArrayList<>();
            for (WordShape.Variant v : variants.values()) {
                List<Sample> ss = byShape.getOrDefault(v.key(), List.of());
                for (int i = 0; i < ss.size(); i++) {
                    Long y = v.value(values.get(v.key()).get(i), slot);
                    if (y != null) {
                        points.add(ss.get(i).extended());
                        ys.add(y);
                    }
                }
            }
            fits[slot] = AffineFit.fit(isCount[slot] ? counts : others, points, ys.stream().mapToLong(Long::longValue).toArray());
            if (fits[slot] == null) {
                return null;
            }
        }
        List<List<ParametricWord.Part>> parts = shape.parts(fits, order);
        return new ParametricWord.Case(k.name(), k.when(), parts.get(0), parts.get(1));
    }

    private static CaseResult check(ParametricWord.Case request, ParametricWord.Case fitted, List<Sample> samples, Convention c) {
        int misfits = 0;
        Instance first = null;
        for (Sample s : samples) {
            if (!matches(fitted, s.extended(), s.letters().get(c))) {
                misfits++;
                first = first == null ? s.instance() : first;
            }
        }
        return new CaseResult(request, fitted, samples.size(), misfits, first);
    }

    /**
     * Whether the word, expanded at these values, is the same infinite sequence as G. Both are
     * periodic from N = the longer preperiod on, with periods p and P; agreeing on [0, N + p + P)
     * they agree everywhere (Fine and Wilf: the common stretch from N has period gcd(p, P)).
     * The exact minimal preperiod and period are the usual case; a longer one that generates the
     * same sequence fits too.
     */
    static boolean matches(ParametricWord.Case k, Map<String, Long> ext, Letters g) {
        long pre = length(k.pre(), ext);
        long period = length(k.period(), ext);
        if (pre < g.pre().length || period <= 0 || period % g.period().length != 0 || pre + period > MAX_LETTERS) {
            return false; // G's minimal period divides every period of it, its preperiod is the least
        }
        ParametricWord.Concrete w = ParametricWord.expand(k, ext);
        long n = Math.max(w.pre().length, g.pre().length) + (long) w.period().length + g.period().length;
        for (long i = 0; i < n; i++) {
            if (w.letterAt(i) != g.at(i)) {
                return false;
            }
        }
        return true;
    }

    /** The number of letters of a word at these values, or -1 when a length or count is negative (or overflows). */
    static long length(List<ParametricWord.Part> parts, Map<String, Long> v) {
        try {
            return exactLength(parts, v);
        } catch (ArithmeticException e) {
            return -1;
        }
    }

    private static long exactLength(List<ParametricWord.Part> parts, Map<String, Long> v) {
        long n = 0;
        for (ParametricWord.Part p : parts) {
            long unit;
            long count;
            if (p instanceof ParametricWord.Run r) {
                unit = r.length().eval(v);
                count = 1;
            } else if (p instanceof ParametricWord.Group g) {
                unit = exactLength(List.copyOf(g.runs()), v);
                count = g.count().eval(v);
            } else {
                ParametricWord.Nest nest = (ParametricWord.Nest) p;
                unit = exactLength(nest.parts(), v);
                count = nest.count().eval(v);
            }
            if (unit < 0 || count < 0) {
                return -1;
            }
            n = Math.addExact(n, Math.multiplyExact(unit, count));
        }
        return n;
    }
}
