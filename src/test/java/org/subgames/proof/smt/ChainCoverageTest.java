package org.subgames.proof.smt;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.subgames.census.Coverage;
import org.subgames.census.CoverageStore;
import org.subgames.game.Convention;
import org.subgames.specs.Checker;
import org.subgames.specs.Instances;
import org.subgames.specs.Outcome;
import org.subgames.specs.Statement;
import org.subgames.symbolic.Sym;
import org.subgames.symbolic.SymParser;

/**
 * The additive chain in the coverage: its statements cover exactly the sets {a, b, a + b}, a &lt; b,
 * under the conventions whose G its claims state (pruned search and brute-force box agree); the
 * statements' instances hold when checked, on a sample (seed printed); and the scope keeps what the
 * chain does not prove out (a non-additive statement, model-link's bounds).
 */
@Tag("smt")
class ChainCoverageTest {

    private static final int N = 40;
    private static final long SEED = 20_261_129L;

    private static List<Statement> statements() {
        return CoverageStore.statements(Path.of("specs"));
    }

    private static List<Coverage.Family> chainFamilies() {
        return Coverage.proved(statements(), 3, ChainCoverage.backed()).stream().filter(f -> !f.byWord()).toList();
    }

    @Test
    void theChainsClaimsStateGUnderTheConventionsItCovers() {
        Map<String, List<Convention>> expected = new TreeMap<>();
        for (ProofChain.Statement st : ProofChain.statements()) {
            EnumSet<Convention> stated = EnumSet.noneOf(Convention.class);
            if (st.unbounded().contains("G_wall(y) = ")) {
                stated.add(Convention.WALL);
            }
            if (st.unbounded().contains("G_sink(x) = ")) {
                stated.add(Convention.SINK);
            }
            assertEquals(List.copyOf(stated), st.determines(), st.spec());
            expected.put(st.spec(), st.determines());
        }
        Map<String, List<Convention>> families = new TreeMap<>();
        chainFamilies().forEach(f -> families.put(f.id(), f.conventions()));
        assertEquals(expected, families, "every statement of the chain is a family, with the conventions its claim states");
    }

    @Test
    void theChainCoversExactlyTheAdditiveSetsAndTheBoxAgrees() {
        List<Coverage.Family> families = chainFamilies();
        Map<String, Map<Convention, String>> pruned = Coverage.map(families, N, Coverage.cap(N), false);
        Map<String, Map<Convention, String>> box = Coverage.map(families, N, N + 2, true);
        assertEquals(box, pruned);
        List<String> additive = new ArrayList<>();
        for (int a = 1; a <= N; a++) {
            for (int b = a + 1; a + b <= N; b++) {
                additive.add(Coverage.text(new int[] {a, b, a + b}));
            }
        }
        assertEquals(additive.stream().sorted().toList(), List.copyOf(pruned.keySet()));
        pruned.values().forEach(m -> assertEquals(EnumSet.allOf(Convention.class), EnumSet.copyOf(m.keySet())));
    }

    @Test
    void coveredInstancesHoldWhenChecked() {
        Map<String, Coverage.Hit> hits = new LinkedHashMap<>();
        Coverage.enumerate(chainFamilies(), N, Coverage.cap(N), h -> hits.putIfAbsent(h.family().id() + " " + Coverage.text(h.set()), h));
        List<Coverage.Hit> all = new ArrayList<>(hits.values());
        Random r = new Random(SEED);
        System.out.println("ChainCoverageTest seed " + SEED + ": 40 of " + all.size() + " (statement, set) hits checked");
        for (int i = 0; i < 40; i++) {
            Coverage.Hit h = all.get(r.nextInt(all.size()));
            Outcome o = Checker.check(Instances.at(h.family().statement(), h.tuple()));
            assertTrue(o.holds(), h.family().id() + " at " + Coverage.text(h.set()) + ": " + o.counterexample());
        }
    }

    @Test
    void aNonAdditiveStatementIsNotCoveredThoughItsMovesAndWhereAllowIt() {
        Statement st = statements().stream().filter(s -> s.id().equals("three-move-a-plus-c")).findFirst().orElseThrow();
        Statement linear = statements().stream().filter(s -> s.id().equals("additive-linear-word")).findFirst().orElseThrow();
        for (Statement s : List.of(st, linear)) {
            Coverage.Backed named = new Coverage.Backed(s.id(), List.of(Convention.WALL, Convention.SINK), ChainCoverage::scope);
            List<Coverage.Family> fs = Coverage.proved(List.of(s), 3, List.of(named)).stream().filter(f -> !f.byWord()).toList();
            long[] n = new long[1];
            Coverage.enumerate(fs, N, Coverage.cap(N), h -> n[0]++);
            // the mutant: the scope without m2 = m0 + m1
            Coverage.Backed mutant = new Coverage.Backed(s.id(), named.conventions(), m -> ((Sym.Bin) ChainCoverage.scope(m)).right());
            long[] k = new long[1];
            Coverage.enumerate(Coverage.proved(List.of(s), 3, List.of(mutant)).stream().filter(f -> !f.byWord()).toList(), N, Coverage.cap(N),
                    h -> k[0]++);
            if (s == st) {
                assertEquals(0, n[0], "no set of " + s.id() + " is additive");
                assertTrue(k[0] > 0, "the mutant scope covers " + s.id() + "'s sets");
            } else {
                assertTrue(n[0] > 0 && n[0] == k[0], s.id() + "'s sets are additive: " + n[0] + " " + k[0]);
            }
        }
    }

    @Test
    void theScopeIsModelLinksBoundsOnTheMoves() {
        Sym scope = ChainCoverage.scope(List.of(new Sym.Name("x"), new Sym.Name("y"), new Sym.Name("z")));
        assertTrue(scope.test(Map.of("x", 46_340L, "y", 100_000_000L, "z", 100_046_340L)));
        assertFalse(scope.test(Map.of("x", 46_341L, "y", 46_342L, "z", 92_683L)), "a beyond model-link's bound");
        assertFalse(scope.test(Map.of("x", 1L, "y", 100_000_001L, "z", 100_000_002L)), "b beyond model-link's bound");
        assertFalse(scope.test(Map.of("x", 2L, "y", 2L, "z", 4L)), "a = b");
        assertFalse(scope.test(Map.of("x", 2L, "y", 3L, "z", 6L)), "not additive");
        assertFalse(ChainCoverage.scope(List.of(new Sym.Name("x"), new Sym.Name("y"))).test(Map.of("x", 1L, "y", 2L)), "two moves");
        assertThrows(IllegalStateException.class, () -> ChainCoverage.rename(SymParser.parse("a < e"), Map.of("a", new Sym.Num(1))));
    }
}
