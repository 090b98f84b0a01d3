package org.subgames.sink;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import org.subgames.base.BadInputException;

/**
 * The explicit period word W(a, b) of G_sink for S = {a, b, a+b}: letter j (1-based) of W is
 * G_sink(j) for j = 1..|W|, and W repeats forever. Built factor by factor from the construction
 * (linear case; quadratic case with A-prefixes, B- and C-blocks and Z separators).
 */
public final class PeriodWord {

    private final AdditiveSet set;
    private final List<Factor> factors;
    private final long length;

    private PeriodWord(AdditiveSet set, List<Factor> factors) {
        this.set = set;
        this.factors = Collections.unmodifiableList(factors);
        Factor last = factors.get(factors.size() - 1);
        this.length = last.end();
    }

    public static PeriodWord of(int a, int b) {
        return of(new AdditiveSet(a, b));
    }

    public static PeriodWord of(AdditiveSet s) {
        Builder w = new Builder();
        if (s.isQuadratic()) {
            quadratic(s, w);
        } else {
            linear(s, w);
        }
        return new PeriodWord(s, w.out);
    }

    private static void linear(AdditiveSet s, Builder w) {
        int a = s.a();
        long m = (s.b() + 2L * a - 1) / (2L * a);
        long e = s.b() - (2 * m - 1) * a;
        for (int j = 1; j <= m; j++) {
            w.add("L1", 0, Factor.BlockType.LINEAR, j, 1, a);
            w.add("L2", 0, Factor.BlockType.LINEAR, j, 2, a);
        }
        w.add("L3", 0, Factor.BlockType.LINEAR, 0, 3, e);
        for (int j = 1; j <= m - 1; j++) {
            w.add("L0", 0, Factor.BlockType.LINEAR, j, 0, a);
            w.add("L3", 0, Factor.BlockType.LINEAR, j, 3, a);
        }
        w.add("Z", 0, Factor.BlockType.LINEAR, 0, 0, a);
    }

    private static void quadratic(AdditiveSet s, Builder w) {
        int a = s.a();
        int c = s.c();
        int k = s.k();
        for (int i = 1; i <= a; i++) {
            int r = (int) (((long) (i - 1) * c) % a);
            int t = (int) (((long) i * c) % a);
            if (t == 0) {
                t = a;
            }
            boolean bBlock = r + c <= a;
            Factor.BlockType type = bBlock ? Factor.BlockType.B : Factor.BlockType.C;
            w.add("A1", i, type, 0, 1, a - r);
            w.add("A2", i, type, 0, 0, r);
            w.add("A3", i, type, 0, 2, a - r);
            for (int j = 1; j <= k - 1; j++) {
                w.add("KA1", i, type, j, 1, a);
                w.add("KA2", i, type, j, 2, a);
            }
            if (bBlock) {
                w.add("B1", i, type, 0, 1, t);
                w.add("B2", i, type, 0, 3, a - t);
                w.add("B3", i, type, 0, 2, t);
                w.add("B4", i, type, 0, 0, a - r);
            } else {
                w.add("C1", i, type, 0, 1, a);
                w.add("C2", i, type, 0, 2, a);
                w.add("C3", i, type, 0, 1, t);
                w.add("C4", i, type, 0, 0, a - r);
                w.add("C5", i, type, 0, 3, a - c);
                w.add("C6", i, type, 0, 2, t);
                w.add("C7", i, type, 0, 3, a - r);
                w.add("C8", i, type, 0, 0, a);
            }
            for (int j = 1; j <= k - 1; j++) {
                w.add("KB3", i, type, j, 3, a);
                w.add("KB0", i, type, j, 0, a);
            }
            w.add(bBlock ? "B5" : "C9", i, type, 0, 3, t);
            if (t == a) {
                w.add("Z", i, Factor.BlockType.Z, 0, 0, a);
            }
        }
    }

    public AdditiveSet set() {
        return set;
    }

    /** Every factor in order, empty ones (A2 with r = 0, B2 with t = a) included. */
    public List<Factor> factors() {
        return factors;
    }

    /** The non-empty factors: the run-length encoding of W. */
    public List<Factor> runs() {
        List<Factor> out = new ArrayList<>();
        for (Factor f : factors) {
            if (!f.isEmpty()) {
                out.add(f);
            }
        }
        return out;
    }

    /** |W|. */
    public long length() {
        return length;
    }

    /** The letters of W, letters[j - 1] = G_sink(j). Rejects words longer than an array holds. */
    public byte[] letters() {
        if (length > Integer.MAX_VALUE - 8) {
            throw new BadInputException("the word has " + length + " letters, more than an array holds");
        }
        byte[] out = new byte[(int) length];
        for (Factor f : factors) {
            Arrays.fill(out, (int) f.start(), (int) f.end(), (byte) f.letter());
        }
        return out;
    }

    /**
     * The run-length text of the word with block separators, e.g.
     * {@code 1^5 2^5 1^1 3^4 2^1 0^5 3^1 | 1^4 0^1 ...}.
     */
    public String toRunLengthText() {
        StringBuilder sb = new StringBuilder();
        int block = -1;
        for (Factor f : factors) {
            if (f.isEmpty()) {
                continue;
            }
            int b = f.type() == Factor.BlockType.Z ? -2 : f.block();
            if (sb.length() > 0) {
                sb.append(b != block && f.type() != Factor.BlockType.LINEAR ? " | " : " ");
            }
            block = b;
            sb.append(f.run());
        }
        return sb.toString();
    }

    private static final class Builder {
        final List<Factor> out = new ArrayList<>();
        long pos;

        void add(String name, int block, Factor.BlockType type, int rep, int letter, long len) {
            out.add(new Factor(name, block, type, rep, letter, pos, len));
            pos = Math.addExact(pos, len);
        }
    }
}
