package org.subgames;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.puppycrawl.tools.checkstyle.Checker;
import com.puppycrawl.tools.checkstyle.DefaultConfiguration;
import com.puppycrawl.tools.checkstyle.api.AuditEvent;
import com.puppycrawl.tools.checkstyle.api.AuditListener;
import com.puppycrawl.tools.checkstyle.api.CheckstyleException;
import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Build-kept style: no method of the main sources is longer than 60 lines (blank lines not
 * counted; {@code @SuppressWarnings("checkstyle:MethodLength")} marks the hot solver loops that may
 * be), checked with Checkstyle's own MethodLength check through its API.
 */
@Tag("build")
class MethodLengthTest {

    static List<String> violations(List<File> files) throws CheckstyleException {
        DefaultConfiguration length = new DefaultConfiguration("MethodLength");
        length.addProperty("max", "60");
        length.addProperty("countEmpty", "false");
        DefaultConfiguration walker = new DefaultConfiguration("TreeWalker");
        walker.addChild(new DefaultConfiguration("SuppressWarningsHolder"));
        walker.addChild(length);
        DefaultConfiguration root = new DefaultConfiguration("Checker");
        root.addChild(new DefaultConfiguration("SuppressWarningsFilter"));
        root.addChild(walker);
        Checker checker = new Checker();
        checker.setModuleClassLoader(Checker.class.getClassLoader());
        checker.configure(root);
        List<String> out = new ArrayList<>();
        checker.addListener(new AuditListener() {
            @Override
            public void auditStarted(AuditEvent e) {
            }

            @Override
            public void auditFinished(AuditEvent e) {
            }

            @Override
            public void fileStarted(AuditEvent e) {
            }

            @Override
            public void fileFinished(AuditEvent e) {
            }

            @Override
            public void addError(AuditEvent e) {
                out.add(e.getFileName() + ":" + e.getLine() + ": " + e.getMessage());
            }

            @Override
            public void addException(AuditEvent e, Throwable t) {
                out.add(e.getFileName() + ": " + t);
            }
        });
        try {
            checker.process(files);
        } finally {
            checker.destroy();
        }
        return out;
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

    /** The check can fail: a method of 61 counted lines is reported, one of 60 is not. */
    @Test
    void aSixtyOneLineMethodIsReported(@TempDir Path tmp) throws IOException, CheckstyleException {
        assertEquals(1, violations(List.of(method(tmp, "Long", 59))).size());
        assertEquals(List.of(), violations(List.of(method(tmp, "Short", 58))));
    }

    /** A class with one method: its two brace lines and n statements. */
    private static File method(Path dir, String name, int n) throws IOException {
        StringBuilder sb = new StringBuilder("class " + name + " {\n    void m() {\n");
        for (int i = 0; i < n; i++) {
            sb.append("        int x").append(i).append(" = ").append(i).append(";\n\n");
        }
        Path f = dir.resolve(name + ".java");
        Files.writeString(f, sb.append("    }\n}\n").toString());
        return f.toFile();
    }
}
