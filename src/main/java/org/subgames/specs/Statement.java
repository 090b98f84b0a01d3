package org.subgames.specs;

import java.util.List;
import java.util.Map;
import java.util.Set;
import org.subgames.game.Convention;
import org.subgames.symbolic.ParametricWord;

/**
 * A theorem, conjecture or census over a family of finite subtraction sets, as written in one file
 * of {@code specs/}: its parameters (each a range that may depend on earlier ones), an optional
 * filter {@code where}, the move set as expressions or a cut family, the conventions it speaks
 * about, the optional additive library, named helper values {@code let}, its claims, what a census
 * summarises, and the recorded counterexamples of a conjecture that is known to fail.
 *
 * @param usesG       whether some claim is about G, so the claims are checked once per convention
 * @param recorded    per parameter tuple (in parameter order) where the statement is known to fail,
 *                    the claims (indices in statement order) refuted there; empty when none are recorded
 * @param recordedFile the file the recorded counterexamples are read from, or null
 * @param backing     what backs the statement beyond the per-instance checks of its claims, or null
 * @param word        the parametric period word ({@code word:}) the all-parameter prover proves, or null
 */
public record Statement(String id, String title, String kind, String source, String file,
                        List<Parameter> parameters, Expr where, Moves moves, List<Convention> conventions, boolean additive,
                        Map<String, Expr> lets, List<Claim> claims, boolean usesG, CensusSpec census,
                        Map<List<Long>, Set<Integer>> recorded, String recordedFile, int recordedLine, Backing backing, ParametricWord word) {

    /**
     * The {@code backing} of a statement: which of its claims are proved for all parameters, by what
     * (the lemmas of the proof chain and the command that re-proves them), what is proved only within
     * bounds (bounded, or null), and what is only checked per instance.
     *
     * <p>A backing of the word prover (lemma {@code word}) has no text: provedClaims and
     * perInstanceClaims name each claim of the statement exactly once, by name, as {@code prove
     * statement ID --write} writes them from the prover's outcome; proved and perInstance are null.
     * Any other backing has text (proved, perInstance) and null lists.
     */
    public record Backing(String proved, List<String> lemmas, String command, String perInstance, String bounded,
                          List<String> provedClaims, List<String> perInstanceClaims, boolean verdictWritten) {

        /** A backing in text (the proof chain's). */
        public Backing(String proved, List<String> lemmas, String command, String perInstance, String bounded) {
            this(proved, lemmas, command, perInstance, bounded, null, null, false);
        }

        /** A backing of the word prover whose lists (proved, per-instance) the file has: {@code --write} wrote its verdict. */
        public Backing(String proved, List<String> lemmas, String command, String perInstance, String bounded, List<String> provedClaims,
                       List<String> perInstanceClaims) {
            this(proved, lemmas, command, perInstance, bounded, provedClaims, perInstanceClaims, provedClaims != null);
        }

        /** Whether the word prover backs the statement (lemma word): its claims are named, not described. */
        public boolean word() {
            return provedClaims != null;
        }

        /**
         * Whether the word prover proved the word when the lists were written: {@code prove statement
         * --write} writes proved and per-instance only then, so a backing of the word prover without
         * them (a proposal not yet proved) records no proof, though it reads as every claim per instance.
         */
        public boolean wordProved() {
            return word() && verdictWritten;
        }

        /** Whether the backing says something is proved for every parameter (a text, or the word prover's claims). */
        public boolean proves() {
            return proved != null || word();
        }
    }

    /** Whether some claim is one of the scaling theorem's ({@link Claim#scaling}). */
    public boolean hasScalingClaims() {
        return claims.stream().anyMatch(c -> c.scaling() != null);
    }

    /** The parameter names in order. */
    public List<String> parameterNames() {
        return parameters.stream().map(Parameter::name).toList();
    }

    /** The index of a parameter, or -1. */
    public int parameterIndex(String name) {
        for (int i = 0; i < parameters.size(); i++) {
            if (parameters.get(i).name().equals(name)) {
                return i;
            }
        }
        return -1;
    }

    /** The claims (indices) recorded as refuted at this parameter tuple; empty if none. */
    public Set<Integer> recordedAt(List<Long> tuple) {
        return recorded.getOrDefault(tuple, Set.of());
    }

    public boolean isCensusOnly() {
        return claims.isEmpty();
    }
}
