package org.subgames.specs;

/** An error in a statement file (syntax, unknown name, wrong type), located as {@code file:line}. */
public final class SpecException extends IllegalArgumentException {

    public SpecException(String file, int line, String message) {
        super(file + (line > 0 ? ":" + line : "") + ": " + message);
    }
}
