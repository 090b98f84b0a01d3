/**
 * The headless KeY driver: prove and replay the JML contracts of the reference code, the kept proofs
 * and their dependencies, and the text check that the reference predicates render the symbolic model
 * (model-link). Uses sink.table.
 */
package org.subgames.proof.key;
