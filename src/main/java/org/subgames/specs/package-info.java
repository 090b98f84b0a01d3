/**
 * Statements in specs/: loading YAML with JEXL expressions, the vocabulary a claim may use, and the
 * check of one statement on one instance. Uses base, game, period and sink; the runs over many
 * instances are in run.
 */
package org.subgames.specs;
