package org.subgames.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.subgames.base.BadInputException;
import org.subgames.base.IntRange;
import org.subgames.base.Shard;
import org.subgames.sink.AdditiveSet;
import org.subgames.sink.table.Lin;
import org.subgames.sink.table.WordModel;

/** The per-instance tables check as a runner, without the command line. */
@Tag("smt")
class TablesCheckRunTest {

    private static TablesCheckRun.Options options(WordModel model, String a, String k, Shard shard, Path out) {
        return new TablesCheckRun.Options(model, IntRange.parse(a), IntRange.parse(k), shard, 2, false, out);
    }

    /** k = 0 takes a &lt; b &lt; 2a (a - 1 sets per a), k &gt;= 1 every c in 0..2a-1; quadratic are k &gt;= 1 and 0 &lt; c &lt; a. */
    @Test
    void theStandardWordHoldsOnEverySetOfTheRanges() {
        TablesCheckRun.Result r = TablesCheckRun.run(options(WordModel.standard(), "2..7", "0..2", Shard.ALL, null));
        int expected = 0;
        int quadratic = 0;
        for (int a = 2; a <= 7; a++) {
            expected += (a - 1) + 2 * 2 * a;
            quadratic += 2 * (a - 1);
        }
        assertEquals(expected, r.sets());
        assertEquals(quadratic, r.quadratic());
        assertTrue(r.firstFailure().isEmpty(), r.firstFailure().toString());
    }

    /** The shards partition the sets: together they are the whole range, in order, each set once. */
    @Test
    void shardsPartitionTheSets() {
        List<AdditiveSet> all = TablesCheckRun.sets(IntRange.parse("2..9"), IntRange.parse("0..2"), Shard.ALL);
        List<AdditiveSet> union = new ArrayList<>();
        for (int i = 1; i <= 3; i++) {
            union.addAll(TablesCheckRun.sets(IntRange.parse("2..9"), IntRange.parse("0..2"), Shard.parse(i + "/3")));
        }
        assertEquals(all.size(), union.size());
        assertEquals(all.stream().sorted(Comparator.comparing(AdditiveSet::toString)).toList(),
                union.stream().sorted(Comparator.comparing(AdditiveSet::toString)).toList());
    }

    /** A wrong length is found, named, and the first failure in set order is the one reported. */
    @Test
    void aMutantFailsWithTheFirstFailureInSetOrder(@TempDir Path dir) throws Exception {
        WordModel wrong = WordModel.standard().withLength("C5", Lin.parse("a-c+1"));
        Path out = dir.resolve("sub/r.jsonl");
        TablesCheckRun.Result r = TablesCheckRun.run(options(wrong, "2..9", "1", Shard.ALL, out));
        assertFalse(r.firstFailure().isEmpty());
        assertTrue(r.firstFailure().get().contains("C5"), r.firstFailure().get());
        List<String> lines = Files.readAllLines(out);
        assertEquals(r.sets(), lines.size());
        String firstBad = lines.stream().filter(l -> l.contains("\"ok\":false")).findFirst().orElseThrow();
        assertTrue(firstBad.contains(r.firstFailure().get().replace("\"", "\\\"")), firstBad + " vs " + r.firstFailure().get());
    }

    @Test
    void badRangesAreBadInput() {
        assertThrows(BadInputException.class, () -> TablesCheckRun.run(options(WordModel.standard(), "0..3", "1", Shard.ALL, null)));
        assertThrows(BadInputException.class, () -> TablesCheckRun.run(options(WordModel.standard(), "2..3", "-1..1", Shard.ALL, null)));
    }
}
