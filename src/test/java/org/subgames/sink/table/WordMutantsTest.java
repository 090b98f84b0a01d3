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
 * passes on these sets and more: SymbolicModelTest; each step's report on its own: InstanceCheckReportsTest.)
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

    /** Every kind of mutant is caught, labelled, and reported where it first differs from the word. */
    @Test
    void everyKindOfMutantIsCaughtAndLabelled() {
        WordModel s = WordModel.standard();
        assertEquals("standard", s.label());
        record Case(WordModel model, int kFrom, String label, String report) {
        }
        for (Case c : List.of(
                new Case(s.withLength("C5", Lin.parse("a-c+1")), 1, "standard, C5 = ",
                        "{3,8,11} k=1 c=2 block 2 [bC]: factor C5 = 3^2 at 28 but the word has C5.0 = 3^1 at 28"),
                new Case(s.withLengthFromK2("B1", Lin.parse("t+1")), 1, "for k >= 2",
                        "{2,9,11} k=2 c=1 block 1 [sinkB]: factor B1 = 1^2 at 8 but the word has B1.0 = 1^1 at 8"),
                new Case(s.withExtraRepetitions(1), 1, "standard, +1 repetition(s) of the k-parts",
                        "{2,5,7} k=1 c=1 block 1 [sinkB]: model has 12 factors, the word 8"),
                new Case(s.withExtraRepetitions(-1), 2, "standard, -1 repetition(s) of the k-parts",
                        "{2,9,11} k=2 c=1 block 1 [sinkB]: model has 8 factors, the word 12"),
                new Case(s.withWrongLetter("KB3", 1, 1), 2, "standard, KB3 has letter 1 in repetition 1",
                        "{2,9,11} k=2 c=1 block 1 [sinkB]: factor KB3.1 = 1^2 at 13 but the word has KB3.1 = 3^2 at 13"),
                // a wrong letter in repetition 2 assumes k - 1 >= 2: the context of every k >= 2 says so at k = 2
                new Case(s.withWrongLetter("KA1", 2, 2), 2, "standard, KA1 has letter 2 in repetition 2",
                        "{2,9,11} k=2 c=1 block 1 [sinkB, every k >= 2]: constraints do not hold at M = 4"),
                // a wrong separator shows first in the wrap into the next period
                new Case(s.withLength("Z", Lin.parse("a+1")), 1, "standard, Z = 0^(a + 1)",
                        "{2,5,7} k=1 c=1 block 3 (block 1 of the next period) [bZB]: factor a1 = 1^1 at 9 but the word has A1.0 = 1^1 at 10"),
                new Case(s.withFlippedInequality(), 1, "standard, inequality (4) flipped",
                        "{2,5,7}: {2,5,7} k=1 c=1 block 1: in no context of the six (sinkC)"))) {
            assertTrue(c.model().label().contains(c.label()), c.model().label());
            assertEquals(Optional.of(c.report()), firstFailure(c.model(), c.kFrom()), c.model().label());
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
