package org.subgames.run;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicReference;
import org.subgames.base.BadInputException;
import org.subgames.base.IntRange;
import org.subgames.base.Parallel;
import org.subgames.base.Shard;
import org.subgames.specs.Checker;
import org.subgames.specs.Claim;
import org.subgames.specs.Counterexample;
import org.subgames.specs.Expr;
import org.subgames.specs.Fingerprint;
import org.subgames.specs.Instance;
import org.subgames.specs.Instances;
import org.subgames.specs.Outcome;
import org.subgames.specs.RecordedCounterexamples;
import org.subgames.specs.Statement;
import org.subgames.specs.StatementLoader;

/**
 * Checks statements on every instance b = 2ka + c (b &gt; a) of their ranges, in parallel, one JSON
 * line per instance; resumes from an existing result file; stops at the first counterexample
 * unless told to keep going.
 */
public final class CheckRun {

    private static final ObjectMapper JSON = new ObjectMapper();

    /**
     * @param ranges ranges replacing the statements' own, by parameter name (empty: the statements')
     * @param shard  which instances of each statement to run
     * @param out    the JSON-lines result file, or null for none
     * @param record write each statement's refuted instances to its counterexamples file (complete runs only)
     */
    public record Options(Map<String, IntRange> ranges, Expr where, int threads, Shard shard, Path out, boolean progress,
                          boolean keepGoing, int limit, boolean record) {

        /** The ranges of issue 3's a, k, c (null: the statement's). */
        public Options(IntRange a, IntRange k, IntRange c, Expr where, int threads, Shard shard, Path out, boolean progress,
                       boolean keepGoing, int limit) {
            this(abc(a, k, c), where, threads, shard, out, progress, keepGoing, limit, false);
        }

        private static Map<String, IntRange> abc(IntRange a, IntRange k, IntRange c) {
            Map<String, IntRange> m = new LinkedHashMap<>();
            if (a != null) m.put("a", a);
            if (k != null) m.put("k", k);
            if (c != null) m.put("c", c);
            return m;
        }
    }

    /**
     * Per-statement counts; recorded counts the refutations the statement's counterexamples file
     * expects. Per claim (index as in the statement): how many instances refute it, how many of
     * those are recorded counterexamples, and its first unexpected refutation in instance order.
     */
    public static final class Tally {
        public final Statement statement;
        public int instances;
        public int held;
        public int refuted;
        public int recorded;
        /** Instances read back from the result log (same fingerprint), not checked in this run. */
        public int resumed;
        /**
         * Result lines of the log for this statement's instances that another version of the statement
         * (or of subgames) wrote: not trusted, checked again in this run.
         */
        public int stale;
        /** (Claim, convention) checks that held vacuously: a forall over an empty range. */
        public long vacuous;
        /** The fingerprint of the statement this run checks ({@link Fingerprint}). */
        public final String fingerprint;
        public double seconds;
        public final long[] claimRefuted;
        public final long[] claimRecorded;
        public final Refutation[] claimFirst;
        /** Instances of the run that the statement records as counterexamples. */
        public int recordedInRange;
        /** The first recorded counterexample (instance order) where the statement now holds, or null. */
        public Refutation recordedHolding;

        Tally(Statement statement) {
            this.statement = statement;
            this.fingerprint = Fingerprint.of(statement);
            int n = statement.claims().size();
            claimRefuted = new long[n];
            claimRecorded = new long[n];
            claimFirst = new Refutation[n];
        }

        /**
         * Instances with a result: checked in this run or read back from the log. Fewer than
         * {@link #instances} when the run stopped at a counterexample or was interrupted.
         */
        public int withResult() {
            return held + refuted;
        }

        /** Instances checked in this run (the others with a result were read back from the log). */
        public int checked() {
            return withResult() - resumed;
        }

        /** Instances with a result where claim i holds (or its guard excludes it). */
        public long claimHeld(int i) {
            return withResult() - claimRefuted[i];
        }

