package org.subgames.census;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.subgames.game.Convention;
import org.subgames.symbolic.Affine;
import org.subgames.symbolic.ParametricWord;

/**
 * One slice of {@link FamilyDiscovery} fitted: the first parametrisation of the grammar under which
 * one word per convention fits every set of the slice exactly (letters, preperiod and minimal
 * period), whose domain ({@link FamilyDomain}: the hull, bounded further by the word's runs and by
 * cutting planes where the hull alone takes sets with other words) takes only census sets with
 * exactly those words. The family is every census set of its domain. When the domain holds a count at one value,
 * the family is fitted again with that count pinned ({@link Parametrisation#pin}), and proposed so
 * when it fits.
 */
final class FamilyFit {

    /** A fitted family: its parametrisation, word block (one case per convention), domain and sets. */
    record Family(Parametrisation parametrisation, List<Convention> conventions, ParametricWord word, List<FamilyDomain.Bound> domain,
                  List<FamilyDiscovery.CensusSet> sets, List<long[]> tuples) {
    }

    /** The families (none: why the parametrisation that came furthest failed), and whether they come from a split slice. */
    record Outcome(List<Family> families, boolean split, String why) {
    }

    private FamilyFit() {
    }

    /**
     * The first parametrisation of the grammar that fits the whole slice; when none does, the slice
     * split by the value of a count (j or q, each value's sets a sub-slice of at least minSets,
     * fitted with that count pinned): the first parametrisation and count under which some
     * sub-slice fits gives one family per fitting sub-slice. Families whose count takes several
     * values in one word (when the data show one) are found by the first way; the split finds those
     * whose word changes with the count.
     */
    static Outcome fit(List<FamilyDiscovery.CensusSet> slice, List<FamilyDiscovery.CensusSet> census, int maxS, List<Convention> conventions,
                       int minSets) {
        String why = "no parametrisation of the grammar fits";
        int furthest = -1;
        for (Parametrisation p : Parametrisation.grammar()) {
            Try t = attempt(p, slice, census, maxS, conventions);
            if (t.family() != null) {
                return new Outcome(List.of(t.family()), false, null);
            }
            if (t.stage() > furthest) {
                furthest = t.stage();
                why = p.label() + ": " + t.why();
            }
        }
        for (Parametrisation p : Parametrisation.grammar()) {
            List<Family> found = split(p, slice, census, maxS, conventions, minSets);
            if (!found.isEmpty()) {
                return new Outcome(found, true, null);
            }
        }
        return new Outcome(List.of(), false, why);
    }

    /**
     * A fitted family's sets split by the value of one of its free counts and fitted again with
     * that count pinned, for a family the prover could not prove whole: its moves and words are
     * then linear in that count, which the prover's arithmetic reads exactly (a product such as
     * j*(a + d) of a free count is what most such families fail on). Empty when no count splits
     * it into a part of at least minSets that fits.
     */
    static List<Family> pinnedParts(Family f, List<FamilyDiscovery.CensusSet> census, int maxS, int minSets) {
        Parametrisation p = f.parametrisation();
        List<Family> out = new ArrayList<>();
        if (p.units().contains("a")) { // a count times a: with a a number the count stays free
            out.addAll(split(p, f.sets(), census, maxS, f.conventions(), minSets, List.of("a")));
        }
        out.addAll(split(p, f.sets(), census, maxS, f.conventions(), minSets, p.counts()));
        return out;
    }

    /** The parts of the slice, one per value of the first free count of p under which some part of at least minSets fits pinned. */
    private static List<Family> split(Parametrisation p, List<FamilyDiscovery.CensusSet> slice, List<FamilyDiscovery.CensusSet> census, int maxS,
                                      List<Convention> conventions, int minSets) {
        List<String> by = new ArrayList<>(p.counts());
        if (!p.pinned().containsKey("a")) {
            by.add("a"); // last: a family of small a whose words repeat 0^a 1^a, with a a number
        }
        return split(p, slice, census, maxS, conventions, minSets, by);
    }

