package org.subgames.cli;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import org.subgames.base.BadInputException;
import org.subgames.census.CensusReport;
import org.subgames.census.CensusStore;
import org.subgames.census.Merge;
import org.subgames.specs.Statement;
import org.subgames.specs.StatementLoader;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code merge --out census.jsonl shard-1.jsonl shard-2.jsonl ...}. */
@Command(name = "merge", mixinStandardHelpOptions = true,
        description = "Join the JSON-lines files of the shards of one census (census --shard i/n) into the file an unsharded "
                + "run writes (every instance once, in instance order), or their Parquet stores into one Parquet file (one "
                + "query), and write its summary, CSV and heat map. A missing or unfinished shard is an error (exit 2).")
final class MergeCommand implements Callable<Integer> {

    @Parameters(arity = "1..*", paramLabel = "SHARD", description = "the shards' JSON-lines files, or their Parquet stores (census --format parquet)")
    List<Path> inputs;

    @Option(names = "--out", required = true, description = "the merged JSON-lines file, or Parquet file for stores")
    Path out;

    @Option(names = "--specs", defaultValue = "specs", description = "where to find the statement, for the heat map's axis titles (default: ${DEFAULT-VALUE})")
    Path specs;

    @Override
    public Integer call() {
        boolean parquet = inputs.stream().allMatch(p -> Files.isDirectory(p) || p.toString().endsWith(".parquet"));
        CensusReport.Lines lines = null;
        String first;
        if (parquet) {
            long n = CensusStore.merge(inputs, out);
            System.out.println("merged " + inputs.size() + " stores, " + n + " instances, into " + out + " (sorted by instance, a chunk of instances at a time)");
            first = CensusStore.statement(out);
        } else {
            List<JsonNode> merged = Merge.merge(inputs, out);
            System.out.println("merged " + inputs.size() + " files, " + merged.size() + " instances, into " + out);
            lines = merged::forEach;
            first = merged.get(0).path("statement").asText();
        }
        Statement st;
        try {
            st = StatementLoader.resolve(first, specs);
        } catch (BadInputException e) {
            st = null; // the summary does not need it; the heat map's axes are then titled x and y, its colour "value"
        }
        if (parquet) {
            CensusCommand.reportStore(st, out); // in SQL
        } else {
            CensusCommand.report(st, lines, out);
        }
        return 0;
    }
}
