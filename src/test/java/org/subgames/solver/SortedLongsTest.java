package org.subgames.solver;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Arrays;
import java.util.List;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.ShrinkingMode;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;
import net.jqwik.api.constraints.UniqueElements;

/** The galloping searches against linear scans. */
@net.jqwik.api.Tag("solvers")
class SortedLongsTest {

    @Property(seed = "7700102", tries = 300, shrinking = ShrinkingMode.FULL)
    void gallopingCountEqualsALinearCount(@ForAll @Size(max = 60) @UniqueElements List<@IntRange(min = 0, max = 200) Integer> values,
            @ForAll @IntRange(min = 0, max = 60) int hiPick, @ForAll @IntRange(min = -1, max = 201) int t) {
        long[] a = values.stream().mapToLong(Integer::longValue).sorted().toArray();
        // the precondition, entries from hi on exceed t, holds for every hi from the count of entries <= t on
        int atMost = (int) Arrays.stream(a).filter(v -> v <= t).count();
        int hi = Math.max(atMost, Math.min(hiPick, a.length));
        assertEquals(atMost, SortedLongs.countAtMost(a, hi, t));
    }

    @Property(seed = "7700103", tries = 300, shrinking = ShrinkingMode.FULL)
    void witnessIsAMoveIntoTheListOrThereIsNone(@ForAll @Size(max = 40) @UniqueElements List<@IntRange(min = 0, max = 300) Integer> values,
            @ForAll @Size(min = 1, max = 12) @UniqueElements List<@IntRange(min = 1, max = 300) Integer> moveList,
            @ForAll @IntRange(min = 0, max = 301) int x) {
        long[] below = values.stream().mapToLong(Integer::longValue).filter(v -> v < x).sorted().toArray();
        long[] moves = moveList.stream().mapToLong(Integer::longValue).sorted().toArray();
        long w = SortedLongs.witness(below, below.length, moves, x);
        long first = Arrays.stream(moves).filter(s -> s <= x && Arrays.binarySearch(below, x - s) >= 0).findFirst().orElse(-1);
        assertEquals(first, w);
    }
}
