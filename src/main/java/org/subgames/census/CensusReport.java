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
import java.util.function.UnaryOperator;
import org.knowm.xchart.BitmapEncoder;
import org.knowm.xchart.HeatMapChart;
import org.knowm.xchart.HeatMapChartBuilder;
import org.subgames.base.AtomicFile;
import org.subgames.specs.CensusSpec;
import org.subgames.specs.InstanceCensus;

/**
 * The summary of a census, read from its lines alone (so a merged file gives the same report as an
 * unsharded run), streamed: it keeps counts, the first games of each list and the heat map's cells
 * (one slice), never the census: per convention the counts per group value and per first matching
 * formula, the instances that fit no formula and those without a certificate, as text and CSV, one
 * CSV row per instance, and a heat map PNG (XChart) of the cells the census recorded. The text, the
 * summary CSV and the heat maps are written from aggregated values ({@link Tally}), so a Parquet
 * store's report, aggregated in SQL by {@link StoreReport}, is the same code and the same bytes.
 */
public final class CensusReport {

    /** The facts the per-instance CSV gives per convention, in its column order. */
    static final String[] FACTS = {"preperiod", "minimalPeriod", "maxValue", "cold"};

    private final Lines lines;
    private final Labels labels;

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
            return st == null ? NONE : of(st, st.census());
        }

        /** The labels of a census of the statement (its own, or one with --group or --heatmap-where). */
        public static Labels of(org.subgames.specs.Statement st, CensusSpec c) {
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

    /**
     * What the report is of, aggregated: the statement, the instances, the parameters (the CSV
     * columns) and a tally per convention (wall before sink).
     */
    record Census(String id, long count, List<String> parameters, List<Tally> tallies) {

        List<String> conventions() {
            return tallies.stream().map(t -> t.conv).toList();
        }
    }

    /**
     * The counts of one convention: per group value, per formula (as first met in instance order),
     * the games fitting none and those without a certificate (how many, and the first NAMED of
     * each), the largest minimal period and preperiod of the certified ones, and the heat map's
     * cells in instance order. The line path adds line by line; the store path sets the values a
     * query aggregated.
     */
    static final class Tally {
        final String conv;
        final Map<String, Long> groups = new TreeMap<>();
        final Map<String, Long> formulas = new LinkedHashMap<>();
        final List<Named> none = new ArrayList<>();
        long noneCount;
        final List<Named> uncertified = new ArrayList<>();
        long uncertifiedCount;
        long maxPeriod;
        long maxPre;
        final List<Cell> cells = new ArrayList<>();

        Tally(String conv) {
            this.conv = conv;
        }

        /** Adds one census line's game of this convention; a game fitting no formula is appended to nofit as its CSV row. */
        void add(JsonNode r, StringBuilder nofit) {
            JsonNode c = r.path(conv);
            JsonNode h = c.path("heat");
            if (!h.isMissingNode()) {
                cells.add(Cell.of(h));
            }
            if (c.has("certificate")) {
                keep(uncertified, new Named(set(r), 0));
                uncertifiedCount++;
                groups.merge(noCertificateGroup(c.path("certificate").asText()), 1L, Long::sum);
                return;
            }
            maxPeriod = Math.max(maxPeriod, c.path("minimalPeriod").asLong());
            maxPre = Math.max(maxPre, c.path("preperiod").asLong());
            groups.merge(InstanceCensus.text(c.get("group")), 1L, Long::sum);
            if (c.has("formula")) {
                String f = c.path("formula").asText();
                formulas.merge(f, 1L, Long::sum);
                if (f.equals("none")) {
                    keep(none, new Named(set(r), c.path("minimalPeriod").asLong()));
                    noneCount++;
                    nofit.append(conv).append(',').append(values(r)).append(',').append(set(r)).append(',')
                            .append(c.path("preperiod").asLong()).append(',').append(c.path("minimalPeriod").asLong()).append('\n');
                }
            }
        }
    }

    /** A game the report names: its S as {1 3 5} and its minimal period (0 when it has no certificate). */
    record Named(String set, long period) {
    }

    /** The report names the first games of a list; more are counted, not kept. */
    static final int NAMED = 12;

    private static void keep(List<Named> first, Named g) {
        if (first.size() < NAMED) {
            first.add(g);
        }
    }

    /** The group a game without a certificate is counted in. */
    static String noCertificateGroup(String certificate) {
        return "no certificate (" + certificate + ")";
    }

    /** Writes STEM.csv, STEM-summary.txt, STEM-summary.csv, STEM-nofit.csv and STEM-CONV-heatmap.png; returns the files. */
    public List<Path> write(Path stem, PrintStream out) {
        List<String> parameters = new ArrayList<>();
        List<Tally> tallies = new ArrayList<>();
        String[] id = {"?"};
        long[] count = {0};
        StringBuilder nofit = new StringBuilder();
        lines.forEach(r -> {
            if (count[0]++ == 0) {
                id[0] = r.path(InstanceCensus.STATEMENT).asText();
                r.path("parameters").fieldNames().forEachRemaining(parameters::add);
                for (String c : new String[] {"wall", "sink"}) {
                    if (r.has(c)) {
                        tallies.add(new Tally(c));
                    }
                }
            }
            for (Tally t : tallies) {
                t.add(r, nofit);
            }
        });
        Census census = new Census(id[0], count[0], parameters, tallies);
        List<String> conventions = census.conventions();
        return write(census, labels, stem, out, p -> AtomicFile.write(p, o -> instancesCsv(o, parameters, conventions)),
                p -> AtomicFile.writeString(p, nofitHeader(parameters) + nofit));
    }

    /**
     * The report of an aggregated census, one piece of code for both paths: the summary text (also
     * printed) and CSV, the heat maps, and the per-instance and nofit CSVs, which the given
     * functions write (atomically) to the path they are given. Returns the files written.
     */
    static List<Path> write(Census census, Labels labels, Path stem, PrintStream out, UnaryOperator<Path> instancesCsv,
                            UnaryOperator<Path> nofitCsv) {
        Labels l = labels == null ? Labels.NONE : labels;
        List<Path> files = new ArrayList<>();
        StringBuilder text = new StringBuilder();
        StringBuilder summary = new StringBuilder("convention,kind,value,count\n");
        for (Tally t : census.tallies()) {
            describe(t, census, l, text, summary);
            Path png = heatmap(stem, t.conv, census.id(), t.cells, l);
            if (png != null) {
                files.add(png);
                text.append("  heat map: ").append(png).append('\n');
            } else if (l.where() != null) {
                text.append("  heat map: none, no game of this census lies in its slice '").append(l.where())
                        .append("' (give --heatmap-where, or --param ranges that reach it)\n");
            }
        }
        files.add(instancesCsv.apply(Path.of(stem + ".csv")));
        files.add(AtomicFile.writeString(Path.of(stem + "-summary.csv"), summary.toString()));
        files.add(nofitCsv.apply(Path.of(stem + "-nofit.csv")));
        files.add(AtomicFile.writeString(Path.of(stem + "-summary.txt"), text.toString()));
        out.print(text);
        return files;
    }

    /** The header of the CSV of the games fitting no formula. */
    static String nofitHeader(List<String> parameters) {
        return "convention," + String.join(",", parameters) + ",S,preperiod,minimalPeriod\n";
    }

    /** The header of the per-instance CSV. */
    static String instancesHeader(List<String> parameters, List<String> conventions) {
        StringBuilder sb = new StringBuilder("index,").append(String.join(",", parameters)).append(",S");
        for (String conv : conventions) {
            for (String f : FACTS) {
                sb.append(',').append(conv).append('.').append(f);
            }
            sb.append(',').append(conv).append(".group,").append(conv).append(".formula");
        }
        return sb.append('\n').toString();
    }

    /** The summary text and CSV rows of one convention's tally. */
    private static void describe(Tally t, Census census, Labels labels, StringBuilder text, StringBuilder summary) {
        String conv = t.conv;
        long count = census.count();
        text.append(String.format(Locale.ROOT, "%s under %s: %d instances, %d certified, %d without a certificate "
                + "within the table limit; largest minimal period %d, largest preperiod %d%n", census.id(), conv, count,
                count - t.uncertifiedCount, t.uncertifiedCount, t.maxPeriod, t.maxPre));
        text.append("  per group value:");
        t.groups.entrySet().stream().sorted(Map.Entry.<String, Long>comparingByValue().reversed()).limit(30)
                .forEach(e -> text.append(' ').append(e.getKey()).append(": ").append(e.getValue()).append(';'));
        if (t.groups.size() > 30) {
            text.append(" ... (").append(t.groups.size()).append(" values, all in the summary CSV)");
        }
        text.append('\n');
        t.groups.forEach((k, v) -> summary.append(conv).append(",group,").append(csv(k)).append(',').append(v).append('\n'));
        if (!t.formulas.isEmpty()) {
            Map<String, Long> formulas = inOrder(t.formulas, labels.formulaOrder());
            text.append("  per formula (the first that fits):");
            formulas.forEach((k, v) -> text.append(' ').append(k).append(": ").append(v).append(';'));
            text.append('\n');
            formulas.forEach((k, v) -> summary.append(conv).append(",formula,").append(csv(k)).append(',').append(v).append('\n'));
            text.append("  fitting no formula: ").append(t.noneCount);
            t.none.forEach(g -> text.append(' ').append(g.set()).append(" (period ").append(g.period()).append(')'));
            text.append(t.noneCount > NAMED ? " ...\n" : "\n");
        }
        summary.append(conv).append(",no certificate,,").append(t.uncertifiedCount).append('\n');
        if (!t.uncertified.isEmpty()) {
            text.append("  no certificate within the limit: ");
            t.uncertified.forEach(g -> text.append(g.set()).append(' '));
            text.append('\n');
        }
    }

    /** The counts in the statement's order of its formulas, then any others as first met, then none. */
    private static Map<String, Long> inOrder(Map<String, Long> counts, List<String> order) {
        Map<String, Long> out = new LinkedHashMap<>();
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
    private void instancesCsv(OutputStream o, List<String> parameters, List<String> conventions) throws IOException {
        Writer w = new OutputStreamWriter(o, StandardCharsets.UTF_8);
        w.append(instancesHeader(parameters, conventions));
        StringBuilder sb = new StringBuilder();
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
    record Cell(String x, String y, String value, boolean numeric, String where) {
        static Cell of(JsonNode h) {
            return new Cell(h.path("x").asText().intern(), h.path("y").asText().intern(), h.path("value").asText(), h.path("value").isNumber(),
                    h.has("where") ? h.path("where").asText() : null);
        }
    }

    /** The heat map of the recorded cells (x, y, value) of one convention, or null if the census records none. */
    private static Path heatmap(Path stem, String conv, String id, List<Cell> cells, Labels labels) {
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
}
