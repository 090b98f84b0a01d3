package org.subgames.specs;

import org.subgames.base.BadInputException;

/** An error in a statement file (syntax, unknown name, wrong type), located as {@code file:line}. */
public final class SpecException extends BadInputException {

    public SpecException(String file, int line, String message) {
        super(file + (line > 0 ? ":" + line : "") + ": " + message);
    }
}
