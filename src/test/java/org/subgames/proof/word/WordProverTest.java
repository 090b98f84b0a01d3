package org.subgames.proof.word;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.subgames.proof.smt.Prover;
import org.subgames.proof.smt.SmtLib;
import org.subgames.specs.Statement;
import org.subgames.specs.StatementLoader;

/**
 * The word prover on the statements of specs/ (proved for every parameter, kept files current) and
 * on mutants of the two-move word, which must be refuted with a parameter tuple and a position:
 * by the sample check, and with the sample check off by the obligations themselves.
 */
@Tag("smt")
class WordProverTest {

    @TempDir
    Path tmp;

    private static final Path KEPT = Path.of("proofs", "word");

    static List<Statement> withWords() {
        return WordProofRun.withWords(StatementLoader.loadDirectory(Path.of("specs")));
    }

    /**
     * The kept files are what the words generate now, and the solvers answer unsat to each of their
     * obligations from the text ({@link #replay}); z3 also proves every statement with a word afresh
     * through its backing lemma word in the statements' engine.
     * Tagged slow for the mutation-prover profile only (PIT leaves it out of the killers; plain
     * mvn verify runs it).
     */
    @Test
    @Tag("slow")
    void theKeptObligationsAreWhatTheWordsGenerateAndTheSolversRefuteThem() throws IOException {
        List<Statement> all = withWords();
        assertTrue(all.stream().anyMatch(s -> s.id().equals("two-move")), "two-move has a word");
        for (Statement st : all) {
            WordProver.Outcome o = WordProver.generator().prove(st, r -> { });
            assertEquals(WordProver.Status.GENERATED, o.status(), st.id() + ": " + o.detail());
            assertTrue(WordProofRun.keptMatches(KEPT, o), st.id() + ": proofs/word/" + st.id()
                    + ".smt2 is not what the word generates; run: java -jar target/subgames.jar prove statement " + st.id() + " --write");
            // a word has obligations per run and letter; the scaling lemma (no word) has 4 per convention
            assertTrue(all.size() >= 4 && o.obligations() > (st.word() == null ? 7 : 100), st.id() + ": " + o.obligations() + " obligations");
            replay(st.id(), WordProofRun.readKept(KEPT, st.id()), o.obligations());
        }
    }

    /**
     * A group whose incremental session leaves a linear obligation unknown has each of its linear
     * obligations tried again alone and kept in a section of its own, with the setting that
     * refuted it (in {@code three-move-wall-u60-135-a3-ueqrm3} the session left one or two of a
     * group's 163 unknown after its minute, and the whole group went alone). Here a session of one
     * resource unit per check (cvc5's rlimit-per) leaves one-move's unknown: the word is still
     * proved, its linear obligations have their own QF_LIA sections (none with the full session),
     * and both solvers refute the whole kept text.
     */
    @Test
    void linearObligationsUnknownInTheSessionAreRefutedAloneAndKeptApart() {
        Statement st = StatementLoader.load(Path.of("src", "test", "resources", "word", "one-move.yaml"));
        String apart = "(reset)\n(set-logic QF_LIA)\n";
        WordProver.Outcome full = new WordProver(WordProofRun.TIMEOUT_MS).prove(st, r -> { });
        assertEquals(WordProver.Status.PROVED, full.status(), full.detail());
        assertFalse(full.script().contains(apart), "with the full session no obligation is kept apart");
        WordProver.Outcome o = new WordProver(WordProofRun.TIMEOUT_MS).withSessionUnits(1).prove(st, r -> { });
        assertEquals(WordProver.Status.PROVED, o.status(), o.detail());
        assertEquals(full.obligations(), o.obligations());
        int sections = o.script().split(java.util.regex.Pattern.quote(apart), -1).length - 1;
        assertTrue(sections > 0, "no linear obligation was kept apart");
        System.out.println("one-move with a session of one resource unit per check: " + sections + " of " + o.obligations() + " obligations refuted alone");
        replay(st.id(), WordProofRun.kept(o), o.obligations());
    }

