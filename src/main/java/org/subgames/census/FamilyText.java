package org.subgames.census;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.subgames.base.AtomicFile;
import org.subgames.base.BadInputException;
import org.subgames.game.Convention;
import org.subgames.specs.Statement;
import org.subgames.symbolic.Affine;
import org.subgames.symbolic.ParametricWord;
import org.subgames.symbolic.Products;
import org.subgames.symbolic.Sym;

/**
 * The statement file of a family {@link FamilyDiscovery} proposes: parameters with the ranges its
 * census sets span (the parameters that determine c up to c &lt;= max S, so that {@code check} takes
 * exactly the census sets), where (the domain: the statement is about every parameter in it, as its
 * proof is), the moves, lets for the lengths of the words, the claims (the minimal period of
 * each convention from the end of its preperiod, and both preperiods) and the word block.
 */
final class FamilyText {

    private FamilyText() {
    }

    static void write(Path file, String id, FamilyFit.Family f, int maxS) {
        String text = text(id, f, maxS);
        AtomicFile.write(file, os -> os.write(text.getBytes(StandardCharsets.UTF_8)));
    }

    static String text(String id, FamilyFit.Family f, int maxS) {
        Parametrisation p = f.parametrisation();
        List<String> names = p.names();
        ParametricWord w = f.word();
        String domain = String.join(" && ", f.domain().stream().map(b -> b.text(names)).toList());
        List<Convention> conventions = f.conventions();
        List<String> out = new ArrayList<>();
        out.add("# Proposed by census discover --max-s " + maxS + " from " + f.sets().size() + " three-move sets (" + p.label() + "):");
        out.add("# the words below were fitted on the census and checked on every set of the domain with c <= " + maxS + ".");
        out.add("id: " + id);
        out.add("kind: conjecture");
        out.add("backing:");
        out.add("  lemmas: [word, mex-link]");
        out.add("  command: java -jar target/subgames.jar prove statement " + id + ".yaml");
        out.add("title: \"S = {" + p.aText() + ", " + p.bText() + ", " + p.cText() + "}, " + domain + ": minimal periods "
                + String.join(", ", conventions.stream().map(c -> "P" + SUFFIX.get(c) + " (" + c.id() + ")").toList()) + "\"");
        out.add("source: \"census discover --max-s " + maxS + "\"");
        out.add("parameters:");
        for (int i = 0; i < names.size(); i++) {
            long lo = Long.MAX_VALUE;
            long hi = Long.MIN_VALUE;
            for (long[] v : f.tuples()) {
                lo = Math.min(lo, v[i]);
                hi = Math.max(hi, v[i]);
            }
            String end = p.censusEnd(i, maxS);
            out.add("  " + names.get(i) + ": " + lo + ".." + (end == null ? hi : end) + (end == null ? "" : "  # c <= " + maxS + ": the census's sets"));
        }
        out.add("where: \"" + domain + "\"  # the word's domain: the statement is about every parameter in it");
        out.add("moves: [" + p.aText() + ", " + p.bText() + ", " + p.cText() + "]");
        out.add("convention: " + (conventions.size() == 2 ? "both" : conventions.get(0).id()));
        out.add("let:");
        for (Convention c : conventions) {
            ParametricWord.Case k = w.cases().get(c).get(0);
            out.add("  P" + SUFFIX.get(c) + ": \"" + length(k.period(), names) + "\"");
            out.add("  Q" + SUFFIX.get(c) + ": \"" + length(k.pre(), names) + "\"");
        }
        out.addAll(claims(conventions));
        out.addAll(word(w, domain, conventions));
        return String.join("\n", out) + "\n";
    }

    /**
     * The statement of a family's partner: the other convention over the same sets (the origin's
     * parameters, where and moves, copied as written), with its own lets, claims and word block.
     */
    static String partnerText(String id, Statement origin, String originText, ParametricWord w, Convention c, int instances, String bounds) {
        List<String> names = new ArrayList<>(w.variables());
        List<String> out = new ArrayList<>();
        out.add("# The " + c.id() + " partner of " + origin.id() + " (census discover --partners): its sets, as its parameters, where and");
        out.add("# moves say" + (bounds == null ? "" : ", in the bounds the part adds") + "; the " + c.id() + " word below was fitted on its " + instances
                + " instances in the word's domain.");
        out.add("id: " + id);
        out.add("kind: conjecture");
        out.add("backing:");
        out.add("  lemmas: [word, mex-link]");
        out.add("  command: java -jar target/subgames.jar prove statement " + id + ".yaml");
        out.add("title: \"the sets of " + origin.id() + ": minimal period P" + SUFFIX.get(c) + " (" + c.id() + ")\"");
        out.add("source: \"census discover --partners, from " + origin.id() + "\"");
        out.addAll(topLevel(originText, "parameters", origin));
        if (bounds == null) {
            out.addAll(topLevel(originText, "where", origin));
        } else { // a part: the origin's where and the part's bounds
            out.add("where: \"" + (origin.where() == null ? "" : "(" + origin.where().text().trim() + ") && ") + bounds + "\"");
        }
        out.addAll(topLevel(originText, "moves", origin));
        out.add("convention: " + c.id());
        ParametricWord.Case k = w.cases().get(c).get(0);
        out.add("let:");
        out.add("  P" + SUFFIX.get(c) + ": \"" + length(k.period(), names) + "\"");
        out.add("  Q" + SUFFIX.get(c) + ": \"" + length(k.pre(), names) + "\"");
        out.addAll(claims(List.of(c)));
        String domain = WordInferenceText.text(w.domain());
        out.addAll(word(w, bounds == null ? domain : "(" + domain + ") && " + bounds, List.of(c)));
        return String.join("\n", out) + "\n";
    }

