/**
 * The additive sink game on S = {a, b, a+b}: its parameters (a, b, k, c, the quadratic and linear
 * cases) and the period word W(a, b) with its factors. Uses base and game.
 */
package org.subgames.sink;
