package org.subgames.specs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.StringReader;
import java.math.BigInteger;
import java.util.ArrayList;
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
import org.apache.commons.jexl3.internal.Debugger;
import org.apache.commons.jexl3.parser.ASTArguments;
import org.apache.commons.jexl3.parser.ASTDivNode;
import org.apache.commons.jexl3.parser.ASTFunctionNode;
import org.apache.commons.jexl3.parser.ASTModNode;
import org.apache.commons.jexl3.parser.ASTReference;
import org.apache.commons.jexl3.parser.ASTUnaryMinusNode;
import org.apache.commons.jexl3.parser.JexlNode;
import org.junit.jupiter.api.Test;
import org.subgames.base.IntRange;
import org.subgames.census.CensusRun;
import org.subgames.game.Convention;
import org.subgames.period.StateCycle;

/**
 * The census's compiled expressions ({@link CompiledExpr}) against JEXL, the checker's meaning: on
 * random expression texts over the census vocabulary (parameters, lets, the facts of G, wall and
 * sink, S and its methods, literals up to Long.MAX_VALUE, text literals, every whitelisted operator
 * and function, and things outside the whitelist), as the census group of a three-move statement
 * at a random set, under both conventions. The compiled statement's frame is filled as the compiled
 * census fills it (parameters and moves by the enumeration, facts by the state-cycle kernel), the
 * JEXL context as {@link InstanceCensus#line} builds it. Each try ends in one of: the same text as
 * the census records for JEXL's value; not compiled (only for texts outside the whitelist or
 * ill-typed); or a fallback, which must have a cause JEXL shows (JEXL fails, widens to BigInteger
 * somewhere in the expression, or a negation or division wraps at the 64- or 32-bit minimum).
 * Compiled code that gives a value where JEXL fails is a failure. Seed fixed; counts printed.
 */
@Tag("statements")
class CompiledExprPropertiesTest {

    private static final AtomicLong EQUAL = new AtomicLong();
    private static final AtomicLong NOT_COMPILED = new AtomicLong();
    private static final AtomicLong FALLBACK = new AtomicLong();
    private static final AtomicLong JEXL_ERRORS = new AtomicLong();
    private static final AtomicLong WIDENED = new AtomicLong();
    private static final AtomicLong WRAPPED = new AtomicLong();
    private static final AtomicLong NOT_COMPILED_JEXL_ERRORS = new AtomicLong();
    private static final AtomicLong NOT_JEXL = new AtomicLong();
    private static final AtomicLong TRIES = new AtomicLong();

    private static final int LIMIT = 1 << 20;

    private static final String HEAD = "id: p\nkind: census\ntitle: t\nsource: s\nparameters: {a: 1..40, b: 1..40, c: 1..40}\n";
    private static final String LETS = "convention: both\nlet:\n  p: G.minimalPeriod\n  q: a + b * c\n  r: S.sumOfTwo(G.minimalPeriod)\n"
            + "  t: G.purelyPeriodic && a < b\n  h: 4611686018427387904 - a\n";
    /** The same lets over three move lists: sorted, in another order (labels in the statement's order), and with an expression. */
    private static final List<Statement> STATEMENTS = List.of(statement("[a, b, c]"), statement("[c, a, b]"), statement("[b, a, c + a]"));

    private static Statement statement(String moves) {
        return StatementLoader.parse("p.yaml", new StringReader(HEAD + "moves: " + moves + "\n" + LETS));
    }

    private final StateCycle kernel = new StateCycle();

    @Property(seed = "3740", tries = 5000)
    void compiledValuesAreJexlValues(@ForAll("expressions") Gen expr, @ForAll("sets") int[] abc, @ForAll("statements") int which) {
        TRIES.incrementAndGet();
        outcome(STATEMENTS.get(which), expr, abc);
    }

    /** The first discrepancy the property found: JEXL negates an int-valued -2^31 to itself (32-bit wrap). */
    @Test
    void negatingTheIntMinimumIsJexlsWrappedValueOrAFallback() {
        for (String text : List.of("-(-2147483647 - 1)", "-(-2147483648)", "-(S.min - 2147483649)", "-(0 - 2147483647 - S.size + 2)")) {
            outcome(STATEMENTS.get(0), new Gen(text, true), new int[] {1, 2, 3});
        }
    }

