package org.subgames.census;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.subgames.base.BadInputException;
import org.subgames.base.IntRange;
import org.subgames.cli.Main;
import org.subgames.specs.Statement;
import org.subgames.specs.StatementLoader;
import org.subgames.symbolic.Affine;

/** census --infer-word: the two-move wall words found again from the cases alone, a wrong split refused, the exact affine fit. */
@Tag("statements")
class WordInferenceTest {

    @TempDir
    Path tmp;

    private static final Pattern PERIOD = Pattern.compile("(?m)^ {6}period: \"(.*)\"$");

    /** Two-move sets with b <= 30 at the wall, the split of specs/two-move.yaml and the given cases (no words). */
    private Path statement(String id, String... whens) throws IOException {
        StringBuilder cases = new StringBuilder();
        for (String w : whens) {
            cases.append("    - when: \"").append(w).append("\"\n");
        }
        String yaml = "id: " + id + "\nkind: census\ntitle: two-move wall words\nsource: test\n"
                + "parameters:\n  a: 1..29\n  b: a+1..30\nwhere: a < b\nmoves: [a, b]\nconvention: wall\n"
                + "word:\n  domain: \"a >= 1 && b > a\"\n  split:\n    - {of: b, by: \"2*a\", quotient: q, remainder: r}\n"
                + "  wall:\n" + cases;
        Path file = tmp.resolve(id + ".yaml");
        Files.writeString(file, yaml);
        return file;
    }

    private static WordInference.Result infer(Path file) {
        Statement st = StatementLoader.load(file);
        return WordInference.infer(st, new WordInference.Options(Map.of(), null, 2, 1 << 20));
    }

    private static List<String> periods(String text) {
        List<String> out = new ArrayList<>();
        Matcher m = PERIOD.matcher(text);
        while (m.find()) {
            out.add(m.group(1));
        }
        return out;
    }

    @Test
    void infersTheThreeTwoMoveWallWords() throws IOException {
        WordInference.Result r = infer(statement("two-move-cases", "r < a", "r == a", "r > a"));
        assertTrue(r.fitsAll(), r.text());
        assertEquals(List.of("(0^a 1^a)^q 0^r 2^(a - r) 1^r", "0^a 1^a", "(0^a 1^a)^(q + 1) 2^(r - a)"), periods(r.text()), r.text());
        assertFalse(r.text().contains("pre:"), r.text());
        // every instance is counted once: 435 sets {a, b} with a < b <= 30
        Matcher m = Pattern.compile("# fits (\\d+) of (\\d+) instances in the range").matcher(r.text());
        int sum = 0;
        while (m.find()) {
            assertEquals(m.group(1), m.group(2));
            sum += Integer.parseInt(m.group(1));
        }
        assertEquals(435, sum, r.text());
        // the printed block is a word block the loader takes, with the words in it
        Path back = tmp.resolve("two-move-back.yaml");
        String head = Files.readString(tmp.resolve("two-move-cases.yaml")).replaceFirst("(?s)word:.*", "").replace("two-move-cases", "two-move-back");
        Files.writeString(back, head + r.text());
        assertTrue(StatementLoader.load(back).word().cases().values().iterator().next().stream().allMatch(k -> k.hasWord()));
    }

    /**
     * The example: the a + c family of three-move sets asked for its word without counts.
     * The period repeats a group j times; the inference finds j as the count itself, declares it,
     * and the words are those of specs/three-move-a-plus-c.yaml (the sink period folded from another start).
     */
    @Test
    void findsTheRepetitionCountItself() throws IOException {
        String yaml = "id: a-plus-c-no-counts\nkind: census\ntitle: t\nsource: test\n"
                + "parameters:\n  a: 2..7\n  d: 1..a - 1\n  u: 0..a - 1\n  j: 0..3\n"
                + "where: \"j >= 1 || u <= a - 2\"\nmoves: [a, a + d, j*(2*a + d) + a + d + 1 + u]\nconvention: both\n"
                + "word:\n  domain: \"a >= 2 && 1 <= d && d <= a - 1 && 0 <= u && u <= a - 1 && j >= 0 && (j >= 1 || u <= a - 2)\"\n"
                + "  wall:\n    - when: \"u <= a - d - 1\"\n    - when: \"u >= a - d\"\n"
                + "  sink:\n    - when: \"u <= a - d - 1\"\n    - when: \"u >= a - d\"\n";
        Path file = tmp.resolve("a-plus-c-no-counts.yaml");
        Files.writeString(file, yaml);
        WordInference.Result r = infer(file);
        assertTrue(r.fitsAll(), r.text());
        assertTrue(r.text().contains("  counts: [j]  # found from the data"), r.text());
        assertEquals(List.of("(0^a 1^a 2^d)^j 0^a 1^a 2^(d + u + 1)", "(0^a 1^a 2^d)^j 0^a 1^a 2^a 3^(d + u + 1 - a)",
                "1^a 2^(d + u + 1) (0^a 1^a 2^d)^j 0^a", "1^a 2^a 3^(d + u + 1 - a) (0^a 1^a 2^d)^j 0^a"), periods(r.text()), r.text());
        Path back = tmp.resolve("a-plus-c-back.yaml");
        Files.writeString(back, yaml.replaceFirst("(?s)word:.*", "").replace("a-plus-c-no-counts", "a-plus-c-back") + r.text());
        assertEquals(List.of("j"), StatementLoader.load(back).word().counts());
    }

