package org.subgames.specs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.atomic.AtomicLong;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.Tag;
import net.jqwik.api.lifecycle.AfterContainer;
import org.apache.commons.jexl3.MapContext;
import org.subgames.symbolic.Sym;

/**
 * One semantics: on random expression texts (every literal form JEXL knows, precedence mixes,
 * chains, functions the prover reads and ones it does not, / and %) and random bindings, the
 * prover's reading ({@link Expr#sym()}, JEXL's own tree translated) either refuses the text or has
 * exactly the value the checker computes (JEXL), and fails exactly where the checker fails. The
 * seed is fixed and printed by jqwik on a failure; the counts are printed at the end.
 */
@Tag("statements")
class OneSemanticsPropertiesTest {

    private static final AtomicLong SAME = new AtomicLong();
    private static final AtomicLong REFUSED = new AtomicLong();
    private static final AtomicLong BOTH_FAIL = new AtomicLong();
    private static final AtomicLong NOT_JEXL = new AtomicLong();

    private static final List<String> NAMES = List.of("a", "b", "c");

    @Property(seed = "3535", tries = 4000)
    void theProverReadsWhatTheCheckerEvaluates(@ForAll("expressions") String text, @ForAll("bindings") Map<String, Long> values) {
        Expr e;
        try {
            e = Expr.filter("expression", text);
        } catch (RuntimeException notJexl) {
            NOT_JEXL.incrementAndGet();
            return;
        }
        Sym s;
        try {
            s = e.sym();
        } catch (ExprTree.NotExact refused) {
            REFUSED.incrementAndGet();
            return;
        }
        MapContext ctx = new MapContext();
        values.forEach(ctx::set);
        Object checker;
        try {
            checker = e.eval(ctx);
        } catch (RuntimeException fails) {
            assertFails(s, values, text, fails);
            return;
        }
        long prover;
        try {
            prover = s.eval(values);
        } catch (RuntimeException fails) {
            throw new AssertionError("'" + text + "' at " + values + ": the checker has " + checker + ", the prover fails: " + fails, fails);
        }
        assertEquals(integer(checker), BigInteger.valueOf(prover), "'" + text + "' read as '" + s.show() + "' at " + values);
        SAME.incrementAndGet();
    }

    private static void assertFails(Sym s, Map<String, Long> values, String text, RuntimeException checker) {
        try {
            long v = s.eval(values);
            throw new AssertionError("'" + text + "' at " + values + ": the checker fails (" + checker.getMessage() + "), the prover has " + v);
        } catch (ArithmeticException | IllegalArgumentException expected) {
            BOTH_FAIL.incrementAndGet();
        }
    }

    private static BigInteger integer(Object v) {
        if (v instanceof Boolean b) {
            return b ? BigInteger.ONE : BigInteger.ZERO;
        }
        if (v instanceof BigInteger b) {
            return b;
        }
        assertTrue(v instanceof Integer || v instanceof Long, "an integer or truth value: " + v);
        return BigInteger.valueOf(((Number) v).longValue());
    }

    @AfterContainer
    static void counts() {
        System.out.printf("one semantics: %d equal values, %d failing in both, %d refused by the prover, %d not JEXL (seed 3535)%n", SAME.get(),
                BOTH_FAIL.get(), REFUSED.get(), NOT_JEXL.get());
        assertTrue(SAME.get() > 800, "most random expressions are read by the prover: " + SAME.get());
    }

    @Provide
    Arbitrary<Map<String, Long>> bindings() {
        return Arbitraries.longs().between(-30, 30).list().ofSize(NAMES.size()).map(vs -> {
            Map<String, Long> m = new LinkedHashMap<>();
            for (int i = 0; i < NAMES.size(); i++) {
                m.put(NAMES.get(i), vs.get(i));
            }
            return m;
        });
    }

    @Provide
    Arbitrary<String> expressions() {
        return Arbitraries.longs().map(seed -> expression(new Random(seed), 4));
    }

    private static final List<String> BINARY = List.of("+", "-", "*", "+", "-", "*", "/", "%", "<", "<=", ">", ">=", "==", "!=", "&&", "||",
            " and ", " or ", " eq ", " lt ");

    /** A random expression text of depth at most d, unparenthesised at times, so JEXL's precedence decides. */
    static String expression(Random r, int d) {
        int k = d == 0 ? r.nextInt(2) : r.nextInt(9);
        return switch (k) {
            case 0 -> literal(r);
            case 1 -> NAMES.get(r.nextInt(NAMES.size()));
            case 2, 3 -> expression(r, d - 1) + " " + BINARY.get(r.nextInt(BINARY.size())) + " " + expression(r, d - 1);
            case 4 -> "(" + expression(r, d - 1) + ")";
            case 5 -> (r.nextBoolean() ? "-" : "!") + (r.nextBoolean() ? "(" + expression(r, d - 1) + ")" : expression(r, 0));
            case 6 -> expression(r, d - 1) + " ? " + expression(r, d - 1) + " : " + expression(r, d - 1);
            case 7 -> List.of("min", "max", "floor", "modulo", "gcd", "ceil").get(r.nextInt(6)) + "(" + expression(r, d - 1) + ", "
                    + expression(r, d - 1) + ")";
            default -> expression(r, d - 1) + " < " + expression(r, 0) + (r.nextBoolean() ? " <= " : " == ") + expression(r, 0);
        };
    }

    private static String literal(Random r) {
        int v = r.nextInt(20);
        return switch (r.nextInt(6)) {
            case 0 -> "0" + Integer.toOctalString(v);
            case 1 -> "0x" + Integer.toHexString(v);
            case 2 -> v + "L";
            case 3 -> v + ".0";
            default -> Integer.toString(v);
        };
    }
}