    /** Compiles and evaluates the expression both ways; returns the outcome (also counted). */
    private String outcome(Statement st, Gen expr, int[] abc) {
        Expr e;
        try {
            e = Expr.filter("--group", expr.text());
        } catch (SpecException notJexl) {
            NOT_JEXL.incrementAndGet();
            return "not JEXL";
        }
        CensusSpec spec = new CensusSpec(e, Map.of(), null);
        Map<String, IntRange> fixed = Map.of("a", new IntRange(abc[0], abc[0]), "b", new IntRange(abc[1], abc[1]), "c",
                new IntRange(abc[2], abc[2]));
        Instance in = Instances.at(st, abc[0], abc[1], abc[2]);
        InstanceFacts facts = new InstanceFacts(in, LIMIT, CensusRun.censusPath());
        MapContext ctx = Checker.context(in, facts);
        CompiledStatement cs;
        try {
            cs = CompiledStatement.of(st, spec, fixed, null);
        } catch (CompiledExpr.NotCompiled refused) {
            assertTrue(!expr.whitelisted(), "'" + expr.text() + "' is in the whitelist and well typed, but: " + refused.getMessage());
            NOT_COMPILED.incrementAndGet();
            try {
                jexl(st, e, ctx, facts, Convention.WALL); // JEXL may fail or not: the census takes the JEXL path
            } catch (RuntimeException jexlFails) {
                NOT_COMPILED_JEXL_ERRORS.incrementAndGet();
            }
            return "not compiled";
        }
        // the frame as the compiled census fills it: the enumeration, then the kernel's facts
        List<CompiledStatement.Block> blocks = cs.blocks(1);
        assertEquals(1, CompiledStatement.total(blocks));
        CompiledExpr.Frame f = cs.frame();
        int[] seen = {0};
        cs.forEach(blocks.get(0), f, i -> seen[0]++);
        assertEquals(1, seen[0]);
        assertEquals(List.of(in.moves()[0], in.moves()[1], in.moves()[2]), List.of(f.moves[0], f.moves[1], f.moves[2]));
        for (Convention c : st.conventions()) {
            StateCycle.Facts k = kernel.run(f.sorted, c, LIMIT);
            f.certified(c, k);
        }
        boolean anyFallback = false;
        boolean anyJexlError = false;
        String[] texts = new String[2];
        for (Convention c : st.conventions()) {
            f.g = c.ordinal();
            String compiled;
            try {
                cs.lets(f);
                compiled = cs.group(f);
            } catch (CompiledExpr.Fallback fb) {
                compiled = null;
            }
            Object jexl;
            RuntimeException jexlError = null;
            try {
                jexl = jexl(st, e, ctx, facts, c);
            } catch (RuntimeException x) {
                jexl = null;
                jexlError = x;
            }
            String where = "'" + expr.text() + "' at S = " + in.setText() + " of " + st.moves().list() + " under " + c.id();
            if (compiled == null) {
                anyFallback = true;
                anyJexlError |= jexlError != null;
                if (jexlError == null && !(jexl instanceof BigInteger)) {
                    String cause = cause(e, ctx);
                    assertTrue(cause != null, where + ": the compiled code fell back, JEXL has " + jexl + " ("
                            + jexl.getClass().getSimpleName() + ") and no sub-expression overflows, fails or wraps");
                    (cause.endsWith("(BigInteger)") ? WIDENED : WRAPPED).incrementAndGet();
                } else if (jexlError == null) {
                    WIDENED.incrementAndGet();
                }
            } else if (jexlError != null) {
                fail(where + ": JEXL fails (" + jexlError.getMessage() + "), the compiled code has " + compiled);
            } else {
                assertEquals(text(jexl), compiled, where + " (JEXL's value " + jexl.getClass().getSimpleName() + ")");
                texts[c.ordinal()] = compiled;
            }
        }
        if (anyFallback) {
            FALLBACK.incrementAndGet();
            if (anyJexlError) {
                JEXL_ERRORS.incrementAndGet();
            }
            return "fallback";
        }
        // the text above is the census's: its own line for the instance has the same group
        JsonNode line = InstanceCensus.line(in, 1, spec, LIMIT, CensusRun.censusPath());
        for (Convention c : st.conventions()) {
            assertEquals(texts[c.ordinal()], InstanceCensus.text(line.path(c.id()).path("group")), expr.text());
        }
        EQUAL.incrementAndGet();
        return "equal";
    }

