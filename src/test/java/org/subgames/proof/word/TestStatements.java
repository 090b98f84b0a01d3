package org.subgames.proof.word;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
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

    /** The statement written to dir/ID.yaml and loaded. */
    static Statement load(Path dir, String id, String params, String moves, String convention, String lets, String claims, String word)
            throws IOException {
        Path f = dir.resolve(id + ".yaml");
        Files.writeString(f, text(id, params, moves, convention, lets, claims, word));
        return StatementLoader.load(f);
    }
}
