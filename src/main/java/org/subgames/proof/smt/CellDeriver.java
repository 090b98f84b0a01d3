package org.subgames.proof.smt;

import java.util.ArrayList;
import java.util.List;
import org.subgames.sink.table.Contexts;
import org.subgames.sink.table.Formula;
import org.subgames.sink.table.Lin;
import org.subgames.sink.table.Move;
import org.subgames.sink.table.Region;
import org.subgames.sink.table.Tables;
import org.subgames.sink.table.Var;
import org.subgames.sink.table.Window;
import org.subgames.sink.table.WordModel;

/**
 * Derives the table cells symbolically: move s from factor F can land in factor G exactly when
 * constraints &and; x &isin; F &and; x - s &isin; G is satisfiable (Z3), for some admissible parameters.
 */
public final class CellDeriver {

    private CellDeriver() {
    }

    public static Tables derive(WordModel model, int k) {
        List<Tables.ContextTables> cts = new ArrayList<>();
        try (Z3Prover p = new Z3Prover(0)) {
            for (String name : Contexts.SIX) {
                Window w = Contexts.quadratic(model, k, name);
                cts.add(new Tables.ContextTables(w, rows(p, w)));
            }
        }
        return new Tables(k, cts);
    }

    private static List<Tables.Row> rows(Z3Prover p, Window w) {
        Lin x = Lin.of(Var.X);
        List<Tables.Row> rows = new ArrayList<>();
        for (Region f : w.checked()) {
            List<List<Tables.Way>> reach = new ArrayList<>();
            for (int u = 0; u < 4; u++) {
                reach.add(new ArrayList<>());
            }
            List<List<Tables.Way>> landing = new ArrayList<>();
            for (Move s : w.moves()) {
                List<Tables.Way> lands = new ArrayList<>();
                for (Region g : w.regions()) {
                    Formula q = Formula.and(List.of(w.constraints(), f.contains(x), g.contains(x.minus(s.amount()))));
                    if (p.check(q).verdict() != Prover.Verdict.UNSAT) {
                        Tables.Way way = new Tables.Way(s.name(), g.label(), g.letter());
                        lands.add(way);
                        if (g.letter() < f.letter()) {
                            reach.get(g.letter()).add(way);
                        }
                    }
                }
                landing.add(lands);
            }
            rows.add(new Tables.Row(f, reach, landing));
        }
        return rows;
    }
}
