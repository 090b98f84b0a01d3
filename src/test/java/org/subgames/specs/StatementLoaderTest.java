package org.subgames.specs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.StringReader;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

@Tag("statements")
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
        at("undefined-range", 7, "range of b: 'd' is not another parameter");
        at("cyclic-ranges", 6, "refer to each other in a cycle: a -> b, b -> a");
        at("empty-range", 6, "empty range 5..2");
        at("empty-moves", 7, "the move set is empty");
        at("unknown-family", 7, "unknown family 'cubes'");
        at("bad-convention", 8, "convention must be wall, sink or both");
        at("fact-of-other-convention", 10, "'sink' is not available in this statement");
    }

    @Test
    void aCensusIsNeverMarkedProvedAndProvedNamesItsLemmasAndCommand() {
        String head = "id: x\ntitle: t\nsource: s\nparameters: {a: 1..4}\nmoves: [a]\nconvention: wall\nclaims:\n  - holds: 'true'\n";
        String ok = "backing:\n  proved: all a\n  lemmas: [modular]\n  command: c\n  per-instance: p\n";
        Statement st = StatementLoader.parse("x.yaml", new StringReader("kind: theorem\n" + head + ok));
        assertEquals(List.of("modular"), st.backing().lemmas());
        // a conjecture may have a proved part (the three-move families: their periods), the rest stays conjectural
        assertEquals("all a", StatementLoader.parse("x.yaml", new StringReader("kind: conjecture\n" + head + ok)).backing().proved());
        String census = "id: x\nkind: census\ntitle: t\nsource: s\nparameters: {a: 1..4}\nmoves: [a]\nconvention: wall\n";
        String m = assertThrows(SpecException.class, () -> StatementLoader.parse("x.yaml", new StringReader(census + ok))).getMessage();
        assertTrue(m.contains("a census has nothing proved for all parameters"), m);
        m = assertThrows(SpecException.class, () -> StatementLoader.parse("x.yaml",
                new StringReader("kind: theorem\n" + head + "backing:\n  proved: all a\n  command: c\n"))).getMessage();
        assertTrue(m.contains("lemmas"), m);
    }

    /** A backing with lemma word lists claims by name, each once, in proved or per-instance; errors say the line. */
    @Test
    void aWordBackingListsEveryClaimByNameOnce() {
        String head = "id: x\nkind: theorem\ntitle: t\nsource: s\nparameters: {a: 1..4}\nmoves: [a]\nconvention: wall\nclaims:\n"
                + "  - name: one\n    holds: 'true'\n  - name: two\n    holds: 'a >= 1'\nword:\n  domain: 'a >= 1'\n  wall:\n    - period: '0^a 1^a'\n"
                + "backing:\n  lemmas: [word, mex-link]\n  command: c\n";
        Statement st = StatementLoader.parse("x.yaml", new StringReader(head + "  proved: [one]\n  per-instance: [two]\n"));
        assertEquals(List.of("one"), st.backing().provedClaims());
        assertEquals(List.of("two"), st.backing().perInstanceClaims());
        assertTrue(st.backing().word() && st.backing().proves());
        assertEquals(null, st.backing().proved());
        st = StatementLoader.parse("x.yaml", new StringReader(head));
        assertEquals(List.of(), st.backing().provedClaims(), "without the lists nothing is proved until --write fills them");
        assertEquals(List.of("one", "two"), st.backing().perInstanceClaims());
        for (String[] bad : new String[][] {
                {"  proved: \"every claim, in words\"\n  per-instance: []\n", "x.yaml:20: a backing of the word prover lists claim names under proved, not text"},
                {"  proved: [one, three]\n  per-instance: [two]\n", "'three' is not the name of a claim of this statement"},
                {"  proved: [one, one]\n  per-instance: [two]\n", "claim 'one' is listed twice"},
                {"  proved: [one]\n  per-instance: [one, two]\n", "claim 'one' is listed both proved and per-instance"},
                {"  proved: [one]\n  per-instance: []\n", "claim 'two' is neither listed proved nor per-instance"},
                {"  proved: [one, two]\n", "per-instance"}}) {
            String m = assertThrows(SpecException.class, () -> StatementLoader.parse("x.yaml", new StringReader(head + bad[0]))).getMessage();
            assertTrue(m.contains(bad[1]), m);
        }
        String same = head.replace("name: two", "name: one");
        String m0 = assertThrows(SpecException.class, () -> StatementLoader.parse("x.yaml", new StringReader(same))).getMessage();
        assertTrue(m0.contains("the statement's claims need distinct names"), m0);
        String noWord = head.replace("word:\n  domain: 'a >= 1'\n  wall:\n    - period: '0^a 1^a'\n", "");
        String m = assertThrows(SpecException.class, () -> StatementLoader.parse("x.yaml", new StringReader(noWord))).getMessage();
        assertTrue(m.contains("the lemma word is the word prover on the statement's word: block (or its scaling claims), and this statement has neither"), m);
    }

    @Test
    void aMoveSetThatIsNoneIsAnErrorAtTheMovesLine() {
        Statement st = StatementLoader.load(Path.of("src/test/resources/specs-broken/nonpositive-move.yaml"));
        String m = assertThrows(SpecException.class, () -> Instances.enumerate(st, Map.of(), null,
                org.subgames.base.Shard.ALL)).getMessage();
        assertTrue(m.startsWith("src/test/resources/specs-broken/nonpositive-move.yaml:8: move 'b' = 0 at a = 1, b = 0 is not a positive move"), m);
    }

    @Test
    void aWhereFromTheCommandLineAlsoExcludesMoveSetsThatAreNone() {
        String yaml = "id: x\nkind: census\ntitle: t\nsource: s\nparameters: {a: 1..4, b: 1..4}\nmoves: [a, b]\nconvention: wall\n";
        Statement st = StatementLoader.parse("x.yaml", new StringReader(yaml));
        String m = assertThrows(SpecException.class, () -> Instances.enumerate(st, Map.of(), null,
                org.subgames.base.Shard.ALL)).getMessage();
        assertTrue(m.startsWith("x.yaml:6: at a = 1, b = 1: move 1 is given twice"), m);
        var sel = Instances.select(st, Map.of(), Expr.filter("--where", "a < b"), org.subgames.base.Shard.ALL);
        assertEquals(6, sel.total()); // {1,2} {1,3} {1,4} {2,3} {2,4} {3,4}
    }

    @Test
    void theIssue3FormAndTheGeneralFormGiveTheSameInstances() {
        String legacy = "id: x\nkind: theorem\ntitle: t\nsource: s\nparameters: {a: 1..9, k: 0..3}\nclaims:\n  - holds: 'true'\n";
        String general = "id: x\nkind: theorem\ntitle: t\nsource: s\nparameters: {a: 1..9, k: 0..3, c: 0..2*a - 1}\n"
                + "where: 2*k*a + c > a && c < 2*a\nmoves: [a, 2*k*a + c, a + 2*k*a + c]\nconvention: both\nlibrary: additive\n"
                + "claims:\n  - holds: 'true'\n";
        var x = Instances.enumerate(StatementLoader.parse("x.yaml", new StringReader(legacy)), Map.of(), null, org.subgames.base.Shard.ALL);
        var y = Instances.enumerate(StatementLoader.parse("x.yaml", new StringReader(general)), Map.of(), null, org.subgames.base.Shard.ALL);
        assertEquals(x.size(), y.size());
        for (int i = 0; i < x.size(); i++) {
            assertEquals(x.get(i).setText(), y.get(i).setText());
            assertEquals(x.get(i).tuple(), y.get(i).tuple());
        }
    }

    @Test
    void aParameterMustAgreeWithTheAdditiveLibrary() {
        String yaml = "id: x\nkind: theorem\ntitle: t\nsource: s\nparameters: {a: 2..2, c: 0..5}\nmoves: [a, 7, a + 7]\n"
                + "convention: sink\nlibrary: additive\nclaims:\n  - holds: 'true'\n";
        Statement st = StatementLoader.parse("x.yaml", new StringReader(yaml));
        String m = assertThrows(SpecException.class, () -> Instances.enumerate(st, Map.of(), null, org.subgames.base.Shard.ALL)).getMessage();
        assertTrue(m.startsWith("x.yaml:5: parameter c = 0 differs from the additive library's c = 3"), m);
    }

    @Test
    void aHeatMapSaysWhatItsColourShows() {
        String yaml = "id: x\nkind: census\ntitle: t\nsource: s\nparameters: {a: 1..5, b: a+1..6}\nmoves: [a, b]\n"
                + "convention: wall\ncensus:\n  heatmap: {x: a, y: b, value: G.maxValue%s}\n";
        assertEquals("largest value", StatementLoader.parse("x.yaml", new StringReader(String.format(yaml, ", label: largest value")))
                .census().heatmap().valueTitle());
        assertEquals("G.maxValue", StatementLoader.parse("x.yaml", new StringReader(String.format(yaml, ""))).census().heatmap().valueTitle());
        String m = assertThrows(SpecException.class, () -> StatementLoader.parse("x.yaml",
                new StringReader(String.format(yaml, ", lable: oops")))).getMessage();
        assertTrue(m.startsWith("x.yaml:9: unknown key 'lable' in a heatmap"), m);
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
        assertEquals(115L, ((Map<?, ?>) o.facts().get("sink")).get("minimalPeriod"));
    }
}
