package org.subgames.census;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Array;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.subgames.cli.Main;
import org.subgames.game.Convention;
import org.subgames.specs.Checker;
import org.subgames.specs.Instance;
import org.subgames.specs.Instances;
import org.subgames.specs.Outcome;
import org.subgames.symbolic.ParametricWord;

/**
 * The coverage against {@code check} and the census on a sample (seed printed): for a covered set,
 * the covering statement's instance holds (every claim checked per instance) and its word's
 * minimal preperiod and period are the census row's, per convention; for an uncovered set, no tuple
 * of the brute-force box of any proved statement gives it. And the census questions count what the
 * coverage finds.
 */
@Tag("statements")
class CoverageCheckTest {

    private static final int N = 18;
    private static final long SEED = 20_261_126L;

    @TempDir
    static Path tmp;
    static Path store;
    /** Per set {a b c} and convention ("wall", "sink"): preperiod and minimal period from the census. */
    static final Map<String, Map<String, long[]>> ROWS = new HashMap<>();

    @BeforeAll
    static void census() throws Exception {
        store = tmp.resolve("m.parquet");
        assertEquals(0, Main.run("census", "three-move", "--param", "c=3.." + N, "--format", "parquet", "--out", store.toString()));
        try (Connection c = CensusStore.connect(); Statement s = c.createStatement();
             ResultSet r = s.executeQuery("SELECT s, convention, preperiod, minimal_period FROM read_parquet("
                     + CensusStore.fileList(CensusStore.files(List.of(store))) + ")")) {
            while (r.next()) {
                Object[] set = (Object[]) ((Array) r.getArray(1)).getArray();
                int[] moves = new int[set.length];
                for (int i = 0; i < set.length; i++) {
                    moves[i] = ((Number) set[i]).intValue();
                }
                ROWS.computeIfAbsent(Coverage.text(moves), k -> new HashMap<>()).put(r.getString(2), new long[] {r.getLong(3), r.getLong(4)});
            }
        }
    }

    @Test
    void coveredSetsHoldAndMatchTheCensusUncoveredOnesAreInNoFamily() {
        List<Coverage.Family> families = CoverageTest.families();
        Map<String, Coverage.Hit> hits = new LinkedHashMap<>();
        Coverage.enumerate(families, N, Coverage.cap(N), h -> hits.putIfAbsent(Coverage.text(h.set()), h));
        Map<String, Map<Convention, String>> box = Coverage.map(families, N, N + 2, true);
        System.out.println("CoverageCheckTest seed " + SEED + ": " + hits.size() + " of " + ROWS.size() + " sets covered up to max S " + N);
        Random r = new Random(SEED);
        List<String> covered = new ArrayList<>(hits.keySet());
        for (int i = 0; i < 40; i++) {
            Coverage.Hit h = hits.get(covered.get(r.nextInt(covered.size())));
            Instance in = Instances.at(h.family().statement(), h.tuple());
            Outcome o = Checker.check(in);
            assertTrue(o.holds(), h.family().id() + " at " + in.parameterText() + ": " + o.counterexample());
            for (Convention c : h.family().conventions()) {
                long[] row = ROWS.get(Coverage.text(h.set())).get(c.id());
                assertNotNull(row, Coverage.text(h.set()) + " " + c.id());
                assertEquals(List.of(row[0], row[1]), wordFacts(h, c), h.family().id() + " " + c.id() + " " + Coverage.text(h.set()));
            }
        }
        List<String> uncovered = ROWS.keySet().stream().filter(k -> !hits.containsKey(k)).sorted().toList();
        assertFalse(uncovered.isEmpty());
        for (int i = 0; i < 40; i++) {
            String set = uncovered.get(r.nextInt(uncovered.size()));
            assertFalse(box.containsKey(set), set + " is uncovered, yet a tuple of a proved statement gives it: " + box.get(set));
        }
        // every covered set is a census set, and the box finds no other
        assertTrue(ROWS.keySet().containsAll(hits.keySet()));
        assertEquals(box.keySet(), hits.keySet());
    }

    /** The word's minimal preperiod and minimal period at the hit's tuple, under convention c. */
    static List<Long> wordFacts(Coverage.Hit h, Convention c) {
        ParametricWord w = h.family().statement().word();
        Map<String, Long> v = new LinkedHashMap<>();
        for (int i = 0; i < h.tuple().length; i++) {
            v.put(w.parameters().get(i), h.tuple()[i]);
        }
        Map<String, Long> ext = w.extend(v);
        ParametricWord.Concrete k = ParametricWord.expand(w.caseFor(c, ext), ext);
        int len = k.period().length;
        int p = len;
        for (int d = 1; d < len; d++) {
            if (len % d == 0 && rotates(k.period(), d)) {
                p = d;
                break;
            }
        }
        long pre = k.pre().length;
        while (pre > 0 && k.letterAt(pre - 1) == k.letterAt(pre - 1 + p)) {
            pre--;
        }
        return List.of(pre, (long) p);
    }

    private static boolean rotates(int[] word, int d) {
        for (int i = 0; i < word.length; i++) {
            if (word[i] != word[(i + d) % word.length]) {
                return false;
            }
        }
        return true;
    }

