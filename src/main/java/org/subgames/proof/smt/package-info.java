/**
 * The SMT side of the all-parameter proof chain: z3 (API) and cvc5 (SMT-LIB text) drivers, the
 * obligations of every lemma, the coverage and length lemmas, the assembly checks, the kept SMT-LIB
 * files, and {@code ProofChain}, the one source of what is proved and within which bounds; the
 * runners of {@code tables prove}, {@code write} and {@code run-smt}. Uses base, sink.table and
 * proof.key (the chain replays the KeY lemmas).
 */
package org.subgames.proof.smt;
