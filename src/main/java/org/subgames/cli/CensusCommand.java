package org.subgames.cli;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import org.subgames.base.BadInputException;
import org.subgames.base.IntRange;
import org.subgames.base.Shard;
import org.subgames.census.CensusReport;
import org.subgames.census.CensusRun;
import org.subgames.census.StoreReport;
import org.subgames.census.WordInference;
import org.subgames.specs.CensusSpec;
import org.subgames.specs.Expr;
import org.subgames.specs.Statement;
import org.subgames.specs.StatementLoader;
import picocli.CommandLine.Command;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.TypeConversionException;

/**
 * {@code census SPEC_OR_FAMILY [--param n=1..200] [--group EXPR] [--shard i/n] [--format jsonl|parquet] [--out FILE] [--limit N]},
 * or {@code census SPEC --infer-word [--param ...] [--where ...]} (the core: {@link WordInference}).
 */
@Command(name = "census", mixinStandardHelpOptions = true, subcommands = {CensusQueryCommand.class, CensusCoverageCommand.class, CensusDiscoverCommand.class},
        description = "Certify the periodicity of every instance of a statement or family and record, per instance and "
                + "convention, preperiod, minimal period, largest value and cold positions per period as JSON lines or, with "
                + "--format parquet, a Parquet store (resumable, shardable); an unsharded run also writes a summary (counts per "
                + "group value and formula), CSV and a heat map PNG next to the results; --infer-word prints the statement's word: block "
                + "inferred from its instances instead. Exit 0: done; 1: --infer-word found a case no word fits; 2: bad input.")
final class CensusCommand implements Callable<Integer> {

    @Parameters(paramLabel = "SPEC_OR_FAMILY", arity = "0..1",
            description = "a statement id in the specs directory, a statement file, or a family: three-move, squares, moser-de-bruijn")
    String spec;

    @Option(names = "--format", defaultValue = "jsonl", converter = FormatConverter.class,
            description = "jsonl (a JSON line per instance, for small runs) or parquet (a directory of Parquet parts, a row per game, "
                    + "a few bytes each; query it with census query) (default: ${DEFAULT-VALUE})")
    CensusRun.Format format;

    @Mixin
    RunOptions run;

    @Option(names = "--group", description = "count the instances per value of this expression (default: the statement's "
            + "census group, else G.minimalPeriod), e.g. 'G.preperiod == 0'")
    String group;

    @Option(names = "--heatmap-where", description = "the instances the heat map shows (default: the statement's), e.g. 'c == 40'")
    String heatmapWhere;

    @Option(names = "--out", description = "result file or, for parquet, directory (default: census/ID.jsonl or census/ID.parquet, "
            + "with .shard-I-of-N before the extension for a shard); an existing one is resumed")
    Path out;

    @Option(names = "--limit", defaultValue = "1048576",
            description = "largest table (positions) per instance; an instance whose preperiod + period + max S exceeds it is "
                    + "recorded as 'no certificate within N' (default: ${DEFAULT-VALUE})")
    int limit;

    @Option(names = "--infer-word", description = "print the statement's word: block inferred from its instances: per case "
            + "the run-length shape of preperiod and period, each run length and group count fitted exactly as an affine function "
            + "of the parameters and checked on every instance of the range (exit 1 when a case misfits); writes no census files")
    boolean inferWord;

