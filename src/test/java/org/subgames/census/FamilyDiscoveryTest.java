package org.subgames.census;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.subgames.base.BadInputException;
import org.subgames.base.Shard;
import org.subgames.game.Convention;
import org.subgames.period.Periodicity;
import org.subgames.run.CheckRun;
import org.subgames.specs.Statement;
import org.subgames.specs.StatementLoader;
import org.subgames.symbolic.ParametricWord;

/** census discover without the prover: the proposals hold on every instance (by check), the grammar and the domain hull. */
@Tag("statements")
class FamilyDiscoveryTest {

    @TempDir
    Path tmp;

    @Test
    void everyProposalHoldsOnExactlyItsCensusSetsByCheck() {
        everyProposalHoldsOnExactlyItsCensusSets(List.of(Convention.WALL, Convention.SINK));
    }

    /** Families of one convention: statements about that convention alone, each holding on exactly its census sets. */
    @Test
    void familiesOfOneConventionHoldOnExactlyTheirCensusSets() {
        everyProposalHoldsOnExactlyItsCensusSets(List.of(Convention.SINK));
        everyProposalHoldsOnExactlyItsCensusSets(List.of(Convention.WALL));
    }

    private void everyProposalHoldsOnExactlyItsCensusSets(List<Convention> conventions) {
        Path out = tmp.resolve(conventions.toString().replaceAll("\\W", ""));
        FamilyDiscovery.Result r = FamilyDiscovery.discover(new FamilyDiscovery.Options(20, 12, 2, out, Path.of("specs"), "f-", conventions));
        assertEquals(1140, r.sets(), "every set 1 <= a < b < c <= 20");
        assertFalse(r.proposals().isEmpty());
        int sum = 0;
        for (FamilyDiscovery.Proposal p : r.proposals()) {
            Statement st = StatementLoader.load(p.file());
            assertNotNull(st.word(), p.id());
            assertEquals(conventions, st.conventions(), p.id());
            assertEquals(java.util.Set.copyOf(conventions), st.word().cases().keySet(), p.id());
            CheckRun.Report rep = CheckRun.run(List.of(st),
                    new CheckRun.Options(Map.of(), null, 2, Shard.ALL, null, false, true, Periodicity.DEFAULT_LIMIT, false), System.err);
            CheckRun.Tally t = rep.tallies().get(0);
            assertNull(rep.first(), p.id() + " is refuted by check");
            assertEquals(p.sets(), t.instances, p.id() + ": check takes exactly the census sets of its domain");
            sum += p.sets();
        }
        assertTrue(sum >= r.covered() && r.covered() <= r.sets(), r.toString());
    }

    @Test
    void everyGrammarParametrisationInvertsTheSet() {
        for (Parametrisation p : withPinned()) {
            // what depends on p alone, once per parametrisation (a record); the messages only when an assertion fails
            String label = p.label();
            List<FamilyDomain.Bound> base = p.base();
            List<String> names = p.names();
            org.subgames.symbolic.Sym bTerm = org.subgames.symbolic.SymParser.parse(p.bText());
            org.subgames.symbolic.Sym cTerm = org.subgames.symbolic.SymParser.parse(p.cText());
            for (long c = 3; c <= 24; c++) {
                for (long a = 1; a < c - 1; a++) {
                    for (long b = a + 1; b < c; b++) {
                        long[] v = p.values(a, b, c);
                        if (v == null) {
                            continue;
                        }
                        Map<String, Long> m = FamilyFit.map(names, v);
                        assertTrue(base.stream().allMatch(x -> x.holds(v)), () -> label + " at " + m);
                        assertArrayEquals(new long[] {a, b, c}, p.set(v), () -> label + " at " + m);
                        Map<String, Long> all = new java.util.HashMap<>(m);
                        p.pinned().forEach((n, t) -> all.put(n, t.eval(m)));
                        if (p.doubled()) {
                            assertEquals(b, 2 * a * all.get("q") + all.get("r"), () -> label + " at " + m);
                        }
                        assertEquals(b, bTerm.eval(all), () -> label + ": " + p.bText() + " at " + m);
                        assertEquals(c, cTerm.eval(all), () -> label + ": " + p.cText() + " at " + m);
                    }
                }
            }
        }
    }

