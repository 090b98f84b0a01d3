package org.subgames.specs;

import java.util.List;
import java.util.Map;
import org.apache.commons.jexl3.parser.ASTAddNode;
import org.apache.commons.jexl3.parser.ASTAndNode;
import org.apache.commons.jexl3.parser.ASTArguments;
import org.apache.commons.jexl3.parser.ASTDivNode;
import org.apache.commons.jexl3.parser.ASTEQNode;
import org.apache.commons.jexl3.parser.ASTFalseNode;
import org.apache.commons.jexl3.parser.ASTFunctionNode;
import org.apache.commons.jexl3.parser.ASTGENode;
import org.apache.commons.jexl3.parser.ASTGTNode;
import org.apache.commons.jexl3.parser.ASTIdentifier;
import org.apache.commons.jexl3.parser.ASTIdentifierAccess;
import org.apache.commons.jexl3.parser.ASTLENode;
import org.apache.commons.jexl3.parser.ASTLTNode;
import org.apache.commons.jexl3.parser.ASTMethodNode;
import org.apache.commons.jexl3.parser.ASTModNode;
import org.apache.commons.jexl3.parser.ASTMulNode;
import org.apache.commons.jexl3.parser.ASTNENode;
import org.apache.commons.jexl3.parser.ASTNotNode;
import org.apache.commons.jexl3.parser.ASTNumberLiteral;
import org.apache.commons.jexl3.parser.ASTOrNode;
import org.apache.commons.jexl3.parser.ASTReference;
import org.apache.commons.jexl3.parser.ASTReferenceExpression;
import org.apache.commons.jexl3.parser.ASTStringLiteral;
import org.apache.commons.jexl3.parser.ASTSubNode;
import org.apache.commons.jexl3.parser.ASTTernaryNode;
import org.apache.commons.jexl3.parser.ASTTrueNode;
import org.apache.commons.jexl3.parser.ASTUnaryMinusNode;
import org.apache.commons.jexl3.parser.JexlNode;

/**
 * A statement expression compiled to closures over a {@link Frame}, for the census's hot loop:
 * JEXL's own syntax tree of the expression (the one {@link Expr#eval} runs), node by node, within
 * a whitelist whose meaning is JEXL's: integers (64-bit), truth values and text; + - * / % with
 * JEXL's truncating division; comparisons; &amp;&amp; || ! and ?: with JEXL's short cuts; min, max,
 * floor, modulo, gcd and ceil by the very methods JEXL calls; parameters, lets, the facts of G,
 * wall and sink, and S.size, S.min, S.max, S.get(i), S.sumOfTwo(p), S.isSumOfTwo(p). Types are
 * checked statically. Where JEXL would leave the fast path's exact range (an overflow JEXL would
 * widen to BigInteger, a division by zero, S.get out of range), evaluation throws {@link Fallback}
 * and the caller evaluates that instance with JEXL itself, so the result is always JEXL's.
 * Anything outside the whitelist is {@link NotCompiled}: the statement takes the JEXL path.
 * Property-tested against JEXL on random expressions ({@code CompiledExprPropertiesTest}).
 */
public final class CompiledExpr {

    /** The value types. */
    public enum Type { INTEGER, TRUTH, TEXT }

    /** The expression is outside the compiled whitelist; the message says which part. */
    public static final class NotCompiled extends Exception {
        NotCompiled(String message) {
            super(message);
        }
    }

    /** JEXL would leave the fast path's range here (overflow, division by zero, ...): evaluate this instance with JEXL. */
    public static final class Fallback extends RuntimeException {
        public static final Fallback INSTANCE = new Fallback();

        private Fallback() {
            super("outside the compiled range", null, false, false);
        }
    }

    /** The facts of a game a frame holds, by index. */
    public enum Fact {
        PREPERIOD("preperiod"), PERIOD("period"), MINIMAL_PERIOD("minimalPeriod"), PERIODIC_FROM("periodicFrom"),
        WINDOW_START("windowStart"), MAX_VALUE("maxValue"), COLD("cold"), PURELY_PERIODIC("purelyPeriodic");

        private final String property;

        Fact(String property) {
            this.property = property;
        }

        static Fact of(String property) {
            for (Fact f : values()) {
                if (f.property.equals(property)) {
                    return f;
                }
            }
            return null;
        }
    }