    /**
     * The kept file answered by both solvers from its text, every file (about 4 s for cvc5 on all of
     * them): what the engine's backing shows as proved rests on these answers and z3's afresh.
     */
    private static void replay(String id, String text, int obligations) {
        for (Prover.Kind kind : Prover.Kind.values()) {
            try (Prover p = kind.open(WordProofRun.TIMEOUT_MS)) {
                List<SmtLib.Answer> answers = p.run(text);
                assertEquals(obligations, answers.size(), id + ", " + kind.id());
                answers.forEach(a -> assertEquals("unsat", a.verdict(), id + ", " + kind.id() + ": " + a.id()));
            }
        }
    }

    /** Mutants of the two-move word: what, the text replaced, its replacement. */
    static Stream<Arguments> mutants() {
        return Stream.of(
                Arguments.of("wall run length off by one in case r > a", "2^(r - a)\"", "2^(r - a + 1)\""),
                Arguments.of("sink letters swapped in case r == a", "period: \"1^a 0^a\"", "period: \"0^a 1^a\""),
                Arguments.of("wall case r == a missing", "    - when: \"r == a\"\n      period: \"0^a 1^a\"\n", ""));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("mutants")
    void mutantsAreRefutedWithAnInstanceAndAPosition(String what, String from, String to) throws IOException {
        for (boolean sample : List.of(true, false)) {
            WordProver.Outcome o = new WordProver(WordProofRun.TIMEOUT_MS, sample, true).prove(mutant(from, to), r -> { });
            assertEquals(WordProver.Status.REFUTED, o.status(), what + " (sample " + sample + "): " + o.detail());
            assertTrue(o.detail().matches("(?s).*\\{a=\\d+, b=\\d+}.*") && (o.detail().contains("position") || o.detail().contains("no case applies")),
                    what + ": " + o.detail());
            System.out.println(what + (sample ? " (sample check): " : " (obligations): ") + o.detail());
        }
    }

    /** Claims the word does not support stay per instance: a preperiod one too long, a minimal period twice too long, a start inside the preperiod. */
    @Test
    void wrongClaimsAboutARightWordStayPerInstance() throws IOException {
        String text = Files.readString(Path.of("specs", "two-move.yaml"));
        String wrong = text.replace("    expected: Q\n", "    expected: Q + 1\n").replace("    expected: P\n", "    expected: 2*P\n")
                .replace("    from: 1 + Q\n", "    from: Q\n");
        assertTrue(!wrong.equals(text));
        Path file = tmp.resolve("two-move.yaml");
        Files.writeString(file, wrong);
        WordProver.Outcome o = WordProver.z3Only(WordProofRun.TIMEOUT_MS).prove(StatementLoader.load(file), r -> { });
        assertEquals(WordProver.Status.PROVED, o.status(), o.detail());
        assertEquals(3, o.perInstance().size(), o.perInstance().toString());
        assertTrue(o.perInstance().get(0).startsWith("P is a period of G_sink") && o.perInstance().get(0).contains("is not shown past the preperiod"), o.perInstance().toString());
        assertTrue(o.perInstance().get(1).contains("does not show 2 * ") || o.perInstance().get(1).contains("minimal"), o.perInstance().toString());
        assertTrue(o.perInstance().get(2).contains("is not shown the length"), o.perInstance().toString());
    }

    @Test
    void aVacuousCaseIsAnError() throws IOException {
        WordProver.Outcome o = new WordProver(WordProofRun.TIMEOUT_MS).prove(
                mutant("    - when: \"r == a\"\n      period: \"0^a 1^a\"", "    - when: \"r > 2*a\"\n      period: \"0^a\"\n    - when: \"r == a\"\n      period: \"0^a 1^a\""),
                r -> { });
        assertEquals(WordProver.Status.UNPROVED, o.status(), o.detail());
        assertTrue(o.detail().contains("r > (2 * a)") && o.detail().contains("vacuous"), o.detail());
    }

    private Statement mutant(String from, String to) throws IOException {
        String text = Files.readString(Path.of("specs", "two-move.yaml"));
        String f = from;
        assertTrue(text.contains(f), "the mutant's text is in specs/two-move.yaml: " + f);
        Path file = tmp.resolve("two-move.yaml");
        Files.writeString(file, text.replaceFirst(java.util.regex.Pattern.quote(f), java.util.regex.Matcher.quoteReplacement(to)));
        return StatementLoader.load(file);
    }
}
