package org.subgames.report;

/** The outcome of a statement, a claim, or a backing check, as a test report shows it. */
public enum Verdict {
    PASSED, FAILED, SKIPPED
}
