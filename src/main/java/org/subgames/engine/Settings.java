package org.subgames.engine;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.TreeSet;
import org.junit.platform.engine.ConfigurationParameters;
import org.subgames.base.BadInputException;
import org.subgames.base.IntRange;
import org.subgames.base.Shard;
import org.subgames.period.Periodicity;
import org.subgames.specs.Expr;

/**
 * The engine's settings, from JUnit configuration parameters (which fall back to system
 * properties, so {@code mvn verify -Dsubgames.param.a=1..40} works):
 * <ul>
 *   <li>{@code subgames.param.NAME=LO..HI} replaces the range of parameter NAME in every statement
 *       that has one (the older {@code subgames.a}, {@code subgames.k}, {@code subgames.c} too);</li>
 *   <li>{@code subgames.where=EXPR} an extra filter; {@code subgames.threads=N};
 *       {@code subgames.shard=i/n}; {@code subgames.limit=N} (periodicity search limit);</li>
 *   <li>{@code subgames.specs=DIR} replaces the folder of a {@link StatementFolder};</li>
 *   <li>{@code subgames.out=FILE} the JSON-lines result log (default target/subgames/results.jsonl),
 *       started afresh unless {@code subgames.resume=true}; {@code subgames.progress=true|false} the progress bar (default: on a terminal);</li>
 *   <li>{@code subgames.backing=replay|chain|off}: re-prove each backed statement's SMT lemmas with
 *       z3 (default), run the whole chain (z3, cvc5, KeY), or skip;</li>
 *   <li>{@code subgames.report=DIR} where index.html and summary.md go (default target/subgames,
 *       {@code off} for none); {@code subgames.census=DIR} where census figures are looked for.</li>
 * </ul>
 */
record Settings(Map<String, IntRange> ranges, Expr where, int threads, Shard shard, int limit, String specs, Path out, boolean resume,
                boolean progress, String backing, Path report, Path census) {

    static final String PARAM = "subgames.param.";

    static Settings of(ConfigurationParameters p) {
        Map<String, IntRange> ranges = new LinkedHashMap<>();
        for (String legacy : new String[] {"a", "k", "c"}) {
            value(p, "subgames." + legacy).ifPresent(v -> ranges.put(legacy, range("subgames." + legacy, v)));
        }
        TreeSet<String> keys = new TreeSet<>(System.getProperties().stringPropertyNames());
        keys.addAll(p.keySet());
        for (String key : keys) {
            if (key.startsWith(PARAM) && key.length() > PARAM.length()) {
                value(p, key).ifPresent(v -> ranges.put(key.substring(PARAM.length()), range(key, v)));
            }
        }
        String backing = value(p, "subgames.backing").orElse("replay");
        if (!backing.equals("replay") && !backing.equals("chain") && !backing.equals("off")) {
            throw new BadInputException("subgames.backing must be replay, chain or off, not '" + backing + "'");
        }
        String report = value(p, "subgames.report").orElse("target/subgames");
        return new Settings(ranges, value(p, "subgames.where").map(w -> Expr.filter("subgames.where", w)).orElse(null),
                integer(p, "subgames.threads", Runtime.getRuntime().availableProcessors()),
                value(p, "subgames.shard").map(Shard::parse).orElse(Shard.ALL), integer(p, "subgames.limit", Periodicity.DEFAULT_LIMIT),
                value(p, "subgames.specs").orElse(null), Path.of(value(p, "subgames.out").orElse("target/subgames/results.jsonl")),
                bool(p, "subgames.resume", false), bool(p, "subgames.progress", System.console() != null), backing,
                report.equals("off") ? null : Path.of(report), Path.of(value(p, "subgames.census").orElse("census")));
    }

    /** A set value; unset, blank or an unexpanded Maven "${...}" counts as unset. */
    private static Optional<String> value(ConfigurationParameters p, String key) {
        Optional<String> v = p.get(key).or(() -> Optional.ofNullable(System.getProperty(key)));
        return v.map(String::trim).filter(s -> !s.isEmpty() && !s.contains("${"));
    }

    private static IntRange range(String key, String v) {
        try {
            return IntRange.parse(v);
        } catch (BadInputException e) {
            throw new BadInputException(key + ": " + e.getMessage());
        }
    }

    private static int integer(ConfigurationParameters p, String key, int otherwise) {
        Optional<String> v = value(p, key);
        try {
            int n = v.map(Integer::parseInt).orElse(otherwise);
            if (n < 1) {
                throw new NumberFormatException();
            }
            return n;
        } catch (NumberFormatException e) {
            throw new BadInputException(key + " must be a positive integer, not '" + v.orElse("") + "'");
        }
    }

    private static boolean bool(ConfigurationParameters p, String key, boolean otherwise) {
        return value(p, key).map(Boolean::parseBoolean).orElse(otherwise);
    }

    /** The run's settings as one line for the report. */
    String describe() {
        StringBuilder sb = new StringBuilder();
        ranges.forEach((n, r) -> sb.append(n).append(" = ").append(r).append("; "));
        if (ranges.isEmpty()) {
            sb.append("each statement's own ranges; ");
        }
        if (where != null) {
            sb.append("where ").append(where.text()).append("; ");
        }
        return sb.append("shard ").append(shard).append("; ").append(threads).append(threads == 1 ? " thread" : " threads")
                .append("; backing: ").append(backing).toString();
    }
}
