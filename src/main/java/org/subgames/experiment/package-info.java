/**
 * Long runs and Eppstein's experiments: the runners behind {@code cold} and {@code nim}
 * ({@code ColdRun}, {@code NimRun}: algorithm choice, checkpoints, resume, extension of earlier
 * files, progress through a listener), cold-position files, spot checks, repeated-median fits and
 * the figures. Uses base, game, run and solver.
 */
package org.subgames.experiment;
