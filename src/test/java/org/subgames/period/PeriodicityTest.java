package org.subgames.period;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.TreeSet;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.subgames.cli.Main;
import org.subgames.game.Convention;
import org.subgames.reference.NimValues;
import org.subgames.sink.AdditiveSet;

@Tag("solvers")
class PeriodicityTest {

    private static int[] sorted(List<Integer> raw) {
        return new TreeSet<>(raw).stream().mapToInt(Integer::intValue).toArray();
    }

    @Property(seed = "4711", tries = 300)
    void valuesEqualReference(@ForAll @Size(min = 1, max = 6) List<@IntRange(min = 1, max = 40) Integer> raw,
                              @ForAll boolean sink) {
        int[] moves = sorted(raw);
        Convention conv = sink ? Convention.SINK : Convention.WALL;
        int n = 400;
        int[] ref = sink ? NimValues.sink(moves, n) : NimValues.wall(moves, n);
        byte[] fast = Values.of(moves, conv, n);
        for (int x = sink ? 1 : 0; x <= n; x++) {
            assertEquals(ref[x], fast[x], "x=" + x);
        }
    }

    /**
     * Against a brute-force oracle on a long reference table: the least p with G(x + p) = G(x) on
     * the whole second half of the table, and the preperiod scanned back from there.
     */
    @Property(seed = "1234", tries = 150)
    void certificateAgreesWithBruteForce(@ForAll @Size(min = 1, max = 4) List<@IntRange(min = 1, max = 24) Integer> raw,
                                         @ForAll boolean sink) {
        int[] moves = sorted(raw);
        Convention conv = sink ? Convention.SINK : Convention.WALL;
        int n = 40000;
        int[] g = sink ? NimValues.sink(moves, n) : NimValues.wall(moves, n);
        int first = sink ? 1 : 0;
        int p = 1;
        outer:
        for (; p <= n / 4; p++) {
            for (int x = n / 2; x + p <= n; x++) {
                if (g[x] != g[x + p]) {
                    continue outer;
                }
            }
            break;
        }
        int x = n / 2 - 1;
        while (x >= first && g[x] == g[x + p]) {
            x--;
        }
        Certificate c = Periodicity.certify(moves, conv, 0, 1 << 22).certificate();
        assertEquals(p, c.minimalPeriod());
        assertEquals(x + 1 - first, c.preperiod());
        assertEquals(0, c.period() % c.minimalPeriod());
        PeriodicSequence seq = Periodicity.certify(moves, conv, 0, 1 << 22);
        for (int y = first; y <= n; y++) {
            assertEquals(g[y], seq.get(y), "y=" + y);
        }
    }

    @Property(seed = "99", tries = 200)
    void sliceReadsEqualSingleValues(@ForAll @IntRange(min = 1, max = 9) int a, @ForAll @IntRange(min = 1, max = 30) int bRaw,
                                     @ForAll boolean sink, @ForAll @IntRange(min = -40, max = 3000) int x,
                                     @ForAll @IntRange(min = 0, max = 700) int n) {
        int b = a + bRaw;
        Convention conv = sink ? Convention.SINK : Convention.WALL;
        if (!sink && x < 0) {
            x = -x;
        }
        PeriodicSequence seq = Periodicity.certify(new int[] {a, b, a + b}, conv, 0, 1 << 22);
        byte[] buf = new byte[n];
        seq.read(x, buf, n);
        for (int i = 0; i < n; i++) {
            assertEquals(seq.get(x + i), buf[i], "x=" + (x + i));
        }
    }

    @Test
    void additiveSetsWithAndWithoutTheTheoremCandidate() {
        for (int a = 1; a <= 14; a++) {
            for (int b = a + 1; b <= 7 * a; b++) {
                AdditiveSet s = new AdditiveSet(a, b);
                int[] m = {a, b, a + b};
                for (Convention conv : Convention.values()) {
                    Certificate hinted = Periodicity.certify(m, conv, s.period(), 1 << 24).certificate();
                    Certificate searched = Periodicity.certify(m, conv, 0, 1 << 24).certificate();
                    Certificate wrongHint = Periodicity.certify(m, conv, s.period() + 1, 1 << 24).certificate();
                    String at = "a=" + a + " b=" + b + " " + conv;
                    assertEquals(searched.minimalPeriod(), hinted.minimalPeriod(), at);
                    assertEquals(searched.preperiod(), hinted.preperiod(), at);
                    assertEquals(searched.minimalPeriod(), wrongHint.minimalPeriod(), at);
                    if (conv == Convention.SINK) {
                        assertEquals(s.minimalPeriod(), hinted.minimalPeriod(), at);
                        assertEquals(0, hinted.preperiod(), at);
                    }
                }
            }
        }
    }

    @Test
    void largePeriodIsFoundWithoutACandidate() {
        // a = 100, b = 1099 (k = 5, c = 99): period a(4ak + 3c) = 229,700, d = 1.
        Certificate c = Periodicity.certify(new int[] {100, 1099, 1199}, Convention.SINK, 0, 1 << 24).certificate();
        assertEquals(229_700, c.minimalPeriod());
        assertEquals(0, c.preperiod());
    }

    @Test
    void windowMismatchLocatesAWrongPeriod() {
        PeriodicSequence seq = Periodicity.certify(new int[] {5, 11, 16}, Convention.SINK, 115, 1 << 20);
        assertEquals(-1, seq.firstWindowMismatch(1, 230));
        long x = seq.firstWindowMismatch(1, 116);
        assertTrue(x >= 1 && seq.get(x) != seq.get(x + 116));
    }

    @Test
    void tooSmallLimitIsAnError() {
        assertThrows(IllegalArgumentException.class,
                () -> Periodicity.certify(new int[] {100, 1099, 1199}, Convention.SINK, 0, 5000));
    }

    @Test
    void commandLine() {
        assertEquals(0, Main.run("period", "--moves", "5,11,16", "--convention", "sink", "--format", "json"));
        assertEquals(2, Main.run("period", "--moves", "squares"));
        assertEquals(2, Main.run("period", "--moves", "0,3"));
        assertEquals(2, Main.run("period", "--moves", "1,2", "--convention", "ceiling"));
        assertEquals(2, Main.run("period", "--moves", "100,1099,1199", "--limit", "5000"));
    }
}
