package org.subgames.specs;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.IntConsumer;
import org.subgames.base.IntRange;
import org.subgames.game.Convention;
import org.subgames.period.Values;

/**
 * A statement and its census compiled for the census's hot loop ({@link CompiledExpr}): its
 * instances enumerated in {@link Instances}' order without building an {@link Instance} or a JEXL
 * context per tuple, and its lets, group, formulas and heat map evaluated on a frame. An instance
 * the compiled code cannot evaluate exactly ({@link CompiledExpr.Fallback}) is handed back to the
 * JEXL path ({@link Instances#leaf}, {@link InstanceCensus#line}) by the caller, so the census is
 * the same either way. Statements of the additive library and move families are not compiled.
 */
public final class CompiledStatement {

    /** A block of the enumeration: fixed values of the first parameters (in enumeration order), its instances' first index and count. */
    public record Block(long[] prefix, int first, int count) {
    }

    private final Statement st;
    private final CensusSpec census;
    private final Expr filter;
    private final int[] order;
    private final long[][] override;
    private final CompiledExpr[] lo;
    private final CompiledExpr[] hi;
    private final CompiledExpr[] moves;
    private final CompiledExpr where;
    private final CompiledExpr filterCompiled;
    private final CompiledExpr[] lets;
    private final CompiledExpr group;
    private final List<String> formulaNames;
    private final CompiledExpr[] formulas;
    private final CompiledExpr[] heat;
    private final CompiledExpr heatWhere;
    private final String[] labels;

    private CompiledStatement(Statement st, CensusSpec census, Map<String, IntRange> overrides, Expr filter) throws CompiledExpr.NotCompiled {
        if (st.additive() || st.moves().list() == null) {
            throw new CompiledExpr.NotCompiled("the additive library and move families are not compiled");
        }
        this.st = st;
        this.census = census;
        this.filter = filter;
        order = Parameter.enumerationOrder(st.parameters());
        List<String> names = st.parameterNames();
        List<String> conventions = st.conventions().stream().map(Convention::id).toList();
        CompiledExpr.Scope params = new CompiledExpr.Scope(names, Map.of(), conventions, false);
        int n = names.size();
        override = new long[n][];
        lo = new CompiledExpr[n];
        hi = new CompiledExpr[n];
        for (int i = 0; i < n; i++) {
            Parameter p = st.parameters().get(i);
            IntRange o = overrides == null ? null : overrides.get(p.name());
            if (o != null) {
                override[i] = new long[] {o.lo(), o.hi()};
            } else {
                lo[i] = integer(p.lo(), params);
                hi[i] = integer(p.hi(), params);
            }
        }
        moves = new CompiledExpr[st.moves().list().size()];
        labels = new String[moves.length];
        for (int i = 0; i < moves.length; i++) {
            moves[i] = integer(st.moves().list().get(i), params);
            labels[i] = st.moves().label(i);
        }
        where = st.where() == null ? null : truth(st.where(), params);
        filterCompiled = filter == null ? null : truth(filter, params);
        Map<String, CompiledExpr.Scope.Let> letSlots = new LinkedHashMap<>();
        lets = new CompiledExpr[st.lets().size()];
        int k = 0;
        for (Map.Entry<String, Expr> e : st.lets().entrySet()) {
            lets[k] = CompiledExpr.compile(e.getValue(), new CompiledExpr.Scope(names, Map.copyOf(letSlots), conventions, true));
            letSlots.put(e.getKey(), new CompiledExpr.Scope.Let(k, lets[k].type()));
            k++;
        }
        CompiledExpr.Scope all = new CompiledExpr.Scope(names, letSlots, conventions, true);
        group = census.group() == null ? null : CompiledExpr.compile(census.group(), all);
        formulaNames = List.copyOf(census.formulas().keySet());
        formulas = new CompiledExpr[formulaNames.size()];
        for (int i = 0; i < formulas.length; i++) {
            formulas[i] = truth(census.formulas().get(formulaNames.get(i)), all);
        }
        CensusSpec.Heatmap h = census.heatmap();
        heat = h == null ? null : new CompiledExpr[] {CompiledExpr.compile(h.x(), all), CompiledExpr.compile(h.y(), all), CompiledExpr.compile(h.value(), all)};
        heatWhere = h == null || h.where() == null ? null : truth(h.where(), all);
    }