    /**
     * The grammar, and each of its parametrisations with each count pinned to 0 .. 3 (q to 1 .. 3),
     * and both; each also with a pinned to 1 .. 3, with d, r, e or u pinned to 0 .. 2 (alone, and
     * with a pinned to 2), and with the ties d = a, d = a + 1, a = 2d, r = a, r = a - 1, u = a, u = r,
     * u = r - a, j = 2q, j = q - 1 (alone, and with e pinned to 3).
     */
    private static List<Parametrisation> withPinned() {
        List<Parametrisation> out = new ArrayList<>();
        org.subgames.symbolic.Affine a = org.subgames.symbolic.Affine.of("a");
        org.subgames.symbolic.Affine d = org.subgames.symbolic.Affine.of("d");
        org.subgames.symbolic.Affine r = org.subgames.symbolic.Affine.of("r");
        List<Map.Entry<String, org.subgames.symbolic.Affine>> ties = List.of(Map.entry("d", a), Map.entry("d", a.plus(1)), Map.entry("a", d.times(2)),
                Map.entry("r", a), Map.entry("r", a.plus(-1)), Map.entry("u", a), Map.entry("u", r), Map.entry("u", r.minus(a)),
                Map.entry("j", org.subgames.symbolic.Affine.of("q").times(2)), Map.entry("j", org.subgames.symbolic.Affine.of("q").plus(-1)));
        for (Parametrisation p : withPinnedCounts()) {
            for (Map.Entry<String, org.subgames.symbolic.Affine> t : ties) {
                if (p.ties(t.getKey(), t.getValue())) {
                    Parametrisation tied = p.tie(t.getKey(), t.getValue());
                    out.add(tied);
                    if (tied.names().contains("e") && tied.names().size() > 2) {
                        out.add(tied.pin("e", 3));
                    }
                }
            }
            out.add(p);
            for (long k = 1; k <= 3; k++) {
                out.add(p.pin("a", k));
            }
            for (String other : List.of("d", "r", "e", "u")) {
                for (long k = 0; k <= 2 && p.names().contains(other) && p.names().size() > 2; k++) {
                    out.add(p.pin(other, k));
                    out.add(p.pin(other, k).pin("a", 2));
                }
            }
        }
        return out;
    }

    private static List<Parametrisation> withPinnedCounts() {
        List<Parametrisation> out = new ArrayList<>();
        for (Parametrisation p : Parametrisation.grammar()) {
            out.add(p);
            for (long k = 0; k <= 3; k++) {
                if (p.counts().contains("j")) {
                    out.add(p.pin("j", k));
                }
                if (p.counts().contains("q") && k >= 1) {
                    out.add(p.pin("q", k));
                    if (p.counts().contains("j")) {
                        out.add(p.pin("q", k).pin("j", 3 - k));
                    }
                }
            }
        }
        return out;
    }

    /** A pinned count is no parameter, no count and multiplies no unit; the moves are linear in what is left. */
    @Test
    void aPinnedCountIsNoParameter() {
        org.subgames.symbolic.Affine a = org.subgames.symbolic.Affine.of("a");
        org.subgames.symbolic.Affine b = org.subgames.symbolic.Affine.of("b");
        Parametrisation p = new Parametrisation(false, a.plus(b), org.subgames.symbolic.Affine.ZERO).pin("j", 2);
        assertEquals(List.of("a", "d", "u"), p.names());
        assertEquals(List.of(), p.counts());
        assertEquals(List.of(), p.units());
        assertEquals("4 * a + 2 * d + u", p.cText());
        assertEquals("b = a + d, c = 2*(a + b) + u, 0 <= u < a + b", p.label());
        assertArrayEquals(new long[] {3, 4, 1}, p.values(3, 7, 21));
        assertNull(p.values(3, 7, 31), "j = 3 there");
        Parametrisation q = new Parametrisation(true, a, b).pin("q", 2);
        assertEquals(List.of("a", "r", "j", "u"), q.names());
        assertEquals("4 * a + r", q.bText());
        assertEquals(List.of("j"), q.counts());
        assertEquals(List.of("a"), q.units());
        assertThrows(IllegalArgumentException.class, () -> q.pin("q", 3));
    }

