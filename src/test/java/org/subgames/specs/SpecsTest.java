package org.subgames.specs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.subgames.period.Periodicity;
import org.subgames.run.CheckRun;
import org.subgames.run.IntRange;
import org.subgames.run.Shard;

/**
 * The project's main job under {@code mvn verify}: every statement in specs/ holds on every instance
 * of its default ranges, or of the ranges given by -Dsubgames.a=1..200 -Dsubgames.k=1..3
 * -Dsubgames.c=... And deliberately wrong statements are refuted, so the harness is not vacuous.
 */
class SpecsTest {

    /** A range from a system property; unset, empty or an unexpanded "${...}" means the default. */
    static IntRange property(String name) {
        String v = System.getProperty(name);
        if (v == null || v.isBlank() || v.contains("${")) {
            return null;
        }
        return IntRange.parse(v);
    }

    private static CheckRun.Options options(IntRange a, IntRange k, IntRange c) {
        return new CheckRun.Options(a, k, c, null, Runtime.getRuntime().availableProcessors(), Shard.ALL, null, false, false,
                Periodicity.DEFAULT_LIMIT);
    }

    @Test
    void everyStatementInSpecsHolds() {
        List<Statement> all = StatementLoader.loadDirectory(Path.of("specs"));
        assertTrue(all.size() >= 4, "specs/ holds the four statements of issue 3");
        CheckRun.Report report = CheckRun.run(all, options(property("subgames.a"), property("subgames.k"), property("subgames.c")), System.err);
        int total = 0;
        for (CheckRun.Tally t : report.tallies()) {
            System.out.printf("%s: %d instances, %d hold%n", t.statement.id(), t.instances, t.held);
            assertEquals(t.instances, t.held, t.statement.id());
            total += t.instances;
        }
        assertTrue(total > 0, "the ranges select no instance at all");
        CheckRun.Refutation r = report.first();
        assertNull(r, () -> "counterexample to " + r.instance() + ": " + r.counterexample());
        assertTrue(report.complete());
    }

    @Test
    void unsetPropertiesKeepTheDefaults() {
        System.setProperty("subgames.test.unset", "${subgames.test.unset}");
        assertNull(property("subgames.test.unset"));
        System.setProperty("subgames.test.unset", " ");
        assertNull(property("subgames.test.unset"));
        System.setProperty("subgames.test.unset", "3..7");
        assertEquals(new IntRange(3, 7), property("subgames.test.unset"));
        System.clearProperty("subgames.test.unset");
        assertNull(property("subgames.test.unset"));
    }

    private static CheckRun.Refutation refute(String id) {
        Statement st = StatementLoader.load(Path.of("src/test/resources/specs-mutants", id + ".yaml"));
        CheckRun.Report report = CheckRun.run(List.of(st), options(null, null, null), System.err);
        assertEquals(1, report.exitCode(), id + " must be refuted");
        CheckRun.Refutation r = report.first();
        assertNotNull(r);
        assertFalse(r.counterexample().message().isEmpty());
        assertNotEquals(r.counterexample().expected(), r.counterexample().actual());
        return r;
    }

    @Test
    void periodPlusOneIsRefutedAtAPosition() {
        CheckRun.Refutation r = refute("period-plus-one");
        // the first instance in order: a = 1, k = 1, c = 0 (b = 2); P = 4 is the period, 5 is not
        assertEquals(1, r.instance().value("a"));
        assertEquals("{1,2,3}", r.instance().setText());
        Long x = r.counterexample().position();
        assertNotNull(x);
        assertTrue(x >= 1 && x <= 3, "inside the window 1..max S");
    }

    @Test
    void minimalPeriodPlusOneIsRefuted() {
        CheckRun.Refutation r = refute("minimal-plus-one");
        assertEquals(Long.toString(Long.parseLong(r.counterexample().actual()) + 1), r.counterexample().expected());
    }

    @Test
    void flippedBlockInequalityIsRefuted() {
        CheckRun.Refutation r = refute("bc-flipped");
        assertTrue(r.counterexample().message().startsWith("for i = 1:"), r.counterexample().message());
    }

    @Test
    void factorLengthOffByOneIsRefuted() {
        CheckRun.Refutation r = refute("factor-off-by-one");
        assertEquals(Long.toString(Long.parseLong(r.counterexample().actual()) + 1), r.counterexample().expected());
    }

    @Test
    void wrongWallPeriodIsRefutedAtAPosition() {
        CheckRun.Refutation r = refute("wall-period-off");
        assertNotNull(r.counterexample().position());
    }
}
