package org.subgames.proof.word;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.subgames.game.Convention;
import org.subgames.reference.NimValues;
import org.subgames.symbolic.ParametricWord;
import org.subgames.symbolic.Sym;

/**
 * The guard run before any proof: the word against G computed by the reference code on every
 * parameter tuple of the domain with each parameter in 0..limit. A typo in the YAML fails here in
 * milliseconds with the instance and the position; each case gets its first instance as a concrete
 * witness that it is satisfiable.
 */
final class SampleCheck {

    /** A mismatch: the instance, case and first position where the word and G differ. */
    record Failure(String message) {
    }

    /** The outcome: the first failure (or null) and a witness per case name. */
    record Outcome(Failure failure, Map<String, Map<String, Long>> witnesses) {
    }

    private SampleCheck() {
    }

    /** The largest limit such that (limit + 1)^parameters stays within 8,000 tuples (at most 40, at least 4). */
    static int limit(int parameters) {
        int l = 40;
        while (l > 4 && Math.pow(l + 1, parameters) > 8_000) {
            l--;
        }
        return l;
    }

    static Outcome run(ParametricWord word, Convention c, List<Sym> moves, int limit) {
        List<String> names = word.parameters();
        Map<String, Map<String, Long>> witnesses = new LinkedHashMap<>();
        long[] v = new long[names.size()];
        while (true) {
            Map<String, Long> params = new LinkedHashMap<>();
            for (int i = 0; i < v.length; i++) {
                params.put(names.get(i), v[i]);
            }
            if (word.inDomain(params) && affordable(moves, params)) {
                Failure f = check(word, c, moves, params, witnesses);
                if (f != null) {
                    return new Outcome(f, witnesses);
                }
            }
            int i = 0;
            while (i < v.length && v[i] == limit) {
                v[i++] = 0;
            }
            if (i == v.length) {
                return new Outcome(null, witnesses);
            }
            v[i]++;
        }
    }

    /** The largest move for which an instance is compared with G. */
    static final long MAX_MOVE = 1_000_000;

    /** Whether every move of the instance is within 1..MAX_MOVE (G is then cheap to compute there). */
    static boolean affordable(List<Sym> moves, Map<String, Long> params) {
        for (Sym m : moves) {
            long v;
            try {
                v = m.eval(params);
            } catch (ArithmeticException e) {
                return false;
            }
            if (v > MAX_MOVE) {
                return false;
            }
        }
        return true;
    }

    /** The first difference between the word and G for one instance, or null. */
    static Failure check(ParametricWord word, Convention c, List<Sym> moves, Map<String, Long> params, Map<String, Map<String, Long>> witnesses) {
        Map<String, Long> ext = word.extend(params);
        ParametricWord.Case k = word.caseFor(c, ext);
        String at = c.name().toLowerCase() + " " + params;
        if (k == null) {
            return new Failure(at + ": no case applies (the cases do not cover the domain)");
        }
        witnesses.putIfAbsent(k.name(), params);
        int[] s = new int[moves.size()];
        int max = 0;
        for (int i = 0; i < s.length; i++) {
            long m = moves.get(i).eval(params);
            if (m < 1) {
                return new Failure(at + ": move " + moves.get(i).show() + " = " + m + " (the domain must keep every move >= 1)");
            }
            if (m > MAX_MOVE) {
                throw new IllegalStateException("move " + m + " beyond " + MAX_MOVE + ": callers check affordable() first");
            }
            s[i] = (int) m;
            max = Math.max(max, s[i]);
        }
        ParametricWord.Concrete w;
        try {
            w = ParametricWord.expand(k, ext);
        } catch (RuntimeException e) {
            return new Failure(at + ", case " + k.name() + ": " + e.getMessage());
        }
        if (w.period().length == 0) {
            return new Failure(at + ", case " + k.name() + ": the period word is empty");
        }
        long base = ParametricWord.base(c);
        int n = (int) Math.min(20_000_000L, base + w.pre().length + 2L * w.period().length + max + 2);
        int[] g = c == Convention.SINK ? NimValues.sink(s, n) : NimValues.wall(s, n);
        for (int x = (int) base; x <= n; x++) {
            int letter = w.letterAt(x - base);
            if (letter != g[x]) {
                return new Failure(at + ", case " + k.name() + ": position " + x + ": the word has " + letter + ", G has " + g[x]);
            }
        }
        return null;
    }
}
