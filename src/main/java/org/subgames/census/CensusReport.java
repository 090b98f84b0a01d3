package org.subgames.census;

import com.fasterxml.jackson.databind.JsonNode;
import java.awt.Color;
import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.Consumer;
import org.knowm.xchart.BitmapEncoder;
import org.knowm.xchart.HeatMapChart;
import org.knowm.xchart.HeatMapChartBuilder;
import org.subgames.base.AtomicFile;
import org.subgames.specs.CensusSpec;
import org.subgames.specs.InstanceCensus;

/**
 * The summary of a census, read from its lines alone (so a merged file gives the same report as an
 * unsharded run, and a Parquet store the same as JSON lines), streamed: it keeps counts, the first
 * games of each list and the heat map's cells (one slice), never the census: per convention the counts per group value and per first matching formula,
 * the instances that fit no formula and those without a certificate, as text and CSV, one CSV row
 * per instance, and a heat map PNG (XChart) of the cells the census recorded.
 */
public final class CensusReport {

    private static final String[] FACTS = {"preperiod", "minimalPeriod", "maxValue", "cold"};

    private final Lines lines;
    private final List<String> conventions = new ArrayList<>();
    private final List<String> parameters = new ArrayList<>();
    private final Labels labels;
    private String id = "?";
    private long count;

    /** The census lines, in instance order, as often as the report needs them (it reads them twice, holding none). */
    @FunctionalInterface
    public interface Lines {
        void forEach(Consumer<JsonNode> each);
    }

    /**
     * What the report says in words, from the statement (the lines hold only values): the heat map's
     * axis titles, what its colour shows, its slice when the cells do not name it (lines written
     * before they did), and the candidate formulas in the statement's order.
     */
    public record Labels(String xTitle, String yTitle, String valueTitle, String where, List<String> formulaOrder) {

        /** Labels without a statement: axes x and y, formulas in the order the lines first use them. */
        public static final Labels NONE = new Labels("x", "y", "value", null, List.of());

        /** The labels of a statement's census (NONE for null). */
        public static Labels of(org.subgames.specs.Statement st) {
            if (st == null) {
                return NONE;
            }
            CensusSpec c = st.census();
            CensusSpec.Heatmap h = c.heatmap();
            List<String> order = new ArrayList<>(c.formulas().keySet());
            if (h == null) {
                return new Labels("x", "y", "value", null, order);
            }
            return new Labels(h.x().text(), h.y().text(), h.valueTitle(), h.where() == null ? null : h.where().text(), order);
        }
    }

    public CensusReport(List<JsonNode> lines, Labels labels) {
        this(lines::forEach, labels);
    }

    public CensusReport(Lines lines, Labels labels) {
        this.lines = lines;
        this.labels = labels == null ? Labels.NONE : labels;
    }

    /** Writes STEM.csv, STEM-summary.txt, STEM-summary.csv, STEM-nofit.csv and STEM-CONV-heatmap.png; returns the files. */
    public List<Path> write(Path stem, PrintStream out) {
        count = 0;
        conventions.clear();
        parameters.clear();
        Map<String, Tally> tallies = new LinkedHashMap<>();
        Map<String, List<Cell>> cells = new LinkedHashMap<>();
        StringBuilder nofit = new StringBuilder();
        lines.forEach(r -> {
            if (count++ == 0) {
                first(r, tallies, cells);
            }
            for (String conv : conventions) {
                tallies.get(conv).add(r, nofit);
                JsonNode h = r.path(conv).path("heat");
                if (!h.isMissingNode()) {
                    cells.get(conv).add(Cell.of(h));
                }
            }
        });
        List<Path> files = new ArrayList<>();
        StringBuilder text = new StringBuilder();
        StringBuilder summary = new StringBuilder("convention,kind,value,count\n");
        for (String conv : conventions) {
            describe(tallies.get(conv), id, text, summary);
            Path png = heatmap(stem, conv, id, cells.get(conv));
            if (png != null) {
                files.add(png);
                text.append("  heat map: ").append(png).append('\n');
            }
        }
        files.add(AtomicFile.write(Path.of(stem + ".csv"), this::instancesCsv));
        files.add(writeText(Path.of(stem + "-summary.csv"), summary.toString()));
        files.add(writeText(Path.of(stem + "-nofit.csv"), "convention," + String.join(",", parameters) + ",S,preperiod,minimalPeriod\n" + nofit));
        files.add(writeText(Path.of(stem + "-summary.txt"), text.toString()));
        out.print(text);
        return files;
    }

