package org.subgames.report;

/**
 * A counterexample as a person wants to read it.
 *
 * @param parameters the instance's parameters, e.g. "a = 3, b = 8"
 * @param moves      the move set, e.g. "{3,8,11}"
 * @param convention wall, sink, or both
 * @param claim      the refuted claim's name
 * @param position    the first differing position, or null
 * @param expected   what the claim says there
 * @param actual     what the game has there
 * @param message    the checker's full sentence
 */
public record Failure(String parameters, String moves, String convention, String claim, Long position, String expected, String actual,
                      String message) {

    /** The multi-line text a test failure shows. */
    public String text() {
        return "counterexample: " + parameters + ", S = " + moves + ", " + convention + "\n"
                + "claim: " + claim + "\n"
                + (position == null ? "" : "first differing position: " + position + "\n")
                + "expected: " + expected + "\n"
                + "actual:   " + actual + "\n"
                + message;
    }
}
