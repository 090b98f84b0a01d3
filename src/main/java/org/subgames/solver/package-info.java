/**
 * The optimized solvers for cold positions and nim-values (convolution, divide and conquer, Lemma 2,
 * sieves, bitset and blocked DPs), their registry, the crossovers between them ({@code FastPaths})
 * and the audit against the reference code. Uses base, game and reference.
 */
package org.subgames.solver;
