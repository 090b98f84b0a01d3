package org.subgames.proof.smt;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.subgames.sink.table.Claim;
import org.subgames.sink.table.Contexts;
import org.subgames.sink.table.Formula;
import org.subgames.sink.table.Lin;
import org.subgames.sink.table.Move;
import org.subgames.sink.table.Region;
import org.subgames.sink.table.Var;
import org.subgames.sink.table.Window;
import org.subgames.sink.table.WordModel;

/**
 * The assembly of the chain, as checks the chain runs before it may print "proved":
 * <ul>
 *   <li>{@link #missing}: every claim the mex rule needs, in every context {@link Coverage} lists,
 *       for k = 1 and every k &gt;= 2 (m = 1 and every m &gt;= 2), is among the obligations its
 *       lemma proved with every solver, under that context's constraints. The required claims are
 *       derived here from the coverage lists, the word's factors and the moves, not from the lists
 *       the lemmas were built from, so a lemma that drops a context or a claim is caught;</li>
 *   <li>{@link #tiling}: in every such context the factors tile the window: each starts where the
 *       one before it ends (exact symbolic equality), a repeated part is whole units of 2a, the
 *       current block starts at 0 and ends at the block length (their lengths are &gt;= 0 by the
 *       lengths claims);</li>
 *   <li>{@link #vacuous}: every context and every hypothesis of an implication is satisfiable.</li>
 * </ul>
 */
public final class Assembly {

    private Assembly() {
    }

    /** A claim that lemma must carry in group (a context's file), proved under context. */
    public record Required(String lemma, String group, String id, Formula context) {
    }

    /** A context a lemma must carry claims in, and which claims: after the sink or a block, forward at the wall, at the wall. */
    record Place(String lemma, String group, Window window, Side side) {
    }

    enum Side { SINK, WALL_FORWARD, WALL_BOUNDARY }

    static List<Place> places(WordModel model) {
        List<Place> out = new ArrayList<>();
        for (int k : Coverage.COUNTS) {
            String d = SmtProofs.dir("k", k);
            List<String> sink = new ArrayList<>(List.of(Coverage.FIRST));
            sink.addAll(Coverage.LATER);
            for (String n : sink) {
                out.add(new Place(k == 1 ? "sink-k1" : "sink-kge2", "quadratic/" + d + "/" + n, Contexts.quadratic(model, k, n), Side.SINK));
            }
            String wall = k == 1 ? "wall-k1" : "wall-kge2";
            for (String n : Coverage.LATER) {
                out.add(new Place(wall, "wall/quadratic/" + d + "/" + n, Contexts.quadratic(model, k, n), Side.WALL_FORWARD));
            }
            out.add(new Place(wall, "wall/quadratic/" + d + "/boundary", Contexts.quadratic(model, k, "bZB"), Side.WALL_BOUNDARY));
        }
        for (int m : Coverage.COUNTS) {
            String d = SmtProofs.dir("m", m);
            String sink = m == 1 ? "sink-m1" : "sink-mge2";
            String wall = m == 1 ? "wall-m1" : "wall-mge2";
            for (String n : Coverage.LINEAR) {
                out.add(new Place(sink, "linear/" + d + "/" + n, Contexts.linear(m, n.equals("sinkW")), Side.SINK));
            }
            Window ww = Contexts.linear(m, false);
            out.add(new Place(wall, "wall/linear/" + d + "/WW", ww, Side.WALL_FORWARD));
            out.add(new Place(wall, "wall/linear/" + d + "/boundary", ww, Side.WALL_BOUNDARY));
        }
        return out;
    }

