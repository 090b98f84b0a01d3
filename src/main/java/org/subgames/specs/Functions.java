package org.subgames.specs;

/**
 * The functions statements may call without a prefix: {@code gcd(a, c)}, {@code ceil(b, 2*a)},
 * {@code floor(x, y)}, {@code modulo(x, y)} (in 0..y-1; JEXL reserves {@code mod} as the operator {@code x mod y}), {@code min}, {@code max}. Exact integer arithmetic.
 */
public final class Functions {

    private Functions() {
    }

    /** gcd(x, y) &gt;= 0 with gcd(x, 0) = |x|. */
    public static long gcd(long x, long y) {
        long p = Math.abs(x);
        long q = Math.abs(y);
        while (q != 0) {
            long t = p % q;
            p = q;
            q = t;
        }
        return p;
    }

    /** ceil(x / y) for y &gt; 0. */
    public static long ceil(long x, long y) {
        return -Math.floorDiv(-x, positive(y));
    }

    /** floor(x / y) for y &gt; 0. */
    public static long floor(long x, long y) {
        return Math.floorDiv(x, positive(y));
    }

    /** x mod y in 0..y-1 for y &gt; 0. */
    public static long modulo(long x, long y) {
        return Math.floorMod(x, positive(y));
    }

    public static long min(long x, long y) {
        return Math.min(x, y);
    }

    public static long max(long x, long y) {
        return Math.max(x, y);
    }

    private static long positive(long y) {
        if (y <= 0) {
            throw new ArithmeticException("division by " + y);
        }
        return y;
    }
}
