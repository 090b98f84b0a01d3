package org.subgames.specs;

import java.lang.reflect.Method;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.apache.commons.jexl3.JexlScript;
import org.apache.commons.jexl3.parser.ASTAddNode;
import org.apache.commons.jexl3.parser.ASTAndNode;
import org.apache.commons.jexl3.parser.ASTArguments;
import org.apache.commons.jexl3.parser.ASTEQNode;
import org.apache.commons.jexl3.parser.ASTFunctionNode;
import org.apache.commons.jexl3.parser.ASTGENode;
import org.apache.commons.jexl3.parser.ASTGTNode;
import org.apache.commons.jexl3.parser.ASTIdentifier;
import org.apache.commons.jexl3.parser.ASTIdentifierAccess;
import org.apache.commons.jexl3.parser.ASTJexlScript;
import org.apache.commons.jexl3.parser.ASTLENode;
import org.apache.commons.jexl3.parser.ASTLTNode;
import org.apache.commons.jexl3.parser.ASTMulNode;
import org.apache.commons.jexl3.parser.ASTNENode;
import org.apache.commons.jexl3.parser.ASTNotNode;
import org.apache.commons.jexl3.parser.ASTNumberLiteral;
import org.apache.commons.jexl3.parser.ASTOrNode;
import org.apache.commons.jexl3.parser.ASTReference;
import org.apache.commons.jexl3.parser.ASTReferenceExpression;
import org.apache.commons.jexl3.parser.ASTSubNode;
import org.apache.commons.jexl3.parser.ASTTernaryNode;
import org.apache.commons.jexl3.parser.ASTUnaryMinusNode;
import org.apache.commons.jexl3.parser.JexlNode;
import org.subgames.symbolic.Sym;

/**
 * The one reading of a statement's expression that the prover uses: the syntax tree JEXL built when
 * the statement was loaded (the very tree the checker evaluates), node by node into a {@link Sym}
 * whose meaning is the checker's. Integer literals come with the value JEXL gave them ({@code 010}
 * is 8, {@code 0x10} is 16), precedence and associativity are JEXL's, and a fact {@code G.preperiod}
 * becomes the name {@code "G.preperiod"}, which no statement name can spell (names are identifiers).
 * Every node outside this whitelist is refused with a reason, never guessed: {@code /} and
 * {@code %} (they truncate toward zero: write floor(x, y) and modulo(x, y)), real numbers, the elvis
 * operator, method calls ({@code G.at(x)}), functions other than min, max, floor and modulo
 * ({@code gcd}, {@code ceil}), namespaces, indexing, pattern operators and so on. Types are checked
 * too: a truth value where an integer belongs, or the reverse, is refused (JEXL converts some, e.g.
 * true + 1 = 2, and refuses others; the prover's terms and formulas keep them apart).
 */
public final class ExprTree {

    /** The expression is outside what the prover reads exactly; the message says which part. */
    public static final class NotExact extends Exception {
        NotExact(String message) {
            super(message);
        }
    }

    /** The functions whose meaning {@link Sym} reproduces exactly (see {@link Functions}). */
    private static final List<String> FUNCTIONS = List.of("min", "max", "floor", "modulo");

    private static final Map<Class<?>, String> BINARY = Map.of(ASTAddNode.class, "+", ASTSubNode.class, "-", ASTMulNode.class, "*",
            ASTEQNode.class, "==", ASTNENode.class, "!=", ASTLTNode.class, "<", ASTLENode.class, "<=", ASTGTNode.class, ">",
            ASTGENode.class, ">=");

    private static final Method SCRIPT_TREE = treeAccessor();

    private ExprTree() {
    }

    private static Method treeAccessor() {
        try {
            Method m = Class.forName("org.apache.commons.jexl3.internal.Script").getDeclaredMethod("getScript");
            m.setAccessible(true);
            return m;
        } catch (ReflectiveOperationException | RuntimeException e) {
            throw new IllegalStateException("JEXL's script class has no syntax tree accessor (JEXL version changed?)", e);
        }
    }

    /** JEXL's syntax tree of a compiled script (the tree it evaluates). */
    static ASTJexlScript root(String text, JexlScript script) {
        try {
            return (ASTJexlScript) SCRIPT_TREE.invoke(script);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("cannot read JEXL's syntax tree of '" + text + "'", e);
        }
    }

    /** The expression's tree as a Sym, or NotExact with the reason. */
    static Sym of(String text, JexlScript script) throws NotExact {
        ASTJexlScript root = root(text, script);
        if (root.jjtGetNumChildren() != 1) {
            throw new NotExact("'" + text + "' is not a single expression");
        }
        Reader reader = new Reader(text);
        Sym s = reader.sym(root.jjtGetChild(0));
        reader.type(s);
        return s;
    }

    /** Turns one expression's nodes into Syms; every refusal names the expression. */
    private record Reader(String text) {

        Sym sym(JexlNode n) throws NotExact {
            String op = BINARY.get(n.getClass());
            if (op != null) {
                return new Sym.Bin(op, sym(child(n, 0, 2)), sym(n.jjtGetChild(1)));
            }
            if (n instanceof ASTAndNode || n instanceof ASTOrNode) {
                return logic(n instanceof ASTAndNode ? "&&" : "||", n);
            }
            if (n instanceof ASTNumberLiteral lit) {
                return number(lit);
            }
            if (n instanceof ASTIdentifier id) {
                return name(id);
            }
            if (n instanceof ASTReferenceExpression) {
                return sym(child(n, 0, 1));
            }
            if (n instanceof ASTReference) {
                return fact(n);
            }
            if (n instanceof ASTUnaryMinusNode) {
                return new Sym.Unary("-", sym(child(n, 0, 1)));
            }
            if (n instanceof ASTNotNode) {
                return new Sym.Unary("!", sym(child(n, 0, 1)));
            }
            if (n instanceof ASTTernaryNode) {
                if (n.jjtGetNumChildren() != 3) {
                    throw refuse("the operator ?: (elvis)");
                }
                return new Sym.Ternary(sym(n.jjtGetChild(0)), sym(n.jjtGetChild(1)), sym(n.jjtGetChild(2)));
            }
            if (n instanceof ASTFunctionNode) {
                return call(n);
            }
            throw refuse(describe(n));
        }

