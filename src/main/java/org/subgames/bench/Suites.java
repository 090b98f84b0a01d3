package org.subgames.bench;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import org.subgames.base.BadInputException;

/** Benchmark suites by name; adding one is one {@code put} line. */
public final class Suites {

    private static final Map<String, Suite> SUITES = new LinkedHashMap<>();

    static {
        SUITES.put("dense-cold", SolverSuites.denseCold());
        SUITES.put("dense-nim", SolverSuites.denseNim());
        SUITES.put("squares-cold", SolverSuites.squaresCold());
        SUITES.put("squares-nim", SolverSuites.squaresNim());
        SUITES.put("few-moves-nim", SolverSuites.fewMovesNim());
        SUITES.put("sink-quadratic", SinkSuites.quadraticSink());
        SUITES.put("census-three", CensusSuites.threeMove());
        SUITES.put("census-growth", CensusSuites.growth());
        SUITES.put(CensusCSuite.NAME, new CensusCSuite());
        SUITES.put("scale-cold", ScaleSuites.cold());
        SUITES.put("scale-nim", ScaleSuites.nim());
        SUITES.put("scale-lengths", ScaleSuites.lengths());
        SUITES.put("store-rate", ScaleSuites.storeRate());
        SUITES.put("tables-prove", org.subgames.bench.ProofSuites.prove());
        SUITES.put("tables-instance", org.subgames.bench.ProofSuites.instance());
        SUITES.put("word-prove", WordProverSuites.prove());
    }

    private Suites() {
    }

    public static Map<String, Suite> all() {
        return Collections.unmodifiableMap(SUITES);
    }

    public static Suite get(String name) {
        Suite s = SUITES.get(name);
        if (s == null) {
            throw new BadInputException("unknown suite '" + name + "' (expected one of " + String.join(", ", SUITES.keySet()) + ")");
        }
        return s;
    }
}
