package org.subgames.proof.smt;

import java.util.ArrayList;
import java.util.List;
import org.subgames.base.BadInputException;
import org.subgames.sink.table.Lin;
import org.subgames.sink.table.WordModel;

/**
 * A deliberately wrong word (or a chain with a context left out) for a check or proof run, from the
 * text of {@code --mutant}: NAME=EXPR, k2:NAME=EXPR, reps=-1 or reps=+1, letter:PART.J=L, flip, or
 * drop:CONTEXT (the standard word, every claim of that context left out of the chain's lemmas).
 *
 * @param spec    the text as given, or null for the standard word
 * @param model   the word to check or prove
 * @param dropped the context a drop: mutant leaves out, or null
 */
public record Mutant(String spec, WordModel model, String dropped) {

    /** The standard word, nothing dropped. */
    public static final Mutant NONE = new Mutant(null, WordModel.standard(), null);

    /** Parses the text of --mutant (null: {@link #NONE}). */
    public static Mutant parse(String spec) {
        if (spec == null) {
            return NONE;
        }
        if (spec.startsWith("drop:")) {
            return new Mutant(spec, WordModel.standard(), context(spec));
        }
        return new Mutant(spec, word(spec), null);
    }

    /** Whether this is the standard word with nothing dropped. */
    public boolean isNone() {
        return spec == null;
    }

    /** What a chain run calls this mutant: null for the standard word, the text for drop:, else the word's label. */
    public String chainLabel() {
        return spec == null ? null : dropped != null ? spec : model.label();
    }

    private static WordModel word(String spec) {
        WordModel m = WordModel.standard();
        if (spec.equals("flip")) {
            return m.withFlippedInequality();
        }
        int eq = spec.indexOf('=');
        if (eq < 1) {
            throw new BadInputException("malformed --mutant '" + spec + "' (expected NAME=EXPR, e.g. C5=a-c+1, k2:NAME=EXPR, reps=-1, letter:KB0.2=2, or flip)");
        }
        String name = spec.substring(0, eq).trim();
        String value = spec.substring(eq + 1).trim();
        if (name.equals("reps")) {
            return m.withExtraRepetitions(integer(spec, value.startsWith("+") ? value.substring(1) : value));
        }
        if (name.startsWith("k2:")) {
            return m.withLengthFromK2(name.substring(3), Lin.parse(value));
        }
        if (name.startsWith("letter:")) {
            String[] f = name.substring(7).split("\\.");
            if (f.length != 2) {
                throw new BadInputException("malformed --mutant '" + spec + "' (expected letter:PART.J=LETTER, e.g. letter:KB0.2=2)");
            }
            return m.withWrongLetter(f[0], integer(spec, f[1]), integer(spec, value));
        }
        return m.withLength(name, Lin.parse(value));
    }

    private static int integer(String spec, String text) {
        try {
            return Integer.parseInt(text.trim());
        } catch (NumberFormatException e) {
            throw new BadInputException("malformed --mutant '" + spec + "': '" + text + "' is not an integer");
        }
    }

    /** The context a drop: mutant names, which must be one the chain knows. */
    private static String context(String spec) {
        String context = spec.substring(5).trim();
        List<String> known = new ArrayList<>(Coverage.LATER);
        known.add(Coverage.FIRST);
        known.addAll(Coverage.LINEAR);
        known.add("boundary");
        if (!known.contains(context)) {
            throw new BadInputException("unknown context in --mutant " + spec + " (one of " + String.join(", ", known) + ")");
        }
        return context;
    }
}