    /**
     * What an expression reads, filled by the caller per instance: parameters, the moves (in the
     * statement's order and sorted), per convention the game's facts, the convention G stands for,
     * and the lets' values. One frame per thread.
     */
    public static final class Frame {
        public final long[] params;
        public int[] moves = new int[0];
        public int[] sorted = new int[0];
        /** facts[convention ordinal][Fact ordinal]; PURELY_PERIODIC is 0 or 1. */
        public final long[][] facts = new long[2][Fact.values().length];
        public int g;
        final long[] letIntegers;
        final boolean[] letTruths;
        final String[] letTexts;
        final String[] labels;

        /** @param labels the moves' labels in the statement's order (null entries: named by value) */
        public Frame(int parameters, int lets, String[] labels) {
            params = new long[parameters];
            letIntegers = new long[lets];
            letTruths = new boolean[lets];
            letTexts = new String[lets];
            this.labels = labels.clone();
        }

        /**
         * Puts a convention's certified facts of the frame's moves (the state-cycle kernel's, with
         * its certificate, {@code StateCycle.certificate}) into the frame, as JEXL's
         * {@link GameFacts} reads them off that certificate; returns the store's columns: preperiod,
         * minimal period, largest value, cold, window start, certified period.
         */
        public long[] certified(org.subgames.game.Convention c, org.subgames.period.StateCycle.Facts f) {
            org.subgames.period.Certificate ce = org.subgames.period.StateCycle.certificate(f, sorted, c);
            long[] k = facts[c.ordinal()];
            k[Fact.PREPERIOD.ordinal()] = ce.preperiod();
            k[Fact.PERIOD.ordinal()] = ce.period();
            k[Fact.MINIMAL_PERIOD.ordinal()] = ce.minimalPeriod();
            k[Fact.PERIODIC_FROM.ordinal()] = ce.periodicFrom();
            k[Fact.WINDOW_START.ordinal()] = ce.windowStart();
            k[Fact.MAX_VALUE.ordinal()] = f.maxValue();
            k[Fact.COLD.ordinal()] = f.cold();
            k[Fact.PURELY_PERIODIC.ordinal()] = ce.purelyPeriodic() ? 1 : 0;
            return new long[] {ce.preperiod(), ce.minimalPeriod(), f.maxValue(), f.cold(), ce.windowStart(), ce.period()};
        }
    }

    interface Int {
        long eval(Frame f);
    }

    interface Truth {
        boolean eval(Frame f);
    }

    interface Text {
        String eval(Frame f);
    }

    private final Type type;
    private final Int integer;
    private final Truth truth;
    private final Text text;

    private CompiledExpr(Type type, Int integer, Truth truth, Text text) {
        this.type = type;
        this.integer = integer;
        this.truth = truth;
        this.text = text;
    }

    static CompiledExpr ofInt(Int i) {
        return new CompiledExpr(Type.INTEGER, i, null, null);
    }

    static CompiledExpr ofTruth(Truth t) {
        return new CompiledExpr(Type.TRUTH, null, t, null);
    }

    static CompiledExpr ofText(Text t) {
        return new CompiledExpr(Type.TEXT, null, null, t);
    }

    public Type type() {
        return type;
    }

    public long integer(Frame f) {
        return integer.eval(f);
    }

    public boolean truth(Frame f) {
        return truth.eval(f);
    }

    public String text(Frame f) {
        return text.eval(f);
    }

    /** The value as the census records it in text: the integer, true/false, or the text. */
    public String show(Frame f) {
        return switch (type) {
            case INTEGER -> Long.toString(integer.eval(f));
            case TRUTH -> Boolean.toString(truth.eval(f));
            case TEXT -> text.eval(f);
        };
    }

    /**
     * What names mean where an expression is compiled: the parameters (by index), the lets compiled
     * so far (slot and type), which conventions' facts exist (none where G is not yet known, e.g. in
     * a where filter), and whether S is there.
     */
    public record Scope(List<String> parameters, Map<String, Let> lets, List<String> conventions, boolean gameFacts) {

        /** A let: its slot in the frame and its type. */
        public record Let(int slot, Type type) {
        }
    }

    /** Compiles one expression of the statement in the scope, or NotCompiled with the reason. */
    public static CompiledExpr compile(Expr e, Scope scope) throws NotCompiled {
        JexlNode root = ExprTree.root(e.text(), e.script());
        if (root.jjtGetNumChildren() != 1) {
            throw new NotCompiled("'" + e.text() + "' is not a single expression");
        }
        return new Compiler(e.text(), scope).node(root.jjtGetChild(0));
    }

    /** Compiles let number {@code slot}: its value is stored in the frame's slot by {@link #storeLet}. */
    public void storeLet(int slot, Frame f) {
        switch (type) {
            case INTEGER -> f.letIntegers[slot] = integer.eval(f);
            case TRUTH -> f.letTruths[slot] = truth.eval(f);
            case TEXT -> f.letTexts[slot] = text.eval(f);
            default -> throw new IllegalStateException(type.name());
        }
    }

