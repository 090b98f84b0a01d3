package org.subgames.sink.table;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.subgames.base.BadInputException;

/**
 * The symbolic quadratic period word for a fixed k: the factor lengths of a block as linear
 * expressions in a, c, r, t, which block type (4) selects, and the Z separator. {@link #standard()}
 * is the construction of the note; {@link #withLength} and {@link #withFlippedInequality()} build
 * mutants whose proofs must fail.
 */
public final class WordModel {

    /** One factor x^n of a block: its name, letter x and length n (in a, c, r, t). */
    public record Part(String name, int letter, Lin length) {
    }

    private static final Lin A = Lin.of(Var.A);
    private static final Lin C = Lin.of(Var.C);
    private static final Lin R = Lin.of(Var.R);
    private static final Lin T = Lin.of(Var.T);

    private final Map<String, Part> parts;
    private final boolean flipped;
    private final String label;
    /** Parts that differ from {@link #parts} only when k &gt;= 2 (mutants). */
    private final Map<String, Part> fromK2;
    /** Repetitions of the k-parts beyond k - 1 (mutants: -1 one too few, +1 one too many). */
    private final int extraRepetitions;
    /** A k-part whose repetition j carries another letter (mutant), or null. */
    private final WrongLetter wrongLetter;

    /** Mutant: k-part {@code name} (KA1, KA2, KB3, KB0) has letter {@code letter} in repetition {@code j}. */
    record WrongLetter(String name, int j, int letter) {
    }

    private WordModel(Map<String, Part> parts, boolean flipped, String label) {
        this(parts, flipped, label, Map.of(), 0, null);
    }

    private WordModel(Map<String, Part> parts, boolean flipped, String label, Map<String, Part> fromK2, int extraRepetitions,
                      WrongLetter wrongLetter) {
        this.parts = parts;
        this.flipped = flipped;
        this.label = label;
        this.fromK2 = fromK2;
        this.extraRepetitions = extraRepetitions;
        this.wrongLetter = wrongLetter;
    }

    /** The note's word: A1 = 1^(a-r), A2 = 0^r, A3 = 2^(a-r), B1..B5, C1..C9, Z = 0^a. */
    public static WordModel standard() {
        Map<String, Part> p = new LinkedHashMap<>();
        put(p, "A1", 1, A.minus(R));
        put(p, "A2", 0, R);
        put(p, "A3", 2, A.minus(R));
        put(p, "KA1", 1, A);
        put(p, "KA2", 2, A);
        put(p, "B1", 1, T);
        put(p, "B2", 3, A.minus(T));
        put(p, "B3", 2, T);
        put(p, "B4", 0, A.minus(R));
        put(p, "C1", 1, A);
        put(p, "C2", 2, A);
        put(p, "C3", 1, T);
        put(p, "C4", 0, A.minus(R));
        put(p, "C5", 3, A.minus(C));
        put(p, "C6", 2, T);
        put(p, "C7", 3, A.minus(R));
        put(p, "C8", 0, A);
        put(p, "KB3", 3, A);
        put(p, "KB0", 0, A);
        put(p, "B5", 3, T);
        put(p, "C9", 3, T);
        put(p, "Z", 0, A);
        return new WordModel(p, false, "standard");
    }

    private static void put(Map<String, Part> p, String name, int letter, Lin length) {
        p.put(name, new Part(name, letter, length));
    }

    /** A mutant with factor {@code name} of length {@code length} (same letter). */
    public WordModel withLength(String name, Lin length) {
        Part old = parts.get(name);
        if (old == null) {
            throw new BadInputException("unknown factor " + name);
        }
        Map<String, Part> p = new LinkedHashMap<>(parts);
        p.put(name, new Part(name, old.letter(), length));
        return new WordModel(p, flipped, label + ", " + name + " = " + old.letter() + "^(" + length + ")", fromK2, extraRepetitions, wrongLetter);
    }

    /** A mutant whose factor {@code name} has length {@code length} only when k &gt;= 2 (k = 1 unchanged). */
    public WordModel withLengthFromK2(String name, Lin length) {
        Part old = parts.get(name);
        if (old == null) {
            throw new BadInputException("unknown factor " + name);
        }
        Map<String, Part> p = new LinkedHashMap<>(fromK2);
        p.put(name, new Part(name, old.letter(), length));
        return new WordModel(parts, flipped, label + ", " + name + " = " + old.letter() + "^(" + length + ") for k >= 2", p, extraRepetitions, wrongLetter);
    }

    /** A mutant with k - 1 + extra repetitions in both repeated parts (extra = -1: one too few, +1: one too many). */
    public WordModel withExtraRepetitions(int extra) {
        return new WordModel(parts, flipped, label + ", " + (extra < 0 ? "" : "+") + extra + " repetition(s) of the k-parts", fromK2, extraRepetitions + extra,
                wrongLetter);
    }

