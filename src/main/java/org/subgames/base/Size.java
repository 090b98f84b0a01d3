package org.subgames.base;

/** A size on the command line: a decimal integer or a power of two written {@code 2^k}. */
public final class Size {

    private Size() {
    }

    /** Parses "1000000" or "2^30" (k in 0..62); rejects anything else with a one-line message. */
    public static long parse(String text) {
        String t = text == null ? "" : text.trim();
        try {
            if (t.startsWith("2^")) {
                int k = Integer.parseInt(t.substring(2));
                if (k < 0 || k > 62) {
                    throw new BadInputException("size " + t + ": the exponent must be in 0..62");
                }
                return 1L << k;
            }
            long v = Long.parseLong(t);
            if (v < 0) {
                throw new BadInputException("size " + t + " is negative");
            }
            return v;
        } catch (NumberFormatException e) {
            throw new BadInputException("bad size '" + t + "' (expected an integer such as 1048576, or 2^k such as 2^20)");
        }
    }
}
