package org.subgames.specs;

import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * The names a statement's expressions may use: the parameters of the instance, the facts the
 * harness computes (certified by exact computation), the statement's own {@code let} names and a
 * {@code forall} variable. Checked when a statement is loaded, so a typo is an error at its line.
 */
final class Vocabulary {

    /** Instance parameters: b = 2ka + c, d = gcd(a, c), m = ceil(b / 2a), e = b - (2m - 1)a. */
    static final Set<String> PARAMETERS = Set.of("a", "b", "k", "c", "d", "m", "e", "quadratic", "linear");

    /** Certified facts of a game (sink or wall): properties of its periodicity certificate. */
    static final Set<String> GAME_FACTS = Set.of("preperiod", "period", "minimalPeriod", "purelyPeriodic",
            "periodicFrom", "windowStart");

    /** Facts of the period word W(a, b); methods such as word.t(i) are checked when called. */
    static final Set<String> WORD_FACTS = Set.of("length", "blocksB", "blocksC", "blocksZ", "runsAlternate", "runs");

    static final Map<String, Set<String>> FACT_OBJECTS = Map.of("sink", GAME_FACTS, "wall", GAME_FACTS, "word", WORD_FACTS);

    /** Sequences a claim can compare position by position. */
    static final Set<String> SEQUENCES = Set.of("sink", "wall", "word", "wall-dual", "wall-word");

    private Vocabulary() {
    }

    /** Checks every name the expression reads; {@code parametersOnly} forbids facts (for where:). */
    static void check(Expr e, Set<String> bound, boolean parametersOnly) {
        for (List<String> path : e.variables()) {
            String head = path.get(0);
            if (PARAMETERS.contains(head) || bound.contains(head)) {
                if (path.size() > 1) {
                    throw e.error("'" + head + "' is a number or truth value and has no property '" + path.get(1) + "'");
                }
                continue;
            }
            Set<String> props = FACT_OBJECTS.get(head);
            if (props == null) {
                Set<String> known = new TreeSet<>(PARAMETERS);
                known.addAll(bound);
                if (!parametersOnly) {
                    known.addAll(FACT_OBJECTS.keySet());
                }
                throw e.error("unknown name '" + head + "' in '" + e.text() + "' (known: " + String.join(", ", known) + ")");
            }
            if (parametersOnly) {
                throw e.error("'" + head + "' is a computed fact; only parameters may be used here");
            }
            if (path.size() > 1 && !props.contains(path.get(1))) {
                throw e.error("unknown fact '" + head + "." + path.get(1) + "' (known: " + String.join(", ", new TreeSet<>(props)) + ")");
            }
        }
    }
}
