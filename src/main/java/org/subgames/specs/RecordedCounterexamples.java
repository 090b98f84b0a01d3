package org.subgames.specs;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.subgames.base.BadInputException;

/**
 * The counterexamples of a conjecture found to fail, kept next to it as CSV: a header with the
 * parameter names, then one instance per line. A check then expects exactly these instances to be
 * refuted: a finding stays recorded, and a change that makes one of them hold (or refutes another
 * instance) is reported.
 */
public final class RecordedCounterexamples {

    private RecordedCounterexamples() {
    }

    static Set<List<Long>> read(String file, List<String> names, YamlTree.Node at) {
        Path p = Path.of(file);
        if (!Files.exists(p)) {
            return Set.of(); // none recorded yet: every refutation is new
        }
        List<String> lines;
        try {
            lines = Files.readAllLines(p, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw at.error("cannot read the counterexamples " + file + ": " + e.getMessage());
        }
        String header = String.join(",", names);
        if (lines.isEmpty() || !lines.get(0).trim().equals(header)) {
            throw new SpecException(file, 1, "the header must be the parameter names '" + header + "'");
        }
        Set<List<Long>> out = new LinkedHashSet<>();
        for (int i = 1; i < lines.size(); i++) {
            String line = lines.get(i).trim();
            if (line.isEmpty()) {
                continue;
            }
            String[] parts = line.split(",");
            if (parts.length != names.size()) {
                throw new SpecException(file, i + 1, "expected " + names.size() + " values (" + header + ")");
            }
            List<Long> t = new ArrayList<>();
            for (String s : parts) {
                try {
                    t.add(Long.parseLong(s.trim()));
                } catch (NumberFormatException e) {
                    throw new SpecException(file, i + 1, "'" + s.trim() + "' is not an integer");
                }
            }
            out.add(Collections.unmodifiableList(t));
        }
        return Collections.unmodifiableSet(out);
    }

    /** Writes the instances' parameter tuples (in the given order) to the statement's file, atomically. */
    public static void write(Statement st, Collection<Instance> refuted) {
        if (st.recordedFile() == null) {
            throw new BadInputException(st.id() + " has no 'counterexamples:' file to record into");
        }
        StringBuilder sb = new StringBuilder(String.join(",", st.parameterNames())).append('\n');
        for (Instance in : refuted) {
            List<Long> t = in.tuple();
            for (int i = 0; i < t.size(); i++) {
                sb.append(i > 0 ? "," : "").append(t.get(i));
            }
            sb.append('\n');
        }
        org.subgames.base.AtomicFile.writeString(Path.of(st.recordedFile()), sb.toString());
    }
}
