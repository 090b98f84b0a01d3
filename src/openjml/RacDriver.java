import org.subgames.reference.GameLengths;
import org.subgames.reference.Hotspots;
import org.subgames.reference.Mex;
import org.subgames.reference.NimValues;
import org.subgames.reference.PeriodWordReference;

/**
 * Exercises every public method of the reference package on small inputs, for OpenJML's
 * run-time assertion checking (src/openjml/openjml.sh): a contract violated at run time throws.
 */
public final class RacDriver {

    public static void main(String[] args) {
        int[][] sets = { {1}, {2, 3}, {1, 4}, {2, 5, 7}, {3, 4, 7}, {1, 2, 3, 4, 5} };
        int calls = 0;
        Mex.mex(new int[0]);
        Mex.mex(new int[] {3, 0, -1, 1, 1, 2});
        calls += 2;
        for (int[] s : sets) {
            for (int n = 0; n <= 40; n += 7) {
                NimValues.wall(s, n);
                NimValues.sink(s, n);
                GameLengths.wall(s, n);
                boolean[] h = new boolean[n + 1];
                for (int x = 0; x <= n; x += 5) {
                    h[x] = true;
                }
                Hotspots.wall(s, h);
                Hotspots.sink(s, h);
                calls += 5;
            }
        }
        for (int a = 1; a <= 6; a++) {
            for (int b = a + 1; b <= 5 * a + 2; b++) {
                PeriodWordReference.factorLetters(a, b);
                PeriodWordReference.factorLengths(a, b);
                PeriodWordReference.wordLength(a, b);
                PeriodWordReference.runLetters(a, b);
                PeriodWordReference.expand(a, b);
                calls += 5;
                if (PeriodWordReference.quadratic(a, b)) {
                    int k = b / (2 * a);
                    int c = b % (2 * a);
                    PeriodWordReference.blockStart(a, k, c, a + 1);
                    calls++;
                }
            }
        }
        System.out.println("RAC: " + calls + " calls, no contract violated");
    }
}
