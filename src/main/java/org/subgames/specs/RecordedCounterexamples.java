package org.subgames.specs;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.subgames.base.BadInputException;

/**
 * The counterexamples of a conjecture found to fail, kept next to it as CSV, per claim: a header
 * {@code claim,} followed by the parameter names, then one refutation per line, the refuted claim's
 * name first (quoted with {@code "} when it holds a comma or a quote). A check then expects exactly
 * these (claim, instance) pairs to be refuted: a claim not recorded at an instance must hold there,
 * and a recorded one that holds now is reported too.
 *
 * <p>Files written before the claim column (a header of the parameter names alone, one instance a
 * line) are read as before for a statement with one claim: its lines are that claim's refutations.
 * For a statement with several claims such a file does not say which claim fails, and loading it
 * is an error that says how to migrate it (a claim column, or the file moved away and
 * {@code check ID --keep-going --record} to record afresh); {@code --record} writes the per-claim format.
 */
public final class RecordedCounterexamples {

    /** The header's first column in the per-claim format. */
    public static final String CLAIM = "claim";

    private RecordedCounterexamples() {
    }

    /** Claim indices (0-based, in statement order) per recorded parameter tuple. */
    static Map<List<Long>, Set<Integer>> read(String file, List<String> names, List<Claim> claims, YamlTree.Node at) {
        Path p = Path.of(file);
        if (!Files.exists(p)) {
            return Map.of(); // none recorded yet: every refutation is new
        }
        List<String> lines;
        try {
            lines = Files.readAllLines(p, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw at.error("cannot read the counterexamples " + file + ": " + e.getMessage());
        }
        String params = String.join(",", names);
        String header = CLAIM + "," + params;
        String first = lines.isEmpty() ? "" : lines.get(0).trim();
        boolean perClaim = first.equals(header);
        if (!perClaim && !first.equals(params)) {
            throw new SpecException(file, 1, "the header must be '" + header + "' (the claim, then the parameter names)");
        }
        if (!perClaim && claims.size() != 1) {
            throw new SpecException(file, 1, "this file lists instances without their claim (the format before per-claim records), "
                    + "but the statement has " + claims.size() + " claims, and a claim not recorded at an instance must hold there: "
                    + "add a first column '" + CLAIM + "' with the name of the refuted claim (header '" + header + "'), or move the "
                    + "file away and record afresh with 'check ID --keep-going --record'");
        }
        Map<String, Integer> byName = names(claims);
        Map<List<Long>, Set<Integer>> out = new LinkedHashMap<>();
        for (int i = 1; i < lines.size(); i++) {
            String line = lines.get(i).trim();
            if (line.isEmpty()) {
                continue;
            }
            int claim = 0;
            String rest = line;
            if (perClaim) {
                String[] split = claimField(line, file, i + 1);
                Integer c = byName.get(split[0]);
                if (c == null) {
                    throw new SpecException(file, i + 1, "no claim named '" + split[0] + "' (claims: " + String.join("; ", byName.keySet())
                            + ")");
                }
                claim = c;
                rest = split[1];
            }
            String[] parts = rest.split(",", -1);
            if (parts.length != names.size()) {
                throw new SpecException(file, i + 1, "expected " + names.size() + " values (" + params + ")");
            }
            List<Long> t = new ArrayList<>();
            for (String s : parts) {
                try {
                    t.add(Long.parseLong(s.trim()));
                } catch (NumberFormatException e) {
                    throw new SpecException(file, i + 1, "'" + s.trim() + "' is not an integer");
                }
            }
            out.computeIfAbsent(Collections.unmodifiableList(t), k -> new TreeSet<>()).add(claim);
        }
        out.replaceAll((k, v) -> Collections.unmodifiableSet(v));
        return Collections.unmodifiableMap(out);
    }

    /** The claims by name; a name given twice cannot be recorded by name and is left out. */
    private static Map<String, Integer> names(List<Claim> claims) {
        Map<String, Integer> out = new LinkedHashMap<>();
        Set<String> twice = new HashSet<>();
        for (int i = 0; i < claims.size(); i++) {
            if (out.putIfAbsent(claims.get(i).name(), i) != null) {
                twice.add(claims.get(i).name());
            }
        }
        twice.forEach(out::remove);
        return out;
    }

    /** The line's claim name (unquoted) and the rest after its comma. */
    private static String[] claimField(String line, String file, int lineNo) {
        if (!line.startsWith("\"")) {
            int comma = line.indexOf(',');
            if (comma < 0) {
                throw new SpecException(file, lineNo, "expected the claim's name, then the parameter values");
            }
            return new String[] {line.substring(0, comma).trim(), line.substring(comma + 1)};
        }
        StringBuilder name = new StringBuilder();
        int i = 1;
        while (true) {
            if (i >= line.length()) {
                throw new SpecException(file, lineNo, "the claim's name has no closing quote");
            }
            char ch = line.charAt(i);
            if (ch == '"') {
                if (i + 1 < line.length() && line.charAt(i + 1) == '"') {
                    name.append('"');
                    i += 2;
                    continue;
                }
                break;
            }
            name.append(ch);
            i++;
        }
        if (i + 1 >= line.length() || line.charAt(i + 1) != ',') {
            throw new SpecException(file, lineNo, "expected a comma after the claim's quoted name");
        }
        return new String[] {name.toString(), line.substring(i + 2)};
    }

    /** A claim's name as a CSV field. */
    static String field(String name) {
        return name.contains(",") || name.contains("\"") || name.startsWith(" ") || name.endsWith(" ")
                ? "\"" + name.replace("\"", "\"\"") + "\"" : name;
    }

    /** One refutation to record: an instance and the claims (indices) refuted there. */
    public record Refuted(Instance instance, Set<Integer> claims) {
    }

    /**
     * Writes the refutations, one line per (claim, instance), instances in the given order and claims in
     * statement order, to the statement's file, atomically, in the per-claim format.
     */
    public static void write(Statement st, List<Refuted> refuted) {
        if (st.recordedFile() == null) {
            throw new BadInputException(st.id() + " has no 'counterexamples:' file to record into");
        }
        Map<String, Integer> byName = names(st.claims());
        StringBuilder sb = new StringBuilder(CLAIM).append(',').append(String.join(",", st.parameterNames())).append('\n');
        for (Refuted r : refuted) {
            for (int c : new TreeSet<>(r.claims())) {
                String name = st.claims().get(c).name();
                if (!byName.containsKey(name)) {
                    throw new BadInputException(st.id() + ": two claims are named '" + name + "'; give them distinct names (name:) to "
                            + "record their counterexamples");
                }
                sb.append(field(name));
                for (long v : r.instance().tuple()) {
                    sb.append(',').append(v);
                }
                sb.append('\n');
            }
        }
        org.subgames.base.AtomicFile.writeString(Path.of(st.recordedFile()), sb.toString());
    }
}
