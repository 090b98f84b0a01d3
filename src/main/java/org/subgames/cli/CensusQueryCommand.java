package org.subgames.cli;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import org.subgames.base.BadInputException;
import org.subgames.census.CensusQuery;
import org.subgames.census.CoverageStore;
import org.subgames.proof.smt.ChainCoverage;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code census query ID|STORE SQL|QUESTION [--csv]}. */
@Command(name = "query", mixinStandardHelpOptions = true,
        description = "Ask a Parquet census (census --format parquet, or merge of its shards) a question in SQL over the view "
                + "'games' (a row per instance and convention: the parameters, s, convention, preperiod, minimal_period, max_value, "
                + "cold, grp, formula, certificate, ...), or by name: exceptions, exceptions-per-max-s, largest-periods, "
                + "largest-preperiods, groups-per-max-s, records-per-max-s, wall-sink-differ-per-max-s, coverage (per max S, the sets a statement "
                + "proved for every parameter covers, per convention and under both), uncovered (the sets no proved statement covers). "
                + "A query naming proved_by (the proved statement whose word domain, or the additive chain's scope, holds the set under that convention, or NULL) "
                + "gets that column from the statements of --specs. Exit 0: done; 2: bad input (also a SQL error).")
final class CensusQueryCommand implements Callable<Integer> {

    @Parameters(index = "0", paramLabel = "ID_OR_STORE",
            description = "a census id (census/ID.parquet, directory or merged file) or a store's path")
    String store;

    @Parameters(index = "1", paramLabel = "SQL_OR_QUESTION", description = "SQL over the view games, or a question's name")
    String query;

    @Option(names = "--csv", description = "print CSV (every row) instead of a table")
    boolean csv;

    @Option(names = "--census-dir", defaultValue = "census", description = "where census ids are looked for (default: ${DEFAULT-VALUE})")
    Path dir;

    @Option(names = "--specs", defaultValue = "specs",
            description = "the statements (and those of its extended/ subdirectory) whose proved words give the column proved_by and the coverage questions (default: ${DEFAULT-VALUE})")
    Path specs;

    @Option(names = "--memory", defaultValue = CensusQuery.QUERY_MEMORY,
            description = "DuckDB's memory cap for the query, such as 4GB: sorts beyond it spill to disk, a join that needs more stops with an error naming this option (default: ${DEFAULT-VALUE})")
    String memory;

    @Override
    public Integer call() {
        CensusQuery.run(List.of(resolve()), CensusQuery.sql(query), CoverageStore.needed(query) ? specs : null, ChainCoverage.backed(), memory, csv,
                System.out, System.err);
        return 0;
    }

    private Path resolve() {
        return resolve(store, dir);
    }

    /** A store by path, or by census id in dir (dir/ID.parquet). */
    static Path resolve(String store, Path dir) {
        Path p = Path.of(store);
        if (Files.exists(p)) {
            return p;
        }
        Path byId = dir.resolve(store + ".parquet");
        if (Files.exists(byId)) {
            return byId;
        }
        throw new BadInputException("query: no census store '" + store + "' (nor " + byId + "); write one with census ID --format parquet");
    }
}