    /**
     * With a pinned, a is a number in the moves and no parameter, and no count multiplies it: a
     * count times a is a count times a number, which the prover reads exactly.
     */
    @Test
    void aPinnedSmallestMoveIsANumber() {
        org.subgames.symbolic.Affine a = org.subgames.symbolic.Affine.of("a");
        org.subgames.symbolic.Affine b = org.subgames.symbolic.Affine.of("b");
        Parametrisation p = new Parametrisation(true, a.times(2), b).pin("a", 3);
        assertEquals(List.of("q", "r", "j", "u"), p.names());
        assertEquals(List.of("q", "j"), p.counts());
        assertEquals(List.of(), p.units());
        assertEquals("3", p.aText());
        assertEquals("6 * q + r", p.bText());
        assertEquals("j*6 + 6 * q + r + u", p.cText());
        assertEquals("a = 3, b = 2qa + r, 0 <= r < 2a, c = j*(2 * a) + b + u, 0 <= u < 2 * a", p.label());
        assertArrayEquals(new long[] {3, 1, 1, 4}, p.values(3, 19, 29));
        assertNull(p.values(4, 19, 29), "a = 4 there");
        assertTrue(p.base().stream().anyMatch(x -> !x.holds(new long[] {1, 6, 0, 0})), "r <= 2a - 1 = 5 is a bound on r alone");
        assertThrows(IllegalArgumentException.class, () -> p.pin("a", 4));
        Parametrisation d = new Parametrisation(false, a.plus(b), a).pin("a", 2);
        assertEquals("d + 2", d.bText());
        assertEquals(List.of("d"), d.units());
    }

