package org.subgames.sink.table;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import org.subgames.base.BadInputException;
import org.subgames.reference.Mex;
import org.subgames.reference.NimValues;
import org.subgames.sink.AdditiveSet;
import org.subgames.sink.Factor;
import org.subgames.sink.PeriodWord;

/**
 * The per-instance check of the block tables for one S = {a, b, a+b}: for every block of the period
 * word (and the wrap into the next period) it
 * <ol>
 *   <li>finds the one context whose constraints the block's r, t, r', t' satisfy (it must be one of
 *       the six, block 1 is sinkB, the wrap is bZB);</li>
 *   <li>evaluates the context's symbolic factors and compares every start, length, letter and name
 *       with {@link PeriodWord} (the symbolic model is the word);</li>
 *   <li>evaluates every claim numerically at every position where its truth can change
 *       (an exact check, the claims being piecewise constant in x between those points);</li>
 *   <li>confirms against the brute-force mex ({@link NimValues#sink}) over two periods: every letter
 *       is the sink value, every option's value is the letter of the factor the model says it lands
 *       in, and the mex of the options is the letter of the position.</li>
 * </ol>
 * The linear case is checked likewise with the contexts sinkW (first period) and WW (second period).
 * The wall convention is checked on the dual word: the wall DP must equal it over two periods, and
 * every wall claim ({@link Claim#wallForward}, {@link Claim#wallBoundary}) is evaluated likewise.
 * For k &gt;= 2 (m &gt;= 2) the symbolic context of every k at once is checked too: its constraints
 * hold at M = k*a, its repeated factors expanded for j = 1..k-1 are the fixed-k factors (so the word's),
 * and every claim holds at every J = (j-1)a and every y where it can change.
 */
public final class InstanceCheck {

    private final WordModel model;
    private final Map<Integer, ClaimCatalog> quadratic = new ConcurrentHashMap<>();
    private final Map<Integer, ClaimCatalog> linear = new ConcurrentHashMap<>();
    /** The symbolic catalogs (every k &gt;= 2, every m &gt;= 2), built on first use. */
    private volatile ClaimCatalog quadraticAll;
    private volatile ClaimCatalog linearAll;

    public InstanceCheck(WordModel model) {
        this.model = model;
    }

    /** Checks one set; returns the first discrepancy, or empty when everything holds. */
    public Optional<String> check(AdditiveSet s) {
        try {
            PeriodWord w = PeriodWord.of(s);
            int[] g = sinkValues(s, w);
            int[] gw = NimValues.wall(moves(s), g.length - 1);
            Optional<String> bad = lettersMatch(s, w.letters(), g, gw);
            return bad.isPresent() ? bad : checkBlocks(s, w, g);
        } catch (RuntimeException e) {
            return Optional.of(s + ": " + e.getMessage());
        }
    }

    /**
     * Steps 1-4 for every block (or period) against the sink values g (positions 0..2P). Split from
     * {@link #check} so that tests can hand it altered values and see the mex step report them.
     */
    Optional<String> checkBlocks(AdditiveSet s, PeriodWord w, int[] g) {
        return s.isQuadratic() ? checkQuadratic(s, w, g) : checkLinear(s, w, g);
    }

    private static int[] moves(AdditiveSet s) {
        return new int[] {s.a(), s.b(), s.a() + s.b()};
    }

