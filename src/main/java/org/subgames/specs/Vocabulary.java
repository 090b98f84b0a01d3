package org.subgames.specs;

import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * The names a statement's expressions may use: its own parameters (and, with the additive library,
 * the derived b, k, c, d, m, e, quadratic, linear), the facts the harness computes (certified by
 * exact computation) for the conventions it is about, the move set {@code S}, its own {@code let}
 * names and a {@code forall} variable. Checked when a statement is loaded, so a typo is an error at
 * its line.
 */
final class Vocabulary {

    /** The additive library's names for S = {a, b, a+b}: b = 2ka + c, d = gcd(a, c), m = ceil(b / 2a), e = b - (2m - 1)a. */
    static final Set<String> ADDITIVE = Set.of("a", "b", "k", "c", "d", "m", "e", "quadratic", "linear");

    /** Certified facts of a game (G, sink or wall): its periodicity certificate and what one period holds. */
    static final Set<String> GAME_FACTS = Set.of("preperiod", "period", "minimalPeriod", "purelyPeriodic",
            "periodicFrom", "windowStart", "maxValue", "cold");

    /** Facts of the period word W(a, b); methods such as word.t(i) are checked when called. */
    static final Set<String> WORD_FACTS = Set.of("length", "blocksB", "blocksC", "blocksZ", "runsAlternate", "runs");

    /** The move set: S.size, S.min, S.max; methods S.get(i), S.sumOfTwo(p) are checked when called. */
    static final Set<String> MOVE_FACTS = Set.of("size", "min", "max");

    /** Names no parameter, let or forall variable may take. */
    static final Set<String> RESERVED = Set.of("G", "sink", "wall", "word", "S");

    private final Set<String> parameters;
    private final Map<String, Set<String>> facts;
    private final Set<String> sequences;
    private boolean usesG;

    /** The vocabulary of a statement with these parameter names, conventions and library. */
    Vocabulary(Set<String> parameters, boolean wall, boolean sink, boolean additive) {
        this.parameters = new HashSet<>(parameters);
        this.facts = new LinkedHashMap<>();
        this.sequences = new TreeSet<>();
        facts.put("S", MOVE_FACTS);
        facts.put("G", GAME_FACTS);
        sequences.add("G");
        if (wall) {
            facts.put("wall", GAME_FACTS);
            sequences.add("wall");
            sequences.add(Claim.Agree.reduced(org.subgames.game.Convention.WALL));
        }
        if (sink) {
            facts.put("sink", GAME_FACTS);
            sequences.add("sink");
            sequences.add(Claim.Agree.reduced(org.subgames.game.Convention.SINK));
        }
        if (additive) {
            this.parameters.addAll(ADDITIVE);
            facts.put("word", WORD_FACTS);
            sequences.add("word");
            if (wall) {
                sequences.add("wall-word");
                if (sink) {
                    sequences.add("wall-dual");
                }
            }
        }
    }

    /** Only the given names (for a range bound: the earlier parameters). */
    static Vocabulary of(Set<String> names) {
        Vocabulary v = new Vocabulary(names, false, false, false);
        v.facts.clear();
        return v;
    }

    Set<String> parameters() {
        return parameters;
    }

    boolean isFactObject(String name) {
        return facts.containsKey(name);
    }

    Set<String> sequences() {
        return sequences;
    }

    /** Whether some expression or claim read so far is about G, the game of each convention in turn. */
    boolean usesG() {
        return usesG;
    }

    void noteG() {
        usesG = true;
    }

    /** Checks every name the expression reads; {@code parametersOnly} forbids facts (for where:, ranges, moves). */
    void check(Expr e, Set<String> bound, boolean parametersOnly) {
        for (List<String> path : e.variables()) {
            String head = path.get(0);
            if (parameters.contains(head) || bound.contains(head)) {
                if (path.size() > 1) {
                    throw e.error("'" + head + "' is a number or truth value and has no property '" + path.get(1) + "'");
                }
                continue;
            }
            Set<String> props = facts.get(head);
            if (props == null || (parametersOnly && !head.equals("S"))) {
                if (props != null) {
                    throw e.error("'" + head + "' is a computed fact; only parameters may be used here");
                }
                Set<String> known = new TreeSet<>(parameters);
                known.addAll(bound);
                if (!parametersOnly) {
                    known.addAll(facts.keySet());
                }
                if (RESERVED.contains(head) && !parametersOnly) {
                    throw e.error("'" + head + "' is not available in this statement (its convention or library does not provide it; known: "
                            + String.join(", ", known) + ")");
                }
                throw e.error("unknown name '" + head + "' in '" + e.text() + "' (known: " + String.join(", ", known) + ")");
            }
            if (head.equals("G")) {
                usesG = true;
            }
            if (path.size() > 1 && !props.contains(path.get(1))) {
                throw e.error("unknown fact '" + head + "." + path.get(1) + "' (known: " + String.join(", ", new TreeSet<>(props)) + ")");
            }
        }
    }

    /**
     * Whether a claim is about G (the game of each convention in turn): one of its expressions reads G
     * or a let that does, or it compares or certifies the sequence G.
     */
    static boolean readsG(Claim claim, java.util.Map<String, Expr> lets) {
        Set<String> viaG = new java.util.HashSet<>();
        viaG.add("G");
        for (java.util.Map.Entry<String, Expr> e : lets.entrySet()) {
            if (reads(e.getValue(), viaG)) {
                viaG.add(e.getKey());
            }
        }
        return readsG(claim, viaG);
    }

    private static boolean readsG(Claim c, Set<String> viaG) {
        if (reads(c.when(), viaG)) {
            return true;
        }
        if (c instanceof Claim.Holds h) {
            return reads(h.condition(), viaG);
        }
        if (c instanceof Claim.Equal q) {
            return reads(q.actual(), viaG) || reads(q.expected(), viaG);
        }
        if (c instanceof Claim.ForAll f) {
            return reads(f.range(), viaG) || readsG(f.body(), viaG);
        }
        if (c instanceof Claim.Periodic p) {
            return p.game().equals("G") || reads(p.period(), viaG) || reads(p.from(), viaG);
        }
        Claim.Agree a = (Claim.Agree) c;
        return a.left().equals("G") || a.right().equals("G") || reads(a.from(), viaG) || reads(a.to(), viaG);
    }

    private static boolean reads(Expr e, Set<String> names) {
        if (e == null) {
            return false;
        }
        for (List<String> path : e.variables()) {
            if (names.contains(path.get(0))) {
                return true;
            }
        }
        return false;
    }
}
