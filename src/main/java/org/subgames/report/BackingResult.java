package org.subgames.report;

import java.util.List;

/**
 * What backs a statement for every parameter, and whether it was re-checked in this run.
 *
 * @param proved      what is proved for every parameter (the statement's backing.proved), or null
 * @param lemmas      the lemmas it rests on
 * @param bounded     what holds only within bounds, or null
 * @param perInstance what is only checked per instance, or null
 * @param verdict     PASSED when the proofs were replayed and hold, FAILED when one did not, SKIPPED when not replayed
 * @param detail      what was replayed (e.g. "z3: 1,204 kept obligations of 8 lemmas unsat; KeY: 2 lemmas kept"), or why not
 * @param provedClaims      a backing of the word prover: the claims (by name) the prover proved for every parameter in
 *                          this run, nothing else (empty when it did not run or did not prove the word); null for a
 *                          backing in text (proved)
 * @param perInstanceClaims a backing of the word prover: the statement's other claims; null for a backing in text
 */
public record BackingResult(String proved, List<String> lemmas, String bounded, String perInstance, Verdict verdict, String detail,
                            List<String> provedClaims, List<String> perInstanceClaims) {
    public BackingResult {
        lemmas = List.copyOf(lemmas);
        provedClaims = provedClaims == null ? null : List.copyOf(provedClaims);
        perInstanceClaims = perInstanceClaims == null ? null : List.copyOf(perInstanceClaims);
    }

    /** A backing in text (the proof chain's). */
    public BackingResult(String proved, List<String> lemmas, String bounded, String perInstance, Verdict verdict, String detail) {
        this(proved, lemmas, bounded, perInstance, verdict, detail, null, null);
    }

    /** Whether the word prover backs the statement: the report shows its claims proved in this run, never a text. */
    public boolean word() {
        return provedClaims != null;
    }
}
