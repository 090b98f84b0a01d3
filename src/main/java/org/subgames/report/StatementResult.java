package org.subgames.report;

import java.util.List;

/**
 * What a run showed for one statement.
 *
 * @param id         the statement id
 * @param title      its title
 * @param kind       theorem, conjecture, ...
 * @param file       the statement file, relative to the folder's parent
 * @param verdict    FAILED if any claim or check failed, SKIPPED if the ranges select no instance
 * @param skipReason why it was skipped, or why it could not be checked (a file that does not load, bad ranges), or null
 * @param instances  instances checked
 * @param claims     one entry per claim, in file order
 * @param recorded   the recorded counterexamples check, or null if the statement records none
 * @param backing    what is proved for every parameter, or null if the statement claims nothing beyond instances
 * @param figures    census figures of this statement found beside the run (PNG paths, relative to the report), may be empty
 */
public record StatementResult(String id, String title, String kind, String file, Verdict verdict, String skipReason, long instances,
                              List<ClaimResult> claims, RecordedResult recorded, BackingResult backing, List<String> figures) {
    public StatementResult {
        claims = List.copyOf(claims);
        figures = List.copyOf(figures);
    }
}