        synchronized void count(Instance in, boolean holds, List<Counterexample> claims) {
            Set<Integer> rec = statement.recordedAt(in.tuple());
            boolean asRecorded = true; // every refuted claim is recorded here
            for (int i = 0; i < claims.size(); i++) {
                if (claims.get(i) != null && !rec.contains(i)) {
                    asRecorded = false;
                }
            }
            if (holds) {
                held++;
            } else {
                refuted++;
                if (!rec.isEmpty() && asRecorded) {
                    recorded++;
                }
            }
            if (!rec.isEmpty()) {
                recordedInRange++;
                for (int i : rec) {
                    if (i < claims.size() && claims.get(i) == null && (recordedHolding == null || in.index() < recordedHolding.index())) {
                        recordedHolding = recordedButHolds(in, i);
                    }
                }
            }
            for (int i = 0; i < claims.size(); i++) {
                Counterexample cx = claims.get(i);
                if (cx == null) {
                    continue;
                }
                claimRefuted[i]++;
                if (rec.contains(i)) {
                    claimRecorded[i]++;
                } else if (claimFirst[i] == null || in.index() < claimFirst[i].index()) {
                    claimFirst[i] = new Refutation(in, cx);
                }
            }
        }
    }

    /** A counterexample with its instance. */
    public record Refutation(Instance instance, Counterexample counterexample) {
        public Statement statement() {
            return instance.statement();
        }

        public int index() {
            return instance.index();
        }
    }

    /**
     * @param first the first unexpected result: a refutation the statement does not record, or a
     *              recorded counterexample that holds now
     */
    public record Report(List<Tally> tallies, Refutation first, boolean complete) {
        public int exitCode() {
            return first == null ? 0 : 1;
        }
    }

    private CheckRun() {
    }

    /**
     * Where the result differs from what the statement expects, claim by claim (a claim holds unless
     * it is recorded as refuted at this instance): the first claim refuted but not recorded here (its
     * counterexample), else the first recorded here that holds; null if every claim is as expected.
     */
    static Refutation unexpected(Instance in, List<Counterexample> claims) {
        Set<Integer> rec = in.statement().recordedAt(in.tuple());
        for (int i = 0; i < claims.size(); i++) {
            if (claims.get(i) != null && !rec.contains(i)) {
                return new Refutation(in, claims.get(i));
            }
        }
        for (int i : rec) {
            if (i < claims.size() && claims.get(i) == null) {
                return recordedButHolds(in, i);
            }
        }
        return null;
    }

    /**
     * The statements a check runs: with id null every statement of the folder that has claims (a
     * census has none), else the statement file id (.yaml, wherever it is) or the statement with that id.
     */
    public static List<Statement> select(String id, Path specs) {
        if (id == null) {
            return StatementLoader.loadDirectory(specs).stream().filter(s -> !s.kind().equals("census")).toList();
        }
        Statement st;
        if (id.endsWith(".yaml") || id.endsWith(".yml")) {
            st = StatementLoader.resolve(id, specs);
        } else {
            List<Statement> all = StatementLoader.loadDirectory(specs);
            st = all.stream().filter(s -> s.id().equals(id)).findFirst().orElseThrow(() -> new BadInputException("unknown statement id '"
                    + id + "' (known: " + String.join(", ", all.stream().map(Statement::id).toList()) + ")"));
        }
        if (st.kind().equals("census")) {
            throw new BadInputException(st.id() + " is a census (kind: census, no claims): run it with census, not check");
        }
        return List.of(st);
    }

    /** A recorded counterexample to claim i that holds now, as a refutation of the record. */
    static Refutation recordedButHolds(Instance in, int i) {
        Statement st = in.statement();
        Claim cl = st.claims().get(i);
        return new Refutation(in, new Counterexample(cl.name(), st.recordedLine(),
                "the claim holds here, but " + st.recordedFile() + " records this instance as a counterexample to it", null,
                "refuted", "holds"));
    }

    public static Report run(List<Statement> statements, Options o, PrintStream log) {
        return run(statements, o, log, true);
    }