    /** The statement, parameters and conventions, from the first line. */
    private void first(JsonNode r, Map<String, Tally> tallies, Map<String, List<Cell>> cells) {
        id = r.path(InstanceCensus.STATEMENT).asText();
        r.path("parameters").fieldNames().forEachRemaining(parameters::add);
        for (String c : new String[] {"wall", "sink"}) {
            if (r.has(c)) {
                conventions.add(c);
                tallies.put(c, new Tally(c));
                cells.put(c, new ArrayList<>());
            }
        }
    }

    /** The counts of one convention: per group value, per formula, the games fitting none, those without a certificate. */
    private final class Tally {
        final String conv;
        final Map<String, Integer> groups = new TreeMap<>();
        Map<String, Integer> formulas = new LinkedHashMap<>();
        /** The first games that fit no formula, and how many there are. */
        final List<JsonNode> none = new ArrayList<>();
        long noneCount;
        /** The first games without a certificate, and how many there are. */
        final List<JsonNode> uncertified = new ArrayList<>();
        long uncertifiedCount;
        long maxPeriod;
        long maxPre;

        Tally(String conv) {
            this.conv = conv;
        }

        void add(JsonNode r, StringBuilder nofit) {
            JsonNode c = r.path(conv);
            if (c.has("certificate")) {
                keep(uncertified, r);
                uncertifiedCount++;
                groups.merge("no certificate (" + c.path("certificate").asText() + ")", 1, Integer::sum);
                return;
            }
            maxPeriod = Math.max(maxPeriod, c.path("minimalPeriod").asLong());
            maxPre = Math.max(maxPre, c.path("preperiod").asLong());
            groups.merge(InstanceCensus.text(c.get("group")), 1, Integer::sum);
            if (c.has("formula")) {
                String f = c.path("formula").asText();
                formulas.merge(f, 1, Integer::sum);
                if (f.equals("none")) {
                    keep(none, r);
                    noneCount++;
                    nofit.append(conv).append(',').append(values(r)).append(',').append(set(r)).append(',')
                            .append(c.path("preperiod").asLong()).append(',').append(c.path("minimalPeriod").asLong()).append('\n');
                }
            }
        }
    }

    /** The report names the first games of a list; more are counted, not kept. */
    private static final int NAMED = 12;

    private static void keep(List<JsonNode> first, JsonNode r) {
        if (first.size() < NAMED) {
            first.add(r);
        }
    }

    /** The summary text and CSV rows of one convention's tally. */
    private void describe(Tally t, String id, StringBuilder text, StringBuilder summary) {
        String conv = t.conv;
        text.append(String.format(Locale.ROOT, "%s under %s: %d instances, %d certified, %d without a certificate "
                + "within the table limit; largest minimal period %d, largest preperiod %d%n", id, conv, count,
                count - t.uncertifiedCount, t.uncertifiedCount, t.maxPeriod, t.maxPre));
        text.append("  per group value:");
        t.groups.entrySet().stream().sorted(Map.Entry.<String, Integer>comparingByValue().reversed()).limit(30)
                .forEach(e -> text.append(' ').append(e.getKey()).append(": ").append(e.getValue()).append(';'));
        if (t.groups.size() > 30) {
            text.append(" ... (").append(t.groups.size()).append(" values, all in the summary CSV)");
        }
        text.append('\n');
        t.groups.forEach((k, v) -> summary.append(conv).append(",group,").append(csv(k)).append(',').append(v).append('\n'));
        if (!t.formulas.isEmpty()) {
            t.formulas = inOrder(t.formulas, labels.formulaOrder());
            text.append("  per formula (the first that fits):");
            t.formulas.forEach((k, v) -> text.append(' ').append(k).append(": ").append(v).append(';'));
            text.append('\n');
            t.formulas.forEach((k, v) -> summary.append(conv).append(",formula,").append(csv(k)).append(',').append(v).append('\n'));
            text.append("  fitting no formula: ").append(t.noneCount);
            t.none.forEach(r -> text.append(' ').append(set(r)).append(" (period ")
                    .append(r.path(conv).path("minimalPeriod").asLong()).append(')'));
            text.append(t.noneCount > NAMED ? " ...\n" : "\n");
        }
        summary.append(conv).append(",no certificate,,").append(t.uncertifiedCount).append('\n');
        if (!t.uncertified.isEmpty()) {
            text.append("  no certificate within the limit: ");
            t.uncertified.forEach(r -> text.append(set(r)).append(' '));
            text.append('\n');
        }
    }

