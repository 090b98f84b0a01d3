package org.subgames.proof.word;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import java.util.zip.Deflater;
import java.util.zip.GZIPInputStream;
import java.util.zip.GZIPOutputStream;
import org.subgames.base.AtomicFile;
import org.subgames.base.BadInputException;
import org.subgames.base.Shard;
import org.subgames.period.Periodicity;
import org.subgames.run.CheckRun;
import org.subgames.specs.BackingFile;
import org.subgames.specs.Claim;
import org.subgames.specs.Statement;

/**
 * Runs the word prover over statements and keeps what it proved: {@code proofs/word/ID.smt2} (gzip-compressed,
 * {@code ID.smt2.gz}, when large), every
 * obligation of the statement as an SMT-LIB script (push, echo, check-sat, pop), each answered unsat
 * by z3 and cvc5 when written. {@link #keptMatches} tells whether a kept file is still what the
 * statement generates. {@link #checkPerInstance} checks the claims the prover leaves per instance on
 * the statement's ranges ({@link CheckRun}, as {@code check} does); {@link #writeBacking} keeps the
 * verdict per claim in the statement's backing.
 */
public final class WordProofRun {

    /** Default per-obligation solver timeout. */
    public static final int TIMEOUT_MS = 60_000;

    private WordProofRun() {
    }

    /** The statements with a word block or a scaling claim (for --all), in order. */
    public static List<Statement> withWords(List<Statement> statements) {
        List<Statement> out = new ArrayList<>();
        for (Statement s : statements) {
            if (s.word() != null || s.hasScalingClaims()) {
                out.add(s);
            }
        }
        if (out.isEmpty()) {
            throw new BadInputException("no statement has a word: block");
        }
        return out;
    }

    /** Proves each statement; writes the kept file of each proved one into keep (when not null). */
    public static List<WordProver.Outcome> run(List<Statement> statements, Path keep, Consumer<WordProver.Row> progress) {
        List<WordProver.Outcome> out = new ArrayList<>();
        WordProver prover = new WordProver(TIMEOUT_MS);
        for (Statement s : statements) {
            WordProver.Outcome o = prover.prove(s, progress);
            out.add(o);
            if (keep != null && o.status() == WordProver.Status.PROVED) {
                writeKept(keep, o);
            }
        }
        return out;
    }

    /**
     * The claims the outcome leaves per instance, by name: every claim of the statement the prover
     * did not prove when the word is proved, every claim when it is neither proved nor refuted, none
     * when it is refuted (the statement is then false already).
     */
    public static List<String> perInstance(Statement st, WordProver.Outcome o) {
        return switch (o.status()) {
            case PROVED -> st.claims().stream().map(Claim::name).filter(n -> !o.provedClaims().contains(n)).toList();
            case REFUTED -> List.of();
            default -> st.claims().stream().map(Claim::name).toList();
        };
    }

    /**
     * One claim checked on every instance of the statement's ranges: how many instances, how many
     * refute it, and the first refutation at an instance the statement does not record (null: it
     * holds wherever the statement expects it to).
     */
    public record InstanceCheck(String claim, long instances, long refuted, CheckRun.Refutation first) {
        public boolean holds() {
            return first == null;
        }
    }

