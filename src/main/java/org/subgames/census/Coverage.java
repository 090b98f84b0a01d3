package org.subgames.census;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import java.util.function.Function;
import org.subgames.game.Convention;
import org.subgames.specs.Expr;
import org.subgames.specs.ExprTree;
import org.subgames.specs.Instance;
import org.subgames.specs.Instances;
import org.subgames.specs.SpecException;
import org.subgames.specs.Statement;
import org.subgames.symbolic.BoxSearch;
import org.subgames.symbolic.Sym;

/**
 * Which move sets the proved statements cover: for every statement whose {@code word:} block is
 * proved for every parameter, every parameter tuple of its word domain whose moves are a set with
 * max S &lt;= N. A statement counts as proved when its backing is the word prover's (lemma
 * {@code word}) with the verdict lists written: {@code prove statement --write} writes them only when the word is proved,
 * and the statements' test engine re-proves the word and fails the backing test when it is not
 * (plus {@code CoverageTest}). It covers the conventions its word has cases for. The statements a
 * {@link Backed} proof names (the additive chain's, supplied by the layer that proves them) cover
 * the sets of their scope under the conventions whose G the proof states.
 *
 * <p>A set is covered only when a tuple was found that satisfies the word's domain and the
 * statement's {@code where} and whose moves, sorted, are exactly the set: the tuples come from
 * {@link BoxSearch} over the domain and 1 &lt;= move &lt;= N, each checked by exact evaluation, and the
 * moves are evaluated twice, as the prover reads them ({@link Sym}) and as {@code check} does
 * (JEXL), which must agree. An incomplete enumeration could only under-count; the search reports
 * whether the constraints alone bounded every parameter within the cap ({@link Family#capped}).
 */
public final class Coverage {

    private Coverage() {
    }

    /**
     * A statement proved for every parameter: the conventions it covers, its moves as the prover reads
     * them, its domain; byWord when its word is the proof (the domain is the word's), otherwise a
     * {@link Backed} proof's (the statement's where, its parameters' lower bounds and the proof's scope).
     */
    public record Family(Statement statement, List<Convention> conventions, List<Sym> moves, Sym domain, boolean byWord) {

        public String id() {
            return statement.id();
        }

        /** Whether a parameter tuple lies in the domain, read as the proof reads it (a word's splits with their definitions). */
        boolean contains(Map<String, Long> values) {
            return byWord ? statement.word().inDomain(values) : domain.test(values);
        }
    }

    /**
     * A proof other than a statement's word that determines G at every position, under the
     * conventions, for every set of its scope: the statement it backs and the scope as a condition
     * on that statement's moves (in the statement's order). The prover that proved it supplies it
     * (the additive chain, in proof.smt): this layer cannot see the provers, and no statement file
     * can declare itself proved this way.
     */
    public record Backed(String statement, List<Convention> conventions, Function<List<Sym>, Sym> scope) {
    }

    /** A covered set: the family, the parameter tuple (in the statement's parameter order) and the sorted moves. */
    public record Hit(Family family, long[] tuple, int[] set) {
    }

    /**
     * What an enumeration of one family found: the tuples of the domain within the box, the sets
     * they cover, the tuples its where excludes or whose moves are not a set of this size, and
     * whether a parameter reached the cap (a tuple beyond it would be missed).
     */
    public record Tally(String statement, long tuples, long hits, long excluded, long notASet, boolean capped) {
    }

    /**
     * The families among the statements: those with a word: block, a backing of the word prover with its verdict written
     * ({@link Statement.Backing#wordProved}), moves written as exactly this many expressions the prover reads; in the statements' order.
     */
    public static List<Family> proved(List<Statement> statements, int moves) {
        return proved(statements, moves, List.of());
    }

    /**
     * The families among the statements: those of {@link #proved(List, int)} and, in the same order
     * (a statement's word family first), every statement a {@link Backed} proof names whose moves
     * are this many expressions the prover reads; its conventions are the proof's the statement is
     * about.
     */
    public static List<Family> proved(List<Statement> statements, int moves, List<Backed> backed) {
        List<Family> out = new ArrayList<>();
        for (Statement st : statements) {
            List<Sym> syms = moves(st, moves);
            if (syms == null) {
                continue;
            }
            Family word = st.backing() != null && st.backing().wordProved() ? wordFamily(st, syms) : null;
            if (word != null) {
                out.add(word);
            }
            for (Backed b : backed) {
                Family f = b.statement().equals(st.id()) ? backedFamily(st, syms, b) : null;
                if (f != null) {
                    out.add(f);
                }
            }
        }
        return out;
    }

