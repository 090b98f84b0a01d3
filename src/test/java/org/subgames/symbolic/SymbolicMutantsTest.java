package org.subgames.symbolic;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.subgames.base.BadInputException;
import org.subgames.game.Convention;

/**
 * The symbolic layer's exact behavior, case by case (written against PIT's survivors, issue 35
 * item 7): affine arithmetic and its texts, formulas (evaluation, simplification, SMT-LIB and
 * readable text), products and their side constraints against real products, the parser's
 * refusals with their columns, and the word's expansion. No solver is called.
 */
@Tag("smt")
class SymbolicMutantsTest {

    private static final Affine A = Affine.of("a");
    private static final Affine B = Affine.of("b");
    private static final Affine R = Affine.of("r");

    private static Map<String, Long> values(Object... kv) {
        Map<String, Long> m = new HashMap<>();
        for (int i = 0; i < kv.length; i += 2) {
            m.put((String) kv[i], ((Number) kv[i + 1]).longValue());
        }
        return m;
    }

    private static String message(Runnable r) {
        return assertThrows(BadInputException.class, r::run).getMessage();
    }

    // ---- Affine ----

    @Test
    void affineSumsCancelAndScaleExactly() {
        Affine t = A.times(2).plus(B.times(-3)).plus(5);
        assertEquals(2, t.coefficient("a"));
        assertEquals(-3, t.coefficient("b"));
        assertEquals(0, t.coefficient("c"));
        assertEquals(5, t.constantTerm());
        assertEquals(Set.of("a", "b"), t.variables());
        assertEquals(Map.of("a", 2L, "b", -3L), t.coefficients());
        // a coefficient that sums to 0 is dropped, so equal terms are equal objects
        Affine cancelled = t.plus(A.times(-2));
        assertEquals(Set.of("b"), cancelled.variables());
        assertEquals(B.times(-3).plus(5), cancelled);
        assertEquals(Affine.constant(5), t.minus(A.times(2)).minus(B.times(-3)));
        assertTrue(t.minus(A.times(2)).minus(B.times(-3)).isConstant());
        assertFalse(t.isConstant());
        assertSame(Affine.ZERO, t.times(0));
        assertEquals(A.times(-6).plus(B.times(9)).plus(-15), t.times(-3));
        assertEquals(Affine.constant(7), Affine.constant(3).plus(Affine.constant(4)));
        // constants add on both sides of plus(Affine)
        assertEquals(A.plus(7), A.plus(3).plus(Affine.constant(4)));
        assertEquals(A.times(2).plus(B), A.plus(B).plus(A));
        assertEquals(A.hashCode(), Affine.of("a").hashCode());
        assertNotEquals(A, A.plus(1));
        assertNotEquals(A, B);
        assertNotEquals(A, "a");
    }

    @Test
    void affineValuesAreExact() {
        Affine t = A.times(2).minus(R).plus(1);
        assertEquals(2 * 7 - 3 + 1, t.eval(values("a", 7, "r", 3)));
        assertEquals(-4, Affine.constant(-4).eval(Map.of()));
        String m = assertThrows(IllegalStateException.class, () -> t.eval(values("a", 7))).getMessage();
        assertEquals("no value for r in 2a - r + 1", m);
        assertThrows(ArithmeticException.class, () -> A.times(2).eval(values("a", Long.MAX_VALUE)));
        assertThrows(ArithmeticException.class, () -> A.plus(1).eval(values("a", Long.MAX_VALUE)));
        assertThrows(ArithmeticException.class, () -> A.plus(A.times(Long.MAX_VALUE)));
        assertThrows(ArithmeticException.class, () -> Affine.constant(Long.MAX_VALUE).plus(1));
        assertThrows(ArithmeticException.class, () -> Affine.constant(Long.MAX_VALUE).plus(Affine.constant(1)));
        assertThrows(ArithmeticException.class, () -> A.times(Long.MAX_VALUE).times(2));
        assertThrows(ArithmeticException.class, () -> Affine.constant(Long.MAX_VALUE).times(2));
    }

    @Test
    void multipleOfIsTheExactIntegerFactorOrNull() {
        assertNull(A.multipleOf(Affine.ZERO));
        assertEquals(3L, A.times(3).plus(B.times(6)).multipleOf(A.plus(B.times(2))));
        assertEquals(-2L, A.times(-2).plus(-4).multipleOf(A.plus(2)));
        assertEquals(4L, Affine.constant(12).multipleOf(Affine.constant(3)));
        assertEquals(0L, Affine.ZERO.multipleOf(A.plus(3)));
        assertEquals(0L, Affine.ZERO.multipleOf(Affine.constant(3)));
        // coefficients not divisible
        assertNull(A.times(3).multipleOf(A.times(2)));
        // different factors per variable
        assertNull(A.times(2).plus(B.times(3)).multipleOf(A.plus(B)));
        // constant not divisible, or a different factor than the variables'
        assertNull(A.times(2).plus(3).multipleOf(A.plus(2)));
        assertNull(A.times(2).plus(2).multipleOf(A.plus(2)));
        assertNull(Affine.constant(7).multipleOf(Affine.constant(2)));
        // a constant where the unit has none
        assertNull(A.times(2).plus(1).multipleOf(A));
        // a variable the unit does not have
        assertNull(A.plus(B).multipleOf(A));
        assertNull(B.multipleOf(Affine.constant(1)));
        assertEquals(5L, A.times(5).multipleOf(A));
        assertEquals(-1L, A.times(-1).multipleOf(A));
    }

