package org.subgames.run;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import me.tongfei.progressbar.ProgressBar;
import me.tongfei.progressbar.ProgressBarBuilder;
import me.tongfei.progressbar.ProgressBarStyle;
import org.subgames.sink.AdditiveSet;
import org.subgames.specs.Checker;
import org.subgames.specs.Counterexample;
import org.subgames.specs.Expr;
import org.subgames.specs.Outcome;
import org.subgames.specs.Statement;

/**
 * Checks statements on every instance b = 2ka + c (b &gt; a) of their ranges, in parallel, one JSON
 * line per instance; resumes from an existing result file; stops at the first counterexample
 * unless told to keep going.
 */
public final class CheckRun {

    private static final ObjectMapper JSON = new ObjectMapper();

    /**
     * @param a     range of a, or null for each statement's default (likewise k and c)
     * @param shard which instances of each statement to run
     * @param out   the JSON-lines result file, or null for none
     */
    public record Options(IntRange a, IntRange k, IntRange c, Expr where, int threads, Shard shard, Path out, boolean progress,
                          boolean keepGoing, int limit) {
    }

    /** One instance of one statement; index counts the statement's instances in a fixed order. */
    public record Instance(Statement statement, AdditiveSet set, int index) {
        String key() {
            return key(statement.id(), set.a(), set.b());
        }

        static String key(String id, long a, long b) {
            return id + "|" + a + "|" + b;
        }
    }

    /** Per-statement counts. */
    public static final class Tally {
        public final Statement statement;
        public int instances;
        public int held;
        public int refuted;
        public int resumed;
        public double seconds;

        Tally(Statement statement) {
            this.statement = statement;
        }
    }

    /** A counterexample with its instance. */
    public record Refutation(Statement statement, AdditiveSet set, Counterexample counterexample, int index) {
    }

    public record Report(List<Tally> tallies, Refutation first, boolean complete) {
        public int exitCode() {
            return first == null ? 0 : 1;
        }
    }

    private CheckRun() {
    }

    /** The instances of a statement in its order: a, then k, then c ascending; b = 2ka + c &gt; a. */
    public static List<Instance> instances(Statement st, IntRange aRange, IntRange kRange, IntRange cRange, Expr where) {
        IntRange ar = aRange != null ? aRange : st.a();
        IntRange kr = kRange != null ? kRange : st.k();
        IntRange cr = cRange != null ? cRange : st.c();
        if (ar.lo() < 1 || kr.lo() < 0 || (cr != null && cr.lo() < 0)) {
            throw new IllegalArgumentException("need a >= 1, k >= 0, c >= 0; got a=" + ar + " k=" + kr + (cr == null ? "" : " c=" + cr));
        }
        List<Instance> out = new ArrayList<>();
        for (long a = ar.lo(); a <= ar.hi(); a++) {
            for (long k = kr.lo(); k <= kr.hi(); k++) {
                long cLo = cr == null ? 0 : cr.lo();
                long cHi = Math.min(2 * a - 1, cr == null ? Long.MAX_VALUE : cr.hi());
                for (long c = cLo; c <= cHi; c++) {
                    long b = 2 * k * a + c;
                    if (b <= a) {
                        continue;
                    }
                    if (a + b > Integer.MAX_VALUE) {
                        throw new IllegalArgumentException("a + b overflows an int at a=" + a + " k=" + k + " c=" + c);
                    }
                    AdditiveSet s = AdditiveSet.ofKc((int) a, (int) k, (int) c);
                    if (Checker.selected(st, s) && Checker.selected(where, s)) {
                        out.add(new Instance(st, s, out.size()));
                    }
                }
            }
        }
        return out;
    }

    public static Report run(List<Statement> statements, Options o, PrintStream log) {
        Map<String, Tally> tallies = new LinkedHashMap<>();
        List<Instance> todo = new ArrayList<>();
        Map<String, Instance> byKey = new HashMap<>();
        for (Statement st : statements) {
            Tally t = new Tally(st);
            tallies.put(st.id(), t);
            for (Instance in : instances(st, o.a(), o.k(), o.c(), o.where())) {
                if (o.shard().owns(in.index())) {
                    t.instances++;
                    byKey.put(in.key(), in);
                    todo.add(in);
                }
            }
        }
        AtomicReference<Refutation> first = new AtomicReference<>();
        ResultLog results = o.out() == null ? null : ResultLog.open(o.out());
        try {
            if (results != null) {
                java.util.Set<String> done = new java.util.HashSet<>();
                for (JsonNode r : results.previous()) {
                    String key = Instance.key(r.path("statement").asText(), r.path("a").asLong(), r.path("b").asLong());
                    Instance in = byKey.get(key);
                    if (in == null || !done.add(key)) {
                        continue; // a result outside this run's ranges or shard, or a repeat
                    }
                    Tally t = tallies.get(in.statement().id());
                    t.resumed++;
                    if (r.path("holds").asBoolean()) {
                        t.held++;
                    } else {
                        t.refuted++;
                        JsonNode cx = r.path("counterexample");
                        offer(first, new Refutation(in.statement(), in.set(), new Counterexample(cx.path("claim").asText(),
                                cx.path("line").asInt(), cx.path("message").asText(),
                                cx.hasNonNull("position") ? cx.get("position").asLong() : null,
                                cx.path("expected").asText(), cx.path("actual").asText()), in.index()), statements);
                    }
                }
                todo.removeIf(in -> done.contains(in.key()));
            }
            if (first.get() != null && !o.keepGoing()) {
                return new Report(new ArrayList<>(tallies.values()), first.get(), false);
            }
            boolean complete = execute(todo, o, tallies, first, results, statements);
            return new Report(new ArrayList<>(tallies.values()), first.get(), complete);
        } finally {
            if (results != null) {
                results.close();
            }
        }
    }

