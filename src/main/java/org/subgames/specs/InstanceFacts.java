package org.subgames.specs;

import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;
import org.subgames.base.BadInputException;
import org.subgames.game.Convention;
import org.subgames.period.Certificate;
import org.subgames.period.PeriodicSequence;
import org.subgames.period.Periodicity;
import org.subgames.sink.AdditiveSet;
import org.subgames.sink.PeriodWord;

/**
 * Everything the harness computes for one instance S = {a, b, a+b}, each piece on first use and
 * then kept: the certified sink and wall sequences (the theorem's period is tried first as a
 * candidate; it counts only if its window check holds, otherwise the period is searched for), and
 * the period word W(a, b). One instance, one thread.
 */
public final class InstanceFacts {

    /** How G is certified: the per-instance path (a failure is an error) or the census path (null beyond the limit). */
    public interface Certifier {
        PeriodicSequence certify(int[] sortedMoves, Convention convention, long candidate, int limit);
    }

    /** The per-instance path of {@code check}: beyond the limit is an error. */
    static final Certifier PER_INSTANCE = Periodicity::certify;

    /** No period was certified within the table limit: reported as such, never guessed. */
    public static final class NoCertificate extends RuntimeException {
        public NoCertificate(Convention convention, int limit) {
            super("no certificate within " + limit + " positions for G_" + convention.id());
        }
    }

    private final int[] moves; // sorted
    private final AdditiveSet set; // null without the additive library
    private final int limit;
    private final Certifier certifier;
    private PeriodicSequence sink;
    private PeriodicSequence wall;
    private PeriodWord word;
    private byte[] wordLetters;
    private byte[] wallWord;

    public InstanceFacts(AdditiveSet set, int limit) {
        this(new int[] {set.a(), set.b(), set.a() + set.b()}, set, limit);
    }

    InstanceFacts(Instance in, int limit) {
        this(in, limit, PER_INSTANCE);
    }

    InstanceFacts(Instance in, int limit, Certifier certifier) {
        this(in.sortedMoves(), in.statement().additive() ? in.additiveSet() : null, limit, certifier);
    }

    private InstanceFacts(int[] sortedMoves, AdditiveSet set, int limit) {
        this(sortedMoves, set, limit, PER_INSTANCE);
    }

    private InstanceFacts(int[] sortedMoves, AdditiveSet set, int limit, Certifier certifier) {
        this.moves = sortedMoves;
        this.set = set;
        this.limit = limit;
        this.certifier = certifier;
    }

    private PeriodicSequence certify(Convention c) {
        PeriodicSequence s = certifier.certify(moves, c, candidate(), limit);
        if (s == null) {
            throw new NoCertificate(c, limit);
        }
        return s;
    }

    /** The additive set (statements with the additive library). */
    public AdditiveSet set() {
        if (set == null) {
            throw new BadInputException("the additive library is not in use");
        }
        return set;
    }

    private int[] moves() {
        return moves.clone();
    }

    /** The additive theorem's period as a first candidate (only a hint, see Periodicity), else none. */
    private long candidate() {
        return set == null ? 0 : set.period();
    }

    PeriodicSequence sinkSequence() {
        if (sink == null) {
            sink = certify(Convention.SINK);
        }
        return sink;
    }

    PeriodicSequence wallSequence() {
        if (wall == null) {
            wall = certify(Convention.WALL);
        }
        return wall;
    }

    public PeriodicSequence sequence(String game) {
        return game.equals("sink") ? sinkSequence() : wallSequence();
    }

    PeriodWord periodWord() {
        if (word == null) {
            word = PeriodWord.of(set);
        }
        return word;
    }

    private byte[] wordLetters() {
        if (wordLetters == null) {
            wordLetters = periodWord().letters();
        }
        return wordLetters;
    }

    /** The note's linear-case wall word (0^a 1^a)^m (2^a 3^a)^(m-1) 2^a 3^e: letter j is G_wall(j), j &gt;= 0. */
    private byte[] wallWord() {
        if (wallWord == null) {
            if (set.isQuadratic()) {
                throw new BadInputException("the sequence wall-word is defined in the linear case only (guard the claim with 'when: linear')");
            }
            int a = set.a();
            int m = (int) ((set.b() + 2L * a - 1) / (2L * a));
            int e = set.b() - (2 * m - 1) * a;
            byte[] w = new byte[(int) set.period()];
            int p = 0;
            for (int j = 0; j < m; j++) {
                p = run(w, p, 0, a);
                p = run(w, p, 1, a);
            }
            for (int j = 0; j < m - 1; j++) {
                p = run(w, p, 2, a);
                p = run(w, p, 3, a);
            }
            p = run(w, p, 2, a);
            run(w, p, 3, e);
            wallWord = w;
        }
        return wallWord;
    }

    private static int run(byte[] w, int p, int letter, int n) {
        Arrays.fill(w, p, p + n, (byte) letter);
        return p + n;
    }

    /** A sequence of nim-values indexed by position, read one value or one slice at a time. */
    interface Sequence {
        int at(long x);

        /** buf[i] = at(x + i) for i in 0..n-1. */
        default void read(long x, byte[] buf, int n) {
            for (int i = 0; i < n; i++) {
                buf[i] = (byte) at(x + i);
            }
        }
    }