    /** A mutant whose k-part {@code name} (KA1, KA2, KB3 or KB0) has letter {@code letter} in repetition j (j &gt;= 1). */
    public WordModel withWrongLetter(String name, int j, int letter) {
        if (!List.of("KA1", "KA2", "KB3", "KB0").contains(name) || j < 1 || letter < 0 || letter > 3) {
            throw new BadInputException("a wrong letter needs a k-part KA1, KA2, KB3 or KB0, j >= 1 and a letter 0..3");
        }
        return new WordModel(parts, flipped, label + ", " + name + " has letter " + letter + " in repetition " + j, fromK2, extraRepetitions,
                new WrongLetter(name, j, letter));
    }

    /** (number of repetitions of a k-part) * a, with M = k*a: M - a for the note's k - 1. */
    public Lin repeatedCount() {
        return Lin.of(Var.M).minus(A).plus(A.times(extraRepetitions));
    }

    /**
     * The count of each repeated run of a block for k = {@link Contexts#ALL}, in order (KA, then KB);
     * a wrong-letter mutant splits its part's run around repetition j: (j - 1)a before, M - a - ja after.
     */
    public List<Lin> runCounts() {
        List<Lin> out = new ArrayList<>();
        for (List<String> run : List.of(List.of("KA1", "KA2"), List.of("KB3", "KB0"))) {
            if (wrongLetter != null && run.contains(wrongLetter.name())) {
                out.add(A.times(wrongLetter.j() - 1L));
                out.add(repeatedCount().minus(A.times(wrongLetter.j())));
            } else {
                out.add(repeatedCount());
            }
        }
        return out;
    }

    /** What a symbolic window assumes about M beyond k &gt;= 2: a wrong-letter mutant needs k - 1 &gt;= j. */
    public Optional<Formula> countConstraint() {
        return wrongLetter == null ? Optional.empty() : Optional.of(Formula.le(A.times(wrongLetter.j() + 1L), Lin.of(Var.M)));
    }

    /** A mutant whose B/C choice is the negation of inequality (4): B-block when r + c &gt; a. */
    public WordModel withFlippedInequality() {
        return new WordModel(parts, !flipped, label + ", inequality (4) flipped", fromK2, extraRepetitions, wrongLetter);
    }

    public String label() {
        return label;
    }

    /** Inequality (4) for a block whose r is {@code r}: r + c &lt;= a selects a B-block. */
    public Formula isB(Var r) {
        Formula f = Formula.le(Lin.of(r).plus(C), A);
        return flipped ? Formula.not(f) : f;
    }

    public Part z() {
        return parts.get("Z");
    }

    /**
     * The factors of one block in order, k-parts expanded (repetition 1..k-1, 0 for the others), or
     * for k = {@link Contexts#ALL} (every k &gt;= 2) each k-part once with repetition -1 (every j).
     * For the previous block, r and t are renamed r', t'.
     */
    public List<BlockPart> block(boolean bType, int k, boolean previous) {
        List<BlockPart> out = new ArrayList<>();
        boolean k2 = k >= 2 || k == Contexts.ALL;
        add(out, "A1", 0, k2);
        add(out, "A2", 0, k2);
        add(out, "A3", 0, k2);
        repeated(out, "KA1", "KA2", k, k2);
        for (String n : bType ? List.of("B1", "B2", "B3", "B4") : List.of("C1", "C2", "C3", "C4", "C5", "C6", "C7", "C8")) {
            add(out, n, 0, k2);
        }
        repeated(out, "KB3", "KB0", k, k2);
        add(out, bType ? "B5" : "C9", 0, k2);
        if (previous) {
            Map<Var, Var> ren = Map.of(Var.R, Var.RP, Var.T, Var.TP);
            out.replaceAll(bp -> new BlockPart(bp.name(), bp.repetition(), bp.letter(), bp.length().rename(ren)));
        }
        return out;
    }

    private void repeated(List<BlockPart> out, String first, String second, int k, boolean k2) {
        WrongLetter w = wrongLetter != null && (wrongLetter.name().equals(first) || wrongLetter.name().equals(second)) ? wrongLetter : null;
        if (k == Contexts.ALL) {
            add(out, first, -1, k2);
            add(out, second, -1, k2);
            if (w != null) {
                // runs: repetitions 1..j-1, repetition j spelled out (letter changed), repetitions j+1..k-1
                add(out, first, w.j(), k2);
                add(out, second, w.j(), k2);
                add(out, first, -1, k2);
                add(out, second, -1, k2);
            }
            return;
        }
        for (int j = 1; j <= k - 1 + extraRepetitions; j++) {
            add(out, first, j, k2);
            add(out, second, j, k2);
        }
    }

    private void add(List<BlockPart> out, String name, int rep, boolean k2) {
        Part p = k2 && fromK2.containsKey(name) ? fromK2.get(name) : parts.get(name);
        int letter = wrongLetter != null && wrongLetter.name().equals(name) && wrongLetter.j() == rep ? wrongLetter.letter() : p.letter();
        out.add(new BlockPart(name, rep, letter, p.length()));
    }

    /** A block factor with its repetition (k-parts) and symbolic length. */
    public record BlockPart(String name, int repetition, int letter, Lin length) {
    }
}
