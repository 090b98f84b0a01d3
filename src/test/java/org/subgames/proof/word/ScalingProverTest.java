package org.subgames.proof.word;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.subgames.base.BadInputException;
import org.subgames.game.Convention;
import org.subgames.proof.smt.Prover;
import org.subgames.proof.smt.Scaling;
import org.subgames.reference.NimValues;
import org.subgames.specs.Checker;
import org.subgames.specs.Instances;
import org.subgames.specs.Statement;
import org.subgames.specs.StatementLoader;

/**
 * The scaling theorem (specs/scaling.yaml): G_wall of gS at x is G_wall of S at floor(x/g), G_sink
 * at ceil(x/g). Its obligations are proved by z3 and cvc5 for any number of moves, the rounding of
 * the other convention is refuted by both, the claims are read only where the checker reads them
 * the same way, and the reduced sequences of {@code check} are the theorem's (and not the other
 * rounding's) on a brute-force table.
 */
@Tag("smt")
class ScalingProverTest {

    @TempDir
    Path tmp;

    @Test
    void theShippedStatementIsProvedAndItsKeptFileIsWhatItGenerates() {
        Statement st = StatementLoader.load(Path.of("specs", "scaling.yaml"));
        WordProver.Outcome o = new WordProver(WordProofRun.TIMEOUT_MS).prove(st, r -> { });
        assertEquals(WordProver.Status.PROVED, o.status(), o.detail());
        assertEquals(st.claims().size(), o.provedClaims().size(), o.detail());
        assertTrue(WordProofRun.keptMatches(Path.of("proofs", "word"), o), "proofs/word/scaling.smt2 is out of date: prove statement scaling --write");
        assertTrue(o.rows().stream().anyMatch(r -> r.solver().startsWith("cvc5") && r.lemma().equals("scaling/step")), o.rows().toString());
        // generating the obligations proves nothing: no claim verdict without the solvers' answers
        assertEquals(List.of(), WordProver.generator().prove(st, r -> { }).provedClaims());
    }

    /**
     * For 1 and 3 moves: the lemma's obligations unsat and their contexts sat; with the other rounding
     * some obligation sat. A script asked again (the quotient, the same for every convention, count
     * and rounding; a rounding's scripts other than the step, the same for 1 and 3 moves) has the
     * answer the solver gave it the first time.
     */
    @Test
    void theOtherRoundingIsRefutedByBothSolversForEveryConvention() {
        for (Prover.Kind k : Prover.Kind.values()) {
            try (Prover solver = k.open(WordProofRun.TIMEOUT_MS)) {
                Map<String, Prover.Verdict> answered = new HashMap<>();
                Function<String, Prover.Verdict> p = text -> answered.computeIfAbsent(text, solver::checkSmtLib);
                for (Convention c : Convention.values()) {
                    for (int n = 1; n <= 3; n += 2) {
                        for (Scaling.Script s : Scaling.scripts(c, n, Scaling.rounding(c))) {
                            assertEquals(Prover.Verdict.UNSAT, p.apply(s.text()), k + " " + c + " " + n + " " + s.name());
                            assertEquals(Prover.Verdict.SAT, p.apply(s.context()), k + " " + c + " " + n + " context " + s.name());
                        }
                        Scaling.Rounding other = Scaling.rounding(c) == Scaling.Rounding.FLOOR ? Scaling.Rounding.CEIL : Scaling.Rounding.FLOOR;
                        List<String> refuted = new ArrayList<>();
                        for (Scaling.Script s : Scaling.scripts(c, n, other)) {
                            if (p.apply(s.text()) == Prover.Verdict.SAT) {
                                refuted.add(s.name());
                            }
                        }
                        assertTrue(!refuted.isEmpty(), k + ": " + c + " with " + other + " rounding, " + n + " moves: nothing refuted");
                    }
                }
            }
        }
    }

    private Statement load(String claims, String moves) throws IOException {
        Path f = tmp.resolve("s.yaml");
        Files.writeString(f, "id: s\nkind: conjecture\ntitle: t\nsource: ScalingProverTest\nparameters:\n  g: 1..3\n  a: 1..4\n  b: a + 1..6\n"
                + "moves: " + moves + "\nconvention: both\nclaims:\n" + claims);
        return StatementLoader.load(f);
    }

    private static final String GOOD_SINK = "  - name: sink\n    agree: [sink-reduced, sink]\n    from: -3\n    to: 40\n";

    /** What the prover must not call proved: a wall range from below 0, a from the prover cannot read, a mixed pair. */
    @Test
    void claimsTheCheckerReadsOtherwiseAreLeftPerInstance() throws IOException {
        WordProver prover = new WordProver(WordProofRun.TIMEOUT_MS);
        Statement st = load(GOOD_SINK + "  - name: below\n    agree: [wall, wall-reduced]\n    from: -1\n    to: 9\n"
                + "  - name: unread\n    agree: [wall, wall-reduced]\n    from: wall.preperiod\n    to: 9\n"
                + "  - name: mixed\n    agree: [wall, sink-reduced]\n    from: 0\n    to: 9\n", "[g*a, g*b]");
        WordProver.Outcome o = prover.prove(st, r -> { });
        assertEquals(WordProver.Status.PROVED, o.status(), o.detail());
        assertEquals(List.of("sink"), o.provedClaims());
        assertEquals(3, o.perInstance().size(), o.perInstance().toString());
        // the checker agrees that the wall claim from -1 is no claim about positions of the game
        assertThrows(RuntimeException.class, () -> Checker.check(Instances.at(st, 2, 1, 2)));
        // without a scaling claim there is nothing for the prover
        Statement none = load("  - name: mixed\n    agree: [wall, sink-reduced]\n    from: 0\n    to: 9\n", "[g*a, g*b]");
        assertThrows(BadInputException.class, () -> prover.prove(none, r -> { }));
    }

