package org.subgames.report;

import java.util.Locale;

/**
 * The run as one static page: no server, no script, no external file but the census figures next
 * to it. Per statement: verdict, instances, each claim, the counterexamples as a table a person
 * reads, the recorded counterexamples, and, set apart, what is proved for every parameter.
 */
final class HtmlReport {

    private static final String STYLE = "body{font:15px/1.45 system-ui,sans-serif;margin:2em auto;max-width:70em;color:#222}"
            + "h1{font-size:1.5em}h2{font-size:1.15em;margin:0}section{border:1px solid #ddd;border-radius:6px;padding:.8em 1em;margin:1em 0}"
            + ".PASSED{background:#e3f4e1}.FAILED{background:#fbe3e1}.SKIPPED{background:#eee}"
            + ".badge{display:inline-block;padding:0 .5em;border-radius:4px;font-size:.85em;margin-right:.5em}"
            + "table{border-collapse:collapse;margin:.5em 0}td,th{border:1px solid #ddd;padding:.2em .5em;text-align:left;vertical-align:top}"
            + ".proved{border-left:4px solid #2a7;padding-left:.7em;margin:.6em 0}.cx{font-family:monospace}img{max-width:100%}"
            + ".muted{color:#666}";

    private HtmlReport() {
    }

    static String render(RunResult run) {
        StringBuilder sb = new StringBuilder("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>subgames: ")
                .append(esc(run.folder())).append("</title><style>").append(STYLE).append("</style></head><body>\n");
        sb.append("<h1>Statements in ").append(esc(run.folder())).append("</h1>\n<p>").append(esc(Report.counts(run)))
                .append(String.format(Locale.ROOT, " &middot; %.1f s &middot; ", run.seconds())).append(esc(run.settings())).append("</p>\n");
        for (StatementResult s : run.statements()) {
            statement(sb, s);
        }
        return sb.append("</body></html>\n").toString();
    }

    private static void statement(StringBuilder sb, StatementResult s) {
        sb.append("<section id=\"").append(esc(s.id())).append("\"><h2>").append(badge(s.verdict())).append(esc(s.id())).append(": ")
                .append(esc(s.title())).append("</h2>\n<p class=\"muted\">").append(esc(s.kind())).append(" &middot; ").append(esc(s.file()))
                .append(" &middot; checked on ").append(s.instances()).append(" instances</p>\n");
        if (s.skipReason() != null) {
            sb.append("<p>").append(esc(s.skipReason())).append("</p>\n");
        }
        if (!s.claims().isEmpty()) {
            sb.append("<table><tr><th>claim</th><th>verdict</th><th>held</th><th>expected failures (recorded)</th></tr>\n");
            for (ClaimResult c : s.claims()) {
                sb.append("<tr><td>").append(esc(c.name())).append(" <span class=\"muted\">(line ").append(c.line()).append(")</span></td><td>")
                        .append(badge(c.verdict())).append("</td><td>").append(c.held()).append("</td><td>").append(c.expectedFailures())
                        .append("</td></tr>\n");
            }
            sb.append("</table>\n");
        }
        for (ClaimResult c : s.claims()) {
            if (c.failure() != null) {
                counterexample(sb, c.failure());
            }
        }
        recorded(sb, s.recorded());
        backing(sb, s.backing());
        for (String fig : s.figures()) {
            sb.append("<figure><img src=\"").append(esc(fig)).append("\" alt=\"census heat map of ").append(esc(s.id()))
                    .append("\"><figcaption>").append(esc(fig)).append("</figcaption></figure>\n");
        }
        sb.append("</section>\n");
    }

    private static void counterexample(StringBuilder sb, Failure f) {
        sb.append("<table class=\"cx FAILED\"><tr><th colspan=\"2\">counterexample</th></tr>");
        row(sb, "parameters", f.parameters());
        row(sb, "S", f.moves());
        row(sb, "convention", f.convention());
        row(sb, "claim", f.claim());
        if (f.position() != null) {
            row(sb, "first differing position", Long.toString(f.position()));
        }
        row(sb, "expected", f.expected());
        row(sb, "actual", f.actual());
        row(sb, "why", f.message());
        sb.append("</table>\n");
    }

    private static void recorded(StringBuilder sb, RecordedResult r) {
        if (r == null) {
            return;
        }
        sb.append("<p>").append(badge(r.inRange() == 0 ? Verdict.SKIPPED : r.verdict())).append("recorded counterexamples (")
                .append(esc(r.file())).append("): ").append(r.inRange()).append(" in range, ").append(r.stillRefuted()).append(" still refuted")
                .append(r.nowHolding() == null ? "" : "; <b>" + esc(r.nowHolding()) + " now holds</b>").append("</p>\n");
    }

    private static void backing(StringBuilder sb, BackingResult b) {
        if (b == null) {
            return;
        }
        sb.append("<div class=\"proved\">");
        if (b.word()) {
            wordBacking(sb, b);
            sb.append("</div>\n");
            return;
        }
        if (b.proved() != null) {
            sb.append("<p>").append(badge(b.verdict())).append("<b>Proved for every parameter:</b> ").append(esc(b.proved())).append("</p>")
                    .append("<p class=\"muted\">lemmas: ").append(esc(String.join(", ", b.lemmas()))).append(" &middot; in this run: ")
                    .append(esc(b.detail())).append("</p>");
            if (b.bounded() != null) {
                sb.append("<p><b>Only within bounds:</b> ").append(esc(b.bounded())).append("</p>");
            }
        }
        if (b.perInstance() != null) {
            sb.append("<p><b>Checked per instance only:</b> ").append(esc(b.perInstance())).append("</p>");
        }
        sb.append("</div>\n");
    }

    /**
     * A backing of the word prover: proved for every parameter are exactly the claims the prover
     * proved in this run, by name (none when it did not run); the other claims are per instance.
     */
    private static void wordBacking(StringBuilder sb, BackingResult b) {
        sb.append("<p>").append(badge(b.verdict())).append("<b>Proved for every parameter in this run (word prover):</b> ");
        if (b.provedClaims().isEmpty()) {
            sb.append("no claim");
        }
        sb.append("</p>");
        names(sb, b.provedClaims());
        sb.append("<p class=\"muted\">lemmas: ").append(esc(String.join(", ", b.lemmas()))).append(" &middot; in this run: ")
                .append(esc(b.detail())).append("</p>");
        if (b.bounded() != null) {
            sb.append("<p><b>Only within bounds:</b> ").append(esc(b.bounded())).append("</p>");
        }
        if (!b.perInstanceClaims().isEmpty()) {
            sb.append("<p><b>Checked per instance only:</b></p>");
            names(sb, b.perInstanceClaims());
        }
    }

    private static void names(StringBuilder sb, java.util.List<String> names) {
        if (names.isEmpty()) {
            return;
        }
        sb.append("<ul>");
        names.forEach(n -> sb.append("<li>").append(esc(n)).append("</li>"));
        sb.append("</ul>");
    }

    private static void row(StringBuilder sb, String key, String value) {
        sb.append("<tr><td>").append(esc(key)).append("</td><td>").append(esc(value)).append("</td></tr>");
    }

    private static String badge(Verdict v) {
        return "<span class=\"badge " + v.name() + "\">" + v.name().toLowerCase(Locale.ROOT) + "</span>";
    }

    /** HTML-escaped text (titles hold &lt;, &gt; and &amp;). */
    static String esc(String s) {
        if (s == null) {
            return "";
        }
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }
}
