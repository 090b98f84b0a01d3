package org.subgames.specs;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.subgames.base.BadInputException;
import org.subgames.game.Convention;
import org.subgames.symbolic.ParametricWord;
import org.subgames.symbolic.Sym;
import org.subgames.symbolic.SymParser;

/**
 * Loads a statement's {@code word:} block into a {@link ParametricWord}: {@code domain} (a condition
 * on the parameters), {@code counts}, {@code split} (of, by, quotient, remainder) and per convention
 * a list of cases {@code {when, pre, period}}. Every expression is parsed and every name checked at
 * load time, with the file and line of the offending entry.
 */
final class WordBlock {

    private WordBlock() {
    }

    static ParametricWord parse(YamlTree.Node node, List<String> parameters, List<Convention> conventions) {
        Map<String, YamlTree.Node> m = node.asMap("word");
        for (String key : m.keySet()) {
            if (!Set.of("domain", "counts", "split", "wall", "sink").contains(key)) {
                throw m.get(key).error("unknown key '" + key + "' in a word (allowed: domain, counts, split, wall, sink)");
            }
        }
        if (!m.containsKey("domain")) {
            throw node.error("a word needs domain: the parameters it is claimed for, e.g. \"a >= 1 && b > a\"");
        }
        Set<String> params = new LinkedHashSet<>(parameters);
        List<String> counts = new ArrayList<>();
        if (m.containsKey("counts")) {
            for (YamlTree.Node c : m.get("counts").asList("counts")) {
                String name = c.asText("a count").trim();
                if (!params.contains(name)) {
                    throw c.error("count '" + name + "' is not a parameter");
                }
                counts.add(name);
            }
        }
        Set<String> names = new LinkedHashSet<>(params);
        List<ParametricWord.Split> splits = new ArrayList<>();
        if (m.containsKey("split")) {
            for (YamlTree.Node s : m.get("split").asList("split")) {
                splits.add(split(s, names));
            }
        }
        // the domain and the guards may use the parameters and the split variables (read with the splits' definitions)
        Set<String> guardNames = new LinkedHashSet<>(params);
        guardNames.addAll(names);
        Sym domain = expr(m.get("domain"), "domain", guardNames);
        Map<Convention, List<ParametricWord.Case>> cases = new EnumMap<>(Convention.class);
        for (Convention c : Convention.values()) {
            String key = c.name().toLowerCase(Locale.ROOT);
            if (!m.containsKey(key)) {
                continue;
            }
            if (!conventions.contains(c)) {
                throw m.get(key).error("the statement is not about " + key + " (convention)");
            }
            List<ParametricWord.Case> list = new ArrayList<>();
            Set<String> caseNames = new java.util.HashSet<>();
            for (YamlTree.Node cn : m.get(key).asList(key + " cases")) {
                ParametricWord.Case k = wordCase(cn, names, guardNames);
                if (!caseNames.add(k.name())) {
                    throw cn.error("two " + key + " cases are named '" + k.name() + "' (give one a name:)");
                }
                list.add(k);
            }
            if (list.isEmpty()) {
                throw m.get(key).error("no cases for " + key);
            }
            cases.put(c, List.copyOf(list));
        }
        if (cases.isEmpty()) {
            throw node.error("a word needs cases for wall or sink");
        }
        return new ParametricWord(domain, List.copyOf(parameters), List.copyOf(counts), List.copyOf(splits), cases);
    }

    private static ParametricWord.Split split(YamlTree.Node s, Set<String> names) {
        Map<String, YamlTree.Node> sm = s.asMap("a split");
        for (String k : List.of("of", "by", "quotient", "remainder")) {
            if (!sm.containsKey(k)) {
                throw s.error("a split needs of, by, quotient and remainder (of = quotient * by + remainder, 0 <= remainder < by)");
            }
        }
        if (sm.size() != 4) {
            throw s.error("a split has exactly of, by, quotient and remainder");
        }
        String of = sm.get("of").asText("of").trim();
        if (!names.contains(of)) {
            throw sm.get("of").error("'" + of + "' is not a parameter (or was split already)");
        }
        Sym by = expr(sm.get("by"), "by", names);
        if (names(by).contains(of)) {
            throw sm.get("by").error("a split's divisor cannot use the parameter it splits");
        }
        String q = sm.get("quotient").asText("quotient").trim();
        String r = sm.get("remainder").asText("remainder").trim();
        for (YamlTree.Node n : List.of(sm.get("quotient"), sm.get("remainder"))) {
            String name = n.asText("a name").trim();
            if (!name.matches("[A-Za-z_][A-Za-z0-9_]*") || names.contains(name) || name.equals(q) && name.equals(r)) {
                throw n.error("'" + name + "' must be a new name");
            }
        }
        names.remove(of);
        names.add(q);
        names.add(r);
        return new ParametricWord.Split(of, by, q, r);
    }

    private static ParametricWord.Case wordCase(YamlTree.Node cn, Set<String> names, Set<String> guardNames) {
        Map<String, YamlTree.Node> cm = cn.asMap("a case");
        for (String key : cm.keySet()) {
            if (!Set.of("name", "when", "pre", "period").contains(key)) {
                throw cm.get(key).error("unknown key '" + key + "' in a word case (allowed: name, when, pre, period)");
            }
        }
        Sym when = cm.containsKey("when") ? expr(cm.get("when"), "when", guardNames) : new Sym.Bin("==", new Sym.Num(0), new Sym.Num(0));
        String name = cm.containsKey("name") ? cm.get("name").asText("name").trim() : cm.containsKey("when") ? when.show() : "all";
        if (!cm.containsKey("period")) {
            // a case without a word: census --infer-word fills it in; the prover refuses it
            return new ParametricWord.Case(name, when, null, null);
        }
        List<ParametricWord.Part> pre = cm.containsKey("pre") ? word(cm.get("pre"), names) : List.of();
        List<ParametricWord.Part> period = word(cm.get("period"), names);
        if (period.isEmpty()) {
            throw cm.get("period").error("the period word is empty");
        }
        return new ParametricWord.Case(name, when, pre, period);
    }

    private static List<ParametricWord.Part> word(YamlTree.Node n, Set<String> names) {
        List<ParametricWord.Part> parts;
        try {
            parts = ParametricWord.parseWord(n.asText("a word"));
        } catch (BadInputException e) {
            throw n.error(e.getMessage());
        }
        ParametricWord.expressions(parts).forEach(e -> check(n, e, names));
        return parts;
    }

    private static Sym expr(YamlTree.Node n, String what, Set<String> names) {
        Sym s;
        try {
            s = SymParser.parse(n.asText(what));
        } catch (BadInputException e) {
            throw n.error(what + ": " + e.getMessage());
        }
        check(n, s, names);
        return s;
    }

    private static void check(YamlTree.Node n, Sym s, Set<String> names) {
        for (String name : names(s)) {
            if (!names.contains(name)) {
                throw n.error("unknown name '" + name + "' (known here: " + String.join(", ", names) + ")");
            }
        }
    }

    static Set<String> names(Sym s) {
        return s.names();
    }
}
