package org.subgames.base;

/** A closed range lo..hi of ints, parsed from {@code 5}, {@code 1..40}; {@code 5..2} is an error. */
public record IntRange(int lo, int hi) {

    public IntRange {
        if (lo > hi) {
            throw new BadInputException("empty range " + lo + ".." + hi + " (the lower end exceeds the upper)");
        }
    }

    public static IntRange parse(String text) {
        String t = text == null ? "" : text.trim();
        int dots = t.indexOf("..");
        try {
            if (dots < 0) {
                int v = Integer.parseInt(t);
                return new IntRange(v, v);
            }
            return new IntRange(Integer.parseInt(t.substring(0, dots).trim()), Integer.parseInt(t.substring(dots + 2).trim()));
        } catch (NumberFormatException e) {
            throw new BadInputException("malformed range '" + t + "' (expected N or LO..HI)");
        }
    }

    public boolean contains(long v) {
        return lo <= v && v <= hi;
    }

    public long size() {
        return (long) hi - lo + 1;
    }

    @Override
    public String toString() {
        return lo == hi ? Integer.toString(lo) : lo + ".." + hi;
    }
}