    @Test
    void affineTextsAreExact() {
        assertEquals("7", Affine.constant(7).toSmt());
        assertEquals("(- 7)", Affine.constant(-7).toSmt());
        assertEquals("0", Affine.ZERO.toSmt());
        assertEquals("(+ |a| (* (- 1) |b|) (* 3 |q*(a)|) 0)", A.minus(B).plus(Affine.of("q*(a)").times(3)).toSmt());
        assertEquals("(+ (* 2 |a|) (- 4))", A.times(2).plus(-4).toSmt());
        assertEquals("(+ |a| 0)", A.toSmt());
        assertEquals("|x y|", Affine.symbol("x y"));
        assertTrue(message2(() -> Affine.symbol("a|b")).contains("a|b"));
        assertThrows(IllegalArgumentException.class, () -> Affine.symbol("a\\b"));
        assertThrows(IllegalArgumentException.class, () -> Affine.symbol("|a"));
        assertThrows(IllegalArgumentException.class, () -> Affine.symbol("\\a"));
        assertEquals("2a - r + 1", A.times(2).minus(R).plus(1).toString());
        assertEquals("-a + 2r - 3", A.times(-1).plus(R.times(2)).plus(-3).toString());
        assertEquals("-2a - r", A.times(-2).minus(R).toString());
        assertEquals("a + r", A.plus(R).toString());
        assertEquals("a + 3(q*(a))", A.plus(Affine.of("q*(a)").times(3)).toString());
        assertEquals("(q*(a))", Affine.of("q*(a)").toString());
        assertEquals("0", Affine.ZERO.toString());
        assertEquals("-5", Affine.constant(-5).toString());
        assertEquals("a", A.toString());
    }

    private static String message2(Runnable r) {
        return assertThrows(IllegalArgumentException.class, r::run).getMessage();
    }

    // ---- Cond ----

    @Test
    void comparisonsMeanWhatTheStatementsSay() {
        Map<String, Long> v = values("a", 3, "b", 5);
        String[] ops = {"<", "<=", ">", ">=", "==", "!="};
        for (long b : new long[] {2, 3, 5}) {
            v.put("b", b);
            boolean[] want = {3 < b, 3 <= b, 3 > b, 3 >= b, 3 == b, 3 != b};
            for (int i = 0; i < ops.length; i++) {
                assertEquals(want[i], Cond.compare(ops[i], A, B).eval(v), "a " + ops[i] + " b at b = " + b);
            }
        }
        assertNull(Cond.compare("+", A, B));
        assertEquals("(<= (+ |b| 0) (+ |a| 0))", Cond.compare(">=", A, B).toSmt());
        assertEquals("(< (+ |b| 0) (+ |a| 0))", Cond.compare(">", A, B).toSmt());
        assertEquals("(= (+ |a| 0) (+ |b| 0))", Cond.compare("==", A, B).toSmt());
        assertEquals("(not (= (+ |a| 0) (+ |b| 0)))", Cond.compare("!=", A, B).toSmt());
    }

    @Test
    void formulasSimplifyFlattenAndPrint() {
        Cond x = Cond.le(A, B);
        Cond y = Cond.lt(B, Affine.constant(9));
        Cond z = Cond.eq(A, Affine.constant(1));
        assertEquals(x, Cond.and(x));
        assertEquals(x, Cond.or(x));
        assertEquals(x, Cond.and(Cond.TRUE, x));
        assertEquals(x, Cond.or(Cond.FALSE, x));
        assertEquals(Cond.FALSE, Cond.and(x, Cond.FALSE, y));
        assertEquals(Cond.TRUE, Cond.or(x, Cond.TRUE, y));
        assertEquals(new Cond.And(List.of(x, y, z)), Cond.and(Cond.and(x, y), z));
        assertEquals(new Cond.Or(List.of(x, y, z)), Cond.or(x, Cond.or(y, z)));
        assertEquals(Cond.FALSE, Cond.not(Cond.TRUE));
        assertEquals(Cond.TRUE, Cond.not(Cond.FALSE));
        assertEquals(x, Cond.not(Cond.not(x)));
        assertEquals(new Cond.Not(x), Cond.not(x));

        assertEquals("true", Cond.TRUE.toSmt());
        assertEquals("false", Cond.FALSE.toSmt());
        assertEquals("(<= (+ |a| 0) (+ |b| 0))", new Cond.And(List.of(x)).toSmt());
        assertEquals("(<= (+ |a| 0) (+ |b| 0))", new Cond.Or(List.of(x)).toSmt());
        assertEquals("(and (<= (+ |a| 0) (+ |b| 0)) (< (+ |b| 0) 9))", Cond.and(x, y).toSmt());
        assertEquals("(or (<= (+ |a| 0) (+ |b| 0)) (= (+ |a| 0) 1))", Cond.or(x, z).toSmt());
        assertEquals("(not (<= (+ |a| 0) (+ |b| 0)))", Cond.not(x).toSmt());

        assertEquals("true", Cond.TRUE.show());
        assertEquals("false", Cond.FALSE.show());
        assertEquals("a <= b && b < 9", Cond.and(x, y).show());
        assertEquals("a <= b && (b < 9 || a == 1)", Cond.and(x, Cond.or(y, z)).show());
        assertEquals("a <= b || b < 9 && a == 1", Cond.or(x, Cond.and(y, z)).show());
        assertEquals("!(a == 1)", Cond.not(z).show());

        assertEquals(Set.of("a", "b", "c"), Cond.or(Cond.not(x), Cond.and(y, Cond.eq(Affine.of("c"), A))).variables());
        assertEquals(List.of("a", "b", "c"), List.copyOf(Cond.and(Cond.eq(Affine.of("c"), B), Cond.not(x)).variables()));
    }

