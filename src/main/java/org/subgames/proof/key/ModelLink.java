package org.subgames.proof.key;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.subgames.sink.table.Contexts;
import org.subgames.sink.table.Formula;
import org.subgames.sink.table.Lin;
import org.subgames.sink.table.Var;
import org.subgames.sink.table.WordModel;

/**
 * The model-link, the machine half that is not KeY: the symbolic factor table that the SMT lemmas
 * use ({@link WordModel} for a block, {@link Contexts#linearParts} for the linear word) is rendered
 * as the JML bodies of the model predicates {@code PeriodWordReference.blockAt} and
 * {@code linearAt}, and those bodies must be in the reference source verbatim (whitespace aside).
 * KeY proves that the generator {@code fill} writes factors that satisfy them: blocks 1..a in
 * order ({@code blocksAt}, written by hand: block i is blockAt with r = (i-1)c mod a, t = r + c or
 * r + c - a, Z after it when t = a, the block order the modular and coverage lemmas assume), or
 * linearAt with m = ceil(b/2a), e = b + a - 2am. So the word the SMT lemmas reason about and the word the reference code builds
 * are the same for all parameters, not only for the instances {@code tables} checks numerically.
 *
 * <p>Rendering: factor f of a block at factor index p + (offset) is {@code letters[i] == x &&
 * lengths[i] == n}; a repeated unit x^a y^a with count k - 1 (M - a) or m (M) is {@code pairsAt(letters,
 * lengths, x, y, a, start, k - 1)}, whose body ({@link #PAIRS_BODY}) is checked too; Z follows a block
 * when t == a (the context rule of {@link Contexts}); inequality (4) selects the B or C list.
 */
public final class ModelLink {

    /** The reference class whose model predicates are compared. */
    public static final String SOURCE = "org/subgames/reference/PeriodWordReference.java";

    /**
     * What a repeated unit means: pairsAt(letters, lengths, x, y, a, q, n) is n repetitions of
     * x^a y^a from factor q on, repetition u (1..n) at factors q + 2u - 2 and q + 2u - 1.
     */
    static final String PAIRS_BODY = "(\\forall int u; 1 <= u && u <= n; letters[q - 2 + 2 * u] == x && lengths[q - 2 + 2 * u] == a"
            + " && letters[q - 1 + 2 * u] == y && lengths[q - 1 + 2 * u] == a)";

    private ModelLink() {
    }

    /** The JML body (the returned expression) of blockAt(letters, lengths, a, k, c, r, t, p). */
    public static String blockBody(WordModel model) {
        String isB = jml(model.isB(Var.R));
        StringBuilder sb = new StringBuilder();
        List<Lin> counts = model.runCounts();
        WordModel.Part z = model.z();
        for (boolean b : List.of(true, false)) {
            List<String> conj = new ArrayList<>();
            Offset end = render(model.block(b, Contexts.ALL, false), counts, "k", new Offset("p", 0, 0), conj);
            conj.add("(t == a ==> " + factor(end.at("k"), z.letter(), z.length()) + ")");
            sb.append(sb.length() == 0 ? "" : " && ").append("(").append(b ? isB : "!(" + isB + ")").append(" ==> ")
                    .append(String.join(" && ", conj)).append(")");
        }
        return sb.toString();
    }

    /** The JML body of linearAt(letters, lengths, a, m, e): the linear word from factor index 0. */
    public static String linearBody() {
        List<String> conj = new ArrayList<>();
        render(Contexts.linearParts(Contexts.ALL), Contexts.linearCounts(), "m", new Offset(null, 0, 0), conj);
        return String.join(" && ", conj);
    }

