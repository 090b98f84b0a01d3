package org.subgames.cli;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import org.subgames.census.CensusQuery;
import org.subgames.census.CoverageStore;
import org.subgames.proof.smt.ChainCoverage;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code census coverage ID|STORE --max-s C [--specs DIR] [--out PNG]}. */
@Command(name = "coverage", mixinStandardHelpOptions = true,
        description = "The coverage of a three-move Parquet census by the statements proved for every parameter (their word: "
                + "domains, and the additive chain's sets {a, b, a+b}): prints the table of census query ID coverage and writes a heat map of the sets {a, b, C}, a cell per "
                + "(a, b), coloured not proved / proved under one convention / under both. Exit 0: done; 2: bad input.")
final class CensusCoverageCommand implements Callable<Integer> {

    @Parameters(index = "0", paramLabel = "ID_OR_STORE",
            description = "a census id (census/ID.parquet, directory or merged file) or a store's path")
    String store;

    @Option(names = "--max-s", required = true, description = "the heat map's slice: the sets with max S = C")
    int maxS;

    @Option(names = "--specs", defaultValue = "specs", description = "the statements directory; its extended/ subdirectory is read too (default: ${DEFAULT-VALUE})")
    Path specs;

    @Option(names = "--out", description = "the heat map (default: census/ID-coverage-C.png)")
    Path out;

    @Option(names = "--census-dir", defaultValue = "census", description = "where census ids are looked for (default: ${DEFAULT-VALUE})")
    Path dir;

    @Override
    public Integer call() {
        Path p = CensusQueryCommand.resolve(store, dir);
        CensusQuery.run(List.of(p), CensusQuery.sql("coverage"), specs, ChainCoverage.backed(), false, System.out, System.err);
        String stem = p.getFileName().toString().replaceFirst("\\.parquet$", "");
        Path png = out != null ? out : (p.getParent() == null ? Path.of(".") : p.getParent()).resolve(stem + "-coverage-" + maxS + ".png");
        CoverageStore.heatmap(p, specs, ChainCoverage.backed(), maxS, png, System.out);
        System.out.println("heat map: " + png);
        return 0;
    }
}