    /** The group by JEXL under the convention, as {@link InstanceCensus#line} evaluates it: G bound, the lets in order. */
    private static Object jexl(Statement st, Expr group, MapContext ctx, InstanceFacts facts, Convention c) {
        ctx.set("G", new GameFacts(facts, c.id()));
        for (Map.Entry<String, Expr> let : st.lets().entrySet()) {
            ctx.set(let.getKey(), let.getValue().eval(ctx));
        }
        return group.eval(ctx);
    }

    /** The census's text of a value JEXL gives: digits, true/false, the text. */
    private static String text(Object v) {
        return v instanceof String s ? s : String.valueOf(v);
    }

    /**
     * Why JEXL's evaluation leaves the 64-bit fast path somewhere in the expression (ctx has G bound),
     * or null: a sub-expression that fails or is a BigInteger, a negation of -2^63 or of an int -2^31,
     * a division or remainder of -2^63 by -1.
     */
    private static String cause(Expr e, MapContext ctx) {
        List<JexlNode> nodes = new ArrayList<>();
        expressions(ExprTree.root(e.text(), e.script()).jjtGetChild(0), nodes);
        for (JexlNode n : nodes) {
            Object v;
            try {
                v = Expr.evalText(source(n), ctx);
            } catch (RuntimeException x) {
                return source(n) + " fails";
            }
            if (v instanceof BigInteger) {
                return source(n) + " = " + v + " (BigInteger)";
            }
            if (n instanceof ASTUnaryMinusNode) {
                Object x = Expr.evalText(source(n.jjtGetChild(0)), ctx);
                if (x instanceof Number k && (k.longValue() == Long.MIN_VALUE || k.longValue() == Integer.MIN_VALUE)) {
                    return "-(" + x + ")";
                }
            }
            if ((n instanceof ASTDivNode || n instanceof ASTModNode) && v instanceof Number) {
                Object x = Expr.evalText(source(n.jjtGetChild(0)), ctx);
                Object y = Expr.evalText(source(n.jjtGetChild(1)), ctx);
                if (((Number) x).longValue() == Long.MIN_VALUE && ((Number) y).longValue() == -1) {
                    return source(n) + " wraps";
                }
            }
        }
        return null;
    }

    /** The node and its sub-expressions (references and function calls whole, with their arguments). */
    private static void expressions(JexlNode n, List<JexlNode> out) {
        out.add(n);
        if (n instanceof ASTReference || n instanceof ASTFunctionNode) {
            for (int i = 0; i < n.jjtGetNumChildren(); i++) {
                JexlNode k = n.jjtGetChild(i);
                for (int j = 0; j < k.jjtGetNumChildren(); j++) {
                    if (k.jjtGetChild(j) instanceof ASTArguments args) {
                        for (int m = 0; m < args.jjtGetNumChildren(); m++) {
                            expressions(args.jjtGetChild(m), out);
                        }
                    }
                }
                if (k instanceof ASTArguments args) {
                    for (int m = 0; m < args.jjtGetNumChildren(); m++) {
                        expressions(args.jjtGetChild(m), out);
                    }
                }
            }
            return;
        }
        for (int i = 0; i < n.jjtGetNumChildren(); i++) {
            expressions(n.jjtGetChild(i), out);
        }
    }

    private static String source(JexlNode n) {
        Debugger d = new Debugger();
        d.debug(n, false);
        return d.toString().trim();
    }

    @AfterContainer
    static void counts() {
        System.out.printf("compiled expressions (seed 3740): %d tries; %d equal; %d not compiled (JEXL fails on %d of them); %d fall back "
                + "(JEXL fails on %d; games where JEXL widens to BigInteger: %d, where a sub-expression fails, or JEXL wraps: %d); "
                + "%d not JEXL%n", TRIES.get(), EQUAL.get(), NOT_COMPILED.get(), NOT_COMPILED_JEXL_ERRORS.get(), FALLBACK.get(),
                JEXL_ERRORS.get(), WIDENED.get(), WRAPPED.get(), NOT_JEXL.get());
        if (TRIES.get() >= 1000) {
            assertTrue(EQUAL.get() * 100 > 30 * TRIES.get(), "at least 30 % of the random expressions compile to JEXL's value: " + EQUAL.get()
                    + " of " + TRIES.get());
            assertTrue(NOT_COMPILED.get() * 100 > 5 * TRIES.get() && FALLBACK.get() * 100 > 2 * TRIES.get(),
                    "the generator also reaches the refusals and the fallbacks");
        }
    }