    /**
     * The differences between the rendered table and the model predicates of {@code source} (the
     * text of PeriodWordReference.java): empty when both bodies are there verbatim.
     */
    public static List<String> mismatches(String source, WordModel model) {
        List<String> out = new ArrayList<>();
        try {
            check(source, "blockAt", blockBody(model), out);
        } catch (IllegalArgumentException e) {
            out.add("the block table of " + model.label() + " has no blockAt form: " + e.getMessage());
        }
        check(source, "linearAt", linearBody(), out);
        check(source, "pairsAt", PAIRS_BODY, out);
        // the intro lemmas restate the bodies as their precondition (KeY keeps the predicates opaque
        // where the fill methods use them): they must not drift from the predicates
        for (String[] lemma : new String[][] {{"blockIntro", "blockAt"}, {"linearIntro", "linearAt"}}) {
            String pre = lemmaRequires(source, lemma[0]);
            String body = modelBody(source, lemma[1]);
            if (pre == null || !pre.equals(body)) {
                out.add(lemma[0] + " does not require exactly the body of " + lemma[1]);
            }
        }
        for (int k = 1; k <= 3; k++) {
            for (boolean b : List.of(true, false)) {
                if (!sameTable(model.block(b, Contexts.ALL, false), model.runCounts(), k, model.block(b, k, false))) {
                    out.add("the " + (b ? "B" : "C") + "-block table for k = " + k + " is not the symbolic one with k - 1 repetitions");
                }
            }
            if (!sameTable(Contexts.linearParts(Contexts.ALL), Contexts.linearCounts(), k, Contexts.linearParts(k))) {
                out.add("the linear table for m = " + k + " is not the symbolic one with m and m - 1 repetitions");
            }
        }
        return out;
    }

    /** Whether the symbolic parts, each repeated unit spelled out for count variable = n, are the concrete parts. */
    private static boolean sameTable(List<WordModel.BlockPart> symbolic, List<Lin> counts, int n, List<WordModel.BlockPart> concrete) {
        try {
            return names(expand(symbolic, counts, n)).equals(names(concrete));
        } catch (IllegalArgumentException e) {
            return false;
        }
    }

    /** The symbolic parts with each repeated unit spelled out for count variable = n (count M + e*a: n + e repetitions). */
    private static List<WordModel.BlockPart> expand(List<WordModel.BlockPart> parts, List<Lin> counts, int n) {
        List<WordModel.BlockPart> out = new ArrayList<>();
        int run = 0;
        int i = 0;
        while (i < parts.size()) {
            if (parts.get(i).repetition() != -1) {
                out.add(parts.get(i++));
                continue;
            }
            int j = i;
            while (j < parts.size() && parts.get(j).repetition() == -1) {
                j++;
            }
            long extra = extraRepetitions(counts.get(run++));
            for (long u = 1; u <= n + extra; u++) {
                for (int q = i; q < j; q++) {
                    WordModel.BlockPart p = parts.get(q);
                    out.add(new WordModel.BlockPart(p.name(), (int) u, p.letter(), p.length()));
                }
            }
            i = j;
        }
        return out;
    }

    /** Name, letter and length of each part (what the word is), for comparing tables. */
    private static List<String> names(List<WordModel.BlockPart> parts) {
        return parts.stream().map(p -> p.name() + ":" + p.letter() + "^" + p.length()).toList();
    }

    private static void check(String source, String name, String expected, List<String> out) {
        String body = modelBody(source, name);
        if (body == null) {
            out.add("no model predicate " + name + " in " + SOURCE);
        } else if (!body.equals(normalize(expected))) {
            out.add(name + " differs from the symbolic table:\n  source:   " + body + "\n  rendered: " + normalize(expected));
        }
    }

    /** The returned expression of {@code static model boolean NAME(...) { return ...; }}, whitespace collapsed. */
    static String modelBody(String source, String name) {
        int at = source.indexOf("static model boolean " + name + "(");
        if (at < 0) {
            return null;
        }
        int ret = source.indexOf("return ", at);
        // the body ends at the ';' before the method's closing "@ }" (quantifiers have ';' inside)
        Matcher end = Pattern.compile(";\\s*@\\s*}").matcher(source);
        if (ret < 0 || !end.find(ret)) {
            return null;
        }
        return jmlText(source.substring(ret + "return ".length(), end.start()));
    }

    /** The last {@code requires} clause of the contract of {@code static void NAME(...)}, whitespace collapsed. */
    static String lemmaRequires(String source, String name) {
        int at = source.indexOf("static void " + name + "(");
        int spec = at < 0 ? -1 : source.lastIndexOf("/*@", at);
        int req = spec < 0 ? -1 : source.lastIndexOf("@ requires ", at);
        int ens = req < 0 ? -1 : source.indexOf("@ ensures ", req);
        if (req < spec || ens < 0 || ens > at) {
            return null;
        }
        return jmlText(source.substring(req + "@ requires ".length(), source.lastIndexOf(';', ens)));
    }

