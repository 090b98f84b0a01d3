package org.subgames.solver;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import org.subgames.base.BadInputException;

/**
 * The solvers by name, as the command line, the audit and the benchmarks pick them. Adding an
 * algorithm is one {@code put} line below; the audit then checks it against the reference code.
 */
public final class Solvers {

    /** Leaf size of the divide and conquer: leaves are sieved directly (chosen, not tuned). */
    static final int LEAF = 256;

    private static final Map<String, HotColdSolver> HOT_COLD = new LinkedHashMap<>();
    private static final Map<String, NimSolver> NIM = new LinkedHashMap<>();

    static {
        HOT_COLD.put("reference", ReferenceSolvers.HOT_COLD);
        HOT_COLD.put("sieve", new SieveSolver());
        HOT_COLD.put("bitset", BitsetSolver.HOT_COLD);
        HOT_COLD.put("convolution", new DivideAndConquerSolver(LEAF, true, DivideAndConquerSolver.FFT));
        HOT_COLD.put("fft", new DivideAndConquerSolver(LEAF, false, DivideAndConquerSolver.FFT));
        HOT_COLD.put("segmented", FastPaths.SEGMENTED);
        HOT_COLD.put("tiled", FastPaths.TILED);

        NIM.put("reference", ReferenceSolvers.NIM);
        NIM.put("bitset", BitsetSolver.NIM);
        NIM.put("convolution", new Lemma2NimSolver(HOT_COLD.get("convolution")));
        NIM.put("fft", new Lemma2NimSolver(HOT_COLD.get("fft")));
        NIM.put("sieve", new Lemma2NimSolver(HOT_COLD.get("sieve")));
        NIM.put("blocked", FastPaths.BLOCKED);
    }

    private Solvers() {
    }

    /** Hot/cold solvers by name, in registration order (the reference first). */
    public static Map<String, HotColdSolver> hotCold() {
        return Collections.unmodifiableMap(HOT_COLD);
    }

    /** Nim-value solvers by name, in registration order (the reference first). */
    public static Map<String, NimSolver> nim() {
        return Collections.unmodifiableMap(NIM);
    }

    public static HotColdSolver hotCold(String name) {
        HotColdSolver s = HOT_COLD.get(name);
        if (s == null) {
            throw new BadInputException("unknown algorithm '" + name + "' for hot/cold positions (expected one of "
                    + String.join(", ", HOT_COLD.keySet()) + ")");
        }
        return s;
    }

    public static NimSolver nim(String name) {
        NimSolver s = NIM.get(name);
        if (s == null) {
            throw new BadInputException("unknown algorithm '" + name + "' for nim-values (expected one of "
                    + String.join(", ", NIM.keySet()) + ")");
        }
        return s;
    }
}
