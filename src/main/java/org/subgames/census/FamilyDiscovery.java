package org.subgames.census;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.IntStream;
import org.subgames.base.AtomicFile;
import org.subgames.base.BadInputException;
import org.subgames.base.Parallel;
import org.subgames.game.Convention;
import org.subgames.period.StateCycle;
import org.subgames.run.Progress;
import org.subgames.specs.Instance;
import org.subgames.specs.Statement;
import org.subgames.specs.StatementLoader;
import org.subgames.symbolic.ParametricWord;

/**
 * {@code census discover}: families of three-move sets proposed from the census. Every set
 * {a &lt; b &lt; c} with c &lt;= max S is certified under both conventions (as {@code census
 * three-move}); the sets are sliced by the shape of their words (wall and sink, {@link WordShape},
 * a shape taking the sets where its groups repeat once or never), the most common first. For each
 * slice the parametrisations of the grammar ({@link Parametrisation}) are tried in turn: the words
 * are fitted on the slice's sets ({@link WordInference}, which finds the repetition counts), the
 * domain is the hull of the slice's parameters ({@link FamilyDomain}), and the family is proposed
 * only when every census set in the domain has exactly the fitted words (same letters, same
 * preperiod, same minimal period). Each proposal is written as a statement file
 * ({@link FamilyText}); proving it is the word prover's work.
 */
public final class FamilyDiscovery {

    /** The default smallest slice worth a family. */
    public static final int MIN_SETS = 12;

    /**
     * @param maxS     the census: every three-move set with c &lt;= maxS
     * @param minSets  slices with fewer sets are not fitted
     * @param out      where the statement files go
     * @param specs    the statements directory (for the three-move family's statement)
     * @param prefix   the families' ids are this prefix and a number from 1 (the default {@link #PREFIX})
     * @param conventions the conventions a family is about: both (a slice is a pair of shapes, one word
     *                 each), or one (a slice is one convention's shape: the families of the two
     *                 conventions are found apart, and a set is covered by one of each)
     * @param progress the fitting's progress, slice by slice (the command line shows it; long at max S 150)
     */
    public record Options(int maxS, int minSets, int threads, Path out, Path specs, String prefix, List<Convention> conventions,
                          Progress.Factory progress) {
        public Options {
            if (!prefix.matches("[a-z][a-z0-9-]*-")) {
                throw new BadInputException("census discover: --prefix must be lower-case letters, digits and dashes, start with a letter and end "
                        + "with a dash, e.g. three-move-found-: " + prefix);
            }
            if (conventions.isEmpty() || !BOTH.containsAll(conventions) || conventions.stream().distinct().count() != conventions.size()) {
                throw new BadInputException("census discover: the conventions are wall, sink or both: " + conventions);
            }
            conventions = BOTH.stream().filter(conventions::contains).toList();
        }

        public Options(int maxS, int minSets, int threads, Path out, Path specs, String prefix, List<Convention> conventions) {
            this(maxS, minSets, threads, out, specs, prefix, conventions, Progress.NONE);
        }

        public Options(int maxS, int minSets, int threads, Path out, Path specs) {
            this(maxS, minSets, threads, out, specs, PREFIX, BOTH);
        }
    }

    /** The default prefix of the families' ids. */
    public static final String PREFIX = "three-move-found-";

    /** A proposed family: its statement file, id, parametrisation, the census sets its domain takes. */
    public record Proposal(String id, Path file, String parametrisation, int sets, String counts) {
    }

    /** A slice no parametrisation fits: its shape, size, one set, and why the last try failed. */
    public record Unfitted(String shape, int sets, String example, String why) {
    }

    /**
     * The proposals, the slices left, the census size, the seconds of the census and of the
     * fitting, and the fitted families behind the proposals (for {@link Fitted#pinnedParts}).
     */
    public record Result(List<Proposal> proposals, List<Unfitted> unfitted, int sets, int covered, double censusSeconds, double fitSeconds,
                         Fitted fitted) {
    }

    /** The census and the family behind each proposal, kept so a proposal can be split after the prover's verdict. */
    public static final class Fitted {
        private final Options options;
        private final List<CensusSet> census;
        private final Map<String, FamilyFit.Family> families = new LinkedHashMap<>();
        private final Set<String> partners = new HashSet<>();
        private final Set<String> loaded = new HashSet<>();

        Fitted(Options options, List<CensusSet> census) {
            this.options = options;
            this.census = census;
        }