    /** A JML text spread over annotation lines, without the leading '@' of each line, whitespace collapsed. */
    private static String jmlText(String lines) {
        StringBuilder sb = new StringBuilder();
        for (String line : lines.split("\n")) {
            String l = line.strip();
            sb.append(' ').append(l.startsWith("@") ? l.substring(1) : l);
        }
        return normalize(sb.toString());
    }

    private static String normalize(String s) {
        return s.replaceAll("\\s+", " ").strip();
    }

    /** A factor index: base + kCoef * count variable (k or m) + constant. */
    private record Offset(String base, long kCoef, long constant) {
        Offset plus(long n) {
            return new Offset(base, kCoef, constant + n);
        }

        String at(String kVar) {
            List<String> terms = new ArrayList<>();
            if (base != null) {
                terms.add(base);
            }
            if (kCoef != 0) {
                terms.add(times(kCoef, kVar));
            }
            if (constant != 0) {
                terms.add(Long.toString(constant));
            }
            return terms.isEmpty() ? "0" : sum(terms);
        }
    }

    /** The n of a repeated run's count M + n*a (M = k*a or m*a): the run has k + n repetitions. */
    private static long extraRepetitions(Lin count) {
        long extra = count.coefficient(Var.A);
        if (!count.equals(Lin.of(Var.M).plus(Lin.of(Var.A).times(extra)))) {
            throw new IllegalArgumentException("model-link renders counts M + n*a only, got " + count);
        }
        return extra;
    }

    /** Renders parts from offset on; returns the offset after them. */
    private static Offset render(List<WordModel.BlockPart> parts, List<Lin> counts, String kVar, Offset off, List<String> conj) {
        int run = 0;
        int i = 0;
        while (i < parts.size()) {
            WordModel.BlockPart p = parts.get(i);
            if (p.repetition() != -1) {
                conj.add(factor(off.at(kVar), p.letter(), p.length()));
                off = off.plus(1);
                i++;
                continue;
            }
            int j = i;
            while (j < parts.size() && parts.get(j).repetition() == -1) {
                j++;
            }
            int w = j - i;
            long extra = extraRepetitions(counts.get(run++));
            String reps = extra == 0 ? kVar : sum(List.of(kVar, Long.toString(extra)));
            if (w != 2 || !parts.get(i).length().equals(Lin.of(Var.A)) || !parts.get(i + 1).length().equals(Lin.of(Var.A))) {
                throw new IllegalArgumentException("model-link renders repeated units x^a y^a only, got " + parts.subList(i, j));
            }
            WordModel.BlockPart x = parts.get(i);
            WordModel.BlockPart y = parts.get(i + 1);
            conj.add("pairsAt(letters, lengths, " + x.letter() + ", " + y.letter() + ", a, " + off.at(kVar) + ", " + reps + ")");
            off = new Offset(off.base(), off.kCoef() + w, off.constant() + w * extra);
            i = j;
        }
        return off;
    }

    private static String factor(String index, int letter, Lin length) {
        return "letters[" + index + "] == " + letter + " && lengths[" + index + "] == " + jml(length);
    }

    private static String jml(Lin l) {
        List<String> terms = new ArrayList<>();
        for (Var v : Var.values()) {
            long c = l.coefficient(v);
            if (c != 0) {
                terms.add(times(c, v.smt()));
            }
        }
        if (l.constantTerm() != 0 || terms.isEmpty()) {
            terms.add(Long.toString(l.constantTerm()));
        }
        return sum(terms);
    }

    private static String jml(Formula f) {
        if (f instanceof Formula.Cmp c) {
            return jml(c.left()) + " " + switch (c.op()) {
                case LE -> "<=";
                case LT -> "<";
                case EQ -> "==";
                case GE -> ">=";
                case GT -> ">";
            } + " " + jml(c.right());
        }
        if (f instanceof Formula.Not n) {
            return "!(" + jml(n.inner()) + ")";
        }
        throw new IllegalArgumentException("model-link renders comparisons only, got " + f.toText());
    }

    private static String times(long c, String v) {
        return c == 1 ? v : c == -1 ? "-" + v : c + " * " + v;
    }

    /** Joins signed terms: "a", "-r" become "a - r". */
    private static String sum(List<String> terms) {
        StringBuilder sb = new StringBuilder();
        for (String t : terms) {
            boolean neg = t.startsWith("-");
            if (sb.length() == 0) {
                sb.append(t);
            } else {
                sb.append(neg ? " - " : " + ").append(neg ? t.substring(1) : t);
            }
        }
        return sb.toString();
    }
}
