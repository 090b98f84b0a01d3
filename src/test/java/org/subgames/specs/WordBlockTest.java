package org.subgames.specs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.StringReader;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.subgames.game.Convention;
import org.subgames.symbolic.ParametricWord;

/** The word: block at load time: its meaning, and every mistake reported with file and line. */
@Tag("statements")
class WordBlockTest {

    private static final String HEAD = "id: x\nkind: conjecture\ntitle: t\nsource: s\nparameters: {a: 1..9, b: a+1..20}\nmoves: [a, b]\n"
            + "convention: wall\nclaims:\n  - holds: 'true'\n";

    private static Statement parse(String word) {
        return StatementLoader.parse("x.yaml", new StringReader(HEAD + word));
    }

    @Test
    void aSplitAndCasesGiveTheConcreteWord() {
        Statement st = parse("word:\n  domain: a >= 1 && b > a\n  split:\n    - {of: b, by: 2*a, quotient: q, remainder: r}\n"
                + "  wall:\n    - when: r < a\n      period: (0^a 1^a)^q 0^r 2^(a - r) 1^r\n    - period: 0^a 1^a 2^(r - a)\n");
        ParametricWord w = st.word();
        Map<String, Long> v = w.extend(Map.of("a", 3L, "b", 7L));
        assertEquals(Map.of("a", 3L, "b", 7L, "q", 1L, "r", 1L), v);
        ParametricWord.Case k = w.caseFor(Convention.WALL, v);
        assertEquals("r < a", k.name());
        assertEquals(List.of(0, 0, 0, 1, 1, 1, 0, 2, 2, 1), java.util.Arrays.stream(ParametricWord.expand(k, v).period()).boxed().toList());
    }

    /**
     * The domain and the guards may use the split variables and the split parameter itself (issue
     * 36), read on the extended parameters as caseFor reads the guards; the run lengths may not use
     * the split parameter, and an unknown name is still refused.
     */
    @Test
    void theDomainAndTheGuardsMayUseTheSplitVariables() {
        Statement st = parse("word:\n  domain: a >= 1 && b > a && r != a && q <= 3\n  split:\n    - {of: b, by: 2*a, quotient: q, remainder: r}\n"
                + "  wall:\n    - when: r < a && b != 2*q*a\n      period: (0^a 1^a)^q 0^r 2^(a - r) 1^r\n    - period: 0^a 1^a 2^(r - a)\n");
        ParametricWord w = st.word();
        assertTrue(w.inDomain(Map.of("a", 3L, "b", 7L)));
        assertTrue(!w.inDomain(Map.of("a", 3L, "b", 9L)), "r = 3 = a");
        assertTrue(!w.inDomain(Map.of("a", 1L, "b", 9L)), "q = 4");
        assertTrue(!w.inDomain(Map.of("a", 0L, "b", 9L)), "a divisor 0: no q, r");
        assertTrue(!w.inDomain(Map.of("a", -1L, "b", 9L)), "a divisor -2: no q, r");
        assertEquals("r < a && b != 2 * q * a", w.caseFor(Convention.WALL, w.extend(Map.of("a", 3L, "b", 7L))).name().replace("(", "").replace(")", ""));
        assertEquals("a >= 1 && b > a && r != a && q <= 3 (where b = q (2 * a) + r, 0 <= r < 2 * a)", w.domainText());
        // a domain without split variables reads the parameters alone, as before
        ParametricWord plain = parse("word:\n  domain: a >= 1\n  split:\n    - {of: b, by: 2*a, quotient: q, remainder: r}\n  wall:\n    - period: 0^a\n").word();
        assertTrue(plain.inDomain(Map.of("a", 1L, "b", -5L)));
        assertEquals("a >= 1", plain.domainText());
        String m = assertThrows(SpecException.class, () -> parse("word:\n  domain: a >= 1\n  split:\n    - {of: b, by: 2*a, quotient: q, remainder: r}\n"
                + "  wall:\n    - period: 0^b\n")).getMessage();
        assertTrue(m.contains("unknown name 'b'"), m);
        m = assertThrows(SpecException.class, () -> parse("word:\n  domain: a >= 1 && s >= 0\n  split:\n    - {of: b, by: 2*a, quotient: q, remainder: r}\n"
                + "  wall:\n    - period: 0^a\n")).getMessage();
        assertTrue(m.contains("unknown name 's'"), m);
    }

    @Test
    void mistakesNameTheLine() {
        for (String[] bad : new String[][] {
            {"word:\n  domain: a >= 1\n  wall:\n    - period: 0^z\n", "x.yaml:13: unknown name 'z'"},
            {"word:\n  wall:\n    - period: 0^a\n", "x.yaml:11: a word needs domain"},
            {"word:\n  domain: a >= 1\n  sink:\n    - period: 0^a\n", "x.yaml:13: the statement is not about sink"},
            {"word:\n  domain: a >= 1\n  wall:\n    - period: (0^a\n", "x.yaml:13: word '(0^a': a group is not closed"},
            {"word:\n  domain: a >= 1\n  split:\n    - {of: c, by: 2, quotient: q, remainder: r}\n  wall:\n    - period: 0^a\n", "'c' is not a parameter"},
            {"word:\n  domain: a >= 1\n  wall:\n    - period: 0^a\n      extra: 1\n", "unknown key 'extra' in a word case"},
            {"word:\n  domain: a >= 1\n  wall:\n    - {when: a > 1, period: 0^a}\n    - {when: a > 1, period: 1^a}\n", "two wall cases are named 'a > 1'"},
        }) {
            String m = assertThrows(SpecException.class, () -> parse(bad[0])).getMessage();
            assertTrue(m.contains(bad[1]), m + " should contain " + bad[1]);
        }
    }
}
