package org.subgames.bench;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * Formats measurements as a table (one row per size, one column per workload name, medians in ms
 * and the ratio to the baseline of the same size), CSV or JSON.
 */
public final class Report {

    private final List<Measurement> ms;
    private final String baseline;

    /** @param baseline workload name the ratios are relative to, or null for no ratios */
    public Report(List<Measurement> ms, String baseline) {
        this.ms = List.copyOf(ms);
        this.baseline = baseline;
    }

    private Map<Long, Map<String, Measurement>> bySize() {
        Map<Long, Map<String, Measurement>> out = new TreeMap<>();
        for (Measurement m : ms) {
            out.computeIfAbsent(m.size(), k -> new LinkedHashMap<>()).put(m.name(), m);
        }
        return out;
    }

    private List<String> names() {
        List<String> names = new ArrayList<>();
        for (Measurement m : ms) {
            if (!names.contains(m.name())) {
                names.add(m.name());
            }
        }
        return names;
    }

    /** Median time of name at size divided by the baseline's, or NaN if either is missing. */
    public double ratio(String name, long size) {
        Map<String, Measurement> row = bySize().get(size);
        if (row == null || baseline == null || !row.containsKey(baseline) || !row.containsKey(name)) {
            return Double.NaN;
        }
        return row.get(name).medianNanos() / row.get(baseline).medianNanos();
    }

    /** Aligned text table: median ms per cell, and "(x0.25)" ratios to the baseline when set. */
    public String table() {
        List<String> names = names();
        List<String[]> rows = new ArrayList<>();
        String[] head = new String[names.size() + 1];
        head[0] = "n";
        for (int i = 0; i < names.size(); i++) {
            head[i + 1] = names.get(i) + " ms" + (baseline != null && !names.get(i).equals(baseline) ? " (/" + baseline + ")" : "");
        }
        rows.add(head);
        for (Map.Entry<Long, Map<String, Measurement>> e : bySize().entrySet()) {
            String[] r = new String[names.size() + 1];
            r[0] = Long.toString(e.getKey());
            for (int i = 0; i < names.size(); i++) {
                Measurement m = e.getValue().get(names.get(i));
                if (m == null) {
                    r[i + 1] = "-";
                    continue;
                }
                String cell = String.format(Locale.ROOT, "%.3f", m.medianMillis());
                double q = ratio(names.get(i), e.getKey());
                if (!Double.isNaN(q) && !names.get(i).equals(baseline)) {
                    cell += String.format(Locale.ROOT, " (%.3g)", q);
                }
                r[i + 1] = cell;
            }
            rows.add(r);
        }
        int[] w = new int[head.length];
        for (String[] r : rows) {
            for (int i = 0; i < r.length; i++) {
                w[i] = Math.max(w[i], r[i].length());
            }
        }
        StringBuilder sb = new StringBuilder();
        for (String[] r : rows) {
            for (int i = 0; i < r.length; i++) {
                sb.append(i == 0 ? "" : "  ").append(String.format("%" + w[i] + "s", r[i]));
            }
            sb.append('\n');
        }
        return sb.toString();
    }

    /** One line per measurement: name,size,runs,median_ms,min_ms,max_ms,ratio. */
    public String csv() {
        StringBuilder sb = new StringBuilder("name,size,runs,median_ms,min_ms,max_ms,ratio_to_baseline\n");
        for (Measurement m : ms) {
            double q = ratio(m.name(), m.size());
            sb.append(String.format(Locale.ROOT, "%s,%d,%d,%.6f,%.6f,%.6f,%s%n", m.name(), m.size(), m.nanos().length,
                    m.medianMillis(), m.minNanos() / 1e6, m.maxNanos() / 1e6, Double.isNaN(q) ? "" : String.format(Locale.ROOT, "%.6g", q)));
        }
        return sb.toString();
    }

    /** A JSON object with the baseline and one entry per measurement (all run times in ms). */
    public String json() {
        ObjectMapper om = new ObjectMapper();
        ObjectNode root = om.createObjectNode();
        if (baseline != null) {
            root.put("baseline", baseline);
        }
        ArrayNode arr = root.putArray("measurements");
        for (Measurement m : ms) {
            ObjectNode o = arr.addObject();
            o.put("name", m.name()).put("size", m.size()).put("medianMs", m.medianMillis());
            double q = ratio(m.name(), m.size());
            if (!Double.isNaN(q)) {
                o.put("ratio", q);
            }
            ArrayNode runs = o.putArray("runsMs");
            for (long t : m.nanos()) {
                runs.add(t / 1e6);
            }
        }
        try {
            return om.writeValueAsString(root);
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }
}
