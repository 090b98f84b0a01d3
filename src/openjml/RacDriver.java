import org.subgames.reference.GameLengths;
import org.subgames.reference.Hotspots;
import org.subgames.reference.Mex;
import org.subgames.reference.NimValues;

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
        System.out.println("RAC: " + calls + " calls, no contract violated");
    }
}