    /**
     * Checks the named claims of the statement on every instance of its own ranges, as {@code check
     * ID --keep-going} does (the same {@link CheckRun}, no result log); one result per claim, in the
     * statement's order.
     */
    public static List<InstanceCheck> checkPerInstance(Statement st, List<String> claims, int threads) {
        if (claims.isEmpty()) {
            return List.of();
        }
        List<Claim> only = st.claims().stream().filter(c -> claims.contains(c.name())).toList();
        Statement sub = new Statement(st.id(), st.title(), st.kind(), st.source(), st.file(), st.parameters(), st.where(), st.moves(),
                st.conventions(), st.additive(), st.lets(), only, st.usesG(), st.census(), st.recorded(), st.recordedFile(),
                st.recordedLine(), st.backing(), st.word());
        CheckRun.Options o = new CheckRun.Options(Map.of(), null, threads, Shard.ALL, null, false, true, Periodicity.DEFAULT_LIMIT, false);
        CheckRun.Tally t = CheckRun.run(List.of(sub), o, System.err).tallies().get(0);
        List<InstanceCheck> out = new ArrayList<>();
        for (int i = 0; i < only.size(); i++) {
            out.add(new InstanceCheck(only.get(i).name(), t.instances, t.claimRefuted[i] - t.claimRecorded[i], t.claimFirst[i]));
        }
        return out;
    }

    /**
     * Writes the outcome's verdict per claim into the statement's backing (proved, per-instance: the
     * claims by name) when the word is proved and the statement has a backing of the word prover
     * (lemma word); whether the file changed.
     */
    public static boolean writeBacking(Statement st, WordProver.Outcome o) {
        if (o.status() != WordProver.Status.PROVED || st.backing() == null || !st.backing().word()) {
            return false;
        }
        return BackingFile.write(st, o.provedClaims(), perInstance(st, o));
    }

    /** The kept file: a header and the script. */
    public static String kept(WordProver.Outcome o) {
        return "; " + o.statement() + ": " + o.obligations() + " obligations of the word prover, each unsat for z3 and cvc5\n"
                + "; regenerate: java -jar target/subgames.jar prove statement " + o.statement() + " --write\n" + o.script();
    }

    /**
     * Writes the kept file: {@code ID.smt2}, or {@code ID.smt2.gz} (gzip, no timestamp: the same
     * bytes for the same text) when the script is over {@link #COMPRESS_OVER} bytes, removing the
     * other form. Large scripts repeat their declarations and contexts; compressed they take a tenth
     * of the room in the repository.
     */
    public static void writeKept(Path dir, WordProver.Outcome o) {
        byte[] text = kept(o).getBytes(StandardCharsets.UTF_8);
        boolean gz = text.length > COMPRESS_OVER;
        Path plain = dir.resolve(o.statement() + ".smt2");
        Path packed = dir.resolve(o.statement() + ".smt2.gz");
        AtomicFile.write(gz ? packed : plain, os -> {
            if (gz) {
                try (GZIPOutputStream z = new GZIPOutputStream(os) {
                    { def.setLevel(Deflater.BEST_COMPRESSION); }
                }) {
                    z.write(text);
                    z.finish();
                }
            } else {
                os.write(text);
            }
        });
        try {
            Files.deleteIfExists(gz ? plain : packed);
        } catch (IOException e) {
            throw new BadInputException("cannot remove " + (gz ? plain : packed) + ": " + e.getMessage());
        }
    }

    /** Kept scripts longer than this many bytes are written gzip-compressed. */
    public static final int COMPRESS_OVER = 1 << 16;

    /** The text of the kept file of a statement in dir ({@code ID.smt2.gz} first, then {@code ID.smt2}), or null when there is none. */
    public static String readKept(Path dir, String statement) {
        Path packed = dir.resolve(statement + ".smt2.gz");
        Path plain = dir.resolve(statement + ".smt2");
        try {
            if (Files.exists(packed)) {
                try (InputStream in = new GZIPInputStream(Files.newInputStream(packed))) {
                    return new String(in.readAllBytes(), StandardCharsets.UTF_8);
                }
            }
            return Files.exists(plain) ? Files.readString(plain) : null;
        } catch (IOException e) {
            throw new BadInputException("cannot read the kept file of " + statement + " in " + dir + ": " + e.getMessage());
        }
    }

    /** Whether the kept file in dir (compressed or not) equals what the outcome generated. */
    public static boolean keptMatches(Path dir, WordProver.Outcome o) {
        return kept(o).equals(readKept(dir, o.statement()));
    }
}
