/**
 * The {@code subgames} command line (picocli): each command parses its options, calls the core and
 * prints. The top layer: it may use every package, and none uses it.
 */
package org.subgames.cli;