    /**
     * As {@link #run(List, Options, PrintStream)}; with resume false the result log is only appended
     * to, no line of it read back (its caller started it afresh, as the statements' engine does
     * unless subgames.resume=true: its lines are other statements' results of the same run).
     */
    public static Report run(List<Statement> statements, Options o, PrintStream log, boolean resume) {
        Map<String, Tally> tallies = new LinkedHashMap<>();
        List<Instance> todo = new ArrayList<>();
        Map<String, Instance> byKey = new HashMap<>();
        Map<Instance, Set<Integer>> refutedAt = new ConcurrentHashMap<>();
        for (Statement st : statements) {
            Tally t = new Tally(st);
            tallies.put(st.id(), t);
            for (Instance in : Instances.enumerate(st, o.ranges(), o.where(), o.shard())) {
                t.instances++;
                byKey.put(in.key(), in);
                todo.add(in);
            }
        }
        AtomicReference<Refutation> first = new AtomicReference<>();
        ResultLog results = o.out() == null ? null : resume ? ResultLog.open(o.out()) : ResultLog.appending(o.out());
        try {
            if (results != null) {
                Set<String> done = readBack(results, byKey, tallies, refutedAt, first, statements);
                todo.removeIf(in -> done.contains(in.key()));
                if (tallies.values().stream().anyMatch(t -> t.stale > 0)) {
                    staleNotice(tallies.values(), o.out(), log);
                }
            }
            if (first.get() != null && !o.keepGoing()) {
                return new Report(new ArrayList<>(tallies.values()), first.get(), false);
            }
            boolean complete = execute(todo, o, tallies, first, results, statements, refutedAt);
            if (complete && o.record()) {
                record(statements, byKey, refutedAt, o);
            }
            return new Report(new ArrayList<>(tallies.values()), first.get(), complete);
        } finally {
            if (results != null) {
                results.close();
            }
        }
    }

    /**
     * Reads back the log's results of this run's instances whose fingerprint is the statement's now,
     * counting them; drops the stale lines (another version of the statement or of subgames) from the
     * log, so their instances are checked again. Returns the keys read back.
     */
    private static Set<String> readBack(ResultLog results, Map<String, Instance> byKey, Map<String, Tally> tallies,
                                        Map<Instance, Set<Integer>> refutedAt, AtomicReference<Refutation> first, List<Statement> statements) {
        Set<String> done = new HashSet<>();
        List<JsonNode> keep = new ArrayList<>();
        for (JsonNode r : results.previous()) {
            String key = key(r);
            Instance in = byKey.get(key);
            Tally t = in == null ? tallies.get(r.path("statement").asText()) : tallies.get(in.statement().id());
            if (t != null && !t.fingerprint.equals(r.path("fingerprint").asText())) {
                if (in != null) {
                    t.stale++;
                }
                continue; // written by another version of the statement or of subgames: never trusted
            }
            keep.add(r);
            if (in == null || !done.add(key)) {
                continue; // a result outside this run's ranges or shard, or a repeat
            }
            t.resumed++;
            boolean holds = r.path("holds").asBoolean();
            List<Counterexample> claims = resumedClaims(in.statement(), r, holds ? null : counterexample(r.path("counterexample")));
            if (!holds) {
                refutedAt.put(in, refutedClaims(claims));
            }
            t.count(in, holds, claims);
            t.vacuous += r.path("vacuous").asLong(0);
            Refutation u = unexpected(in, claims);
            if (u != null) {
                offer(first, u, statements);
            }
        }
        if (keep.size() < results.previous().size()) {
            results.replace(keep); // drop the stale lines; their instances are checked again
        }
        return done;
    }

    private static Counterexample counterexample(JsonNode cx) {
        return new Counterexample(cx.path("claim").asText(), cx.path("line").asInt(), cx.path("message").asText(),
                cx.hasNonNull("position") ? cx.get("position").asLong() : null, cx.path("expected").asText(), cx.path("actual").asText());
    }

    /** One line per statement whose log lines were stale: how many, and that they are checked again. */
    private static void staleNotice(Iterable<Tally> tallies, Path out, PrintStream log) {
        if (log == null) {
            return;
        }
        for (Tally t : tallies) {
            if (t.stale > 0) {
                log.println(out + ": " + t.stale + " result" + (t.stale == 1 ? "" : "s") + " of " + t.statement.id()
                        + " came from another version of the statement or of subgames (fingerprint differs from " + t.fingerprint
                        + "): not trusted, checked again");
            }
        }
    }