    /** A top-level key of a statement file with its indented lines, as written; a statement without it is no origin of a partner. */
    static List<String> topLevel(String text, String key, Statement origin) {
        List<String> out = new ArrayList<>();
        for (String line : text.split("\n", -1)) {
            boolean top = !line.isEmpty() && !Character.isWhitespace(line.charAt(0)) && !line.startsWith("#");
            if (top && !out.isEmpty()) {
                break;
            }
            if (top && line.startsWith(key + ":") || !out.isEmpty()) {
                out.add(line);
            }
        }
        while (!out.isEmpty() && out.get(out.size() - 1).isBlank()) {
            out.remove(out.size() - 1);
        }
        if (out.isEmpty()) {
            throw new BadInputException(origin.file() + ": no top-level " + key + ": to copy into its partner");
        }
        return out;
    }

    /** The letter the lets of a convention end in: Pw, Qw (wall), Ps, Qs (sink). */
    private static final Map<Convention, String> SUFFIX = Map.of(Convention.WALL, "w", Convention.SINK, "s");

    private static List<String> claims(List<Convention> conventions) {
        List<String> out = new ArrayList<>(List.of("claims:"));
        if (conventions.contains(Convention.WALL)) {
            out.addAll(List.of("  - name: Pw is the minimal period of G_wall from position Qw on",
                    "    periodic: wall", "    period: Pw", "    from: Qw", "    minimal: true"));
        }
        if (conventions.contains(Convention.SINK)) {
            out.addAll(List.of("  - name: Ps is the minimal period of G_sink from position 1 + Qs on",
                    "    periodic: sink", "    period: Ps", "    from: 1 + Qs", "    minimal: true"));
        }
        if (conventions.size() == 2) {
            out.addAll(List.of("  - name: the preperiods are Qw (wall) and Qs (sink)", "    holds: \"wall.preperiod == Qw && sink.preperiod == Qs\""));
        } else {
            String l = SUFFIX.get(conventions.get(0));
            out.addAll(List.of("  - name: the preperiod is Q" + l + " (" + conventions.get(0).id() + ")",
                    "    holds: \"" + conventions.get(0).id() + ".preperiod == Q" + l + "\""));
        }
        return out;
    }

    private static List<String> word(ParametricWord w, String domain, List<Convention> conventions) {
        List<String> out = new ArrayList<>();
        out.add("word:");
        out.add("  domain: \"" + domain + "\"");
        if (!w.counts().isEmpty()) {
            out.add("  counts: [" + String.join(", ", w.counts()) + "]");
        }
        for (Convention c : conventions) {
            ParametricWord.Case k = w.cases().get(c).get(0);
            out.add("  " + c.id() + ":");
            out.add("    - name: all");
            if (!k.pre().isEmpty()) {
                out.add("      pre: \"" + WordInferenceText.word(k.pre()) + "\"");
            }
            out.add("      period: \"" + WordInferenceText.word(k.period()) + "\"");
        }
        return out;
    }

    /** The number of letters of a word as an expression: affine, plus count * unit for each group whose count and unit both vary. */
    static String length(List<ParametricWord.Part> parts, List<String> names) {
        Affine linear = Affine.ZERO;
        Map<String, Long> products = new LinkedHashMap<>();
        for (ParametricWord.Part part : parts) {
            if (part instanceof ParametricWord.Run r) {
                linear = linear.plus(affine(r.length()));
                continue;
            }
            if (!(part instanceof ParametricWord.Group g)) {
                throw new IllegalStateException("discovery writes no nested groups, yet its word has " + ParametricWord.show(List.of(part)));
            }
            Affine unit = Affine.ZERO;
            for (ParametricWord.Run r : g.runs()) {
                unit = unit.plus(affine(r.length()));
            }
            Affine count = affine(g.count());
            if (count.isConstant()) {
                linear = linear.plus(unit.times(count.constantTerm()));
            } else if (unit.isConstant()) {
                linear = linear.plus(count.times(unit.constantTerm()));
            } else {
                products.merge(factor(count, names) + "*" + factor(unit, names), 1L, Long::sum);
            }
        }
        List<String> terms = new ArrayList<>();
        products.forEach((p, k) -> terms.add(k == 1 ? p : k + "*" + p));
        if (!linear.equals(Affine.ZERO) || terms.isEmpty()) {
            terms.add(WordInferenceText.text(WordShape.sym(linear, names)));
        }
        return String.join(" + ", terms).replace("+ -", "- ");
    }

    private static String factor(Affine t, List<String> names) {
        String s = WordInferenceText.text(WordShape.sym(t, names));
        return s.contains(" ") ? "(" + s + ")" : s;
    }

    /** An affine run length or count of a fitted word as an affine term (the prover's reading, with no counts). */
    static Affine affine(Sym s) {
        try {
            return new Products(Set.of()).affine(s);
        } catch (BadInputException e) {
            throw new IllegalStateException("not an affine term of a fitted word: " + s.show(), e);
        }
    }
}
