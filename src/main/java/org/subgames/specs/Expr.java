package org.subgames.specs;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.apache.commons.jexl3.JexlBuilder;
import org.apache.commons.jexl3.JexlContext;
import org.apache.commons.jexl3.JexlEngine;
import org.apache.commons.jexl3.JexlException;
import org.apache.commons.jexl3.JexlFeatures;
import org.apache.commons.jexl3.JexlInfo;
import org.apache.commons.jexl3.JexlScript;
import org.apache.commons.jexl3.introspection.JexlPermissions;

/**
 * One JEXL expression of a statement, compiled when the statement is loaded and remembered with the
 * file and line it came from, so that syntax, name and type errors name that line.
 */
public final class Expr {

    static {
        // JEXL logs through commons-logging, which would bind to SLF4J and print binding warnings
        // on every run; statements report their own errors, so route JEXL's log nowhere.
        if (System.getProperty("org.apache.commons.logging.LogFactory") == null) {
            System.setProperty("org.apache.commons.logging.LogFactory", "org.apache.commons.logging.impl.LogFactoryImpl");
            System.setProperty("org.apache.commons.logging.Log", "org.apache.commons.logging.impl.NoOpLog");
        }
    }

    private static final JexlEngine JEXL = new JexlBuilder()
            .strict(true).silent(false).logger(new org.apache.commons.logging.impl.NoOpLog()).safe(false).cache(512)
            .namespaces(functions())
            .permissions(JexlPermissions.RESTRICTED.compose("org.subgames.specs.*"))
            // Expressions only: no assignments, loops, lambdas or side effects.
            .features(new JexlFeatures().sideEffect(false).sideEffectGlobal(false).loops(false)
                    .lambda(false).newInstance(false).methodCall(true))
            .create();

    private static Map<String, Object> functions() {
        Map<String, Object> ns = new HashMap<>();
        ns.put(null, Functions.class); // the null namespace: functions called without a prefix
        return ns;
    }

    private final String text;
    private final String file;
    private final int line;
    private final JexlScript script;

    private Expr(String text, String file, int line, JexlScript script) {
        this.text = text;
        this.file = file;
        this.line = line;
        this.script = script;
    }

    /** Compiles the scalar at this node; a syntax error is a SpecException at its line. */
    static Expr compile(YamlTree.Node node, String what) {
        String text = node.asText(what).trim();
        if (text.isEmpty()) {
            throw node.error(what + " is empty");
        }
        try {
            JexlScript s = JEXL.createScript(new JexlInfo(node.file, node.line, 1), text);
            return new Expr(text, node.file, node.line, s);
        } catch (JexlException e) {
            throw node.error("syntax error in " + what + " '" + text + "': " + detail(e));
        }
    }

    /**
     * A filter over the instance parameters given on the command line (e.g. {@code --where quadratic}),
     * checked like a statement's {@code where}.
     */
    public static Expr filter(String option, String text) {
        // its names are checked against each statement's parameters when instances are enumerated
        return compile(YamlTree.scalar(option, text), option);
    }

    /** The names the expression reads, e.g. [[a], [sink, minimalPeriod]]. */
    Set<List<String>> variables() {
        return script.getVariables();
    }

    public String text() {
        return text;
    }

    /**
     * The expression as JEXL renders its syntax tree (the same for any spacing of the same
     * expression), for fingerprints; the text itself if JEXL cannot render it.
     */
    public String canonical() {
        String t = script.getParsedText();
        return t == null ? text : t.trim();
    }

    /**
     * The expression as the prover reads it: JEXL's own syntax tree of this expression (the one
     * {@link #eval} runs), translated node by node ({@link ExprTree}), or NotExact with the part the
     * prover cannot read with the checker's meaning.
     */
    public org.subgames.symbolic.Sym sym() throws ExprTree.NotExact {
        return ExprTree.of(text, script);
    }

    /** JEXL's compiled script (its syntax tree is what {@link ExprTree} and {@link CompiledExpr} read). */
    JexlScript script() {
        return script;
    }

    public int line() {
        return line;
    }

    public SpecException error(String message) {
        return new SpecException(file, line, message);
    }

    public Object eval(JexlContext ctx) {
        try {
            return script.execute(ctx);
        } catch (JexlException e) {
            Throwable cause = e.getCause();
            if (cause instanceof SpecException se) {
                throw se;
            }
            if (cause instanceof InstanceFacts.NoCertificate nc) {
                throw nc;
            }
            if (cause instanceof IllegalArgumentException || cause instanceof ArithmeticException) {
                throw error("in '" + text + "': " + cause.getMessage());
            }
            throw error("in '" + text + "': " + detail(e));
        }
    }

    /**
     * Why this truth-valued expression has its value in ctx: the values of its sub-expressions, e.g.
     * {@code G.minimalPeriod = 2, a + b = 4} ({@link Explanation}); empty when there is nothing to add.
     */
    public String explain(JexlContext ctx) {
        return Explanation.of(ExprTree.root(text, script), ctx);
    }

    /** Evaluates the source text of a sub-expression with the engine of the statements, in ctx. */
    static Object evalText(String text, JexlContext ctx) {
        return JEXL.createScript(text).execute(ctx);
    }

    public boolean evalBoolean(JexlContext ctx, String what) {
        Object v = eval(ctx);
        if (v instanceof Boolean b) {
            return b;
        }
        throw error(what + " '" + text + "' must be true or false, but is " + describe(v));
    }

    Number evalNumber(JexlContext ctx, String what) {
        Object v = eval(ctx);
        if (v instanceof Number n && !(v instanceof Double) && !(v instanceof Float)) {
            return n;
        }
        throw error(what + " '" + text + "' must be an integer, but is " + describe(v));
    }

    long evalLong(JexlContext ctx, String what) {
        Number n = evalNumber(ctx, what);
        if (n instanceof java.math.BigInteger bi) {
            return bi.longValueExact();
        }
        return n.longValue();
    }

    static String describe(Object v) {
        if (v == null) {
            return "null";
        }
        return v instanceof String ? "the text '" + v + "'" : v + " (" + v.getClass().getSimpleName() + ")";
    }

    /** The message of a JEXL exception without its location prefix. */
    private static String detail(JexlException e) {
        String m = e.getMessage();
        if (m == null) {
            return e.getClass().getSimpleName();
        }
        m = m.replaceFirst("^\\S*@\\d+:\\d+(?:!\\[\\d+,\\d+\\]: '[^']*')?\\s*", "");
        JexlInfo info = e.getInfo();
        return info == null ? m : m + " (column " + info.getColumn() + ")";
    }

    @Override
    public String toString() {
        return text;
    }
}
