/**
 * Census runs: every game of a family, its certified period and preperiod, grouped by closed forms;
 * merging shards and the report with its heat maps; inferring a statement's {@code word:} block from
 * its instances ({@code census --infer-word}); which sets the statements proved for every parameter
 * cover ({@link org.subgames.census.Coverage}, {@code census query ID coverage}). Uses base, game, period, symbolic, specs and run.
 */
package org.subgames.census;
