package org.subgames.census;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.subgames.game.Convention;
import org.subgames.specs.Statement;
import org.subgames.specs.StatementLoader;

/**
 * The coverage of the three-move census by the proved statements: the pruned search finds exactly
 * the sets the brute-force box finds, the constraints bound every parameter (the cap never binds),
 * and the families are the statements with a word prover's backing.
 */
@Tag("statements")
class CoverageTest {

    /** The sample of specs/discovered/ the brute-force box is run on: three families of three parameters, one of four. */
    static final long DISCOVERED_SEED = 36L;

    /**
     * The proved families of specs/ and specs/extended/, and a seeded sample of those of
     * specs/discovered/: the brute-force box is (2 cap + 1)^k tuples per family of k parameters, and
     * the discovered families are hundreds (the coverage questions read them all, through the
     * search this test checks; {@code CoverageCheckTest} counts them all).
     */
    static List<Coverage.Family> families() {
        List<Statement> all = CoverageStore.statements(Path.of("specs"));
        Random r = new Random(DISCOVERED_SEED);
        List<Statement> sample = new ArrayList<>(sample(all, 3, 3, r));
        sample.addAll(sample(all, 4, 1, r));
        System.out.println("CoverageTest: discovered families sampled with seed " + DISCOVERED_SEED + ": "
                + sample.stream().map(Statement::id).toList());
        return Coverage.proved(all.stream().filter(st -> !discovered(st) || sample.contains(st)).toList(), 3);
    }

    private static List<Statement> sample(List<Statement> all, int parameters, int size, Random r) {
        List<Statement> pool = new ArrayList<>(all.stream().filter(CoverageTest::discovered).filter(st -> st.parameters().size() == parameters).toList());
        Collections.shuffle(pool, r);
        return pool.subList(0, Math.min(size, pool.size()));
    }

    private static boolean discovered(Statement st) {
        return Path.of(st.file()).getParent() != null && Path.of(st.file()).getParent().endsWith("discovered");
    }

    @Test
    void theSearchFindsWhatTheBoxFinds() {
        int n = 18;
        long cap = n + 4;
        List<Coverage.Family> fams = families();
        Map<String, Map<Convention, String>> search = Coverage.map(fams, n, cap, false);
        Map<String, Map<Convention, String>> box = Coverage.map(fams, n, cap, true);
        assertEquals(box, search);
        assertFalse(search.isEmpty());
        // the default cap (2N + 2) gives the same, and the constraints bounded every parameter below it
        assertEquals(search, Coverage.map(fams, n, Coverage.cap(n), false));
        for (Coverage.Tally t : Coverage.enumerate(fams, n, cap, h -> { })) {
            assertFalse(t.capped(), t.toString());
            System.out.println(t);
        }
    }

    /**
     * A domain that uses a split variable (two-move's r, b = q (2a) + r, on the domain r != a) covers
     * exactly the sets of two-move's domain whose b mod 2a is not a: read with the split's definition.
     */
    @Test
    void aDomainWithSplitVariablesIsReadWithTheirDefinitions(@TempDir Path tmp) throws Exception {
        String text = Files.readString(Path.of("specs", "two-move.yaml")).replace("id: two-move", "id: two-move-not-odd-multiple")
                .replace("domain: \"a >= 1 && b > a\"", "domain: \"a >= 1 && b > a && r != a\"");
        Path file = tmp.resolve("two-move-not-odd-multiple.yaml");
        Files.writeString(file, text);
        int n = 20;
        Map<String, Map<Convention, String>> all = Coverage.map(Coverage.proved(List.of(StatementLoader.load(Path.of("specs", "two-move.yaml"))), 2), n,
                Coverage.cap(n), false);
        Map<String, Map<Convention, String>> split = Coverage.map(Coverage.proved(List.of(StatementLoader.load(file)), 2), n, Coverage.cap(n), false);
        Map<String, Map<Convention, String>> reference = Coverage.map(Coverage.proved(List.of(StatementLoader.load(file)), 2), n, Coverage.cap(n), true);
        assertEquals(reference, split);
        long expected = all.keySet().stream().filter(set -> {
            String[] ab = set.replaceAll("[{}]", "").trim().split("[ ,]+");
            long a = Long.parseLong(ab[0]);
            long b = Long.parseLong(ab[1]);
            return Math.floorMod(b, 2 * a) != a;
        }).count();
        assertEquals(expected, split.size());
        assertFalse(split.containsKey(Coverage.text(new int[] {2, 6})));
        assertFalse(split.isEmpty());
    }

    /**
     * A backing of the word prover without the verdict lists (a proposal as discovery writes it,
     * never proved) is no family, though the loader reads it as every claim per instance; the same
     * file with the lists prove statement --write writes is one.
     */
    @Test
    void aWordBackingWithoutAWrittenVerdictCoversNothing(@TempDir Path tmp) throws Exception {
        String text = Files.readString(Path.of("specs", "two-move.yaml"));
        assertTrue(text.contains("\n  proved:\n"), "the fixture has its verdict written");
        Statement proved = StatementLoader.load(Path.of("specs", "two-move.yaml"));
        String stripped = text.replaceAll("(?m)^  # proved, per-instance:.*\n", "").replaceAll("(?m)^  proved:\n(    - .*\n)*", "")
                .replaceAll("(?m)^  per-instance:.*\n(    - .*\n)*", "");
        Path file = tmp.resolve("two-move.yaml");
        Files.writeString(file, stripped);
        Statement unproved = StatementLoader.load(file);
        assertTrue(unproved.backing().word() && !unproved.backing().wordProved(), stripped);
        assertTrue(proved.backing().wordProved());
        assertEquals(1, Coverage.proved(List.of(proved), 2).size());
        assertEquals(List.of(), Coverage.proved(List.of(unproved), 2));
        assertEquals(List.of(), Coverage.scaling(List.of(unproved)));
    }
}
