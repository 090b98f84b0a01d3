package org.subgames.census;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.subgames.base.IntRange;
import org.subgames.base.Shard;
import org.subgames.specs.Expr;
import org.subgames.specs.StatementLoader;

/**
 * The census's compiled path against its JEXL path: the same Parquet rows (every column, ordered by
 * instance and convention) for the built-in three-move family, two-move, a statement with lets,
 * formulas, a heat map with a where and a --where filter, one whose limit leaves games without a
 * certificate, one whose group leaves 64 bits at some instances, a one-convention statement and a
 * shard. Each run is checked to take the compiled path (else the comparison would be of the JEXL
 * path with itself), and the statements made for the fallback are checked to exercise it.
 */
@Tag("statements")
class CompiledCensusTest {

    @TempDir
    Path tmp;

    private static final String HEAD = "kind: census\ntitle: t\nsource: s\n";

    /** Lets of every type, every fact of G, wall and sink, S's methods, formulas and a heat map with a where. */
    private static final String RICH = "id: rich\n" + HEAD + """
            parameters:
              c: 4..24
              a: 1..c - 2
              b: a + 1..min(c - 1, 2*a + 3)
            where: a < b && b < c && (a + b) % 5 != 1
            moves: [b, a, c]
            convention: both
            let:
              m: G.minimalPeriod
              pre: "wall.preperiod + sink.preperiod * 1000"
              name: S.sumOfTwo(m)
              pure: G.purelyPeriodic && sink.purelyPeriodic == wall.purelyPeriodic
              w: "G.windowStart - G.periodicFrom + G.period - m"
            census:
              group: "pure ? name : (S.isSumOfTwo(G.period) ? 'sum ' : 'other')"
              formulas:
                a+b: m == a + b
                window: w == 0 && G.cold >= 1 && G.maxValue <= S.size
                big preperiod: pre > 2 * S.get(3)
              heatmap:
                x: "floor(a, 2) * 2"
                y: "modulo(b, 7) + gcd(a, c) + ceil(c, 3)"
                value: "G.cold * 100 + G.maxValue - min(a, b) + max(c, sink.cold) / 2"
                where: "c % 3 == 0 || pure"
            """;

    /** A group beyond 64 bits where a >= 8 (the let overflows: JEXL widens it to a BigInteger). */
    private static final String OVERFLOW = "id: overflow\n" + HEAD + """
            parameters: {c: 3..16, a: 1..c - 2, b: a + 1..c - 1}
            moves: [a, b, c]
            convention: both
            let:
              big: 9223372036854775800 + a
            census:
              group: big
              formulas:
                huge: big > 9223372036854775806
                small: b * 1152921504606846976 > 0
              heatmap:
                x: a
                y: b
                value: "big - c"
            """;

    /**
     * One convention; a group of truth values; a heat value of text; a formula that negates an int
     * -2^31, which JEXL wraps to itself (the compiled path once had 2^31 there, and no row had it).
     */
    private static final String SINK = "id: sink-only\n" + HEAD + """
            parameters: {a: 1..12, b: a + 1..14}
            moves: [a, b, a + b + 1]
            convention: sink
            census:
              group: "G.preperiod == 0 || G.minimalPeriod > a + b"
              formulas:
                wrapped: "-(S.min - 2147483647 - S.min - 1) < 0 && b % 3 == 0"
                other: "true"
              heatmap:
                x: a
                y: b
                value: S.sumOfTwo(G.minimalPeriod)
            """;

    /** The statement of this YAML text, from a file named by its id. */
    private org.subgames.specs.Statement load(String id, String yaml) throws java.io.IOException {
        Path file = tmp.resolve(id + ".yaml");
        java.nio.file.Files.writeString(file, yaml);
        return StatementLoader.load(file);
    }

    private CensusRun.Options options(Map<String, IntRange> ranges, Expr where, int limit, Shard shard, String out) {
        return new CensusRun.Options(ranges, where, null, 2, shard, tmp.resolve(out), false, limit, CensusRun.Format.PARQUET);
    }

    @Test
    void threeMoveFamily() throws Exception {
        same(StatementLoader.resolve("three-move", Path.of("specs")), Map.of("c", new IntRange(3, 30)), null, 1 << 20, Shard.ALL);
    }

    @Test
    void twoMove() throws Exception {
        same(StatementLoader.resolve("two-move", Path.of("specs")), Map.of(), null, 1 << 20, Shard.ALL);
    }

    @Test
    void letsFormulasHeatMapWhereAndFilter() throws Exception {
        same(load("rich", RICH), Map.of(), Expr.filter("--where", "a + c != 13 && b != 7"), 1 << 20,
                Shard.ALL);
    }

