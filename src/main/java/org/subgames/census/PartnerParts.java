package org.subgames.census;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.subgames.game.Convention;
import org.subgames.specs.Instance;
import org.subgames.symbolic.ParametricWord;

/**
 * The partner of a family in parts, when no single word of the other convention fits all its sets:
 * the origin's instances grouped by the shape of their other-convention word, the largest groups
 * first; each group's word fitted ({@link WordInference#infer}), its domain the hull of the group's
 * tuples among the origin's ({@link FamilyDomain#hull}, with the word's run lengths and counts as
 * directions) cut until it takes no origin instance whose word differs ({@link
 * FamilyDomain#separate}). A part is a family over the origin's sets in its bounds; whether it holds
 * for every parameter is the prover's to say.
 */
final class PartnerParts {

    /** Groups with fewer instances are not fitted. */
    static final int MIN_INSTANCES = 5;
    /** At most this many parts per origin. */
    static final int MAX_PARTS = 6;

    /** A part: its word (one case under the convention), the bounds added to the origin's where (and as text), its instances. */
    record Part(ParametricWord word, List<FamilyDomain.Bound> domain, String bounds, int instances) {
    }

    private PartnerParts() {
    }

    /** The parts of the request's word ({@link WordInference#partnerRequest}) fitted on the origin's samples ({@link WordInference#partnerSamples}). */
    static List<Part> fit(ParametricWord request, List<WordInference.Sample> origin, Convention other) {
        List<String> names = request.parameters();
        ParametricWord.Case all = request.cases().get(other).get(0);
        List<WordInference.Sample> samples = origin.stream().filter(s -> s.inDomain() && s.letters().get(other) != null).toList();
        if (samples.isEmpty()) {
            return List.of();
        }
        Map<String, List<WordInference.Sample>> byShape = new LinkedHashMap<>();
        for (WordInference.Sample s : samples) {
            WordInference.Letters g = s.letters().get(other);
            byShape.computeIfAbsent(WordShape.encode(g.pre(), g.period()).key(), k -> new ArrayList<>()).add(s);
        }
        List<long[]> tuples = samples.stream().map(s -> tuple(s, names)).toList();
        long cutoff = samples.stream().mapToLong(s -> maxMove(s.instance())).max().orElse(0) * 3 / 4;
        List<List<WordInference.Sample>> groups = new ArrayList<>(byShape.values());
        groups.sort(Comparator.comparingInt(g -> -g.size()));
        List<Part> out = new ArrayList<>();
        for (List<WordInference.Sample> g : groups) {
            if (g.size() < MIN_INSTANCES || out.size() == MAX_PARTS) {
                break;
            }
            if (g.stream().allMatch(s -> out.stream().anyMatch(p -> FamilyDomain.inside(p.domain(), tuple(s, names))))) {
                continue; // an earlier part has them all
            }
            Part p = part(request, other, all, g, samples, tuples, cutoff, names);
            if (p != null) {
                out.add(p);
            }
        }
        return out;
    }

    /** One group's part, or null when no word fits it or no cut keeps its hull free of other words. */
    private static Part part(ParametricWord request, Convention other, ParametricWord.Case all, List<WordInference.Sample> group,
                             List<WordInference.Sample> samples, List<long[]> tuples, long cutoff, List<String> names) {
        WordInference.CaseResult r = WordInference.infer(request, other, all, group);
        if (!r.fits()) {
            return null;
        }
        ParametricWord word = word(request, other, r, names);
        List<long[]> slice = group.stream().map(s -> tuple(s, names)).toList();
        long[] sliceC = group.stream().mapToLong(s -> maxMove(s.instance())).toArray();
        List<FamilyDomain.Bound> domain = new ArrayList<>(FamilyDomain.hull(List.of(), slice, sliceC, tuples, cutoff, FamilyDomain.wordDirections(word, names)));
        for (int round = 0; round <= FamilyFit.MAX_CUTS; round++) {
            List<long[]> differing = new ArrayList<>();
            int inside = 0;
            for (int i = 0; i < samples.size(); i++) {
                if (FamilyDomain.inside(domain, tuples.get(i))) {
                    inside++;
                    if (!WordInference.matches(r.word(), samples.get(i).extended(), samples.get(i).letters().get(other))) {
                        differing.add(tuples.get(i));
                    }
                }
            }
            if (differing.isEmpty()) {
                return domain.isEmpty() ? null : new Part(word, domain, String.join(" && ", domain.stream().map(b -> b.text(names)).toList()), inside);
            }
            FamilyDomain.Bound b = round == FamilyFit.MAX_CUTS ? null : FamilyDomain.separate(slice, differing.get(0), differing);
            if (b == null) {
                return null;
            }
            domain.add(b);
        }
        return null;
    }

    /** The fitted case as a word over the request's parameters, its counts the declared and those the fit found. */
    private static ParametricWord word(ParametricWord request, Convention other, WordInference.CaseResult r, List<String> names) {
        return new ParametricWord(request.domain(), names, withFound(request.counts(), r, names), request.splits(), Map.of(other, List.of(r.word())));
    }

    private static List<String> withFound(List<String> declared, WordInference.CaseResult r, List<String> names) {
        return names.stream().filter(n -> declared.contains(n) || r.counts().contains(n)).toList();
    }

    private static long[] tuple(WordInference.Sample s, List<String> names) {
        return names.stream().mapToLong(n -> s.instance().parameters().get(n)).toArray();
    }

    private static long maxMove(Instance in) {
        int[] m = in.sortedMoves();
        return m[m.length - 1];
    }
}
