package org.subgames.specs;

import java.util.List;
import java.util.Map;

/**
 * The result of checking one statement on one instance; facts are the values computed for it.
 *
 * @param counterexample the first failure (convention, then claim order), or null
 * @param claims         per claim of the statement, in order: its first counterexample, or null where it holds
 */
public record Outcome(boolean holds, Counterexample counterexample, Map<String, Object> facts, List<Counterexample> claims) {
}