    private record Compiler(String source, Scope scope) {

        CompiledExpr node(JexlNode n) throws NotCompiled {
            if (n instanceof ASTNumberLiteral lit) {
                Number v = lit.getLiteral();
                if (!(v instanceof Integer || v instanceof Long)) {
                    throw refuse("the number " + lit);
                }
                long c = v.longValue();
                return ofInt(f -> c);
            }
            if (n instanceof ASTStringLiteral s) {
                String c = s.getLiteral();
                return ofText(f -> c);
            }
            if (n instanceof ASTTrueNode || n instanceof ASTFalseNode) {
                boolean c = n instanceof ASTTrueNode;
                return ofTruth(f -> c);
            }
            if (n instanceof ASTIdentifier id) {
                return name(id);
            }
            if (n instanceof ASTReferenceExpression) {
                return node(only(n));
            }
            if (n instanceof ASTReference) {
                return reference(n);
            }
            if (n instanceof ASTUnaryMinusNode) {
                Int x = integer(only(n));
                return ofInt(f -> {
                    long v = x.eval(f);
                    // JEXL negates -2^63 to itself, and an int -2^31 (a literal, S.min, G.maxValue, int
                    // arithmetic) to itself as an int: both wrap, so JEXL gives that value
                    if (v == Long.MIN_VALUE || v == Integer.MIN_VALUE) {
                        throw Fallback.INSTANCE;
                    }
                    return -v;
                });
            }
            if (n instanceof ASTNotNode) {
                Truth x = truth(only(n));
                return ofTruth(f -> !x.eval(f));
            }
            if (n instanceof ASTAndNode || n instanceof ASTOrNode) {
                return logic(n, n instanceof ASTAndNode);
            }
            if (n instanceof ASTTernaryNode) {
                return ternary(n);
            }
            if (n instanceof ASTFunctionNode) {
                return function(n);
            }
            CompiledExpr arithmetic = arithmetic(n);
            return arithmetic != null ? arithmetic : comparison(n);
        }

        private CompiledExpr name(ASTIdentifier id) throws NotCompiled {
            if (id.getNamespace() != null) {
                throw refuse("the namespace '" + id.getNamespace() + ":'");
            }
            int p = scope.parameters().indexOf(id.getName());
            if (p >= 0) {
                return ofInt(f -> f.params[p]);
            }
            Scope.Let let = scope.lets().get(id.getName());
            if (let == null) {
                throw refuse("the name '" + id.getName() + "'");
            }
            int slot = let.slot();
            return switch (let.type()) {
                case INTEGER -> ofInt(f -> f.letIntegers[slot]);
                case TRUTH -> ofTruth(f -> f.letTruths[slot]);
                case TEXT -> ofText(f -> f.letTexts[slot]);
            };
        }

        /** head.property (a fact of G, wall or sink; S.size, S.min, S.max) or S.method(argument). */
        private CompiledExpr reference(JexlNode n) throws NotCompiled {
            if (n.jjtGetNumChildren() != 2 || !(n.jjtGetChild(0) instanceof ASTIdentifier head) || head.getNamespace() != null) {
                throw refuse("this reference");
            }
            JexlNode tail = n.jjtGetChild(1);
            if (tail instanceof ASTMethodNode m) {
                return method(head.getName(), m);
            }
            if (tail.getClass() != ASTIdentifierAccess.class || ((ASTIdentifierAccess) tail).isSafe()
                    || ((ASTIdentifierAccess) tail).isExpression() || ((ASTIdentifierAccess) tail).getName() == null) {
                throw refuse("the access " + tail);
            }
            String prop = ((ASTIdentifierAccess) tail).getName();
            if (head.getName().equals("S")) {
                return switch (prop) {
                    case "size" -> ofInt(f -> f.sorted.length);
                    case "min" -> ofInt(f -> f.sorted[0]);
                    case "max" -> ofInt(f -> f.sorted[f.sorted.length - 1]);
                    default -> throw refuse("S." + prop);
                };
            }
            return fact(head.getName(), prop);
        }