    /**
     * Every claim the chain needs: in sink play, for every position of Z and of the current block,
     * a move to each smaller letter and no move to its own, its options inside the window, the
     * factors of non-negative length and (every count at once) the bounds the phases use; in wall
     * play the same forward from the previous block and Z, with dual letters, and at the wall.
     */
    public static List<Required> required(WordModel model) {
        List<Required> out = new ArrayList<>();
        for (Place p : places(model)) {
            Window w = p.window();
            List<String> ids = new ArrayList<>();
            if (p.side() == Side.SINK) {
                ids.add("lengths");
            }
            if (p.side() != Side.SINK || w.windowStart() != null) {
                ids.add("window");
            }
            if (p.side() == Side.SINK && w.symbolic()) {
                ids.add("bounds");
            }
            for (Region f : w.regions()) {
                if (checked(p.side(), f)) {
                    int letter = p.side() == Side.SINK ? f.letter() : Claim.dual(f.letter());
                    for (int u = 0; u < letter; u++) {
                        ids.add("reach " + f.label() + " " + u);
                    }
                    for (Move s : w.moves()) {
                        ids.add("anti " + f.label() + " " + s.name());
                    }
                }
            }
            for (String id : ids) {
                out.add(new Required(p.lemma(), p.group(), id, w.constraints()));
            }
        }
        return out;
    }

    private static boolean checked(Side side, Region f) {
        return switch (side) {
            case SINK -> f.role() == Region.Role.CURRENT || f.role() == Region.Role.Z;
            case WALL_FORWARD -> f.role() == Region.Role.PREVIOUS || f.role() == Region.Role.Z;
            case WALL_BOUNDARY -> f.start() != null;
        };
    }

    /**
     * The required claims not proved by every solver of the run in their lemma under their context,
     * one line per lemma and group (empty when the assembly is complete).
     */
    public static List<String> missing(List<Required> required, Map<String, List<SmtProofs.Outcome>> outcomesByLemma,
                                       List<Prover.Kind> solvers) {
        Map<String, Map<Prover.Kind, SmtProofs.Outcome>> proved = new HashMap<>();
        outcomesByLemma.forEach((lemma, outcomes) -> {
            for (SmtProofs.Outcome o : outcomes) {
                if (o.proved()) {
                    proved.computeIfAbsent(key(lemma, o.obligation().group(), o.obligation().id()), x -> new HashMap<>()).put(o.solver(), o);
                }
            }
        });
        Map<String, int[]> open = new LinkedHashMap<>();
        Map<String, String> first = new HashMap<>();
        for (Required r : required) {
            String where = r.lemma() + " " + r.group();
            int[] n = open.computeIfAbsent(where, x -> new int[2]);
            n[1]++;
            Map<Prover.Kind, SmtProofs.Outcome> by = proved.getOrDefault(key(r.lemma(), r.group(), r.id()), Map.of());
            boolean ok = by.keySet().containsAll(solvers) && by.values().stream().allMatch(o -> o.obligation().base().equals(r.context()));
            if (!ok) {
                n[0]++;
                first.putIfAbsent(where, r.id());
            }
        }
        List<String> out = new ArrayList<>();
        open.forEach((where, n) -> {
            if (n[0] > 0) {
                out.add(where + ": " + n[0] + " of " + n[1] + " required claims not proved by every solver under this context (first: "
                        + first.get(where) + ")");
            }
        });
        return out;
    }

    private static String key(String lemma, String group, String id) {
        return lemma + "\n" + group + "\n" + id;
    }

    /** Tiling problems of every context the chain uses (empty when each window is tiled by its factors). */
    public static List<String> tiling(WordModel model) {
        List<String> out = new ArrayList<>();
        Set<String> seen = new HashSet<>();
        for (Place p : places(model)) {
            if (seen.add(p.window().name() + "/" + p.window().k())) {
                out.addAll(tiling(p.window()));
            }
        }
        return out;
    }

