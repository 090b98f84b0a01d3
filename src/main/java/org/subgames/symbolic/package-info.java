/**
 * Symbolic integer arithmetic for parametric statements: affine terms and formulas over named
 * integer variables, a small expression language (the linear part of the statements' JEXL plus
 * products of a count and a linear unit), and the parametric period word of a statement
 * ({@code word:}): cases, Euclidean splits, runs and repeated groups, with their concrete
 * expansion for given parameter values; the integer solutions of constraints within a box, by interval
 * propagation ({@link org.subgames.symbolic.BoxSearch}). Uses base and game only; knows nothing of solvers.
 */
package org.subgames.symbolic;
