package org.subgames.specs;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apache.commons.jexl3.JexlContext;
import org.apache.commons.jexl3.internal.Debugger;
import org.apache.commons.jexl3.parser.ASTAndNode;
import org.apache.commons.jexl3.parser.ASTEQNode;
import org.apache.commons.jexl3.parser.ASTGENode;
import org.apache.commons.jexl3.parser.ASTGTNode;
import org.apache.commons.jexl3.parser.ASTJexlScript;
import org.apache.commons.jexl3.parser.ASTLENode;
import org.apache.commons.jexl3.parser.ASTLTNode;
import org.apache.commons.jexl3.parser.ASTNENode;
import org.apache.commons.jexl3.parser.ASTNotNode;
import org.apache.commons.jexl3.parser.ASTOrNode;
import org.apache.commons.jexl3.parser.ASTReferenceExpression;
import org.apache.commons.jexl3.parser.JexlNode;

/**
 * The values of a truth-valued expression's sub-expressions at one instance, for the message of a
 * refuted {@code holds}: read from JEXL's own syntax tree of the expression (the tree the checker
 * evaluated), each sub-expression evaluated again from its source text with the statements' engine
 * in the same context. A comparison shows both sides; {@code &&} and {@code ||} show the operands
 * that gave the result (the false conjuncts of a false {@code &&}; a chain x || y || z is one level), recursively, down to
 * {@link #DEPTH} levels of logic; {@code !} shows its operand; constants are left out and every
 * sub-expression appears once. E.g. {@code wall.preperiod == 0 && sink.preperiod == j*(a + b)}
 * false at a sink preperiod 3: {@code sink.preperiod = 3, j*(a + b) = 4}. One line, at most
 * {@link #MAX_LENGTH} characters (then cut at a value and ended with "...").
 */
final class Explanation {

    /** Levels of &&, || and ! followed below the top expression. */
    static final int DEPTH = 3;

    static final int MAX_LENGTH = 240;

    private final JexlContext ctx;
    private final Map<String, String> values = new LinkedHashMap<>();

    private Explanation(JexlContext ctx) {
        this.ctx = ctx;
    }

    /** The explanation of the script's single expression in ctx ("" when there is nothing to show). */
    static String of(ASTJexlScript root, JexlContext ctx) {
        if (root.jjtGetNumChildren() != 1) {
            return "";
        }
        Explanation e = new Explanation(ctx);
        JexlNode top = unwrap(root.jjtGetChild(0));
        Object value = e.value(top);
        if (value != null) {
            e.explain(top, value, 0);
        }
        return e.text();
    }

    private void explain(JexlNode n, Object value, int depth) {
        if (isComparison(n)) {
            show(n.jjtGetChild(0));
            show(n.jjtGetChild(1));
            return;
        }
        boolean logic = n instanceof ASTAndNode || n instanceof ASTOrNode;
        if ((logic || n instanceof ASTNotNode) && depth >= DEPTH) {
            show(n);
            return;
        }
        if (logic) {
            // the operands that gave the value: the false ones of a false &&, the true ones of a true ||, ...
            for (JexlNode c : operands(n, new ArrayList<>())) {
                Object v = value(c);
                if (v != null && v.equals(value)) {
                    explain(c, v, depth + 1);
                }
            }
        } else if (n instanceof ASTNotNode) {
            JexlNode c = unwrap(n.jjtGetChild(0));
            Object v = value(c);
            if (v != null) {
                explain(c, v, depth + 1);
            }
        } else if (depth > 0) {
            show(n); // a truth value of another kind (a function, a name): its value
        }
    }

    /** Records "text = value" for a non-constant sub-expression that evaluates. */
    private void show(JexlNode n) {
        JexlNode u = unwrap(n);
        if (u.isConstant()) {
            return;
        }
        String text = source(u);
        if (values.containsKey(text)) {
            return;
        }
        Object v = value(u);
        if (v != null) {
            values.put(text, v instanceof String s ? "'" + s + "'" : String.valueOf(v));
        }
    }

    /** The node's value, evaluated again from its source text; null when it does not evaluate. */
    private Object value(JexlNode n) {
        try {
            return Expr.evalText(source(n), ctx);
        } catch (RuntimeException e) {
            return null; // e.g. a conjunct after a false one, which JEXL never evaluated
        }
    }

    private String text() {
        StringBuilder b = new StringBuilder();
        for (Map.Entry<String, String> e : values.entrySet()) {
            String item = (b.length() == 0 ? "" : ", ") + e.getKey() + " = " + e.getValue();
            if (b.length() + item.length() > MAX_LENGTH) {
                return b.length() == 0 ? item.substring(0, MAX_LENGTH - 3) + "..." : b + ", ...";
            }
            b.append(item);
        }
        return b.toString();
    }

    /** The operands of a chain of one operator (x || y || z, however JEXL nests it), unwrapped, in order. */
    private static List<JexlNode> operands(JexlNode n, List<JexlNode> out) {
        for (int i = 0; i < n.jjtGetNumChildren(); i++) {
            JexlNode c = unwrap(n.jjtGetChild(i));
            if (c.getClass() == n.getClass()) {
                operands(c, out);
            } else {
                out.add(c);
            }
        }
        return out;
    }

    private static boolean isComparison(JexlNode n) {
        return n instanceof ASTEQNode || n instanceof ASTNENode || n instanceof ASTLTNode || n instanceof ASTLENode || n instanceof ASTGTNode
                || n instanceof ASTGENode;
    }

    /** The node inside parentheses. */
    private static JexlNode unwrap(JexlNode n) {
        JexlNode u = n;
        while (u instanceof ASTReferenceExpression && u.jjtGetNumChildren() == 1) {
            u = u.jjtGetChild(0);
        }
        return u;
    }

    /** The node's source text as JEXL renders it. */
    private static String source(JexlNode n) {
        Debugger d = new Debugger();
        d.debug(n, false);
        return d.toString().trim();
    }
}
