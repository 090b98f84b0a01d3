package org.subgames.proof.word;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.subgames.specs.Statement;
import org.subgames.specs.StatementLoader;

/** Small statements for the prover's tests, written as YAML and loaded as users' files are. */
final class TestStatements {

    /** S = {a}: G_wall = (0^a 1^a)*, G_sink = (1^a 0^a)*, both purely periodic with minimal period 2a. */
    static final String ONE_MOVE_WORD = """
            word:
              domain: "a >= 1"
              wall:
                - period: "0^a 1^a"
              sink:
                - period: "1^a 0^a"
            """;

    private TestStatements() {
    }

    /** The statement text: id, parameters (YAML lines), moves, convention, lets and claims (YAML lines, may be empty), word block. */
    static String text(String id, String params, String moves, String convention, String lets, String claims, String word) {
        return "id: " + id + "\nkind: conjecture\ntitle: " + id + "\nsource: issue 35\nparameters:\n" + params + "moves: " + moves
                + "\nconvention: " + convention + "\n" + (lets.isEmpty() ? "" : "let:\n" + lets) + "claims:\n" + claims + word;
    }

    /** cvc5 answers unsat to every obligation of the outcome's kept script, from its text. */
    static void cvc5RefutesEvery(WordProver.Outcome o) {
        try (org.subgames.proof.smt.Cvc5Prover cvc5 = new org.subgames.proof.smt.Cvc5Prover(WordProofRun.TIMEOUT_MS)) {
            java.util.List<org.subgames.proof.smt.SmtLib.Answer> answers = cvc5.run(o.script());
            org.junit.jupiter.api.Assertions.assertEquals(o.obligations(), answers.size());
            org.junit.jupiter.api.Assertions.assertTrue(answers.stream().allMatch(a -> a.verdict().equals("unsat")), answers.toString());
        }
    }

    /**
     * The kept script: its linear part first (QF_LIA, no product), then each twin in its own section
     * after (reset), with its logic QF_NIA and the cvc5 setting it was refuted under; cvc5 and z3
     * both answer unsat to each of its check-sats, one per obligation. The number of twins.
     */
    static int twinsAreKeptAloneAndReplay(WordProver.Outcome o) {
        return twinsAreKeptAloneAndReplay(o, true);
    }

    /**
     * As {@link #twinsAreKeptAloneAndReplay(WordProver.Outcome)}, cvc5 replaying the script only
     * when asked (else z3 alone replays it: the prover's own cvc5 pass ran the same sections).
     */
    static int twinsAreKeptAloneAndReplay(WordProver.Outcome o, boolean cvc5) {
        String script = o.script();
        int first = script.indexOf("(reset)\n");
        assertTrue(script.startsWith("(set-logic QF_LIA)\n") && first > 0, script.substring(0, 40));
        assertFalse(script.substring(0, first).contains("[exact products]"), "no twin in the linear part");
        String[] sections = script.substring(first).split("\\(reset\\)\n", -1);
        for (String section : java.util.Arrays.asList(sections).subList(1, sections.length)) {
            assertTrue(section.matches("(?s)(\\(set-option :[a-z-]+ [a-z]+\\)\n)?\\(set-logic QF_NIA\\)\n.*"), section);
            assertEquals(1, section.split("\\(check-sat\\)", -1).length - 1, section);
            assertTrue(section.contains("[exact products]"), section);
        }
        if (cvc5) {
            cvc5RefutesEvery(o);
        }
        List<org.subgames.proof.smt.SmtLib.Answer> z3 = org.subgames.proof.smt.SmtLib.run(script);
        assertEquals(o.obligations(), z3.size());
        assertTrue(z3.stream().allMatch(a -> a.verdict().equals("unsat")), z3.toString());
        return sections.length - 1;
    }

    /** The statement written to dir/ID.yaml and loaded. */
    static Statement load(Path dir, String id, String params, String moves, String convention, String lets, String claims, String word)
            throws IOException {
        Path f = dir.resolve(id + ".yaml");
        Files.writeString(f, text(id, params, moves, convention, lets, claims, word));
        return StatementLoader.load(f);
    }
}