    /** Problems of one window: gaps or overlaps between factors, broken repeated parts, ends that do not meet. */
    static List<String> tiling(Window w) {
        List<String> out = new ArrayList<>();
        String name = w.name() + (w.symbolic() ? " (every count >= 2)" : " (count " + w.k() + ")");
        Lin twoA = Lin.of(Var.A).times(2);
        Lin at = w.windowStart();
        Region.Area area = null;
        Lin unitAt = null;
        Region.Role role = Region.Role.SINK;
        for (int i = 0; i < w.regions().size(); i++) {
            Region g = w.regions().get(i);
            if (g.role().compareTo(role) < 0) {
                out.add(name + ": factor " + g.label() + " (" + g.role() + ") after a " + role + " factor");
            }
            if (g.role() == Region.Role.CURRENT && role != Region.Role.CURRENT && !g.start().equals(Lin.ZERO)) {
                out.add(name + ": the current block starts at " + g.start() + ", not 0");
            }
            role = g.role();
            if (g.start() == null) {
                if (i != 0 || at != null) {
                    out.add(name + ": the unbounded factor " + g.label() + " is not the first of a window after the sink");
                }
                at = g.end();
                continue;
            }
            if (area != null && g.area() != area) {
                at = closeArea(out, name, area, unitAt, twoA);
                area = null;
            }
            if (g.area() == null) {
                expect(out, name, g.label(), at, g.start());
                at = g.end();
            } else {
                if (area == null) {
                    area = g.area();
                    expect(out, name, "the repeated part of " + g.label(), at, area.start());
                    if (!area.end().equals(area.start().plus(area.count().times(2)))) {
                        out.add(name + ": the repeated part of " + g.label() + " is not count/a units of 2a");
                    }
                    unitAt = area.start();
                }
                expect(out, name, g.label(), unitAt, g.start());
                unitAt = g.end();
            }
        }
        if (area != null) {
            at = closeArea(out, name, area, unitAt, twoA);
        }
        if (at == null || !at.equals(w.blockLength())) {
            out.add(name + ": the factors end at " + at + ", the block at " + w.blockLength());
        }
        return out;
    }

    private static Lin closeArea(List<String> out, String name, Region.Area area, Lin unitAt, Lin twoA) {
        if (!unitAt.equals(area.start().plus(twoA))) {
            out.add(name + ": a unit of the repeated part at " + area.start() + " is " + unitAt.minus(area.start()) + " long, not 2a");
        }
        return area.end();
    }

    private static void expect(List<String> out, String name, String what, Lin expected, Lin start) {
        if (expected == null || !expected.equals(start)) {
            out.add(name + ": " + what + " starts at " + start + ", the factor before it ends at " + expected);
        }
    }

    /**
     * What the chain assumes somewhere, by name: every context a required claim is proved under,
     * and the hypothesis of every implication (coverage, length).
     */
    public static Map<String, Formula> hypotheses(WordModel model) {
        Map<String, Formula> out = new LinkedHashMap<>();
        for (Place p : places(model)) {
            out.putIfAbsent("context " + p.group(), p.window().constraints());
        }
        List<Implication> imps = new ArrayList<>(Coverage.implications(model));
        imps.addAll(PeriodLength.implications(model));
        for (Implication i : imps) {
            out.put(i.group() + " \"" + i.id() + "\"", i.hypothesis());
        }
        return out;
    }

    /**
     * The hypotheses some solver does not find satisfiable (a vacuous context or case proves
     * anything): one line each, empty when all are satisfiable.
     */
    public static List<String> vacuous(Map<String, Formula> hypotheses, List<Prover.Kind> solvers, int timeoutMs) {
        List<String> out = new ArrayList<>();
        for (Prover.Kind kind : solvers) {
            try (Prover p = kind.open(timeoutMs)) {
                hypotheses.forEach((name, f) -> {
                    Prover.Verdict v = p.check(f).verdict();
                    if (v != Prover.Verdict.SAT) {
                        out.add(name + " (" + kind.id() + "): " + v.name().toLowerCase(Locale.ROOT) + ", not satisfiable");
                    }
                });
            }
        }
        return out;
    }
}
