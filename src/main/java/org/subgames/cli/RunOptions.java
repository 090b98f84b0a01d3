package org.subgames.cli;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.subgames.base.BadInputException;
import org.subgames.base.IntRange;
import org.subgames.base.Shard;
import org.subgames.specs.Expr;
import picocli.CommandLine.Option;

/**
 * The options that choose the instances of statements and how to run them, shared by {@code check}
 * and {@code census}: {@code --param}, {@code --where}, {@code --threads}, {@code --shard},
 * {@code --specs}. Each getter checks its option and says what is wrong in one line.
 */
final class RunOptions {

    @Option(names = "--param", paramLabel = "NAME=LO..HI",
            description = "replace a parameter's range (in every statement that has it), e.g. --param c=3..40 (repeatable)")
    List<String> params = new ArrayList<>();

    @Option(names = "--where", description = "only instances where this expression over the parameters and S is true "
            + "(additive statements also know b, k, c, d, m, e, quadratic, linear), e.g. quadratic")
    String where;

    @Option(names = "--threads", description = "worker threads (default: available processors)")
    Integer threads;

    @Option(names = "--shard", defaultValue = "1/1", description = "run shard i of n of the instances (default: ${DEFAULT-VALUE}); "
            + "the shards' results together are the unsharded run's")
    String shard;

    @Option(names = "--specs", defaultValue = "specs", description = "the statements directory (default: ${DEFAULT-VALUE})")
    Path specs;

    /** The number of worker threads, at least 1. */
    int threads() {
        int n = threads == null ? Runtime.getRuntime().availableProcessors() : threads;
        if (n < 1) {
            throw new BadInputException("--threads must be at least 1");
        }
        return n;
    }

    Shard shard() {
        return Shard.parse(shard);
    }

    /** The {@code --param} ranges by name (in a mutable map, so that a command can add its own). */
    Map<String, IntRange> ranges() {
        return Inputs.parameterRanges(params);
    }

    /** The {@code --where} filter, or null. */
    Expr where() {
        return where == null ? null : Expr.filter("--where", where);
    }
}
