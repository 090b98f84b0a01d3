package org.subgames.symbolic;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The pruned search ({@link BoxSearch#search}) reports exactly the tuples the brute-force box
 * ({@link BoxSearch#bruteForce}) reports, on random constraint systems over + - *, comparisons,
 * &amp;&amp;, ||, !, min, max, floor, modulo and ?:; and when the search says no parameter reached the
 * cap, a wider cap finds nothing more.
 */
@Tag("statements")
class BoxSearchTest {

    private static final List<String> VARS = List.of("x", "y", "z");

    @Property(seed = "36", tries = 400)
    void theSearchIsTheBox(@ForAll long seed) {
        Random r = new Random(seed);
        int k = 1 + r.nextInt(3);
        List<String> vars = VARS.subList(0, k);
        List<Sym> cs = new ArrayList<>();
        int n = 1 + r.nextInt(4);
        for (int i = 0; i < n; i++) {
            cs.add(SymParser.parse(condition(r, vars, 2)));
        }
        long cap = 3 + r.nextInt(6);
        List<long[]> search = new ArrayList<>();
        List<long[]> box = new ArrayList<>();
        BoxSearch.Result res = BoxSearch.search(vars, cs, cap, search::add);
        BoxSearch.bruteForce(vars, cs, cap, box::add);
        String at = "seed " + seed + ": " + cs.stream().map(Sym::show).toList() + " within " + cap;
        assertEquals(show(box), show(search), at);
        assertEquals(box.size(), res.solutions(), at);
        if (!res.capped()) {
            List<long[]> wider = new ArrayList<>();
            BoxSearch.bruteForce(vars, cs, cap + 3, wider::add);
            assertEquals(show(box), show(wider), "not capped, yet a wider box finds more: " + at);
        }
    }

    @Test
    void boundsComeFromTheConstraintsAndPruneProducts() {
        // j * (2a + d) + a + d <= 60 with a, d >= 1: j is bounded by the constraint, not by the cap
        List<Sym> cs = List.of(SymParser.parse("a >= 1 && d >= 1 && d < a && j >= 0"), SymParser.parse("j * (2*a + d) + a + d <= 60"));
        List<long[]> out = new ArrayList<>();
        BoxSearch.Result r = BoxSearch.search(List.of("a", "d", "j"), cs, 1000, out::add);
        assertFalse(r.capped());
        List<long[]> box = new ArrayList<>();
        BoxSearch.bruteForce(List.of("a", "d", "j"), cs, 62, box::add);
        assertEquals(show(box), show(out));
        assertTrue(r.boxes() < 20 * out.size(), r.toString()); // pruned: not the 2001^3 box
        // an unbounded variable reaches the cap, and the search says so
        assertTrue(BoxSearch.search(List.of("a", "b"), List.of(SymParser.parse("a >= 1 && a <= 3")), 5, t -> { }).capped());
    }

    private static List<String> show(List<long[]> l) {
        return l.stream().map(Arrays::toString).toList();
    }

    private static String condition(Random r, List<String> vars, int depth) {
        int kind = r.nextInt(10);
        if (depth > 0 && kind == 0) {
            return "(" + condition(r, vars, depth - 1) + (r.nextBoolean() ? " && " : " || ") + condition(r, vars, depth - 1) + ")";
        }
        if (depth > 0 && kind == 1) {
            return "!(" + condition(r, vars, depth - 1) + ")";
        }
        String[] ops = {"<", "<=", ">", ">=", "==", "!="};
        return term(r, vars, 2) + " " + ops[r.nextInt(ops.length)] + " " + term(r, vars, 2);
    }

    private static String term(Random r, List<String> vars, int depth) {
        int kind = depth == 0 ? r.nextInt(2) : r.nextInt(10);
        return switch (kind) {
            case 0 -> Integer.toString(r.nextInt(13) - 6);
            case 1, 2 -> vars.get(r.nextInt(vars.size()));
            case 3 -> "(" + term(r, vars, depth - 1) + " + " + term(r, vars, depth - 1) + ")";
            case 4 -> "(" + term(r, vars, depth - 1) + " - " + term(r, vars, depth - 1) + ")";
            case 5, 6 -> "(" + term(r, vars, depth - 1) + " * " + term(r, vars, depth - 1) + ")";
            case 7 -> (r.nextBoolean() ? "min(" : "max(") + term(r, vars, depth - 1) + ", " + term(r, vars, depth - 1) + ")";
            case 8 -> (r.nextBoolean() ? "floor(" : "modulo(") + term(r, vars, depth - 1) + ", " + term(r, vars, depth - 1) + ")";
            default -> "(" + condition(r, vars, 0) + " ? " + term(r, vars, depth - 1) + " : " + term(r, vars, depth - 1) + ")";
        };
    }
}
