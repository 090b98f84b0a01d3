/**
 * Eppstein's experiments on subtract-a-square: cold-position files, spot checks, repeated-median
 * fits and the figures. Uses base, game, run and solver.
 */
package org.subgames.experiment;
