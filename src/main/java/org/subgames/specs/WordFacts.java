package org.subgames.specs;

import java.util.ArrayList;
import java.util.List;
import org.subgames.base.BadInputException;
import org.subgames.sink.Factor;
import org.subgames.sink.PeriodWord;

/**
 * {@code word.*} in statements: the period word W(a, b) as generated factor by factor. Block-level
 * facts (r, t, B/C type, Z, starts, lengths) exist in the quadratic case only.
 */
public final class WordFacts {

    private final InstanceFacts facts;
    private List<List<Factor>> byBlock; // factors of block i (Z included) at index i

    WordFacts(InstanceFacts facts) {
        this.facts = facts;
    }

    private PeriodWord w() {
        return facts.periodWord();
    }

    private List<Factor> factors() {
        return w().factors();
    }

    public long getLength() {
        return w().length();
    }

    /** The number of runs (non-empty factors). */
    public long getRuns() {
        return w().runs().size();
    }

    /** Whether adjacent non-empty factors carry different letters (so the factors are the runs). */
    public boolean getRunsAlternate() {
        List<Factor> runs = w().runs();
        for (int j = 0; j + 1 < runs.size(); j++) {
            if (runs.get(j).letter() == runs.get(j + 1).letter()) {
                return false;
            }
        }
        return true;
    }

    public long getBlocksB() {
        return countBlocks(Factor.BlockType.B);
    }

    public long getBlocksC() {
        return countBlocks(Factor.BlockType.C);
    }

    public long getBlocksZ() {
        requireQuadratic("word.blocksZ");
        return factors().stream().filter(f -> f.type() == Factor.BlockType.Z).count();
    }

    private long countBlocks(Factor.BlockType type) {
        requireQuadratic("word.blocks" + type);
        return factors().stream().filter(f -> f.name().equals("A1") && f.type() == type).count();
    }

    /** The letter at position x &gt;= 1 (W repeated). */
    public int letter(long x) {
        return facts.at("word", x);
    }

    /** r = (i-1)c mod a, read off block i: the length of its factor A2. */
    public long r(long i) {
        return factor(i, "A2").length();
    }

    /** t = [ic], read off block i: the length of its last factor B5 or C9. */
    public long t(long i) {
        Factor f = find(i, "B5");
        return (f != null ? f : factor(i, "C9")).length();
    }

    public boolean isB(long i) {
        return factor(i, "A1").type() == Factor.BlockType.B;
    }

    public boolean isC(long i) {
        return factor(i, "A1").type() == Factor.BlockType.C;
    }

    /** Whether Z = 0^a follows block i. */
    public boolean hasZ(long i) {
        return block(i).stream().anyMatch(f -> f.type() == Factor.BlockType.Z);
    }

    /** The number of letters before block i (0-based start of its A1). */
    public long blockStart(long i) {
        return factor(i, "A1").start();
    }

    /** The number of letters of block i, without a following Z. */
    public long blockLength(long i) {
        return block(i).stream().filter(f -> f.type() != Factor.BlockType.Z).mapToLong(Factor::length).sum();
    }

    /** The total length of the factors named {@code name} in block i (0 if the block has none). */
    public long len(long i, String name) {
        return block(i).stream().filter(f -> f.name().equals(name)).mapToLong(Factor::length).sum();
    }

    /** Whether block i has a factor of that name. */
    public boolean has(long i, String name) {
        return find(i, name) != null;
    }

    private List<Factor> block(long i) {
        requireQuadratic("block facts");
        int a = facts.set().a();
        if (i < 1 || i > a) {
            throw new BadInputException("block index " + i + " outside 1..a = 1.." + a);
        }
        if (byBlock == null) {
            byBlock = new ArrayList<>();
            for (int j = 0; j <= a; j++) {
                byBlock.add(new ArrayList<>());
            }
            for (Factor f : factors()) {
                byBlock.get(f.block()).add(f);
            }
        }
        return byBlock.get((int) i);
    }

    private Factor find(long i, String name) {
        for (Factor f : block(i)) {
            if (f.name().equals(name)) {
                return f;
            }
        }
        return null;
    }

    private Factor factor(long i, String name) {
        Factor f = find(i, name);
        if (f == null) {
            throw new BadInputException("block " + i + " has no factor " + name);
        }
        return f;
    }

    private void requireQuadratic(String what) {
        if (!facts.set().isQuadratic()) {
            throw new BadInputException(what + " exist in the quadratic case only (guard the claim with 'when: quadratic')");
        }
    }

    @Override
    public String toString() {
        return "W(" + facts.set().a() + ", " + facts.set().b() + ")";
    }
}