    @Test
    void formulasEvaluate() {
        Cond x = Cond.le(A, B);
        Cond y = Cond.lt(A, B);
        Cond z = Cond.eq(A, B);
        Map<String, Long> eq = values("a", 4, "b", 4);
        Map<String, Long> lt = values("a", 3, "b", 4);
        Map<String, Long> gt = values("a", 5, "b", 4);
        assertTrue(x.eval(eq));
        assertFalse(y.eval(eq));
        assertTrue(z.eval(eq));
        assertTrue(y.eval(lt));
        assertFalse(z.eval(lt));
        assertFalse(x.eval(gt));
        assertTrue(Cond.TRUE.eval(Map.of()));
        assertFalse(Cond.FALSE.eval(Map.of()));
        assertTrue(new Cond.And(List.of(x, z)).eval(eq));
        assertFalse(new Cond.And(List.of(x, y)).eval(eq));
        assertTrue(new Cond.Or(List.of(y, z)).eval(eq));
        assertFalse(new Cond.Or(List.of(y, z)).eval(gt));
        assertTrue(new Cond.Not(y).eval(eq));
        assertFalse(new Cond.Not(x).eval(eq));
    }

    @Test
    void onlyLogicOfComparisonsIsACondition() {
        Products p = new Products(Set.of());
        Cond c = p.cond(SymParser.parse("!(a < b) && (a == 1 || b != 2)"));
        assertTrue(c.eval(values("a", 1, "b", 1)));
        assertFalse(c.eval(values("a", 0, "b", 1)));
        assertTrue(c.eval(values("a", 3, "b", 3)));
        assertFalse(c.eval(values("a", 3, "b", 2)));
        assertEquals("!(a < b) && (a == 1 || !(b == 2))", c.show());
        for (String bad : List.of("a + b", "-a", "a", "min(a, b) < 2 && a", "a * b < 2")) {
            assertThrows(BadInputException.class, () -> p.cond(SymParser.parse(bad)), bad);
        }
        assertEquals("'a + b' is not a condition of linear comparisons joined by &&, || and !", message(() -> p.cond(SymParser.parse("a + b"))));
        assertEquals("'-a' is not a condition of linear comparisons joined by &&, || and !", message(() -> p.cond(SymParser.parse("-a"))));
    }

    // ---- Products ----

    @Test
    void productsOfACountAndAUnit() {
        Products p = new Products(Set.of("q", "k"));
        assertEquals(Set.of("q", "k"), p.counts());
        // 2q*(3a + 6) = 6 * q*(a + 2)
        Affine t = p.times(Affine.of("q").times(2), A.times(3).plus(6));
        assertEquals(Affine.of("q*(a + 2)").times(6), t);
        Products.Product pr = p.product("q*(a + 2)");
        assertEquals(new Products.Product("q*(a + 2)", "q", A.plus(2)), pr);
        assertNull(p.product("q*(a)"));
        assertEquals(List.of(pr), p.all());
        // a negative unit: the product variable of the primitive positive-led unit, negated
        Affine n = p.times(Affine.of("k"), A.times(-2).plus(4));
        assertEquals(Affine.of("k*(a - 2)").times(-2), n);
        // a constant count and a constant part of the count
        assertEquals(A.times(3).plus(6), p.times(Affine.constant(3), A.plus(2)));
        assertEquals(Affine.of("q*(a + 2)").plus(A.times(2)).plus(4), p.times(Affine.of("q").plus(2), A.plus(2)));
        // a constant unit: the exact linear term (issue 36), no product variable
        assertEquals(Affine.of("q").times(5), p.times(Affine.of("q"), Affine.constant(5)));
        assertEquals(Affine.of("q").times(-5), p.times(Affine.of("q"), Affine.constant(-5)));
        assertEquals(Affine.of("q").times(2).plus(Affine.of("k").times(2)).plus(2), p.times(Affine.of("q").plus(Affine.of("k")).plus(1), Affine.constant(2)));
        assertNull(p.product("q*(1)"));
        // a zero unit
        assertEquals(Affine.ZERO, p.times(Affine.of("q"), Affine.ZERO));
        assertEquals(2, p.all().size());
        // a unit with another count (a nest's unit, issue 36): a product variable of its own
        assertEquals(Affine.of("q*(a + k)"), p.times(Affine.of("q"), A.plus(Affine.of("k"))));
        assertEquals(Affine.of("k"), p.product("q*(a + k)").unit().minus(A));
        assertTrue(message(() -> p.times(Affine.of("q"), A.plus(Affine.of("q")))).contains("depends on the count q"));
        assertTrue(message(() -> p.times(Affine.of("q"), Affine.of("q*(a + 2)"))).contains("depends on the count q*(a + 2)"));
        assertEquals("a repetition count must be affine in the counts (k, q), not use a",
                message(() -> p.times(A, B)).replace("(q, k)", "(k, q)"));
    }

