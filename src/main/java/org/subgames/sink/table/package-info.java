/**
 * The symbolic model of the period word: linear terms and formulas, the block contexts and their
 * factors, the reachability and anti-collision claims, the derived tables, and the per-instance check
 * of every claim. Uses base, reference and sink; knows nothing of solvers or proofs.
 */
package org.subgames.sink.table;
