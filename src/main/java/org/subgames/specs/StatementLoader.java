package org.subgames.specs;

import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import org.subgames.run.IntRange;

/**
 * Reads statements from {@code *.yaml} files (one statement per file, id = file name). Everything
 * is checked at load time: the YAML, the keys, the ranges, every JEXL expression's syntax and the
 * names it reads; an error names the file and line.
 */
public final class StatementLoader {

    private static final Set<String> TOP = Set.of("id", "title", "kind", "source", "parameters", "where", "let", "claims");
    private static final Set<String> CLAIM = Set.of("name", "when", "forall", "holds", "actual", "expected",
            "periodic", "period", "from", "minimal", "agree", "to");

    private StatementLoader() {
    }

    /** Every statement in the directory, sorted by id. */
    public static List<Statement> loadDirectory(Path dir) {
        if (!Files.isDirectory(dir)) {
            throw new IllegalArgumentException("no statements directory '" + dir + "' (run from the repository root or give --specs DIR)");
        }
        List<Path> files;
        try (Stream<Path> s = Files.list(dir)) {
            files = s.filter(p -> p.toString().endsWith(".yaml") || p.toString().endsWith(".yml")).sorted().toList();
        } catch (IOException e) {
            throw new IllegalArgumentException("cannot list " + dir + ": " + e.getMessage());
        }
        List<Statement> out = new ArrayList<>();
        Map<String, Path> seen = new LinkedHashMap<>();
        for (Path f : files) {
            Statement st = load(f);
            Path before = seen.put(st.id(), f);
            if (before != null) {
                throw new SpecException(f.toString(), 0, "duplicate id '" + st.id() + "' (also in " + before + ")");
            }
            out.add(st);
        }
        out.sort((x, y) -> x.id().compareTo(y.id()));
        return Collections.unmodifiableList(out);
    }

    public static Statement load(Path file) {
        try (Reader r = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            Statement st = parse(file.toString(), r);
            String stem = file.getFileName().toString().replaceFirst("\\.ya?ml$", "");
            if (!stem.equals(st.id())) {
                throw new SpecException(file.toString(), 1, "id '" + st.id() + "' differs from the file name '" + stem + "'");
            }
            return st;
        } catch (IOException e) {
            throw new IllegalArgumentException("cannot read " + file + ": " + e.getMessage());
        }
    }

    static Statement parse(String file, Reader in) {
        YamlTree.Node root = YamlTree.read(file, in);
        Map<String, YamlTree.Node> top = root.asMap("a statement");
        unknownKeys(top, TOP, "statement");
        String id = text(root, top, "id", true);
        if (!id.matches("[a-z0-9][a-z0-9-]*")) {
            throw top.get("id").error("id '" + id + "' must be lower-case letters, digits and dashes");
        }
        String title = text(root, top, "title", true);
        String kind = text(root, top, "kind", true);
        if (!kind.equals("theorem") && !kind.equals("conjecture")) {
            throw top.get("kind").error("kind must be theorem or conjecture, not '" + kind + "'");
        }
        String source = text(root, top, "source", true);

        YamlTree.Node params = require(root, top, "parameters");
        Map<String, YamlTree.Node> pm = params.asMap("parameters");
        unknownKeys(pm, Set.of("a", "k", "c"), "parameters");
        IntRange a = range(require(params, pm, "a"), "a");
        IntRange k = range(require(params, pm, "k"), "k");
        IntRange c = pm.containsKey("c") ? range(pm.get("c"), "c") : null;
        if (a.lo() < 1) {
            throw pm.get("a").error("a must be at least 1");
        }
        if (k.lo() < 0 || (c != null && c.lo() < 0)) {
            throw params.error("k and c must be non-negative");
        }

        Expr where = null;
        if (top.containsKey("where")) {
            where = Expr.compile(top.get("where"), "where");
            Vocabulary.check(where, Set.of(), true);
        }

        Set<String> bound = new HashSet<>();
        Map<String, Expr> lets = new LinkedHashMap<>();
        if (top.containsKey("let")) {
            for (Map.Entry<String, YamlTree.Node> e : top.get("let").asMap("let").entrySet()) {
                String name = e.getKey();
                if (!name.matches("[A-Za-z_][A-Za-z0-9_]*") || Vocabulary.PARAMETERS.contains(name)
                        || Vocabulary.FACT_OBJECTS.containsKey(name)) {
                    throw e.getValue().error("'" + name + "' cannot be a let name (it is reserved or not an identifier)");
                }
                Expr x = Expr.compile(e.getValue(), "let " + name);
                Vocabulary.check(x, bound, false);
                lets.put(name, x);
                bound.add(name);
            }
        }

        YamlTree.Node claimsNode = require(root, top, "claims");
        List<Claim> claims = new ArrayList<>();
        for (YamlTree.Node cn : claimsNode.asList("claims")) {
            claims.add(claim(cn, bound));
        }
        if (claims.isEmpty()) {
            throw claimsNode.error("a statement needs at least one claim");
        }
        return new Statement(id, title, kind, source, file, a, k, c, where,
                Collections.unmodifiableMap(lets), Collections.unmodifiableList(claims));
    }