    /** Two counts times a unit (a nest's span): the move and the span read as one product variable of the outer count. */
    @Test
    void twoCountsTimesAUnitReadAsANestsSpan() {
        Products p = new Products(Set.of("q", "j"));
        Affine span = p.times(Affine.of("j"), p.affine(SymParser.parse("4*q + 5")));
        assertEquals(span.plus(1), p.affine(SymParser.parse("j*(4*q + 5) + 1")));
        assertEquals(span.plus(1), p.affine(SymParser.parse("4*q*j + 5*j + 1")));
        assertEquals(1, p.all().size());
        assertEquals("j", p.all().get(0).count());
        Products s = new Products(Set.of("q", "j"));
        Affine inner = s.times(Affine.of("q"), A.times(2));
        Affine nest = s.times(Affine.of("j"), inner.plus(A).plus(Affine.of("r")));
        assertEquals(nest.plus(A).plus(Affine.of("u")), s.affine(SymParser.parse("j*(2*q*a + r + a) + a + u")));
        assertEquals(List.of("q", "j"), s.all().stream().map(Products.Product::count).toList());
        // a unit >= 1 for the outer product is proved with the inner product's facts only
        assertEquals(List.of(s.all().get(0)), s.mentioned(s.all().get(1).unit().variables()));
        assertTrue(message(() -> s.affine(SymParser.parse("j*q*a*b"))).contains("degree 4"));
        assertTrue(message(() -> s.affine(SymParser.parse("q*q*a"))).contains("has a term of degree 3, a*q*q"));
        assertTrue(message(() -> s.affine(SymParser.parse("j*a*b"))).contains("has a term of degree 3"));
    }

    @Test
    void affineFormsOfExpressions() {
        Products p = new Products(Set.of("q"));
        assertEquals(Affine.constant(-3), p.affine(SymParser.parse("2 - 5")));
        assertEquals(A.times(-1).plus(2), p.affine(SymParser.parse("-(a - 2)")));
        assertEquals(Affine.ZERO, p.affine(SymParser.parse("a - a")));
        assertEquals(Affine.ZERO, p.affine(SymParser.parse("0 * a")));
        assertEquals(Affine.ZERO, p.affine(SymParser.parse("0")));
        assertEquals(A.times(6), p.affine(SymParser.parse("2 * (3 * a)")));
        assertEquals(A.times(6), p.affine(SymParser.parse("(a * 3) * 2")));
        // the count first or second, and the same product from both
        assertEquals(Affine.of("q*(a)").times(2), p.affine(SymParser.parse("q * a + a * q")));
        assertEquals(Affine.ZERO, p.affine(SymParser.parse("q * a - a * q")));
        // a product of two parameters that cancels is no product: the monomials are sorted before they are added
        assertEquals(Affine.of("c").times(2), p.affine(SymParser.parse("a * b - b * a + 2 * c")));
        assertEquals(Affine.of("q*(a + b)"), new Products(Set.of("q")).affine(SymParser.parse("q * a + q * b")));
        assertEquals("'q * (a * b)' has a term of degree 3, a*b*q (at most a count times a unit, or two different counts times a parameter: a group inside"
                + " a group)", message(() -> p.affine(SymParser.parse("q * (a * b)"))));
        assertEquals("'a * b': the product a*b of two parameters is not linear (one factor must be a count: a split quotient or a declared count)",
                message(() -> p.affine(SymParser.parse("a * b"))));
        assertTrue(message(() -> p.affine(SymParser.parse("q * q"))).contains("the product q*q of two counts"));
        assertEquals("'a < 2' is not affine (+, -, and * by a constant or of a count and a unit)", message(() -> p.affine(SymParser.parse("a < 2"))));
        assertTrue(message(() -> p.affine(SymParser.parse("!a"))).contains("not affine"));
        assertThrows(ArithmeticException.class, () -> p.affine(SymParser.parse("9223372036854775807 * 2")));
        assertThrows(ArithmeticException.class, () -> p.affine(SymParser.parse("9223372036854775807 * a + 9223372036854775807 * a")));
    }

    /** The side constraints of a product: true of real products, false of each wrong value near them. */
    @Test
    void sideConstraintsHoldOfRealProductsAndOfNothingElseNearby() {
        Products one = new Products(Set.of("q"));
        one.times(Affine.of("q"), A);
        Cond side = one.sideConstraints();
        for (long q = 0; q <= 5; q++) {
            for (long a = 1; a <= 6; a++) {
                for (long v = -1; v <= 40; v++) {
                    boolean want = q == 0 && v == 0 || q == 1 && v == a || q >= 2 && v >= 2 * a && v >= q + a - 1;
                    assertTrue(v != q * a || want, "a real product passes");
                    assertEquals(want, side.eval(values("q", q, "a", a, "q*(a)", v)), "q = " + q + ", a = " + a + ", q*(a) = " + v);
                }
            }
        }
        // c = 2, unit 3: at least 2 * 3 (5 passes c + u - 1 = 4, not 2u)
        assertFalse(side.eval(values("q", 2, "a", 3, "q*(a)", 5)));
        // c = 5, unit 1: at least c + u - 1 = 5 (4 passes 2u = 2)
        assertFalse(side.eval(values("q", 5, "a", 1, "q*(a)", 4)));
        assertFalse(side.eval(values("q", 0, "a", 3, "q*(a)", 1)));
        assertFalse(side.eval(values("q", 1, "a", 3, "q*(a)", 4)));

        // two units of the same count that differ by a constant: the products differ by exactly that constant times the count
        Products three = new Products(Set.of("q"));
        three.times(Affine.of("q"), A);
        three.times(Affine.of("q"), A.plus(2));
        three.times(Affine.of("q"), B);
        assertEquals(3, three.all().size());
        Cond all = three.sideConstraints();
        assertEquals(4, ((Cond.And) all).parts().size(), all.show());
        assertTrue(all.eval(values("q", 3, "a", 4, "b", 2, "q*(a)", 12, "q*(a + 2)", 18, "q*(b)", 6)));
        assertFalse(all.eval(values("q", 3, "a", 4, "b", 2, "q*(a)", 12, "q*(a + 2)", 19, "q*(b)", 6)));
        // q*(a + 2) = 13 >= 2 * 6 on its own; only the difference refutes it
        assertFalse(all.eval(values("q", 3, "a", 1, "b", 2, "q*(a)", 3, "q*(a + 2)", 13, "q*(b)", 6)));
        assertTrue(all.eval(values("q", 3, "a", 1, "b", 2, "q*(a)", 3, "q*(a + 2)", 9, "q*(b)", 6)));
        // not for units that differ by more than a constant (a and b): a product of b >= 2u passes
        assertTrue(all.eval(values("q", 3, "a", 4, "b", 2, "q*(a)", 12, "q*(a + 2)", 18, "q*(b)", 7)));
        String smt = all.toSmt();
        assertTrue(smt.contains("(= (+ (* (- 1) |q*(a + 2)|) |q*(a)| 0) (+ (* (- 2) |q|) 0))"), smt);
        assertEquals(Cond.TRUE, new Products(Set.of("q")).sideConstraints());
        // products of different counts are not related, even for units that differ by a constant
        Products two = new Products(Set.of("q", "k"));
        two.times(Affine.of("q"), A);
        two.times(Affine.of("k"), A.plus(1));
        assertEquals(2, ((Cond.And) two.sideConstraints()).parts().size());
    }