        private CompiledExpr fact(String head, String prop) throws NotCompiled {
            Fact fact = Fact.of(prop);
            if (!scope.gameFacts() || fact == null) {
                throw refuse(head + "." + prop);
            }
            int k = fact.ordinal();
            int conv;
            if (head.equals("G")) {
                conv = -1;
            } else if (scope.conventions().contains(head)) {
                conv = org.subgames.game.Convention.valueOf(head.toUpperCase(java.util.Locale.ROOT)).ordinal();
            } else {
                throw refuse("the name '" + head + "'");
            }
            if (fact == Fact.PURELY_PERIODIC) {
                return conv < 0 ? ofTruth(f -> f.facts[f.g][k] != 0) : ofTruth(f -> f.facts[conv][k] != 0);
            }
            return conv < 0 ? ofInt(f -> f.facts[f.g][k]) : ofInt(f -> f.facts[conv][k]);
        }

        private CompiledExpr method(String head, ASTMethodNode m) throws NotCompiled {
            if (!head.equals("S") || m.jjtGetNumChildren() != 2 || !(m.jjtGetChild(0) instanceof ASTIdentifierAccess name)
                    || !(m.jjtGetChild(1) instanceof ASTArguments args) || args.jjtGetNumChildren() != 1 || name.isSafe()) {
                throw refuse("this method call");
            }
            Int arg = integer(args.jjtGetChild(0));
            return switch (name.getName()) {
                case "get" -> ofInt(f -> {
                    long i = arg.eval(f);
                    if (i < 1 || i > f.sorted.length) {
                        throw Fallback.INSTANCE;
                    }
                    return f.sorted[(int) i - 1];
                });
                case "sumOfTwo" -> ofText(f -> MoveFacts.sumOfTwo(f.moves, f.labels, arg.eval(f)));
                case "isSumOfTwo" -> ofTruth(f -> !MoveFacts.sumOfTwo(f.moves, f.labels, arg.eval(f)).equals("none"));
                default -> throw refuse("S." + name.getName() + "(...)");
            };
        }

        private CompiledExpr logic(JexlNode n, boolean and) throws NotCompiled {
            if (n.jjtGetNumChildren() < 2) {
                throw refuse("a logical operator with " + n.jjtGetNumChildren() + " operands");
            }
            Truth[] parts = new Truth[n.jjtGetNumChildren()];
            for (int i = 0; i < parts.length; i++) {
                parts[i] = truth(n.jjtGetChild(i));
            }
            return and ? ofTruth(f -> {
                for (Truth t : parts) {
                    if (!t.eval(f)) {
                        return false;
                    }
                }
                return true;
            }) : ofTruth(f -> {
                for (Truth t : parts) {
                    if (t.eval(f)) {
                        return true;
                    }
                }
                return false;
            });
        }

        private CompiledExpr ternary(JexlNode n) throws NotCompiled {
            if (n.jjtGetNumChildren() != 3) {
                throw refuse("the operator ?: (elvis)");
            }
            Truth test = truth(n.jjtGetChild(0));
            CompiledExpr yes = node(n.jjtGetChild(1));
            CompiledExpr no = node(n.jjtGetChild(2));
            if (yes.type != no.type) {
                throw refuse("a ?: whose branches have different types");
            }
            return switch (yes.type) {
                case INTEGER -> ofInt(f -> test.eval(f) ? yes.integer.eval(f) : no.integer.eval(f));
                case TRUTH -> ofTruth(f -> test.eval(f) ? yes.truth.eval(f) : no.truth.eval(f));
                case TEXT -> ofText(f -> test.eval(f) ? yes.text.eval(f) : no.text.eval(f));
            };
        }

        private CompiledExpr function(JexlNode n) throws NotCompiled {
            if (n.jjtGetNumChildren() != 2 || !(n.jjtGetChild(0) instanceof ASTIdentifier fn) || fn.getNamespace() != null
                    || !(n.jjtGetChild(1) instanceof ASTArguments args) || args.jjtGetNumChildren() != 2) {
                throw refuse("this function call");
            }
            Int x = integer(args.jjtGetChild(0));
            Int y = integer(args.jjtGetChild(1));
            java.util.function.LongBinaryOperator op = switch (fn.getName()) {
                case "min" -> Functions::min;
                case "max" -> Functions::max;
                case "floor" -> Functions::floor;
                case "modulo" -> Functions::modulo;
                case "gcd" -> Functions::gcd;
                case "ceil" -> Functions::ceil;
                default -> throw refuse("the function " + fn.getName());
            };
            return ofInt(f -> {
                try {
                    return op.applyAsLong(x.eval(f), y.eval(f));
                } catch (RuntimeException e) {
                    throw Fallback.INSTANCE; // JEXL reports it, with its message
                }
            });
        }

