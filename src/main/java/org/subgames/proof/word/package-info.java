/**
 * The all-parameter prover for statements with a {@code word:} block: it turns the parametric
 * period word and the moves into QF_LIA proof obligations (well-formedness, case coverage, the mex
 * rule at every run for every move: anti-collision and reachability), guards them (a sample of
 * instances against computed G first, every case shown satisfiable by a concrete instance), has
 * both z3 (API) and cvc5 (SMT-LIB text) refute every obligation, links the statement's claims about
 * periods, minimal periods and preperiods to the word, and keeps the obligations as SMT-LIB under {@code proofs/word/}.
 */
package org.subgames.proof.word;