    @Override
    public Integer call() {
        if (spec == null) {
            throw new BadInputException("census: give a statement id, a statement file or a family (or: census query STORE SQL)");
        }
        int n = run.threads();
        if (limit < 64) {
            throw new BadInputException("--limit must be at least 64");
        }
        Shard sh = run.shard();
        Map<String, IntRange> ranges = run.ranges();
        Statement st = StatementLoader.resolve(spec, run.specs);
        Inputs.requireKnownParameters(List.of(st), ranges.keySet());
        if (inferWord) {
            return inferWord(st, ranges, n, sh);
        }
        CensusSpec census = st.census();
        if (group != null) {
            census = new CensusSpec(Expr.filter("--group", group), census.formulas(), census.heatmap());
        }
        if (heatmapWhere != null) {
            CensusSpec.Heatmap h = census.heatmap();
            if (h == null) {
                throw new BadInputException("--heatmap-where: " + st.id() + " has no heat map (census: heatmap: in its file)");
            }
            census = new CensusSpec(census.group(), census.formulas(), h.withWhere(Expr.filter("--heatmap-where", heatmapWhere)));
        }
        String ext = format == CensusRun.Format.PARQUET ? ".parquet" : ".jsonl";
        if (out != null && (format == CensusRun.Format.PARQUET ? Files.isRegularFile(out) : out.toString().endsWith(".parquet"))) {
            throw new BadInputException("--out " + out + ": " + (format == CensusRun.Format.PARQUET
                    ? "a Parquet store is a directory, and this is a file" : "a .parquet name needs --format parquet"));
        }
        Path file = out != null ? out
                : Path.of("census", sh.equals(Shard.ALL) ? st.id() + ext : st.id() + ".shard-" + sh.index() + "-of-" + sh.count() + ext);
        CensusRun.Result r = CensusRun.run(st, new CensusRun.Options(ranges, run.where(),
                census, n, sh, file, System.console() != null, limit, format));
        System.out.printf(Locale.ROOT, "%s: %d instances%s, %d read back, %d computed in %.1f s on %d threads (%.0f instances/s)%n",
                st.id(), r.owned(), sh.equals(Shard.ALL) ? "" : " in shard " + sh + " of " + r.total(), r.resumed(), r.computed(),
                r.seconds(), n, r.computed() / Math.max(r.seconds(), 1e-9));
        if (r.stale() > 0) {
            System.out.printf(Locale.ROOT, "%s: %d results came from another version of the statement, its census or subgames "
                    + "(fingerprint differs): not trusted, computed again%n", file, r.stale());
        }
        System.out.println("results: " + file);
        if (!r.complete()) {
            System.out.println("interrupted; re-run the same command to resume");
            return 0;
        }
        if (sh.equals(Shard.ALL)) {
            CensusReport.Labels labels = CensusReport.Labels.of(st, census);
            if (format == CensusRun.Format.PARQUET) {
                wrote(StoreReport.write(file, labels, stem(file), System.out));
            } else {
                wrote(new CensusReport(r.lines()::forEach, labels).write(stem(file), System.out));
            }
        } else {
            System.out.println("shard complete; join the shards with: merge --out FILE" + ext + " SHARDS...");
        }
        return 0;
    }

    /** {@code --infer-word}: the block on stdout; 0 when every case fits every instance, else 1. */
    private Integer inferWord(Statement st, Map<String, IntRange> ranges, int threads, Shard sh) {
        if (!sh.equals(Shard.ALL)) {
            throw new BadInputException("--infer-word fits every instance of the range at once: drop --shard");
        }
        WordInference.Result r = WordInference.infer(st, new WordInference.Options(ranges, run.where(), threads, limit));
        System.out.print(r.text());
        return r.fitsAll() ? 0 : Main.EXIT_REFUTED;
    }

    /** Writes the summary, CSV and heat map next to the results (their names: the file's without .jsonl or .parquet). */
    static void report(Statement st, CensusReport.Lines lines, Path file) {
        wrote(new CensusReport(lines, CensusReport.Labels.of(st)).write(stem(file), System.out));
    }

    /** The same report of a Parquet store (a directory of parts or a merged file), computed by DuckDB in SQL. */
    static void reportStore(Statement st, Path store) {
        wrote(StoreReport.write(store, CensusReport.Labels.of(st), stem(store), System.out));
    }

    /** The report files' common path: the results' without .jsonl or .parquet. */
    private static Path stem(Path file) {
        String name = file.getFileName().toString().replaceFirst("\\.(jsonl|parquet)$", "");
        return file.toAbsolutePath().getParent().resolve(name);
    }

    private static void wrote(List<Path> files) {
        System.out.println("wrote " + String.join(", ", files.stream().map(p -> p.getFileName().toString()).toList()));
    }

    /** jsonl or parquet, in any case. */
    static final class FormatConverter implements ITypeConverter<CensusRun.Format> {
        @Override
        public CensusRun.Format convert(String value) {
            try {
                return CensusRun.Format.valueOf(value.toUpperCase(Locale.ROOT));
            } catch (IllegalArgumentException e) {
                throw new TypeConversionException("jsonl or parquet, not '" + value + "'");
            }
        }
    }
}