    /** Moves with no common factor at some parameters: the claim holds there too (d = 1), per instance as proved. */
    @Test
    void movesWithoutACommonFactorAreCoveredByTheSameLemma() throws IOException {
        Statement st = load(GOOD_SINK + "  - name: wall\n    agree: [wall, wall-reduced]\n    from: 0\n    to: 40\n", "[g*a, g*b + 1, 50]");
        assertEquals(List.of("sink", "wall"), new WordProver(WordProofRun.TIMEOUT_MS).prove(st, r -> { }).provedClaims());
        for (long g = 1; g <= 3; g++) {
            for (long a = 1; a <= 4; a++) {
                for (long b = a + 1; b <= 6; b++) {
                    assertTrue(Checker.check(Instances.at(st, g, a, b)).holds(), g + " " + a + " " + b);
                }
            }
        }
    }

    /**
     * Differential: random statements (seed printed) with 2 to 4 moves, affine in g, a, b, with
     * random ranges for the scaling claims (from -3..3, to up to 60); every claim the prover
     * proves must hold on every instance the checker accepts, and a wall claim from below 0 is
     * never proved.
     */
    @Test
    void everyProvedScalingClaimHoldsOnEveryInstance() throws IOException {
        long seed = 20_261_128L;
        System.out.println("ScalingProverTest fuzz seed " + seed);
        java.util.Random r = new java.util.Random(seed);
        WordProver prover = WordProver.z3Only(WordProofRun.TIMEOUT_MS);
        String[] forms = {"g*a", "g*b", "g*(a + b)", "2*g*b + a", "g*a + 1", "3*g", "g*b + g*a + 7"};
        for (int i = 0; i < 10; i++) {
            int n = 2 + r.nextInt(3);
            java.util.List<String> moves = new java.util.ArrayList<>();
            while (moves.size() < n) {
                String f = forms[r.nextInt(forms.length)];
                if (!moves.contains(f)) {
                    moves.add(f);
                }
            }
            int wallFrom = r.nextInt(7) - 3;
            int sinkFrom = r.nextInt(7) - 3;
            String wall = "  - name: wall\n    agree: [wall, wall-reduced]\n    from: " + wallFrom + "\n    to: " + (wallFrom + r.nextInt(60)) + "\n";
            String sink = "  - name: sink\n    agree: [sink, sink-reduced]\n    from: " + sinkFrom + "\n    to: " + (sinkFrom + r.nextInt(60)) + "\n";
            String list = "[" + String.join(", ", moves) + "]";
            WordProver.Outcome o = prover.prove(load(wall + sink, list), x -> { });
            assertEquals(wallFrom >= 0 ? List.of("wall", "sink") : List.of("sink"), o.provedClaims(), moves + " from " + wallFrom);
            Statement proved = load((wallFrom >= 0 ? wall : "") + sink, list); // the proved claims alone, checked per instance
            for (long g = 1; g <= 3; g++) {
                for (long a = 1; a <= 4; a++) {
                    for (long b = a + 1; b <= 6; b++) {
                        org.subgames.specs.Instance in;
                        try {
                            in = Instances.at(proved, g, a, b);
                        } catch (RuntimeException e) {
                            continue; // two moves equal here: no instance, nothing claimed
                        }
                        assertTrue(Checker.check(in).holds(), moves + " at " + g + " " + a + " " + b + ": " + Checker.check(in).counterexample());
                    }
                }
            }
        }
    }

    /** The theorem's rounding on the reference DP (S = {1, 2, 3} times 2 and 3): floor for wall, ceil for sink, and not the other way. */
    @Test
    void theReducedSequencesRoundAsTheTheoremSays() {
        int[] base = {1, 2, 3};
        for (int g = 2; g <= 3; g++) {
            int[] scaled = {g, 2 * g, 3 * g};
            int[] wall = NimValues.wall(base, 60);
            int[] wallG = NimValues.wall(scaled, 60 * g);
            int[] sink = NimValues.sink(base, 60);
            int[] sinkG = NimValues.sink(scaled, 60 * g);
            boolean floorSinkDiffers = false;
            boolean ceilWallDiffers = false;
            for (int x = 1; x < 50 * g; x++) {
                assertEquals(wall[x / g], wallG[x], "wall at " + x);
                assertEquals(sink[(x + g - 1) / g], sinkG[x], "sink at " + x);
                floorSinkDiffers |= sink[x / g] != sinkG[x];
                ceilWallDiffers |= wall[(x + g - 1) / g] != wallG[x];
            }
            assertTrue(floorSinkDiffers && ceilWallDiffers, "the other rounding must differ somewhere, g = " + g);
        }
        assertNotEquals(Scaling.rounding(Convention.WALL), Scaling.rounding(Convention.SINK));
    }
}
