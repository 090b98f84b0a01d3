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
 */
public record BackingResult(String proved, List<String> lemmas, String bounded, String perInstance, Verdict verdict, String detail) {
    public BackingResult {
        lemmas = List.copyOf(lemmas);
    }
}
