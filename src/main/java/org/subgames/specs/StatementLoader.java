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
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.subgames.base.BadInputException;
import org.subgames.base.IntRange;
import org.subgames.game.Convention;
import org.subgames.game.MoveSet;

/**
 * Reads statements from {@code *.yaml} files (one statement per file, id = file name). Everything
 * is checked at load time: the YAML, the keys, the ranges, every JEXL expression's syntax and the
 * names it reads; an error names the file and line.
 */
public final class StatementLoader {

    private static final Set<String> TOP = Set.of("id", "title", "kind", "source", "parameters", "where", "let", "claims",
            "moves", "convention", "library", "census", "counterexamples", "backing", "word");
    private static final Set<String> KINDS = Set.of("theorem", "conjecture", "census");
    private static final Set<String> CLAIM = Set.of("name", "when", "forall", "holds", "actual", "expected",
            "periodic", "period", "from", "minimal", "agree", "to");

    private StatementLoader() {
    }

    /** Every statement in the directory, sorted by id. */
    public static List<Statement> loadDirectory(Path dir) {
        if (!Files.isDirectory(dir)) {
            throw new BadInputException("no statements directory '" + dir + "' (run from the repository root or give --specs DIR)");
        }
        List<Path> files;
        try (Stream<Path> s = Files.list(dir)) {
            files = s.filter(p -> p.toString().endsWith(".yaml") || p.toString().endsWith(".yml")).sorted().toList();
        } catch (IOException e) {
            throw new BadInputException("cannot list " + dir + ": " + e.getMessage());
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

    /**
     * A statement by argument: a YAML file, the id of a file in the statements directory, or the name
     * of a family shipped with the harness ({@code families/NAME.yaml} in the jar: three-move,
     * squares, moser-de-bruijn).
     */
    public static Statement resolve(String arg, Path specs) {
        Path file = Path.of(arg);
        if (arg.endsWith(".yaml") || arg.endsWith(".yml")) {
            if (!Files.isRegularFile(file)) {
                throw new BadInputException("no statement file " + arg);
            }
            return load(file);
        }
        Path inDir = specs.resolve(arg + ".yaml");
        if (Files.isRegularFile(inDir)) {
            return load(inDir);
        }
        String res = "families/" + arg + ".yaml";
        java.io.InputStream in = StatementLoader.class.getClassLoader().getResourceAsStream(res);
        if (in == null) {
            throw new BadInputException("'" + arg + "' is neither a statement file, nor a statement in " + specs
                    + ", nor a family (shipped families: three-move, squares, moser-de-bruijn)");
        }
        try (Reader r = new java.io.InputStreamReader(in, StandardCharsets.UTF_8)) {
            return parse(res, r);
        } catch (IOException e) {
            throw new BadInputException("cannot read " + res + ": " + e.getMessage());
        }
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
            throw new BadInputException("cannot read " + file + ": " + e.getMessage());
        }
    }

    static Statement parse(String file, Reader in) {
        YamlTree.Node root = YamlTree.read(file, in);
        Map<String, YamlTree.Node> top = root.asMap("a statement");
        unknownKeys(top, TOP, "statement");
        String id = id(root, top);
        String title = text(root, top, "title", true);
        String kind = kind(root, top);
        String source = text(root, top, "source", true);

        YamlTree.Node params = require(root, top, "parameters");
        Map<String, YamlTree.Node> pm = params.asMap("parameters");
        boolean legacy = !top.containsKey("moves");
        List<Parameter> parameters = legacy ? legacyParameters(params, pm) : parameters(params, pm);
        Set<String> names = new LinkedHashSet<>();
        parameters.forEach(p -> names.add(p.name()));

        boolean additive = legacy || library(top);
        List<Convention> conventions = legacy ? List.of(Convention.SINK, Convention.WALL) : conventions(top.get("convention"), root);
        Vocabulary vocab = new Vocabulary(names, conventions.contains(Convention.WALL), conventions.contains(Convention.SINK), additive);

        Moves moves = legacy ? legacyMoves(params) : moves(top.get("moves"), Vocabulary.of(names));

        Expr where = null;
        if (top.containsKey("where")) {
            where = Expr.compile(top.get("where"), "where");
            vocab.check(where, Set.of(), true);
        }
        if (legacy) {
            where = legacyWhere(params, pm, where);
        }

        Map<String, Expr> lets = lets(top, vocab);
        Set<String> bound = new HashSet<>(lets.keySet());
        List<Claim> claims = claims(root, top, kind, bound, vocab);
        CensusSpec census = top.containsKey("census") ? census(top.get("census"), bound, vocab) : CensusSpec.NONE;

        Map<List<Long>, Set<Integer>> recorded = Map.of();
        String recordedFile = null;
        int recordedLine = 0;
        if (top.containsKey("counterexamples")) {
            YamlTree.Node cx = top.get("counterexamples");
            if (!kind.equals("conjecture")) {
                throw cx.error("only a conjecture has recorded counterexamples (a theorem that fails is a bug)");
            }
            recordedFile = resolve(file, cx.asText("counterexamples").trim());
            recordedLine = cx.line;
            recorded = RecordedCounterexamples.read(recordedFile, parameters.stream().map(Parameter::name).toList(), claims, cx);
        }
        return new Statement(id, title, kind, source, file, Collections.unmodifiableList(parameters), where, moves,
                conventions, additive, Collections.unmodifiableMap(lets), Collections.unmodifiableList(claims), vocab.usesG(), census,
                recorded, recordedFile, recordedLine, top.containsKey("backing") ? backing(top.get("backing"), kind, claims, top.containsKey("word")) : null,
                top.containsKey("word") ? WordBlock.parse(top.get("word"), parameters.stream().map(Parameter::name).toList(), conventions) : null);
    }

    private static String id(YamlTree.Node root, Map<String, YamlTree.Node> top) {
        String id = text(root, top, "id", true);
        if (!id.matches("[a-z0-9][a-z0-9-]*")) {
            throw top.get("id").error("id '" + id + "' must be lower-case letters, digits and dashes");
        }
        return id;
    }

    private static String kind(YamlTree.Node root, Map<String, YamlTree.Node> top) {
        String kind = text(root, top, "kind", true);
        if (!KINDS.contains(kind)) {
            throw top.get("kind").error("kind must be theorem, conjecture or census, not '" + kind + "'");
        }
        return kind;
    }

    /** Whether the statement names a library (the only one is additive). */
    private static boolean library(Map<String, YamlTree.Node> top) {
        if (!top.containsKey("library")) {
            return false;
        }
        String lib = top.get("library").asText("library").trim();
        if (!lib.equals("additive")) {
            throw top.get("library").error("unknown library '" + lib + "' (known: additive)");
        }
        return true;
    }

    /** The let definitions in order, each checked against the names bound before it. */
    private static Map<String, Expr> lets(Map<String, YamlTree.Node> top, Vocabulary vocab) {
        Set<String> bound = new HashSet<>();
        Map<String, Expr> lets = new LinkedHashMap<>();
        if (!top.containsKey("let")) {
            return lets;
        }
        for (Map.Entry<String, YamlTree.Node> e : top.get("let").asMap("let").entrySet()) {
            String name = e.getKey();
            if (!name.matches("[A-Za-z_][A-Za-z0-9_]*") || vocab.parameters().contains(name) || Vocabulary.RESERVED.contains(name)) {
                throw e.getValue().error("'" + name + "' cannot be a let name (it is reserved or not an identifier)");
            }
            Expr x = Expr.compile(e.getValue(), "let " + name);
            vocab.check(x, bound, false);
            lets.put(name, x);
            bound.add(name);
        }
        return lets;
    }

    /** The claims: none for a census, at least one otherwise. */
    private static List<Claim> claims(YamlTree.Node root, Map<String, YamlTree.Node> top, String kind, Set<String> bound, Vocabulary vocab) {
        List<Claim> claims = new ArrayList<>();
        if (kind.equals("census")) {
            if (top.containsKey("claims")) {
                throw top.get("claims").error("a census statement has no claims (make it a theorem or conjecture)");
            }
            return claims;
        }
        YamlTree.Node claimsNode = require(root, top, "claims");
        for (YamlTree.Node cn : claimsNode.asList("claims")) {
            claims.add(claim(cn, bound, vocab));
        }
        if (claims.isEmpty()) {
            throw claimsNode.error("a statement needs at least one claim");
        }
        return claims;
    }

    /**
     * {@code backing: {proved: TEXT, lemmas: [ID, ...], command: CMD, bounded: TEXT, per-instance: TEXT}}:
     * the claims proved for all parameters, by which lemmas of the proof chain, re-proved by which
     * command, what those lemmas prove only within bounds, and what stays checked per instance only.
     * Only a theorem is proved. A backing whose lemmas name {@code word} (the word prover) has no
     * text: see {@link #wordBacking}.
     */
    private static Statement.Backing backing(YamlTree.Node node, String kind, List<Claim> claims, boolean hasWord) {
        Map<String, YamlTree.Node> m = node.asMap("backing");
        unknownKeys(m, Set.of("proved", "lemmas", "command", "bounded", "per-instance"), "backing");
        if (m.containsKey("lemmas") && m.get("lemmas").list != null
                && m.get("lemmas").asList("lemmas").stream().anyMatch(n -> n.scalar != null && n.scalar.equals(WORD_LEMMA))) {
            boolean scaling = claims.stream().anyMatch(c -> c.scaling() != null);
            if (!hasWord && !scaling) {
                throw m.get("lemmas").error("the lemma word is the word prover on the statement's word: block (or its scaling claims), "
                        + "and this statement has neither");
            }
            return wordBacking(node, m, kind, claims);
        }
        String proved = m.containsKey("proved") ? m.get("proved").asText("proved") : null;
        String perInstance = m.containsKey("per-instance") ? m.get("per-instance").asText("per-instance") : null;
        String bounded = m.containsKey("bounded") ? m.get("bounded").asText("bounded") : null;
        List<String> lemmas = List.of();
        String command = null;
        if (proved != null) {
            if (kind.equals("census")) {
                throw m.get("proved").error("a census has nothing proved for all parameters");
            }
            YamlTree.Node ln = require(node, m, "lemmas");
            lemmas = ln.asList("lemmas").stream().map(n -> n.asText("a lemma id")).toList();
            if (lemmas.isEmpty()) {
                throw ln.error("lemmas must name the lemmas of the proof chain the proof rests on");
            }
            command = require(node, m, "command").asText("command");
        } else if (m.containsKey("lemmas") || m.containsKey("command") || bounded != null) {
            throw node.error("lemmas, command and bounded belong to proved");
        }
        if (proved == null && perInstance == null) {
            throw node.error("backing needs proved (with lemmas and command) or per-instance");
        }
        return new Statement.Backing(proved, lemmas, command, perInstance, bounded);
    }

    /** The lemma id of the word prover in a backing. */
    public static final String WORD_LEMMA = "word";

    /**
     * {@code backing: {lemmas: [word, ...], command: CMD, proved: [CLAIM, ...], per-instance: [CLAIM, ...]}}:
     * the word prover's verdict per claim, by the claims' exact names, each claim in exactly one of
     * the two lists; {@code prove statement ID --write} writes both from the prover's outcome. No
     * text: what the report shows as proved is what the prover proves in the run, and the backing
     * test fails when the lists say otherwise. Without the two lists nothing is proved (every claim
     * per instance) until {@code --write} fills them.
     */
    private static Statement.Backing wordBacking(YamlTree.Node node, Map<String, YamlTree.Node> m, String kind, List<Claim> claims) {
        if (kind.equals("census")) {
            throw node.error("a census has nothing proved for all parameters");
        }
        List<String> lemmas = m.get("lemmas").asList("lemmas").stream().map(n -> n.asText("a lemma id")).toList();
        String command = require(node, m, "command").asText("command");
        String bounded = m.containsKey("bounded") ? m.get("bounded").asText("bounded") : null;
        List<String> names = claims.stream().map(Claim::name).toList();
        if (new HashSet<>(names).size() < names.size()) {
            throw node.error("a backing of the word prover names claims: the statement's claims need distinct names");
        }
        if (!m.containsKey("proved") && !m.containsKey("per-instance")) {
            return new Statement.Backing(null, lemmas, command, null, bounded, List.of(), names, false); // no verdict written: nothing proved
        }
        List<String> proved = claimNames(node, m, "proved", names);
        List<String> perInstance = claimNames(node, m, "per-instance", names);
        for (String n : proved) {
            if (perInstance.contains(n)) {
                throw m.get("per-instance").error("claim '" + n + "' is listed both proved and per-instance");
            }
        }
        for (String n : names) {
            if (!proved.contains(n) && !perInstance.contains(n)) {
                throw node.error("claim '" + n + "' is neither listed proved nor per-instance (prove statement --write lists every claim)");
            }
        }
        return new Statement.Backing(null, lemmas, command, null, bounded, proved, perInstance);
    }

    /** A list of claim names of a word backing: each the exact name of a claim of the statement, once. */
    private static List<String> claimNames(YamlTree.Node backing, Map<String, YamlTree.Node> m, String key, List<String> names) {
        YamlTree.Node n = require(backing, m, key);
        if (n.list == null) {
            throw n.error("a backing of the word prover lists claim names under " + key + ", not text (prove statement --write writes them)");
        }
        List<String> out = new ArrayList<>();
        for (YamlTree.Node c : n.list) {
            String name = c.asText("a claim name");
            if (!names.contains(name)) {
                throw c.error("'" + name + "' is not the name of a claim of this statement");
            }
            if (out.contains(name)) {
                throw c.error("claim '" + name + "' is listed twice");
            }
            out.add(name);
        }
        return List.copyOf(out);
    }

    /** A path given in a statement, relative to the statement's directory. */
    private static String resolve(String file, String name) {
        Path dir = Path.of(file).getParent();
        return (dir == null ? Path.of(name) : dir.resolve(name)).toString();
    }

    /**
     * {@code name: LO..HI} in declared order; each end an expression over the other parameters, in
     * any order but not in a cycle (they are enumerated each after those its range refers to).
     */
    private static List<Parameter> parameters(YamlTree.Node params, Map<String, YamlTree.Node> pm) {
        if (pm.isEmpty()) {
            throw params.error("a statement needs at least one parameter");
        }
        List<Parameter> out = new ArrayList<>();
        Set<String> all = new LinkedHashSet<>(pm.keySet());
        for (Map.Entry<String, YamlTree.Node> e : pm.entrySet()) {
            String name = e.getKey();
            YamlTree.Node n = e.getValue();
            if (!name.matches("[A-Za-z_][A-Za-z0-9_]*") || Vocabulary.RESERVED.contains(name)) {
                throw n.error("'" + name + "' cannot be a parameter name (it is reserved or not an identifier)");
            }
            Set<String> others = new LinkedHashSet<>(all);
            others.remove(name);
            out.add(parameter(name, n, others));
        }
        if (Parameter.enumerationOrder(out) == null) {
            throw params.error("the ranges of the parameters refer to each other in a cycle: "
                    + String.join(", ", out.stream().map(p -> p.name() + " -> " + String.join(" ", p.dependencies())).toList()));
        }
        return out;
    }

    private static Parameter parameter(String name, YamlTree.Node n, Set<String> others) {
        String t = n.asText("the range of " + name).trim();
        int dots = t.indexOf("..");
        if (dots < 0) {
            t = t + ".." + t;
            dots = t.indexOf("..");
        }
        Expr lo = compileText(n, t.substring(0, dots), "the range of " + name);
        Expr hi = compileText(n, t.substring(dots + 2), "the range of " + name);
        Vocabulary names = Vocabulary.of(others);
        for (Expr x : List.of(lo, hi)) {
            for (List<String> path : x.variables()) {
                if (!others.contains(path.get(0))) {
                    throw n.error("range of " + name + ": '" + path.get(0) + "' is not another parameter (parameters here: "
                            + (others.isEmpty() ? "none" : String.join(", ", others)) + ")");
                }
            }
            names.check(x, Set.of(), true);
        }
        if (lo.variables().isEmpty() && hi.variables().isEmpty()) {
            long l = lo.evalLong(new org.apache.commons.jexl3.MapContext(), "range of " + name);
            long h = hi.evalLong(new org.apache.commons.jexl3.MapContext(), "range of " + name);
            if (l > h) {
                throw n.error("range of " + name + ": empty range " + l + ".." + h + " (the lower end exceeds the upper)");
            }
        }
        return new Parameter(name, lo, hi, n.line);
    }

    /** The form of issue 3 (no {@code moves:}): a, k and optionally c, with S = {a, 2ka + c, a + 2ka + c}. */
    private static List<Parameter> legacyParameters(YamlTree.Node params, Map<String, YamlTree.Node> pm) {
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
        List<Parameter> out = new ArrayList<>();
        out.add(new Parameter("a", compileText(pm.get("a"), Integer.toString(a.lo()), "a"), compileText(pm.get("a"), Integer.toString(a.hi()), "a"), pm.get("a").line));
        out.add(new Parameter("k", compileText(pm.get("k"), Integer.toString(k.lo()), "k"), compileText(pm.get("k"), Integer.toString(k.hi()), "k"), pm.get("k").line));
        YamlTree.Node cn = pm.containsKey("c") ? pm.get("c") : params;
        out.add(new Parameter("c", compileText(cn, c == null ? "0" : Integer.toString(c.lo()), "c"),
                compileText(cn, c == null ? "2*a - 1" : Integer.toString(c.hi()), "c"), cn.line));
        return out;
    }

    private static Moves legacyMoves(YamlTree.Node params) {
        return new Moves(List.of(compileText(params, "a", "moves"), compileText(params, "2*k*a + c", "moves"),
                compileText(params, "a + 2*k*a + c", "moves")), null, null, params.line);
    }

    /** b = 2ka + c &gt; a and 0 &lt;= c &lt; 2a, and the statement's own filter. */
    private static Expr legacyWhere(YamlTree.Node params, Map<String, YamlTree.Node> pm, Expr where) {
        String text = "c < 2*a && 2*k*a + c > a";
        return compileText(params, where == null ? text : "(" + text + ") && (" + where.text() + ")", "where");
    }

    private static List<Convention> conventions(YamlTree.Node n, YamlTree.Node root) {
        if (n == null) {
            throw root.error("missing key 'convention' (wall, sink or both)");
        }
        String t = n.asText("convention").trim();
        switch (t) {
            case "wall":
                return List.of(Convention.WALL);
            case "sink":
                return List.of(Convention.SINK);
            case "both":
                return List.of(Convention.WALL, Convention.SINK);
            default:
                throw n.error("convention must be wall, sink or both, not '" + t + "'");
        }
    }

    /** {@code [expr, ...]} or {@code {family: squares, upTo: expr}}. */
    private static Moves moves(YamlTree.Node n, Vocabulary params) {
        if (n.list != null) {
            if (n.list.isEmpty()) {
                throw n.error("the move set is empty");
            }
            List<Expr> list = new ArrayList<>();
            for (YamlTree.Node x : n.list) {
                Expr e = Expr.compile(x, "a move");
                params.check(e, Set.of(), true);
                list.add(e);
            }
            return new Moves(Collections.unmodifiableList(list), null, null, n.line);
        }
        if (n.map != null) {
            unknownKeys(n.map, Set.of("family", "upTo"), "family of moves");
            YamlTree.Node f = require(n, n.map, "family");
            String name = f.asText("family").trim();
            MoveSet.Family family = null;
            for (MoveSet.Family x : MoveSet.Family.values()) {
                if (x.id().equals(name)) {
                    family = x;
                }
            }
            if (family == null) {
                throw f.error("unknown family '" + name + "' (known: squares, moser-de-bruijn)");
            }
            Expr bound = Expr.compile(require(n, n.map, "upTo"), "upTo");
            params.check(bound, Set.of(), true);
            return new Moves(null, family, bound, n.line);
        }
        throw n.error("moves must be a list of expressions, e.g. [a, b, c], or a family, e.g. {family: squares, upTo: n}");
    }

    private static CensusSpec census(YamlTree.Node n, Set<String> bound, Vocabulary vocab) {
        Map<String, YamlTree.Node> m = n.asMap("census");
        unknownKeys(m, Set.of("group", "formulas", "heatmap"), "census");
        Expr group = m.containsKey("group") ? expr(m.get("group"), "group", bound, vocab) : null;
        Map<String, Expr> formulas = new LinkedHashMap<>();
        if (m.containsKey("formulas")) {
            for (Map.Entry<String, YamlTree.Node> e : m.get("formulas").asMap("formulas").entrySet()) {
                formulas.put(e.getKey(), expr(e.getValue(), "formula " + e.getKey(), bound, vocab));
            }
        }
        CensusSpec.Heatmap heat = null;
        if (m.containsKey("heatmap")) {
            YamlTree.Node h = m.get("heatmap");
            Map<String, YamlTree.Node> hm = h.asMap("heatmap");
            unknownKeys(hm, Set.of("x", "y", "value", "where", "label"), "heatmap");
            Expr x = expr(require(h, hm, "x"), "heatmap x", bound, vocab);
            Expr y = expr(require(h, hm, "y"), "heatmap y", bound, vocab);
            Expr v = expr(require(h, hm, "value"), "heatmap value", bound, vocab);
            Expr w = hm.containsKey("where") ? expr(hm.get("where"), "heatmap where", bound, vocab) : null;
            String label = hm.containsKey("label") ? text(h, hm, "label", true) : null;
            heat = new CensusSpec.Heatmap(x, y, v, w, label);
        }
        return new CensusSpec(group, Collections.unmodifiableMap(formulas), heat);
    }

    private static Claim claim(YamlTree.Node node, Set<String> outer, Vocabulary vocab) {
        Map<String, YamlTree.Node> m = node.asMap("a claim");
        unknownKeys(m, CLAIM, "claim");
        Set<String> bound = new HashSet<>(outer);
        String var = null;
        Expr range = null;
        if (m.containsKey("forall")) {
            YamlTree.Node f = m.get("forall");
            Matcher x = Pattern.compile("\\s*([A-Za-z_][A-Za-z0-9_]*)\\s+in\\s+(.+)").matcher(f.asText("forall"));
            if (!x.matches()) {
                throw f.error("forall must read 'i in LO..HI', e.g. 'i in 1..a'");
            }
            var = x.group(1);
            if (vocab.parameters().contains(var) || Vocabulary.RESERVED.contains(var) || outer.contains(var)) {
                throw f.error("the forall variable '" + var + "' hides another name");
            }
            range = compileText(f, x.group(2), "forall range");
            vocab.check(range, bound, false);
            bound.add(var);
        }
        Expr when = null;
        if (m.containsKey("when")) {
            when = Expr.compile(m.get("when"), "when");
            vocab.check(when, outer, false);
        }
        int kinds = (m.containsKey("holds") ? 1 : 0) + (m.containsKey("actual") || m.containsKey("expected") ? 1 : 0)
                + (m.containsKey("periodic") ? 1 : 0) + (m.containsKey("agree") ? 1 : 0);
        if (kinds != 1) {
            throw node.error("a claim needs exactly one of: holds, actual + expected, periodic, agree");
        }
        String name = m.containsKey("name") ? m.get("name").asText("name") : null;
        Claim body;
        if (m.containsKey("holds")) {
            Expr h = expr(m.get("holds"), "holds", bound, vocab);
            onlyKeys(m, node, Set.of("name", "when", "forall", "holds"));
            body = new Claim.Holds(name != null ? name : h.text(), node.line, var == null ? when : null, h);
        } else if (m.containsKey("actual") || m.containsKey("expected")) {
            Expr act = expr(require(node, m, "actual"), "actual", bound, vocab);
            Expr exp = expr(require(node, m, "expected"), "expected", bound, vocab);
            onlyKeys(m, node, Set.of("name", "when", "forall", "actual", "expected"));
            body = new Claim.Equal(name != null ? name : act.text() + " = " + exp.text(), node.line, var == null ? when : null, act, exp);
        } else {
            if (var != null) {
                throw node.error("forall applies to holds and actual/expected claims only");
            }
            body = m.containsKey("periodic") ? periodic(node, m, name, when, bound, vocab) : agree(node, m, name, when, bound, vocab);
        }
        if (var != null) {
            return new Claim.ForAll(body.name(), node.line, when, var, range, body);
        }
        return body;
    }

    /** A periodic claim: G (or wall, sink) has the period from the given position on, perhaps as its minimal period. */
    private static Claim periodic(YamlTree.Node node, Map<String, YamlTree.Node> m, String name, Expr when, Set<String> bound, Vocabulary vocab) {
        String game = m.get("periodic").asText("periodic");
        if (!vocab.isFactObject(game) || game.equals("S") || game.equals("word")) {
            throw m.get("periodic").error("periodic must be one of this statement's games G, "
                    + "wall or sink (as its convention allows), not '" + game + "'");
        }
        if (game.equals("G")) {
            vocab.noteG();
        }
        Expr period = expr(require(node, m, "period"), "period", bound, vocab);
        Expr from = m.containsKey("from") ? expr(m.get("from"), "from", bound, vocab) : null;
        boolean minimal = false;
        if (m.containsKey("minimal")) {
            String v = m.get("minimal").asText("minimal");
            if (!v.equals("true") && !v.equals("false")) {
                throw m.get("minimal").error("minimal must be true or false");
            }
            minimal = v.equals("true");
        }
        onlyKeys(m, node, Set.of("name", "when", "periodic", "period", "from", "minimal"));
        return new Claim.Periodic(name != null ? name : "G_" + game + " has period " + period.text(), node.line, when,
                game, period, from, minimal);
    }

    /** An agree claim: two sequences agree on a range of positions. */
    private static Claim agree(YamlTree.Node node, Map<String, YamlTree.Node> m, String name, Expr when, Set<String> bound, Vocabulary vocab) {
        YamlTree.Node ag = m.get("agree");
        List<YamlTree.Node> seqs = ag.asList("agree");
        if (seqs.size() != 2) {
            throw ag.error("agree needs two sequences, e.g. [sink, word]");
        }
        String left = seqs.get(0).asText("a sequence");
        String right = seqs.get(1).asText("a sequence");
        for (YamlTree.Node s : seqs) {
            if (!vocab.sequences().contains(s.scalar)) {
                throw s.error("unknown sequence '" + s.scalar + "' (known here: " + String.join(", ", vocab.sequences()) + ")");
            }
            if (s.scalar.equals("G")) {
                vocab.noteG();
            }
        }
        Expr from = expr(require(node, m, "from"), "from", bound, vocab);
        Expr to = expr(require(node, m, "to"), "to", bound, vocab);
        onlyKeys(m, node, Set.of("name", "when", "agree", "from", "to"));
        return new Claim.Agree(name != null ? name : left + " = " + right, node.line, when, left, right, from, to);
    }

    private static Expr expr(YamlTree.Node n, String what, Set<String> bound, Vocabulary vocab) {
        Expr e = Expr.compile(n, what);
        vocab.check(e, bound, false);
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
                        + String.join(", ", new TreeSet<>(allowed)) + ")");
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
        } catch (BadInputException e) {
            throw n.error("range of " + what + ": " + e.getMessage());
        }
    }
}
