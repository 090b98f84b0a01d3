package org.subgames.sink.table;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.subgames.reference.NimValues;
import org.subgames.sink.AdditiveSet;
import org.subgames.sink.PeriodWord;

/**
 * Each step of the per-instance check reports what it is there to catch, on its own: a wrong sink or
 * wall value, a wrong value met by the mex step even when the letter comparison is skipped, (a model factor unlike the word's: WordMutantsTest), a claim that fails (with its position, and its repetition in a symbolic
 * window), and a catalog that holds every claim of its contexts. The standard model passes
 * (SymbolicModelTest); here the inputs are altered one at a time.
 */
@Tag("smt")
class InstanceCheckReportsTest {

    private static final WordModel STANDARD = WordModel.standard();

    private static int[] moves(AdditiveSet s) {
        return new int[] {s.a(), s.b(), s.a() + s.b()};
    }

    private static int[] sink(AdditiveSet s) {
        return NimValues.sink(moves(s), (int) (2 * PeriodWord.of(s).length()));
    }

    @Test
    void aWrongSinkOrWallValueIsNamedWithItsPosition() {
        AdditiveSet s = AdditiveSet.ofKc(3, 1, 2);
        byte[] letters = PeriodWord.of(s).letters();
        int p = letters.length;
        int[] g = sink(s);
        int[] gw = NimValues.wall(moves(s), 2 * p);
        assertEquals(2 * p + 1, g.length);
        assertEquals(Optional.empty(), InstanceCheck.lettersMatch(s, letters, g, gw));
        for (int x : new int[] {1, p, p + 1, 2 * p}) {
            int[] bad = g.clone();
            bad[x] = 7;
            assertEquals(Optional.of(s + ": the period word has " + letters[(x - 1) % p] + " at " + x + ", the sink DP 7"),
                    InstanceCheck.lettersMatch(s, letters, bad, gw), "x = " + x);
        }
        for (int y : new int[] {0, 1, p, 2 * p}) {
            int[] bad = gw.clone();
            int dual = Claim.dual(letters[Math.floorMod(p - s.b() - y - 1, p)]);
            assertEquals(gw[y], dual, "the dual word at " + y);
            bad[y] = 7;
            assertEquals(Optional.of(s + ": G_wall(" + y + ") = 7 but the dual word has " + dual),
                    InstanceCheck.lettersMatch(s, letters, g, bad), "y = " + y);
        }
    }

    /**
     * With the letter comparison skipped, the mex step alone still notices a wrong value at every
     * position of the blocks it checks: the first period and the next period's first block
     * (quadratic), both periods (linear). Position 0 is the sink: whatever the array holds there, it
     * has value 0.
     */
    @Test
    void theMexStepAloneReportsEveryWrongValueItChecks() {
        for (AdditiveSet s : List.of(AdditiveSet.ofKc(3, 1, 2), AdditiveSet.ofKc(2, 2, 1), new AdditiveSet(3, 4), new AdditiveSet(2, 9))) {
            PeriodWord w = PeriodWord.of(s);
            InstanceCheck check = new InstanceCheck(STANDARD);
            int[] g = sink(s);
            assertEquals(Optional.empty(), check.checkBlocks(s, w, g), s.toString());
            int[] zero = g.clone();
            zero[0] = 5;
            assertEquals(Optional.empty(), check.checkBlocks(s, w, zero), s + " with a value stored at 0");
            int p = (int) w.length();
            int last = s.isQuadratic() ? p + firstBlockLength(w) : 2 * p;
            for (int x = 1; x <= last; x++) {
                int[] bad = g.clone();
                bad[x] = 7;
                String report = check.checkBlocks(s, w, bad).orElse("no report");
                assertTrue(report.contains("G(" + x + ") = 7 but the model says " + g[x]) || report.contains("option " + x + " of ")
                        && report.contains(" has value 7 but lands in a factor of letter " + g[x]), s + " x = " + x + ": " + report);
                if (!s.isQuadratic()) {
                    assertTrue(report.contains(" period " + (x <= p ? 1 : 2) + " "), report);
                } else if (x > p) {
                    assertTrue(report.contains("(block 1 of the next period)"), report);
                }
            }
        }
    }

    private static int firstBlockLength(PeriodWord w) {
        return (int) w.factors().stream().filter(f -> f.block() == 1 && f.type() != org.subgames.sink.Factor.BlockType.Z)
                .mapToLong(f -> f.length()).sum();
    }

