/**
 * Census runs: every game of a family, its certified period and preperiod, grouped by closed forms;
 * merging shards and the report with its heat maps. Uses base, game, period, specs and run.
 */
package org.subgames.census;
