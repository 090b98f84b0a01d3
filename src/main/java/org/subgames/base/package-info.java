/**
 * The bottom layer: what every other package may use and that uses none of them. Today the
 * bad-input exception, which the command line turns into one line and exit code 2.
 */
package org.subgames.base;