    /** The counts in the statement's order of its formulas, then any others as first met, then none. */
    private static Map<String, Integer> inOrder(Map<String, Integer> counts, List<String> order) {
        Map<String, Integer> out = new LinkedHashMap<>();
        for (String f : order) {
            if (counts.containsKey(f)) {
                out.put(f, counts.get(f));
            }
        }
        counts.forEach((k, v) -> {
            if (!k.equals("none")) {
                out.putIfAbsent(k, v);
            }
        });
        if (counts.containsKey("none")) {
            out.put("none", counts.get("none"));
        }
        return out;
    }

    /** One CSV row per instance, streamed from the lines (a second pass over them). */
    private void instancesCsv(OutputStream o) throws IOException {
        Writer w = new OutputStreamWriter(o, StandardCharsets.UTF_8);
        StringBuilder sb = new StringBuilder("index,").append(String.join(",", parameters)).append(",S");
        for (String conv : conventions) {
            for (String f : FACTS) {
                sb.append(',').append(conv).append('.').append(f);
            }
            sb.append(',').append(conv).append(".group,").append(conv).append(".formula");
        }
        w.append(sb).append('\n');
        try {
            lines.forEach(r -> {
                sb.setLength(0);
                sb.append(r.path(InstanceCensus.INDEX).asLong()).append(',').append(values(r)).append(',').append(set(r));
                for (String conv : conventions) {
                    JsonNode c = r.path(conv);
                    for (String f : FACTS) {
                        sb.append(',').append(c.has(f) ? c.get(f).asText() : "");
                    }
                    String group = c.has("certificate") ? "no certificate " + c.path("certificate").asText() : InstanceCensus.text(c.get("group"));
                    sb.append(',').append(csv(group)).append(',').append(csv(InstanceCensus.text(c.get("formula"))));
                }
                try {
                    w.append(sb).append('\n');
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            });
        } catch (UncheckedIOException e) {
            throw e.getCause();
        }
        w.flush();
    }

    /**
     * One heat-map cell, kept small: the report holds a whole slice (the square c = max S of a
     * three-move census has about max S^2 / 2 cells per convention); the axis values are interned,
     * there are few of them.
     */
    private record Cell(String x, String y, String value, boolean numeric, String where) {
        static Cell of(JsonNode h) {
            return new Cell(h.path("x").asText().intern(), h.path("y").asText().intern(), h.path("value").asText(), h.path("value").isNumber(),
                    h.has("where") ? h.path("where").asText() : null);
        }
    }

    /** The heat map of the recorded cells (x, y, value) of one convention, or null if the census records none. */
    private Path heatmap(Path stem, String conv, String id, List<Cell> cells) {
        if (cells.isEmpty()) {
            return null;
        }
        boolean numeric = cells.stream().allMatch(Cell::numeric);
        Comparator<String> order = Comparator.comparing((String s) -> s.matches("-?\\d+") ? Long.parseLong(s) : Long.MAX_VALUE)
                .thenComparing(Comparator.naturalOrder());
        TreeSet<String> xs = new TreeSet<>(order);
        TreeSet<String> ys = new TreeSet<>(order);
        TreeSet<String> values = new TreeSet<>(order);
        for (Cell h : cells) {
            xs.add(h.x());
            ys.add(h.y());
            values.add(h.value());
        }
        List<String> xl = new ArrayList<>(xs);
        List<String> yl = new ArrayList<>(ys);
        List<String> ll = new ArrayList<>(values);
        List<Number[]> data = new ArrayList<>();
        for (Cell h : cells) {
            double v = numeric ? Double.parseDouble(h.value()) : ll.indexOf(h.value()) + 1;
            data.add(new Number[] {xl.indexOf(h.x()), yl.indexOf(h.y()), v});
        }
        // the slice the cells say they are (all the same in one run), else the statement's
        String where = cells.get(0).where() != null ? cells.get(0).where() : labels.where();
        String title = id + ", " + conv + " convention" + (where == null ? "" : ", cells with " + where)
                + ": colour = " + labels.valueTitle();
        // every row and column gets its tick label, at least 18 pixels apart (XChart's thinning of
        // category labels spreads the kept ones evenly, off their cells, so it is not used)
        int width = Math.min(4000, Math.max(1100, 18 * xl.size() + 300));
        int height = Math.min(4000, Math.max(950, 18 * yl.size() + 200));
        HeatMapChart chart = new HeatMapChartBuilder().width(width).height(height).title(title)
                .xAxisTitle(labels.xTitle()).yAxisTitle(labels.yTitle()).build();
        chart.getStyler().setShowValue(false).setPlotContentSize(1.0);
        if (xl.size() > 20 || xl.stream().anyMatch(x -> x.length() > 2)) {
            chart.getStyler().setXAxisLabelRotation(90); // upright labels take one text height each
        }
        if (!numeric) {
            // one piece per label, centred on its number, and the legend names the label
            chart.getStyler().setPiecewise(true).setPiecewiseRanged(false).setSplitNumber(ll.size())
                    .setMin(0.5).setMax(ll.size() + 0.5).setRangeColors(palette(ll.size()))
                    .setHeatMapDecimalValueFormatter(d -> {
                        long i = Math.round(d);
                        return i >= 1 && i <= ll.size() ? ll.get((int) i - 1) : "";
                    });
        } else {
            chart.getStyler().setRangeColors(new Color[] {new Color(0x2c, 0x7b, 0xb6), new Color(0xff, 0xff, 0xbf),
                    new Color(0xd7, 0x19, 0x1c)});
        }
        chart.addSeries(conv, xl, yl, data);
        Path png = Path.of(stem + "-" + conv + "-heatmap.png");
        AtomicFile.write(png, o -> BitmapEncoder.saveBitmap(chart, o, BitmapEncoder.BitmapFormat.PNG));
        return png;
    }

    private static Color[] palette(int n) {
        Color[] base = {new Color(0x1b, 0x9e, 0x77), new Color(0xd9, 0x5f, 0x02), new Color(0x75, 0x70, 0xb3),
                new Color(0xe7, 0x29, 0x8a), new Color(0x66, 0xa6, 0x1e), new Color(0xe6, 0xab, 0x02), new Color(0xa6, 0x76, 0x1d),
                new Color(0x66, 0x66, 0x66)};
        Color[] out = new Color[Math.max(n, 2)];
        for (int i = 0; i < out.length; i++) {
            out[i] = i < base.length ? base[i] : Color.getHSBColor((float) i / out.length, 0.6f, 0.85f);
        }
        return out;
    }

    private static String values(JsonNode r) {
        List<String> v = new ArrayList<>();
        r.path("parameters").forEach(x -> v.add(x.asText()));
        return String.join(",", v);
    }

    /** S as {1 3 5}: spaces, so that the CSV needs no quoting. */
    private static String set(JsonNode r) {
        List<String> v = new ArrayList<>();
        r.path("S").forEach(x -> v.add(x.asText()));
        return "{" + String.join(" ", v) + "}";
    }

    private static String csv(String s) {
        return s.contains(",") || s.contains("\"") ? "\"" + s.replace("\"", "\"\"") + "\"" : s;
    }

    private static Path writeText(Path p, String text) {
        return AtomicFile.writeString(p, text);
    }
}
