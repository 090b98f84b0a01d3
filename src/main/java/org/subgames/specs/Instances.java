package org.subgames.specs;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.apache.commons.jexl3.MapContext;
import org.subgames.base.BadInputException;
import org.subgames.base.IntRange;
import org.subgames.base.Shard;
import org.subgames.game.MoveSet;
import org.subgames.period.Values;
import org.subgames.sink.AdditiveSet;

/**
 * The instances of a statement: every choice of its parameters in their ranges (enumerated in
 * {@link Parameter#enumerationOrder}, the first slowest, each range evaluated with the parameters
 * it uses), with the move set
 * evaluated and checked, that passes the statement's {@code where} and an extra filter. Their
 * index counts them in that order, so shards and resumed runs agree on it.
 */
public final class Instances {

    /** Far beyond any census one process runs; a range this long is a typo. */
    private static final long MAX_RANGE = 100_000_000L;

    private Instances() {
    }

    /**
     * The statement's instances owned by the shard.
     *
     * @param overrides ranges replacing the statement's, by parameter name (names the statement
     *                  does not have are ignored)
     * @param filter    an extra filter over the parameters, or null
     */
    public static List<Instance> enumerate(Statement st, Map<String, IntRange> overrides, Expr filter, Shard shard) {
        return select(st, overrides, filter, shard).instances();
    }

    /** The instances a shard owns, and how many the whole (unsharded) enumeration has. */
    public record Selection(List<Instance> instances, int total) {
    }

    /** Like {@link #enumerate}, also counting every instance (only the shard's are kept in memory). */
    public static Selection select(Statement st, Map<String, IntRange> overrides, Expr filter, Shard shard) {
        if (filter != null) {
            new Vocabulary(Set.copyOf(st.parameterNames()), false, false, st.additive()).check(filter, Set.of(), true);
        }
        List<Instance> out = new ArrayList<>();
        int[] index = {0};
        int[] order = Parameter.enumerationOrder(st.parameters());
        enumerate(st, overrides, filter, shard, order, 0, new long[st.parameters().size()], new MapContext(), index, out);
        return new Selection(out, index[0]);
    }

    private static void enumerate(Statement st, Map<String, IntRange> overrides, Expr filter, Shard shard, int[] order, int depth,
                                  long[] values, MapContext ctx, int[] index, List<Instance> out) {
        List<Parameter> ps = st.parameters();
        if (depth == ps.size()) {
            Instance in = leaf(st, filter, values, ctx, index[0]);
            if (in != null) {
                if (shard.owns(index[0])) {
                    out.add(in);
                }
                index[0]++;
            }
            return;
        }
        Parameter p = ps.get(order[depth]);
        IntRange o = overrides == null ? null : overrides.get(p.name());
        long lo = o != null ? o.lo() : p.lo().evalLong(ctx, "the range of " + p.name());
        long hi = o != null ? o.hi() : p.hi().evalLong(ctx, "the range of " + p.name());
        checkRange(p, lo, hi);
        for (long v = lo; v <= hi; v++) {
            values[order[depth]] = v;
            ctx.set(p.name(), v);
            enumerate(st, overrides, filter, shard, order, depth + 1, values, ctx, index, out);
        }
        ctx.set(p.name(), null);
    }

    /**
     * The instance at these parameter values (ctx holds them by name) with this index, or null when
     * the statement's where or the filter excludes them; a move set that is not one is an error
     * unless where or the filter, read over the parameters alone, excludes it.
     */
    static Instance leaf(Statement st, Expr filter, long[] values, MapContext ctx, int index) {
        Instance in;
        MapContext pc;
        try {
            in = new Instance(st, values, moves(st, values, ctx), index);
            pc = parameterContext(in);
        } catch (SpecException e) {
            // a move set that is not one (a zero move, a repeat, not {a, b, a+b} for the additive
            // library) is an error unless where or --where, read over the parameters alone, excludes it
            if (excludedByParameters(st.where(), ctx) || excludedByParameters(filter, ctx)) {
                return null;
            }
            throw e;
        }
        boolean keep = (st.where() == null || st.where().evalBoolean(pc, "where")) && (filter == null || filter.evalBoolean(pc, "--where"));
        return keep ? in : null;
    }

    /** {@link #leaf} at these parameter values (in the statement's order), for a caller that enumerates them itself. */
    public static Instance leaf(Statement st, Expr filter, long[] values, int index) {
        MapContext ctx = new MapContext();
        for (int i = 0; i < values.length; i++) {
            ctx.set(st.parameters().get(i).name(), values[i]);
        }
        return leaf(st, filter, values, ctx, index);
    }