    /**
     * Two counts of one unit (issue 36): the comparison facts hold of every real pair of products
     * (every unit U &gt;= 0, counts of any sign), and each false value near a real one with the
     * counts within the compared constants is refuted; units that differ get no comparison.
     */
    @Test
    void twoCountsOfOneUnitAreCompared() {
        Products p = new Products(Set.of("m", "n"));
        p.times(Affine.of("m"), A);
        p.times(Affine.of("n"), A);
        Cond side = p.sideConstraints();
        assertEquals(2 + 2 * (2 * Products.COMPARED + 1), ((Cond.And) side).parts().size(), side.show());
        Cond pair = Cond.and(((Cond.And) side).parts().subList(2, ((Cond.And) side).parts().size()));
        for (long m = -2; m <= 6; m++) {
            for (long n = -2; n <= 6; n++) {
                for (long a = 0; a <= 4; a++) {
                    assertTrue(pair.eval(values("m", m, "n", n, "a", a, "m*(a)", m * a, "n*(a)", n * a)), m + " " + n + " " + a);
                    for (long off = -3; off <= 3; off++) {
                        boolean near = Math.abs(n - m) <= Products.COMPARED && off != 0 && a >= 1;
                        if (near) {
                            assertFalse(pair.eval(values("m", m, "n", n, "a", a, "m*(a)", m * a, "n*(a)", n * a + off)), m + " " + n + " " + a + " " + off);
                        }
                    }
                }
            }
        }
        // n >= m + 2 with n*(a) - m*(a) = 3 at a = 2: a false product fact is refuted
        assertFalse(pair.eval(values("m", 1, "n", 3, "a", 2, "m*(a)", 2, "n*(a)", 5)));
        // beyond the compared constants only the sign and the nearest bound are known (a difference of 5 units passes at n - m = 4)
        assertTrue(pair.eval(values("m", 0, "n", 4, "a", 1, "m*(a)", 0, "n*(a)", 5)));
        Products other = new Products(Set.of("m", "n"));
        other.times(Affine.of("m"), A);
        other.times(Affine.of("n"), B);
        assertEquals(2, ((Cond.And) other.sideConstraints()).parts().size());
    }

    // ---- Sym ----

    @Test
    void expressionsEvaluateExactly() {
        Map<String, Long> v = values("a", 7, "b", -3);
        String[][] cases = {
            {"a + b", "4"}, {"a - b", "10"}, {"a * b", "-21"}, {"-a", "-7"}, {"!a", "0"}, {"!0", "1"}, {"!(a - 7)", "1"},
            {"a < 7", "0"}, {"a < 8", "1"}, {"a <= 7", "1"}, {"a <= 6", "0"}, {"a > 7", "0"}, {"a > 6", "1"}, {"a >= 7", "1"}, {"a >= 8", "0"},
            {"a == 7", "1"}, {"a == 6", "0"}, {"a != 7", "0"}, {"a != 6", "1"},
            {"a && b", "1"}, {"a && 0", "0"}, {"0 && a", "0"}, {"0 || 0", "0"}, {"0 || b", "1"}, {"a || 0", "1"}, {"2 && 3", "1"}, {"0 || 5", "1"},
            {"a > 0 ? b : a", "-3"}, {"a < 0 ? b : a", "7"}, {"b ? 1 : 2", "1"}, {"0 ? 1 : 2", "2"},
            {"abs(b)", "3"}, {"abs(a)", "7"}, {"min(a, b)", "-3"}, {"min(b, a)", "-3"}, {"max(a, b)", "7"}, {"max(b, a)", "7"},
            {"floor(b, 2)", "-2"}, {"floor(a, 2)", "3"}, {"modulo(b, 2)", "1"}, {"modulo(a, 7)", "0"}, {"floor(a, 1)", "7"},
        };
        for (String[] c : cases) {
            assertEquals(Long.parseLong(c[1]), SymParser.parse(c[0]).eval(v), c[0]);
        }
        assertTrue(SymParser.parse("a > 0").test(v));
        assertFalse(SymParser.parse("a < 0").test(v));
        assertTrue(SymParser.parse("b").test(v));
        assertFalse(SymParser.parse("a + b - 4").test(v));
        // && and || do not evaluate the right side when the left decides
        assertEquals(0, SymParser.parse("0 && z").eval(v));
        assertEquals(1, SymParser.parse("1 || z").eval(v));
        assertEquals("unknown name 'z'", assertThrows(IllegalArgumentException.class, () -> SymParser.parse("1 && z").eval(v)).getMessage());
        assertThrows(IllegalArgumentException.class, () -> SymParser.parse("0 || z").eval(v));
        // the statements' floor and modulo have no value for a divisor below 1
        for (String bad : List.of("floor(a, 0)", "modulo(a, 0)", "floor(a, b)", "modulo(a, -1)")) {
            assertEquals("division by " + (bad.contains("0)") ? 0 : bad.contains("-1") ? -1 : -3),
                    assertThrows(ArithmeticException.class, () -> SymParser.parse(bad).eval(v)).getMessage(), bad);
        }
        for (String overflow : List.of("9223372036854775807 + 1", "-9223372036854775807 - 2", "9223372036854775807 * 2", "-(0 - 9223372036854775807 - 1)",
                "abs(0 - 9223372036854775807 - 1)")) {
            assertThrows(ArithmeticException.class, () -> SymParser.parse(overflow).eval(v), overflow);
        }
        assertThrows(IllegalStateException.class, () -> new Sym.Bin("/", new Sym.Num(1), new Sym.Num(1)).eval(v));
        assertThrows(IllegalStateException.class, () -> new Sym.Call("gcd", List.of(new Sym.Num(1), new Sym.Num(1))).eval(v));
    }

