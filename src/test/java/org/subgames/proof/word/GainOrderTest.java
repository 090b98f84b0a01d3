package org.subgames.proof.word;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.subgames.census.FamilyDiscovery.Proposal;

/**
 * The order of {@link GainOrder} on proposals with given rows: two per completion and one per
 * prospect, then rows added, chosen afresh against the rows covered so far; a family's parts first;
 * ties in the order given.
 */
@Tag("statements")
class GainOrderTest {

    /** W and S: wall and sink words of the sets 1..3; L: a wall word of the sets 4..8; B: both conventions of the sets 9..10. */
    private static final Proposal W = proposal("w");
    private static final Proposal S = proposal("s");
    private static final Proposal L = proposal("l");
    private static final Proposal B = proposal("b");
    private static final Map<Proposal, List<String>> ROWS = Map.of(W, rows("wall", 1, 3), S, rows("sink", 1, 3), L, rows("wall", 4, 8),
            B, concat(rows("wall", 9, 10), rows("sink", 9, 10)));

    @Test
    void aFamilyWhosePartnerIsPendingComesBeforeALargerOneWithoutAndThePartnerNextOnceItIsKept() {
        Set<String> covered = new HashSet<>();
        GainOrder order = new GainOrder(List.of(L, W, S), ROWS::get, covered);
        assertArrayEquals(new long[] {0, 3, 3}, order.gain(W));
        assertArrayEquals(new long[] {0, 0, 5}, order.gain(L));
        assertEquals(W, order.next());
        covered.addAll(ROWS.get(W)); // W kept
        assertArrayEquals(new long[] {3, 0, 3}, order.gain(S));
        assertEquals(S, order.next());
        assertEquals(L, order.next());
        assertTrue(order.isEmpty());
    }

    @Test
    void aLargePairGoesBeforeAFamilyThatCompletesAFewSets() {
        Proposal c = proposal("c");
        Map<Proposal, List<String>> rows = new java.util.HashMap<>(ROWS);
        rows.put(c, rows("wall", 20, 20));
        Set<String> covered = new HashSet<>(rows("sink", 20, 20)); // c completes one set
        GainOrder order = new GainOrder(List.of(c, W, S), rows::get, covered);
        assertArrayEquals(new long[] {1, 0, 1}, order.gain(c));
        assertEquals(W, order.next(), "3 prospects score 3, one completion 2");
        covered.addAll(ROWS.get(W)); // W kept: S completes 3 sets
        assertEquals(List.of(S, c), List.of(order.next(), order.next()));
    }

    @Test
    void anotherRunsProposalsArePartnersToRankByButNeverGivenOut() {
        GainOrder alone = new GainOrder(List.of(L, W), ROWS::get, new HashSet<>());
        assertEquals(L, alone.next());
        GainOrder withS = new GainOrder(List.of(L, W), ROWS::get, new HashSet<>(), List.of(S));
        assertArrayEquals(new long[] {0, 3, 3}, withS.gain(W));
        assertEquals(List.of(W, L), List.of(withS.next(), withS.next()));
        assertTrue(withS.isEmpty());
    }

    @Test
    void whenThePartnerIsNotKeptItsProspectsAreGoneAndRowsDecide() {
        GainOrder order = new GainOrder(List.of(L, W, S), ROWS::get, new HashSet<>());
        assertEquals(W, order.next()); // W left unproved: nothing added to covered
        assertArrayEquals(new long[] {0, 0, 3}, order.gain(S));
        assertEquals(List.of(L, S), List.of(order.next(), order.next()));
    }

    @Test
    void aFamilyOfBothConventionsCompletesItsOwnSetsAndRowsCoveredAlreadyCountForNothing() {
        Set<String> covered = new HashSet<>(ROWS.get(L));
        GainOrder order = new GainOrder(List.of(L, W, B), ROWS::get, covered);
        assertArrayEquals(new long[] {4, 0, 4}, order.gain(B));
        assertArrayEquals(new long[] {0, 0, 0}, order.gain(L));
        assertEquals(List.of(B, W, L), List.of(order.next(), order.next(), order.next()));
    }

    @Test
    void partsComeFirstInTheirOrderAndTiesKeepTheGivenOrder() {
        Proposal p1 = proposal("w-j1");
        Proposal p2 = proposal("w-j2");
        GainOrder order = new GainOrder(List.of(S, W), ROWS::get, new HashSet<>());
        order.first(List.of(p1, p2));
        assertEquals(List.of(p1, p2, S, W), List.of(order.next(), order.next(), order.next(), order.next()));
        GainOrder none = new GainOrder(List.of(L, B, W), p -> List.of(), new HashSet<>());
        assertEquals(List.of(L, B, W), List.of(none.next(), none.next(), none.next()));
    }

    private static Proposal proposal(String id) {
        return new Proposal(id, Path.of(id + ".yaml"), "", 0, "");
    }

    private static List<String> rows(String convention, int from, int to) {
        return IntStream.rangeClosed(from, to).mapToObj(i -> "{1 " + (i + 1) + " " + (i + 100) + "} " + convention).toList();
    }

    private static List<String> concat(List<String> a, List<String> b) {
        List<String> out = new ArrayList<>(a);
        out.addAll(b);
        return out;
    }
}
