package org.subgames.solver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.LongRange;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/** The audit passes on the registered solvers and catches deliberately broken ones (it has teeth). */
@Tag("solvers")
class AuditTest {

    /** Off by one in the convolution window: reports hits for i - 1 instead of i. */
    static final DivideAndConquerSolver.Convolver OFF_BY_ONE =
            (a, aLen, b, bLen, lo, hi) -> DivideAndConquerSolver.FFT.hits(a, aLen, b, bLen, lo - 1, hi - 1);

    static Map<String, HotColdSolver> brokenHotCold() {
        Map<String, HotColdSolver> m = new LinkedHashMap<>();
        m.put("reference", Solvers.hotCold("reference"));
        m.put("broken-window", new DivideAndConquerSolver(16, false, OFF_BY_ONE));
        return m;
    }

    @Test
    void registeredSolversPassASmallAudit() {
        Optional<Audit.Disagreement> d = Audit.run(7, 40, 3000, Solvers.hotCold(), Solvers.nim(), i -> { });
        assertTrue(d.isEmpty(), () -> d.get().describe());
    }

    @Property(seed = "424242", tries = 10)
    void brokenConvolutionWindowIsCaught(@ForAll @LongRange(min = 0, max = 1_000_000) long seed) {
        Optional<Audit.Disagreement> d = Audit.run(seed, 30, 2000, brokenHotCold(), Map.of(), i -> { });
        assertTrue(d.isPresent(), "the audit missed an off-by-one convolution window");
        assertEquals("broken-window", d.get().algorithm());
    }

    @Property(seed = "434343", tries = 10)
    void brokenNimSolverIsCaught(@ForAll @LongRange(min = 0, max = 1_000_000) long seed) {
        Map<String, NimSolver> nim = Map.of("broken-lemma2", new Lemma2NimSolver(brokenHotCold().get("broken-window")));
        Optional<Audit.Disagreement> d = Audit.run(seed, 30, 2000, Map.of(), nim, i -> { });
        assertTrue(d.isPresent(), "the audit missed a broken nim solver");
        assertEquals("nim-values", d.get().problem());
    }

    @Test
    void trialsAreReproducible() {
        Audit.Trial a = Audit.trial(99, 17, 5000);
        Audit.Trial b = Audit.trial(99, 17, 5000);
        assertEquals(a.describe(), b.describe());
        assertTrue(Arrays.equals(a.hotspot(), b.hotspot()));
    }
}
