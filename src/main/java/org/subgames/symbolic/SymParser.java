package org.subgames.symbolic;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.subgames.base.BadInputException;

/**
 * Recursive-descent parser for {@link Sym}, the language of a word: block (domain, case guards, run
 * lengths and counts); a syntax error is bad input naming the column. It reads only what means the
 * same in the statements' expressions (JEXL), and refuses the rest with a hint: numbers with a
 * leading zero (JEXL reads 010 as octal 8), '/' and '%' (JEXL truncates toward zero: write floor(x,
 * y) and modulo(x, y)), and comparisons chained with == or != (JEXL reads a == b &lt; c as
 * a == (b &lt; c)); a chain of &lt;, &lt;=, &gt;, &gt;= such as 1 &lt;= a &lt; b reads as 1 &lt;= a &amp;&amp; a &lt; b.
 */
public final class SymParser {

    private static final Set<String> FUNCTIONS = Set.of("min", "max", "floor", "modulo", "abs");
    private static final Set<String> EQUALITIES = Set.of("==", "!=");

    private final String text;
    private int pos;

    private SymParser(String text) {
        this.text = text;
    }

    public static Sym parse(String text) {
        SymParser p = new SymParser(text);
        Sym s = p.ternary();
        p.skip();
        if (p.pos < text.length()) {
            throw p.error("unexpected '" + text.charAt(p.pos) + "'");
        }
        return s;
    }

    private BadInputException error(String message) {
        return new BadInputException("in '" + text + "' at column " + (pos + 1) + ": " + message);
    }

    private void skip() {
        while (pos < text.length() && Character.isWhitespace(text.charAt(pos))) {
            pos++;
        }
    }

    private boolean peek(char c) {
        skip();
        return pos < text.length() && text.charAt(pos) == c;
    }

    private boolean eat(String token) {
        skip();
        if (text.startsWith(token, pos)) {
            pos += token.length();
            return true;
        }
        return false;
    }

    private Sym ternary() {
        Sym test = or();
        if (eat("?")) {
            Sym then = ternary();
            if (!eat(":")) {
                throw error("expected ':'");
            }
            return new Sym.Ternary(test, then, ternary());
        }
        return test;
    }

    private Sym or() {
        Sym s = and();
        while (eat("||")) {
            s = new Sym.Bin("||", s, and());
        }
        return s;
    }

    private Sym and() {
        Sym s = comparison();
        while (eat("&&")) {
            s = new Sym.Bin("&&", s, comparison());
        }
        return s;
    }

    private Sym comparison() {
        Sym s = additive();
        for (String op : List.of("<=", ">=", "==", "!=", "<", ">")) {
            if (eat(op)) {
                Sym r = additive();
                // chained comparisons a < b < c read as a < b && b < c
                if (peekComparison()) {
                    if (EQUALITIES.contains(op)) {
                        throw error("a chain of comparisons with " + op + " (write parentheses or &&)");
                    }
                    return new Sym.Bin("&&", new Sym.Bin(op, s, r), chain(r));
                }
                return new Sym.Bin(op, s, r);
            }
        }
        return s;
    }

    private boolean peekComparison() {
        skip();
        return pos < text.length() && (text.charAt(pos) == '<' || text.charAt(pos) == '>' || text.startsWith("==", pos) || text.startsWith("!=", pos));
    }

    private Sym chain(Sym left) {
        for (String op : List.of("<=", ">=", "==", "!=", "<", ">")) {
            if (eat(op)) {
                if (EQUALITIES.contains(op)) {
                    throw error("a chain of comparisons with " + op + " (write parentheses or &&)");
                }
                Sym r = additive();
                Sym c = new Sym.Bin(op, left, r);
                return peekComparison() ? new Sym.Bin("&&", c, chain(r)) : c;
            }
        }
        throw error("expected a comparison");
    }

    private Sym additive() {
        Sym s = multiplicative();
        while (true) {
            if (eat("+")) {
                s = new Sym.Bin("+", s, multiplicative());
            } else if (eat("-")) {
                s = new Sym.Bin("-", s, multiplicative());
            } else {
                return s;
            }
        }
    }

    private Sym multiplicative() {
        Sym s = unary();
        while (true) {
            if (eat("*")) {
                s = new Sym.Bin("*", s, unary());
            } else if (peek('/') || peek('%')) {
                throw error("'" + text.charAt(pos) + "' (it truncates toward zero in the statements' expressions: write floor(x, y) or modulo(x, y))");
            } else {
                return s;
            }
        }
    }

    private Sym unary() {
        if (eat("-")) {
            return new Sym.Unary("-", unary());
        }
        skip();
        if (pos < text.length() && text.charAt(pos) == '!' && !text.startsWith("!=", pos)) {
            pos++;
            return new Sym.Unary("!", unary());
        }
        return primary();
    }

    private Sym primary() {
        skip();
        if (eat("(")) {
            Sym s = ternary();
            if (!eat(")")) {
                throw error("expected ')'");
            }
            return s;
        }
        int start = pos;
        if (pos < text.length() && Character.isDigit(text.charAt(pos))) {
            while (pos < text.length() && Character.isDigit(text.charAt(pos))) {
                pos++;
            }
            if (pos - start > 1 && text.charAt(start) == '0') {
                pos = start;
                throw error("a number with a leading zero (the statements' expressions read 010 as octal 8: write it without the zero)");
            }
            if (pos < text.length() && (Character.isLetter(text.charAt(pos)) || text.charAt(pos) == '_' || text.charAt(pos) == '.')) {
                throw error("'" + text.charAt(pos) + "' after a number (only plain decimal integers)");
            }
            try {
                return new Sym.Num(Long.parseLong(text.substring(start, pos)));
            } catch (NumberFormatException e) {
                throw error("number too large");
            }
        }
        if (pos < text.length() && (Character.isLetter(text.charAt(pos)) || text.charAt(pos) == '_')) {
            while (pos < text.length() && (Character.isLetterOrDigit(text.charAt(pos)) || text.charAt(pos) == '_')) {
                pos++;
            }
            String name = text.substring(start, pos);
            if (eat("(")) {
                if (!FUNCTIONS.contains(name)) {
                    throw error("unknown function '" + name + "' (known: " + String.join(", ", new java.util.TreeSet<>(FUNCTIONS)) + ")");
                }
                List<Sym> args = new ArrayList<>();
                do {
                    args.add(ternary());
                } while (eat(","));
                if (!eat(")")) {
                    throw error("expected ')'");
                }
                if (args.size() != (name.equals("abs") ? 1 : 2)) {
                    throw error(name + " takes " + (name.equals("abs") ? 1 : 2) + " argument(s)");
                }
                return new Sym.Call(name, List.copyOf(args));
            }
            return new Sym.Name(name);
        }
        throw error(pos < text.length() ? "unexpected '" + text.charAt(pos) + "'" : "unexpected end");
    }
}
