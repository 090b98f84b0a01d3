package org.subgames.specs;

import java.util.Map;

/** The result of checking one statement on one instance; facts are the values computed for it. */
public record Outcome(boolean holds, Counterexample counterexample, Map<String, Object> facts) {
}