    /**
     * A parameter the domain ties to the others is written as their term: with d = a the moves of
     * c = j(a + b) + a + u are {a, 2a, j*(3 * a) + a + u} (a count times the word's unit 3a); the
     * sets with d != a have no parameters; a tie is found from a bound and its opposite, as the last
     * parameter of the equality that may be tied; counts, e and u are not tied.
     */
    @Test
    void aTiedParameterIsTheTermOfTheOthers() {
        org.subgames.symbolic.Affine a = org.subgames.symbolic.Affine.of("a");
        org.subgames.symbolic.Affine b = org.subgames.symbolic.Affine.of("b");
        Parametrisation p = new Parametrisation(false, a.plus(b), a);
        Parametrisation t = p.tie("d", a);
        assertEquals(List.of("a", "j", "u"), t.names());
        assertEquals(List.of("a"), t.units());
        assertEquals("2 * a", t.bText());
        assertEquals("j*(3 * a) + a + u", t.cText());
        assertEquals("b = a + d, c = j*(a + b) + a + u, 0 <= u < a + b, d = a", t.label());
        assertEquals("deqa", t.idPart("d"));
        assertArrayEquals(new long[] {3, 2, 1}, t.values(3, 6, 22));
        assertNull(t.values(3, 7, 22), "d = 4 there");
        assertEquals("a2", t.pin("a", 2).idPart("a"));
        assertEquals(org.subgames.symbolic.Affine.constant(2), t.pin("a", 2).pinned().get("d"), "a tie to a pinned parameter is a number");
        assertFalse(p.ties("j", a), "a count");
        assertFalse(p.pin("j", 2).ties("u", a), "u without a free j");
        assertFalse(new Parametrisation(false, null, org.subgames.symbolic.Affine.ZERO).ties("e", a), "e");
        Parametrisation u = new Parametrisation(true, a.times(2), b).tie("u", org.subgames.symbolic.Affine.of("r"));
        assertEquals(List.of("a", "q", "r", "j"), u.names());
        assertEquals("j*(2 * a) + 2*q*a + r + r", u.cText());
        assertEquals("floor(60 - (2*q*a + r + r), 2 * a)", u.censusEnd(3, 60), "j's range ends the census, with u's term");
        assertArrayEquals(new long[] {3, 2, 1, 2}, u.values(3, 13, 26));
        Parametrisation j = new Parametrisation(true, a.times(2), b).tie("j", org.subgames.symbolic.Affine.of("q").times(2));
        assertEquals(List.of("q"), j.counts(), "j = 2q: one count");
        assertEquals("(2 * q)*(2 * a) + 2*q*a + r + u", j.cText());
        assertEquals("b = 2qa + r, 0 <= r < 2a, c = (2 * q)*(2 * a) + b + u, 0 <= u < 2 * a", j.label());
        assertFalse(new Parametrisation(true, a.times(2), b).ties("j", a), "j tied to a parameter: two parameters multiplied");
        assertNull(u.values(3, 13, 27), "u = 2 != r there");
        assertFalse(u.ties("j", org.subgames.symbolic.Affine.constant(2)), "j pinned while u is tied: no range would end at the census");
        assertFalse(new Parametrisation(true, a.times(2), b).ties("r", org.subgames.symbolic.Affine.of("u").times(2).plus(-13)),
                "a term with u: u's range ends the instances");
        assertFalse(p.ties("d", org.subgames.symbolic.Affine.of("j")), "a term with a count");
        assertFalse(new Parametrisation(true, a, b).ties("a", org.subgames.symbolic.Affine.of("r")), "a under b = 2qa + r");
        FamilyDomain.Bound dAtLeastA = new FamilyDomain.Bound(new long[] {-1, 1, 0, 0}, 0);
        FamilyDomain.Bound aAtLeastD = new FamilyDomain.Bound(new long[] {1, -1, 0, 0}, 0);
        FamilyDomain.Bound other = new FamilyDomain.Bound(new long[] {0, 0, 1, 0}, 1);
        assertEquals(List.of(t), FamilyFit.tied(p, List.of(dAtLeastA, other, aAtLeastD)));
        assertEquals(List.of(), FamilyFit.tied(p, List.of(dAtLeastA, other)));
        FamilyDomain.Bound twoD = new FamilyDomain.Bound(new long[] {1, -2, 0, 0}, 0); // a = 2d: d has coefficient 2, a is tied
        FamilyDomain.Bound twoDBack = new FamilyDomain.Bound(new long[] {-1, 2, 0, 0}, 0);
        assertEquals(List.of(p.tie("a", org.subgames.symbolic.Affine.of("d").times(2))), FamilyFit.tied(p, List.of(twoD, twoDBack)));
    }

    /** The domain holds j at 2 when it has both j >= 2 and j <= 2 (a bound on j alone each way). */
    @Test
    void aCountHeldAtOneValueIsFound() {
        FamilyDomain.Bound atLeast = new FamilyDomain.Bound(new long[] {0, 1, 0}, 2);
        FamilyDomain.Bound atMost = new FamilyDomain.Bound(new long[] {0, -1, 0}, -2);
        FamilyDomain.Bound mixed = new FamilyDomain.Bound(new long[] {1, -1, 0}, -2);
        assertEquals(2L, FamilyFit.heldAt(List.of(atLeast, mixed, atMost), 1));
        assertNull(FamilyFit.heldAt(List.of(atLeast, mixed), 1));
        assertNull(FamilyFit.heldAt(List.of(atLeast, new FamilyDomain.Bound(new long[] {0, -1, 0}, -3)), 1));
    }

    /**
     * A slice no parametrisation fits whole is split by the value of a count: at max S {@value #MAX_SPLIT} (wall
     * alone) some slice is, and each of its families has that count pinned and exactly the census's
     * words on every census set of its domain.
     */
    private static final int MAX_SPLIT = 30;

