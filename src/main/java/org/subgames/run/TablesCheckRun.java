package org.subgames.run;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.stream.IntStream;
import org.subgames.base.AtomicFile;
import org.subgames.base.BadInputException;
import org.subgames.base.IntRange;
import org.subgames.base.Parallel;
import org.subgames.base.Shard;
import org.subgames.sink.AdditiveSet;
import org.subgames.sink.table.InstanceCheck;
import org.subgames.sink.table.WordModel;

/**
 * The per-instance check of the block tables ({@code tables check}): every claim of the symbolic
 * model, for every S = {a, b, a+b} with a in a range and floor(b/2a) = k in a range, evaluated
 * exactly and compared with the sink DP ({@link InstanceCheck}). Optionally writes one JSON line per
 * set, atomically.
 */
public final class TablesCheckRun {

    /**
     * What to check.
     *
     * @param model    the word (the standard one or a mutant)
     * @param as       the range of a (at least 1)
     * @param ks       the range of k = floor(b/2a) (at least 0; k = 0 means a &lt; b &lt; 2a)
     * @param shard    the part of the sets this run takes
     * @param threads  worker threads
     * @param progress whether to show a progress bar
     * @param output   the JSON-lines file to write, or null
     */
    public record Options(WordModel model, IntRange as, IntRange ks, Shard shard, int threads, boolean progress, Path output) {
    }

    /**
     * What the check found.
     *
     * @param sets         the sets checked
     * @param quadratic    how many of them are quadratic (2a does not divide b)
     * @param firstFailure the first discrepancy in set order, or empty
     */
    public record Result(int sets, long quadratic, Optional<String> firstFailure) {
    }

    private TablesCheckRun() {
    }

    /** Runs the check. */
    public static Result run(Options o) {
        if (o.as().lo() < 1 || o.ks().lo() < 0) {
            throw new BadInputException("need a >= 1 and k >= 0, got --a " + o.as() + " --k " + o.ks());
        }
        List<AdditiveSet> sets = sets(o.as(), o.ks(), o.shard());
        InstanceCheck checker = new InstanceCheck(o.model());
        List<Optional<String>> results = new ArrayList<>(Collections.nCopies(sets.size(), Optional.<String>empty()));
        Parallel.forEach(IntStream.range(0, sets.size()).boxed().toList(), o.threads(), "tables", o.progress(), i -> {
            Optional<String> r = checker.check(sets.get(i));
            synchronized (results) {
                results.set(i, r);
            }
            return false;
        }, i -> sets.get(i).toString());
        if (o.output() != null) {
            AtomicFile.writeString(o.output(), jsonLines(sets, results));
        }
        long quadratic = sets.stream().filter(AdditiveSet::isQuadratic).count();
        return new Result(sets.size(), quadratic, results.stream().flatMap(Optional::stream).findFirst());
    }

    /** The sets of the ranges owned by the shard, in the order a, k, c. */
    static List<AdditiveSet> sets(IntRange as, IntRange ks, Shard shard) {
        List<AdditiveSet> sets = new ArrayList<>();
        long index = 0;
        for (int a = as.lo(); a <= as.hi(); a++) {
            for (int k = ks.lo(); k <= ks.hi(); k++) {
                for (int c = 0; c < 2 * a; c++) {
                    if (k == 0 && c <= a) {
                        continue; // b = c must exceed a
                    }
                    if (shard.owns(index++)) {
                        sets.add(AdditiveSet.ofKc(a, k, c));
                    }
                }
            }
        }
        return sets;
    }

    /** One JSON line per set: a, b, k, c, quadratic, ok and the failure if any. */
    private static String jsonLines(List<AdditiveSet> sets, List<Optional<String>> results) {
        ObjectMapper om = new ObjectMapper();
        StringBuilder sb = new StringBuilder();
        for (int j = 0; j < sets.size(); j++) {
            AdditiveSet s = sets.get(j);
            ObjectNode o = om.createObjectNode().put("a", s.a()).put("b", s.b()).put("k", s.k()).put("c", s.c())
                    .put("quadratic", s.isQuadratic()).put("ok", results.get(j).isEmpty());
            results.get(j).ifPresent(f -> o.put("failure", f));
            try {
                sb.append(om.writeValueAsString(o)).append('\n');
            } catch (JsonProcessingException e) {
                throw new UncheckedIOException(e);
            }
        }
        return sb.toString();
    }
}
