package org.subgames.period;

import org.subgames.base.BadInputException;
import org.subgames.game.Convention;

/**
 * The nim-values of a finite subtraction game together with a certificate of their periodicity, so
 * that G(x) is known for every x: tabulated values up to the end of the table, the certified period
 * beyond it. Under the sink convention G(x) = 0 for x &lt;= 0.
 */
public final class PeriodicSequence {

    private final byte[] table;
    private final Certificate certificate;

    PeriodicSequence(byte[] table, Certificate certificate) {
        this.table = table;
        this.certificate = certificate;
    }

    public Certificate certificate() {
        return certificate;
    }

    /** The number of tabulated positions 0..n (index 0 is the sink under the sink convention). */
    public int tabulated() {
        return table.length;
    }

    /** G(x) for every x (x &gt;= 0 at the wall). */
    public int get(long x) {
        if (x < table.length) {
            if (x >= 0) {
                return table[(int) x];
            }
            if (certificate.convention() == Convention.SINK) {
                return 0;
            }
            throw new BadInputException("the wall game has no position " + x);
        }
        long from = certificate.periodicFrom();
        return table[(int) (from + (x - from) % certificate.minimalPeriod())];
    }

    /** Copies G(x), G(x+1), ..., G(x+n-1) into buf[0..n), a table slice at a time. */
    public void read(long x, byte[] buf, int n) {
        int i = 0;
        long from = certificate.periodicFrom();
        long p = certificate.minimalPeriod();
        while (i < n) {
            long y = x + i;
            if (y < 0) {
                buf[i++] = (byte) get(y);
                continue;
            }
            int idx = (int) (y < table.length ? y : from + (y - from) % p);
            int len = (int) Math.min(n - i, (y < table.length ? table.length : from + p) - idx);
            System.arraycopy(table, idx, buf, i, len);
            i += len;
        }
    }

    /**
     * The first x in [from, from + M) with G(x + q) != G(x), or -1 if there is none, in which case q
     * is a period of G from {@code from} on (Golomb's window argument, from &gt;= the first position).
     */
    public long firstWindowMismatch(long from, long q) {
        if (from < certificate.firstPosition()) {
            throw new IllegalArgumentException("a window must start at position " + certificate.firstPosition() + " or later");
        }
        if (q < 1) {
            throw new IllegalArgumentException("a period must be positive, got " + q);
        }
        for (long x = from; x < from + certificate.maxMove(); x++) {
            if (get(x + q) != get(x)) {
                return x;
            }
        }
        return -1;
    }

    /** The largest value over the first position .. the end of the first period (so over all positions). */
    public int maxValue() {
        int max = 0;
        long end = certificate.periodicFrom() + certificate.minimalPeriod();
        for (long x = certificate.firstPosition(); x < end; x++) {
            max = Math.max(max, get(x));
        }
        return max;
    }

    /** The number of positions with value 0 in one minimal period of the periodic part. */
    public long coldPerPeriod() {
        long n = 0;
        long from = certificate.periodicFrom();
        for (long x = from; x < from + certificate.minimalPeriod(); x++) {
            if (get(x) == 0) {
                n++;
            }
        }
        return n;
    }
}