    /** The statement with its census compiled, or NotCompiled with the part that is not. */
    public static CompiledStatement of(Statement st, CensusSpec census, Map<String, IntRange> overrides, Expr filter) throws CompiledExpr.NotCompiled {
        if (filter != null) {
            new Vocabulary(java.util.Set.copyOf(st.parameterNames()), false, false, st.additive()).check(filter, java.util.Set.of(), true);
        }
        return new CompiledStatement(st, census, overrides, filter);
    }

    private static CompiledExpr integer(Expr e, CompiledExpr.Scope scope) throws CompiledExpr.NotCompiled {
        CompiledExpr c = CompiledExpr.compile(e, scope);
        if (c.type() != CompiledExpr.Type.INTEGER) {
            throw new CompiledExpr.NotCompiled("'" + e.text() + "' is not an integer");
        }
        return c;
    }

    private static CompiledExpr truth(Expr e, CompiledExpr.Scope scope) throws CompiledExpr.NotCompiled {
        CompiledExpr c = CompiledExpr.compile(e, scope);
        if (c.type() != CompiledExpr.Type.TRUTH) {
            throw new CompiledExpr.NotCompiled("'" + e.text() + "' is not a truth value");
        }
        return c;
    }

    public Statement statement() {
        return st;
    }

    /** A frame for one thread. */
    public CompiledExpr.Frame frame() {
        return new CompiledExpr.Frame(st.parameters().size(), lets.length, labels);
    }

    /**
     * The enumeration cut into blocks at the shallowest depth with at least {@code wanted} prefixes
     * (all parameters at most), each with its instances' first index and count: the blocks cover
     * every instance once, in order.
     */
    public List<Block> blocks(int wanted) {
        int depth = 0;
        List<long[]> prefixes = List.of(new long[0]);
        while (depth < order.length && prefixes.size() < wanted) {
            prefixes = extend(prefixes, depth);
            depth++;
        }
        CompiledExpr.Frame f = frame();
        List<Block> out = new ArrayList<>();
        int first = 0;
        for (long[] prefix : prefixes) {
            int[] count = {0};
            forEach(new Block(prefix, first, Integer.MAX_VALUE), f, i -> count[0]++);
            out.add(new Block(prefix, first, count[0]));
            first = Math.addExact(first, count[0]);
        }
        return out;
    }

    private List<long[]> extend(List<long[]> prefixes, int depth) {
        CompiledExpr.Frame f = frame();
        List<long[]> out = new ArrayList<>();
        for (long[] prefix : prefixes) {
            for (int d = 0; d < depth; d++) {
                f.params[order[d]] = prefix[d];
            }
            long[] range = range(depth, f);
            for (long v = range[0]; v <= range[1]; v++) {
                long[] next = java.util.Arrays.copyOf(prefix, depth + 1);
                next[depth] = v;
                out.add(next);
            }
        }
        return out;
    }

    /** The instances of total = the sum of the blocks' counts. */
    public static int total(List<Block> blocks) {
        return blocks.isEmpty() ? 0 : blocks.get(blocks.size() - 1).first() + blocks.get(blocks.size() - 1).count();
    }

    private long[] range(int depth, CompiledExpr.Frame f) {
        int p = order[depth];
        if (override[p] != null) {
            return override[p];
        }
        long a;
        long b;
        try {
            a = lo[p].integer(f);
            b = hi[p].integer(f);
        } catch (CompiledExpr.Fallback e) {
            // JEXL's value (an overflow it widens may narrow back to 64 bits) or JEXL's error, as Instances has it
            org.apache.commons.jexl3.MapContext ctx = new org.apache.commons.jexl3.MapContext();
            for (int d = 0; d < depth; d++) {
                ctx.set(st.parameters().get(order[d]).name(), f.params[order[d]]);
            }
            Parameter param = st.parameters().get(p);
            a = param.lo().evalLong(ctx, "the range of " + param.name());
            b = param.hi().evalLong(ctx, "the range of " + param.name());
        }
        Instances.checkRange(st.parameters().get(p), a, b);
        return new long[] {a, b};
    }