    /** The parts by the first of the parameters (counts, or a) under which some part fits pinned. */
    private static List<Family> split(Parametrisation p, List<FamilyDiscovery.CensusSet> slice, List<FamilyDiscovery.CensusSet> census, int maxS,
                                      List<Convention> conventions, int minSets, List<String> by) {
        for (String count : by) {
            List<Family> found = new ArrayList<>();
            for (Map.Entry<Long, List<FamilyDiscovery.CensusSet>> g : byValue(p, count, slice).entrySet()) {
                boolean pins = p.ties(count, Affine.constant(g.getKey()));
                Try t = g.getValue().size() < minSets || !pins ? null : attempt(p.pin(count, g.getKey()), g.getValue(), census, maxS, conventions);
                if (t != null && t.family() != null) {
                    found.add(t.family());
                }
            }
            if (!found.isEmpty()) {
                return found;
            }
        }
        return List.of();
    }

    /** The slice's sets by the value of the count under p, in order of value (empty when some set has no parameters, or all one value). */
    private static Map<Long, List<FamilyDiscovery.CensusSet>> byValue(Parametrisation p, String count, List<FamilyDiscovery.CensusSet> slice) {
        int at = p.names().indexOf(count);
        Map<Long, List<FamilyDiscovery.CensusSet>> out = new java.util.TreeMap<>();
        for (FamilyDiscovery.CensusSet s : slice) {
            long[] v = p.values(s.a(), s.b(), s.c());
            if (v == null) {
                return Map.of();
            }
            out.computeIfAbsent(v[at], k -> new ArrayList<>()).add(s);
        }
        return out.size() < 2 ? Map.of() : out;
    }

    /**
     * The census's tuples under a parametrisation (null for a set without parameters), kept for the
     * census last asked about: a run fits every slice against one census, each parametrisation many
     * times. Read only; at most {@link #KEPT} parametrisations are kept, the least recently asked
     * dropped first.
     */
    private static final class CensusTuples {
        static final int KEPT = 48;
        private static List<FamilyDiscovery.CensusSet> census;
        private static final Map<Parametrisation, List<long[]>> BY = new LinkedHashMap<>(64, 0.75f, true) {
            @Override
            protected boolean removeEldestEntry(Map.Entry<Parametrisation, List<long[]>> eldest) {
                return size() > KEPT;
            }
        };

        static synchronized List<long[]> of(Parametrisation p, List<FamilyDiscovery.CensusSet> of) {
            if (of != census) {
                census = of;
                BY.clear();
            }
            return BY.computeIfAbsent(p, k -> of.stream().map(s -> k.values(s.a(), s.b(), s.c())).toList());
        }
    }

    /** One parametrisation: the family, or how far it came (0 no parameters, 1 no word, 2 not exact, 3 domain not closed). */
    private record Try(Family family, int stage, String why) {
    }

    private static Try attempt(Parametrisation p, List<FamilyDiscovery.CensusSet> slice, List<FamilyDiscovery.CensusSet> census, int maxS,
                               List<Convention> conventions) {
        List<String> names = p.names();
        List<WordInference.Sample> samples = new ArrayList<>();
        long[] sliceC = new long[slice.size()];
        List<long[]> sliceTuples = new ArrayList<>();
        for (int i = 0; i < slice.size(); i++) {
            FamilyDiscovery.CensusSet s = slice.get(i);
            long[] v = p.values(s.a(), s.b(), s.c());
            if (v == null) {
                return new Try(null, 0, "{" + s.a() + ", " + s.b() + ", " + s.c() + "} has no parameters");
            }
            sliceTuples.add(v);
            sliceC[i] = s.c();
            samples.add(new WordInference.Sample(s.instance(), map(names, v), true, s.letters()));
        }
        ParametricWord word = word(names, p.counts(), samples, conventions);
        if (word != null && word.counts().stream().anyMatch(p.units()::contains)) {
            return new Try(null, 1, "the word fits only with a count that is also a count's unit (" + word.counts() + ")");
        }
        if (word == null) {
            return new Try(null, 1, "no word (one case per convention) fits every set of the slice");
        }
        List<long[]> tuples = CensusTuples.of(p, census);
        List<FamilyDomain.Bound> domain = FamilyDomain.hull(p.base(), sliceTuples, sliceC, tuples, maxS * 3L / 4);
        if (!wrong(word, names, domain, census, tuples, conventions, 1).isEmpty()) { // the hull again, bounded also where the word's runs and counts end
            domain = FamilyDomain.hull(p.base(), sliceTuples, sliceC, tuples, maxS * 3L / 4, FamilyDomain.wordDirections(word, names));
        }
        domain = cut(word, names, sliceTuples, domain, census, tuples, conventions);
        if (domain == null) {
            return new Try(null, 3, "the domain's hull takes sets whose words differ, and no bound with coefficients up to "
                    + FamilyDomain.SEPARATE_MOST + " on " + FamilyDomain.MAX_TERMS + " parameters cuts them off");
        }
        List<FamilyDiscovery.CensusSet> sets = new ArrayList<>();
        List<long[]> inside = new ArrayList<>();
        for (int i = 0; i < census.size(); i++) {
            if (FamilyDomain.inside(domain, tuples.get(i))) {
                sets.add(census.get(i));
                inside.add(tuples.get(i));
            }
        }
        // the counts first, then the others; not e or u, whose ranges end the statement's instances at the census's c
        List<String> held = new ArrayList<>(p.counts());
        names.stream().filter(n -> !held.contains(n) && !n.equals("e") && !n.equals("u")).forEach(held::add);
        for (String name : names.size() < 2 ? List.<String>of() : held) {
            Long k = heldAt(domain, names.indexOf(name));
            Try pinned = k == null || !p.ties(name, Affine.constant(k)) ? null : attempt(p.pin(name, k), slice, census, maxS, conventions);
            if (pinned != null && pinned.family() != null) {
                return pinned;
            }
        }
        for (Parametrisation t : tied(p, domain)) {
            Try fitted = attempt(t, slice, census, maxS, conventions);
            if (fitted.family() != null) {
                return fitted;
            }
        }
        return new Try(new Family(p, conventions, word, domain, sets, inside), 4, null);
    }

