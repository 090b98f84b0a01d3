package org.subgames.sink;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.subgames.reference.NimValues;

@Tag("reference")
class PeriodWordTest {

    @Test
    void noteExampleFiveEleven() {
        assertEquals("1^5 2^5 1^1 3^4 2^1 0^5 3^1 | 1^4 0^1 2^4 1^2 3^3 2^2 0^4 3^2 | 1^3 0^2 2^3 1^3 3^2 2^3 0^3 3^3"
                        + " | 1^2 0^3 2^2 1^4 3^1 2^4 0^2 3^4 | 1^1 0^4 2^1 1^5 2^5 0^1 3^5 | 0^5",
                PeriodWord.of(5, 11).toRunLengthText());
        assertEquals(115, PeriodWord.of(5, 11).length());
    }

    @Test
    void wordEqualsSinkValuesOverTwoPeriods() {
        for (int a = 1; a <= 12; a++) {
            for (int b = a + 1; b <= 8 * a + 3; b++) {
                PeriodWord w = PeriodWord.of(a, b);
                assertEquals(new AdditiveSet(a, b).period(), w.length(), "length a=" + a + " b=" + b);
                byte[] letters = w.letters();
                int n = 2 * letters.length;
                int[] g = NimValues.sink(new int[] {a, b, a + b}, n);
                for (int x = 1; x <= n; x++) {
                    assertEquals(letters[(x - 1) % letters.length], g[x], "a=" + a + " b=" + b + " x=" + x);
                }
            }
        }
    }
}
