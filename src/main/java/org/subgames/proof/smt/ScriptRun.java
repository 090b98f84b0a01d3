package org.subgames.proof.smt;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.function.Consumer;
import java.util.stream.Stream;
import org.subgames.base.BadInputException;

/**
 * Runs kept SMT-LIB scripts ({@code tables run-smt DIR}): every .smt2 file under a directory, with
 * each solver as its own command line would run it, counting the answers that are not unsat. The
 * kept files say in their header that every check-sat must answer unsat.
 */
public final class ScriptRun {

    /** How many check-sat commands ran, and how many of them did not answer unsat. */
    public record Result(long checks, int notUnsat) {
    }

    private ScriptRun() {
    }

    /** Runs every script under dir with every solver, reporting a line per script to out. */
    public static Result run(Path dir, List<Prover.Kind> solvers, Consumer<String> out) {
        List<Path> files = scripts(dir);
        int bad = 0;
        long total = 0;
        for (Prover.Kind kind : solvers) {
            try (Prover prover = kind.open(0)) {
                out.accept(String.format(Locale.ROOT, "%s %s%n%-40s %7s %7s %9s", kind.id(), prover.version(), "script", "checks", "unsat", "time"));
                for (Path f : files) {
                    long t0 = System.nanoTime();
                    List<SmtLib.Answer> answers = prover.run(read(f));
                    long unsat = answers.stream().filter(x -> x.verdict().equals("unsat")).count();
                    total += answers.size();
                    out.accept(String.format(Locale.ROOT, "%-40s %7d %7d %7.0fms", dir.relativize(f), answers.size(), unsat, (System.nanoTime() - t0) / 1e6));
                    for (SmtLib.Answer x : answers) {
                        if (!x.verdict().equals("unsat")) {
                            bad++;
                            out.accept("  " + x.verdict().toUpperCase(Locale.ROOT) + ": " + x.id());
                        }
                    }
                }
            }
        }
        out.accept(bad == 0 ? "all " + total + " checks unsat" : bad + " of " + total + " checks not unsat");
        return new Result(total, bad);
    }

    /** The .smt2 files under dir, sorted; bad input when there are none. */
    private static List<Path> scripts(Path dir) {
        if (!Files.isDirectory(dir)) {
            throw new BadInputException("not a directory: " + dir);
        }
        List<Path> files;
        try (Stream<Path> st = Files.walk(dir)) {
            files = st.filter(p -> p.toString().endsWith(".smt2")).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        if (files.isEmpty()) {
            throw new BadInputException("no .smt2 files under " + dir);
        }
        return files;
    }

    private static String read(Path f) {
        try {
            return Files.readString(f, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + f + ": " + e.getMessage(), e);
        }
    }
}