    /**
     * What the statements would cover once proved: the families of their words for every statement
     * with a word: block and a backing of the word prover, its verdict written or not. For ordering
     * and skipping discovery's proposals before they are proved; never a coverage.
     */
    public static List<Family> proposed(List<Statement> statements, int moves) {
        List<Family> out = new ArrayList<>();
        for (Statement st : statements) {
            List<Sym> syms = moves(st, moves);
            Family word = syms != null && st.backing() != null && st.backing().word() ? wordFamily(st, syms) : null;
            if (word != null) {
                out.add(word);
            }
        }
        return out;
    }

    /** The family of a statement's word: the conventions it has a case with a word for; null when none or no word. */
    private static Family wordFamily(Statement st, List<Sym> syms) {
        if (st.word() == null) {
            return null;
        }
        List<Convention> conventions = new ArrayList<>();
        for (Convention c : Convention.values()) {
            boolean words = st.word().cases().getOrDefault(c, List.of()).stream().allMatch(k -> k.hasWord());
            if (st.conventions().contains(c) && st.word().cases().containsKey(c) && words) {
                conventions.add(c);
            }
        }
        return conventions.isEmpty() ? null : new Family(st, List.copyOf(conventions), syms, st.word().domain(), true);
    }

    /** The statement's moves as the prover reads them, or null when they are not this many such expressions. */
    private static List<Sym> moves(Statement st, int moves) {
        if (st.moves().list() == null || st.moves().list().size() != moves) {
            return null;
        }
        List<Sym> syms = new ArrayList<>();
        try {
            for (Expr e : st.moves().list()) {
                syms.add(e.sym());
            }
        } catch (ExprTree.NotExact e) {
            return null; // the prover refuses such moves: nothing about them is proved
        }
        return List.copyOf(syms);
    }

    /** The family of a backed proof: its domain the statement's where, each parameter from its lower bound on, and the scope. */
    private static Family backedFamily(Statement st, List<Sym> syms, Backed b) {
        List<Convention> conventions = b.conventions().stream().filter(st.conventions()::contains).toList();
        if (conventions.isEmpty()) {
            return null;
        }
        Sym domain = b.scope().apply(syms);
        try {
            if (st.where() != null) {
                domain = new Sym.Bin("&&", st.where().sym(), domain);
            }
            for (org.subgames.specs.Parameter p : st.parameters()) {
                domain = new Sym.Bin("&&", new Sym.Bin(">=", new Sym.Name(p.name()), p.lo().sym()), domain);
            }
        } catch (ExprTree.NotExact e) {
            return null; // a where or bound the prover cannot read: the statement's sets are not known exactly
        }
        return new Family(st, conventions, syms, domain, false);
    }

    /** A statement whose scaling claim for the convention is proved for every parameter (agree: [wall, wall-reduced], ...). */
    public record Scaling(String statement, Convention convention) {
    }

    /**
     * The proved scaling claims among the statements: per convention the first statement (in the
     * statements' order) whose backing lists a claim {@code agree: [C, C-reduced]} as proved by the
     * prover ({@code prove statement --write}; the statements' engine re-proves it).
     */
    public static List<Scaling> scaling(List<Statement> statements) {
        List<Scaling> out = new ArrayList<>();
        for (Convention c : Convention.values()) {
            statements.stream().filter(st -> st.backing() != null && st.backing().wordProved() && st.claims().stream()
                            .anyMatch(k -> k.scaling() == c && st.backing().provedClaims().contains(k.name())))
                    .findFirst().ifPresent(st -> out.add(new Scaling(st.id(), c)));
        }
        return out;
    }

    /**
     * The twin of the coverage table's scaled rows ({@link CoverageStore#scaled}), by the other
     * route: every covered set with gcd 1 times every g &gt;= 2 within max S, added under each
     * convention with a proved scaling claim where no family covers the multiple itself. Changes
     * and returns the map of {@link #map}.
     */
    public static Map<String, Map<Convention, String>> scale(Map<String, Map<Convention, String>> map, List<Scaling> scalings, int maxS) {
        Map<String, Map<Convention, String>> base = new java.util.TreeMap<>(map);
        for (Map.Entry<String, Map<Convention, String>> e : base.entrySet()) {
            int[] set = parse(e.getKey());
            if (Arrays.stream(set).reduce(0, (x, y) -> (int) org.subgames.specs.Functions.gcd(x, y)) != 1) {
                continue;
            }
            for (int g = 2; (long) g * set[set.length - 1] <= maxS; g++) {
                int k = g;
                String multiple = text(Arrays.stream(set).map(x -> x * k).toArray());
                for (Scaling sc : scalings) {
                    String family = e.getValue().get(sc.convention());
                    if (family != null) {
                        map.computeIfAbsent(multiple, x -> new java.util.EnumMap<>(Convention.class))
                                .putIfAbsent(sc.convention(), sc.statement() + "/" + family);
                    }
                }
            }
        }
        return map;
    }

    /** The set of {@link #text}. */
    static int[] parse(String text) {
        return Arrays.stream(text.substring(1, text.length() - 1).split(" ")).mapToInt(Integer::parseInt).toArray();
    }