    /**
     * The symbolic window of a wrong-letter model spells out repetition j between the runs before and
     * after it; written out at M = k*a it is the fixed-k window factor for factor, so what fails is a
     * claim (the wrong letter breaks the mex rule), not the expansion.
     */
    @Test
    void aWrongLetterPassesTheExpansionAndFailsAClaim() {
        WordModel m = STANDARD.withWrongLetter("KA1", 2, 2);
        ClaimCatalog all = ClaimCatalog.quadratic(m, Contexts.ALL);
        int a = 3;
        int c = 1;
        int k = 4;
        long[] v = InstanceCheck.blockValues(a, c, 1);
        v[Var.M.ordinal()] = (long) k * a;
        Window fixed = Contexts.quadratic(m, k, "sinkB");
        assertTrue(fixed.constraints().eval(v));
        String report = InstanceCheck.checkSymbolic(all, fixed, v, 0, "sinkB").orElse("no report");
        assertTrue(report.startsWith("sinkB [sinkB, every k >= 2]: claim "), report);
        assertTrue(report.contains(" fails at "), report);
        List<String> names = new ArrayList<>();
        for (String f : InstanceCheck.expand(all.windows().get("sinkB"), v)) {
            names.add(f.substring(0, f.indexOf(' ')) + f.charAt(f.indexOf(' ') + 1));
        }
        assertEquals(List.of("KA1.11", "KA2.12", "KA1.22", "KA2.22", "KA1.31", "KA2.32"),
                names.stream().filter(n -> n.startsWith("KA")).toList(), "repetition 2 keeps its number and carries the wrong letter");
    }

    private static final Lin X = Lin.of(Var.X);

    private static ClaimCatalog.Evaluable claim(String id, Formula domain, Formula body, Lin... breakpoints) {
        return new ClaimCatalog.Evaluable(new Claim(null, id, Claim.Kind.REACH, null, 0, null, domain, body), List.of(breakpoints));
    }

    /** A claim is tested at each breakpoint x0 and at x0 + 1, and a failure names x and its position. */
    @Test
    void aFailingClaimIsNamedWithItsPosition() {
        long[] v = new long[Var.values().length];
        Formula domain = Formula.and(Formula.le(Lin.ZERO, X), Formula.lt(X, Lin.constant(10)));
        Lin zero = Lin.ZERO;
        Lin ten = Lin.constant(10);
        Lin five = Lin.constant(5);
        assertEquals(Optional.empty(), InstanceCheck.evaluate(List.of(claim("holds", domain, Formula.le(X, Lin.constant(9)), zero, ten, Lin.constant(9))),
                v, 100, "w"));
        // x <= 5 changes between 5 and 6: only x0 + 1 shows it
        assertEquals(Optional.of("w: claim le5 fails at x = 6 (position 107)"),
                InstanceCheck.evaluate(List.of(claim("le5", domain, Formula.le(X, five), zero, ten, five)), v, 100, "w"));
        // x < 5 changes between 4 and 5: x0 itself shows it
        assertEquals(Optional.of("w: claim lt5 fails at x = 5 (position 106)"),
                InstanceCheck.evaluate(List.of(claim("lt5", domain, Formula.lt(X, five), zero, ten, five)), v, 100, "w"));
        // the first failing claim in order is named
        assertEquals(Optional.of("w: claim second fails at x = 0 (position 1)"), InstanceCheck.evaluate(List.of(
                claim("first", domain, Formula.le(zero, X), zero, ten), claim("second", domain, Formula.lt(X, zero), zero, ten)), v, 0, "w"));
    }

    /** A claim without a position holds only when its domain and its body both hold. */
    @Test
    void aClaimWithoutPositionNeedsDomainAndBody() {
        long[] v = new long[Var.values().length];
        v[Var.A.ordinal()] = 3;
        Formula yes = Formula.le(Lin.ZERO, Lin.of(Var.A));
        Formula no = Formula.lt(Lin.of(Var.A), Lin.ZERO);
        assertEquals(Optional.empty(), InstanceCheck.evaluate(List.of(claim("c", yes, yes)), v, 0, "w"));
        assertEquals(Optional.of("w: claim c fails"), InstanceCheck.evaluate(List.of(claim("c", yes, no)), v, 0, "w"));
        assertEquals(Optional.of("w: claim c fails"), InstanceCheck.evaluate(List.of(claim("c", no, yes)), v, 0, "w"));
    }

    /**
     * In a symbolic window a claim's position is y inside a repeated factor, and it is tested in
     * every repetition j = 1..count/a (J = (j-1)a): here it fails only in the last one.
     */
    @Test
    void aSymbolicClaimIsTestedInEveryRepetition() {
        long[] v = new long[Var.values().length];
        v[Var.A.ordinal()] = 4;
        Lin a = Lin.of(Var.A);
        Lin y = Lin.of(Var.Y);
        Lin j = Lin.of(Var.J);
        Region.Area area = new Region.Area(Lin.ZERO, a.times(6), a.times(3));
        Region repeated = new Region("KA1.j", "KA1", -1, 1, Lin.ZERO, a, Region.Role.CURRENT, area);
        Region single = new Region("B1", "B1", 0, 1, Lin.ZERO, a, Region.Role.CURRENT);
        Formula domain = Formula.and(Formula.le(Lin.ZERO, y), Formula.lt(y, Lin.constant(1)));
        Formula body = Formula.le(j.plus(y), a);
        for (Region f : List.of(repeated, single)) {
            Claim cl = new Claim(null, "reach " + f.label() + " 0", Claim.Kind.REACH, f, 0, null, domain, body);
            List<Lin> bps = List.of(Lin.ZERO, Lin.constant(1), a.minus(j));
            Optional<String> got = InstanceCheck.evaluate(List.of(new ClaimCatalog.Evaluable(cl, bps, Var.Y)), v, 0, "w");
            assertEquals(f == repeated ? Optional.of("w: claim reach KA1.j 0 fails at y = 0, j = 3") : Optional.empty(), got);
        }
    }

