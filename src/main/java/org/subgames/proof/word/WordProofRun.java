package org.subgames.proof.word;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import org.subgames.base.AtomicFile;
import org.subgames.base.BadInputException;
import org.subgames.specs.Statement;

/**
 * Runs the word prover over statements and keeps what it proved: {@code proofs/word/ID.smt2}, every
 * obligation of the statement as an SMT-LIB script (push, echo, check-sat, pop), each answered unsat
 * by z3 and cvc5 when written. {@link #keptMatches} tells whether a kept file is still what the
 * statement generates.
 */
public final class WordProofRun {

    /** Default per-obligation solver timeout. */
    public static final int TIMEOUT_MS = 60_000;

    private WordProofRun() {
    }

    /** The statements with a word block (for --all), in order. */
    public static List<Statement> withWords(List<Statement> statements) {
        List<Statement> out = new ArrayList<>();
        for (Statement s : statements) {
            if (s.word() != null) {
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
                AtomicFile.write(keep.resolve(s.id() + ".smt2"), os -> os.write(kept(o).getBytes(StandardCharsets.UTF_8)));
            }
        }
        return out;
    }

    /** The kept file: a header and the script. */
    public static String kept(WordProver.Outcome o) {
        return "; " + o.statement() + ": " + o.obligations() + " obligations of the word prover, each unsat for z3 and cvc5\n"
                + "; regenerate: java -jar target/subgames.jar prove statement " + o.statement() + " --write\n" + o.script();
    }

    /** Whether the kept file in dir equals what the outcome generated. */
    public static boolean keptMatches(Path dir, WordProver.Outcome o) {
        Path f = dir.resolve(o.statement() + ".smt2");
        try {
            return Files.exists(f) && Files.readString(f).equals(kept(o));
        } catch (IOException e) {
            throw new BadInputException("cannot read " + f + ": " + e.getMessage());
        }
    }
}
