package org.subgames.sink.table;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.subgames.base.BadInputException;
import org.subgames.sink.AdditiveSet;

/**
 * Every kind of deliberately wrong word is caught by the per-instance check on small sets (k = 1
 * mutants at k = 1, k-part mutants from k = 2 or 3 on), and says what it changed. (The standard word
 * passes on these sets and more: SymbolicModelTest.)
 */
@Tag("smt")
class WordMutantsTest {

    /** The first set (a &lt;= 9, k &lt;= 3, every c) where the check fails, or empty. */
    private static Optional<String> firstFailure(WordModel m, int kFrom) {
        return firstFailure(m, kFrom, 3);
    }

    private static Optional<String> firstFailure(WordModel m, int kFrom, int kTo) {
        InstanceCheck check = new InstanceCheck(m);
        for (int a = 2; a <= 9; a++) {
            for (int k = kFrom; k <= kTo; k++) {
                for (int c = 0; c < 2 * a; c++) {
                    Optional<String> f = check.check(AdditiveSet.ofKc(a, k, c));
                    if (f.isPresent()) {
                        return f;
                    }
                }
            }
        }
        return Optional.empty();
    }

    @Test
    void everyKindOfMutantIsCaughtAndLabelled() {
        WordModel s = WordModel.standard();
        assertEquals("standard", s.label());
        record Case(WordModel model, int kFrom, String label) {
        }
        for (Case c : List.of(
                new Case(s.withLength("C5", Lin.parse("a-c+1")), 1, "standard, C5 = "),
                new Case(s.withLengthFromK2("B1", Lin.parse("t+1")), 2, "for k >= 2"),
                new Case(s.withExtraRepetitions(1), 2, "standard, +1 repetition(s) of the k-parts"),
                new Case(s.withExtraRepetitions(-1), 2, "standard, -1 repetition(s) of the k-parts"),
                new Case(s.withWrongLetter("KB3", 1, 1), 2, "standard, KB3 has letter 1 in repetition 1"),
                new Case(s.withFlippedInequality(), 1, "standard, inequality (4) flipped"))) {
            assertTrue(c.model().label().contains(c.label()), c.model().label());
            assertTrue(firstFailure(c.model(), c.kFrom()).isPresent(), c.model().label() + " is caught");
        }
        assertEquals(Optional.empty(), firstFailure(s.withLengthFromK2("B1", Lin.parse("t+1")), 1, 1), "a k >= 2 mutant leaves k = 1 alone");
    }

    @Test
    void mutantsNameExistingParts() {
        WordModel s = WordModel.standard();
        assertThrows(BadInputException.class, () -> s.withLength("X9", Lin.parse("a")));
        assertThrows(BadInputException.class, () -> s.withLengthFromK2("X9", Lin.parse("a")));
        assertThrows(BadInputException.class, () -> s.withWrongLetter("C5", 1, 1));
        assertThrows(BadInputException.class, () -> s.withWrongLetter("KB3", 0, 1));
        assertThrows(BadInputException.class, () -> s.withWrongLetter("KB3", 1, 4));
        assertThrows(BadInputException.class, () -> s.withWrongLetter("KB3", 1, -1));
        assertTrue(s.withWrongLetter("KB3", 2, 0).countConstraint().isPresent(), "a wrong letter in repetition 2 needs k - 1 >= 2");
        assertTrue(s.countConstraint().isEmpty());
        assertEquals(2, s.runCounts().size());
        assertEquals(3, s.withWrongLetter("KA1", 1, 3).runCounts().size());
    }
}
