package org.subgames.specs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Tag;
import net.jqwik.api.constraints.IntRange;
import org.subgames.reference.NimValues;

/**
 * The scaling theorem's sequences against the reference DP, on random sets (seed fixed): G_wall
 * of gS at x is G_wall of S/d at floor(x/d), d = gcd(gS), G_sink at ceil(x/d), for x up to 300;
 * and {@code check} of specs/scaling.yaml holds at the same instance (its reduced sequences are
 * computed by the certified path, not the DP).
 */
@Tag("statements")
class ScalingPropertiesTest {

    private static final Statement SCALING = StatementLoader.load(Path.of("specs", "scaling.yaml"));
    private static final int N = 300;

    @Property(seed = "3636", tries = 150)
    void theScaledGameIsTheReducedGameStretched(@ForAll @IntRange(min = 1, max = 5) int g, @ForAll @IntRange(min = 1, max = 9) int a,
                                                @ForAll @IntRange(min = 1, max = 6) int db, @ForAll @IntRange(min = 1, max = 8) int dc) {
        int b = a + db;
        int c = b + dc;
        int d = (int) (g * Functions.gcd(Functions.gcd(a, b), c));
        int[] scaled = {g * a, g * b, g * c};
        int[] reduced = {g * a / d, g * b / d, g * c / d};
        int[] wall = NimValues.wall(scaled, N);
        int[] wallR = NimValues.wall(reduced, N);
        int[] sink = NimValues.sink(scaled, N);
        int[] sinkR = NimValues.sink(reduced, N);
        for (int x = 0; x <= N; x++) {
            assertEquals(wallR[x / d], wall[x], "wall " + x);
            assertEquals(sinkR[(x + d - 1) / d], sink[x], "sink " + x);
        }
        Outcome o = Checker.check(Instances.at(SCALING, g, a, b, c));
        assertTrue(o.holds(), g + " " + a + " " + b + " " + c + ": " + o.counterexample());
    }
}