    private static Claim claim(YamlTree.Node node, Set<String> outer) {
        Map<String, YamlTree.Node> m = node.asMap("a claim");
        unknownKeys(m, CLAIM, "claim");
        Set<String> bound = new HashSet<>(outer);
        String var = null;
        Expr range = null;
        if (m.containsKey("forall")) {
            YamlTree.Node f = m.get("forall");
            java.util.regex.Matcher x = java.util.regex.Pattern.compile("\\s*([A-Za-z_][A-Za-z0-9_]*)\\s+in\\s+(.+)").matcher(f.asText("forall"));
            if (!x.matches()) {
                throw f.error("forall must read 'i in LO..HI', e.g. 'i in 1..a'");
            }
            var = x.group(1);
            if (Vocabulary.PARAMETERS.contains(var) || Vocabulary.FACT_OBJECTS.containsKey(var) || outer.contains(var)) {
                throw f.error("the forall variable '" + var + "' hides another name");
            }
            range = compileText(f, x.group(2), "forall range");
            Vocabulary.check(range, bound, false);
            bound.add(var);
        }
        Expr when = null;
        if (m.containsKey("when")) {
            when = Expr.compile(m.get("when"), "when");
            Vocabulary.check(when, outer, false);
        }
        int kinds = (m.containsKey("holds") ? 1 : 0) + (m.containsKey("actual") || m.containsKey("expected") ? 1 : 0)
                + (m.containsKey("periodic") ? 1 : 0) + (m.containsKey("agree") ? 1 : 0);
        if (kinds != 1) {
            throw node.error("a claim needs exactly one of: holds, actual + expected, periodic, agree");
        }
        String name = m.containsKey("name") ? m.get("name").asText("name") : null;
        Claim body;
        if (m.containsKey("holds")) {
            Expr h = expr(m.get("holds"), "holds", bound);
            onlyKeys(m, node, Set.of("name", "when", "forall", "holds"));
            body = new Claim.Holds(name != null ? name : h.text(), node.line, var == null ? when : null, h);
        } else if (m.containsKey("actual") || m.containsKey("expected")) {
            Expr act = expr(require(node, m, "actual"), "actual", bound);
            Expr exp = expr(require(node, m, "expected"), "expected", bound);
            onlyKeys(m, node, Set.of("name", "when", "forall", "actual", "expected"));
            body = new Claim.Equal(name != null ? name : act.text() + " = " + exp.text(), node.line, var == null ? when : null, act, exp);
        } else if (m.containsKey("periodic")) {
            if (var != null) {
                throw node.error("forall applies to holds and actual/expected claims only");
            }
            String game = m.get("periodic").asText("periodic");
            if (!game.equals("sink") && !game.equals("wall")) {
                throw m.get("periodic").error("periodic must be sink or wall, not '" + game + "'");
            }
            Expr period = expr(require(node, m, "period"), "period", bound);
            Expr from = m.containsKey("from") ? expr(m.get("from"), "from", bound) : null;
            boolean minimal = false;
            if (m.containsKey("minimal")) {
                String v = m.get("minimal").asText("minimal");
                if (!v.equals("true") && !v.equals("false")) {
                    throw m.get("minimal").error("minimal must be true or false");
                }
                minimal = v.equals("true");
            }
            onlyKeys(m, node, Set.of("name", "when", "periodic", "period", "from", "minimal"));
            body = new Claim.Periodic(name != null ? name : "G_" + game + " has period " + period.text(), node.line, when,
                    game, period, from, minimal);
        } else {
            if (var != null) {
                throw node.error("forall applies to holds and actual/expected claims only");
            }
            YamlTree.Node ag = m.get("agree");
            List<YamlTree.Node> seqs = ag.asList("agree");
            if (seqs.size() != 2) {
                throw ag.error("agree needs two sequences, e.g. [sink, word]");
            }
            String left = seqs.get(0).asText("a sequence");
            String right = seqs.get(1).asText("a sequence");
            for (YamlTree.Node s : seqs) {
                if (!Vocabulary.SEQUENCES.contains(s.scalar)) {
                    throw s.error("unknown sequence '" + s.scalar + "' (known: " + String.join(", ", new java.util.TreeSet<>(Vocabulary.SEQUENCES)) + ")");
                }
            }
            Expr from = expr(require(node, m, "from"), "from", bound);
            Expr to = expr(require(node, m, "to"), "to", bound);
            onlyKeys(m, node, Set.of("name", "when", "agree", "from", "to"));
            body = new Claim.Agree(name != null ? name : left + " = " + right, node.line, when, left, right, from, to);
        }
        if (var != null) {
            return new Claim.ForAll(body.name(), node.line, when, var, range, body);
        }
        return body;
    }