    @Test
    void expressionsPrintWithTheirParentheses() {
        String[][] cases = {
            {"a + b * c", "a + (b * c)"}, {"(a + b) * c", "(a + b) * c"}, {"-(a + 1)", "-(a + 1)"}, {"-a", "-a"}, {"!(a < b)", "!(a < b)"},
            {"a < b && b < c || c == 1", "(a < b && b < c) || c == 1"}, {"a < b && (b < c || c == 1)", "a < b && (b < c || c == 1)"},
            {"a && b && c", "a && b && c"}, {"a || b || c", "a || b || c"}, {"a && (b ? 1 : 2) == 1", "a && (b ? 1 : 2) == 1"},
            {"a ? b + 1 : min(a, 2 * b)", "a ? b + 1 : min(a, 2 * b)"}, {"abs(a)", "abs(a)"}, {"1 - (a ? 1 : 0)", "1 - (a ? 1 : 0)"},
            {"1 <= a < b", "1 <= a && a < b"}, {"!a && b", "!a && b"},
        };
        for (String[] c : cases) {
            assertEquals(c[1], SymParser.parse(c[0]).show(), c[0]);
        }
    }

    // ---- SymParser ----

    @Test
    void theParserRefusesWithTheColumn() {
        String[][] cases = {
            {"a +", "in 'a +' at column 4: unexpected end"},
            {"a + )", "in 'a + )' at column 5: unexpected ')'"},
            {"(a + 1", "in '(a + 1' at column 7: expected ')'"},
            {"a b", "in 'a b' at column 3: unexpected 'b'"},
            {"a ? 1", "in 'a ? 1' at column 6: expected ':'"},
            {"a / 2", "in 'a / 2' at column 3: '/' (it truncates toward zero in the statements' expressions: write floor(x, y) or modulo(x, y))"},
            {"a % 2", "in 'a % 2' at column 3: '%' (it truncates toward zero in the statements' expressions: write floor(x, y) or modulo(x, y))"},
            {"2 * 010", "in '2 * 010' at column 5: a number with a leading zero (the statements' expressions read 010 as octal 8: write it without the zero)"},
            {"10L", "in '10L' at column 3: 'L' after a number (only plain decimal integers)"},
            {"1.5", "in '1.5' at column 2: '.' after a number (only plain decimal integers)"},
            {"2_0", "in '2_0' at column 2: '_' after a number (only plain decimal integers)"},
            {"99999999999999999999", "in '99999999999999999999' at column 21: number too large"},
            {"gcd(a, b)", "in 'gcd(a, b)' at column 5: unknown function 'gcd' (known: abs, floor, max, min, modulo)"},
            {"min(a)", "in 'min(a)' at column 7: min takes 2 argument(s)"},
            {"abs(a, b)", "in 'abs(a, b)' at column 10: abs takes 1 argument(s)"},
            {"max(a, b", "in 'max(a, b' at column 9: expected ')'"},
            {"a == b < c", "in 'a == b < c' at column 8: a chain of comparisons with == (write parentheses or &&)"},
            {"a != b == c", "in 'a != b == c' at column 8: a chain of comparisons with != (write parentheses or &&)"},
            {"a < b == c", "in 'a < b == c' at column 9: a chain of comparisons with == (write parentheses or &&)"},
            {"a < b < c != d", "in 'a < b < c != d' at column 13: a chain of comparisons with != (write parentheses or &&)"},
            {"a #", "in 'a #' at column 3: unexpected '#'"},
            {"", "in '' at column 1: unexpected end"},
        };
        for (String[] c : cases) {
            assertEquals(c[1], message(() -> SymParser.parse(c[0])), c[0]);
        }
    }