    /** Value of a named sequence at x (see the specs format in README). */
    int at(String sequence, long x) {
        return accessor(sequence).at(x);
    }

    /** A named sequence, resolved once for position-by-position comparisons. */
    Sequence accessor(String sequence) {
        for (Convention c : Convention.values()) {
            if (sequence.equals(Claim.Agree.reduced(c))) {
                return reduced(c);
            }
        }
        switch (sequence) {
            case "sink":
                return game(sinkSequence());
            case "wall":
                return game(wallSequence());
            case "word":
                return periodicWord(wordLetters(), 1, "the word W");
            case "wall-word":
                return periodicWord(wallWord(), 0, "the wall word");
            case "wall-dual": {
                // pi(G_wall(-b - x)), G_wall extended periodically to negative arguments, pi = (0 2).
                PeriodicSequence s = wallSequence();
                Certificate c = s.certificate();
                if (!c.purelyPeriodic()) {
                    throw new WallNotPurelyPeriodic(c.preperiod());
                }
                long b = set.b();
                long p = c.minimalPeriod();
                return new Sequence() {
                    @Override
                    public int at(long x) {
                        return swap02(s.get(Math.floorMod(-b - x, p)));
                    }

                    private byte[] onePeriod; // G_wall(0..p-1), copied once for the reversed reads

                    @Override
                    public void read(long x, byte[] buf, int n) {
                        if (onePeriod == null) {
                            onePeriod = new byte[(int) p];
                            s.read(0, onePeriod, (int) p);
                        }
                        int y = (int) Math.floorMod(-b - x, p); // decreases by one per position, wrapping at 0
                        for (int i = 0; i < n; i++) {
                            int v = onePeriod[y];
                            buf[i] = (byte) (v == 0 ? 2 : v == 2 ? 0 : v);
                            y = y == 0 ? (int) p - 1 : y - 1;
                        }
                    }
                };
            }
            default:
                throw new BadInputException("unknown sequence " + sequence);
        }
    }

    /**
     * The game of S/d read at x/d, d = gcd(S): floor(x/d) under the wall, ceil(x/d) under the sink
     * (0 on the sink x &lt;= 0, as G_sink). By the scaling theorem it is the convention's own game.
     */
    private Sequence reduced(Convention c) {
        long d = 0;
        for (int m : moves) {
            d = Functions.gcd(d, m);
        }
        int[] base = new int[moves.length];
        for (int i = 0; i < base.length; i++) {
            base[i] = (int) (moves[i] / d);
        }
        PeriodicSequence s = certifier.certify(base, c, 0, limit);
        if (s == null) {
            throw new NoCertificate(c, limit);
        }
        long g = d;
        return c == Convention.WALL ? x -> s.get(Functions.floor(x, g)) : x -> s.get(Functions.ceil(x, g));
    }

    private static int swap02(int v) {
        return v == 0 ? 2 : v == 2 ? 0 : v;
    }

    private static Sequence game(PeriodicSequence s) {
        return new Sequence() {
            @Override
            public int at(long x) {
                return s.get(x);
            }

            @Override
            public void read(long x, byte[] buf, int n) {
                s.read(x, buf, n);
            }
        };
    }

    /** w repeated forever, letter w[0] at position {@code first}. */
    private static Sequence periodicWord(byte[] w, long first, String what) {
        return new Sequence() {
            @Override
            public int at(long x) {
                check(x);
                return w[(int) ((x - first) % w.length)];
            }

            @Override
            public void read(long x, byte[] buf, int n) {
                check(x);
                int i = 0;
                while (i < n) {
                    int idx = (int) ((x + i - first) % w.length);
                    int len = Math.min(n - i, w.length - idx);
                    System.arraycopy(w, idx, buf, i, len);
                    i += len;
                }
            }

            private void check(long x) {
                if (x < first) {
                    throw new BadInputException(what + " is indexed from " + first + ", not " + x);
                }
            }
        };
    }

    /** G_wall has a preperiod, so G_wall at negative arguments is undefined: the duality fails. */
    static final class WallNotPurelyPeriodic extends RuntimeException {
        final long preperiod;

        WallNotPurelyPeriodic(long preperiod) {
            super("G_wall is not purely periodic (preperiod " + preperiod + "), so G_wall(-b - x) is undefined");
            this.preperiod = preperiod;
        }
    }

    /** The facts computed so far, for the result line (deterministic: no timings). */
    Map<String, Object> computed() {
        Map<String, Object> out = new LinkedHashMap<>();
        if (sink != null) {
            out.put("sink", certificateFacts(sink.certificate()));
        }
        if (wall != null) {
            out.put("wall", certificateFacts(wall.certificate()));
        }
        if (word != null && set != null) {
            WordFacts w = new WordFacts(this);
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("length", w.getLength());
            if (set.isQuadratic()) {
                m.put("blocksB", w.getBlocksB());
                m.put("blocksC", w.getBlocksC());
                m.put("blocksZ", w.getBlocksZ());
            }
            out.put("word", m);
        }
        return out;
    }

    private static Map<String, Object> certificateFacts(Certificate c) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("preperiod", c.preperiod());
        m.put("period", c.period());
        m.put("minimalPeriod", c.minimalPeriod());
        m.put("windowStart", c.windowStart());
        return m;
    }
}
