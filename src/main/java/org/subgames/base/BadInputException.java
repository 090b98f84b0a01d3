package org.subgames.base;

/**
 * Bad input from the user: a malformed option, a statement file that does not parse, a size beyond
 * memory, a file that is not what it should be. The command line prints its message as one line and
 * exits with code 2. Anything else that escapes a command is a bug and shows its stack trace
 * (exit code 3), so throw this only where the message tells the user what to change.
 */
public class BadInputException extends IllegalArgumentException {

    public BadInputException(String message) {
        super(message);
    }

    public BadInputException(String message, Throwable cause) {
        super(message, cause);
    }
}
