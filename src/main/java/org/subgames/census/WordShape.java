package org.subgames.census;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import org.subgames.symbolic.Affine;
import org.subgames.symbolic.ParametricWord;
import org.subgames.symbolic.Sym;

/**
 * The shape of a concrete word for {@code census --infer-word}: its run-length encoding with tandem
 * repeats of runs folded into groups (a block of 1 to 4 runs repeated at least twice in a row; the
 * longest total repetition first, then the same to its left and right; one level only). The shape
 * is the letter sequence with the group structure; its slots are the numbers that vary from one
 * instance to the next: every run length and every group's repetition count.
 */
final class WordShape {

    /** Units of at most this many runs. */
    static final int MAX_UNIT = 4;

    /** A run (one letter, count 0) or a group: the runs letters^lengths repeated count &gt;= 2 times. */
    record Token(int[] letters, long[] lengths, long count) {
        boolean group() {
            return count > 0;
        }
    }

    /** A preperiod and a period, each as tokens. */
    record Encoded(List<Token> pre, List<Token> period) {

        /** E.g. {@code 0 1 | (0 1) 0 2 1}: letters, groups in parentheses, the preperiod before the bar. */
        String key() {
            return text(pre) + "| " + text(period);
        }

        /** The slot values: per token its run lengths, then a group's count; preperiod first. */
        long[] values() {
            List<Long> out = new ArrayList<>();
            for (Token t : all()) {
                for (long l : t.lengths()) {
                    out.add(l);
                }
                if (t.group()) {
                    out.add(t.count());
                }
            }
            return out.stream().mapToLong(Long::longValue).toArray();
        }

        /** Which slots are group counts. */
        boolean[] countSlots() {
            List<Boolean> out = new ArrayList<>();
            for (Token t : all()) {
                for (int i = 0; i < t.letters().length; i++) {
                    out.add(false);
                }
                if (t.group()) {
                    out.add(true);
                }
            }
            boolean[] b = new boolean[out.size()];
            for (int i = 0; i < b.length; i++) {
                b[i] = out.get(i);
            }
            return b;
        }

        private List<Token> all() {
            List<Token> out = new ArrayList<>(pre);
            out.addAll(period);
            return out;
        }

        /** The symbolic word of this shape with slot i = fits[i]: {pre, period}. */
        List<List<ParametricWord.Part>> parts(Affine[] fits, List<String> order) {
            int[] slot = {0};
            return List.of(parts(pre, fits, order, slot), parts(period, fits, order, slot));
        }

        private static List<ParametricWord.Part> parts(List<Token> tokens, Affine[] fits, List<String> order, int[] slot) {
            List<ParametricWord.Part> out = new ArrayList<>();
            for (Token t : tokens) {
                List<ParametricWord.Run> runs = new ArrayList<>();
                for (int letter : t.letters()) {
                    runs.add(new ParametricWord.Run(letter, sym(fits[slot[0]++], order)));
                }
                if (t.group()) {
                    out.add(new ParametricWord.Group(List.copyOf(runs), sym(fits[slot[0]++], order)));
                } else {
                    out.addAll(runs);
                }
            }
            return out;
        }

        private static String text(List<Token> tokens) {
            StringBuilder sb = new StringBuilder();
            for (Token t : tokens) {
                StringBuilder unit = new StringBuilder();
                for (int l : t.letters()) {
                    unit.append(unit.length() > 0 ? " " : "").append(l);
                }
                sb.append(t.group() ? "(" + unit + ")" : unit).append(' ');
            }
            return sb.toString();
        }
    }

    /** Where a slot reads in an instance of a variant: a value index, or one of these. */
    static final int ONCE = -1;
    static final int NEVER = -2;
    static final int NONE = -3;
    /** A shape with more groups has only itself as a variant (3^groups variants). */
    static final int MAX_VARIANT_GROUPS = 4;

    /**
     * How a shape shows in an instance where some of its groups repeat once (unfolded into runs)
     * or never (absent): its key, and per slot of the shape where the value is read in the
     * instance's values (an index, {@link #ONCE} or {@link #NEVER} for a count of 1 or 0,
     * {@link #NONE} for the run lengths of an absent group).
     */
    record Variant(String key, int[] source) {
        /** The slot's value in an instance of this variant, or null when the instance does not show it. */
        Long value(long[] values, int slot) {
            int s = source[slot];
            return s >= 0 ? Long.valueOf(values[s]) : s == ONCE ? Long.valueOf(1) : s == NEVER ? Long.valueOf(0) : null;
        }
    }

    private WordShape() {
    }

    /** Every variant of a shape by key, itself (every group visible) included; keys two variants share are dropped. */
    static Map<String, Variant> variants(Encoded e) {
        int groups = (int) Stream.concat(e.pre().stream(), e.period().stream()).filter(Token::group).count();
        int k = groups <= MAX_VARIANT_GROUPS ? groups : 0;
        Map<String, Variant> out = new LinkedHashMap<>();
        Set<String> ambiguous = new HashSet<>();
        int n = (int) Math.pow(3, k);
        for (int code = 0; code < n; code++) {
            int[] mode = new int[k];
            for (int j = 0, c = code; j < k; j++, c /= 3) {
                mode[j] = c % 3;
            }
            List<Integer> source = new ArrayList<>();
            int[] at = {0, 0}; // the next group, the next value index
            List<Token> pre = variantTokens(e.pre(), mode, at, source);
            List<Token> period = variantTokens(e.period(), mode, at, source);
            Variant v = new Variant(new Encoded(pre, period).key(), source.stream().mapToInt(Integer::intValue).toArray());
            Variant old = out.putIfAbsent(v.key(), v);
            if (old != null && !Arrays.equals(old.source(), v.source())) {
                ambiguous.add(v.key());
            }
        }
        ambiguous.forEach(out::remove);
        return out;
    }

