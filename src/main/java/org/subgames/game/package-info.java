/**
 * The games themselves: subtraction sets (finite sets and the families squares and moser-de-bruijn)
 * and the two terminal conventions, wall and sink. Uses base only.
 */
package org.subgames.game;
