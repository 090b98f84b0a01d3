package org.subgames.census;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Consumer;
import org.subgames.base.IntRange;
import org.subgames.base.Parallel;
import org.subgames.base.Shard;
import org.subgames.base.Timings;
import org.subgames.period.StateCycle;
import org.subgames.run.ResultLog;
import org.subgames.specs.CensusSpec;
import org.subgames.specs.CompiledExpr;
import org.subgames.specs.CompiledStatement;
import org.subgames.specs.Expr;
import org.subgames.specs.Fingerprint;
import org.subgames.specs.Instance;
import org.subgames.specs.InstanceCensus;
import org.subgames.specs.InstanceFacts;
import org.subgames.specs.Instances;
import org.subgames.specs.Parameter;
import org.subgames.specs.Statement;

/**
 * A census: the certified facts of every instance of a statement (or family), one JSON line each
 * or, for large runs, a row per game in a directory of Parquet parts ({@link CensusStore}),
 * computed in parallel on the census path, appended as they finish (resumable like {@code check},
 * shardable with {@code --shard i/n}). A run that completes rewrites its file in instance order,
 * so an unsharded file and the merge of shard files are the same bytes.
 */
public final class CensusRun {

    /**
     * @param census what to summarise, or null for the statement's own
     */
    public record Options(Map<String, IntRange> ranges, Expr where, CensusSpec census, int threads, Shard shard, Path out,
                          boolean progress, int limit, Format format) {
    }

    /** How the results are kept: JSON lines (small runs) or a directory of Parquet parts ({@link CensusStore}). */
    public enum Format { JSONL, PARQUET }

    /** How the run went; lines are the file's results in instance order when complete. */
    public record Result(int total, int owned, int resumed, int computed, boolean complete, double seconds, List<JsonNode> lines,
                         int stale) {
    }

    /** The key of a census line's fingerprint. */
    public static final String FINGERPRINT = "fingerprint";

    private CensusRun() {
    }

    /** The census path as a certifier of statements' facts: one reusable certifier per thread. */
    public static InstanceFacts.Certifier censusPath() {
        ThreadLocal<StateCycle> local = ThreadLocal.withInitial(StateCycle::new);
        return (moves, convention, candidate, limit) -> local.get().certify(moves, convention, limit);
    }

    /** The resume key of a census line: statement and parameter values (independent of the ranges). */
    static String key(JsonNode r) {
        List<Long> values = new ArrayList<>();
        r.path("parameters").fields().forEachRemaining(e -> values.add(e.getValue().asLong()));
        return r.path(InstanceCensus.STATEMENT).asText() + "|" + values;
    }

    public static Result run(Statement st, Options o) {
        long t0 = System.nanoTime();
        CensusSpec spec = o.census() != null ? o.census() : st.census();
        String fp = Fingerprint.ofCensus(st, spec, o.limit());
        if (o.format() == Format.PARQUET) {
            return runStore(st, o, spec, t0, fp);
        }
        Instances.Selection sel = Instances.select(st, o.ranges(), o.where(), o.shard());
        Map<String, Instance> byKey = new LinkedHashMap<>();
        for (Instance in : sel.instances()) {
            byKey.put(in.key(), in);
        }
        int resumed = 0;
        int stale = 0;
        List<Instance> todo = new ArrayList<>(sel.instances());
        boolean complete;
        AtomicInteger computed = new AtomicInteger();
        try (ResultLog log = ResultLog.open(o.out())) {
            Set<String> done = new HashSet<>();
            for (JsonNode r : log.previous()) {
                String k = key(r);
                if (!byKey.containsKey(k) || r.path(InstanceCensus.OF).asInt() != sel.total()) {
                    continue;
                }
                if (!fp.equals(r.path(FINGERPRINT).asText())) {
                    stale++; // another version of the statement, its census or subgames: computed again
                } else if (done.add(k)) {
                    resumed++;
                }
            }
            todo.removeIf(in -> done.contains(in.key()));
            complete = compute(todo, o, sel.total(), spec, line -> log.append(((com.fasterxml.jackson.databind.node.ObjectNode) line)
                    .put(FINGERPRINT, fp)), computed);
        }
        List<JsonNode> lines = List.of();
        if (complete) {
            lines = ordered(ResultLog.read(o.out()), byKey.keySet(), sel.total(), fp);
            ResultLog.writeAll(o.out(), lines);
        }
        return new Result(sel.total(), sel.instances().size(), resumed, computed.get(), complete,
                (System.nanoTime() - t0) / 1e9, lines, stale);
    }

    /**
     * The run into a Parquet store: resumes from the instances whose rows are in its parts; the
     * lines are not kept in memory (the report streams them from the store). A statement whose
     * census compiles ({@link CompiledStatement}) takes the compiled path, which keeps nothing per
     * instance; any other takes the JEXL path.
     */
    private static Result runStore(Statement st, Options o, CensusSpec spec, long t0, String fp) {
        try (CensusStore.StoreLock lock = CensusStore.lock(o.out())) {
            return runStoreLocked(st, o, spec, t0, fp);
        }
    }

