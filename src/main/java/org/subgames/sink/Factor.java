package org.subgames.sink;

/**
 * One factor x^n of a period word: a run of {@code length} copies of {@code letter}.
 *
 * @param name       A1..A3, B1..B5, C1..C9, Z, or a k-part: KA1/KA2 (the 1^a 2^a units after A3),
 *                   KB3/KB0 (the 3^a 0^a units before B5 or C9); linear words use L1, L2, L3, L0
 * @param block      the block index i (1..a) in the quadratic case; 0 in the linear case
 * @param type       the kind of block the factor belongs to
 * @param repetition for k-parts and linear units, which repetition (1-based); 0 otherwise
 * @param letter     the nim-value 0..3
 * @param start      offset of the factor's first letter in the word (0-based)
 * @param length     number of letters, possibly 0 (A2 when r = 0, B2 when t = a)
 */
public record Factor(String name, int block, BlockType type, int repetition, int letter, long start, long length) {

    public enum BlockType { B, C, Z, LINEAR }

    public long end() {
        return start + length;
    }

    public boolean isEmpty() {
        return length == 0;
    }

    /** Run-length notation, e.g. {@code 1^5}. */
    public String run() {
        return letter + "^" + length;
    }
}
