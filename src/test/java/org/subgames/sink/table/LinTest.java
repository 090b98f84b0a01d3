package org.subgames.sink.table;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Map;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

@Tag("smt")
class LinTest {

    private static final Lin A = Lin.of(Var.A);
    private static final Lin C = Lin.of(Var.C);
    private static final Lin R = Lin.of(Var.R);

    @Test
    void arithmeticAndEvaluation() {
        Lin e = A.times(2).plus(C).minus(R).plus(3);
        long[] v = new long[Var.values().length];
        v[Var.A.ordinal()] = 10;
        v[Var.C.ordinal()] = 4;
        v[Var.R.ordinal()] = 7;
        assertEquals(20 + 4 - 7 + 3, e.eval(v));
        assertEquals("2a + c - r + 3", e.toString());
        assertEquals("(+ (* 2 a) c (- r) 3)", e.toSmt());
        assertEquals("0", Lin.ZERO.toSmt());
        assertEquals("(- 4)", Lin.constant(-4).toSmt());
        assertEquals("-a - 1", A.times(-1).plus(-1).toString());
        assertEquals(Lin.ZERO, e.minus(e));
    }

    @Test
    void renameMovesCoefficients() {
        Lin e = A.minus(R).plus(Lin.of(Var.T));
        assertEquals("a - r' + t'", e.rename(Map.of(Var.R, Var.RP, Var.T, Var.TP)).toString());
    }

    @Test
    void parse() {
        assertEquals(A.minus(C).plus(1), Lin.parse("a-c+1"));
        assertEquals(A.times(2).plus(C).minus(R), Lin.parse(" 2a + c - r "));
        assertEquals(Lin.constant(-3), Lin.parse("-3"));
        assertEquals(Lin.of(Var.T), Lin.parse("t"));
        assertThrows(IllegalArgumentException.class, () -> Lin.parse("a*c"));
        assertThrows(IllegalArgumentException.class, () -> Lin.parse("ac"));
        assertThrows(IllegalArgumentException.class, () -> Lin.parse(""));
        assertThrows(IllegalArgumentException.class, () -> Lin.parse("x"));
    }

    @Test
    void overflowIsAnError() {
        assertThrows(ArithmeticException.class, () -> A.times(Long.MAX_VALUE).times(2));
    }

    /** Equal terms are equal however they were built, with equal hashes; the constant term and the text of a constant alone. */
    @Test
    void equalityHashAndConstant() {
        Lin x = A.minus(C).plus(1);
        Lin y = Lin.parse("1 + a - c");
        assertEquals(x, y);
        assertEquals(x.hashCode(), y.hashCode());
        assertNotEquals(x, A.minus(C));
        assertNotEquals(x.hashCode(), A.minus(C).hashCode());
        assertNotEquals(x, A.plus(C).plus(1));
        assertNotEquals(x, "a - c + 1");
        assertEquals(1, x.constantTerm());
        assertEquals(-5, Lin.parse("a - 5").constantTerm());
        assertEquals("0", Lin.ZERO.toString());
        assertEquals("-7", Lin.constant(-7).toString());
        assertEquals("a + 1", A.plus(1).toString());
    }
}
