package org.subgames.cli;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.subgames.base.BadInputException;
import org.subgames.experiment.ColdRun;

/** Input checks and streamed output shared by the solver commands. */
final class Inputs {

    /** The largest n any command accepts (Java arrays hold at most about 2^31 - 1 elements). */
    static final long MAX_N = ColdRun.MAX_INT_N;

    private Inputs() {
    }

    /** Rejects negative or array-breaking n; returns it as an int. */
    static int checkN(long n) {
        if (n < 0) {
            throw new BadInputException("n must be non-negative, got " + n);
        }
        if (n > MAX_N) {
            throw new BadInputException("n = " + n + " is too large (at most " + MAX_N + ")");
        }
        return (int) n;
    }

    /** A buffered UTF-8 writer on the current System.out (not closed by callers: flush instead). */
    static PrintWriter out() {
        Writer w = new OutputStreamWriter(System.out, StandardCharsets.UTF_8);
        return new PrintWriter(new BufferedWriter(w, 1 << 16), false);
    }

    /**
     * Prints values one per line (text), or as a JSON object with the inputs and the array under
     * arrayName (algorithm omitted when null).
     */
    static void printValues(boolean json, org.subgames.game.MoveSet moves, String convention, int n, String algorithm,
                            String arrayName, int[] values) throws IOException {
        PrintWriter out = out();
        if (!json) {
            for (int v : values) {
                out.println(v);
            }
        } else {
            JsonGenerator j = json(out);
            startRun(j, moves, convention, n, algorithm);
            j.writeArrayFieldStart(arrayName);
            for (int v : values) {
                j.writeNumber(v);
            }
            j.writeEndArray();
            j.writeEndObject();
            j.flush();
            out.println();
        }
        out.flush();
    }

    /** Writes {@code "fit": {method, c, e, points}}, the power law c n^e fitted to the points, if there are two or more. */
    static void writeFit(JsonGenerator j, List<org.subgames.experiment.SubtractASquare.Point> points, String method)
            throws IOException {
        if (points.size() < 2) {
            return;
        }
        org.subgames.experiment.RepeatedMedian.PowerLaw law = org.subgames.experiment.RepeatedMedian.fitPower(
                points.stream().mapToDouble(org.subgames.experiment.SubtractASquare.Point::n).toArray(),
                points.stream().mapToDouble(org.subgames.experiment.SubtractASquare.Point::value).toArray());
        j.writeObjectFieldStart("fit");
        j.writeStringField("method", method);
        j.writeNumberField("c", law.c());
        j.writeNumberField("e", law.e());
        j.writeNumberField("points", law.points());
        j.writeEndObject();
    }

    /** Opens the JSON object of a run: moves, convention, n and (if not null) the algorithm. */
    static void startRun(JsonGenerator j, org.subgames.game.MoveSet moves, String convention, long n, String algorithm)
            throws IOException {
        j.writeStartObject();
        j.writeStringField("moves", moves.toString());
        j.writeStringField("convention", convention);
        j.writeNumberField("n", n);
        if (algorithm != null) {
            j.writeStringField("algorithm", algorithm);
        }
    }

    /** A streaming JSON generator on the writer (large arrays are never built in memory). */
    static JsonGenerator json(PrintWriter out) throws IOException {
        JsonGenerator g = new JsonFactory().createGenerator(out);
        g.disable(JsonGenerator.Feature.AUTO_CLOSE_TARGET);
        return g;
    }


    /** {@code --param NAME=LO..HI} options as ranges by name. */
    static Map<String, org.subgames.base.IntRange> parameterRanges(List<String> options) {
        Map<String, org.subgames.base.IntRange> out = new LinkedHashMap<>();
        for (String o : options) {
            int eq = o.indexOf('=');
            if (eq <= 0) {
                throw new BadInputException("malformed --param '" + o + "' (expected NAME=LO..HI, e.g. b=10..20)");
            }
            String name = o.substring(0, eq).trim();
            try {
                out.put(name, org.subgames.base.IntRange.parse(o.substring(eq + 1)));
            } catch (BadInputException e) {
                throw new BadInputException("--param " + name + ": " + e.getMessage());
            }
        }
        return out;
    }

    /** Every overridden parameter must belong to at least one of the statements (a typo otherwise). */
    static void requireKnownParameters(List<org.subgames.specs.Statement> statements, Set<String> names) {
        for (String n : names) {
            if (statements.stream().noneMatch(st -> st.parameterIndex(n) >= 0)) {
                throw new BadInputException("no statement has a parameter '" + n + "' (parameters: "
                        + statements.stream().flatMap(st -> st.parameterNames().stream()).distinct().toList() + ")");
            }
        }
    }
}
