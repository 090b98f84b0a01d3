package org.subgames.census;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.subgames.game.Convention;

/**
 * The coverage of the three-move census by the proved statements: the pruned search finds exactly
 * the sets the brute-force box finds, the constraints bound every parameter (the cap never binds),
 * and the families are the statements with a word prover's backing.
 */
@Tag("statements")
class CoverageTest {

    static List<Coverage.Family> families() {
        return Coverage.proved(CoverageStore.statements(Path.of("specs")), 3);
    }

    @Test
    void theSearchFindsWhatTheBoxFinds() {
        int n = 18;
        long cap = n + 4;
        List<Coverage.Family> fams = families();
        Map<String, Map<Convention, String>> search = Coverage.map(fams, n, cap, false);
        Map<String, Map<Convention, String>> box = Coverage.map(fams, n, cap, true);
        assertEquals(box, search);
        assertFalse(search.isEmpty());
        // the default cap (2N + 2) gives the same, and the constraints bounded every parameter below it
        assertEquals(search, Coverage.map(fams, n, Coverage.cap(n), false));
        for (Coverage.Tally t : Coverage.enumerate(fams, n, cap, h -> { })) {
            assertFalse(t.capped(), t.toString());
            System.out.println(t);
        }
    }
}