    @Provide
    Arbitrary<int[]> sets() {
        return Arbitraries.integers().between(1, 40).set().ofSize(3).map(s -> s.stream().mapToInt(Integer::intValue).sorted().toArray());
    }

    @Provide
    Arbitrary<Integer> statements() {
        return Arbitraries.integers().between(0, STATEMENTS.size() - 1);
    }

    @Provide
    Arbitrary<Gen> expressions() {
        return Arbitraries.longs().map(seed -> {
            Random r = new Random(seed);
            return switch (r.nextInt(10)) {
                case 0, 1, 2, 3 -> integer(r, 4);
                case 4, 5, 6 -> truth(r, 4);
                case 7 -> text(r, 3);
                default -> wild(r, 3);
            };
        });
    }

    /** A generated expression: its text, and whether it is in the compiled whitelist and well typed (then it must compile). */
    record Gen(String text, boolean whitelisted) {
        Gen and(Gen other) {
            return new Gen(text, whitelisted && other.whitelisted);
        }

        @Override
        public String toString() {
            return text;
        }
    }

    private static Gen op(String left, Gen x, String mid, Gen y, String right) {
        return new Gen(left + x.text + mid + y.text + right, x.whitelisted && y.whitelisted);
    }

    private static final List<String> FACTS = List.of("preperiod", "minimalPeriod", "period", "maxValue", "cold", "windowStart", "periodicFrom");
    private static final List<String> ARITHMETIC = List.of(" + ", " - ", " * ", " + ", " - ", " * ", " / ", " % ", " div ", " mod ");
    private static final List<String> ORDER = List.of(" < ", " <= ", " > ", " >= ", " == ", " != ", " lt ", " ge ", " eq ", " ne ");
    private static final List<String> FUNCTIONS = List.of("min", "max", "floor", "modulo", "gcd", "ceil");

    static Gen integer(Random r, int d) {
        int k = d == 0 ? r.nextInt(4) : r.nextInt(11);
        return switch (k) {
            case 0 -> new Gen(List.of("a", "b", "c", "p", "q", "h", "a", "b", "c").get(r.nextInt(9)), true);
            case 1 -> new Gen(literal(r), true);
            case 2 -> new Gen(List.of("G", "G", "wall", "sink").get(r.nextInt(4)) + "." + FACTS.get(r.nextInt(FACTS.size())), true);
            case 3 -> new Gen(List.of("S.size", "S.min", "S.max").get(r.nextInt(3)), true);
            case 4, 5, 6 -> op("(", integer(r, d - 1), ARITHMETIC.get(r.nextInt(ARITHMETIC.size())), integer(r, d - 1), ")");
            case 7 -> {
                Gen x = integer(r, d - 1);
                yield new Gen("-(" + x.text + ")", x.whitelisted);
            }
            case 8 -> op(FUNCTIONS.get(r.nextInt(FUNCTIONS.size())) + "(", integer(r, d - 1), ", ", integer(r, d - 1), ")");
            case 9 -> {
                Gen x = r.nextBoolean() ? integer(r, d - 1) : new Gen(Integer.toString(r.nextInt(6) - 1), true);
                yield new Gen("S.get(" + x.text + ")", x.whitelisted);
            }
            default -> {
                Gen c = truth(r, d - 1);
                yield op("(" + c.text + " ? ", integer(r, d - 1), " : ", integer(r, d - 1), ")").and(c);
            }
        };
    }