    @Test
    void aSliceNoParametrisationFitsIsSplitByACount(@TempDir Path tmp) {
        FamilyDiscovery.Options o = new FamilyDiscovery.Options(MAX_SPLIT, 12, 2, tmp, Path.of("specs"), FamilyDiscovery.PREFIX, List.of(Convention.WALL));
        List<FamilyDiscovery.CensusSet> census = FamilyDiscovery.census(o);
        int split = 0;
        for (List<FamilyDiscovery.CensusSet> slice : FamilyDiscovery.slices(census, 12, o.conventions())) {
            FamilyFit.Outcome f = FamilyFit.fit(slice, census, MAX_SPLIT, o.conventions(), 12);
            if (!f.split()) {
                continue;
            }
            split++;
            for (FamilyFit.Family family : f.families()) {
                Parametrisation p = family.parametrisation();
                assertFalse(p.pinned().isEmpty(), p.label());
                for (FamilyDiscovery.CensusSet s : census) {
                    long[] v = p.values(s.a(), s.b(), s.c());
                    if (FamilyDomain.inside(family.domain(), v)) {
                        assertTrue(FamilyFit.exact(family.word(), FamilyFit.map(p.names(), v), s, o.conventions()), p.label() + " at " + s);
                    }
                }
            }
        }
        assertTrue(split > 0, "some slice is fitted only when split");
    }

    /**
     * A proposal with a free count splits into parts, one per value of the count, each fitted again
     * with it pinned: the part's id names the count and value, the count is no longer one of its
     * counts, and check finds the part's statement true on exactly its census sets.
     */
    @Test
    void aProposalSplitsIntoPartsWithACountPinned() {
        FamilyDiscovery.Options o = new FamilyDiscovery.Options(MAX_SPLIT, 12, 2, tmp, Path.of("specs"), "f-", List.of(Convention.WALL));
        FamilyDiscovery.Result r = FamilyDiscovery.discover(o);
        int parts = 0;
        int aParts = 0;
        for (FamilyDiscovery.Proposal p : r.proposals()) {
            for (FamilyDiscovery.Proposal part : r.fitted().pinnedParts(p)) {
                parts++;
                // the split's count or a and its value, with any parameter the part's domain holds at one value (pinned too)
                assertTrue(part.id().matches(java.util.regex.Pattern.quote(p.id()) + "(-[a-z][0-9]+)+"), part.id());
                List<String> names = java.util.Arrays.stream(part.id().substring(p.id().length() + 1).split("-")).map(t -> t.replaceAll("[0-9]+$", ""))
                        .toList();
                String count = names.stream().filter(n -> p.counts().contains(n)).findFirst().orElse(names.contains("a") ? "a" : names.get(0));
                Statement st = StatementLoader.load(part.file());
                assertEquals(part.id(), st.id());
                if (count.equals("a")) { // a pinned: a number in the moves, the counts stay free
                    aParts++;
                    assertFalse(st.parameters().stream().anyMatch(x -> x.name().equals("a")), part.id() + " has a as a parameter");
                } else {
                    assertTrue(p.counts().contains(count) && !part.counts().contains(count), p.counts() + " -> " + part.counts());
                }
                CheckRun.Report rep = CheckRun.run(List.of(st),
                        new CheckRun.Options(Map.of(), null, 2, Shard.ALL, null, false, true, Periodicity.DEFAULT_LIMIT, false), System.err);
                assertNull(rep.first(), part.id() + " is refuted by check");
                assertEquals(part.sets(), rep.tallies().get(0).instances, part.id() + ": check takes exactly the census sets of its domain");
            }
        }
        assertTrue(parts > 0, "some proposal of max S " + MAX_SPLIT + " has a free count that splits");
        assertTrue(aParts > 0, "some proposal of max S " + MAX_SPLIT + " splits by the value of a");
    }

