package org.subgames.bench;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.subgames.base.BadInputException;
import org.subgames.proof.smt.Obligation;
import org.subgames.proof.smt.ProofFiles;
import org.subgames.proof.smt.Prover;
import org.subgames.proof.smt.SmtProofs;
import org.subgames.reference.NimValues;
import org.subgames.sink.AdditiveSet;
import org.subgames.sink.table.InstanceCheck;
import org.subgames.sink.table.WordModel;

/** Benchmark suites of the block tables (registered in {@link org.subgames.bench.Suites}). */
public final class ProofSuites {

    private ProofSuites() {
    }

    /**
     * {@code tables-prove}: size K = prove every claim for k = 1..K. Names: sink (the six contexts),
     * wall (the dual word), all (sink, wall, coverage lemma, modular facts, linear words m &lt;= K).
     */
    public static Suite prove() {
        return Suite.of("Z3 proofs of the block tables for k = 1..n: sink (six contexts), wall (dual word), all (+ coverage, modular facts, linear words)",
                List.of(1L, 2L, 3L, 5L, 8L),
                List.of("sink", "wall", "all"),
                "sink",
                (name, size, seed) -> {
                    if (size < 1 || size > 50) {
                        throw new BadInputException("tables-prove sizes are K in 1..50, got " + size);
                    }
                    int kMax = (int) size;
                    List<Obligation> obs = new ArrayList<>();
                    WordModel m = WordModel.standard();
                    switch (name) {
                        case "sink" -> {
                            for (int k = 1; k <= kMax; k++) {
                                obs.addAll(SmtProofs.quadratic(m, k));
                            }
                        }
                        case "wall" -> {
                            for (int k = 1; k <= kMax; k++) {
                                obs.addAll(SmtProofs.wallQuadratic(m, k));
                            }
                        }
                        case "all" -> obs.addAll(ProofFiles.obligations(m, kMax));
                        default -> throw new BadInputException("unknown workload " + name);
                    }
                    boolean facts = name.equals("all");
                    return new Workload(name, size, () -> {
                        int proved = 0;
                        for (SmtProofs.Outcome o : SmtProofs.prove(obs, 0)) {
                            if (!o.proved()) {
                                throw new IllegalStateException("not proved: " + o.obligation().group() + " " + o.obligation().id());
                            }
                            proved++;
                        }
                        if (facts) {
                            for (ProofFiles.FactOutcome f : ProofFiles.proveFacts(0)) {
                                if (f.verdict() != Prover.Verdict.UNSAT) {
                                    throw new IllegalStateException("not proved: " + f.fact().id());
                                }
                                proved++;
                            }
                        }
                        return proved;
                });
                });
    }

    /**
     * {@code tables-instance}: size a = every quadratic set with k = 1 at that a. Names:
     * instance-check (the full per-instance check) and dp (only the sink and wall DPs over two periods
     * it starts with), the baseline.
     */
    public static Suite instance() {
        return Suite.of("per-instance check of the block tables for every c at one a (k = 1), against the two DPs alone",
                List.of(10L, 20L, 40L),
                List.of("instance-check", "dp"),
                "dp",
                (name, size, seed) -> {
                    if (size < 2 || size > 1000) {
                        throw new BadInputException("tables-instance sizes are a in 2..1000, got " + size);
                    }
                    int a = (int) size;
                    List<AdditiveSet> sets = new ArrayList<>();
                    for (int c = 1; c < a; c++) {
                        sets.add(AdditiveSet.ofKc(a, 1, c));
                    }
                    if (name.equals("dp")) {
                        return new Workload(name, size, () -> {
                            long sum = 0;
                            for (AdditiveSet s : sets) {
                                int[] moves = {s.a(), s.b(), s.a() + s.b()};
                                int n = (int) (2 * s.period());
                                sum += NimValues.sink(moves, n)[n] + NimValues.wall(moves, n)[n];
                            }
                            return sum;
                    });
                }
                if (!name.equals("instance-check")) {
                    throw new BadInputException("unknown workload " + name);
                }
                InstanceCheck check = new InstanceCheck(WordModel.standard());
                return new Workload(name, size, () -> {
                    for (AdditiveSet s : sets) {
                        Optional<String> bad = check.check(s);
                        if (bad.isPresent()) {
                            throw new IllegalStateException(bad.get());
                        }
                    }
                    return sets.size();
                });
                });
    }
}