    @Test
    void theParserReadsEveryForm() {
        assertEquals(new Sym.Bin("&&", new Sym.Bin("<", new Sym.Num(1), new Sym.Name("a")),
                new Sym.Bin("&&", new Sym.Bin("<=", new Sym.Name("a"), new Sym.Name("b")), new Sym.Bin(">", new Sym.Name("b"), new Sym.Num(0)))),
                SymParser.parse("1 < a <= b > 0"));
        assertEquals(new Sym.Bin("&&", new Sym.Bin(">=", new Sym.Name("a"), new Sym.Name("b")), new Sym.Bin(">", new Sym.Name("b"), new Sym.Name("c"))),
                SymParser.parse(" a>=b>c "));
        assertEquals(new Sym.Bin("!=", new Sym.Name("a"), new Sym.Num(0)), SymParser.parse("a!=0"));
        assertEquals(new Sym.Unary("!", new Sym.Unary("!", new Sym.Name("a"))), SymParser.parse("!!a"));
        assertEquals(new Sym.Unary("-", new Sym.Unary("-", new Sym.Name("a"))), SymParser.parse("--a"));
        assertEquals(new Sym.Bin("-", new Sym.Bin("-", new Sym.Name("a"), new Sym.Num(1)), new Sym.Num(2)), SymParser.parse("a - 1 - 2"));
        assertEquals(new Sym.Bin("*", new Sym.Bin("*", new Sym.Num(2), new Sym.Name("a")), new Sym.Name("b")), SymParser.parse("2*a*b"));
        assertEquals(new Sym.Ternary(new Sym.Name("a"), new Sym.Num(1), new Sym.Ternary(new Sym.Name("b"), new Sym.Num(2), new Sym.Num(3))),
                SymParser.parse("a ? 1 : b ? 2 : 3"));
        assertEquals(new Sym.Call("modulo", List.of(new Sym.Name("x_1"), new Sym.Num(0))), SymParser.parse("modulo(x_1, 0)"));
        assertEquals(new Sym.Name("_a9"), SymParser.parse("_a9"));
        assertEquals(new Sym.Num(0), SymParser.parse("0"));
        assertEquals(new Sym.Num(9223372036854775807L), SymParser.parse("9223372036854775807"));
        assertEquals(new Sym.Bin("||", new Sym.Bin("||", new Sym.Name("a"), new Sym.Name("b")), new Sym.Bin("&&", new Sym.Name("c"), new Sym.Name("d"))),
                SymParser.parse("a || b || c && d"));
    }

    // ---- ParametricWord ----

    private static ParametricWord word(List<ParametricWord.Split> splits, List<String> counts, Map<Convention, List<ParametricWord.Case>> cases) {
        return new ParametricWord(SymParser.parse("a >= 1"), List.of("a", "b"), counts, splits, cases);
    }

    private static ParametricWord.Case wcase(String when, String pre, String period) {
        return new ParametricWord.Case(when, SymParser.parse(when), pre == null ? null : ParametricWord.parseWord(pre),
                period == null ? null : ParametricWord.parseWord(period));
    }

    @Test
    void wordsExpandCaseByCase() {
        ParametricWord.Split split = new ParametricWord.Split("b", SymParser.parse("2*a"), "q", "r");
        ParametricWord.Case small = wcase("r < a", "2^r", "(0^a 1^a)^q 3");
        ParametricWord.Case rest = wcase("1 == 1", "", "0^a 1^(r - a + 1)");
        ParametricWord w = word(List.of(split), List.of("k"), Map.of(Convention.WALL, List.of(small, rest)));
        assertEquals(List.of("a", "q", "r"), List.copyOf(w.variables()));
        assertEquals(List.of("k", "q"), List.copyOf(w.countVariables()));
        assertEquals(0, ParametricWord.base(Convention.WALL));
        assertEquals(1, ParametricWord.base(Convention.SINK));

        Map<String, Long> v = w.extend(values("a", 3, "b", 14));
        assertEquals(values("a", 3, "b", 14, "q", 2, "r", 2), v);
        assertSame(small, w.caseFor(Convention.WALL, v));
        assertNull(w.caseFor(Convention.SINK, v));
        ParametricWord.Concrete c = ParametricWord.expand(small, v);
        assertEquals("r < a", c.caseName());
        assertArrayEquals(new int[] {2, 2}, c.pre());
        assertArrayEquals(new int[] {0, 0, 0, 1, 1, 1, 0, 0, 0, 1, 1, 1, 3}, c.period());
        assertEquals(2, c.letterAt(0));
        assertEquals(2, c.letterAt(1));
        assertEquals(0, c.letterAt(2));
        assertEquals(3, c.letterAt(14));
        assertEquals(0, c.letterAt(15));
        assertEquals(1, c.letterAt(2 + 13 + 4));

        Map<String, Long> at = w.extend(values("a", 3, "b", 10));
        assertEquals(values("a", 3, "b", 10, "q", 1, "r", 4), at);
        assertSame(rest, w.caseFor(Convention.WALL, at));
        ParametricWord.Concrete d = ParametricWord.expand(rest, at);
        assertArrayEquals(new int[0], d.pre());
        assertArrayEquals(new int[] {0, 0, 0, 1, 1}, d.period());
        // a negative dividend: floor division, remainder in 0..by-1
        assertEquals(values("a", 2, "b", -1, "q", -1, "r", 3), w.extend(values("a", 2, "b", -1)));
        assertEquals("split of b by 2 * a = 0 (must be >= 1)", message(() -> w.extend(values("a", 0, "b", 5))));
        assertTrue(message(() -> w.extend(values("a", -1, "b", 5))).contains("= -2 (must be >= 1)"));
        assertEquals(values("a", 1, "b", 5, "q", 2, "r", 1), w.extend(values("a", 1, "b", 5)));
        assertTrue(small.hasWord());
        assertFalse(wcase("a > 0", null, null).hasWord());
    }