    /** A group count that no variable (nor two) fits is still reported, not invented. */
    @Test
    void countChoicesAreTheDeclaredThenOneThenTwoMoreVariables() {
        org.subgames.symbolic.ParametricWord w = new org.subgames.symbolic.ParametricWord(WordInference.ALWAYS,
                List.of("a", "b", "c"), List.of("c"), List.of(), Map.of());
        WordShape.Encoded grouped = WordShape.encode(new byte[0], new byte[] {0, 1, 0, 1, 2});
        assertEquals(List.of(java.util.Set.of("c"), java.util.Set.of("c", "a"), java.util.Set.of("c", "b"), java.util.Set.of("c", "a", "b")),
                WordInference.countChoices(w, grouped));
        WordShape.Encoded plain = WordShape.encode(new byte[0], new byte[] {0, 1, 2});
        assertEquals(List.of(java.util.Set.of("c")), WordInference.countChoices(w, plain));
    }

    @Test
    void oneCaseForEverythingReportsMisfitsAndInventsNoWord() throws IOException {
        Path file = statement("two-move-one-case", "r < 2*a");
        WordInference.Result r = infer(file);
        assertFalse(r.fitsAll());
        assertTrue(r.text().contains("no word fits all 435 instances of this case"), r.text());
        assertTrue(r.text().contains("the first at a = "), r.text());
        assertEquals(List.of(), periods(r.text()), "the best try is only a comment: " + r.text());
        assertEquals(Main.EXIT_REFUTED, Main.run("census", file.toString(), "--infer-word", "--threads", "2"));
        assertEquals(0, Main.run("census", statement("two-move-ok", "r < a", "r == a", "r > a").toString(), "--infer-word",
                "--param", "b=2..12"));
    }

    @Test
    void noInstancesInTheRangeIsBadInput() throws IOException {
        Statement st = StatementLoader.load(statement("two-move-empty", "r < a"));
        assertThrows(BadInputException.class, () -> WordInference.infer(st,
                new WordInference.Options(Map.of("a", new IntRange(5, 5), "b", new IntRange(2, 4)), null, 1, 1 << 20)));
    }

    @Test
    void affineFitIsExactWithIntegerCoefficients() {
        List<String> vars = List.of("a", "q", "r");
        List<Map<String, Long>> points = new ArrayList<>();
        for (long a = 1; a <= 4; a++) {
            for (long q = 0; q <= 2; q++) {
                for (long r = 0; r < a; r++) {
                    points.add(Map.of("a", a, "q", q, "r", r));
                }
            }
        }
        long[] ys = points.stream().mapToLong(p -> 2 * p.get("a") - p.get("r") + 3).toArray();
        Affine f = AffineFit.fit(vars, points, ys);
        assertEquals(Affine.of("a").times(2).minus(Affine.of("r")).plus(3), f);
        assertEquals("2a - r + 3", f.toString());
        ys[5]++; // one point off the plane: no fit
        assertNull(AffineFit.fit(vars, points, ys));
        long[] halves = points.stream().mapToLong(p -> p.get("a") / 2).toArray(); // floor(a/2) is not affine
        assertNull(AffineFit.fit(vars, points, halves));
        // points on the line r == a: r is not separated from a, the earlier variable takes the coefficient
        List<Map<String, Long>> diagonal = List.of(Map.of("a", 1L, "r", 1L), Map.of("a", 2L, "r", 2L), Map.of("a", 5L, "r", 5L));
        assertEquals(Affine.of("a"), AffineFit.fit(List.of("a", "r"), diagonal, new long[] {1, 2, 5}));
        // (a + r) / 2 through points where it is an integer: the coefficients 1/2 are refused
        assertNull(AffineFit.fit(List.of("a", "r"), List.of(Map.of("a", 1L, "r", 1L), Map.of("a", 3L, "r", 1L),
                Map.of("a", 3L, "r", 3L)), new long[] {1, 2, 3}));
    }

    @Test
    void shapesFoldTandemRepeatsOfRuns() {
        byte[] w = {0, 0, 1, 1, 0, 0, 1, 1, 0, 0, 1, 1, 0, 2, 1};
        WordShape.Encoded e = WordShape.encode(new byte[] {1, 2}, w);
        assertEquals("1 2 | (0 1) 0 2 1 ", e.key());
        assertEquals(List.of(1L, 1L, 2L, 2L, 3L, 1L, 1L, 1L), Arrays.stream(e.values()).boxed().toList());
        // the longest repetition wins over an earlier, shorter one: (0 1 2)^3, not (0 1)^2 first
        byte[] v = {0, 1, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1};
        assertEquals("| 0 1 (0 1 2) 0 1 ", WordShape.encode(new byte[0], v).key());
    }
}