        /**
         * The proposal split by the value of a free count (q or j), each part fitted again with
         * the count pinned ({@link FamilyFit#pinnedParts}) and written as a statement file whose
         * id is the proposal's with the count and its value appended ({@code ...-27-j2}), then
         * any other parameter the part's domain holds at one value ({@code ...-27-a1-r1}) or ties to others
         * ({@code ...-27-a1-deqa} for d = a); parts
         * can be split again. Empty when the proposal has no free count or no part fits.
         */
        public List<Proposal> pinnedParts(Proposal p) {
            if (partners.contains(p.id()) || loaded.contains(p.id())) {
                return List.of(); // a partner has no fitted family (its parametrisation is its origin's), a loaded one none of this run
            }
            FamilyFit.Family f = families.get(p.id());
            if (f == null) {
                throw new IllegalArgumentException("no fitted family behind " + p.id());
            }
            List<Proposal> out = new ArrayList<>();
            for (FamilyFit.Family part : FamilyFit.pinnedParts(f, census, options.maxS(), options.minSets())) {
                List<String> pinned = new ArrayList<>(part.parametrisation().pinned().keySet());
                pinned.removeAll(f.parametrisation().pinned().keySet());
                String suffix = String.join("", pinned.stream().map(n -> "-" + part.parametrisation().idPart(n)).toList());
                out.add(propose(p.id() + suffix, part));
            }
            return out;
        }

        /** A partner (or a part of one, with bounds) written as a statement file. */
        Proposal partner(String id, Statement origin, ParametricWord word, Convention c, int instances, String bounds) {
            Path file = options.out().resolve(id + ".yaml");
            AtomicFile.writeString(file, FamilyText.partnerText(id, origin, read(Path.of(origin.file())), word, c, instances, bounds));
            partners.add(id);
            return new Proposal(id, file, "the " + c.id() + " partner of " + origin.id() + (bounds == null ? "" : ", where " + bounds), instances,
                    String.join(", ", word.counts()));
        }

        Proposal propose(String id, FamilyFit.Family family) {
            Path file = options.out().resolve(id + ".yaml");
            FamilyText.write(file, id, family, options.maxS());
            families.put(id, family);
            return new Proposal(id, file, family.parametrisation().label(), family.sets().size(), String.join(", ", family.word().counts()));
        }
    }

    /** A census set: the instance of the three-move statement, its letters and shape keys per convention. */
    record CensusSet(long a, long b, long c, Instance instance, Map<Convention, WordInference.Letters> letters, String wall, String sink) {
        String key(List<Convention> conventions) {
            return String.join(" || ", conventions.stream().map(this::shape).toList());
        }

        String shape(Convention c) {
            return c == Convention.WALL ? wall : sink;
        }
    }

    static final List<Convention> BOTH = List.of(Convention.WALL, Convention.SINK);

    private FamilyDiscovery() {
    }

    public static Result discover(Options o) {
        if (o.maxS() < 4) {
            throw new BadInputException("census discover: --max-s must be at least 4");
        }
        if (o.minSets() < 4) {
            throw new BadInputException("census discover: --min-sets must be at least 4");
        }
        long t0 = System.nanoTime();
        List<CensusSet> census = census(o);
        long t1 = System.nanoTime();
        List<List<CensusSet>> slices = slices(census, o.minSets(), o.conventions());
        List<Proposal> proposals = new ArrayList<>();
        List<Unfitted> unfitted = new ArrayList<>();
        Set<CensusSet> covered = new HashSet<>();
        Fitted fitted = new Fitted(o, census);
        try (Progress progress = o.progress().open("fitting " + slices.size() + " slices", slices.size(), 0, 1)) {
            for (int i = 0; i < slices.size(); i++) {
                fit(slices.get(i), census, o, covered, proposals, unfitted, fitted);
                progress.at(i + 1);
            }
        }
        long t2 = System.nanoTime();
        return new Result(proposals, unfitted, census.size(), covered.size(), (t1 - t0) / 1e9, (t2 - t1) / 1e9, fitted);
    }

    /** One slice fitted: its families proposed, or the slice reported unfitted; nothing when earlier families took it all. */
    private static void fit(List<CensusSet> slice, List<CensusSet> census, Options o, Set<CensusSet> covered, List<Proposal> proposals,
                            List<Unfitted> unfitted, Fitted fitted) {
        if (covered.containsAll(slice)) {
            return; // an earlier family's domain took them all
        }
        FamilyFit.Outcome f = FamilyFit.fit(slice, census, o.maxS(), o.conventions(), o.minSets());
        if (f.families().isEmpty()) {
            CensusSet s = slice.get(0);
            unfitted.add(new Unfitted(s.key(o.conventions()), slice.size(), "{" + s.a() + ", " + s.b() + ", " + s.c() + "}", f.why()));
            return;
        }
        for (FamilyFit.Family family : f.families()) {
            covered.addAll(family.sets());
            proposals.add(fitted.propose(o.prefix() + (proposals.size() + 1), family));
        }
    }

