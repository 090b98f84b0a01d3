package org.subgames;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.sun.source.tree.AnnotationTree;
import com.sun.source.tree.CompilationUnitTree;
import com.sun.source.tree.LineMap;
import com.sun.source.tree.MethodTree;
import com.sun.source.tree.Tree;
import com.sun.source.util.JavacTask;
import com.sun.source.util.SourcePositions;
import com.sun.source.util.TreeScanner;
import com.sun.source.util.Trees;
import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import javax.tools.JavaCompiler;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Build-kept style: no method of the main sources is longer than 60 lines, counted from the line of
 * its body's opening brace to that of its closing one, lines without code (blank, or comments only)
 * not counted; {@code @SuppressWarnings("checkstyle:methodlength")} marks the hot solver loops that
 * may be. The sources are parsed by the JDK's compiler (javac's tree API, parsing only): a line
 * holds code when some node of the body's syntax tree starts or ends on it, so comments never
 * count. This is Checkstyle's MethodLength with countEmpty=false, at a fraction of the time
 * Checkstyle's parser took in a test fork (docs/benchmarks.md).
 */
@Tag("build")
class MethodLengthTest {

    private static final int MAX = 60;

    static List<String> violations(List<File> files) throws IOException {
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        List<String> out = new ArrayList<>();
        try (StandardJavaFileManager fm = javac.getStandardFileManager(null, Locale.ROOT, StandardCharsets.UTF_8)) {
            JavacTask task = (JavacTask) javac.getTask(null, fm, null, List.of("-proc:none"), null, fm.getJavaFileObjectsFromFiles(files));
            SourcePositions positions = Trees.instance(task).getSourcePositions();
            for (CompilationUnitTree unit : task.parse()) {
                new TreeScanner<Void, Void>() {
                    @Override
                    public Void visitMethod(MethodTree m, Void v) {
                        if (m.getBody() != null && !suppressed(m)) {
                            int n = codeLines(unit, positions, m.getBody()).size();
                            if (n > MAX) {
                                long line = unit.getLineMap().getLineNumber(positions.getStartPosition(unit, m));
                                out.add(unit.getSourceFile().getName() + ":" + line + ": method " + m.getName() + " has " + n + " lines (max " + MAX + ")");
                            }
                        }
                        return super.visitMethod(m, v);
                    }
                }.scan(unit, null);
            }
        }
        return out;
    }

    /** The lines on which some node of tree starts or ends. */
    private static Set<Long> codeLines(CompilationUnitTree unit, SourcePositions positions, Tree tree) {
        LineMap lines = unit.getLineMap();
        Set<Long> out = new TreeSet<>();
        new TreeScanner<Void, Void>() {
            @Override
            public Void scan(Tree t, Void v) {
                if (t != null) {
                    long start = positions.getStartPosition(unit, t);
                    long end = positions.getEndPosition(unit, t);
                    if (start >= 0) {
                        out.add(lines.getLineNumber(start));
                    }
                    if (end > 0) {
                        out.add(lines.getLineNumber(end - 1));
                    }
                }
                return super.scan(t, v);
            }
        }.scan(tree, null);
        return out;
    }

    /** Whether m carries {@code @SuppressWarnings("checkstyle:methodlength")} (case as Checkstyle reads it). */
    private static boolean suppressed(MethodTree m) {
        for (AnnotationTree a : m.getModifiers().getAnnotations()) {
            if (a.getAnnotationType().toString().endsWith("SuppressWarnings")
                    && a.getArguments().toString().toLowerCase(Locale.ROOT).contains("checkstyle:methodlength")) {
                return true;
            }
        }
        return false;
    }

    @Test
    void noMainMethodIsLongerThanSixtyLines() throws Exception {
        List<File> files;
        try (Stream<Path> s = Files.walk(Path.of("src", "main", "java"))) {
            files = s.filter(p -> p.toString().endsWith(".java")).map(Path::toFile).toList();
        }
        assertTrue(files.size() > 100, "the main sources: " + files.size());
        assertEquals(List.of(), violations(files));
    }

    /**
     * The check can fail: a method of 61 counted lines is reported, one of 60 is not, whatever its
     * comment lines; the suppression exempts a method; and without it the two hot loops of the main
     * sources are reported.
     */
    @Test
    void aSixtyOneLineMethodIsReported(@TempDir Path tmp) throws IOException {
        assertEquals(1, violations(List.of(method(tmp, "Long", 59, false, ""))).size());
        assertEquals(List.of(), violations(List.of(method(tmp, "Short", 58, true, ""))));
        assertEquals(List.of(), violations(List.of(method(tmp, "Kept", 80, false, "@SuppressWarnings(\"checkstyle:methodlength\")"))));
        assertEquals(1, violations(List.of(method(tmp, "Other", 59, false, "@SuppressWarnings(\"unchecked\")"))).size());
        List<File> hot = new ArrayList<>();
        for (String f : List.of("SegmentedColdSieve.java", "TiledColdSieve.java")) {
            String text = Files.readString(Path.of("src", "main", "java", "org", "subgames", "solver", f));
            Path copy = Files.createDirectories(tmp.resolve("hot")).resolve(f);
            Files.writeString(copy, text.replace("@SuppressWarnings(\"checkstyle:methodlength\")", ""));
            hot.add(copy.toFile());
        }
        assertEquals(2, violations(hot).size(), "the hot loops without their suppression");
    }

    /** A class with one method: its two brace lines and n statements, each followed by a blank line, or by comment lines. */
    private static File method(Path dir, String name, int n, boolean comments, String annotation) throws IOException {
        StringBuilder sb = new StringBuilder("class " + name + " {\n    " + annotation + "\n    void m() {\n");
        for (int i = 0; i < n; i++) {
            sb.append("        int x").append(i).append(" = ").append(i).append(";\n");
            sb.append(comments ? "        // why x" + i + "\n        /* and\n           more */\n" : "\n");
        }
        Path f = dir.resolve(name + ".java");
        Files.writeString(f, sb.append("    }\n}\n").toString());
        return f.toFile();
    }
}