    /** The units a count multiplies in the moves, which a fitted word may not make counts (the prover reads no product of two counts). */
    @Test
    void theUnitsOfTheCountsAreNamed() {
        org.subgames.symbolic.Affine a = org.subgames.symbolic.Affine.of("a");
        org.subgames.symbolic.Affine b = org.subgames.symbolic.Affine.of("b");
        assertEquals(List.of(), new Parametrisation(false, null, org.subgames.symbolic.Affine.ZERO).units());
        assertEquals(List.of("a", "d"), new Parametrisation(false, a.plus(b), a).units());
        assertEquals(List.of("a"), new Parametrisation(true, null, org.subgames.symbolic.Affine.ZERO).units());
        assertEquals(List.of("a"), new Parametrisation(true, a.times(2), b).units());
        for (Parametrisation p : Parametrisation.grammar()) {
            assertTrue(p.units().stream().noneMatch(p.counts()::contains), p.label());
        }
    }

    /** u <= a - 1 holds on the slice from its smallest sets on: kept; j <= 2 only because c <= max S: dropped. */
    @Test
    void theHullKeepsTheFamilysBoundsAndDropsTheCensussEnd() {
        List<long[]> slice = new ArrayList<>();
        List<Long> cs = new ArrayList<>();
        List<long[]> census = new ArrayList<>();
        int maxS = 40;
        for (long a = 1; a <= 20; a++) {
            for (long j = 0; j <= 20; j++) {
                for (long u = 0; u <= 2 * a; u++) {
                    long c = j * 2 * a + a + u;
                    if (c > maxS) {
                        continue;
                    }
                    long[] v = {a, 0, j, u};
                    census.add(v);
                    if (u <= a - 1 && a >= 2) {
                        slice.add(v);
                        cs.add(c);
                    }
                }
            }
        }
        List<FamilyDomain.Bound> h = FamilyDomain.hull(List.of(), slice, cs.stream().mapToLong(Long::longValue).toArray(), census, maxS * 3L / 4);
        List<String> texts = h.stream().map(b -> b.text(List.of("a", "d", "j", "u"))).toList();
        assertTrue(texts.contains("a >= u + 1"), texts.toString());
        assertTrue(texts.contains("a >= 2"), texts.toString());
        assertTrue(texts.stream().noneMatch(t -> t.startsWith("j <=")), texts.toString());
        for (int i = 0; i < census.size(); i++) {
            long[] v = census.get(i);
            assertEquals(v[3] <= v[0] - 1 && v[0] >= 2, FamilyDomain.inside(h, v), "the hull takes exactly the slice in the census");
        }
    }

    /** A family whose words change at 2u = r: the hull bounds it with the direction r - 2u and takes exactly the slice. */
    @Test
    void theHullFindsABoundWithACoefficientTwo() {
        int maxS = 60;
        Grid g = grid(maxS, 0, x -> new long[] {x[0], 1, x[1], 0, x[2]}, x -> 3 * x[0] + x[1] + x[2], x -> 2 * x[2] <= x[1]);
        List<FamilyDomain.Bound> h = FamilyDomain.hull(List.of(), g.slice(), g.sliceC(), g.census(), maxS * 3L / 4);
        List<String> texts = h.stream().map(b -> b.text(List.of("a", "q", "r", "j", "u"))).toList();
        assertTrue(texts.contains("r >= 2 * u"), texts.toString());
        for (long[] v : g.census()) {
            assertEquals(2 * v[4] <= v[2], FamilyDomain.inside(h, v), "the hull takes exactly the slice in the census");
        }
    }

