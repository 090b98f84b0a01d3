package org.subgames.report;

/**
 * A conjecture's recorded counterexamples in the run's ranges: each must still be refuted.
 *
 * @param file         the counterexamples file
 * @param inRange      recorded instances the run's ranges select
 * @param stillRefuted those still refuted
 * @param nowHolding   the first recorded instance where the statement now holds (parameters text), or null
 */
public record RecordedResult(String file, long inRange, long stillRefuted, String nowHolding) {
    public Verdict verdict() {
        return nowHolding == null ? Verdict.PASSED : Verdict.FAILED;
    }
}
