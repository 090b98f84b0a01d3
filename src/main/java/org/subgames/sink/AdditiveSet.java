package org.subgames.sink;

import org.subgames.base.BadInputException;
import org.subgames.game.MoveSet;

/**
 * The parameters of an additive subtraction set S = {a, b, a+b}, 1 &lt;= a &lt; b, written as
 * b = 2ka + c with k &gt;= 0 and 0 &lt;= c &lt; 2a; d = gcd(a, c) (d = a when c = 0).
 */
public record AdditiveSet(int a, int b) {

    public AdditiveSet {
        if (a < 1) {
            throw new BadInputException("a must be at least 1, got " + a);
        }
        if (b <= a) {
            throw new BadInputException("b must exceed a, got a=" + a + " b=" + b);
        }
        if ((long) a + b > Integer.MAX_VALUE) {
            throw new BadInputException("a + b overflows an int: a=" + a + " b=" + b);
        }
    }

    /** The set with b = 2ka + c. */
    public static AdditiveSet ofKc(int a, int k, int c) {
        if (a < 1 || k < 0 || c < 0 || c >= 2 * (long) a) {
            throw new BadInputException("need a >= 1, k >= 0, 0 <= c < 2a; got a=" + a + " k=" + k + " c=" + c);
        }
        long b = Math.addExact(Math.multiplyExact(2L * a, (long) k), c);
        if (b > Integer.MAX_VALUE) {
            throw new BadInputException("b = 2ka + c overflows an int");
        }
        return new AdditiveSet(a, (int) b);
    }

    public int k() {
        return b / (2 * a);
    }

    public int c() {
        return b % (2 * a);
    }

    /** gcd(a, c), with gcd(a, 0) = a. */
    public int d() {
        return gcd(a, c());
    }

    /** The quadratic case: k &gt;= 1 and 0 &lt; c &lt; a. Otherwise the linear case. */
    public boolean isQuadratic() {
        int c = c();
        return k() >= 1 && c > 0 && c < a;
    }

    /** The theorem's period: b + 2a*ceil(b/2a) (linear, minimal) or a(4ak + 3c) (quadratic). */
    public long period() {
        if (isQuadratic()) {
            return Math.multiplyExact((long) a, Math.addExact(Math.multiplyExact(4L * a, (long) k()), 3L * c()));
        }
        long m = (b + 2L * a - 1) / (2L * a);
        return Math.addExact((long) b, Math.multiplyExact(2L * a, m));
    }

    /** The theorem's minimal period: the period itself (linear) or a(4ak + 3c)/d (quadratic). */
    public long minimalPeriod() {
        return isQuadratic() ? period() / d() : period();
    }

    public MoveSet moveSet() {
        return MoveSet.additive(a, b);
    }

    static int gcd(int x, int y) {
        while (y != 0) {
            int t = x % y;
            x = y;
            y = t;
        }
        return x;
    }

    @Override
    public String toString() {
        return "{" + a + "," + b + "," + (a + b) + "}";
    }
}