    /**
     * A family whose words end on the line a = r + 3e (a run 2^(a - r - 3e), as in the sink
     * family of {5, 11, 12}): no direction of the hull (coefficients up to 2) follows it, so the
     * hull takes census sets beyond it; cutting planes ({@link FamilyDomain#separate}), one per set
     * the domain still takes wrongly, end with a domain that takes exactly the slice.
     */
    @Test
    void cuttingPlanesFollowABoundWithACoefficientThree() {
        int maxS = 60;
        Grid g = grid(maxS, 1, x -> x, x -> 2 * x[0] + x[1] + x[2], x -> x[0] >= x[1] + 3 * x[2] + 1);
        List<long[]> slice = g.slice();
        List<long[]> census = g.census();
        List<FamilyDomain.Bound> h = new ArrayList<>(FamilyDomain.hull(List.of(), slice, g.sliceC(), census, maxS));
        assertTrue(census.stream().anyMatch(v -> v[0] < v[1] + 3 * v[2] + 1 && FamilyDomain.inside(h, v)), "the hull alone takes more than the slice");
        for (int round = 0; round < 6; round++) {
            List<long[]> wrong = census.stream().filter(v -> v[0] < v[1] + 3 * v[2] + 1 && FamilyDomain.inside(h, v)).toList();
            if (wrong.isEmpty()) {
                break;
            }
            FamilyDomain.Bound b = FamilyDomain.separate(slice, wrong.get(0), wrong);
            assertTrue(slice.stream().allMatch(b::holds) && !b.holds(wrong.get(0)), "a cutting plane keeps the slice and cuts the set off");
            h.add(b);
        }
        List<String> texts = h.stream().map(b -> b.text(List.of("a", "r", "e"))).toList();
        assertTrue(texts.contains("a >= r + 3 * e + 1"), texts.toString());
        for (long[] v : census) {
            assertEquals(v[0] >= v[1] + 3 * v[2] + 1, FamilyDomain.inside(h, v), "the cut domain takes exactly the slice in the census");
        }
        assertNull(FamilyDomain.separate(slice, slice.get(0), List.of()), "a slice tuple is never cut off");
    }

    /** Parameter tuples of a census, the slice's among them, and the slice's largest moves. */
    private record Grid(List<long[]> slice, long[] sliceC, List<long[]> census) {
    }

    /**
     * The tuples tuple(a, r, x) for 2 <= a <= 20, 0 <= r < 2a, from <= x < a whose largest move c(a, r, x)
     * is at most maxS; the slice is those inSlice takes.
     */
    private static Grid grid(int maxS, long from, java.util.function.UnaryOperator<long[]> tuple, java.util.function.ToLongFunction<long[]> c,
                             java.util.function.Predicate<long[]> inSlice) {
        List<long[]> slice = new ArrayList<>();
        List<Long> cs = new ArrayList<>();
        List<long[]> census = new ArrayList<>();
        for (long a = 2; a <= 20; a++) {
            for (long r = 0; r < 2 * a; r++) {
                for (long x = from; x < a; x++) {
                    long[] arx = {a, r, x};
                    if (c.applyAsLong(arx) > maxS) {
                        continue;
                    }
                    long[] v = tuple.apply(arx);
                    census.add(v);
                    if (inSlice.test(arx)) {
                        slice.add(v);
                        cs.add(c.applyAsLong(arx));
                    }
                }
            }
        }
        return new Grid(slice, cs.stream().mapToLong(Long::longValue).toArray(), census);
    }

    /** The directions of a word's runs and counts: the affine ones, once each; constants and products left out. */
    @Test
    void theWordsRunsGiveTheirDirections() {
        ParametricWord.Case k = new ParametricWord.Case("all", WordInference.ALWAYS, ParametricWord.parseWord("1^a 2^(a - r - 3*e) 0^1"),
                ParametricWord.parseWord("(0^a 1^a)^q 3^(a - r - 3*e) 2^(q*a)"));
        ParametricWord w = new ParametricWord(WordInference.ALWAYS, List.of("a", "q", "r", "e"), List.of("q"), List.of(),
                Map.of(Convention.SINK, List.of(k)));
        List<String> dirs = FamilyDomain.wordDirections(w, List.of("a", "q", "r", "e")).stream().map(java.util.Arrays::toString).toList();
        assertEquals(List.of("[1, 0, 0, 0]", "[1, 0, -1, -3]", "[0, 1, 0, 0]"), dirs);
    }

