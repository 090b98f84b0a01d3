package org.subgames.symbolic;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.subgames.base.BadInputException;

/**
 * The symbolic arithmetic against plain evaluation: an expression made affine (products as
 * variables) has the value of the expression when each product variable holds its product, and
 * the products' side constraints hold of real products.
 */
@Tag("smt")
class SymbolicTest {

    private static final List<String> EXPRESSIONS = List.of("2*k*a + c", "(q + 1)*(2*a) + r - a", "a + 2*q*a + r", "3*(a - r) - q*(a + 1)",
            "k*(2*a + d) + a + d + 1 + u", "-(q*a) + 4");

    @Property(seed = "25", tries = 300)
    void anAffineFormHasTheValueOfItsExpression(@ForAll @IntRange(min = 1, max = 50) int a, @ForAll @IntRange(min = 0, max = 9) int q,
                                                @ForAll @IntRange(min = 0, max = 60) int r, @ForAll @IntRange(min = 0, max = 7) int k,
                                                @ForAll @IntRange(min = 0, max = 40) int c) {
        Map<String, Long> v = new HashMap<>(Map.of("a", (long) a, "q", (long) q, "r", (long) r, "k", (long) k, "c", (long) c,
                "d", (long) (c + 1), "u", (long) (r + 2)));
        Products p = new Products(Set.of("q", "k"));
        for (String text : EXPRESSIONS) {
            Sym s = SymParser.parse(text);
            Affine t = p.affine(s);
            Map<String, Long> with = new HashMap<>(v);
            for (Products.Product pr : p.all()) {
                with.put(pr.name(), v.get(pr.count()) * pr.unit().eval(v));
            }
            assertEquals(s.eval(v), t.eval(with), text + " -> " + t);
            assertTrue(p.sideConstraints().eval(with), "the side constraints hold of real products: " + p.sideConstraints().show());
        }
    }

    @Test
    void productsAreNamedByTheirPrimitiveUnit() {
        Products p = new Products(Set.of("q"));
        Affine t = p.affine(SymParser.parse("q*(4*a) + q*a*2"));
        assertEquals(Affine.of("q*(a)").times(6), t);
        assertEquals(1, p.all().size());
        assertEquals(Affine.of("a"), p.all().get(0).unit());
    }

    @Test
    void multipleOfNeedsAnIntegerFactor() {
        Affine a = Affine.of("a");
        assertEquals(2L, a.times(2).plus(Affine.of("r").times(4)).multipleOf(a.plus(Affine.of("r").times(2))));
        assertNull(a.multipleOf(a.times(2)));
        assertNull(a.plus(1).multipleOf(a));
        assertEquals(0L, Affine.ZERO.multipleOf(a));
    }

    @Test
    void nonLinearTermsAreBadInputWithTheReason() {
        Products p = new Products(Set.of("q"));
        assertTrue(assertThrows(BadInputException.class, () -> p.affine(SymParser.parse("a*b"))).getMessage().contains("two parameters"));
        assertTrue(assertThrows(BadInputException.class, () -> p.affine(SymParser.parse("q*q"))).getMessage().contains("two counts"));
        assertTrue(assertThrows(BadInputException.class, () -> p.affine(SymParser.parse("q*a*a"))).getMessage().contains("degree 3"));
        assertTrue(assertThrows(BadInputException.class, () -> p.affine(SymParser.parse("min(a, 2)"))).getMessage().contains("not affine"));
    }

    @Test
    void wordsParseAndPrintInTheStatementSyntax() {
        String w = "(0^a 1^a)^(q + 1) 0^r 2^(a - r) 1 3^12";
        List<ParametricWord.Part> parts = ParametricWord.parseWord(w);
        assertEquals(5, parts.size());
        assertEquals("(0^a 1^a)^(q + 1) 0^r 2^(a - r) 1^1 3^12", ParametricWord.show(parts));
        for (String bad : List.of("(0^a", "0^", "a^2", "(0^a)", "()^2", "0^(a")) {
            assertThrows(BadInputException.class, () -> ParametricWord.parseWord(bad), bad);
        }
    }

    @Test
    void theParserReadsChainedComparisonsAndReportsTheColumn() {
        Sym s = SymParser.parse("1 <= d < a && !(u == 3) || modulo(b, 2*a) == a ? 1 : 0");
        assertEquals(1, s.eval(Map.of("d", 1L, "a", 3L, "u", 2L, "b", 9L)));
        assertEquals(0, s.eval(Map.of("d", 3L, "a", 3L, "u", 3L, "b", 8L)));
        String m = assertThrows(BadInputException.class, () -> SymParser.parse("a + * b")).getMessage();
        assertTrue(m.contains("column 5"), m);
    }
}
