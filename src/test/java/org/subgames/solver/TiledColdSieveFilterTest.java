package org.subgames.solver;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.subgames.base.BadInputException;
import org.subgames.game.MoveSet;

/**
 * The residue filter where its exact/inexact split matters: which residues are main and exact,
 * which moves a main cold position pushes, and that positions outside the exact residues (and only
 * those) are searched back. Also the tiled sieve's argument and resume checks.
 */
@Tag("solvers")
class TiledColdSieveFilterTest {

    private static final TiledColdSieve.ResidueFilter SQUARES = new TiledColdSieve.ResidueFilter(5,
            TiledColdSieve.ResidueFilter.residues(0, 2), TiledColdSieve.ResidueFilter.residues(0, 2, 4), 100);

    @Test
    void residuesAreBitMasks() {
        assertEquals(0b10101, TiledColdSieve.ResidueFilter.residues(0, 2, 4));
        assertEquals(0, TiledColdSieve.ResidueFilter.residues());
        assertEquals(Long.MIN_VALUE, TiledColdSieve.ResidueFilter.residues(63));
    }

    @Test
    void mainExactAndPushedMoves() {
        for (int r = 0; r < 5; r++) {
            assertEquals(r == 0 || r == 2, SQUARES.isMain(r), "main " + r);
        }
        for (long x : new long[] {0, 4, 12, 14, 5L << 40, (5L << 40) + 2, 1L << 62}) {
            assertTrue(SQUARES.isExact(x), "exact " + x);
        }
        for (long x : new long[] {1, 3, 8, 11, (5L << 40) + 3, (1L << 62) + 2}) {
            assertFalse(SQUARES.isExact(x), "not exact " + x);
        }
        assertTrue(SQUARES.pushes(0, 100), "short moves are pushed by every main cold position");
        assertTrue(SQUARES.pushes(0, 104), "0 + 104 is 4 mod 5: exact");
        assertFalse(SQUARES.pushes(0, 101), "0 + 101 is 1 mod 5");
        assertFalse(SQUARES.pushes(2, 104), "2 + 104 is 1 mod 5");
        assertTrue(SQUARES.pushes(2, 102), "2 + 102 is 4 mod 5");
        assertTrue(TiledColdSieve.ResidueFilter.NONE.isMain(0) && TiledColdSieve.ResidueFilter.NONE.isExact(12345));
        assertThrows(IllegalArgumentException.class, () -> new TiledColdSieve.ResidueFilter(0, 0, 0, 0));
        assertThrows(IllegalArgumentException.class, () -> new TiledColdSieve.ResidueFilter(65, 0, 0, 0));
        assertThrows(IllegalArgumentException.class, () -> new TiledColdSieve.ResidueFilter(5, 1L << 5, 0, 0));
        assertThrows(IllegalArgumentException.class, () -> new TiledColdSieve.ResidueFilter(5, 0, 0, -1));
        assertDoesNotThrow(() -> new TiledColdSieve.ResidueFilter(64, -1L, -1L, 0));
    }

    private static TiledColdSieve squares(int n) {
        return new TiledColdSieve(MoveSet.of(MoveSet.Family.SQUARES).longMembersUpTo(n), n, 0, new long[0], 10, 16, 2);
    }

    /**
     * Short full moves (up to 10) leave many positions of residues 1 and 3 unmarked: those are
     * searched back, while positions of the exact residues never are, so the searches stay below
     * the count of positions 1 or 3 mod 5. With every residue exact nothing is searched; the cold
     * positions are the same each time.
     */
    @Test
    void onlyPositionsOutsideTheExactResiduesAreSearchedBack() {
        int n = 200_000;
        long[] plain = squares(n).run(null);
        TiledColdSieve filtered = squares(n).restrict(new TiledColdSieve.ResidueFilter(5, SQUARES.main(), SQUARES.exact(), 10));
        assertArrayEquals(plain, filtered.run(null));
        long oneOrThree = 2L * (n / 5) + 2;
        assertTrue(filtered.searches() > 0 && filtered.searches() <= oneOrThree, "searches " + filtered.searches());
        TiledColdSieve allExact = squares(n).restrict(new TiledColdSieve.ResidueFilter(5, SQUARES.main(), 0b11111, 10));
        assertArrayEquals(plain, allExact.run(null));
        assertEquals(0, allExact.searches());
        assertEquals(0, squares(n).searches());
    }