    /**
     * {@code census discover --proposals DIR...}: the proposals earlier runs wrote (their {@code --out}
     * directories, of any convention), read back instead of fitted: every statement file with a
     * word: block and a backing of the word prover, per directory in the order of the ids, each with
     * the census sets its word would cover up to max S. They have no pinned parts (no family of this
     * run behind them).
     */
    public static Result loaded(List<Path> dirs, Options o) {
        long t0 = System.nanoTime();
        Fitted fitted = new Fitted(o, List.of());
        List<Proposal> proposals = new ArrayList<>();
        Set<String> ids = new HashSet<>();
        int sets = 0;
        for (Path dir : dirs) {
            if (!java.nio.file.Files.isDirectory(dir)) {
                throw new BadInputException("census discover --proposals: " + dir + " is not a directory");
            }
            for (Statement st : StatementLoader.loadDirectory(dir)) {
                if (st.word() == null || st.backing() == null || !st.backing().word()) {
                    continue; // not a proposal: nothing for the word prover
                }
                if (!ids.add(st.id())) {
                    throw new BadInputException("census discover --proposals: two statements with id " + st.id() + " (" + st.file() + ")");
                }
                Set<String> covered = new HashSet<>();
                Coverage.enumerate(Coverage.proposed(List.of(st), 3), o.maxS(), Coverage.cap(o.maxS()), h -> covered.add(Coverage.text(h.set())));
                sets += covered.size();
                fitted.loaded.add(st.id());
                proposals.add(new Proposal(st.id(), Path.of(st.file()), "loaded from " + dir, covered.size(), String.join(", ", st.word().counts())));
            }
        }
        return new Result(proposals, List.of(), sets, sets, 0, (System.nanoTime() - t0) / 1e9, fitted);
    }

    /**
     * {@code census discover --partners}: for every family of one convention whose word the
     * statements of the specs directory prove (with {@code extended/} and {@code discovered/}), the
     * family of the other convention (when the options name it) over the same sets: the origin's
     * parameters, where and moves as written, its word fitted on the origin's instances in the
     * word's domain ({@link WordInference#partner}), written as a statement file ({@link
     * FamilyText#partnerText}) whose id is the prefix and the origin's id (less
     * {@code three-move-}). Proving it is the word prover's work, as for every proposal; an
     * origin no word fits, or whose word has splits, is reported as unfitted.
     */
    public static Result partners(Options o) {
        long t0 = System.nanoTime();
        List<Proposal> proposals = new ArrayList<>();
        List<Unfitted> unfitted = new ArrayList<>();
        Fitted fitted = new Fitted(o, List.of());
        int sets = 0;
        int covered = 0;
        List<Coverage.Family> proved = Coverage.proved(CoverageStore.statements(o.specs()), 3);
        Map<String, Set<Convention>> bySets = new HashMap<>();
        proved.forEach(f -> bySets.computeIfAbsent(sets(f.statement()), k -> new HashSet<>()).addAll(f.conventions()));
        for (Coverage.Family f : proved) {
            Statement st = f.statement();
            Convention own = f.conventions().get(0);
            Convention other = own == Convention.WALL ? Convention.SINK : Convention.WALL;
            if (st.conventions().size() != 1 || !o.conventions().contains(other) || bySets.get(sets(st)).contains(other)) {
                continue; // a family of both, a partner not asked for, or one some proved statement over the same sets has already
            }
            if (!st.word().splits().isEmpty()) {
                unfitted.add(new Unfitted(st.id(), 0, st.id(), "its word has splits, which a partner's block does not write"));
                continue;
            }
            ParametricWord request = WordInference.partnerRequest(st, other);
            List<WordInference.Sample> samples = WordInference.partnerSamples(f, request, other, o.maxS(),
                    new WordInference.Options(Map.of(), null, o.threads(), 1 << 20));
            WordInference.Partner p = WordInference.partner(request, samples, other);
            sets += p.instances();
            String id = o.prefix() + st.id().replaceFirst("^three-move-", "");
            if (p.word() != null) {
                covered += p.instances();
                proposals.add(fitted.partner(id, st, p.word(), other, p.instances(), null));
                continue;
            }
            List<PartnerParts.Part> parts = PartnerParts.fit(request, samples, other);
            if (parts.isEmpty()) {
                unfitted.add(new Unfitted(st.id(), p.instances(), st.id(), p.why() + "; no part fits either"));
            }
            for (int k = 0; k < parts.size(); k++) {
                covered += parts.get(k).instances();
                proposals.add(fitted.partner(id + "-p" + (k + 1), st, parts.get(k).word(), other, parts.get(k).instances(), parts.get(k).bounds()));
            }
        }
        return new Result(proposals, unfitted, sets, covered, 0, (System.nanoTime() - t0) / 1e9, fitted);
    }