    @Test
    void aLimitThatLeavesGamesWithoutCertificate() throws Exception {
        List<List<String>> rows = same(StatementLoader.resolve("three-move", Path.of("specs")), Map.of("c", new IntRange(3, 18)), null, 40,
                Shard.ALL);
        int certificate = column(rows, "certificate");
        long none = rows.stream().skip(1).filter(r -> r.get(certificate) != null).count();
        assertTrue(none > 0 && none < rows.size() - 1, none + " of " + rows.size() + " games have no certificate within 40");
        System.out.printf("compiled census: %d of %d games without a certificate within 40 (their instances from the JEXL path)%n", none,
                rows.size() - 1);
    }

    @Test
    void aGroupBeyond64Bits() throws Exception {
        List<List<String>> rows = same(load("overflow", OVERFLOW), Map.of(), null, 1 << 20, Shard.ALL);
        int grp = column(rows, "grp");
        int a = column(rows, "a");
        for (List<String> r : rows.subList(1, rows.size())) {
            long av = Long.parseLong(r.get(a));
            // a >= 8: the JEXL path wrote the BigInteger; a < 8: the compiled path the long
            assertEquals(new java.math.BigInteger("9223372036854775800").add(java.math.BigInteger.valueOf(av)).toString(), r.get(grp));
        }
        assertTrue(rows.stream().skip(1).anyMatch(r -> Long.parseLong(r.get(a)) >= 8) && rows.stream().skip(1).anyMatch(r -> Long.parseLong(r.get(a)) < 8));
    }

    @Test
    void oneConvention() throws Exception {
        same(load("sink-only", SINK), Map.of(), null, 1 << 20, Shard.ALL);
    }

    @Test
    void aShard() throws Exception {
        same(StatementLoader.resolve("three-move", Path.of("specs")), Map.of("c", new IntRange(3, 20)), null, 1 << 20, new Shard(2, 3));
        same(load("rich", RICH), Map.of(), Expr.filter("--where", "a != 2"), 1 << 20, new Shard(2, 3));
    }

    /** Runs the census both ways into two stores; asserts the same result counts and rows; returns the rows (with a header row first). */
    private List<List<String>> same(org.subgames.specs.Statement st, Map<String, IntRange> ranges, Expr where, int limit, Shard shard)
            throws SQLException {
        String name = st.id() + "-" + shard.index() + "-" + limit;
        CensusRun.Options compiled = options(ranges, where, limit, shard, name + "-compiled");
        CensusRun.Options jexl = options(ranges, where, limit, shard, name + "-jexl");
        assertTrue(CensusRun.takesCompiledPath(st, compiled), st.id() + " takes the compiled path");
        CensusRun.Result c = CensusRun.run(st, compiled);
        CensusRun.Result j = CensusRun.runStoreOnJexlPath(st, jexl);
        assertTrue(c.complete() && j.complete());
        assertEquals(j.total(), c.total(), "instances");
        assertEquals(j.owned(), c.owned(), "instances of the shard");
        assertEquals(j.computed(), c.computed());
        List<List<String>> cr = rows(compiled.out());
        List<List<String>> jr = rows(jexl.out());
        assertEquals(jr.get(0), cr.get(0), "columns");
        assertEquals(jr.size(), cr.size(), "rows");
        for (int i = 1; i < jr.size(); i++) {
            assertEquals(jr.get(i), cr.get(i), st.id() + ": row " + i + " " + jr.get(0));
        }
        assertTrue(cr.size() > 20, st.id() + ": " + (cr.size() - 1) + " rows");
        System.out.printf("compiled census = JEXL census: %s (shard %d/%d, limit %d), %d instances, %d rows%n", st.id(), shard.index(),
                shard.count(), limit, c.owned(), cr.size() - 1);
        return cr;
    }

    /** Every column of every row as text (null for NULL), ordered by instance and convention; the column names first. */
    private static List<List<String>> rows(Path store) throws SQLException {
        List<List<String>> out = new ArrayList<>();
        try (Connection conn = CensusStore.connect(); Statement s = conn.createStatement();
             ResultSet r = s.executeQuery("SELECT * FROM read_parquet(" + CensusStore.fileList(CensusStore.parts(store))
                     + ") ORDER BY idx, convention")) {
            ResultSetMetaData md = r.getMetaData();
            List<String> head = new ArrayList<>();
            for (int i = 1; i <= md.getColumnCount(); i++) {
                head.add(md.getColumnName(i));
            }
            out.add(head);
            while (r.next()) {
                List<String> row = new ArrayList<>();
                for (int i = 1; i <= md.getColumnCount(); i++) {
                    Object v = r.getObject(i);
                    row.add(v == null ? null : v instanceof java.sql.Array arr ? java.util.Arrays.toString((Object[]) arr.getArray()) : v.toString());
                }
                out.add(row);
            }
        }
        return out;
    }

    private static int column(List<List<String>> rows, String name) {
        int i = rows.get(0).indexOf(name);
        assertTrue(i >= 0, name);
        return i;
    }
}
