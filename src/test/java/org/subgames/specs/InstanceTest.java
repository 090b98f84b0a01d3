package org.subgames.specs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.StringReader;
import java.util.List;
import java.util.Map;
import org.apache.commons.jexl3.MapContext;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.subgames.base.BadInputException;
import org.subgames.sink.AdditiveSet;

/** One instance of a statement: how it names itself, compares, and what the additive library adds to its context. */
@Tag("statements")
class InstanceTest {

    private static Statement parse(String yaml) {
        return StatementLoader.parse("x.yaml", new StringReader("id: x\nkind: conjecture\ntitle: t\nsource: s\n" + yaml + "claims:\n  - holds: 'true'\n"));
    }

    private static final Statement THREE = parse("parameters: {a: 1..4, b: a+1..9, c: b+1..12}\nmoves: [c, a, b]\nconvention: wall\n");

    @Test
    void anInstanceNamesItself() {
        Instance in = Instances.at(THREE, 2, 5, 7);
        assertEquals(Map.of("a", 2L, "b", 5L, "c", 7L), in.parameters());
        assertEquals(List.of("a", "b", "c"), List.copyOf(in.parameters().keySet()));
        assertEquals("a = 2, b = 5, c = 7", in.parameterText());
        assertEquals("{2,5,7}", in.setText());
        assertEquals("x[a = 2, b = 5, c = 7; S = {2,5,7}]", in.toString());
        assertEquals("x|[2, 5, 7]", in.key());
        assertEquals(List.of(2L, 5L, 7L), in.tuple());
        assertEquals(5, in.value("b"));
        assertThrows(BadInputException.class, () -> in.value("d"));
        assertEquals(List.of(7, 2, 5), List.of(in.moves()[0], in.moves()[1], in.moves()[2]), "as the statement lists them");
        String m = assertThrows(SpecException.class, () -> Instances.at(THREE, 2, 5, 8).additiveSet()).getMessage();
        assertTrue(m.contains("the additive library needs S = {a, b, a+b}, but S = {2,5,8}"), m);
        Statement additive = parse("parameters: {a: 1..4, b: a+1..9}\nmoves: [a, b, a + b]\nconvention: wall\n");
        assertEquals(new AdditiveSet(2, 5), Instances.at(additive, 2, 5).additiveSet());
    }

    @Test
    void instancesAreEqualByStatementValuesAndIndex() {
        Instance x = Instances.at(THREE, 2, 5, 7);
        Instance y = Instances.at(THREE, 2, 5, 7);
        assertEquals(x, y);
        assertEquals(x.hashCode(), y.hashCode());
        assertNotEquals(x, Instances.at(THREE, 2, 5, 8));
        assertNotEquals(x, new Instance(THREE, x.values(), x.moves(), 1));
        assertNotEquals(x.hashCode(), new Instance(THREE, x.values(), x.moves(), 1).hashCode());
        assertNotEquals(x, Instances.at(parse("parameters: {a: 1..4, b: a+1..9, c: b+1..12}\nmoves: [c, a, b]\nconvention: wall\n"), 2, 5, 7),
                "another statement");
        assertNotEquals(x, "x|[2, 5, 7]");
    }

    /** The additive library's names: b = 2ka + c, d = gcd(a, c), m = ceil(b / 2a), e = b - (2m - 1)a. */
    @Test
    void theAdditiveLibraryNamesItsParameters() {
        Statement st = parse("parameters: {a: 1..9, b: a+1..30}\nmoves: [a, b, a + b]\nconvention: both\nlibrary: additive\n");
        MapContext q = Instances.parameterContext(Instances.at(st, 5, 13));
        assertEquals(List.of(1L, 3L, 1L, 2L, -2L, true, false), List.of(q.get("k"), q.get("c"), q.get("d"), q.get("m"), q.get("e"),
                q.get("quadratic"), q.get("linear")));
        MapContext l = Instances.parameterContext(Instances.at(st, 3, 11));
        assertEquals(List.of(1L, 5L, 1L, 2L, 2L, false, true), List.of(l.get("k"), l.get("c"), l.get("d"), l.get("m"), l.get("e"),
                l.get("quadratic"), l.get("linear")));
        MapContext d = Instances.parameterContext(Instances.at(st, 6, 16));
        assertEquals(List.of(1L, 4L, 2L), List.of(d.get("k"), d.get("c"), d.get("d")));
        Statement clash = parse("parameters: {a: 1..9, b: a+1..30, c: 0..3}\nmoves: [a, b, a + b]\nconvention: both\nlibrary: additive\n");
        String m = assertThrows(SpecException.class, () -> Instances.parameterContext(Instances.at(clash, 5, 13, 2))).getMessage();
        assertTrue(m.contains("parameter c = 2 differs from the additive library's c = 3 for S = {5,13,18}"), m);
        Instances.parameterContext(Instances.at(clash, 5, 13, 3)); // the same value is fine
    }
}
