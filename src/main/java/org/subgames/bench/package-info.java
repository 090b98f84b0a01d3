/**
 * The benchmark runner: workloads in suites, warm-ups, medians and ratios against a baseline measured
 * in the same run. Uses the packages it measures (game, reference, solver, period, sink, proof.smt).
 */
package org.subgames.bench;
