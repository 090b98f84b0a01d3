package org.subgames.proof.word;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.subgames.symbolic.Affine;
import org.subgames.symbolic.Cond;

/**
 * The block-word witness against the shift p / q, for the block-count argument ({@link Minimality}):
 * the maximal blocks of the exact classes, read in their cyclic order, form a word over the classes
 * (one letter per block), of length B. A cyclic period d = p / q of the period word maps these blocks
 * onto themselves, keeping their classes and their cyclic order, so it rotates the block word by
 * some s. No power of the rotation by d below the q-th moves a position by a multiple of p, so none
 * fixes a block (a block is not the whole cycle): the rotation by s has order q on the block word,
 * s = u B / q with u prime to q, and its powers include the rotation by f = B / q. So f keeps the
 * class of every block. Unsat of this obligation shows that it does not, so p / q is no cyclic
 * period.
 *
 * <p>The block word repeats a group's blocks a count of times, a constant number of blocks per copy,
 * so a block's index is linear in the counts: the obligation is exact, with one fresh copy number
 * per membership, where the shift witness on positions multiplies a count by a symbolic unit and
 * weakens.
 */
final class BlockShift {

    /** The rotation f = B / q of the block word ('#': no statement name can meet it, as Encoder's). */
    static final String SHIFT = "#f";
    /** The prefix of the copy numbers of a membership ('#', as above). */
    static final String COPY = "#b";

    /** A block of an exact class: its index in the first copy, its copies, blocks per copy of its group. */
    private record Block(CaseModel.Slot run, Affine first, Affine count, long unit, int label) {
    }

    private final CaseModel model;
    private final List<Block> blocks = new ArrayList<>();
    private final Affine length;
    private int copies;

    /** The block word of the parts' runs whose class (classOf) is exact (&gt;= 0): those are non-empty and isolated. */
    BlockShift(CaseModel model, List<Minimality.Part> parts, Map<CaseModel.Slot, Integer> classOf) {
        this.model = model;
        Affine at = Affine.ZERO;
        for (Minimality.Part p : parts) {
            List<CaseModel.Slot> mine = p.runs().stream().filter(t -> classOf.get(t) >= 0).toList();
            Affine count = p.group() == null ? Affine.constant(1) : p.group().count();
            for (int r = 0; r < mine.size(); r++) {
                blocks.add(new Block(mine.get(r), at.plus(r), count, mine.size(), classOf.get(mine.get(r))));
            }
            at = at.plus(count.times(mine.size()));
        }
        this.length = at;
    }

    /**
     * The obligation that the rotation f = B / q of the block word keeps the class at the first and
     * last copy of every block, f before and f after it, in the context q e = p, q f = B: unsat
     * refutes the shift p / q.
     */
    Obligation at(int q) {
        Affine f = Affine.of(SHIFT);
        Affine e = Affine.of(Encoder.SHIFT);
        Cond context = Cond.and(model.mexContext(), Cond.le(Affine.constant(1), e), Cond.eq(e.times(q), model.periodLength),
                Cond.le(Affine.constant(1), f), Cond.eq(f.times(q), length));
        List<Cond> kept = new ArrayList<>();
        for (Block b : blocks) {
            Cond absent = Cond.le(b.count(), Affine.ZERO);
            List<Affine> firsts = b.run().group() == null ? List.of(b.first())
                    : List.of(b.first(), b.first().plus(b.count().minus(Affine.constant(1)).times(b.unit())));
            for (Affine i : firsts) {
                kept.add(Cond.or(absent, classAt(i.plus(f), b.label())));
                kept.add(Cond.or(absent, classAt(i.minus(f), b.label())));
            }
        }
        return new Obligation("claim", model.wordCase.name(), "minimal by the block word: the shift e = p / " + q
                + " would rotate the blocks of the exact classes by their number / " + q + ", which does not keep every block's class", context,
                Cond.and(kept));
    }

    /** Index y of the block word, taken mod B (-B &lt; y &lt; 2 B), is a block of class label. */
    private Cond classAt(Affine y, int label) {
        Affine zero = Affine.ZERO;
        return Cond.or(Cond.and(Cond.le(zero, y), Cond.lt(y, length), in(y, label)), Cond.and(Cond.lt(y, zero), in(y.plus(length), label)),
                Cond.and(Cond.le(length, y), in(y.minus(length), label)));
    }

    /** Index y (0 &lt;= y &lt; B) is some copy of a block of class label: a fresh copy number per block. */
    private Cond in(Affine y, int label) {
        List<Cond> ors = new ArrayList<>();
        for (Block b : blocks) {
            if (b.label() != label) {
                continue;
            }
            if (b.run().group() == null) {
                ors.add(Cond.eq(y, b.first()));
            } else {
                Affine j = Affine.of(COPY + copies++);
                ors.add(Cond.and(Cond.le(Affine.ZERO, j), Cond.lt(j, b.count()), Cond.eq(y, b.first().plus(j.times(b.unit())))));
            }
        }
        return Cond.or(ors);
    }
}
