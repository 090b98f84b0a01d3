package org.subgames.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.concurrent.Callable;
import org.subgames.base.BadInputException;
import org.subgames.game.Convention;
import org.subgames.game.MoveSet;
import org.subgames.period.Certificate;
import org.subgames.period.PeriodicSequence;
import org.subgames.period.Periodicity;
import org.subgames.sink.AdditiveSet;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code period --moves 5,11,16 --convention sink [--format text|json]}: certified periodicity. */
@Command(name = "period", mixinStandardHelpOptions = true,
        description = "Certify the periodicity of G for a finite subtraction set: preperiod, period, minimal period "
                + "and the window certificate (max S consecutive values that repeat one period later).")
final class PeriodCommand implements Callable<Integer> {

    enum Format { text, json }

    @Option(names = "--moves", required = true, description = "a finite subtraction set, e.g. 5,11,16")
    String moves;

    @Option(names = "--convention", defaultValue = "wall", description = "wall or sink (default: ${DEFAULT-VALUE})")
    String convention;

    @Option(names = "--format", defaultValue = "text", description = "text or json (default: ${DEFAULT-VALUE})")
    Format format;

    @Option(names = "--limit", defaultValue = "" + Periodicity.DEFAULT_LIMIT,
            description = "largest number of positions to tabulate while searching (default: ${DEFAULT-VALUE})")
    int limit;

    @Override
    public Integer call() throws Exception {
        MoveSet set = MoveSet.parse(moves);
        Convention conv = Convention.parse(convention);
        if (limit < 1) {
            throw new BadInputException("--limit must be positive");
        }
        PeriodicSequence seq = Periodicity.certify(set, conv, candidate(set), limit);
        Certificate c = seq.certificate();
        if (format == Format.json) {
            ObjectNode o = new ObjectMapper().createObjectNode();
            o.put("moves", set.toString()).put("convention", conv.id())
                    .put("preperiod", c.preperiod()).put("period", c.period()).put("minimalPeriod", c.minimalPeriod())
                    .put("purelyPeriodic", c.purelyPeriodic()).put("periodicFrom", c.periodicFrom())
                    .put("windowStart", c.windowStart()).put("windowLength", c.maxMove());
            System.out.println(o);
            return 0;
        }
        System.out.println("moves          " + set + " (" + conv.id() + ")");
        System.out.println("preperiod      " + c.preperiod() + (c.purelyPeriodic() ? " (purely periodic)" : "")
                + ", periodic from position " + c.periodicFrom());
        System.out.println("period         " + c.period());
        System.out.println("minimal period " + c.minimalPeriod());
        System.out.println("certificate    " + c.windowText() + " (window of max S = " + c.maxMove() + " values)");
        return 0;
    }

    /** The additive theorem's period as a first candidate (a hint only: used if its window holds). */
    private static long candidate(MoveSet set) {
        int[] m = set.moves();
        if (m.length == 3 && m[0] + m[1] == m[2]) {
            return new AdditiveSet(m[0], m[1]).period();
        }
        return 0;
    }
}
