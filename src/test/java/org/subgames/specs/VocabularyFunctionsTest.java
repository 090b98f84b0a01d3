package org.subgames.specs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.node.TextNode;
import java.nio.file.Path;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.subgames.base.BadInputException;
import org.subgames.game.Convention;
import org.subgames.period.Certificate;
import org.subgames.period.PeriodicSequence;
import org.subgames.period.Periodicity;

/**
 * What statements call and read, one function at a time: the arithmetic functions, {@code S} (the
 * move set), and the census record of one instance against the certified facts.
 */
@Tag("statements")
class VocabularyFunctionsTest {

    @Test
    void integerFunctions() {
        assertEquals(6, Functions.gcd(12, 18));
        assertEquals(6, Functions.gcd(-12, 18));
        assertEquals(5, Functions.gcd(0, -5));
        assertEquals(7, Functions.gcd(7, 0));
        assertEquals(0, Functions.gcd(0, 0));
        assertEquals(3, Functions.ceil(7, 3));
        assertEquals(2, Functions.ceil(6, 3));
        assertEquals(-2, Functions.ceil(-7, 3));
        assertEquals(2, Functions.floor(7, 3));
        assertEquals(-3, Functions.floor(-7, 3));
        assertEquals(2, Functions.modulo(-7, 3));
        assertEquals(1, Functions.modulo(7, 3));
        assertEquals(-4, Functions.min(-4, 9));
        assertEquals(9, Functions.max(-4, 9));
        assertEquals(1, Functions.floor(1, 1));
        for (long y : new long[] {0, -3}) {
            assertThrows(ArithmeticException.class, () -> Functions.ceil(1, y));
            assertThrows(ArithmeticException.class, () -> Functions.floor(1, y));
            assertThrows(ArithmeticException.class, () -> Functions.modulo(1, y));
        }
    }

    private static Statement flammenkamp() {
        return StatementLoader.load(Path.of("specs/flammenkamp-sink.yaml"));
    }

    /** S of {a, b, c} = {3, 5, 8}: sizes, order, and the sum of two named as the statement writes the moves. */
    @Test
    void theMoveSetOfAnInstance() {
        Instance in = Instances.at(flammenkamp(), 5, 3, 8);
        MoveFacts s = new MoveFacts(in);
        assertEquals(3, s.getSize());
        assertEquals(3, s.getMin());
        assertEquals(8, s.getMax());
        assertEquals(3, s.get(1));
        assertEquals(5, s.get(2));
        assertEquals(8, s.get(3));
        assertThrows(BadInputException.class, () -> s.get(0));
        assertThrows(BadInputException.class, () -> s.get(4));
        assertEquals("a+b", s.sumOfTwo(8));
        assertEquals("b+c", s.sumOfTwo(11));
        assertEquals("a+c", s.sumOfTwo(13));
        assertEquals("none", s.sumOfTwo(10));
        assertEquals("none", s.sumOfTwo(16), "two distinct moves, not one twice");
        assertTrue(s.isSumOfTwo(13));
        assertFalse(s.isSumOfTwo(14));
        assertEquals(in.setText(), s.toString());
        assertEquals("a", in.statement().moves().label(0));
        assertEquals("c", in.statement().moves().label(2));
    }

    /** A census line holds the certified facts of each convention, the group and first fitting formula, and the heat-map cell. */
    @Test
    void aCensusLineHoldsTheCertifiedFacts() {
        Statement st = StatementLoader.load(Path.of("specs/two-move.yaml"));
        Instance in = Instances.at(st, 3, 7);
        ObjectNode line = InstanceCensus.line(in, 99, st.census(), Periodicity.DEFAULT_LIMIT, InstanceFacts.PER_INSTANCE);
        assertEquals("two-move", line.get(InstanceCensus.STATEMENT).asText());
        assertEquals(99, line.get(InstanceCensus.OF).asInt());
        assertEquals(3, line.get("parameters").get("a").asLong());
        assertEquals("[3,7]", line.get("S").toString());
        for (Convention c : st.conventions()) {
            PeriodicSequence seq = Periodicity.certify(new int[] {3, 7}, c, 10, Periodicity.DEFAULT_LIMIT);
            Certificate ce = seq.certificate();
            ObjectNode o = (ObjectNode) line.get(c.id());
            assertEquals(ce.preperiod(), o.get("preperiod").asLong(), c.id());
            assertEquals(ce.minimalPeriod(), o.get("minimalPeriod").asLong(), c.id());
            assertEquals(seq.maxValue(), o.get("maxValue").asLong(), c.id());
            assertEquals(seq.coldPerPeriod(), o.get("cold").asLong(), c.id());
            assertEquals(ce.preperiod(), o.get("group").asLong(), "group: G.preperiod");
            assertEquals("a+b", o.get("formula").asText(), "7 is not an odd multiple of 3: minimal period a + b");
            assertEquals(3, o.get("heat").get("x").asLong());
            assertEquals(7, o.get("heat").get("y").asLong());
            assertEquals(ce.preperiod(), o.get("heat").get("value").asLong());
        }
        ObjectNode odd = InstanceCensus.line(Instances.at(st, 3, 9), 99, st.census(), Periodicity.DEFAULT_LIMIT, InstanceFacts.PER_INSTANCE);
        assertEquals("2a (b an odd multiple of a)", odd.get("wall").get("formula").asText());
        ObjectNode tight = InstanceCensus.line(in, 99, st.census(), 4, (m, c, cand, limit) -> {
            throw new InstanceFacts.NoCertificate(c, limit);
        });
        assertEquals(InstanceCensus.noCertificate(4), tight.get("wall").get("certificate").asText());
        assertEquals(1, tight.get("wall").size(), "nothing but the missing certificate");
        assertEquals("none within 4", InstanceCensus.noCertificate(4));
        assertEquals("", InstanceCensus.text(null));
        assertEquals("x", InstanceCensus.text(TextNode.valueOf("x")));
        assertEquals("10", InstanceCensus.text(line.get("wall").get("minimalPeriod")));
    }
}
