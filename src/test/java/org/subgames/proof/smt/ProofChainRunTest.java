package org.subgames.proof.smt;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.subgames.sink.table.Lin;
import org.subgames.sink.table.WordModel;

/** The chain's runner without the command line: what it reports and what it returns for mutant runs (z3 only, no KeY). */
@Tag("smt")
class ProofChainRunTest {

    private static final List<Prover.Kind> Z3 = List.of(Prover.Kind.Z3);

    @Test
    void aDoNothingMutantRefutesNothingAndProvesNothing() {
        WordModel same = WordModel.standard().withLength("A1", Lin.parse("a-r"));
        List<String> lines = new ArrayList<>();
        ProofChainRun.Result r = ProofChainRun.run(new ProofChainRun.Options(same, same.label(), null, Z3, 60_000), lines::add);
        assertFalse(r.refuted(), String.join("\n", lines));
        assertEquals(Set.of("mex-link", "model-link"), r.failed(), "KeY is not run for a mutant");
        assertTrue(lines.stream().noneMatch(l -> l.contains("proved for every")), String.join("\n", lines));
        assertTrue(lines.stream().anyMatch(l -> l.startsWith("assembly ") && l.contains("complete (")), String.join("\n", lines));
    }

    @Test
    void aLongerFactorIsRefutedWithACounterexample() {
        WordModel m = WordModel.standard().withLength("C5", Lin.parse("a-c+1"));
        List<String> lines = new ArrayList<>();
        ProofChainRun.Result r = ProofChainRun.run(new ProofChainRun.Options(m, m.label(), null, Z3, 60_000), lines::add);
        assertTrue(r.refuted());
        assertTrue(r.failed().containsAll(Set.of("length", "sink-k1", "model-link")), r.failed().toString());
        assertTrue(lines.stream().anyMatch(l -> l.startsWith("counterexample: ") && l.endsWith("re-checked numerically: holds")),
                String.join("\n", lines));
    }
}
