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

    /** A refuted holds says why: the values of its sub-expressions at the counterexample (issue 36). */
    @Test
    void aRefutedHoldsShowsTheValuesOfItsSubExpressions() {
        Counterexample cmp = check("  - holds: G.minimalPeriod == a + b + 1\n");
        assertEquals("under wall: 'G.minimalPeriod == a + b + 1' is false: G.minimalPeriod = 7, a + b + 1 = 8", cmp.message());
        // && shows its false conjuncts only, || (false) each operand, constants never
        Counterexample and = check("  - holds: \"wall.preperiod == 0 && (a > 3 || b < 5) && max(a, b) == 5\"\n");
        assertTrue(and.message().endsWith("' is false: a = 2, b = 5"), and.message());
        Counterexample not = check("  - holds: \"!(a + b == 7)\"\n");
        assertTrue(not.message().endsWith("' is false: a + b = 7"), not.message());
        // in a forall, at the variable's value
        Counterexample all = check("  - forall: \"i in 0..3\"\n    holds: \"wall.at(i) < 1\"\n");
        assertEquals("for i = 2: 'wall.at(i) < 1' is false: wall.at(i) = 1", all.message());
        // one line, cut at a value
        StringBuilder many = new StringBuilder("a + 0 == 99");
        for (int k = 1; k < 40; k++) {
            many.append(" || a + ").append(k).append(" == 99");
        }
        Counterexample lng = check("  - holds: \"" + many + "\"\n");
        String why = lng.message().substring(lng.message().indexOf("' is false: ") + 12);
        assertTrue(why.startsWith("a + 0 = 2, a + 1 = 3, ") && why.endsWith(", ...") && why.length() <= Explanation.MAX_LENGTH + 5, why);
        assertTrue(!lng.message().contains("\n"));
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