    private Optional<String> checkQuadratic(AdditiveSet s, PeriodWord w, int[] g) {
        int a = s.a();
        int c = s.c();
        int k = s.k();
        ClaimCatalog cat = quadratic.computeIfAbsent(k, kk -> ClaimCatalog.quadratic(model, kk));
        Optional<String> bad;
        // factors per block (Z kept with the block it follows)
        List<List<Factor>> blocks = new ArrayList<>();
        List<Factor> zs = new ArrayList<>();
        for (int i = 0; i <= a; i++) {
            blocks.add(new ArrayList<>());
            zs.add(null);
        }
        for (Factor f : w.factors()) {
            if (f.type() == Factor.BlockType.Z) {
                zs.set(f.block(), f);
            } else {
                blocks.get(f.block()).add(f);
            }
        }
        for (int i = 1; i <= a + 1; i++) {
            boolean wrap = i == a + 1;
            int cur = wrap ? 1 : i;
            long shift = wrap ? w.length() : 0;
            long[] v = blockValues(a, c, i);
            v[Var.M.ordinal()] = (long) k * a;
            List<Factor> actual = new ArrayList<>();
            if (i > 1) {
                actual.addAll(blocks.get(i - 1));
                if (zs.get(i - 1) != null) {
                    actual.add(zs.get(i - 1));
                }
            }
            for (Factor f : blocks.get(cur)) {
                actual.add(new Factor(f.name(), f.block(), f.type(), f.repetition(), f.letter(), f.start() + shift, f.length()));
            }
            String where = s + " k=" + k + " c=" + c + " block " + i + (wrap ? " (block 1 of the next period)" : "");
            Window ctx = contextOf(cat, v, i == 1, where);
            if (i == 1 && !ctx.name().equals("sinkB") || wrap && !ctx.name().equals("bZB")) {
                return Optional.of(where + ": unexpected context " + ctx.name());
            }
            long blockStart = blocks.get(cur).get(0).start() + shift;
            bad = checkWindow(cat, ctx, v, actual, blockStart, g, where);
            if (bad.isEmpty() && k >= 2) {
                bad = checkSymbolic(quadraticAll(), ctx, v, blockStart, where);
            }
            if (bad.isPresent()) {
                return bad;
            }
        }
        return Optional.empty();
    }

    private ClaimCatalog quadraticAll() {
        if (quadraticAll == null) {
            quadraticAll = ClaimCatalog.quadratic(model, Contexts.ALL);
        }
        return quadraticAll;
    }

    private ClaimCatalog linearAll() {
        if (linearAll == null) {
            linearAll = ClaimCatalog.linear(Contexts.ALL);
        }
        return linearAll;
    }

    /**
     * The variables of block i of the word for (a, c): a, c, r = &lt;(i-1)c&gt;, t = [ic] and, for
     * i &gt; 1, the previous block's r' and t' (other variables 0).
     */
    static long[] blockValues(int a, int c, int i) {
        long[] v = new long[Var.values().length];
        v[Var.A.ordinal()] = a;
        v[Var.C.ordinal()] = c;
        v[Var.R.ordinal()] = rOf(i, a, c);
        v[Var.T.ordinal()] = tOf(i, a, c);
        if (i > 1) {
            v[Var.RP.ordinal()] = rOf(i - 1, a, c);
            v[Var.TP.ordinal()] = tOf(i - 1, a, c);
        }
        return v;
    }

    /** The symbolic context of the same name at M = k*a against the fixed-k one (already matched to the word). */
    static Optional<String> checkSymbolic(ClaimCatalog all, Window fixed, long[] v, long blockStart, String where) {
        where = where + " [" + fixed.name() + ", every k >= 2]";
        Window sym = all.windows().get(fixed.name());
        if (!sym.constraints().eval(v)) {
            return Optional.of(where + ": constraints do not hold at M = " + v[Var.M.ordinal()]);
        }
        List<String> want = new ArrayList<>();
        for (Region r : fixed.regions()) {
            if (r.role() != Region.Role.SINK) {
                want.add(r.name() + "." + r.repetition() + " " + r.letter() + " [" + r.start().eval(v) + ", " + r.end().eval(v) + ")");
            }
        }
        List<String> got = expand(sym, v);
        if (!got.equals(want)) {
            return Optional.of(where + ": expanded factors " + got + " but the fixed-k model has " + want);
        }
        Optional<String> bad = evaluate(all.claims(fixed.name()), v, blockStart, where);
        return bad.isPresent() ? bad : evaluate(all.wallClaims(fixed.name()), v, blockStart, where + " (wall, dual word)");
    }