    private static boolean execute(List<Instance> todo, Options o, Map<String, Tally> tallies,
                                   AtomicReference<Refutation> first, ResultLog results, List<Statement> order) {
        AtomicInteger next = new AtomicInteger();
        AtomicBoolean stop = new AtomicBoolean();
        AtomicReference<RuntimeException> failure = new AtomicReference<>();
        ProgressBar bar = o.progress() && !todo.isEmpty()
                ? new ProgressBarBuilder().setTaskName("check").setInitialMax(todo.size())
                        .setStyle(ProgressBarStyle.ASCII).setUpdateIntervalMillis(250).build()
                : null;
        Runnable worker = () -> {
            while (!stop.get()) {
                int i = next.getAndIncrement();
                if (i >= todo.size()) {
                    return;
                }
                Instance in = todo.get(i);
                try {
                    long t0 = System.nanoTime();
                    Outcome outcome = Checker.check(in.statement(), in.set(), o.limit());
                    double secs = (System.nanoTime() - t0) / 1e9;
                    if (results != null) {
                        results.append(line(in, outcome));
                    }
                    Tally t = tallies.get(in.statement().id());
                    synchronized (t) {
                        t.seconds += secs;
                        if (outcome.holds()) {
                            t.held++;
                        } else {
                            t.refuted++;
                        }
                    }
                    if (!outcome.holds()) {
                        offer(first, new Refutation(in.statement(), in.set(), outcome.counterexample(), in.index()), order);
                        if (!o.keepGoing()) {
                            stop.set(true);
                        }
                    }
                    if (bar != null) {
                        bar.step();
                    }
                } catch (RuntimeException | OutOfMemoryError e) {
                    RuntimeException r = e instanceof RuntimeException re ? re
                            : new IllegalArgumentException("out of memory at a=" + in.set().a() + " b=" + in.set().b());
                    failure.compareAndSet(null, r);
                    stop.set(true);
                }
            }
        };
        int n = Math.max(1, Math.min(o.threads(), todo.size()));
        List<Thread> threads = new ArrayList<>();
        for (int j = 0; j < n; j++) {
            Thread th = new Thread(worker, "check-" + j);
            threads.add(th);
            th.start();
        }
        try {
            for (Thread th : threads) {
                th.join();
            }
        } catch (InterruptedException e) {
            stop.set(true);
            Thread.currentThread().interrupt();
        } finally {
            if (bar != null) {
                bar.close();
            }
        }
        if (failure.get() != null) {
            throw failure.get();
        }
        return next.get() >= todo.size() && !stop.get();
    }

    /** Keeps the refutation that comes first in statement order, then instance order. */
    private static void offer(AtomicReference<Refutation> first, Refutation r, List<Statement> order) {
        first.accumulateAndGet(r, (x, y) -> {
            if (x == null) {
                return y;
            }
            int sx = order.indexOf(x.statement());
            int sy = order.indexOf(y.statement());
            return sx < sy || (sx == sy && x.index() <= y.index()) ? x : y;
        });
    }

    /** The result line of an instance (no timings, so reruns and shards give identical lines). */
    static ObjectNode line(Instance in, Outcome outcome) {
        ObjectNode o = JSON.createObjectNode();
        AdditiveSet s = in.set();
        o.put("statement", in.statement().id());
        o.put("a", s.a()).put("b", s.b()).put("k", s.k()).put("c", s.c());
        o.put("holds", outcome.holds());
        o.set("facts", JSON.valueToTree(outcome.facts()));
        Counterexample cx = outcome.counterexample();
        if (cx != null) {
            ObjectNode c = o.putObject("counterexample");
            c.put("claim", cx.claim()).put("line", cx.line()).put("message", cx.message());
            if (cx.position() != null) {
                c.put("position", cx.position());
            } else {
                c.putNull("position");
            }
            c.put("expected", cx.expected()).put("actual", cx.actual());
        }
        return o;
    }
}
