package org.subgames.specs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.apache.commons.jexl3.MapContext;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.subgames.base.BadInputException;
import org.subgames.game.Convention;
import org.subgames.period.Certificate;
import org.subgames.period.PeriodicSequence;
import org.subgames.period.Periodicity;

/** Expressions' errors as a person reads them, G's facts by name, and recorded counterexamples on disk. */
@Tag("statements")
class ExprAndRecordsTest {

    private static MapContext ctx() {
        MapContext c = new MapContext();
        c.set("a", 3L);
        c.set("t", "text");
        return c;
    }

    @Test
    void expressionErrorsSayWhatIsWrong() {
        Expr three = Expr.filter("--where", "a");
        assertEquals("a", three.toString());
        assertEquals(3L, three.evalLong(ctx(), "x"));
        String m = assertThrows(SpecException.class, () -> three.evalBoolean(ctx(), "when")).getMessage();
        assertTrue(m.endsWith("when 'a' must be true or false, but is 3 (Long)"), m);
        m = assertThrows(SpecException.class, () -> Expr.filter("--where", "t").evalLong(ctx(), "period")).getMessage();
        assertTrue(m.endsWith("period 't' must be an integer, but is the text 'text'"), m);
        m = assertThrows(SpecException.class, () -> Expr.filter("--where", "a / 2.0").evalLong(ctx(), "period")).getMessage();
        assertTrue(m.contains("must be an integer, but is 1.5 (Double)"), m);
        m = assertThrows(SpecException.class, () -> Expr.filter("--where", "floor(a, 0)").eval(ctx())).getMessage();
        assertTrue(m.contains("in 'floor(a, 0)': division by 0"), m);
        m = assertThrows(SpecException.class, () -> Expr.filter("--where", "a.nope()").eval(ctx())).getMessage();
        assertTrue(m.contains("in 'a.nope()': ") && !m.contains("@1:"), m);
        assertEquals("null", Expr.describe(null));
        assertEquals("the text 'x'", Expr.describe("x"));
        assertEquals("true (Boolean)", Expr.describe(true));
    }

    /** sink.* and wall.* are the certificate's facts (preperiod and minimal period as any certificate has them). */
    @Test
    void gamesFactsAreTheCertificates() {
        Statement st = StatementLoader.resolve("two-move", Path.of("specs"));
        InstanceFacts facts = new InstanceFacts(Instances.at(st, 3, 7), Periodicity.DEFAULT_LIMIT, InstanceFacts.PER_INSTANCE);
        for (Convention c : Convention.values()) {
            GameFacts g = new GameFacts(facts, c.id());
            PeriodicSequence seq = facts.sequence(c.id());
            Certificate ce = seq.certificate();
            Certificate own = Periodicity.certify(new int[] {3, 7}, c, 10, Periodicity.DEFAULT_LIMIT).certificate();
            assertEquals(List.of(own.preperiod(), own.minimalPeriod()), List.of(g.getPreperiod(), g.getMinimalPeriod()), "canonical facts");
            assertEquals(List.of(ce.preperiod(), ce.period(), ce.minimalPeriod(), ce.periodicFrom(), ce.windowStart(), seq.coldPerPeriod()),
                    List.of(g.getPreperiod(), g.getPeriod(), g.getMinimalPeriod(), g.getPeriodicFrom(), g.getWindowStart(), g.getCold()), c.id());
            assertEquals(ce.purelyPeriodic(), g.getPurelyPeriodic());
            assertEquals(seq.maxValue(), g.getMaxValue());
            for (long x = c == Convention.SINK ? 1 : 0; x < 30; x++) {
                assertEquals(seq.get(x), g.at(x), c.id() + " at " + x);
                assertEquals(seq.get(x) == 0 ? "P" : "N", g.outcome(x));
            }
            assertEquals("G_" + c.id(), g.toString());
        }
        assertTrue(new GameFacts(facts, "wall").getPurelyPeriodic());
    }

    @Test
    void recordedCounterexamplesRoundTrip(@TempDir Path dir) throws Exception {
        Files.writeString(dir.resolve("x.yaml"), "id: x\nkind: conjecture\ntitle: t\nsource: s\nparameters: {a: 1..4, b: a+1..6}\nmoves: [a, b]\n"
                + "convention: wall\nclaims:\n  - holds: 'true'\ncounterexamples: x.csv\n");
        Statement st = StatementLoader.load(dir.resolve("x.yaml"));
        assertEquals(Map.of(), st.recorded(), "no file yet: nothing recorded");
        RecordedCounterexamples.write(st, List.of(new RecordedCounterexamples.Refuted(Instances.at(st, 1, 2), Set.of(0)),
                new RecordedCounterexamples.Refuted(Instances.at(st, 3, 5), Set.of(0))));
        assertEquals("claim,a,b\ntrue,1,2\ntrue,3,5\n", Files.readString(dir.resolve("x.csv")));
        assertEquals(Map.of(List.of(1L, 2L), Set.of(0), List.of(3L, 5L), Set.of(0)), StatementLoader.load(dir.resolve("x.yaml")).recorded());
        // the format before the claim column still reads for a statement of one claim
        Files.writeString(dir.resolve("x.csv"), "a,b\n1,2\n3,5\n");
        assertEquals(Map.of(List.of(1L, 2L), Set.of(0), List.of(3L, 5L), Set.of(0)), StatementLoader.load(dir.resolve("x.yaml")).recorded());
        Files.writeString(dir.resolve("x.csv"), "a,b\n1,2\n\n3\n");
        String m = assertThrows(SpecException.class, () -> StatementLoader.load(dir.resolve("x.yaml"))).getMessage();
        assertTrue(m.endsWith("x.csv:4: expected 2 values (a,b)"), m);
        Files.writeString(dir.resolve("x.csv"), "claim,a,b\ntrue,1,x\n");
        m = assertThrows(SpecException.class, () -> StatementLoader.load(dir.resolve("x.yaml"))).getMessage();
        assertTrue(m.endsWith("x.csv:2: 'x' is not an integer"), m);
        Files.writeString(dir.resolve("x.csv"), "claim,a,b\nfalse,1,2\n");
        m = assertThrows(SpecException.class, () -> StatementLoader.load(dir.resolve("x.yaml"))).getMessage();
        assertTrue(m.endsWith("x.csv:2: no claim named 'false' (claims: true)"), m);
        Files.writeString(dir.resolve("x.csv"), "b,a\n");
        m = assertThrows(SpecException.class, () -> StatementLoader.load(dir.resolve("x.yaml"))).getMessage();
        assertTrue(m.endsWith("x.csv:1: the header must be 'claim,a,b' (the claim, then the parameter names)"), m);
        Statement none = StatementLoader.resolve("two-move", Path.of("specs"));
        assertThrows(BadInputException.class, () -> RecordedCounterexamples.write(none, List.of()));
    }
}