    /** Rounds of {@link #cut}: a domain needing more bounds than this is not a family's. */
    static final int MAX_CUTS = 12;

    /**
     * The domain with bounds added ({@link FamilyDomain#separate}) until it takes no census set whose
     * words differ from the family's, or null when that takes more than {@link #MAX_CUTS} bounds or
     * some such set lies in the slice's own hull in every direction tried.
     */
    private static List<FamilyDomain.Bound> cut(ParametricWord word, List<String> names, List<long[]> slice, List<FamilyDomain.Bound> domain,
                                                List<FamilyDiscovery.CensusSet> census, List<long[]> tuples, List<Convention> conventions) {
        List<FamilyDomain.Bound> out = new ArrayList<>(domain);
        for (int round = 0; round <= MAX_CUTS; round++) {
            List<long[]> differing = wrong(word, names, out, census, tuples, conventions, Integer.MAX_VALUE);
            if (differing.isEmpty()) {
                return out;
            }
            FamilyDomain.Bound b = round == MAX_CUTS ? null : FamilyDomain.separate(slice, differing.get(0), differing);
            if (b == null) {
                return null;
            }
            out.add(b);
        }
        return null;
    }

    /** The tuples of at most most census sets in the domain whose words are not the family's. */
    private static List<long[]> wrong(ParametricWord word, List<String> names, List<FamilyDomain.Bound> domain, List<FamilyDiscovery.CensusSet> census,
                                      List<long[]> tuples, List<Convention> conventions, int most) {
        List<long[]> out = new ArrayList<>();
        for (int i = 0; i < census.size() && out.size() < most; i++) {
            long[] v = tuples.get(i);
            if (FamilyDomain.inside(domain, v) && !exact(word, map(names, v), census.get(i), conventions)) {
                out.add(v);
            }
        }
        return out;
    }

    /**
     * The one value the domain holds the parameter at place i to (bounds v_i &gt;= k and v_i &lt;= k),
     * or null. Such a count is pinned: its family then has moves and words linear in the parameters.
     */
    static Long heldAt(List<FamilyDomain.Bound> domain, int i) {
        Long lo = null;
        Long hi = null;
        for (FamilyDomain.Bound b : domain) {
            long[] c = b.coefficients();
            boolean alone = true;
            for (int k = 0; k < c.length; k++) {
                alone &= k == i || c[k] == 0;
            }
            if (alone && c[i] == 1) {
                lo = lo == null ? b.least() : Math.max(lo, b.least());
            } else if (alone && c[i] == -1) {
                hi = hi == null ? -b.least() : Math.min(hi, -b.least());
            }
        }
        return lo != null && lo.equals(hi) ? lo : null;
    }