    private static Result runStoreLocked(Statement st, Options o, CensusSpec spec, long t0, String fp) {
        CompiledStatement cs = compiled(st, o.ranges(), o.where(), spec);
        if (cs == null) {
            return runStoreJexl(st, o, Instances.select(st, o.ranges(), o.where(), o.shard()), spec, t0, fp);
        }
        CompiledCensus census = new CompiledCensus(cs, spec, o.threads(), o.limit());
        Timings.mark("census compiled");
        CensusStore.claim(o.out(), fp);
        BitSet done = CensusStore.done(o.out(), st.id(), census.total());
        int owned = 0;
        int resumed = 0;
        for (int i = 0; i < census.total(); i++) {
            if (o.shard().owns(i)) {
                owned++;
                resumed += done.get(i) ? 1 : 0;
            }
        }
        AtomicLong computed = new AtomicLong();
        boolean complete;
        List<String> parameters = st.parameters().stream().map(Parameter::name).toList();
        try (StoreWriter store = new StoreWriter(o.out(), parameters, StoreWriter.BULK)) {
            Timings.mark("store open");
            complete = census.run(o.shard(), done, o.threads(), o.progress(), new CompiledCensus.Sink() {
                @Override
                public void rows(GameRows rows) {
                    store.append(rows);
                }

                @Override
                public void line(JsonNode line) {
                    store.append(line);
                }
            }, computed);
            Timings.mark("census computed");
        }
        Timings.mark("store closed");
        return new Result(census.total(), owned, resumed, (int) computed.get(), complete, (System.nanoTime() - t0) / 1e9, List.of(), 0);
    }

    /**
     * The run into a Parquet store on the JEXL path even where the statement's census compiles: only
     * for the tests that compare the compiled path with the JEXL path row by row.
     */
    static Result runStoreOnJexlPath(Statement st, Options o) {
        CensusSpec spec = o.census() != null ? o.census() : st.census();
        return runStoreJexl(st, o, Instances.select(st, o.ranges(), o.where(), o.shard()), spec, System.nanoTime(),
                Fingerprint.ofCensus(st, spec, o.limit()));
    }

    /** Whether a Parquet run of the statement with these options takes the compiled path (for the same tests). */
    static boolean takesCompiledPath(Statement st, Options o) {
        return compiled(st, o.ranges(), o.where(), o.census() != null ? o.census() : st.census()) != null;
    }

    /** The statement with its census compiled, or null when some part is not (then the JEXL path runs it). */
    private static CompiledStatement compiled(Statement st, Map<String, IntRange> ranges, Expr where, CensusSpec spec) {
        try {
            return CompiledStatement.of(st, spec, ranges, where);
        } catch (CompiledExpr.NotCompiled e) {
            return null;
        }
    }

    /** The JEXL path into a Parquet store. */
    private static Result runStoreJexl(Statement st, Options o, Instances.Selection sel, CensusSpec spec, long t0, String fp) {
        CensusStore.claim(o.out(), fp);
        BitSet done = CensusStore.done(o.out(), st.id(), sel.total());
        List<Instance> todo = new ArrayList<>(sel.instances());
        int owned = todo.size();
        todo.removeIf(in -> done.get(in.index()));
        int resumed = owned - todo.size();
        AtomicInteger computed = new AtomicInteger();
        boolean complete;
        List<String> parameters = st.parameters().stream().map(Parameter::name).toList();
        try (StoreWriter store = new StoreWriter(o.out(), parameters, StoreWriter.BULK)) {
            complete = compute(todo, o, sel.total(), spec, store::append, computed);
        }
        return new Result(sel.total(), owned, resumed, computed.get(), complete, (System.nanoTime() - t0) / 1e9, List.of(), 0);
    }

    /**
     * The census's compute alone, for benchmarks: every instance's facts on the census path, on
     * {@code threads} threads, nothing stored; returns how many games (instance and convention) were computed.
     */
    public static long computeOnly(Statement st, Map<String, IntRange> ranges, int threads) {
        CompiledStatement cs = compiled(st, ranges, null, st.census());
        AtomicLong games = new AtomicLong();
        if (cs == null) {
            Instances.Selection sel = Instances.select(st, ranges, null, Shard.ALL);
            AtomicInteger computed = new AtomicInteger();
            Options o = new Options(ranges, null, st.census(), threads, Shard.ALL, null, false, 1 << 24, Format.JSONL);
            compute(sel.instances(), o, sel.total(), st.census(), line -> { }, computed);
            return (long) computed.get() * st.conventions().size();
        }
        new CompiledCensus(cs, st.census(), threads, 1 << 24).run(Shard.ALL, new BitSet(), threads, false, new CompiledCensus.Sink() {
            @Override
            public void rows(GameRows rows) {
                games.addAndGet(rows.size());
            }

            @Override
            public void line(JsonNode line) {
                games.addAndGet(st.conventions().size());
            }
        }, new AtomicLong());
        return games.get();
    }

    /** The census lines of the instances, in parallel, each handed to {@code out} as it is done; whether all were done. */
    private static boolean compute(List<Instance> todo, Options o, int total, CensusSpec spec, Consumer<JsonNode> out, AtomicInteger computed) {
        InstanceFacts.Certifier certifier = censusPath();
        return Parallel.forEach(todo, o.threads(), "census", o.progress(), in -> {
            out.accept(InstanceCensus.line(in, total, spec, o.limit(), certifier));
            computed.incrementAndGet();
            return false;
        }, Instance::toString);
    }

    /** This run's lines (one per instance, first occurrence), in instance order. */
    private static List<JsonNode> ordered(List<JsonNode> all, Set<String> keys, int total, String fp) {
        Set<String> seen = new HashSet<>();
        List<JsonNode> out = new ArrayList<>();
        for (JsonNode r : all) {
            String k = key(r);
            if (keys.contains(k) && r.path(InstanceCensus.OF).asInt() == total && fp.equals(r.path(FINGERPRINT).asText()) && seen.add(k)) {
                out.add(r);
            }
        }
        out.sort(Comparator.comparingLong(r -> r.path(InstanceCensus.INDEX).asLong()));
        return out;
    }
}
