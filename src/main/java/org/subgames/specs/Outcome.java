package org.subgames.specs;

import java.util.List;
import java.util.Map;

/**
 * The result of checking one statement on one instance; facts are the values computed for it.
 *
 * @param counterexample the first failure (convention, then claim order), or null
 * @param claims         per claim of the statement, in order: its first counterexample, or null where it holds
 * @param vacuous        how many (claim, convention) checks held vacuously: a forall over an empty range
 */
public record Outcome(boolean holds, Counterexample counterexample, Map<String, Object> facts, List<Counterexample> claims, int vacuous) {

    public Outcome(boolean holds, Counterexample counterexample, Map<String, Object> facts, List<Counterexample> claims) {
        this(holds, counterexample, facts, claims, 0);
    }
}
