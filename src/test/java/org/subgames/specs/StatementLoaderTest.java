package org.subgames.specs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.StringReader;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

class StatementLoaderTest {

    private static String error(String name) {
        Path f = Path.of("src/test/resources/specs-broken", name + ".yaml");
        return assertThrows(SpecException.class, () -> StatementLoader.load(f)).getMessage();
    }

    private static void at(String name, int line, String fragment) {
        String m = error(name);
        assertTrue(m.startsWith(Path.of("src/test/resources/specs-broken", name + ".yaml") + ":" + line + ": "), m);
        assertTrue(m.contains(fragment), m);
    }

    @Test
    void errorsNameFileAndLine() {
        at("yaml-syntax", 7, "YAML syntax error");
        at("jexl-syntax", 9, "syntax error in holds");
        at("unknown-fact", 11, "unknown fact 'sink.minimalPerod'");
        at("unknown-key", 10, "unknown key 'becuase'");
        at("bad-range", 6, "range of a");
    }

    @Test
    void typeErrorNamesTheLineWhenEvaluated() {
        Statement st = StatementLoader.load(Path.of("src/test/resources/specs-broken/not-boolean.yaml"));
        String m = assertThrows(SpecException.class, () -> Checker.check(Instances.at(st, 1, 1, 0))).getMessage();
        assertTrue(m.contains("not-boolean.yaml:9: holds 'a + 1' must be true or false"), m);
    }

    @Test
    void idMustMatchTheFileNameAndNamesAreChecked() {
        String yaml = "id: x\nkind: theorem\ntitle: t\nsource: s\nparameters: {a: 1..2, k: 0..1}\nlet:\n  P: a + Q\nclaims:\n  - holds: 'true'\n";
        String m = assertThrows(SpecException.class, () -> StatementLoader.parse("x.yaml", new StringReader(yaml))).getMessage();
        assertTrue(m.startsWith("x.yaml:7: unknown name 'Q'"), m);
        String where = "id: x\nkind: theorem\ntitle: t\nsource: s\nparameters: {a: 1..2, k: 0..1}\nwhere: sink.period > 3\nclaims:\n  - holds: 'true'\n";
        m = assertThrows(SpecException.class, () -> StatementLoader.parse("x.yaml", new StringReader(where))).getMessage();
        assertTrue(m.startsWith("x.yaml:6: 'sink' is a computed fact"), m);
    }

    @Test
    void defaultsOfTheShippedStatements() {
        Statement st = StatementLoader.load(Path.of("specs/additive-sink-period.yaml"));
        assertEquals("additive-sink-period", st.id());
        assertEquals("theorem", st.kind());
        assertEquals(3, st.claims().size());
        Outcome o = Checker.check(Instances.at(st, 5, 1, 1)); // b = 2ka + c = 11
        assertTrue(o.holds());
        assertEquals(115L, ((java.util.Map<?, ?>) o.facts().get("sink")).get("minimalPeriod"));
    }
}
