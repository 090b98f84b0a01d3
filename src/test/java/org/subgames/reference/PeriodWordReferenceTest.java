package org.subgames.reference;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.util.List;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.subgames.sink.AdditiveSet;
import org.subgames.sink.Factor;
import org.subgames.sink.PeriodWord;

/** The KeY-subset reference word against the factor-by-factor generator PeriodWord. */
@Tag("reference")
class PeriodWordReferenceTest {

    private static void agree(int a, int b) {
        String at = "a=" + a + " b=" + b;
        List<Factor> fs = PeriodWord.of(a, b).factors();
        int[] letters = PeriodWordReference.factorLetters(a, b);
        int[] lengths = PeriodWordReference.factorLengths(a, b);
        assertEquals(fs.size(), letters.length, at);
        assertEquals(fs.size(), lengths.length, at);
        for (int j = 0; j < fs.size(); j++) {
            assertEquals(fs.get(j).letter(), letters[j], at + " factor " + j);
            assertEquals(fs.get(j).length(), lengths[j], at + " factor " + j);
        }
        AdditiveSet s = new AdditiveSet(a, b);
        assertEquals(s.isQuadratic(), PeriodWordReference.quadratic(a, b), at);
        assertEquals(s.period(), PeriodWordReference.wordLength(a, b), at);
        int[] runs = PeriodWordReference.runLetters(a, b);
        assertArrayEquals(fs.stream().filter(f -> f.length() > 0).mapToInt(Factor::letter).toArray(), runs, at);
        for (int j = 0; j + 1 < runs.length; j++) {
            assertNotEquals(runs[j], runs[j + 1], at + " run " + j);
        }
        if (s.isQuadratic()) {
            int k = s.k();
            int c = s.c();
            for (int i = 1; i <= a; i++) {
                final int block = i;
                long start = fs.stream().filter(f -> f.block() == block && f.name().equals("A1")).findFirst().orElseThrow().start();
                assertEquals(start, PeriodWordReference.blockStart(a, k, c, i), at + " block " + i);
                long end = fs.stream().filter(f -> f.block() == block).mapToLong(Factor::end).max().orElseThrow();
                assertEquals(end - start, PeriodWordReference.blockLength(a, k, c, i), at + " block " + i);
                int r = PeriodWordReference.r(a, c, i);
                int t = PeriodWordReference.t(a, c, i);
                assertEquals(PeriodWordReference.bBlock(a, c, i), t == r + c, at);
                assertEquals(PeriodWordReference.bBlock(a, c, i), t >= c, at);
            }
            assertEquals(s.period(), PeriodWordReference.blockStart(a, k, c, a + 1), at);
        }
    }

    @Test
    void agreesWithGeneratorForSmallParameters() {
        for (int a = 1; a <= 25; a++) {
            for (int b = a + 1; b <= 8 * a + 3; b++) {
                agree(a, b);
            }
        }
    }

    @Test
    void expansionIsTheGeneratorsWord() {
        for (int a = 1; a <= 12; a++) {
            for (int b = a + 1; b <= 6 * a + 1; b++) {
                byte[] w = PeriodWord.of(a, b).letters();
                int[] expected = new int[w.length];
                for (int j = 0; j < w.length; j++) {
                    expected[j] = w[j];
                }
                assertArrayEquals(expected, PeriodWordReference.expand(a, b), "a=" + a + " b=" + b);
            }
        }
    }

    @Property(seed = "20261122", tries = 200)
    void agreesForLargerParameters(@ForAll @IntRange(min = 1, max = 300) int a, @ForAll @IntRange(min = 0, max = 5) int k,
                                   @ForAll @IntRange(min = 0, max = 599) int cRaw) {
        int c = cRaw % (2 * a);
        int b = 2 * k * a + c;
        if (b > a) {
            agree(a, b);
        }
    }
}