    private static Expr expr(YamlTree.Node n, String what, Set<String> bound) {
        Expr e = Expr.compile(n, what);
        Vocabulary.check(e, bound, false);
        return e;
    }

    private static Expr compileText(YamlTree.Node at, String text, String what) {
        YamlTree.Node synthetic = YamlTree.scalar(at, text);
        return Expr.compile(synthetic, what);
    }

    private static void onlyKeys(Map<String, YamlTree.Node> m, YamlTree.Node node, Set<String> allowed) {
        for (Map.Entry<String, YamlTree.Node> e : m.entrySet()) {
            if (!allowed.contains(e.getKey())) {
                throw e.getValue().error("key '" + e.getKey() + "' does not belong in this kind of claim");
            }
        }
    }

    private static void unknownKeys(Map<String, YamlTree.Node> m, Set<String> allowed, String what) {
        for (Map.Entry<String, YamlTree.Node> e : m.entrySet()) {
            if (!allowed.contains(e.getKey())) {
                throw e.getValue().error("unknown key '" + e.getKey() + "' in a " + what + " (allowed: "
                        + String.join(", ", new java.util.TreeSet<>(allowed)) + ")");
            }
        }
    }

    private static YamlTree.Node require(YamlTree.Node parent, Map<String, YamlTree.Node> m, String key) {
        YamlTree.Node n = m.get(key);
        if (n == null) {
            throw parent.error("missing key '" + key + "'");
        }
        return n;
    }

    private static String text(YamlTree.Node parent, Map<String, YamlTree.Node> m, String key, boolean required) {
        YamlTree.Node n = require(parent, m, key);
        String t = n.asText(key).trim();
        if (t.isEmpty()) {
            throw n.error(key + " is empty");
        }
        return t;
    }

    private static IntRange range(YamlTree.Node n, String what) {
        try {
            return IntRange.parse(n.asText(what));
        } catch (SpecException e) {
            throw e;
        } catch (IllegalArgumentException e) {
            throw n.error("range of " + what + ": " + e.getMessage());
        }
    }
}
