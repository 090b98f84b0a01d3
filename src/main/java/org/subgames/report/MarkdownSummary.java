package org.subgames.report;

import java.util.Locale;

/** The run as Markdown: a table of statements, then the counterexamples of the failures. */
final class MarkdownSummary {

    private MarkdownSummary() {
    }

    static String render(RunResult run) {
        StringBuilder sb = new StringBuilder("## subgames statements: ").append(Report.counts(run)).append("\n\n");
        sb.append(String.format(Locale.ROOT, "Folder `%s`; %s; %.1f s.%n%n", run.folder(), cell(run.settings()), run.seconds()));
        sb.append("| statement | kind | verdict | instances | proved for every parameter |\n| --- | --- | --- | ---: | --- |\n");
        for (StatementResult s : run.statements()) {
            String proved = proved(s.backing());
            sb.append("| `").append(s.id()).append("` | ").append(s.kind()).append(" | ").append(s.verdict().name().toLowerCase(Locale.ROOT))
                    .append(" | ").append(s.instances()).append(" | ").append(proved).append(" |\n");
        }
        for (StatementResult s : run.statements()) {
            for (ClaimResult c : s.claims()) {
                if (c.failure() != null) {
                    Failure f = c.failure();
                    sb.append("\n- **").append(cell(s.id())).append("**, claim *").append(cell(c.name())).append("*: ").append(cell(f.parameters()))
                            .append(", S = ").append(f.moves()).append(" (").append(f.convention()).append("): expected ").append(cell(f.expected()))
                            .append(", actual ").append(cell(f.actual())).append(f.position() == null ? "" : ", first at position " + f.position());
                }
            }
            if (s.recorded() != null && s.recorded().nowHolding() != null) {
                sb.append("\n- **").append(cell(s.id())).append("**: the recorded counterexample ").append(cell(s.recorded().nowHolding()))
                        .append(" now holds");
            }
            if (s.skipReason() != null && s.verdict() != Verdict.PASSED) {
                sb.append("\n- **").append(cell(s.id())).append("** ").append(s.verdict().name().toLowerCase(Locale.ROOT)).append(": ")
                        .append(cell(s.skipReason()));
            }
        }
        return sb.append('\n').toString();
    }

    /**
     * The column "proved for every parameter": a text backing's verdict in this run; for the word
     * prover the number of claims it proved in this run, never what the file lists.
     */
    private static String proved(BackingResult b) {
        if (b == null || !b.word() && b.proved() == null) {
            return "no (checked per instance)";
        }
        String verdict = b.verdict().name().toLowerCase(Locale.ROOT);
        if (!b.word()) {
            return "yes, " + verdict + " in this run";
        }
        int all = b.provedClaims().size() + b.perInstanceClaims().size();
        return b.verdict() == Verdict.SKIPPED ? "not re-proved in this run (word prover)"
                : b.provedClaims().size() + " of " + all + " claims (word prover), " + verdict + " in this run";
    }

    /** Text safe inside a table cell. */
    private static String cell(String s) {
        return s == null ? "" : s.replace("|", "\\|").replace("\n", " ");
    }
}