    /** A range this long is a typo: an error at the parameter's line. */
    static void checkRange(Parameter p, long lo, long hi) {
        if (hi - lo >= MAX_RANGE) {
            throw p.lo().error("the range " + lo + ".." + hi + " of " + p.name() + " has more than " + MAX_RANGE + " values");
        }
    }

    /** Whether a filter, read over the parameters alone, rejects them (false if it needs more, or there is none). */
    private static boolean excludedByParameters(Expr where, MapContext ctx) {
        if (where == null) {
            return false;
        }
        try {
            return !where.evalBoolean(ctx, "where");
        } catch (SpecException e) {
            return false;
        }
    }

    /** The instance with these parameter values (ignoring ranges and filters), index 0. */
    public static Instance at(Statement st, long... values) {
        if (values.length != st.parameters().size()) {
            throw new BadInputException(st.id() + " has parameters " + st.parameterNames());
        }
        MapContext ctx = new MapContext();
        for (int i = 0; i < values.length; i++) {
            ctx.set(st.parameters().get(i).name(), values[i]);
        }
        return new Instance(st, values, moves(st, values, ctx), 0);
    }

    /** The move set at these parameter values: positive, distinct, at most {@link Values#MAX_MOVES} moves. */
    private static int[] moves(Statement st, long[] values, MapContext ctx) {
        Moves m = st.moves();
        int[] out;
        if (m.list() != null) {
            out = new int[m.list().size()];
            for (int i = 0; i < out.length; i++) {
                long v = m.list().get(i).evalLong(ctx, "a move");
                if (v < 1 || v > Integer.MAX_VALUE / 2) {
                    throw m.list().get(i).error("move '" + m.list().get(i).text() + "' = " + v + " at " + text(st, values)
                            + " is not a positive move (narrow the ranges or add a where filter)");
                }
                out[i] = (int) v;
            }
        } else {
            long bound = m.bound().evalLong(ctx, "upTo");
            if (bound < 1 || bound > Integer.MAX_VALUE / 2) {
                throw m.bound().error("upTo = " + bound + " at " + text(st, values) + " gives no positive move");
            }
            out = MoveSet.of(m.family()).membersUpTo((int) bound);
        }
        try {
            MoveSet.of(out);
        } catch (BadInputException e) {
            throw new SpecException(st.file(), m.line(), "at " + text(st, values) + ": " + e.getMessage() + " (add a where filter)");
        }
        if (out.length > Values.MAX_MOVES) {
            throw new SpecException(st.file(), m.line(), "at " + text(st, values) + ": " + out.length + " moves, at most "
                    + Values.MAX_MOVES + " are supported");
        }
        return out;
    }

    private static String text(Statement st, long[] values) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < values.length; i++) {
            sb.append(i > 0 ? ", " : "").append(st.parameters().get(i).name()).append(" = ").append(values[i]);
        }
        return sb.toString();
    }

    /** The parameters of the instance, S, and the additive library's names if the statement uses it. */
    static MapContext parameterContext(Instance in) {
        MapContext ctx = new MapContext();
        Statement st = in.statement();
        long[] v = in.values();
        for (int i = 0; i < v.length; i++) {
            ctx.set(st.parameters().get(i).name(), v[i]);
        }
        ctx.set("S", new MoveFacts(in));
        if (st.additive()) {
            AdditiveSet set = in.additiveSet();
            int a = set.a();
            int b = set.b();
            long m = (b + 2L * a - 1) / (2L * a);
            library(ctx, in, "a", (long) a);
            library(ctx, in, "b", (long) b);
            library(ctx, in, "k", (long) set.k());
            library(ctx, in, "c", (long) set.c());
            library(ctx, in, "d", (long) set.d());
            library(ctx, in, "m", m);
            library(ctx, in, "e", b - (2 * m - 1) * a);
            library(ctx, in, "quadratic", set.isQuadratic());
            library(ctx, in, "linear", !set.isQuadratic());
        }
        return ctx;
    }

    /** A library name; a parameter of the same name must have the library's value. */
    private static void library(MapContext ctx, Instance in, String name, Object value) {
        int i = in.statement().parameterIndex(name);
        if (i >= 0) {
            if (!(value instanceof Long l) || in.values()[i] != l) {
                Parameter p = in.statement().parameters().get(i);
                throw new SpecException(in.statement().file(), p.line(), "parameter " + name + " = " + in.values()[i]
                        + " differs from the additive library's " + name + " = " + value + " for S = " + in.setText());
            }
            return;
        }
        ctx.set(name, value);
    }
}