    @Test
    void negativeLengthsAndCountsAreReportedWithTheCase() {
        ParametricWord.Case k = wcase("c", "1^(a - 2)", "0^a");
        assertEquals("case c: run 1^(a - 2) has length -1 < 0 at {a=1}", message(() -> ParametricWord.expand(k, values("a", 1))));
        assertArrayEquals(new int[0], ParametricWord.expand(k, values("a", 2)).pre());
        ParametricWord.Case g = wcase("g", "(0 1^2)^(a - 2)", "0^a");
        assertEquals("case g: count a - 2 = -1 < 0 at {a=1}", message(() -> ParametricWord.expand(g, values("a", 1))));
        assertArrayEquals(new int[0], ParametricWord.expand(g, values("a", 2)).pre());
        assertArrayEquals(new int[] {0, 1, 1, 0, 1, 1}, ParametricWord.expand(g, values("a", 4)).pre());
    }

    /** A group of groups (issue 36): parsed as a nest, printed back, expanded letter by letter. */
    @Test
    void nestedGroupsParsePrintAndExpand() {
        String text = "((0^2 1^2)^(q + 1) 2)^j (0 3 1 2)^(q + 1)";
        List<ParametricWord.Part> w = ParametricWord.parseWord(text);
        assertEquals(2, w.size());
        ParametricWord.Nest n = (ParametricWord.Nest) w.get(0);
        assertEquals("j", n.count().show());
        assertEquals(List.of(ParametricWord.Group.class, ParametricWord.Run.class), n.parts().stream().map(Object::getClass).toList());
        assertEquals(ParametricWord.Group.class, w.get(1).getClass());
        assertEquals("((0^2 1^2)^(q + 1) 2^1)^j (0^1 3^1 1^1 2^1)^(q + 1)", ParametricWord.show(w));
        assertEquals(w, ParametricWord.parseWord(ParametricWord.show(w)));
        assertTrue(ParametricWord.nested(w));
        assertEquals(List.of("j", "q + 1", "2", "2", "1", "q + 1", "1", "1", "1", "1"), ParametricWord.expressions(w).stream().map(Sym::show).toList());
        ParametricWord.Case k = wcase("q >= 0", "", text);
        // q = 1, j = 2: 0011 0011 2 twice, then 0312 twice
        assertEquals("0011001120011001120312" + "0312", digits(ParametricWord.expand(k, values("q", 1, "j", 2)).period()));
        assertEquals("0312", digits(ParametricWord.expand(k, values("q", 0, "j", 0)).period()));
        assertEquals("case q >= 0: count j = -1 < 0 at {q=0, j=-1}", message(() -> ParametricWord.expand(k, values("q", 0, "j", -1))));
        assertEquals("a group may hold groups, but not groups of groups (two levels at most)",
                message(() -> new ParametricWord.Nest(List.of(n), new Sym.Num(2))));
    }

    private static String digits(int[] letters) {
        StringBuilder sb = new StringBuilder();
        for (int l : letters) {
            sb.append(l);
        }
        return sb.toString();
    }

    @Test
    void wordTextsParseAndPrint() {
        assertEquals("0^a 1^(a + 1) (2^1 3^q)^(k - 1) 12^10", ParametricWord.show(ParametricWord.parseWord("  0^a 1^(a + 1)(2 3^q)^(k - 1) 12^10 ")));
        assertEquals("(0^1)^2", ParametricWord.show(ParametricWord.parseWord("( 0 )^2")));
        assertEquals("(0^1 1^a)^2", ParametricWord.show(ParametricWord.parseWord("(0 1^a) ^2")));
        assertEquals("0^a", ParametricWord.show(ParametricWord.parseWord("0^((a))")));
        assertEquals("0^(a + 1)", ParametricWord.show(ParametricWord.parseWord("0^((a) + 1)")));
        assertEquals(List.of(), ParametricWord.parseWord("   "));
        assertEquals(List.of(new ParametricWord.Run(5, new Sym.Num(1))), ParametricWord.parseWord("5"));
        assertEquals(List.of(new ParametricWord.Run(0, SymParser.parse("a*(b + 1)"))), ParametricWord.parseWord("0^(a*(b + 1))"));
        String[][] bad = {
            {"(0^a", "word '(0^a': a group is not closed"},
            {"(0^a) 1", "word '(0^a) 1': a group needs ^count"},
            {"(0^a)", "word '(0^a)': a group needs ^count"},
            {"()^2", "word '()^2': an empty group"},
            {"0^(a", "word '0^(a': unbalanced parentheses"},
            {"0^", "word '0^' at column 3: expected a length (number, name or (expression))"},
            {"0 a^2", "word '0 a^2' at column 3: expected a letter (a number)"},
            {"99999999999^2", "word '99999999999^2': letter too large"},
            {"(0^a x)^2", "word '(0^a x)^2' at column 6: expected a letter (a number)"},
            {"(((0)^2)^2)^2", "word '(((0)^2)^2)^2' at column 3: groups nest two levels at most"},
            {"((0^a)^2 1", "word '((0^a)^2 1': a group is not closed"},
            {"0^a)^2", "word '0^a)^2' at column 4: a ')' without its '('"},
            {"((0^a)^q 1)", "word '((0^a)^q 1)': a group needs ^count"},
        };
        for (String[] b : bad) {
            assertEquals(b[1], message(() -> ParametricWord.parseWord(b[0])), b[0]);
        }
    }
}