    @Test
    void theQuestionsCountWhatTheCoverageFinds() throws Exception {
        // every proved family the questions read (the pruned search; the brute-force box is checked on a sample above)
        List<org.subgames.specs.Statement> statements = CoverageStore.statements(Path.of("specs"));
        Map<String, Map<Convention, String>> cov = Coverage.scale(Coverage.map(Coverage.proved(statements, 3), N, Coverage.cap(N), false),
                Coverage.scaling(statements), N);
        String csv = query("coverage");
        String last = csv.lines().reduce((a, b) -> b).orElseThrow();
        String[] f = last.split(",");
        assertEquals(Integer.toString(N), f[0]);
        assertEquals(Integer.toString(ROWS.size()), f[6], csv); // sets up to N
        assertEquals(Long.toString(cov.values().stream().filter(m -> m.containsKey(Convention.WALL)).count()), f[7], csv); // covered under wall
        assertEquals(Long.toString(cov.values().stream().filter(m -> m.containsKey(Convention.SINK)).count()), f[9], csv); // under sink
        assertEquals(Long.toString(cov.values().stream().filter(m -> m.size() == 2).count()), f[11], csv); // under both
        long uncovered = query("uncovered").lines().count() - 1;
        assertEquals(ROWS.size() - cov.size(), uncovered);
        String by = query("SELECT proved_by, count(*) AS n FROM games WHERE convention = 'wall' GROUP BY ALL ORDER BY ALL");
        Map<String, Long> expected = new java.util.TreeMap<>();
        cov.values().stream().filter(m -> m.containsKey(Convention.WALL)).forEach(m -> expected.merge(m.get(Convention.WALL), 1L, Long::sum));
        for (Map.Entry<String, Long> e : expected.entrySet()) {
            assertTrue(by.contains(e.getKey() + "," + e.getValue()), by);
        }
        Path png = tmp.resolve("cov.png");
        assertEquals(0, Main.run("census", "coverage", store.toString(), "--max-s", Integer.toString(N), "--out", png.toString()));
        assertTrue(Files.size(png) > 1000);
        assertEquals(2, Main.run("census", "coverage", store.toString(), "--max-s", Integer.toString(N + 1), "--out", png.toString()));
    }

    /**
     * Every set the scaling theorem covers (moves with gcd d &gt; 1, S/d in a proved family): the
     * scaling statement holds at (d, S/d) when checked, and the census rows of S are those of S/d
     * with preperiod and minimal period times d, per convention. The families of specs/ and
     * specs/extended/ only: the discovered ones cover many scaled sets directly (a set two ways
     * covered is its family's), so with them scaling alone might cover no small set at all.
     */
    @Test
    void scaledSetsHoldAndTheirRowsAreTheReducedSetsTimesD() {
        List<org.subgames.specs.Statement> statements = CoverageStore.statements(Path.of("specs")).stream()
                .filter(st -> !Path.of(st.file()).toAbsolutePath().getParent().endsWith("discovered")).toList();
        List<Coverage.Scaling> scalings = Coverage.scaling(statements);
        assertEquals(List.of(Convention.WALL, Convention.SINK), scalings.stream().map(Coverage.Scaling::convention).toList());
        org.subgames.specs.Statement scaling = statements.stream().filter(st -> st.id().equals(scalings.get(0).statement())).findFirst().orElseThrow();
        Map<String, Map<Convention, String>> cov = Coverage.scale(Coverage.map(Coverage.proved(statements, 3), N, Coverage.cap(N), false), scalings, N);
        int n = 0;
        for (Map.Entry<String, Map<Convention, String>> e : cov.entrySet()) {
            int[] set = Coverage.parse(e.getKey());
            int d = (int) java.util.Arrays.stream(set).asLongStream().reduce(0, org.subgames.specs.Functions::gcd);
            for (Map.Entry<Convention, String> byConv : e.getValue().entrySet()) {
                if (!byConv.getValue().startsWith(scaling.id() + "/")) {
                    continue;
                }
                n++;
                int[] base = java.util.Arrays.stream(set).map(x -> x / d).toArray();
                assertTrue(d > 1 && byConv.getValue().endsWith("/" + cov.get(Coverage.text(base)).get(byConv.getKey())), e.toString());
                Outcome o = Checker.check(Instances.at(scaling, d, base[0], base[1], base[2]));
                assertTrue(o.holds(), e.getKey() + ": " + o.counterexample());
                long[] row = ROWS.get(e.getKey()).get(byConv.getKey().id());
                long[] reduced = ROWS.get(Coverage.text(base)).get(byConv.getKey().id());
                assertEquals(List.of(d * reduced[0], d * reduced[1]), List.of(row[0], row[1]), e.getKey() + " " + byConv.getKey().id());
            }
        }
        System.out.println("CoverageCheckTest: " + n + " (set, convention) pairs covered by scaling up to max S " + N);
        assertTrue(n > 0, "no set up to max S " + N + " is covered by scaling alone");
    }

    private static String query(String q) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        CensusQuery.run(List.of(store), CensusQuery.sql(q), Path.of("specs"), true, new PrintStream(out, true, StandardCharsets.UTF_8), null);
        return out.toString(StandardCharsets.UTF_8);
    }
}
