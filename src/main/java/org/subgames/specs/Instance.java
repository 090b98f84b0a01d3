package org.subgames.specs;

import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.subgames.base.BadInputException;
import org.subgames.sink.AdditiveSet;

/**
 * One instance of a statement: the values of its parameters (in the statement's order), its move
 * set as given (the move expressions' order) and its index among the statement's instances in
 * enumeration order (the first parameter slowest). Immutable.
 */
public record Instance(Statement statement, long[] values, int[] moves, int index) {

    public Instance {
        values = values.clone();
        moves = moves.clone();
    }

    @Override
    public long[] values() {
        return values.clone();
    }

    /** The moves in the order the statement gives them. */
    @Override
    public int[] moves() {
        return moves.clone();
    }

    /** The moves sorted ascending (what the solvers take). */
    public int[] sortedMoves() {
        int[] s = moves.clone();
        Arrays.sort(s);
        return s;
    }

    public long value(String name) {
        int i = statement.parameterIndex(name);
        if (i < 0) {
            throw new BadInputException("no parameter " + name + " in " + statement.id());
        }
        return values[i];
    }

    /** The parameters by name, in order. */
    public Map<String, Long> parameters() {
        Map<String, Long> out = new LinkedHashMap<>();
        List<Parameter> ps = statement.parameters();
        for (int i = 0; i < ps.size(); i++) {
            out.put(ps.get(i).name(), values[i]);
        }
        return out;
    }

    /** The parameter tuple, as recorded counterexamples list it. */
    public List<Long> tuple() {
        return Arrays.stream(values).boxed().toList();
    }

    /** The additive set {a, b, a+b} of this instance (statements with the additive library only). */
    public AdditiveSet additiveSet() {
        int[] s = sortedMoves();
        if (s.length != 3 || (long) s[0] + s[1] != s[2]) {
            throw new SpecException(statement.file(), statement.moves().line(),
                    "the additive library needs S = {a, b, a+b}, but S = " + setText() + " at " + parameters());
        }
        return new AdditiveSet(s[0], s[1]);
    }

    /** S as text, e.g. {1,3,7}. */
    public String setText() {
        StringBuilder sb = new StringBuilder("{");
        int[] s = sortedMoves();
        for (int i = 0; i < s.length; i++) {
            sb.append(i > 0 ? "," : "").append(s[i]);
        }
        return sb.append('}').toString();
    }

    /** The parameters as text, e.g. a = 1, b = 3, c = 7. */
    public String parameterText() {
        StringBuilder sb = new StringBuilder();
        parameters().forEach((k, v) -> sb.append(sb.length() > 0 ? ", " : "").append(k).append(" = ").append(v));
        return sb.toString();
    }

    /** A key of the instance that does not depend on the ranges it was enumerated in (for resuming). */
    public String key() {
        return statement.id() + "|" + Arrays.toString(values);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Instance i && i.statement == statement && Arrays.equals(i.values, values) && i.index == index;
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(values) * 31 + index;
    }

    @Override
    public String toString() {
        return statement.id() + "[" + parameterText() + "; S = " + setText() + "]";
    }
}
