package org.subgames.census;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.subgames.base.BadInputException;
import org.subgames.run.ResultLog;
import org.subgames.specs.InstanceCensus;

/**
 * Joins the JSON-lines files of the shards of one census into the file an unsharded run writes:
 * every instance exactly once, in instance order. Incomplete or foreign inputs are errors, so a
 * merged file is always a whole census.
 */
public final class Merge {

    private Merge() {
    }

    public static List<JsonNode> merge(List<Path> inputs, Path out) {
        if (inputs.isEmpty()) {
            throw new BadInputException("give the shard files to merge");
        }
        List<JsonNode> all = new ArrayList<>();
        String statement = null;
        String fingerprint = null;
        long total = -1;
        for (Path f : inputs) {
            for (JsonNode r : ResultLog.read(f)) {
                String st = r.path(InstanceCensus.STATEMENT).asText();
                long of = r.path(InstanceCensus.OF).asLong(-1);
                if (!r.has(InstanceCensus.INDEX) || of < 0) {
                    throw new BadInputException(f + ": not a census line (no index/of); merge joins census shard files");
                }
                fingerprint = sameFingerprint(f, r, fingerprint);
                if (statement == null) {
                    statement = st;
                    total = of;
                } else if (!statement.equals(st) || total != of) {
                    throw new BadInputException(f + ": a line of " + st + " (" + of + " instances) in a merge of "
                            + statement + " (" + total + " instances): the files are not shards of one census");
                }
                all.add(r);
            }
        }
        if (statement == null) {
            throw new BadInputException("the shard files hold no results");
        }
        all.sort(Comparator.comparingLong(r -> r.path(InstanceCensus.INDEX).asLong()));
        List<JsonNode> merged = new ArrayList<>();
        long expect = 0;
        for (JsonNode r : all) {
            long i = r.path(InstanceCensus.INDEX).asLong();
            if (i < expect) {
                if (!r.equals(merged.get(merged.size() - 1))) {
                    throw new BadInputException("instance " + i + " appears twice with different results");
                }
                continue; // the same line twice (a shard file given twice)
            }
            if (i > expect) {
                throw missing(expect, total);
            }
            merged.add(r);
            expect++;
        }
        if (expect != total) {
            throw missing(expect, total);
        }
        ResultLog.writeAll(out, merged);
        return merged;
    }

    /** The line's fingerprint, which must be there and equal the others' (null before the first line). */
    private static String sameFingerprint(Path f, JsonNode r, String fingerprint) {
        String fp = r.path(CensusRun.FINGERPRINT).asText();
        if (fp.isEmpty()) {
            throw new BadInputException(f + ": a line without a fingerprint (written by an older subgames): re-run that shard, "
                    + "lines of unknown origin are not merged");
        }
        if (fingerprint != null && !fingerprint.equals(fp)) {
            throw new BadInputException(f + ": a line with fingerprint " + fp + " in a merge of lines with " + fingerprint
                    + " (another version of the statement, its census or subgames): re-run the shards with one version");
        }
        return fp;
    }

    private static IllegalArgumentException missing(long index, long total) {
        return new BadInputException("instance " + index + " of " + total + " is in none of the files: a shard is missing "
                + "or unfinished (re-run it with the same --out to resume)");
    }
}