    /**
     * p with one parameter tied to the others, for each equality the domain holds (a bound and its
     * opposite, as d &gt;= a and a &gt;= d) on two parameters or more: the last parameter of the
     * equality with coefficient 1 or -1 that {@link Parametrisation#tie} takes, written as the
     * term of the rest (d = a, r = a, a = 2d). Such a family is fitted again tied.
     */
    static List<Parametrisation> tied(Parametrisation p, List<FamilyDomain.Bound> domain) {
        List<String> names = p.names();
        List<Parametrisation> out = new ArrayList<>();
        for (FamilyDomain.Bound b : domain) {
            long[] c = b.coefficients();
            boolean opposite = domain.stream().anyMatch(o -> o.least() == -b.least() && Arrays.equals(o.coefficients(), negated(c)));
            if (!opposite || Arrays.stream(c).filter(k -> k != 0).count() < 2 || b.least() < 0) {
                continue; // each equality once: from the bound whose least is >= 0 (both, when it is 0)
            }
            for (int i = names.size() - 1; i >= 0; i--) {
                if (Math.abs(c[i]) != 1) {
                    continue;
                }
                Affine rest = Affine.constant(-b.least()); // c_i v_i + sum c_k v_k = least
                for (int k = 0; k < c.length; k++) {
                    rest = k == i ? rest : rest.plus(Affine.of(names.get(k)).times(c[k]));
                }
                Affine term = rest.times(-c[i]);
                if (p.ties(names.get(i), term)) { // else a count, e, or u without j: the next parameter of the equality
                    Parametrisation t = p.tie(names.get(i), term);
                    if (!out.contains(t)) {
                        out.add(t);
                    }
                    break;
                }
            }
        }
        return out;
    }

    private static long[] negated(long[] c) {
        return Arrays.stream(c).map(k -> -k).toArray();
    }

    /**
     * The word block fitted on the samples (counts found beyond the declared: j, which multiplies in
     * the moves), one case "all" per convention, or null when a convention misfits.
     */
    private static ParametricWord word(List<String> names, List<String> counts, List<WordInference.Sample> samples, List<Convention> conventions) {
        Map<Convention, List<ParametricWord.Case>> all = new EnumMap<>(Convention.class);
        for (Convention c : conventions) {
            all.put(c, List.of(new ParametricWord.Case("all", WordInference.ALWAYS, null, null)));
        }
        ParametricWord request = new ParametricWord(WordInference.ALWAYS, names, counts, List.of(), all);
        List<WordInference.ConventionResult> results = WordInference.conventions(request, conventions, samples);
        ParametricWord found = WordInference.withFoundCounts(request, results);
        if (found != request) {
            results = WordInference.conventions(found, conventions, samples);
        }
        Map<Convention, List<ParametricWord.Case>> cases = new EnumMap<>(Convention.class);
        for (WordInference.ConventionResult r : results) {
            if (!r.fits()) {
                return null;
            }
            cases.put(r.convention(), List.of(r.cases().get(0).word()));
        }
        ParametricWord w = new ParametricWord(WordInference.ALWAYS, names, found.counts(), List.of(), cases);
        for (WordInference.Sample s : samples) {
            for (Convention c : conventions) {
                if (!exactLengths(w.cases().get(c).get(0), s.extended(), s.letters().get(c))) {
                    return null;
                }
            }
        }
        return w;
    }

    /** Whether the set has the family's words under its conventions, with their preperiods and minimal periods. */
    static boolean exact(ParametricWord word, Map<String, Long> values, FamilyDiscovery.CensusSet s, List<Convention> conventions) {
        for (Convention c : conventions) {
            WordInference.Letters g = s.letters().get(c);
            ParametricWord.Case k = word.cases().get(c).get(0);
            if (g == null || !exactLengths(k, values, g) || !WordInference.matches(k, values, g)) {
                return false;
            }
        }
        return true;
    }

    private static boolean exactLengths(ParametricWord.Case k, Map<String, Long> values, WordInference.Letters g) {
        return WordInference.length(k.pre(), values) == g.pre().length && WordInference.length(k.period(), values) == g.period().length;
    }

    static Map<String, Long> map(List<String> names, long[] v) {
        Map<String, Long> m = new LinkedHashMap<>();
        for (int i = 0; i < names.size(); i++) {
            m.put(names.get(i), v[i]);
        }
        return m;
    }
}