    /** The factors of a symbolic window with every repeated part written out (repetitions numbered per factor). */
    static List<String> expand(Window sym, long[] v) {
        List<String> out = new ArrayList<>();
        Map<String, Integer> seen = new HashMap<>();
        List<Region> rs = sym.regions();
        long a = v[Var.A.ordinal()];
        int i = 0;
        Region.Role role = null;
        while (i < rs.size()) {
            Region r = rs.get(i);
            if (r.role() == Region.Role.SINK) {
                i++;
                continue;
            }
            if (r.role() != role) {
                seen.clear(); // repetitions are numbered per block
                role = r.role();
            }
            if (r.area() == null) {
                if (r.repetition() > 0) {
                    seen.put(r.name(), r.repetition());
                }
                out.add(r.name() + "." + r.repetition() + " " + r.letter() + " [" + r.start().eval(v) + ", " + r.end().eval(v) + ")");
                i++;
                continue;
            }
            int j = i;
            while (j < rs.size() && rs.get(j).area() == r.area()) {
                j++;
            }
            long reps = r.area().count().eval(v) / a;
            for (long q = 0; q < reps; q++) {
                for (int u = i; u < j; u++) {
                    Region p = rs.get(u);
                    int rep = seen.merge(p.name(), 1, Integer::sum);
                    out.add(p.name() + "." + rep + " " + p.letter() + " [" + (p.start().eval(v) + 2 * q * a) + ", " + (p.end().eval(v) + 2 * q * a) + ")");
                }
            }
            i = j;
        }
        return out;
    }

    private Optional<String> checkLinear(AdditiveSet s, PeriodWord w, int[] g) {
        int a = s.a();
        long m = (s.b() + 2L * a - 1) / (2L * a);
        long e = s.b() - (2 * m - 1) * a;
        ClaimCatalog cat = linear.computeIfAbsent((int) m, ClaimCatalog::linear);
        Optional<String> bad;
        long[] v = new long[Var.values().length];
        v[Var.A.ordinal()] = a;
        v[Var.E.ordinal()] = e;
        v[Var.M.ordinal()] = m * a;
        for (int period = 1; period <= 2; period++) {
            List<Factor> actual = new ArrayList<>();
            long shift = (period - 1) * w.length();
            if (period == 2) {
                actual.addAll(w.factors());
            }
            for (Factor f : w.factors()) {
                actual.add(new Factor(f.name(), f.block(), f.type(), f.repetition(), f.letter(), f.start() + shift, f.length()));
            }
            String where = s + " m=" + m + " e=" + e + " period " + period;
            Window ctx = cat.windows().get(period == 1 ? "sinkW" : "WW");
            if (!ctx.constraints().eval(v)) {
                return Optional.of(where + ": constraints of " + ctx.name() + " do not hold");
            }
            bad = checkWindow(cat, ctx, v, actual, shift, g, where);
            if (bad.isEmpty() && m >= 2) {
                bad = checkSymbolic(linearAll(), ctx, v, shift, where);
            }
            if (bad.isPresent()) {
                return bad;
            }
        }
        return Optional.empty();
    }

    /** The one context (after the sink for block 1, after a block otherwise) whose constraints hold; it must be one of the six. */
    private static Window contextOf(ClaimCatalog cat, long[] v, boolean first, String where) {
        Window found = null;
        for (Window w : cat.windows().values()) {
            if ((w.windowStart() == null) == first && w.constraints().eval(v)) {
                if (found != null) {
                    throw new IllegalStateException(where + ": both " + found.name() + " and " + w.name() + " hold");
                }
                found = w;
            }
        }
        if (found == null || !Contexts.SIX.contains(found.name())) {
            throw new IllegalStateException(where + ": in no context of the six" + (found == null ? "" : " (" + found.name() + ")"));
        }
        return found;
    }