    /**
     * The catalog evaluates exactly the claims that Claim derives, in every context: the ten
     * combinations for a fixed k, the six for every k, both linear contexts; the wall claims where a
     * previous block exists, with the boundary ones in bZB and WW. A dropped claim would leave its
     * table unchecked.
     */
    @Test
    void theCatalogHoldsEveryClaimOfEveryContext() {
        List<String> ten = new ArrayList<>(Contexts.SIX);
        ten.addAll(Contexts.NEVER);
        int claims = 0;
        for (int k : new int[] {1, 2, Contexts.ALL}) {
            ClaimCatalog cat = ClaimCatalog.quadratic(STANDARD, k);
            assertEquals(k == Contexts.ALL ? Contexts.SIX : ten, List.copyOf(cat.windows().keySet()), "k = " + k);
            claims += sameClaims(cat, "bZB");
        }
        for (int m : new int[] {1, 2, Contexts.ALL}) {
            ClaimCatalog cat = ClaimCatalog.linear(m);
            assertEquals(List.of("sinkW", "WW"), List.copyOf(cat.windows().keySet()), "m = " + m);
            claims += sameClaims(cat, "WW");
        }
        assertTrue(claims > 1_000, "claims: " + claims);
    }

    private static int sameClaims(ClaimCatalog cat, String boundary) {
        int n = 0;
        for (Window w : cat.windows().values()) {
            assertEquals(expectedIds(w), ids(cat.claims(w.name())), w.name());
            List<String> wall = new ArrayList<>();
            if (w.windowStart() != null) {
                wall.addAll(expectedWallIds(w, false));
                if (w.name().equals(boundary)) {
                    wall.addAll(expectedWallIds(w, true));
                }
            }
            assertEquals(wall, ids(cat.wallClaims(w.name())), w.name() + " (wall)");
            n += wall.size() + cat.claims(w.name()).size();
        }
        return n;
    }

    private static List<String> ids(List<ClaimCatalog.Evaluable> es) {
        return es.stream().map(e -> e.claim().id()).toList();
    }

    /** The claims of a context, written out from its factors: for each checked factor of letter L, reach 0..L-1 and anti per move. */
    private static List<String> expectedIds(Window w) {
        List<String> out = new ArrayList<>(List.of("lengths"));
        if (w.windowStart() != null) {
            out.add("window");
        }
        if (w.symbolic()) {
            out.add("bounds");
        }
        for (Region f : w.regions()) {
            if (f.role() == Region.Role.CURRENT || f.role() == Region.Role.Z) {
                addIds(out, w, f, f.letter());
            }
        }
        return out;
    }

    /** Wall claims on the dual word: forward from the previous block and Z, or at the wall from every factor. */
    private static List<String> expectedWallIds(Window w, boolean atWall) {
        List<String> out = new ArrayList<>(List.of("window"));
        for (Region f : w.regions()) {
            boolean from = atWall ? f.start() != null : f.role() == Region.Role.PREVIOUS || f.role() == Region.Role.Z;
            if (from) {
                addIds(out, w, f, Claim.dual(f.letter()));
            }
        }
        return out;
    }

    private static void addIds(List<String> out, Window w, Region f, int letter) {
        for (int u = 0; u < letter; u++) {
            out.add("reach " + f.label() + " " + u);
        }
        for (Move s : w.moves()) {
            out.add("anti " + f.label() + " " + s.name());
        }
    }

    /** The lengths claim has one conjunct per placed factor and one per repeated part's count. */
    @Test
    void theLengthsClaimCoversEveryFactorAndCount() {
        for (Window w : List.of(Contexts.quadratic(STANDARD, 2, "bZB"), Contexts.quadratic(STANDARD, Contexts.ALL, "bZB"))) {
            Claim lengths = Claim.of(w).get(0);
            long placed = w.regions().stream().filter(r -> r.start() != null).count();
            long counted = w.regions().stream().filter(r -> r.area() != null).count();
            assertEquals(placed + counted, ((Formula.And) lengths.body()).parts().size(), w.name());
            assertTrue(w.symbolic() == (counted > 0), w.name());
        }
    }
}
