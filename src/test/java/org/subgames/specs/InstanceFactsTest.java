package org.subgames.specs;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.subgames.period.Periodicity;
import org.subgames.reference.NimValues;
import org.subgames.sink.AdditiveSet;

/** The named sequences of statements against the reference DP, one value and one slice at a time. */
@Tag("statements")
class InstanceFactsTest {

    @Test
    void sequencesAgreeWithTheReferenceDp() {
        for (int a = 1; a <= 7; a++) {
            for (int b = a + 1; b <= 5 * a + 2; b++) {
                AdditiveSet set = new AdditiveSet(a, b);
                InstanceFacts f = new InstanceFacts(set, Periodicity.DEFAULT_LIMIT);
                int p = (int) set.minimalPeriod();
                int n = 3 * p + 2 * b;
                int[] sink = NimValues.sink(new int[] {a, b, a + b}, n);
                int[] wall = NimValues.wall(new int[] {a, b, a + b}, n);
                String at = "a=" + a + " b=" + b;
                int len = 2 * p + 5;
                for (String name : new String[] {"sink", "wall", "word", "wall-dual"}) {
                    byte[] buf = new byte[len];
                    f.accessor(name).read(1, buf, len);
                    for (int x = 1; x <= len; x++) {
                        int expected;
                        switch (name) {
                            case "wall":
                                expected = wall[x];
                                break;
                            case "wall-dual": {
                                // pi(G_wall(-b - x)) with G_wall extended by its period p
                                int v = wall[Math.floorMod(-b - x, p)];
                                expected = v == 0 ? 2 : v == 2 ? 0 : v;
                                break;
                            }
                            default:
                                expected = sink[x];
                        }
                        assertEquals(expected, f.at(name, x), at + " " + name + " x=" + x);
                        assertEquals(expected, buf[x - 1], at + " " + name + " slice x=" + x);
                    }
                }
            }
        }
    }
}
