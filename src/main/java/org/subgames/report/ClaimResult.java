package org.subgames.report;

/**
 * One claim of a statement over the run's instances.
 *
 * @param name             the claim's name
 * @param line             its line in the statement file
 * @param verdict          FAILED when an instance that is not a recorded counterexample refutes it
 * @param held             instances where it holds
 * @param expectedFailures instances where it fails that the statement records as counterexamples
 * @param failure          the first unexpected refutation (instance order), or null
 */
public record ClaimResult(String name, int line, Verdict verdict, long held, long expectedFailures, Failure failure) {
}
