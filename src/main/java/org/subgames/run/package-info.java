/**
 * Runs of statements over many instances: threads, shards, progress, and the resumable JSON-lines
 * result log; checkpoints of long runs. Uses base and specs.
 */
package org.subgames.run;