    private static Optional<String> checkWindow(ClaimCatalog cat, Window ctx, long[] v, List<Factor> actual,
                                                long blockStart, int[] g, String where) {
        where = where + " [" + ctx.name() + "]";
        // 2. the symbolic factors are the word's factors
        List<Region> model = new ArrayList<>();
        for (Region r : ctx.regions()) {
            if (r.role() != Region.Role.SINK) {
                model.add(r);
            }
        }
        if (model.size() != actual.size()) {
            return Optional.of(where + ": model has " + model.size() + " factors, the word " + actual.size());
        }
        long[] lo = new long[model.size()];
        long[] hi = new long[model.size()];
        for (int j = 0; j < model.size(); j++) {
            Region r = model.get(j);
            Factor f = actual.get(j);
            lo[j] = r.start().eval(v);
            hi[j] = r.end().eval(v);
            if (!r.name().equals(f.name()) || r.repetition() != f.repetition() || r.letter() != f.letter()
                    || lo[j] + blockStart != f.start() || hi[j] - lo[j] != f.length()) {
                return Optional.of(where + ": factor " + r.label() + " = " + r.letter() + "^" + (hi[j] - lo[j]) + " at " + (lo[j] + blockStart)
                        + " but the word has " + f.name() + "." + f.repetition() + " = " + f.letter() + "^" + f.length() + " at " + f.start());
            }
        }
        // 3. every claim, at every point where it can change
        Optional<String> bad = evaluate(cat.claims(ctx.name()), v, blockStart, where);
        if (bad.isPresent()) {
            return bad;
        }
        bad = evaluate(cat.wallClaims(ctx.name()), v, blockStart, where + " (wall, dual word)");
        if (bad.isPresent()) {
            return bad;
        }
        // 4. the brute-force mex agrees, position by position
        return checkMex(ctx, v, model, lo, hi, blockStart, g, where);
    }

    /** At every checked position: G is the factor's letter, each option's value is the letter where it lands, and the mex agrees. */
    private static Optional<String> checkMex(Window ctx, long[] v, List<Region> model, long[] lo, long[] hi, long blockStart, int[] g,
                                             String where) {
        long curEnd = ctx.blockLength().eval(v);
        int[] opts = new int[ctx.moves().size()];
        for (long x = ctx.checkedStart().eval(v); x < curEnd; x++) {
            long pos = blockStart + x + 1;
            int at = find(lo, hi, x);
            int letter = model.get(at).letter();
            if (g[(int) pos] != letter) {
                return Optional.of(where + ": G(" + pos + ") = " + g[(int) pos] + " but the model says " + letter);
            }
            for (int j = 0; j < opts.length; j++) {
                long amount = ctx.moves().get(j).amount().eval(v);
                long y = pos - amount;
                int gy = y <= 0 ? 0 : g[(int) y];
                long xs = x - amount;
                int idx = xs < (lo.length == 0 ? 0 : lo[0]) ? -1 : find(lo, hi, xs);
                int modelLetter;
                if (idx >= 0) {
                    modelLetter = model.get(idx).letter();
                } else if (ctx.windowStart() == null && xs < 0) {
                    modelLetter = 0;
                } else {
                    return Optional.of(where + ": option " + y + " of " + pos + " lies outside the window");
                }
                if (modelLetter != gy) {
                    return Optional.of(where + ": option " + y + " of " + pos + " has value " + gy + " but lands in a factor of letter " + modelLetter);
                }
                opts[j] = gy;
            }
            if (Mex.mex(opts) != letter) {
                return Optional.of(where + ": mex of the options of " + pos + " is " + Mex.mex(opts) + ", letter " + letter);
            }
        }
        return Optional.empty();
    }