    @Test
    void argumentsAreChecked() {
        long[] s = {1, 3};
        assertThrows(BadInputException.class, () -> new TiledColdSieve(s, -1, 0, new long[0], 10, 1, 1));
        assertThrows(BadInputException.class, () -> new TiledColdSieve(s, TiledColdSieve.MAX_N + 1, 0, new long[0], 10, 1, 1));
        assertDoesNotThrow(() -> new TiledColdSieve(s, TiledColdSieve.MAX_N, 0, new long[0], 10, 1, 1));
        assertThrows(BadInputException.class, () -> new TiledColdSieve(s, 10, 0, new long[0], 5, 1, 1));
        assertThrows(BadInputException.class, () -> new TiledColdSieve(s, 10, 0, new long[0], 31, 1, 1));
        assertDoesNotThrow(() -> new TiledColdSieve(s, 10, 0, new long[0], 6, 1, 1));
        assertDoesNotThrow(() -> new TiledColdSieve(s, 10, 0, new long[0], 30, 1, 1));
        assertThrows(BadInputException.class, () -> new TiledColdSieve(s, 10, 0, new long[0], 10, 0, 1));
        assertThrows(BadInputException.class, () -> new TiledColdSieve(s, 10, 0, new long[0], 10, 1, 0));
        assertThrows(IllegalArgumentException.class, () -> new TiledColdSieve(new long[] {3, 3}, 10, 0, new long[0], 10, 1, 1));
        assertThrows(IllegalArgumentException.class, () -> new TiledColdSieve(new long[] {0, 3}, 10, 0, new long[0], 10, 1, 1));
        assertThrows(IllegalArgumentException.class, () -> new TiledColdSieve(s, 10, 0, new long[] {4, 4}, 10, 1, 1));
        // moves beyond n are dropped: {1, 3, 50} below 10 is {1, 3}
        assertArrayEquals(new TiledColdSieve(s, 10, 0, new long[0], 10, 1, 1).run(null),
                new TiledColdSieve(new long[] {1, 3, 50}, 10, 0, new long[0], 10, 1, 1).run(null));
    }

    /** A resume state must be the cold positions below next, ascending; restrict comes before. */
    @Test
    void resumeStatesAreChecked() {
        long[] s = {1, 3};
        long[] all = new TiledColdSieve(s, 100, 0, new long[0], 6, 2, 1).run(null);
        long[] below40 = Arrays.stream(all).filter(x -> x < 40).toArray();
        TiledColdSieve fresh = new TiledColdSieve(s, 100, 0, new long[0], 6, 2, 1);
        assertArrayEquals(all, fresh.resume(40, below40, below40.length).run(null));
        assertArrayEquals(all, new TiledColdSieve(s, 100, 0, new long[0], 6, 2, 1).resume(0, new long[0], 0).run(null));
        assertThrows(IllegalStateException.class, () -> new TiledColdSieve(s, 100, 0, new long[0], 6, 2, 1).resume(40, below40, below40.length)
                .restrict(TiledColdSieve.ResidueFilter.NONE));
        TiledColdSieve t = new TiledColdSieve(s, 100, 0, new long[0], 6, 2, 1);
        assertThrows(IllegalArgumentException.class, () -> t.resume(-1, new long[0], 0));
        assertThrows(IllegalArgumentException.class, () -> t.resume(40, below40, -1));
        assertThrows(IllegalArgumentException.class, () -> t.resume(40, below40, below40.length + 1));
        assertThrows(IllegalArgumentException.class, () -> t.resume(below40[below40.length - 1], below40, below40.length), "a cold position at next");
        assertThrows(IllegalArgumentException.class, () -> t.resume(40, new long[] {0, 0}, 2), "not ascending");
        assertThrows(IllegalArgumentException.class, () -> t.resume(40, new long[] {-2, 0}, 2), "negative");
    }
}
