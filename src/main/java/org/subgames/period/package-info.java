/**
 * Certified periodicity of nim-sequences of finite move sets: byte value tables, window certificates,
 * the least preperiod and period. Uses base and game.
 */
package org.subgames.period;
