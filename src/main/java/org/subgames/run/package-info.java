/**
 * Runs of statements over many instances: threads, shards, progress, and the resumable JSON-lines
 * result log; checkpoints of long runs; the per-instance check of the block tables
 * ({@code TablesCheckRun}). Uses base, specs, sink and sink.table.
 */
package org.subgames.run;
