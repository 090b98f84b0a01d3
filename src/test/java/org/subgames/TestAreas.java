package org.subgames;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.subgames.engine.StatementFolder;

/**
 * Prints, at the end of {@code mvn verify}, where the test time went: one line per area with its
 * test count and the summed seconds of its test cases (read from surefire's XML reports), so that
 * a regression in test time shows at once. Test classes run in two forked JVMs at the same time,
 * so the sum of the areas exceeds the wall time of the test phase.
 */
public final class TestAreas {

    /**
     * The areas by JUnit tag, in table order: every test class carries one of these tags ({@code @Tag}),
     * which surefire also selects by (the specs, extended and browser profiles).
     */
    static final Map<String, String> AREAS = new LinkedHashMap<>();

    static {
        AREAS.put("chain", "all-parameter chain");
        AREAS.put("key", "KeY proofs (replay, mutants)");
        AREAS.put("smt", "SMT proofs and tables");
        AREAS.put("statements", "statements (specs/)");
        AREAS.put("reference", "reference code and period word");
        AREAS.put("solvers", "solvers");
        AREAS.put("bench", "experiments and bench");
        AREAS.put("build", "build (this table)");
        AREAS.put("browser", "report in a browser (-Pbrowser)");
    }

    private static final Pattern SUITE = Pattern.compile("<testsuite\\b([^>]*)>");
    private static final Pattern CASE = Pattern.compile("<testcase\\b([^>]*?)(?:/>|>(.*?)</testcase>)", Pattern.DOTALL);

    private TestAreas() {
    }

    /** Area of a test class name: from its tag, "other" for a class that is not on the class path or has no area tag. */
    static String areaOf(String testClass) {
        try {
            Class<?> c = Class.forName(testClass, false, TestAreas.class.getClassLoader());
            List<String> tags = new ArrayList<>();
            for (Tag t : c.getAnnotationsByType(Tag.class)) {
                tags.add(t.value());
            }
            // a class of jqwik properties only carries jqwik's own tag
            for (net.jqwik.api.Tag t : c.getAnnotationsByType(net.jqwik.api.Tag.class)) {
                tags.add(t.value());
            }
            // the marker of a statement folder carries its tags in the annotation (the engine reads them there)
            StatementFolder folder = c.getAnnotation(StatementFolder.class);
            if (folder != null) {
                tags.addAll(List.of(folder.tags()));
            }
            for (String t : tags) {
                if (AREAS.containsKey(t)) {
                    return AREAS.get(t);
                }
            }
        } catch (ClassNotFoundException | LinkageError e) {
            // a report of a class this build does not have
        }
        return "other";
    }

    /** args: the surefire report folder, and a note to print under the table (may be empty). */
    public static void main(String[] args) throws IOException {
        Path reports = Path.of(args.length > 0 ? args[0] : "target/surefire-reports");
        String note = args.length > 1 && !args[1].trim().equals("-") ? args[1].trim() : "";
        System.out.println(table(reports, note));
    }

    /** The table for one surefire report folder. */
    static String table(Path reports, String note) throws IOException {
        Map<String, double[]> byArea = new LinkedHashMap<>();
        for (String area : AREAS.values()) {
            byArea.putIfAbsent(area, new double[3]);
        }
        byArea.put("other", new double[3]);
        List<Path> files = new ArrayList<>();
        if (Files.isDirectory(reports)) {
            try (Stream<Path> s = Files.list(reports)) {
                s.filter(p -> p.getFileName().toString().matches("TEST-.*\\.xml")).sorted().forEach(files::add);
            }
        }
        for (Path f : files) {
            // Count test cases, not the <testsuite> header: a class with both JUnit and jqwik tests
            // runs once per engine and its header keeps only the last run's totals.
            String xml = Files.readString(f);
            Matcher suite = SUITE.matcher(xml);
            if (!suite.find()) {
                continue;
            }
            double[] row = byArea.get(areaOf(attr(suite.group(1), "name")));
            Matcher c = CASE.matcher(xml);
            while (c.find()) {
                row[0]++;
                row[2] += Double.parseDouble(attr(c.group(1), "time").replace(",", ""));
                String body = c.group(2) == null ? "" : c.group(2);
                if (body.contains("<failure") || body.contains("<error")) {
                    row[1]++;
                }
            }
        }
        StringBuilder out = new StringBuilder();
        out.append(String.format(Locale.ROOT, "%n%-34s %6s %8s %9s%n", "test time by area", "tests", "failed", "seconds"));
        double[] total = new double[3];
        for (Map.Entry<String, double[]> e : byArea.entrySet()) {
            double[] r = e.getValue();
            if (r[0] == 0 && e.getKey().equals("other")) {
                continue;
            }
            String secs = r[0] == 0 ? "not run" : String.format(Locale.ROOT, "%.1f", r[2]);
            out.append(String.format(Locale.ROOT, "%-34s %6d %8d %9s%n", e.getKey(), (long) r[0], (long) r[1], secs));
            for (int i = 0; i < 3; i++) {
                total[i] += r[i];
            }
        }
        out.append(String.format(Locale.ROOT, "%-34s %6d %8d %9.1f%n", "all (two forks run at once)", (long) total[0],
                (long) total[1], total[2]));
        if (!note.isEmpty()) {
            out.append(note).append(System.lineSeparator());
        }
        return out.toString();
    }

    private static String attr(String attrs, String name) {
        Matcher m = Pattern.compile("\\b" + name + "=\"([^\"]*)\"").matcher(attrs);
        return m.find() ? m.group(1) : "0";
    }
}