    /**
     * Enumerates the block's instances: for each, the frame holds its parameters and moves and
     * {@code visit} gets its index. A tuple the compiled code cannot judge goes through
     * {@link Instances#leaf} (the JEXL path), which may also throw the statement's error.
     */
    public void forEach(Block b, CompiledExpr.Frame f, IntConsumer visit) {
        for (int d = 0; d < b.prefix().length; d++) {
            f.params[order[d]] = b.prefix()[d];
        }
        if (f.moves.length != moves.length) {
            f.moves = new int[moves.length];
            f.sorted = new int[moves.length];
        }
        int[] index = {b.first()};
        walk(b.prefix().length, f, index, visit);
    }

    private void walk(int depth, CompiledExpr.Frame f, int[] index, IntConsumer visit) {
        if (depth == order.length) {
            if (isInstance(f, index[0])) {
                visit.accept(index[0]);
                index[0]++;
            }
            return;
        }
        long[] range = range(depth, f);
        int p = order[depth];
        for (long v = range[0]; v <= range[1]; v++) {
            f.params[p] = v;
            walk(depth + 1, f, index, visit);
        }
    }

    /** Whether the frame's parameters are an instance (its moves then in the frame). */
    private boolean isInstance(CompiledExpr.Frame f, int index) {
        try {
            if (movesFit(f)) {
                return (where == null || where.truth(f)) && (filterCompiled == null || filterCompiled.truth(f));
            }
        } catch (CompiledExpr.Fallback e) {
            // judged below by the JEXL path
        }
        Instance in = Instances.leaf(st, filter, f.params.clone(), index);
        if (in == null) {
            return false;
        }
        f.moves = in.moves();
        f.sorted = in.sortedMoves();
        return true;
    }

    /** Computes the moves into the frame; whether they are a move set (positive, distinct, not too large). */
    private boolean movesFit(CompiledExpr.Frame f) {
        if (moves.length > Values.MAX_MOVES) {
            return false;
        }
        for (int i = 0; i < moves.length; i++) {
            long v = moves[i].integer(f);
            if (v < 1 || v > Integer.MAX_VALUE / 2) {
                return false;
            }
            f.moves[i] = (int) v;
            f.sorted[i] = (int) v;
        }
        java.util.Arrays.sort(f.sorted);
        for (int i = 1; i < moves.length; i++) {
            if (f.sorted[i] == f.sorted[i - 1]) {
                return false;
            }
        }
        return true;
    }

    /** The instance of the frame's parameters with this index, for the JEXL path (an instance the compiled code hands back). */
    public Instance jexlInstance(CompiledExpr.Frame f, int index) {
        return Instances.leaf(st, filter, f.params.clone(), index);
    }

    /** Evaluates the lets into the frame (G bound to f.g). */
    public void lets(CompiledExpr.Frame f) {
        for (int i = 0; i < lets.length; i++) {
            lets[i].storeLet(i, f);
        }
    }

    /** The group value as text (the minimal period when the census names none). */
    public String group(CompiledExpr.Frame f) {
        return group == null ? Long.toString(f.facts[f.g][CompiledExpr.Fact.MINIMAL_PERIOD.ordinal()]) : group.show(f);
    }

    /** The first formula that holds, "none", or null when the census has no formulas. */
    public String formula(CompiledExpr.Frame f) {
        if (formulas.length == 0) {
            return null;
        }
        for (int i = 0; i < formulas.length; i++) {
            if (formulas[i].truth(f)) {
                return formulaNames.get(i);
            }
        }
        return "none";
    }

    /** The heat-map cell as text (x, y, value), or null when there is no heat map or its where excludes the game. */
    public String[] heat(CompiledExpr.Frame f) {
        if (heat == null || heatWhere != null && !heatWhere.truth(f)) {
            return null;
        }
        return new String[] {heat[0].show(f), heat[1].show(f), heat[2].show(f)};
    }

    /** Whether the heat map's value is a number. */
    public boolean heatNumeric() {
        return heat != null && heat[2].type() == CompiledExpr.Type.INTEGER;
    }

    /** The heat map's where as the census records it, or null. */
    public String heatWhereText() {
        return census.heatmap() == null || census.heatmap().where() == null ? null : census.heatmap().where().text();
    }
}
