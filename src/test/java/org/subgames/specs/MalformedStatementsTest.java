package org.subgames.specs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.StringReader;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.subgames.base.BadInputException;

/**
 * Statements a researcher could mistype, each refused with a message that names the line and what
 * is wrong (never loaded as something else), and the parts a well-formed statement keeps.
 */
@Tag("statements")
class MalformedStatementsTest {

    private static final String HEAD = "id: x\nkind: conjecture\ntitle: t\nsource: s\n";
    private static final String GAME = "parameters: {a: 1..4, b: a+1..6}\nmoves: [a, b]\nconvention: wall\n";

    private static Statement parse(String yaml) {
        return StatementLoader.parse("x.yaml", new StringReader(yaml));
    }

    private static void refused(String yaml, String fragment) {
        String m = assertThrows(SpecException.class, () -> parse(yaml), yaml).getMessage();
        assertTrue(m.startsWith("x.yaml:") && m.contains(fragment), "'" + fragment + "' in: " + m);
    }

    @Test
    void unknownKeysAreRefusedWherever() {
        refused(HEAD + GAME + "claims:\n  - holds: 'true'\nbogus: 1\n", "unknown key 'bogus'");
        refused(HEAD + "parameters: {a: 1..4, k: 0..1, z: 1..2}\nclaims:\n  - holds: 'true'\n", "unknown key 'z'");
        refused(HEAD + "parameters: {n: 5..9}\nmoves: {family: squares, upTo: n, step: 2}\nconvention: wall\nclaims:\n  - holds: 'true'\n",
                "unknown key 'step'");
        refused(HEAD + GAME + "claims:\n  - holds: 'true'\ncensus:\n  group: G.period\n  colour: red\n", "unknown key 'colour'");
        refused(HEAD + GAME + "claims:\n  - holds: 'true'\n    expected: 1\n", "expected");
        refused(HEAD + GAME + "claims:\n  - actual: a\n    expected: a\n    holds: 'true'\n", "holds");
        refused(HEAD + GAME + "claims:\n  - periodic: wall\n    period: a + b\n    from: 0\n    expected: 1\n", "expected");
        refused(HEAD + GAME + "claims:\n  - agree: [wall, wall]\n    holds: 'true'\n", "holds");
        refused(HEAD + GAME + "claims:\n  - agree: [wall]\n", "agree needs two sequences");
        refused(HEAD + GAME + "claims:\n  - agree: [wall, nope]\n", "unknown sequence 'nope'");
        refused("kind: theorem\n" + HEAD.substring(HEAD.indexOf("title")) + "id: x\n" + GAME
                + "claims:\n  - holds: 'true'\nbacking:\n  proved: all a\n  lemmas: [modular]\n  command: c\n  note: n\n", "unknown key 'note'");
    }

    @Test
    void namesMustBeKnownWhereTheyAreUsed() {
        refused(HEAD + "parameters: {a: 1..b}\nmoves: [a]\nconvention: wall\nclaims:\n  - holds: 'true'\n", "(parameters here: none)");
        refused(HEAD + "parameters: {a: 1..4, b: a+1..zz}\nmoves: [a, b]\nconvention: wall\nclaims:\n  - holds: 'true'\n", "'zz'");
        refused(HEAD + "parameters: {a: 1..4}\nmoves: [a, q]\nconvention: wall\nclaims:\n  - holds: 'true'\n", "q");
        refused(HEAD + "parameters: {n: 5..9}\nmoves: {family: squares, upTo: m}\nconvention: wall\nclaims:\n  - holds: 'true'\n", "m");
        refused(HEAD + GAME + "claims:\n  - forall: x in 1..zz\n    holds: 'true'\n", "zz");
        refused(HEAD + GAME + "claims:\n  - when: zz > 1\n    holds: 'true'\n", "zz");
        refused(HEAD + GAME + "claims:\n  - periodic: wall\n    period: a + b\n    from: 0\n    minimal: maybe\n", "minimal");
        refused(HEAD + "parameters: {a: 1..4, k: -1..1}\nclaims:\n  - holds: 'true'\n", "k and c must be non-negative");
        refused(HEAD + "parameters: {a: 1..4, k: 0..1, c: -2..1}\nclaims:\n  - holds: 'true'\n", "k and c must be non-negative");
    }

    @Test
    void backingIsProvedWithLemmasAndCommandOrPerInstance() {
        String theorem = "id: x\nkind: theorem\ntitle: t\nsource: s\n" + GAME + "claims:\n  - holds: 'true'\n";
        refused(theorem + "backing:\n  lemmas: [modular]\n  per-instance: p\n", "lemmas, command and bounded belong to proved");
        refused(theorem + "backing:\n  command: c\n  per-instance: p\n", "lemmas, command and bounded belong to proved");
        refused(theorem + "backing:\n  bounded: b\n  per-instance: p\n", "lemmas, command and bounded belong to proved");
        refused(theorem + "backing:\n  bounded: b\n", "lemmas, command and bounded belong to proved");
        refused(theorem + "backing: {}\n", "backing needs proved");
        Statement st = parse(theorem + "backing:\n  per-instance: every instance\n");
        assertEquals("every instance", st.backing().perInstance());
        assertEquals(List.of(), st.backing().lemmas());
    }

    /** A single number is the range n..n; lets and claims are kept in order. */
    @Test
    void whatAWellFormedStatementKeeps() {
        Statement st = parse(HEAD + "parameters: {a: 3, b: a+1..6}\nmoves: [a, b]\nconvention: wall\nlet:\n  P: a + b\n  Q: 2*a\n"
                + "claims:\n  - holds: 'true'\n  - actual: P\n    expected: a + b\n  - periodic: wall\n    period: P\n    from: 0\n    minimal: false\n"
                + "  - agree: [wall, wall]\n    from: 0\n    to: a + b\n");
        assertEquals(List.of("P", "Q"), List.copyOf(st.lets().keySet()));
        assertEquals(4, st.claims().size());
        assertEquals(List.of(3L, 3L), List.of(Instances.at(st, 3, 4).value("a"), (long) Instances.select(st, java.util.Map.of(), null,
                org.subgames.base.Shard.ALL).instances().get(0).value("a")));
        assertEquals(3, Instances.select(st, java.util.Map.of(), null, org.subgames.base.Shard.ALL).total(), "a = 3, b = 4..6");
        assertTrue(!st.usesG() && StatementLoader.resolve("two-move", Path.of("specs")).usesG(), "G is noted where a claim or the census reads it");
    }

    @Test
    void statementsAreFoundByFileIdOrFamily() {
        Path specs = Path.of("specs");
        assertEquals("two-move", StatementLoader.resolve("specs/two-move.yaml", specs).id());
        assertEquals("two-move", StatementLoader.resolve("two-move", specs).id());
        assertEquals("three-move", StatementLoader.resolve("three-move", specs).id());
        assertThrows(BadInputException.class, () -> StatementLoader.resolve("specs/none.yaml", specs));
        assertThrows(BadInputException.class, () -> StatementLoader.resolve("none", specs));
        List<Statement> all = StatementLoader.loadDirectory(specs);
        List<String> ids = all.stream().map(Statement::id).toList();
        assertEquals(ids.stream().sorted().toList(), ids, "by id");
        assertTrue(ids.contains("additive-sink-period") && ids.contains("two-move"), ids.toString());
    }
}
