package org.subgames.report;

import java.util.List;

/**
 * One run of statements (one statement folder).
 *
 * @param folder     the statement folder as given (e.g. specs)
 * @param settings   the ranges, shard and threads of the run, as text (e.g. "a = 1..20; shard 1/1; 2 threads")
 * @param seconds    wall time of the run
 * @param statements every statement of the folder in file order
 */
public record RunResult(String folder, String settings, double seconds, List<StatementResult> statements) {
    public RunResult {
        statements = List.copyOf(statements);
    }
}
