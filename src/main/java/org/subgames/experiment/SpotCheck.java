package org.subgames.experiment;

import java.util.Arrays;
import java.util.Optional;
import java.util.SplittableRandom;
import org.subgames.base.BadInputException;
import org.subgames.game.Convention;
import org.subgames.game.MoveSet;
import org.subgames.solver.SortedLongs;

/**
 * A spot check of a list of cold positions against the rule that defines them, by a path of its own:
 * at a sampled position x the list's entries below x decide whether some move leads to a cold
 * position (x hot) or none does (x cold), and that must agree with whether x is listed. The sieve
 * pushes marks forward from each cold position; this pulls backward from x, walking the targets
 * x - s downward through the sorted list with galloping searches ({@link SortedLongs#witness}), so a cold x costs about
 * |S(x)| short searches and a hot x stops at its first witness. Rechecking every position would
 * cost as much as the sieve; a sample catches a damaged file, a truncated list or a solver error
 * that touches a fair share of positions, not a single wrong position.
 */
public final class SpotCheck {

    /** A sampled position where the list and the rule disagree. */
    public record Disagreement(long position, boolean listedCold, long witnessMove) {
        public String describe() {
            return listedCold
                    ? "position " + position + " is listed cold, but the move " + witnessMove + " leads to "
                            + (witnessMove >= position ? "the sink" : "the listed cold position " + (position - witnessMove))
                    : "position " + position + " is not listed cold, but no move from it leads to a listed cold position";
        }
    }

    /** What was checked: sampled positions (any), sampled listed cold positions, and the first disagreement. */
    public record Result(int positions, int coldPositions, Optional<Disagreement> disagreement) {
    }

    private final long[] cold;
    private final long[] moves;
    private final long n;
    private final long sinkReach; // under the sink convention 1..sinkReach move into the sink; 0 for wall play

    /**
     * @param cold the list to check, ascending, all in 0..n
     * @param set  the game's moves
     * @param c    its convention
     * @param n    the list claims to hold every cold position in 0..n
     */
    public SpotCheck(long[] cold, MoveSet set, Convention c, long n) {
        for (int i = 1; i < cold.length; i++) {
            if (cold[i] <= cold[i - 1]) {
                throw new BadInputException("the cold positions are not ascending at index " + i);
            }
        }
        if (cold.length > 0 && (cold[0] < 0 || cold[cold.length - 1] > n)) {
            throw new BadInputException("a cold position lies outside 0.." + n);
        }
        this.cold = cold;
        this.moves = set.longMembersUpTo(n);
        this.n = n;
        this.sinkReach = c == Convention.SINK ? set.sinkReach(n) : 0;
    }

    /** Checks the given number of uniform positions in 0..n and of uniform entries of the list. */
    public Result run(long seed, int positions, int coldPositions) {
        SplittableRandom random = new SplittableRandom(seed);
        for (int i = 0; i < positions; i++) {
            long x = random.nextLong(n + 1);
            Optional<Disagreement> d = check(x);
            if (d.isPresent()) {
                return new Result(i + 1, 0, d);
            }
        }
        for (int i = 0; i < coldPositions && cold.length > 0; i++) {
            Optional<Disagreement> d = check(cold[random.nextInt(cold.length)]);
            if (d.isPresent()) {
                return new Result(positions, i + 1, d);
            }
        }
        return new Result(positions, cold.length == 0 ? 0 : coldPositions, Optional.empty());
    }

    /** Whether the list and the rule agree at x. */
    public Optional<Disagreement> check(long x) {
        boolean listed = Arrays.binarySearch(cold, x) >= 0;
        long w = witness(x);
        boolean ruleCold = w < 0;
        return listed == ruleCold ? Optional.empty() : Optional.of(new Disagreement(x, listed, w));
    }

    /**
     * A move from x to a listed cold position (under the sink convention a move of at least x, into
     * the sink, counts too), or -1 if there is none.
     */
    long witness(long x) {
        if (x >= 1 && x <= sinkReach) {
            int at = SortedLongs.lowerBound(moves, 0, moves.length, x);
            return at < moves.length ? moves[at] : sinkReach; // a family's member above n is still a move
        }
        return SortedLongs.witness(cold, SortedLongs.lowerBound(cold, 0, cold.length, x), moves, x);
    }
}