    /**
     * Evaluates claims exactly: domain and body are Boolean combinations of atoms in x, each of which
     * changes its truth only next to its change point x0 (between x0 - 1 and x0, or x0 and x0 + 1), so
     * testing every x0 and x0 + 1 meets every maximal interval on which the claim is constant.
     */
    static Optional<String> evaluate(List<ClaimCatalog.Evaluable> claims, long[] v, long blockStart, String where) {
        long[] vx = v.clone();
        for (ClaimCatalog.Evaluable ev : claims) {
            Claim cl = ev.claim();
            if (ev.breakpoints().isEmpty()) {
                if (!cl.domain().eval(v) || !cl.body().eval(v)) {
                    return Optional.of(where + ": claim " + cl.id() + " fails");
                }
                continue;
            }
            // a repeated factor of a symbolic window: every repetition, J = (j-1)a
            long js = 1;
            Region f = cl.factor();
            if (ev.position() == Var.Y && f != null && f.area() != null) {
                js = f.area().count().eval(v) / v[Var.A.ordinal()];
            }
            for (long j = 0; j < js; j++) {
                vx[Var.J.ordinal()] = j * v[Var.A.ordinal()];
                for (Lin bp : ev.breakpoints()) {
                    long x0 = bp.eval(vx);
                    for (long x = x0; x <= x0 + 1; x++) {
                        vx[ev.position().ordinal()] = x;
                        if (cl.domain().eval(vx) && !cl.body().eval(vx)) {
                            return Optional.of(where + ": claim " + cl.id() + " fails at " + ev.position().display() + " = " + x
                                    + (ev.position() == Var.Y ? (js > 1 ? ", j = " + (j + 1) : "") : " (position " + (blockStart + x + 1) + ")"));
                        }
                    }
                }
            }
        }
        return Optional.empty();
    }

    /** Index of the region holding x (regions tile an interval; empty ones never hold x), -1 if none. */
    private static int find(long[] lo, long[] hi, long x) {
        int l = 0;
        int h = lo.length - 1;
        while (l <= h) {
            int mid = (l + h) >>> 1;
            if (hi[mid] <= x) {
                l = mid + 1;
            } else if (lo[mid] > x) {
                h = mid - 1;
            } else {
                return mid;
            }
        }
        return -1;
    }

    private static int[] sinkValues(AdditiveSet s, PeriodWord w) {
        long n = 2 * w.length();
        if (n > Integer.MAX_VALUE - 8) {
            throw new BadInputException("two periods of " + s + " do not fit in an array");
        }
        return NimValues.sink(moves(s), (int) n);
    }

    /**
     * The word is the sink DP g over two periods, and its dual is the wall DP gw: G_wall(y) =
     * pi(W(x)) with x = P - b - y (mod P), 1-based, for 0 &lt;= y &lt;= 2P.
     */
    static Optional<String> lettersMatch(AdditiveSet s, byte[] letters, int[] g, int[] gw) {
        for (int x = 1; x < g.length; x++) {
            if (letters[(x - 1) % letters.length] != g[x]) {
                return Optional.of(s + ": the period word has " + letters[(x - 1) % letters.length] + " at " + x + ", the sink DP " + g[x]);
            }
        }
        long p = letters.length;
        for (int y = 0; y < gw.length; y++) {
            int idx = (int) Math.floorMod(p - s.b() - y - 1, p);
            if (Claim.dual(letters[idx]) != gw[y]) {
                return Optional.of(s + ": G_wall(" + y + ") = " + gw[y] + " but the dual word has " + Claim.dual(letters[idx]));
            }
        }
        return Optional.empty();
    }

    /** r_i = &lt;(i-1)c&gt;. */
    static long rOf(int i, int a, int c) {
        return (long) (i - 1) * c % a;
    }

    /** t_i = [ic]. */
    static long tOf(int i, int a, int c) {
        long t = (long) i * c % a;
        return t == 0 ? a : t;
    }
}
