/**
 * The statements' JUnit Platform test engine ({@code subgames}): a folder of statement files is a
 * test plan that surefire, CI test reports and every IDE understand. A statement is a container,
 * each claim a test, and a conjecture's recorded counterexamples and a theorem's all-parameter
 * backing are tests of their own; after the run the engine writes the report
 * ({@code target/subgames/index.html}). Uses specs and run (the checks), proof.smt (the backing)
 * and report.
 */
package org.subgames.engine;
