package org.subgames.base;

/** Shard i of n (1-based, as {@code --shard i/n}): takes the items whose index is i-1 modulo n. */
public record Shard(int index, int count) {

    public static final Shard ALL = new Shard(1, 1);

    public Shard {
        if (count < 1 || index < 1 || index > count) {
            throw new BadInputException("bad shard " + index + "/" + count + " (need 1 <= i <= n)");
        }
    }

    public static Shard parse(String text) {
        String t = text == null ? "" : text.trim();
        int slash = t.indexOf('/');
        if (slash < 0) {
            throw new BadInputException("malformed shard '" + t + "' (expected i/n, e.g. 3/8)");
        }
        try {
            return new Shard(Integer.parseInt(t.substring(0, slash).trim()), Integer.parseInt(t.substring(slash + 1).trim()));
        } catch (NumberFormatException e) {
            throw new BadInputException("malformed shard '" + t + "' (expected i/n, e.g. 3/8)");
        }
    }

    /** Whether the item with this 0-based index belongs to the shard. */
    public boolean owns(long itemIndex) {
        return Math.floorMod(itemIndex, count) == index - 1;
    }

    @Override
    public String toString() {
        return index + "/" + count;
    }
}