    /** The tokens of a variant (mode per group: 0 visible, 1 once, 2 never) and where each slot reads. */
    private static List<Token> variantTokens(List<Token> tokens, int[] mode, int[] at, List<Integer> source) {
        List<Token> out = new ArrayList<>();
        for (Token t : tokens) {
            int m = t.group() && at[0] < mode.length ? mode[at[0]] : 0;
            at[0] += t.group() ? 1 : 0;
            if (m == 0) {
                out.add(t);
            }
            for (int j = 0; j < t.letters().length; j++) {
                if (m == 1) {
                    out.add(new Token(new int[] {t.letters()[j]}, new long[] {t.lengths()[j]}, 0));
                }
                source.add(m == 2 ? NONE : at[1]++);
            }
            if (t.group()) {
                source.add(m == 0 ? at[1]++ : m == 1 ? ONCE : NEVER);
            }
        }
        return out;
    }

    static Encoded encode(byte[] pre, byte[] period) {
        return new Encoded(tokens(pre), tokens(period));
    }

    /** The tokens of a word: runs, and tandem repeats of 1..4 runs as groups. */
    static List<Token> tokens(byte[] word) {
        List<long[]> runs = new ArrayList<>(); // {letter, length}
        for (int i = 0; i < word.length; ) {
            int j = i;
            while (j < word.length && word[j] == word[i]) {
                j++;
            }
            runs.add(new long[] {word[i], j - i});
            i = j;
        }
        int n = runs.size();
        int[][] reps = new int[MAX_UNIT + 1][];
        for (int u = 1; u <= MAX_UNIT; u++) {
            reps[u] = new int[n + 1];
            for (int i = n - 1; i >= 0; i--) {
                reps[u][i] = i + 2 * u <= n && sameUnit(runs, i, i + u, u) ? reps[u][i + u] + 1 : 1;
            }
        }
        List<Token> out = new ArrayList<>();
        fold(runs, reps, 0, n, out);
        return out;
    }

    /**
     * The tokens of runs[lo, hi): the longest tandem repeat inside (ties: the shorter unit, then the
     * leftmost) as a group, the runs left and right of it folded the same way.
     */
    private static void fold(List<long[]> runs, int[][] reps, int lo, int hi, List<Token> out) {
        int bestAt = -1;
        int bestUnit = 0;
        int bestCount = 0;
        for (int u = 1; u <= MAX_UNIT; u++) {
            for (int i = lo; i + 2 * u <= hi; i++) {
                int k = Math.min(reps[u][i], (hi - i) / u);
                if (k >= 2 && (long) u * k > (long) bestUnit * bestCount) {
                    bestAt = i;
                    bestUnit = u;
                    bestCount = k;
                }
            }
        }
        if (bestAt < 0) {
            for (int i = lo; i < hi; i++) {
                out.add(new Token(new int[] {(int) runs.get(i)[0]}, new long[] {runs.get(i)[1]}, 0));
            }
            return;
        }
        fold(runs, reps, lo, bestAt, out);
        int[] letters = new int[bestUnit];
        long[] lengths = new long[bestUnit];
        for (int j = 0; j < bestUnit; j++) {
            letters[j] = (int) runs.get(bestAt + j)[0];
            lengths[j] = runs.get(bestAt + j)[1];
        }
        out.add(new Token(letters, lengths, bestCount));
        fold(runs, reps, bestAt + bestUnit * bestCount, hi, out);
    }

    private static boolean sameUnit(List<long[]> runs, int i, int j, int u) {
        for (int t = 0; t < u; t++) {
            if (runs.get(i + t)[0] != runs.get(j + t)[0] || runs.get(i + t)[1] != runs.get(j + t)[1]) {
                return false;
            }
        }
        return true;
    }

    /**
     * An affine term as an expression that reads naturally: positive terms first (variables in the
     * given order), then the negative ones, the constant last, e.g. {@code r - a}, {@code q + 1}.
     */
    static Sym sym(Affine f, List<String> order) {
        List<Sym> plus = new ArrayList<>();
        List<Sym> minus = new ArrayList<>();
        for (String v : order) {
            long c = f.coefficient(v);
            if (c != 0) {
                Sym t = Math.abs(c) == 1 ? new Sym.Name(v) : new Sym.Bin("*", new Sym.Num(Math.abs(c)), new Sym.Name(v));
                (c > 0 ? plus : minus).add(t);
            }
        }
        long k = f.constantTerm();
        if (k > 0 && plus.isEmpty()) {
            plus.add(new Sym.Num(k));
        } else if (k != 0) {
            (k > 0 ? plus : minus).add(new Sym.Num(Math.abs(k)));
        }
        if (plus.isEmpty() && minus.isEmpty()) {
            return new Sym.Num(0);
        }
        Sym s = plus.isEmpty() ? new Sym.Unary("-", minus.remove(0)) : plus.remove(0);
        for (Sym t : plus) {
            s = new Sym.Bin("+", s, t);
        }
        for (Sym t : minus) {
            s = new Sym.Bin("-", s, t);
        }
        return s;
    }
}