    @Test
    void badOptionsAreBadInput() {
        assertThrows(BadInputException.class, () -> FamilyDiscovery.discover(new FamilyDiscovery.Options(3, 12, 1, tmp, Path.of("specs"))));
        assertThrows(BadInputException.class, () -> FamilyDiscovery.discover(new FamilyDiscovery.Options(20, 1, 1, tmp, Path.of("specs"))));
        assertEquals(2, org.subgames.cli.Main.run("census", "discover", "--max-s", "3", "--out", tmp.toString()));
        assertEquals(0, org.subgames.cli.Main.run("census", "discover", "--max-s", "8", "--min-sets", "4", "--no-prove", "--threads", "1",
                "--out", tmp.resolve("small").toString()));
        String small = tmp.resolve("small").toString();
        assertEquals(2, org.subgames.cli.Main.run("census", "discover", "--max-s", "8", "--proposals", small, "--partners", "--out", tmp.resolve("l").toString()));
        assertEquals(2, org.subgames.cli.Main.run("census", "discover", "--max-s", "8", "--proposals", small, "--no-prove", "--out", tmp.resolve("l").toString()));
        assertEquals(2, org.subgames.cli.Main.run("census", "discover", "--max-s", "8", "--proposals", tmp.resolve("nowhere").toString(), "--out",
                tmp.resolve("l").toString()));
        assertEquals(2, org.subgames.cli.Main.run("census", "discover", "--max-s", "8", "--proposals", small, "--proposals", small, "--out",
                tmp.resolve("l").toString()));
    }

    /**
     * The slices are found by looking each shape's variants up; the reference twin compares every
     * shape with the variants, as the plain definition says. Both give the same slices, in the same
     * order, for one convention and for pairs (max S 30: 4,060 sets).
     */
    @Test
    void slicesLookedUpAreTheSlicesOfThePlainScan() {
        List<FamilyDiscovery.CensusSet> census = FamilyDiscovery.census(new FamilyDiscovery.Options(30, 12, 1, null, Path.of("specs")));
        for (List<Convention> conventions : List.of(List.of(Convention.WALL), List.of(Convention.SINK), FamilyDiscovery.BOTH)) {
            List<List<FamilyDiscovery.CensusSet>> slices = FamilyDiscovery.slices(census, 4, conventions);
            assertTrue(slices.size() > 20, conventions + ": " + slices.size());
            assertEquals(plainSlices(census, 4, conventions), slices, conventions.toString());
        }
    }

    /** The slices as defined: each key not taken, in order, takes every key not taken whose shapes are its variants. */
    private static List<List<FamilyDiscovery.CensusSet>> plainSlices(List<FamilyDiscovery.CensusSet> census, int minSets, List<Convention> conventions) {
        Map<String, List<FamilyDiscovery.CensusSet>> byKey = new java.util.LinkedHashMap<>();
        census.stream().filter(s -> conventions.stream().allMatch(c -> s.letters().get(c) != null))
                .forEach(s -> byKey.computeIfAbsent(s.key(conventions), k -> new ArrayList<>()).add(s));
        List<String> keys = new ArrayList<>(byKey.keySet());
        keys.sort(java.util.Comparator.comparingInt((String k) -> -byKey.get(k).size()).thenComparing(k -> k));
        java.util.Set<String> taken = new java.util.HashSet<>();
        List<List<FamilyDiscovery.CensusSet>> out = new ArrayList<>();
        for (String key : keys) {
            if (taken.contains(key)) {
                continue;
            }
            Map<Convention, java.util.Set<String>> variants = new java.util.EnumMap<>(Convention.class);
            conventions.forEach(c -> variants.put(c, WordShape.variants(FamilyDiscovery.encoded(byKey.get(key).get(0), c)).keySet()));
            List<FamilyDiscovery.CensusSet> slice = new ArrayList<>();
            for (String k : keys) {
                FamilyDiscovery.CensusSet s = byKey.get(k).get(0);
                if (!taken.contains(k) && conventions.stream().allMatch(c -> variants.get(c).contains(s.shape(c)))) {
                    taken.add(k);
                    slice.addAll(byKey.get(k));
                }
            }
            if (slice.size() >= minSets) {
                out.add(slice);
            }
        }
        return out;
    }
}
