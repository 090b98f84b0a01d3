package org.subgames.specs;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.Map;
import java.util.Properties;
import org.subgames.game.Convention;

/**
 * What produced a result: a SHA-256 over a canonical rendering of the loaded statement (its id,
 * kind, parameters and their ranges, where, moves, conventions, library, lets and claims, each
 * expression as JEXL's own rendering of its syntax tree, so comments, spacing, claim names and line
 * numbers do not matter: a line read back keeps the wording of the run that wrote it) and of the subgames version and checker revision. A result log line, a census line
 * or store carries it; a resumed run or a merge uses only results with the fingerprint of the
 * statement it runs now, so an edited claim or a new checker is never answered from a stale file.
 */
public final class Fingerprint {

    /**
     * The checker's revision: raised whenever the meaning of a statement changes in the checker
     * itself (e.g. revision 2: a forall range LO..HI with LO &gt; HI is empty), so that results of an
     * older checker with the same project version are not trusted either.
     */
    public static final int CHECKER_REVISION = 3;

    /** The subgames version (from the build), e.g. 0.1.0-SNAPSHOT. */
    public static final String VERSION = version();

    private Fingerprint() {
    }

    private static String version() {
        try (InputStream in = Fingerprint.class.getResourceAsStream("/org/subgames/version.properties")) {
            if (in == null) {
                return "unknown";
            }
            Properties p = new Properties();
            p.load(in);
            return p.getProperty("version", "unknown");
        } catch (IOException e) {
            return "unknown";
        }
    }

    /** The fingerprint of what {@code check} computes for a statement (16 hex digits of SHA-256). */
    public static String of(Statement st) {
        return hash(render(st));
    }

    /** The fingerprint of a census of the statement: the statement's, the census spec and the table limit. */
    public static String ofCensus(Statement st, CensusSpec census, int limit) {
        StringBuilder sb = new StringBuilder(render(st)).append("census\n");
        if (census.group() != null) {
            sb.append(" group ").append(canonical(census.group())).append('\n');
        }
        census.formulas().forEach((k, v) -> sb.append(" formula ").append(k).append(" = ").append(canonical(v)).append('\n'));
        CensusSpec.Heatmap h = census.heatmap();
        if (h != null) {
            sb.append(" heatmap ").append(canonical(h.x())).append(" | ").append(canonical(h.y())).append(" | ")
                    .append(canonical(h.value())).append(" | ").append(canonical(h.where())).append('\n');
        }
        sb.append("limit ").append(limit).append('\n');
        return hash(sb.toString());
    }

    /** The canonical rendering the fingerprint hashes (one fact a line). */
    static String render(Statement st) {
        StringBuilder sb = new StringBuilder();
        sb.append("subgames ").append(VERSION).append(" checker ").append(CHECKER_REVISION).append('\n');
        sb.append("id ").append(st.id()).append("\nkind ").append(st.kind()).append('\n');
        for (Parameter p : st.parameters()) {
            sb.append("parameter ").append(p.name()).append(" = ").append(canonical(p.lo())).append(" .. ").append(canonical(p.hi()))
                    .append('\n');
        }
        sb.append("where ").append(canonical(st.where())).append('\n');
        Moves m = st.moves();
        if (m.list() != null) {
            sb.append("moves");
            m.list().forEach(e -> sb.append(" [").append(canonical(e)).append(']'));
            sb.append('\n');
        } else {
            sb.append("moves family ").append(m.family()).append(" up to ").append(canonical(m.bound())).append('\n');
        }
        sb.append("conventions");
        for (Convention c : st.conventions()) {
            sb.append(' ').append(c.id());
        }
        sb.append("\nadditive ").append(st.additive()).append('\n');
        for (Map.Entry<String, Expr> e : st.lets().entrySet()) {
            sb.append("let ").append(e.getKey()).append(" = ").append(canonical(e.getValue())).append('\n');
        }
        for (Claim c : st.claims()) {
            sb.append("claim ");
            claim(sb, c);
            sb.append('\n');
        }
        return sb.toString();
    }

    private static void claim(StringBuilder sb, Claim c) {
        sb.append("when ").append(canonical(c.when())).append(' ');
        if (c instanceof Claim.Holds h) {
            sb.append("holds ").append(canonical(h.condition()));
        } else if (c instanceof Claim.Equal q) {
            sb.append("equal ").append(canonical(q.actual())).append(" == ").append(canonical(q.expected()));
        } else if (c instanceof Claim.ForAll f) {
            sb.append("forall ").append(f.variable()).append(" in ").append(canonical(f.range())).append(" : ");
            claim(sb, f.body());
        } else if (c instanceof Claim.Periodic p) {
            sb.append("periodic ").append(p.game()).append(" period ").append(canonical(p.period())).append(" from ")
                    .append(canonical(p.from())).append(" minimal ").append(p.minimal());
        } else if (c instanceof Claim.Agree a) {
            sb.append("agree ").append(a.left()).append(' ').append(a.right()).append(" from ").append(canonical(a.from()))
                    .append(" to ").append(canonical(a.to()));
        }
    }

    private static String canonical(Expr e) {
        return e == null ? "-" : e.canonical();
    }

    private static String hash(String text) {
        try {
            byte[] d = MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8));
            return HexFormat.of().formatHex(d, 0, 8);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
