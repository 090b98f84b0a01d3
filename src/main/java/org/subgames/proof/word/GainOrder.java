package org.subgames.proof.word;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import org.subgames.census.FamilyDiscovery.Proposal;
import org.subgames.game.Convention;

/**
 * The order in which {@code census discover --keep} proves its proposals, chosen afresh before each
 * proof against the census rows (set and convention) covered so far, which the run adds each kept
 * family's rows to. A proposal's completions are the rows it adds whose set is then covered under
 * the other convention too (by a statement or kept family, or by the proposal itself), its
 * prospects the rows it adds whose set another pending proposal could cover under the other
 * convention. Next comes the one with the highest score, two per completion and one per prospect
 * (a prospect completes its set only if that other proposal is proved as well), then the most rows
 * it adds; ties in the order given. So a family and a partner of the other convention, once one of
 * them is kept, are proved one after the other, and a large pair of families goes before a family
 * that completes a few sets. The parts of a family left unproved come before any ranked proposal,
 * in their order.
 */
final class GainOrder {

    private final Map<Proposal, List<String>> rows;
    private final Map<Proposal, Set<String>> rowSets = new HashMap<>();
    private final Set<String> covered;
    private final List<Proposal> pending;
    private final Deque<Proposal> front = new ArrayDeque<>();
    /** How many pending proposals cover each row. */
    private final Map<String, Integer> coverable = new HashMap<>();

    /**
     * @param proposals in discovery's order
     * @param rows      the rows each proposal's word would cover ({@code Coverage.proposed})
     * @param covered   the rows covered so far; the run adds to it, and the order reads it at each {@link #next}
     */
    GainOrder(List<Proposal> proposals, Function<Proposal, List<String>> rows, Set<String> covered) {
        this(proposals, rows, covered, List.of());
    }

    /**
     * With prospects: proposals another run proves (the other convention's, say), whose rows count
     * as prospects here while this order lasts, and which it never gives out.
     */
    GainOrder(List<Proposal> proposals, Function<Proposal, List<String>> rows, Set<String> covered, List<Proposal> prospects) {
        prospects.forEach(p -> rows.apply(p).forEach(x -> coverable.merge(x, 1, Integer::sum)));
        this.rows = new LinkedHashMap<>();
        for (Proposal p : proposals) {
            List<String> r = rows.apply(p);
            this.rows.put(p, r);
            rowSets.put(p, new java.util.HashSet<>(r));
            r.forEach(x -> coverable.merge(x, 1, Integer::sum));
        }
        this.covered = covered;
        this.pending = new ArrayList<>(proposals);
    }

    boolean isEmpty() {
        return front.isEmpty() && pending.isEmpty();
    }

    /** Parts to prove next, in this order, before every ranked proposal. */
    void first(List<Proposal> parts) {
        for (int i = parts.size() - 1; i >= 0; i--) {
            front.addFirst(parts.get(i));
        }
    }

    /** The next proposal to prove, taken out of the order. */
    Proposal next() {
        if (!front.isEmpty()) {
            return front.pollFirst();
        }
        int best = 0;
        long[] bestGain = null;
        for (int i = 0; i < pending.size(); i++) {
            long[] g = gain(pending.get(i));
            if (bestGain == null || better(g, bestGain)) {
                best = i;
                bestGain = g;
            }
        }
        Proposal p = pending.remove(best);
        rows.get(p).forEach(x -> coverable.merge(x, -1, Integer::sum));
        return p;
    }

    private static boolean better(long[] g, long[] than) {
        long score = 2 * g[0] + g[1];
        long other = 2 * than[0] + than[1];
        return score != other ? score > other : g[2] > than[2];
    }

    /** Completions, prospects, rows added: as the class says. */
    long[] gain(Proposal p) {
        Set<String> mine = rowSets.get(p);
        long[] g = new long[3];
        for (String r : mine) {
            if (covered.contains(r)) {
                continue;
            }
            String other = partner(r);
            if (covered.contains(other) || mine.contains(other)) {
                g[0]++;
            } else if (coverable.getOrDefault(other, 0) > 0) {
                g[1]++;
            }
            g[2]++;
        }
        return g;
    }

    /** The same set's row under the other convention. */
    static String partner(String row) {
        String wall = " " + Convention.WALL.id();
        String sink = " " + Convention.SINK.id();
        return row.endsWith(wall) ? row.substring(0, row.length() - wall.length()) + sink : row.substring(0, row.length() - sink.length()) + wall;
    }
}