    /** The sets a statement speaks of, as written: its parameters, where and moves. */
    private static String sets(Statement st) {
        return st.parameterNames() + " | " + (st.where() == null ? "" : st.where().text().trim()) + " | "
                + st.moves().list().stream().map(e -> e.text().trim()).toList();
    }

    private static String read(Path file) {
        try {
            return java.nio.file.Files.readString(file);
        } catch (java.io.IOException e) {
            throw new BadInputException("cannot read " + file + ": " + e.getMessage());
        }
    }

    /** Every set 1 &lt;= a &lt; b &lt; c &lt;= max S, certified under both conventions, in parallel. */
    static List<CensusSet> census(Options o) {
        Statement st = StatementLoader.resolve("three-move", o.specs());
        List<long[]> sets = new ArrayList<>();
        for (long c = 3; c <= o.maxS(); c++) {
            for (long a = 1; a < c - 1; a++) {
                for (long b = a + 1; b < c; b++) {
                    sets.add(new long[] {a, b, c});
                }
            }
        }
        CensusSet[] out = new CensusSet[sets.size()];
        ThreadLocal<StateCycle> local = ThreadLocal.withInitial(StateCycle::new);
        boolean done = Parallel.forEach(IntStream.range(0, sets.size()).boxed().toList(), o.threads(), "discover census", false, i -> {
            long[] s = sets.get(i);
            Instance in = new Instance(st, s, new int[] {(int) s[0], (int) s[1], (int) s[2]}, i);
            Map<Convention, WordInference.Letters> letters = new EnumMap<>(Convention.class);
            List<String> keys = new ArrayList<>();
            for (Convention c : BOTH) {
                WordInference.Letters g = WordInference.letters(local.get(), in, c, 1 << 20);
                letters.put(c, g);
                keys.add(g == null ? "none" : WordShape.encode(g.pre(), g.period()).key());
            }
            out[i] = new CensusSet(s[0], s[1], s[2], in, letters, keys.get(0), keys.get(1));
            return false;
        }, i -> "{" + sets.get(i)[0] + ", " + sets.get(i)[1] + ", " + sets.get(i)[2] + "}");
        if (!done) {
            throw new BadInputException("census discover: interrupted");
        }
        return List.of(out);
    }

    /**
     * The slices: the most common shapes (a pair, wall and sink, or one convention's) first takes
     * every set not yet taken whose shapes are variants of it (a group once or never); slices below
     * the size are dropped.
     */
    static List<List<CensusSet>> slices(List<CensusSet> census, int minSets, List<Convention> conventions) {
        Map<String, List<CensusSet>> byKey = new LinkedHashMap<>();
        for (CensusSet s : census) {
            if (conventions.stream().allMatch(c -> s.letters().get(c) != null)) {
                byKey.computeIfAbsent(s.key(conventions), k -> new ArrayList<>()).add(s);
            }
        }
        List<String> keys = new ArrayList<>(byKey.keySet());
        keys.sort(Comparator.comparingInt((String k) -> -byKey.get(k).size()).thenComparing(k -> k));
        Set<String> taken = new HashSet<>();
        List<List<CensusSet>> out = new ArrayList<>();
        Map<String, Integer> position = new HashMap<>();
        Map<String, List<String>> byShape = new HashMap<>(); // the keys by their first convention's shape, in order
        for (String k : keys) {
            position.put(k, position.size());
            byShape.computeIfAbsent(byKey.get(k).get(0).shape(conventions.get(0)), x -> new ArrayList<>()).add(k);
        }
        for (String key : keys) {
            if (taken.contains(key)) {
                continue;
            }
            CensusSet first = byKey.get(key).get(0);
            Map<Convention, Set<String>> variants = new EnumMap<>(Convention.class);
            conventions.forEach(c -> variants.put(c, WordShape.variants(encoded(first, c)).keySet()));
            List<String> matched = new ArrayList<>(); // every key not taken whose shapes are variants, looked up, not searched
            for (String v : variants.get(conventions.get(0))) {
                for (String k : byShape.getOrDefault(v, List.of())) {
                    CensusSet s = byKey.get(k).get(0);
                    if (!taken.contains(k) && conventions.stream().allMatch(c -> variants.get(c).contains(s.shape(c)))) {
                        matched.add(k);
                    }
                }
            }
            matched.sort(Comparator.comparing(position::get));
            List<CensusSet> slice = new ArrayList<>();
            for (String k : matched) {
                taken.add(k);
                slice.addAll(byKey.get(k));
            }
            if (slice.size() >= minSets) {
                out.add(slice);
            }
        }
        return out;
    }

    static WordShape.Encoded encoded(CensusSet s, Convention c) {
        WordInference.Letters g = s.letters().get(c);
        return WordShape.encode(g.pre(), g.period());
    }
}
