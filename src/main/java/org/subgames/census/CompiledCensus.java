package org.subgames.census;

import java.util.BitSet;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import org.subgames.base.Parallel;
import org.subgames.base.Shard;
import org.subgames.game.Convention;
import org.subgames.period.StateCycle;
import org.subgames.specs.CensusSpec;
import org.subgames.specs.CompiledExpr;
import org.subgames.specs.CompiledStatement;
import org.subgames.specs.InstanceCensus;
import org.subgames.specs.InstanceFacts;

/**
 * The census's fast path: a compiled statement ({@link CompiledStatement}) enumerated a block at a
 * time on every thread, each game certified by the state-cycle kernel ({@link StateCycle}) and its
 * group, formula and heat-map cell evaluated by closures, the rows appended to the store a block at
 * a time. Nothing is kept per instance but a bit for resuming. An instance the compiled code hands
 * back ({@link CompiledExpr.Fallback}: a value beyond 64 bits, a division by zero, no certificate
 * within the limit) gets its line from the JEXL path ({@link InstanceCensus#line}), the same
 * record the compiled path would write where both apply.
 */
final class CompiledCensus {

    /** Where the rows go: the store, or nowhere (benchmarks of the compute alone). */
    interface Sink {
        void rows(GameRows rows);

        void line(com.fasterxml.jackson.databind.JsonNode line);
    }

    /** Rows a thread buffers before handing them to the store (a block may hold millions of games). */
    private static final int FLUSH_ROWS = 8192;

    /** Blocks per thread: enough to balance the threads, few enough to cost nothing. */
    private static final int BLOCKS_PER_THREAD = 64;

    private final CompiledStatement cs;
    private final CensusSpec spec;
    private final List<CompiledStatement.Block> blocks;
    private final int total;
    private final int limit;
    private final List<Convention> conventions;

    CompiledCensus(CompiledStatement cs, CensusSpec spec, int threads, int limit) {
        this.cs = cs;
        this.spec = spec;
        this.blocks = cs.blocks(BLOCKS_PER_THREAD * Math.max(1, threads));
        this.total = CompiledStatement.total(blocks);
        this.limit = limit;
        this.conventions = cs.statement().conventions();
    }

    int total() {
        return total;
    }

    /**
     * Computes the shard's instances not in {@code done}, handing rows to the sink; returns whether
     * all were done (false when interrupted), and counts the instances computed.
     */
    boolean run(Shard shard, BitSet done, int threads, boolean progress, Sink sink, AtomicLong computed) {
        InstanceFacts.Certifier jexlPath = CensusRun.censusPath();
        ThreadLocal<Worker> workers = ThreadLocal.withInitial(() -> new Worker(jexlPath));
        return Parallel.forEach(blocks, threads, "census", progress, block -> {
            Worker w = workers.get();
            cs.forEach(block, w.frame, index -> {
                if (shard.owns(index) && !done.get(index)) {
                    w.instance(index, sink);
                    computed.incrementAndGet();
                    if (w.rows.size() >= FLUSH_ROWS) {
                        sink.rows(w.rows);
                        w.rows.clear();
                    }
                }
            });
            if (w.rows.size() > 0) {
                sink.rows(w.rows);
                w.rows.clear();
            }
            return false;
        }, b -> "the block " + java.util.Arrays.toString(b.prefix()));
    }

    /** One thread's frame, kernel and row buffer. */
    private final class Worker {
        final CompiledExpr.Frame frame = cs.frame();
        final StateCycle kernel = new StateCycle();
        final GameRows rows = new GameRows(cs.statement().id(), total, cs.heatNumeric(), cs.heatWhereText(),
                cs.statement().moves().list().size());
        final InstanceFacts.Certifier jexlPath;
        final long[][] facts = new long[2][];
        final String[][] values = new String[2][];

        Worker(InstanceFacts.Certifier jexlPath) {
            this.jexlPath = jexlPath;
        }

        void instance(int index, Sink sink) {
            try {
                certify();
                for (Convention c : conventions) {
                    frame.g = c.ordinal();
                    cs.lets(frame);
                    String[] cell = cs.heat(frame);
                    values[c.ordinal()] = new String[] {cs.group(frame), cs.formula(frame), cell == null ? null : cell[0],
                        cell == null ? null : cell[1], cell == null ? null : cell[2]};
                }
            } catch (CompiledExpr.Fallback e) {
                sink.line(InstanceCensus.line(cs.jexlInstance(frame, index), total, spec, limit, jexlPath));
                return;
            }
            long[] params = frame.params.clone();
            int[] sorted = frame.sorted.clone();
            for (Convention c : conventions) {
                String[] v = values[c.ordinal()];
                rows.add(index, params, sorted, c.id(), facts[c.ordinal()], v[0], v[1], v[2] == null ? null : new String[] {v[2], v[3], v[4]});
            }
        }

        /** Certifies every convention's game into the frame; no certificate within the limit is the JEXL path's to record. */
        private void certify() {
            for (Convention c : conventions) {
                StateCycle.Facts f = kernel.run(frame.sorted, c, limit);
                if (f == null) {
                    throw CompiledExpr.Fallback.INSTANCE;
                }
                facts[c.ordinal()] = frame.certified(c, f);
            }
        }
    }
}
