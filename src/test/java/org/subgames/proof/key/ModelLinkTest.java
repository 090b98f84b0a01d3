package org.subgames.proof.key;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.subgames.sink.table.Lin;
import org.subgames.sink.table.Var;
import org.subgames.sink.table.WordModel;

/** The text half of model-link: the reference's model predicates are the rendering of the symbolic tables. */
@Tag("key")
class ModelLinkTest {

    private static String source() throws Exception {
        return Files.readString(Path.of("src/main/java").resolve(ModelLink.SOURCE));
    }

    @Test
    void theReferencePredicatesAreTheSymbolicTables() throws Exception {
        assertEquals(List.of(), ModelLink.mismatches(source(), WordModel.standard()));
    }

    @Test
    void everyWordMutantDiffersFromTheGenerator() throws Exception {
        String src = source();
        Lin a = Lin.of(Var.A);
        Lin t = Lin.of(Var.T);
        for (WordModel m : List.of(
                WordModel.standard().withLength("B2", a.minus(t).plus(1)),
                WordModel.standard().withLength("C5", a.minus(t)),
                WordModel.standard().withLengthFromK2("B1", t.plus(1)),
                WordModel.standard().withExtraRepetitions(1),
                WordModel.standard().withExtraRepetitions(-1),
                WordModel.standard().withFlippedInequality(),
                WordModel.standard().withWrongLetter("KB3", 1, 1))) {
            assertFalse(ModelLink.mismatches(src, m).isEmpty(), "the mutant " + m.label() + " must not match the generator's table");
        }
    }

    @Test
    void anEditedContractIsCaught() throws Exception {
        String src = source();
        String edited = src.replace("lengths[p + 2 * k + 5] == a - c", "lengths[p + 2 * k + 5] == a - t");
        assertTrue(!edited.equals(src), "edit target not found");
        List<String> m = ModelLink.mismatches(edited, WordModel.standard());
        assertEquals(1, m.size(), m.toString());
        assertTrue(m.get(0).startsWith("blockAt differs"), m.get(0));
        assertFalse(ModelLink.mismatches(src.replace("static model boolean linearAt(", "static model boolean linearWord("),
                WordModel.standard()).isEmpty());
        // the intro lemma's precondition is checked too (it restates the body, and must not drift)
        int intro = src.indexOf("static void blockIntro(");
        int at = src.lastIndexOf("lengths[p + 2 * k + 5] == a - c", intro);
        String driftedLemma = src.substring(0, at) + "lengths[p + 2 * k + 5] == a - t" + src.substring(at + "lengths[p + 2 * k + 5] == a - c".length());
        List<String> d = ModelLink.mismatches(driftedLemma, WordModel.standard());
        assertEquals(List.of("blockIntro does not require exactly the body of blockAt"), d);
    }
}
