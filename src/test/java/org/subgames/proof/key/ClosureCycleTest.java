package org.subgames.proof.key;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/** Proofs that use each other's contracts in a circle prove nothing: the closure replay finds the circle. */
@Tag("key")
class ClosureCycleTest {

    private static Map<String, ContractResult> graph(String... edges) {
        Map<String, ContractResult> m = new TreeMap<>();
        for (String e : edges) {
            String[] p = e.split(">", -1);
            List<String> uses = p[1].isEmpty() ? List.of() : List.of(p[1].split(","));
            m.put(p[0], new ContractResult(p[0], p[0], true, 1, 0, 0, "", uses));
        }
        return m;
    }

    @Test
    void acyclicClosureHasNoCycle() {
        assertEquals(List.of(), KeyProver.cycle(graph("a>b,c", "b>c", "c>", "d>a")));
    }

    @Test
    void circleIsFound() {
        assertEquals(List.of("a", "b", "c", "a"), KeyProver.cycle(graph("a>b", "b>c", "c>a", "d>a")));
        assertEquals(List.of("b", "c", "b"), KeyProver.cycle(graph("a>b", "b>c", "c>b")));
    }

    @Test
    void selfUseIsACircle() {
        assertEquals(List.of("a", "a"), KeyProver.cycle(graph("a>a")));
    }

    @Test
    void aUseWithoutAProofIsNoCircle() {
        assertEquals(List.of(), KeyProver.cycle(graph("a>missing")));
    }
}
