package org.subgames.specs;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.math.BigInteger;
import java.util.Map;
import org.apache.commons.jexl3.MapContext;
import org.subgames.game.Convention;
import org.subgames.period.Certificate;
import org.subgames.period.PeriodicSequence;

/**
 * The census record of one instance: per convention the certified facts (preperiod, minimal period,
 * largest value, cold positions per period, and the window that certifies them) or "no certificate
 * within N", and the census's group value, first matching formula and heat-map cell. No timings,
 * so reruns and shards give identical lines.
 */
public final class InstanceCensus {

    private static final ObjectMapper JSON = new ObjectMapper();

    /** What every census line holds besides its conventions. */
    public static final String STATEMENT = "statement";
    public static final String INDEX = "index";
    public static final String OF = "of";

    private InstanceCensus() {
    }

    /**
     * @param of        the number of instances of the whole (unsharded) census
     * @param census    what to summarise (the statement's, or one given on the command line)
     * @param certifier the census path
     */
    public static ObjectNode line(Instance in, int of, CensusSpec census, int limit, InstanceFacts.Certifier certifier) {
        Statement st = in.statement();
        InstanceFacts facts = new InstanceFacts(in, limit, certifier);
        MapContext ctx = Checker.context(in, facts);
        ObjectNode o = JSON.createObjectNode();
        o.put(STATEMENT, st.id());
        o.put(INDEX, in.index());
        o.put(OF, of);
        ObjectNode p = o.putObject("parameters");
        in.parameters().forEach(p::put);
        ArrayNode s = o.putArray("S");
        for (int m : in.sortedMoves()) {
            s.add(m);
        }
        for (Convention conv : st.conventions()) {
            ObjectNode c = o.putObject(conv.id());
            try {
                PeriodicSequence seq = facts.sequence(conv.id());
                Certificate ce = seq.certificate();
                c.put("preperiod", ce.preperiod());
                c.put("minimalPeriod", ce.minimalPeriod());
                c.put("maxValue", seq.maxValue());
                c.put("cold", seq.coldPerPeriod());
                c.put("windowStart", ce.windowStart());
                c.put("certifiedPeriod", ce.period());
                ctx.set("G", new GameFacts(facts, conv.id()));
                for (Map.Entry<String, Expr> e : st.lets().entrySet()) {
                    ctx.set(e.getKey(), e.getValue().eval(ctx));
                }
                Expr group = census.group();
                put(c, "group", group == null ? (Object) ce.minimalPeriod() : group.eval(ctx));
                if (!census.formulas().isEmpty()) {
                    String fit = "none";
                    for (Map.Entry<String, Expr> f : census.formulas().entrySet()) {
                        if (f.getValue().evalBoolean(ctx, "formula " + f.getKey())) {
                            fit = f.getKey();
                            break;
                        }
                    }
                    c.put("formula", fit);
                }
                CensusSpec.Heatmap h = census.heatmap();
                if (h != null && (h.where() == null || h.where().evalBoolean(ctx, "heatmap where"))) {
                    ObjectNode cell = c.putObject("heat");
                    put(cell, "x", h.x().eval(ctx));
                    put(cell, "y", h.y().eval(ctx));
                    put(cell, "value", h.value().eval(ctx));
                    if (h.where() != null) {
                        cell.put("where", h.where().text()); // so that the picture of a merged file names its slice
                    }
                }
            } catch (InstanceFacts.NoCertificate e) {
                c.removeAll();
                c.put("certificate", noCertificate(limit));
            }
        }
        return o;
    }

    /** The text recorded for an instance whose period is not certified within the table limit. */
    public static String noCertificate(int limit) {
        return "none within " + limit;
    }

    private static void put(ObjectNode o, String key, Object v) {
        if (v instanceof Integer || v instanceof Long || v instanceof Short || v instanceof Byte) {
            o.put(key, ((Number) v).longValue());
        } else if (v instanceof BigInteger b) {
            o.put(key, b);
        } else if (v instanceof Boolean b) {
            o.put(key, b);
        } else {
            o.put(key, String.valueOf(v));
        }
    }

    /** The text of a recorded value (numbers and labels alike), for grouping. */
    public static String text(JsonNode v) {
        return v == null || v.isMissingNode() || v.isNull() ? "" : v.asText();
    }
}
