package org.subgames.specs;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.StringReader;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.subgames.base.IntRange;
import org.subgames.base.Shard;

/**
 * The compiled enumeration ({@link CompiledStatement#blocks}, {@link CompiledStatement#forEach})
 * against {@link Instances#select}: the same instances (parameters and moves) with the same indices,
 * in the same order, whatever the number of blocks asked for, for dependent ranges, --param
 * overrides, where filters (compiled, and ones that fall back to JEXL), a --where filter, and moves
 * that are no move set at tuples the where excludes. A move set that is none and not excluded is
 * the same error both ways.
 */
@Tag("statements")
class CompiledStatementEnumerationTest {

    private static final String HEAD = "kind: census\ntitle: t\nsource: s\nconvention: both\n";

    private static Statement parse(String id, String body) {
        return StatementLoader.parse(id + ".yaml", new StringReader("id: " + id + "\n" + HEAD + body));
    }

    /** One instance as the enumeration gives it: index, parameters, moves in the statement's order. */
    private record Seen(int index, List<Long> params, List<Integer> moves) {
    }

    private static List<Seen> jexl(Statement st, Map<String, IntRange> overrides, Expr filter) {
        List<Seen> out = new ArrayList<>();
        for (Instance in : Instances.select(st, overrides, filter, Shard.ALL).instances()) {
            out.add(new Seen(in.index(), in.tuple(), java.util.Arrays.stream(in.moves()).boxed().toList()));
        }
        return out;
    }

    private static List<Seen> compiled(Statement st, Map<String, IntRange> overrides, Expr filter, int wanted) throws Exception {
        CompiledStatement cs = CompiledStatement.of(st, CensusSpec.NONE, overrides, filter);
        List<CompiledStatement.Block> blocks = cs.blocks(wanted);
        CompiledExpr.Frame f = cs.frame();
        List<Seen> out = new ArrayList<>();
        int next = 0;
        for (CompiledStatement.Block b : blocks) {
            assertEquals(next, b.first(), "blocks are contiguous");
            int before = out.size();
            cs.forEach(b, f, i -> {
                List<Long> params = java.util.Arrays.stream(f.params).boxed().toList();
                out.add(new Seen(i, params, java.util.Arrays.stream(f.moves).boxed().toList()));
                int[] sorted = f.moves.clone();
                java.util.Arrays.sort(sorted);
                assertArrayEquals(sorted, f.sorted, "the frame's sorted moves");
            });
            assertEquals(b.count(), out.size() - before, "the block's count");
            next += b.count();
        }
        assertEquals(CompiledStatement.total(blocks), out.size());
        return out;
    }

    private static void same(Statement st, Map<String, IntRange> overrides, Expr filter) throws Exception {
        List<Seen> expected = jexl(st, overrides, filter);
        assertTrue(expected.size() > 5, st.id() + ": " + expected.size() + " instances");
        for (int wanted : new int[] {1, 2, 7, 64, 100_000}) {
            assertEquals(expected, compiled(st, overrides, filter, wanted), st.id() + " in " + wanted + " blocks (at least)");
        }
    }

    @Test
    void theThreeMoveFamilyWithItsDependentRanges() throws Exception {
        Statement st = StatementLoader.resolve("three-move", Path.of("specs"));
        same(st, Map.of("c", new IntRange(3, 16)), null);
        // --param fixes a: the where keeps a < b < c
        same(st, Map.of("c", new IntRange(3, 16), "a", new IntRange(5, 5)), null);
        same(st, Map.of("c", new IntRange(3, 16), "b", new IntRange(4, 9)), Expr.filter("--where", "a % 2 == 1 || c == 12"));
    }

    @Test
    void specsStatements() throws Exception {
        same(StatementLoader.resolve("two-move", Path.of("specs")), Map.of("b", new IntRange(2, 25)), null);
        same(StatementLoader.resolve("three-move-a-plus-c", Path.of("specs")), Map.of("a", new IntRange(2, 9)), null);
    }

    @Test
    void rangesOnLaterParametersAndAWhereOverS() throws Exception {
        // declared before the parameters their ranges read; a where over S and a function
        Statement st = parse("dep", """
                parameters:
                  b: a + 1..min(c - 1, 2*a + 3)
                  a: 1..c - 2
                  c: 4..20
                where: "a < b && b < c && (a + b) % 5 != 1 && S.max < 2 * S.min + 9 && !S.isSumOfTwo(c)"
                moves: [c, a, b]
                """);
        same(st, Map.of(), null);
        same(st, Map.of("c", new IntRange(10, 14)), Expr.filter("--where", "a != 3"));
    }

    @Test
    void aMoveThatIsNoneWhereTheWhereExcludesIt() throws Exception {
        // b - a is not positive for b <= a, repeats a at b = 2a and c at b = a + c: the where excludes those tuples
        Statement st = parse("excl", """
                parameters: {a: 1..6, b: 1..14, c: 1..9}
                where: "b - a > 0 && b != 2 * a && c != a && c != b - a"
                moves: [a, b - a, c]
                """);
        same(st, Map.of(), null);
        same(st, Map.of("a", new IntRange(2, 3)), Expr.filter("--where", "c > 2"));
        // the where alone does not exclude them: --where does
        Statement open = parse("open", """
                parameters: {a: 1..6, b: 1..14, c: 1..9}
                where: "c < 9"
                moves: [a, b - a, c]
                """);
        same(open, Map.of(), Expr.filter("--where", "b - a > 0 && b != 2 * a && c != a && c != b - a"));
        // nothing excludes them: the same error both ways
        String m = assertThrows(SpecException.class, () -> jexl(open, Map.of(), null)).getMessage();
        assertEquals(m, assertThrows(SpecException.class, () -> compiled(open, Map.of(), null, 8)).getMessage());
    }

    @Test
    void aWhereThatLeavesSixtyFourBits() throws Exception {
        // a * 2^62 widens to a BigInteger in JEXL for a >= 2: the compiled where falls back to JEXL there
        Statement st = parse("wide", """
                parameters: {a: 1..7, b: a + 1..12, c: b + 1..14}
                where: "a * 4611686018427387904 + b > 4611686018427387904 * 3 || c % 4 == 0"
                moves: [a, b, c]
                """);
        same(st, Map.of(), null);
    }

    @Test
    void aRangeThatLeavesSixtyFourBitsMidway() throws Exception {
        // JEXL widens 2^63 - 1 + a to a BigInteger and narrows it back when 2^63 - 1 is subtracted:
        // the range is a + 3, and the compiled enumeration takes JEXL's value
        Statement st = parse("midway", """
                parameters: {a: 1..5, b: a + 1..9223372036854775807 + a - 9223372036854775807 + 3, c: b + 1..b + 2}
                moves: [a, b, c]
                """);
        same(st, Map.of(), null);
    }
}
