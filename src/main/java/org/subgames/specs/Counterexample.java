package org.subgames.specs;

/**
 * Why an instance refutes a statement: the claim (name and line), a message, and where it shows,
 * for sequence claims the first differing position x with the expected and the actual value.
 *
 * @param position the first differing position, or null when the claim is not about positions
 */
public record Counterexample(String claim, int line, String message, Long position, String expected, String actual) {
}