        /**
         * The type of s, true for a truth value, false for an integer; NotExact where the two mix
         * (JEXL would convert, e.g. true + 1 = 2, or refuse, e.g. modulo(true, 2); the prover does neither).
         */
        boolean type(Sym s) throws NotExact {
            if (s instanceof Sym.Num || s instanceof Sym.Name) {
                return false;
            }
            if (s instanceof Sym.Unary u) {
                return expect(u.inner(), u.op().equals("!"));
            }
            if (s instanceof Sym.Call c) {
                for (Sym arg : c.args()) {
                    expect(arg, false);
                }
                return false;
            }
            if (s instanceof Sym.Ternary t) {
                expect(t.test(), true);
                return expect(t.otherwise(), type(t.then()));
            }
            Sym.Bin b = (Sym.Bin) s;
            boolean logic = b.op().equals("&&") || b.op().equals("||");
            expect(b.left(), logic);
            expect(b.right(), logic);
            return logic || !List.of("+", "-", "*").contains(b.op());
        }

        private boolean expect(Sym s, boolean truth) throws NotExact {
            if (type(s) != truth) {
                throw refuse("'" + s.show() + "' as " + (truth ? "a truth value" : "an integer") + " (it is " + (truth ? "an integer" : "a truth value")
                        + ")");
            }
            return truth;
        }

        private Sym logic(String op, JexlNode n) throws NotExact {
            Sym s = sym(child(n, 0, -2));
            for (int i = 1; i < n.jjtGetNumChildren(); i++) {
                s = new Sym.Bin(op, s, sym(n.jjtGetChild(i)));
            }
            return s;
        }

        private Sym number(ASTNumberLiteral lit) throws NotExact {
            Number v = lit.getLiteral();
            if (v instanceof Integer || v instanceof Long) {
                return new Sym.Num(v.longValue());
            }
            if (v instanceof BigInteger b && b.bitLength() < 64) {
                return new Sym.Num(b.longValue());
            }
            throw refuse("the number " + lit + " (only integers within 64 bits)");
        }

        private Sym name(ASTIdentifier id) throws NotExact {
            if (id.getNamespace() != null) {
                throw refuse("the namespace '" + id.getNamespace() + ":'");
            }
            return new Sym.Name(id.getName());
        }

        /** head.property, e.g. G.preperiod or S.max: the name "head.property" (no statement name contains a dot). */
        private Sym fact(JexlNode n) throws NotExact {
            if (n.jjtGetNumChildren() != 2 || !(n.jjtGetChild(0) instanceof ASTIdentifier head)
                    || n.jjtGetChild(1).getClass() != ASTIdentifierAccess.class || head.getNamespace() != null) {
                throw refuse(describe(n.jjtGetNumChildren() > 1 ? n.jjtGetChild(n.jjtGetNumChildren() - 1) : n));
            }
            ASTIdentifierAccess prop = (ASTIdentifierAccess) n.jjtGetChild(1);
            if (prop.isSafe() || prop.isExpression() || prop.getName() == null) {
                throw refuse("the property access '" + prop + "'");
            }
            return new Sym.Name(head.getName() + "." + prop.getName());
        }

        private Sym call(JexlNode n) throws NotExact {
            if (n.jjtGetNumChildren() != 2 || !(n.jjtGetChild(0) instanceof ASTIdentifier f) || !(n.jjtGetChild(1) instanceof ASTArguments args)) {
                throw refuse("this function call");
            }
            if (f.getNamespace() != null || !FUNCTIONS.contains(f.getName())) {
                throw refuse("the function " + (f.getNamespace() == null ? "" : f.getNamespace() + ":") + f.getName() + " (the prover reads "
                        + String.join(", ", FUNCTIONS) + ")");
            }
            if (args.jjtGetNumChildren() != 2) {
                throw refuse(f.getName() + " with " + args.jjtGetNumChildren() + " arguments");
            }
            List<Sym> out = new ArrayList<>();
            for (int i = 0; i < 2; i++) {
                out.add(sym(args.jjtGetChild(i)));
            }
            return new Sym.Call(f.getName(), List.copyOf(out));
        }

        /** The i-th child, after checking the node has exactly {@code arity} children (at least -arity when negative). */
        private JexlNode child(JexlNode n, int i, int arity) throws NotExact {
            int k = n.jjtGetNumChildren();
            if (arity >= 0 ? k != arity : k < -arity) {
                throw refuse(describe(n) + " with " + k + " operands");
            }
            return n.jjtGetChild(i);
        }

        private NotExact refuse(String what) {
            return new NotExact("in '" + text + "': the prover does not read " + what + " exactly as the checker does");
        }

        private static String describe(JexlNode n) {
            String kind = n.getClass().getSimpleName().replaceFirst("^AST", "").replaceFirst("Node$", "");
            return switch (kind) {
                case "Div" -> "'/' (the checker's / truncates toward zero; write floor(x, y))";
                case "Mod" -> "'%' (the checker's % truncates toward zero; write modulo(x, y))";
                case "MethodNode", "Method" -> "a method call such as G.at(x)";
                default -> "'" + kind + "'";
            };
        }
    }
}
