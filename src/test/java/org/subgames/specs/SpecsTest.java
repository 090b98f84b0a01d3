package org.subgames.specs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.subgames.base.IntRange;
import org.subgames.base.Shard;
import org.subgames.period.Periodicity;
import org.subgames.run.CheckRun;

/**
 * The statements of specs/ on a sample of their ranges (the whole ranges: SpecsStatementsTest, through
 * the engine), their instance counts, and deliberately wrong statements refuted, so the harness is
 * not vacuous.
 */
@Tag("statements")
class SpecsTest {

    private static CheckRun.Options options(IntRange a, IntRange k, IntRange c) {
        return new CheckRun.Options(a, k, c, null, Runtime.getRuntime().availableProcessors(), Shard.ALL, null, false, false,
                Periodicity.DEFAULT_LIMIT);
    }

    /** The instance counts of the four statements of issue 3 on their default ranges, recorded before the general form. */
    private static final Map<String, Integer> ISSUE_3_COUNTS = Map.of("additive-sink-period", 35250,
            "additive-sink-word", 8875, "additive-wall-duality", 12750, "additive-wall-period", 35250);

    /** The four statements of issue 3 keep their instance counts on their default ranges (the engine checks them: SpecsStatementsTest). */
    @Test
    void theDefaultRangesKeepTheirInstanceCounts() {
        List<Statement> all = StatementLoader.loadDirectory(Path.of("specs"));
        assertTrue(all.size() >= 4, "specs/ holds the four statements of issue 3");
        for (Statement st : all) {
            Integer before = ISSUE_3_COUNTS.get(st.id());
            if (before != null) {
                assertEquals(before, Instances.enumerate(st, Map.of(), null, Shard.ALL).size(), st.id() + " keeps its instance count in the general form");
            }
        }
    }

    /**
     * Every statement on a spread sample of its default ranges (every 97th instance): a second or
     * so, so it runs as a killer in the mutation profile, where the full run above is left out.
     */
    @Test
    void everyStatementHoldsOnASampleOfItsRanges() {
        List<Statement> all = StatementLoader.loadDirectory(Path.of("specs"));
        CheckRun.Report report = CheckRun.run(all, new CheckRun.Options(null, null, null, null, 2, Shard.parse("1/97"), null, false, false,
                Periodicity.DEFAULT_LIMIT), System.err);
        for (CheckRun.Tally t : report.tallies()) {
            assertTrue(t.instances > 0, t.statement.id() + " has instances in the sample");
            assertEquals(t.instances, t.held + t.recorded, t.statement.id());
            assertEquals(t.refuted, t.recorded, t.statement.id());
        }
        assertNull(report.first(), () -> "counterexample to " + report.first().instance() + ": " + report.first().counterexample());
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
    void aStatementAboutAFamilyIsCheckedWithoutJava() {
        Statement st = StatementLoader.load(Path.of("src/test/resources/specs-general/squares-cold.yaml"));
        CheckRun.Report report = CheckRun.run(List.of(st), options(null, null, null), System.err);
        assertEquals(0, report.exitCode());
        assertEquals(40, report.tallies().get(0).held);
        Statement mutant = StatementLoader.load(Path.of("src/test/resources/specs-general/squares-mutant.yaml"));
        CheckRun.Refutation r = CheckRun.run(List.of(mutant), options(null, null, null), System.err).first();
        assertNotNull(r);
        assertEquals(1, r.instance().value("n")); // S = {1}: values 0, 1, 0, 1, ...: largest 1 = |S|
    }

    @Test
    void aRecordedCounterexampleThatHoldsIsReported() {
        Statement st = StatementLoader.load(Path.of("src/test/resources/specs-general/recorded-holds.yaml"));
        CheckRun.Report report = CheckRun.run(List.of(st), new CheckRun.Options(Map.of(), null, 2, Shard.ALL, null,
                false, true, Periodicity.DEFAULT_LIMIT, false), System.err);
        assertEquals(1, report.tallies().get(0).recorded); // {1, 3}: period 2, recorded
        assertEquals("G.minimalPeriod = a + b", report.first().counterexample().claim()); // the recorded claim that holds
        assertTrue(report.first().counterexample().message().contains("records this instance as a counterexample to it"));
        assertEquals("{2,3}", report.first().instance().setText()); // recorded, but its period is 5 = 2 + 3
    }

    @Test
    void twoMoveMutantsAreRefutedWhereTheFormulasDiffer() {
        CheckRun.Refutation r = refute("two-move-sum-period");
        assertEquals("{1,3}", r.instance().setText()); // b = 3a: period 2a = 2, not a + b = 4
        assertEquals("4", r.counterexample().expected());
        assertEquals("2", r.counterexample().actual());
        r = refute("two-move-sink-preperiod");
        assertEquals("{1,2}", r.instance().setText()); // min(b - a, 2a floor((b-1)/2a)) = min(1, 0) = 0: purely periodic
        assertEquals("1", r.counterexample().expected());
        assertEquals("0", r.counterexample().actual());
    }

    @Test
    void wrongWallPeriodIsRefutedAtAPosition() {
        CheckRun.Refutation r = refute("wall-period-off");
        assertNotNull(r.counterexample().position());
    }
}