    static Gen truth(Random r, int d) {
        int k = d == 0 ? r.nextInt(3) : r.nextInt(10);
        return switch (k) {
            case 0 -> new Gen(List.of("true", "false", "t", "G.purelyPeriodic", "wall.purelyPeriodic", "sink.purelyPeriodic").get(r.nextInt(6)), true);
            case 1 -> {
                Gen x = d == 0 ? new Gen(literal(r), true) : integer(r, d - 1);
                yield new Gen("S.isSumOfTwo(" + x.text + ")", x.whitelisted);
            }
            case 2, 3, 4 -> op("(", d == 0 ? new Gen("a", true) : integer(r, d - 1), ORDER.get(r.nextInt(ORDER.size())),
                    d == 0 ? new Gen("p", true) : integer(r, d - 1), ")");
            case 5 -> op("(", truth(r, d - 1), r.nextBoolean() ? " == " : " != ", truth(r, d - 1), ")");
            case 6 -> op("(", text(r, d - 1), r.nextBoolean() ? " == " : " != ", text(r, d - 1), ")");
            case 7 -> {
                Gen x = truth(r, d - 1);
                yield new Gen((r.nextBoolean() ? "!(" : "not (") + x.text + ")", x.whitelisted);
            }
            case 8 -> op("(", truth(r, d - 1), List.of(" && ", " || ", " and ", " or ").get(r.nextInt(4)), truth(r, d - 1), ")");
            default -> {
                Gen c = truth(r, d - 1);
                yield op("(" + c.text + " ? ", truth(r, d - 1), " : ", truth(r, d - 1), ")").and(c);
            }
        };
    }

    static Gen text(Random r, int d) {
        int k = d == 0 ? r.nextInt(3) : r.nextInt(5);
        return switch (k) {
            case 0 -> new Gen(List.of("'a+c'", "'b+c'", "'a+b'", "'none'", "\"c+a\"", "'c + a+b'").get(r.nextInt(6)), true);
            case 1 -> new Gen("r", true);
            case 2, 3 -> {
                Gen x = d == 0 ? new Gen(List.of("p", "a + b", "G.period", "b + a").get(r.nextInt(4)), true) : integer(r, d - 1);
                yield new Gen("S.sumOfTwo(" + x.text + ")", x.whitelisted);
            }
            default -> {
                Gen c = truth(r, d - 1);
                yield op("(" + c.text + " ? ", text(r, d - 1), " : ", text(r, d - 1), ")").and(c);
            }
        };
    }

    /** Outside the whitelist (or ill-typed), possibly around well-typed parts. */
    static Gen wild(Random r, int d) {
        Gen i = integer(r, Math.max(0, d - 1));
        Gen j = integer(r, Math.max(0, d - 1));
        Gen t = truth(r, Math.max(0, d - 1));
        Gen s = text(r, Math.max(0, d - 1));
        String x = switch (r.nextInt(30)) {
            case 0 -> "G.at(" + i.text + ")";
            case 1 -> "G.outcome(" + i.text + ")";
            case 2 -> "1.5 * " + i.text;
            case 3 -> "'x' + " + i.text;
            case 4 -> i.text + " ?: " + j.text;
            case 5 -> "zz + " + i.text;
            case 6 -> t.text + " + 1";
            case 7 -> i.text + " && " + t.text;
            case 8 -> "a.b";
            case 9 -> "S.get(1, 2)";
            case 10 -> "S.foo";
            case 11 -> "gcd(" + i.text + ")";
            case 12 -> "abs(" + i.text + ")";
            case 13 -> i.text + " & " + j.text;
            case 14 -> i.text + " ?? " + j.text;
            case 15 -> "9223372036854775808 - " + i.text;
            case 16 -> "size(r)";
            case 17 -> s.text + " + " + s.text;
            case 18 -> i.text + " == " + s.text;
            case 19 -> t.text + " < " + t.text;
            case 20 -> "!" + i.text;
            case 21 -> "G?.minimalPeriod + " + i.text;
            case 22 -> "S['size'] + " + i.text;
            case 23 -> "+" + i.text;
            case 24 -> "(" + t.text + " ? " + i.text + " : " + s.text + ")";
            case 25 -> "math:abs(" + i.text + ")";
            case 26 -> "G";
            case 27 -> "[1, 2]";
            case 28 -> "(" + i.text + ") == (" + t.text + ")";
            default -> "r.length()";
        };
        return new Gen(x, false);
    }

    private static String literal(Random r) {
        return switch (r.nextInt(16)) {
            case 0 -> List.of("9223372036854775807", "9223372036854775806", "4611686018427387904", "3037000500", "3037000499",
                    "2147483647", "2147483648", "-2147483648", "-9223372036854775807", "4294967296").get(r.nextInt(10));
            case 1 -> (r.nextInt(20) + "L");
            case 2 -> "0x" + Integer.toHexString(r.nextInt(20));
            default -> Integer.toString(r.nextInt(13));
        };
    }
}