        /** + - * / % on integers, or null if n is none of them. */
        private CompiledExpr arithmetic(JexlNode n) throws NotCompiled {
            if (!(n instanceof ASTAddNode || n instanceof ASTSubNode || n instanceof ASTMulNode || n instanceof ASTDivNode
                    || n instanceof ASTModNode)) {
                return null;
            }
            if (n.jjtGetNumChildren() != 2) {
                throw refuse("an operator with " + n.jjtGetNumChildren() + " operands");
            }
            Int x = integer(n.jjtGetChild(0));
            Int y = integer(n.jjtGetChild(1));
            if (n instanceof ASTAddNode) {
                return ofInt(f -> add(x.eval(f), y.eval(f)));
            }
            if (n instanceof ASTSubNode) {
                return ofInt(f -> subtract(x.eval(f), y.eval(f)));
            }
            if (n instanceof ASTMulNode) {
                return ofInt(f -> multiply(x.eval(f), y.eval(f)));
            }
            boolean div = n instanceof ASTDivNode;
            return ofInt(f -> {
                long a = x.eval(f);
                long b = y.eval(f);
                if (b == 0 || a == Long.MIN_VALUE && b == -1) {
                    throw Fallback.INSTANCE;
                }
                return div ? a / b : a % b;
            });
        }

        private CompiledExpr comparison(JexlNode n) throws NotCompiled {
            boolean eq = n instanceof ASTEQNode;
            boolean ne = n instanceof ASTNENode;
            boolean order = n instanceof ASTLTNode || n instanceof ASTLENode || n instanceof ASTGTNode || n instanceof ASTGENode;
            if (!eq && !ne && !order) {
                throw refuse(n.getClass().getSimpleName().replaceFirst("^AST", "").replaceFirst("Node$", ""));
            }
            if (n.jjtGetNumChildren() != 2) {
                throw refuse("a comparison with " + n.jjtGetNumChildren() + " operands");
            }
            CompiledExpr x = node(n.jjtGetChild(0));
            CompiledExpr y = node(n.jjtGetChild(1));
            if (x.type != y.type || order && x.type != Type.INTEGER) {
                throw refuse("a comparison of " + x.type + " with " + y.type);
            }
            if (order) {
                Int a = x.integer;
                Int b = y.integer;
                if (n instanceof ASTLTNode) {
                    return ofTruth(f -> a.eval(f) < b.eval(f));
                }
                if (n instanceof ASTLENode) {
                    return ofTruth(f -> a.eval(f) <= b.eval(f));
                }
                if (n instanceof ASTGTNode) {
                    return ofTruth(f -> a.eval(f) > b.eval(f));
                }
                return ofTruth(f -> a.eval(f) >= b.eval(f));
            }
            Truth same = switch (x.type) {
                case INTEGER -> f -> x.integer.eval(f) == y.integer.eval(f);
                case TRUTH -> f -> x.truth.eval(f) == y.truth.eval(f);
                case TEXT -> f -> x.text.eval(f).equals(y.text.eval(f));
            };
            return eq ? ofTruth(same) : ofTruth(f -> !same.eval(f));
        }

        private Int integer(JexlNode n) throws NotCompiled {
            CompiledExpr c = node(n);
            if (c.type != Type.INTEGER) {
                throw refuse("a " + c.type + " where an integer belongs");
            }
            return c.integer;
        }

        private Truth truth(JexlNode n) throws NotCompiled {
            CompiledExpr c = node(n);
            if (c.type != Type.TRUTH) {
                throw refuse("a " + c.type + " where a truth value belongs");
            }
            return c.truth;
        }

        private JexlNode only(JexlNode n) throws NotCompiled {
            if (n.jjtGetNumChildren() != 1) {
                throw refuse("a node with " + n.jjtGetNumChildren() + " operands");
            }
            return n.jjtGetChild(0);
        }

        private NotCompiled refuse(String what) {
            return new NotCompiled("in '" + source + "': " + what + " is not compiled");
        }
    }

    // JEXL widens an overflowing result to BigInteger: that instance takes the JEXL path
    private static long add(long a, long b) {
        long r = a + b;
        if (((a ^ r) & (b ^ r)) < 0) {
            throw Fallback.INSTANCE;
        }
        return r;
    }

    private static long subtract(long a, long b) {
        long r = a - b;
        if (((a ^ b) & (a ^ r)) < 0) {
            throw Fallback.INSTANCE;
        }
        return r;
    }

    private static long multiply(long a, long b) {
        long hi = Math.multiplyHigh(a, b);
        long lo = a * b;
        if (hi != 0 || lo < 0) {
            if (hi != -1 || lo >= 0) {
                throw Fallback.INSTANCE;
            }
        }
        return lo;
    }
}
