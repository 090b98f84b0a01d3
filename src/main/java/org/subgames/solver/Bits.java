package org.subgames.solver;

/** Plain long[] bit sets (bit i in word i / 64, bit i % 64), with the one shifted OR the DP needs. */
final class Bits {

    private Bits() {
    }

    static long[] of(int bits) {
        return new long[(bits + 63) >>> 6];
    }

    static boolean get(long[] w, int i) {
        return (w[i >>> 6] & (1L << i)) != 0;
    }

    static void set(long[] w, int i) {
        w[i >>> 6] |= 1L << i;
    }

    static long[] fromBooleans(boolean[] b) {
        long[] w = of(b.length);
        for (int i = 0; i < b.length; i++) {
            if (b[i]) {
                set(w, i);
            }
        }
        return w;
    }

    static boolean[] toBooleans(long[] w, int bits) {
        boolean[] b = new boolean[bits];
        for (int i = 0; i < bits; i++) {
            b[i] = get(w, i);
        }
        return b;
    }

    /** The least clear bit at or after from, or limit if bits from..limit-1 are all set. */
    static int nextClear(long[] w, int from, int limit) {
        if (from >= limit) {
            return limit;
        }
        int wi = from >>> 6;
        long word = ~w[wi] & (-1L << from);
        while (true) {
            if (word != 0) {
                int i = (wi << 6) + Long.numberOfTrailingZeros(word);
                return Math.min(i, limit);
            }
            wi++;
            if ((wi << 6) >= limit || wi >= w.length) {
                return limit;
            }
            word = ~w[wi];
        }
    }

    /**
     * dst |= src shifted up by shift bits, truncated to dst's words (bits of dst beyond the caller's
     * range may get set; callers only read bits inside it). Costs one pass over the affected words.
     *
     * @param srcWords how many low words of src to use (the rest are treated as zero)
     */
    static void orShifted(long[] dst, long[] src, int srcWords, int shift) {
        int ws = shift >>> 6;
        int bs = shift & 63;
        int end = Math.min(dst.length, ws + srcWords + (bs == 0 ? 0 : 1));
        if (bs == 0) {
            for (int j = ws; j < end; j++) {
                dst[j] |= src[j - ws];
            }
            return;
        }
        int inv = 64 - bs;
        // j = ws: only the low part of src[0]
        dst[ws] |= src[0] << bs;
        for (int j = ws + 1; j < end; j++) {
            int k = j - ws;
            long lo = src[k - 1] >>> inv;
            long hi = k < srcWords ? src[k] << bs : 0L;
            dst[j] |= hi | lo;
        }
    }
}
