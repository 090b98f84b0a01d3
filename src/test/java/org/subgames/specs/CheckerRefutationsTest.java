package org.subgames.specs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.StringReader;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.subgames.reference.NimValues;

/**
 * Each kind of claim, refuted on one instance (S = {2, 5} under both conventions), with the
 * counterexample a person reads: the claim, the position, expected and actual. And the same claims
 * where they hold.
 */
@Tag("statements")
class CheckerRefutationsTest {

    private static Counterexample check(String claims) {
        Statement st = StatementLoader.parse("x.yaml", new StringReader("id: x\nkind: conjecture\ntitle: t\nsource: s\n"
                + "parameters: {a: 1..4, b: a+1..6}\nmoves: [a, b]\nconvention: both\nclaims:\n" + claims));
        Outcome o = Checker.check(Instances.at(st, 2, 5));
        return o.counterexample();
    }

    @Test
    void sequencesThatDifferAreRefutedAtTheirFirstDifference() {
        int[] sink = NimValues.sink(new int[] {2, 5}, 40);
        int[] wall = NimValues.wall(new int[] {2, 5}, 40);
        int y = 1;
        while (sink[y] == wall[y]) {
            y++;
        }
        Counterexample cx = check("  - name: same\n    agree: [sink, wall]\n    from: 1\n    to: 40\n");
        assertEquals("same", cx.claim());
        assertEquals(y, cx.position());
        assertEquals("sink(" + y + ") = " + sink[y] + " but wall(" + y + ") = " + wall[y], cx.message());
        assertEquals(Integer.toString(wall[y]), cx.expected());
        assertEquals(Integer.toString(sink[y]), cx.actual());
        assertNull(check("  - agree: [sink, sink]\n    from: 1\n    to: 40\n"));
        assertNull(check("  - agree: [sink, wall]\n    from: 1\n    to: " + (y - 1) + "\n"), "they agree before " + y);
    }

    @Test
    void periodsThatAreNoneOrNotMinimalAreRefuted() {
        assertNull(check("  - periodic: wall\n    period: a + b\n    from: 0\n    minimal: true\n"));
        Counterexample zero = check("  - periodic: wall\n    period: a - a\n    from: 0\n");
        assertEquals("the claimed period a - a = 0 is not positive", zero.message());
        Counterexample wrong = check("  - periodic: wall\n    period: a + b - 1\n    from: 0\n");
        assertTrue(wrong.message().startsWith("G_wall(") && wrong.message().endsWith("so 6 is not a period from 0"), wrong.message());
        assertTrue(wrong.position() >= 0);
        Counterexample twice = check("  - periodic: wall\n    period: 2*(a + b)\n    from: 0\n    minimal: true\n");
        assertEquals("14 / 2 = 7 is also a period (window certificate), so 14 is not minimal", twice.message());
        assertEquals("minimal period 14", twice.expected());
        assertEquals("period 7", twice.actual());
        assertNull(check("  - periodic: wall\n    period: 2*(a + b)\n    from: 0\n"), "a multiple of a period is a period");
        String m = assertThrows(SpecException.class, () -> check("  - periodic: sink\n    period: a + b\n    from: 0\n")).getMessage();
        assertTrue(m.contains("from = 0 is before the first position 1 of G_sink"), m);
    }

    /** Claims about G are checked under each convention, and say which. */
    @Test
    void equalitiesCompareIntegersOrTruthValues() {
        assertNull(check("  - actual: G.minimalPeriod\n    expected: a + b\n"));
        Counterexample cx = check("  - name: p\n    actual: G.minimalPeriod\n    expected: a + b + 1\n");
        assertEquals("p", cx.claim());
        assertEquals("8", cx.expected());
        assertEquals("7", cx.actual());
        assertTrue(cx.message().startsWith("under wall: "), cx.message());
        assertNull(check("  - actual: a < b\n    expected: 'true'\n"));
        assertTrue(check("  - actual: a > b\n    expected: 'true'\n") != null);
        String m = assertThrows(SpecException.class, () -> check("  - actual: a < b\n    expected: a\n")).getMessage();
        assertTrue(m.contains("must be an integer or a truth value"), m);
    }
}