    private static boolean execute(List<Instance> todo, Options o, Map<String, Tally> tallies,
                                   AtomicReference<Refutation> first, ResultLog results, List<Statement> order,
                                   Map<Instance, Set<Integer>> refutedAt) {
        return Parallel.forEach(todo, o.threads(), "check", o.progress(), in -> {
            long t0 = System.nanoTime();
            Outcome outcome = Checker.check(in, o.limit());
            double secs = (System.nanoTime() - t0) / 1e9;
            if (results != null) {
                results.append(line(in, outcome, tallies.get(in.statement().id()).fingerprint));
            }
            Tally t = tallies.get(in.statement().id());
            synchronized (t) {
                t.seconds += secs;
                t.count(in, outcome.holds(), outcome.claims());
                t.vacuous += outcome.vacuous();
            }
            if (!outcome.holds()) {
                refutedAt.put(in, refutedClaims(outcome.claims()));
            }
            Refutation u = unexpected(in, outcome.claims());
            if (u != null) {
                offer(first, u, order);
                return !o.keepGoing();
            }
            return false;
        }, Instance::toString);
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

    /**
     * The per-claim results of a resumed line: the claims listed in failedClaims (the line's
     * counterexample for the first of them, a pointer to the log for the others); a line written
     * before failedClaims existed names only its first failing claim.
     */
    static List<Counterexample> resumedClaims(Statement st, JsonNode line, Counterexample first) {
        List<Counterexample> out = new ArrayList<>(Collections.nCopies(st.claims().size(), (Counterexample) null));
        if (first == null) {
            return out;
        }
        List<Integer> failed = new ArrayList<>();
        line.path("failedClaims").forEach(n -> failed.add(n.asInt()));
        if (failed.isEmpty()) {
            for (int i = 0; i < st.claims().size() && failed.isEmpty(); i++) {
                if (st.claims().get(i).name().equals(first.claim())) {
                    failed.add(i);
                }
            }
        }
        for (int i : failed) {
            if (i < 0 || i >= out.size()) {
                continue;
            }
            Claim cl = st.claims().get(i);
            out.set(i, cl.name().equals(first.claim()) ? first : new Counterexample(cl.name(), cl.line(),
                    "refuted in the resumed part of the run (the result log's line has the first failing claim only)", null, "holds", "refuted"));
        }
        return out;
    }

    /** The indices of the refuted claims. */
    private static Set<Integer> refutedClaims(List<Counterexample> claims) {
        Set<Integer> out = new java.util.TreeSet<>();
        for (int i = 0; i < claims.size(); i++) {
            if (claims.get(i) != null) {
                out.add(i);
            }
        }
        return out;
    }

    /** Writes each statement's refutations (claim and instance), in instance order, to its counterexamples file. */
    private static void record(List<Statement> statements, Map<String, Instance> byKey, Map<Instance, Set<Integer>> refutedAt, Options o) {
        if (!o.shard().equals(Shard.ALL) || !o.keepGoing()) {
            throw new BadInputException("--record needs a complete, unsharded run with --keep-going");
        }
        for (Statement st : statements) {
            if (st.recordedFile() == null) {
                continue;
            }
            List<RecordedCounterexamples.Refuted> refuted = refutedAt.entrySet().stream().filter(e -> e.getKey().statement() == st)
                    .sorted(Comparator.comparingInt(e -> e.getKey().index()))
                    .map(e -> new RecordedCounterexamples.Refuted(e.getKey(), e.getValue())).toList();
            RecordedCounterexamples.write(st, refuted);
        }
    }

    /** The resume key of a result line: statement and parameter values. */
    static String key(JsonNode r) {
        JsonNode p = r.path("parameters");
        List<Long> values = new ArrayList<>();
        p.fields().forEachRemaining(e -> values.add(e.getValue().asLong()));
        return r.path("statement").asText() + "|" + values;
    }

    /** The result line of an instance (no timings, so reruns and shards give identical lines). */
    static ObjectNode line(Instance in, Outcome outcome, String fingerprint) {
        ObjectNode o = JSON.createObjectNode();
        o.put("statement", in.statement().id());
        o.put("fingerprint", fingerprint);
        ObjectNode p = o.putObject("parameters");
        in.parameters().forEach(p::put);
        var s = o.putArray("S");
        for (int m : in.sortedMoves()) {
            s.add(m);
        }
        o.put("holds", outcome.holds());
        if (!outcome.holds()) {
            var failed = o.putArray("failedClaims");
            for (int i = 0; i < outcome.claims().size(); i++) {
                if (outcome.claims().get(i) != null) {
                    failed.add(i);
                }
            }
        }
        if (outcome.vacuous() > 0) {
            o.put("vacuous", outcome.vacuous()); // claims over an empty forall range
        }
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