    /** The default cap on every parameter's absolute value: 2 N + 2. */
    public static long cap(int maxS) {
        return 2L * maxS + 2;
    }

    /** Every covered set with max S &lt;= maxS, per family in order, by the pruned search within the cap. */
    public static List<Tally> enumerate(List<Family> families, int maxS, long cap, Consumer<Hit> out) {
        return run(families, maxS, cap, out, false);
    }

    /** The reference twin: every tuple of the box -cap..cap tried. */
    public static List<Tally> reference(List<Family> families, int maxS, long cap, Consumer<Hit> out) {
        return run(families, maxS, cap, out, true);
    }

    private static List<Tally> run(List<Family> families, int maxS, long cap, Consumer<Hit> out, boolean brute) {
        List<Tally> tallies = new ArrayList<>();
        for (Family f : families) {
            List<Sym> constraints = constraints(f, maxS);
            List<String> vars = f.statement().parameterNames();
            long[] n = new long[4];
            Consumer<long[]> leaf = t -> {
                n[0]++;
                int r = hit(f, t, maxS, out);
                n[r]++;
            };
            boolean capped;
            if (brute) {
                BoxSearch.bruteForce(vars, constraints, cap, leaf);
                capped = false;
            } else {
                capped = BoxSearch.search(vars, constraints, cap, leaf).capped();
            }
            tallies.add(new Tally(f.id(), n[0], n[1], n[2], n[3], capped));
        }
        return tallies;
    }

    /**
     * The family's word domain and 1 &lt;= m &lt;= maxS for each move m. A domain that uses a split's
     * quotient or remainder is no constraint on the parameters alone: the search then runs on the
     * moves' bounds and each tuple is held to the domain as the prover reads it ({@link #hit}).
     */
    static List<Sym> constraints(Family f, int maxS) {
        List<Sym> out = new ArrayList<>();
        if (!f.byWord() || !f.statement().word().usesSplitVariables(f.domain())) {
            out.add(f.domain());
        }
        for (Sym m : f.moves()) {
            out.add(new Sym.Bin(">=", m, new Sym.Num(1)));
            out.add(new Sym.Bin("<=", m, new Sym.Num(maxS)));
        }
        return out;
    }

    /** One tuple of the domain: 1 when it covers a set (given to out), 2 when the where excludes it, 3 when its moves are no set. */
    private static int hit(Family f, long[] tuple, int maxS, Consumer<Hit> out) {
        Statement st = f.statement();
        Map<String, Long> values = new LinkedHashMap<>();
        for (int i = 0; i < tuple.length; i++) {
            values.put(st.parameters().get(i).name(), tuple[i]);
        }
        if (!f.contains(values)) {
            return 2; // outside the domain (a word's read with the splits' definitions): only a search without the domain finds it
        }
        int[] set = new int[f.moves().size()];
        for (int i = 0; i < set.length; i++) {
            long m = f.moves().get(i).eval(values);
            if (m < 1 || m > maxS) {
                throw new IllegalStateException(st.id() + ": the search reported " + values + " with move " + m + " outside 1.." + maxS);
            }
            set[i] = (int) m;
        }
        Arrays.sort(set);
        for (int i = 1; i < set.length; i++) {
            if (set[i] == set[i - 1]) {
                return 3;
            }
        }
        Instance in;
        try {
            in = Instances.leaf(st, null, tuple, 0);
        } catch (SpecException e) {
            return 3;
        }
        if (in == null) {
            return 2;
        }
        if (!Arrays.equals(in.sortedMoves(), set)) {
            throw new IllegalStateException(st.id() + " at " + values + ": the moves read as the prover reads them, " + Arrays.toString(set)
                    + ", differ from check's " + Arrays.toString(in.sortedMoves()));
        }
        out.accept(new Hit(f, tuple.clone(), set));
        return 1;
    }

    /**
     * The covering statement per set and convention, first family in order wins: a map from the
     * set as {a b c} to the statement id per convention. In memory: for tests and small N.
     */
    public static Map<String, Map<Convention, String>> map(List<Family> families, int maxS, long cap, boolean reference) {
        Map<String, Map<Convention, String>> out = new java.util.TreeMap<>();
        Consumer<Hit> put = h -> {
            Map<Convention, String> m = out.computeIfAbsent(text(h.set()), k -> new java.util.EnumMap<>(Convention.class));
            h.family().conventions().forEach(c -> m.putIfAbsent(c, h.family().id()));
        };
        if (reference) {
            reference(families, maxS, cap, put);
        } else {
            enumerate(families, maxS, cap, put);
        }
        return out;
    }

    /** A set as the census prints it: {1 3 5}. */
    public static String text(int[] set) {
        StringBuilder sb = new StringBuilder("{");
        for (int i = 0; i < set.length; i++) {
            sb.append(i == 0 ? "" : " ").append(set[i]);
        }
        return sb.append('}').toString();
    }
}
