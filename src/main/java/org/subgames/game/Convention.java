package org.subgames.game;

import java.util.Locale;
import org.subgames.base.BadInputException;

/** How a heap ends: at the wall (no move below 0) or in the sink (every x &lt;= 0 is terminal, value 0). */
public enum Convention {
    /** Classical play: a move s is legal from x only if s &lt;= x. */
    WALL,
    /** Every move is legal; a move landing at or below 0 enters the terminal sink of value 0. */
    SINK;

    /** Parses {@code wall} or {@code sink} (case-insensitive). */
    public static Convention parse(String text) {
        try {
            return valueOf(text.trim().toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw new BadInputException("unknown convention '" + text + "' (expected wall or sink)");
        }
    }

    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }
}
