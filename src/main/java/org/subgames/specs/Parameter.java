package org.subgames.specs;

/**
 * One parameter of a statement: a name and the range lo..hi of its values, both ends expressions
 * over the earlier parameters (e.g. {@code b: a+1..60}). An end that evaluates to lo &gt; hi gives
 * no instance for that choice of the earlier parameters.
 */
public record Parameter(String name, Expr lo, Expr hi, int line) {
}
