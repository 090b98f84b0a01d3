package org.subgames.census;

import java.util.ArrayList;
import java.util.List;
import org.subgames.base.BadInputException;
import org.subgames.specs.Statement;
import org.subgames.symbolic.ParametricWord;
import org.subgames.symbolic.Sym;
import org.subgames.symbolic.SymParser;

/**
 * The {@code word:} block {@link WordInference} prints: the statement's domain, counts and splits,
 * per convention its cases with the inferred {@code pre} and {@code period}, and comments that say
 * how many instances each case fits, or how many it misfits and where the first misfit is (the best
 * word found is then left as a comment, so the block still loads as a request for inference).
 */
final class WordInferenceText {

    private WordInferenceText() {
    }

    static String render(Statement st, ParametricWord word, List<WordInference.ConventionResult> results, int instances,
                         WordInference.Tally outside, int limit) {
        List<String> out = new ArrayList<>();
        out.add("# inferred by census --infer-word from " + instances + " instance" + (instances == 1 ? "" : "s") + " of " + st.id());
        if (outside.count > 0) {
            out.add("# " + count(outside.count) + " outside the domain, skipped (the first at " + outside.first.parameterText() + ")");
        }
        out.add("word:");
        out.addAll(header(st, word));
        for (WordInference.ConventionResult r : results) {
            out.add("  " + r.convention().id() + ":");
            for (WordInference.CaseResult k : r.cases()) {
                out.addAll(caseLines(word, k));
            }
            if (r.noCase().count > 0) {
                out.add("    # " + count(r.noCase().count) + " no case takes (the first at " + r.noCase().first.parameterText() + ")");
            }
            if (r.uncertified().count > 0) {
                out.add("    # " + count(r.uncertified().count) + " without a certificate within " + limit + " positions (the first at "
                        + r.uncertified().first.parameterText() + ")");
            }
        }
        return String.join("\n", out) + "\n";
    }

    private static List<String> header(Statement st, ParametricWord word) {
        List<String> out = new ArrayList<>();
        if (st.word() != null) {
            out.add("  domain: \"" + text(word.domain()) + "\"");
        } else if (st.where() != null && parses(st.where().text())) {
            out.add("  domain: \"" + st.where().text().trim() + "\"  # the statement's where");
        } else {
            out.add("  domain: \"0 == 0\"  # write the parameters the word is claimed for");
        }
        if (!word.counts().isEmpty()) {
            boolean found = st.word() == null || !st.word().counts().equals(word.counts());
            out.add("  counts: [" + String.join(", ", word.counts()) + "]" + (found ? "  # found from the data" : ""));
        }
        if (!word.splits().isEmpty()) {
            out.add("  split:");
            for (ParametricWord.Split s : word.splits()) {
                out.add("    - {of: " + s.of() + ", by: \"" + text(s.by()) + "\", quotient: " + s.quotient()
                        + ", remainder: " + s.remainder() + "}");
            }
        }
        return out;
    }

    private static boolean parses(String text) {
        try {
            SymParser.parse(text);
            return true;
        } catch (BadInputException e) {
            return false;
        }
    }

    private static List<String> caseLines(ParametricWord word, WordInference.CaseResult k) {
        List<String> out = new ArrayList<>();
        ParametricWord.Case request = k.request();
        ParametricWord.Case w = k.word();
        String prefix;
        if (k.instances() == 0) {
            out.add("    # no instances of this case in the range");
            w = request.hasWord() ? request : null;
            prefix = "";
        } else if (k.fits()) {
            out.add("    # fits " + k.instances() + " of " + k.instances() + " instances in the range");
            prefix = "";
        } else {
            out.add("    # no word fits all " + count(k.instances()) + "of this case: " + (w == null
                    ? "no shape of them has run lengths affine in " + names(word, false) + " and group counts affine in "
                            + names(word, true) + ", nor with one or two more variables as counts (the first at " + k.firstMisfit().parameterText() + ")"
                    : "the best found (below, commented out) misfits " + k.misfits() + ", the first at "
                            + k.firstMisfit().parameterText()));
            prefix = "# ";
        }
        List<String> keys = new ArrayList<>();
        boolean always = request.when().equals(WordInference.ALWAYS);
        if (!request.name().equals(always ? "all" : request.when().show())) {
            keys.add("name: " + request.name());
        }
        if (!always) {
            keys.add("when: \"" + text(request.when()) + "\"");
        }
        if (keys.isEmpty()) {
            keys.add("name: all");
        }
        out.add("    - " + keys.get(0));
        keys.subList(1, keys.size()).forEach(x -> out.add("      " + x));
        if (w != null) {
            if (!w.pre().isEmpty()) {
                out.add("      " + prefix + "pre: \"" + word(w.pre()) + "\"");
            }
            out.add("      " + prefix + "period: \"" + word(w.period()) + "\"");
        }
        return out;
    }

    private static String names(ParametricWord word, boolean counts) {
        List<String> out = word.variables().stream().filter(v -> word.countVariables().contains(v) == counts).toList();
        return out.isEmpty() ? "(nothing: constants only)" : String.join(", ", out);
    }

    /**
     * A word in the statement syntax, as {@link ParametricWord#show} writes it but with only the
     * parentheses precedence needs inside an exponent, e.g. {@code (0^a 1^a)^q 3^(c - 2 * a)}.
     */
    static String word(List<ParametricWord.Part> parts) {
        List<String> out = new ArrayList<>();
        for (ParametricWord.Part p : parts) {
            if (p instanceof ParametricWord.Run r) {
                out.add(r.letter() + "^" + exponent(r.length()));
            } else if (p instanceof ParametricWord.Group g) {
                out.add("(" + word(List.copyOf(g.runs())) + ")^" + exponent(g.count()));
            } else {
                ParametricWord.Nest n = (ParametricWord.Nest) p;
                out.add("(" + word(n.parts()) + ")^" + exponent(n.count()));
            }
        }
        return String.join(" ", out);
    }

    private static String exponent(Sym s) {
        return s instanceof Sym.Num n && n.value() >= 0 || s instanceof Sym.Name ? s.show() : "(" + text(s) + ")";
    }

    /** An expression with only the parentheses precedence needs, e.g. {@code a >= 1 && b > a}. */
    static String text(Sym s) {
        if (!(s instanceof Sym.Bin b)) {
            return s instanceof Sym.Ternary ? "(" + s.show() + ")" : s.show();
        }
        int p = precedence(b.op());
        String l = text(b.left());
        String r = text(b.right());
        boolean associative = b.op().equals("+") || b.op().equals("*") || b.op().equals("&&") || b.op().equals("||");
        if (b.left() instanceof Sym.Bin lb && precedence(lb.op()) < p) {
            l = "(" + l + ")";
        }
        if (b.right() instanceof Sym.Bin rb && (precedence(rb.op()) < p || precedence(rb.op()) == p && !associative)) {
            r = "(" + r + ")";
        }
        return l + " " + b.op() + " " + r;
    }

    private static int precedence(String op) {
        return switch (op) {
            case "||" -> 1;
            case "&&" -> 2;
            case "+", "-" -> 4;
            case "*", "/" -> 5;
            default -> 3; // comparisons
        };
    }

    /** "1 instance", "12 instances". */
    private static String count(int n) {
        return n + (n == 1 ? " instance " : " instances ");
    }
}
