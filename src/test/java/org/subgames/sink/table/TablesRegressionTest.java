package org.subgames.sink.table;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.subgames.proof.smt.CellDeriver;

/** Regenerates Tables 1-12 (k = 1, 2) and compares them with the checked-in files in specs/tables. */
@Tag("smt")
class TablesRegressionTest {

    static Tables k1;
    static Tables k2;

    @BeforeAll
    static void derive() {
        k1 = CellDeriver.derive(WordModel.standard(), 1);
        k2 = CellDeriver.derive(WordModel.standard(), 2);
    }

    private static String checkedIn(String rel) throws IOException {
        return Files.readString(Path.of("specs/tables").resolve(rel), StandardCharsets.UTF_8);
    }

    @Test
    void tablesAreUnchanged() throws IOException {
        for (Tables t : List.of(k1, k2)) {
            String dir = "k" + t.k() + "/";
            assertEquals(checkedIn(dir + "reachability.md"), t.reachabilityMarkdown(), dir + "reachability.md changed: regenerate with tables write --tables specs/tables and review");
            assertEquals(checkedIn(dir + "reachability.csv"), t.reachabilityCsv(), dir + "reachability.csv");
            assertEquals(checkedIn(dir + "anti-collision.md"), t.antiCollisionMarkdown(), dir + "anti-collision.md");
            assertEquals(checkedIn(dir + "anti-collision.csv"), t.antiCollisionCsv(), dir + "anti-collision.csv");
        }
    }

    private static String cell(Tables t, String context, String factor, int u) {
        for (Tables.ContextTables ct : t.contexts()) {
            if (ct.window().name().equals(context)) {
                for (Tables.Row r : ct.rows()) {
                    if (r.factor().label().equals(factor)) {
                        return r.reach().get(u).stream().map(w -> w.move() + "→" + w.target()).collect(Collectors.joining(", "));
                    }
                }
            }
        }
        throw new AssertionError("no cell " + context + " " + factor);
    }

    /** The two cells the paper's prose names. */
    @Test
    void paperCells() {
        assertEquals("b→Z, a+b→b4", cell(k1, "bZB", "A3", 0));
        assertEquals("b→c8, a+b→c4", cell(k1, "cC", "A3", 0));
        assertEquals("a→A1", cell(k1, "cC", "A3", 1));
    }

    @Test
    void kPartsAppearForKTwo() {
        assertEquals("a→KA1.1", cell(k2, "bB", "KA2.1", 1));
    }

    @Test
    void anticollisionCellsNeverHoldTheFactorsValue() {
        for (Tables t : List.of(k1, k2)) {
            for (Tables.ContextTables ct : t.contexts()) {
                for (Tables.Row r : ct.rows()) {
                    for (List<Tables.Way> ways : r.landing()) {
                        for (Tables.Way w : ways) {
                            if (w.targetLetter() == r.factor().letter()) {
                                throw new AssertionError(ct.window().name() + " " + r.factor().label() + " reaches " + w.target());
                            }
                        }
                    }
                }
            }
        }
    }
}
