package org.subgames.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

@Tag("bench")
class ReportTest {

    @Test
    void medianOfOddAndEvenCounts() {
        assertEquals(3.0, new Measurement("a", 1, new long[] {9, 1, 3}).medianNanos());
        assertEquals(2.5, new Measurement("a", 1, new long[] {4, 1, 3, 2}).medianNanos());
        assertThrows(IllegalArgumentException.class, () -> new Measurement("a", 1, new long[0]));
    }

    @Test
    void ratiosAreAgainstTheBaselineOfTheSameSize() throws Exception {
        List<Measurement> ms = List.of(
                new Measurement("base", 10, new long[] {2_000_000}),
                new Measurement("fast", 10, new long[] {500_000}),
                new Measurement("base", 20, new long[] {8_000_000}),
                new Measurement("fast", 20, new long[] {16_000_000}));
        Report r = new Report(ms, "base");
        assertEquals(0.25, r.ratio("fast", 10), 1e-12);
        assertEquals(2.0, r.ratio("fast", 20), 1e-12);
        assertTrue(Double.isNaN(r.ratio("fast", 30)));
        String table = r.table();
        assertTrue(table.contains("0.500 (0.250)"), table);
        assertTrue(table.contains("16.000 (2.00)"), table);
        assertEquals(5, r.csv().trim().split("\n").length);
        JsonNode j = new ObjectMapper().readTree(r.json());
        assertEquals("base", j.get("baseline").asText());
        assertEquals(4, j.get("measurements").size());
        assertEquals(2.0, j.get("measurements").get(3).get("ratio").asDouble(), 1e-12);
    }

    @Test
    void benchRunsWarmupsThenTimedRuns() {
        List<String> calls = new ArrayList<>();
        List<String> log = new ArrayList<>();
        Bench b = new Bench(2, 3, log::add);
        Measurement m = b.measure(Workload.of("w", 7, () -> calls.add("x")));
        assertEquals(5, calls.size());
        assertEquals(3, m.nanos().length);
        assertEquals(1, log.size());
        assertThrows(IllegalArgumentException.class, () -> new Bench(0, 0, s -> { }));
    }

    @Test
    void slowWorkloadsGetAtMostThreeRuns() {
        Bench b = new Bench(2, 7, 0, s -> { });
        Measurement m = b.measure(Workload.of("slow", 1, () -> { }));
        assertEquals(3, m.nanos().length);
    }
}
