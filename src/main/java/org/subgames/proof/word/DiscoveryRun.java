package org.subgames.proof.word;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;
import org.subgames.base.AtomicFile;
import org.subgames.base.BadInputException;
import org.subgames.census.Coverage;
import org.subgames.census.CoverageStore;
import org.subgames.census.FamilyDiscovery;
import org.subgames.proof.smt.ChainCoverage;
import org.subgames.specs.BackingFile;
import org.subgames.specs.Statement;
import org.subgames.specs.StatementLoader;

/**
 * {@code census discover}: the families {@link FamilyDiscovery} proposes from the three-move
 * census, each statement file then proved as {@code prove statement FILE} proves it (the word
 * prover, z3 and cvc5, then every claim it leaves per instance checked on the statement's ranges).
 * A family's verdict is the exit code {@code prove statement} gives it. A family left unproved
 * is split by the value of a free count, each part fitted again with that count pinned
 * ({@link FamilyDiscovery.Fitted#pinnedParts}), and the parts are proved next, before the
 * proposals after it; a part left unproved is split again by its other count.
 */
public final class DiscoveryRun {

    /** Exit codes as {@code prove statement}'s. */
    public static final int PROVED = 0;
    public static final int REFUTED = 1;
    public static final int PER_INSTANCE = 4;
    public static final int UNPROVED = 5;

    /** One family: its proposal, the prover's outcome, the per-instance checks, the exit code and the seconds proving took. */
    public record Verdict(FamilyDiscovery.Proposal proposal, WordProver.Outcome outcome, List<WordProofRun.InstanceCheck> checks, int exit,
                          double seconds, String error) {
        /** The word proved for every parameter of the domain, under both conventions. */
        public boolean wordProved() {
            return outcome != null && outcome.status() == WordProver.Status.PROVED;
        }
    }

    /** The exit code of a statement the prover does not take (bad input). */
    public static final int NOT_TAKEN = 2;

    /** What discovery found, each family's verdict (none without proving), the seconds of the proofs, and the families kept. */
    public record Result(FamilyDiscovery.Result discovery, List<Verdict> verdicts, double proveSeconds, List<Kept> kept) {
    }

    /**
     * Where proved families are kept (null: nowhere): the statements' directory, such as
     * {@code specs/extended}, and the kept obligations', such as {@code proofs/word/extended}.
     */
    public record Keep(Path statements, Path proofs) {
    }

    /** A kept family: its verdict, the census rows (set and convention) it covers that no statement covered before it (at least one), its file. */
    public record Kept(Verdict verdict, long newRows, Path file) {
    }

    private DiscoveryRun() {
    }

    /**
     * @param prove    whether to prove the written statements
     * @param threads  worker threads of the per-instance checks
     * @param progress each family's verdict as it comes
     */
    public static Result run(FamilyDiscovery.Options o, boolean prove, int threads, Consumer<Verdict> progress) {
        return run(o, prove, threads, null, BUDGET_SECONDS, progress);
    }

    /** The default time budget of one family's proof: past it, the family is left unproved and the run goes on. */
    public static final long BUDGET_SECONDS = 300;

    /** With the default budget. */
    public static Result run(FamilyDiscovery.Options o, boolean prove, int threads, Keep keep, Consumer<Verdict> progress) {
        return run(o, prove, threads, keep, BUDGET_SECONDS, progress);
    }

    /**
     * @param keep where the proved families that cover a census row no statement of the specs (nor
     *             an earlier kept family) covers are written as soon as each is proved, with their
     *             backings and kept obligations, ready to prove again by {@code prove statement};
     *             null: none kept. With keep, a proposal that covers no such row is not proved
     *             ({@link #SKIPPED}): a run killed before its end, run again, proves only the
     *             families it had not kept.
     * @param budgetSeconds the time one family's proof may take (the prover's {@link WordProver#withBudget})
     */
    public static Result run(FamilyDiscovery.Options o, boolean prove, int threads, Keep keep, long budgetSeconds, Consumer<Verdict> progress) {
        return prove(FamilyDiscovery.discover(o), o, prove, threads, keep, budgetSeconds, progress);
    }

    /** {@code census discover --partners}: the partners of the proved families of one convention ({@link FamilyDiscovery#partners}), proved as {@link #run}. */
    public static Result partners(FamilyDiscovery.Options o, boolean prove, int threads, Keep keep, long budgetSeconds, Consumer<Verdict> progress) {
        return prove(FamilyDiscovery.partners(o), o, prove, threads, keep, budgetSeconds, progress);
    }

    /** {@code census discover --proposals DIR...}: the proposals earlier runs wrote there ({@link FamilyDiscovery#loaded}), proved as {@link #run}. */
    public static Result proposals(List<Path> dirs, FamilyDiscovery.Options o, int threads, Keep keep, long budgetSeconds, Consumer<Verdict> progress) {
        FamilyDiscovery.Result all = FamilyDiscovery.loaded(dirs, o);
        List<FamilyDiscovery.Proposal> mine = new ArrayList<>();
        List<FamilyDiscovery.Proposal> others = new ArrayList<>();
        for (FamilyDiscovery.Proposal p : all.proposals()) {
            (o.conventions().containsAll(StatementLoader.load(p.file()).conventions()) ? mine : others).add(p);
        }
        FamilyDiscovery.Result d = new FamilyDiscovery.Result(mine, all.unfitted(), all.sets(), all.covered(), 0, all.fitSeconds(), all.fitted());
        return prove(d, o, true, threads, keep, budgetSeconds, progress, others);
    }

    /** The proposals of d proved in the order of {@link GainOrder} (with keep; else in d's order), each unproved one followed by its pinned parts. */
    static Result prove(FamilyDiscovery.Result d, FamilyDiscovery.Options o, boolean prove, int threads, Keep keep, long budgetSeconds,
                        Consumer<Verdict> progress) {
        return prove(d, o, prove, threads, keep, budgetSeconds, progress, List.of());
    }

    /** With prospects: proposals another run proves, which rank this run's partners of theirs ({@link GainOrder}). */
    static Result prove(FamilyDiscovery.Result d, FamilyDiscovery.Options o, boolean prove, int threads, Keep keep, long budgetSeconds,
                        Consumer<Verdict> progress, List<FamilyDiscovery.Proposal> prospects) {
        List<Verdict> out = new ArrayList<>();
        List<Kept> kept = new ArrayList<>();
        long t0 = System.nanoTime();
        if (prove) {
            Set<Path> read = new HashSet<>();
            Set<String> covered = keep == null ? null : covered(o, keep, read);
            WordProver prover = new WordProver(WordProofRun.TIMEOUT_MS).withBudget(budgetSeconds);
            GainOrder queue = covered == null ? new GainOrder(d.proposals(), p -> List.of(), new HashSet<>())
                    : new GainOrder(d.proposals(), p -> proposedRows(p, o.maxS()), covered, prospects);
            Path ledger = o.out().resolve(UNPROVED_FILE);
            Map<String, String> unproved = keep == null ? new java.util.LinkedHashMap<>() : readLedger(ledger);
            while (!queue.isEmpty()) {
                if (keep != null) {
                    absorb(keep, read, covered, o.maxS()); // what another run sharing the keep directory kept meanwhile
                }
                FamilyDiscovery.Proposal p = queue.next();
                boolean skip = covered != null && fresh(StatementLoader.load(p.file()), o.maxS(), covered, false) == 0;
                boolean again = !skip && keep != null && fingerprint(p.file()).equals(unproved.get(p.id()));
                if (!skip && keep != null && Files.exists(keep.statements().resolve(p.file().getFileName()))) {
                    throw new BadInputException(keep.statements().resolve(p.file().getFileName()) + " holds another family of that id (one that leaves some of "
                            + "this proposal's census rows uncovered): keep this run's families apart with another --prefix");
                }
                Verdict v = skip ? new Verdict(p, null, List.of(), SKIPPED, 0, "covers no census row that a statement or a kept family does not: not proved")
                        : again ? new Verdict(p, null, List.of(), SKIPPED, 0, "left unproved by an earlier run, as " + ledger + " says: not proved again "
                                + "(delete that file to try again)")
                        : prove(prover, p, threads);
                out.add(v);
                progress.accept(v);
                if (keep != null && !skip && !again && !v.wordProved()) {
                    unproved.put(p.id(), fingerprint(p.file()));
                    writeLedger(ledger, unproved);
                }
                if (covered != null && v.wordProved() && v.exit() != REFUTED) { // a claim refuted per instance: the statement is false
                    kept.add(keep(v, o.maxS(), covered, keep));
                    read.add(kept.get(kept.size() - 1).file().toAbsolutePath().normalize());
                }
                if (v.exit() == UNPROVED || again) {
                    queue.first(d.fitted().pinnedParts(p)); // proved next, before the proposals after their family
                }
            }
        }
        double seconds = (System.nanoTime() - t0) / 1e9;
        return new Result(d, out, seconds, kept);
    }

    /**
     * With --keep, the proposals a run left unproved (or refuted), in the --out directory: one line
     * per proposal, its id and the SHA-256 of its statement file. A later run with the same --out
     * does not prove such a proposal again while its file is the same (its pinned parts are still
     * tried), so a run killed halfway goes on where it stopped; after a change to the prover, delete
     * the file.
     */
    public static final String UNPROVED_FILE = "unproved.tsv";

    private static Map<String, String> readLedger(Path ledger) {
        Map<String, String> out = new java.util.LinkedHashMap<>();
        if (Files.exists(ledger)) {
            for (String line : readString(ledger).split("\n")) {
                String[] f = line.split("\t");
                if (f.length == 2) {
                    out.put(f[0], f[1]);
                }
            }
        }
        return out;
    }

    private static void writeLedger(Path ledger, Map<String, String> unproved) {
        StringBuilder sb = new StringBuilder();
        unproved.forEach((id, hash) -> sb.append(id).append('\t').append(hash).append('\n'));
        AtomicFile.writeString(ledger, sb.toString());
    }

    /** The SHA-256 of a statement file, in hex. */
    static String fingerprint(Path file) {
        try {
            return java.util.HexFormat.of().formatHex(java.security.MessageDigest.getInstance("SHA-256").digest(Files.readAllBytes(file)));
        } catch (IOException e) {
            throw new BadInputException("cannot read " + file + ": " + e.getMessage());
        } catch (java.security.NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    /** The verdict of a proposal --keep does not prove: it covers no census row that is not covered already. */
    public static final int SKIPPED = -1;

    /**
     * The census rows (set with c &lt;= max S, convention) that the statements of the specs directory
     * (with its {@code extended/} and {@code discovered/}) and those in the keep directory (families
     * kept by an earlier run, which a run killed before its end resumes from) cover, with the sets
     * the additive chain proves ({@link ChainCoverage}).
     */
    private static Set<String> covered(FamilyDiscovery.Options o, Keep keep, Set<Path> read) {
        List<Statement> all = new ArrayList<>(CoverageStore.statements(o.specs()));
        all.forEach(st -> read.add(Path.of(st.file()).toAbsolutePath().normalize()));
        Set<String> covered = new HashSet<>();
        Coverage.enumerate(Coverage.proved(all, 3, ChainCoverage.backed()), o.maxS(), Coverage.cap(o.maxS()), h -> rows(h).forEach(covered::add));
        absorb(keep, read, covered, o.maxS());
        return covered;
    }

    /**
     * The rows of the families in the keep directory not read yet added to covered: those an earlier
     * run kept, and those another run sharing the directory (the other convention's proposals, say)
     * kept since the last look, so that its families' partners rank as completions.
     */
    static void absorb(Keep keep, Set<Path> read, Set<String> covered, int maxS) {
        if (!Files.isDirectory(keep.statements())) {
            return;
        }
        List<Path> fresh;
        try (java.util.stream.Stream<Path> files = Files.list(keep.statements())) {
            // another run writes its kept files atomically (a hidden temporary file, then a rename): a .yaml is whole
            fresh = files.filter(f -> f.toString().endsWith(".yaml")).map(f -> f.toAbsolutePath().normalize()).filter(f -> !read.contains(f)).sorted().toList();
        } catch (IOException e) {
            throw new BadInputException("cannot list " + keep.statements() + ": " + e.getMessage());
        }
        for (Path f : fresh) {
            read.add(f);
            Coverage.enumerate(Coverage.proved(List.of(StatementLoader.load(f)), 3), maxS, Coverage.cap(maxS), h -> rows(h).forEach(covered::add));
        }
    }

    /**
     * The proposals in the order a run proves them when none is kept on the way ({@link GainOrder}
     * with covered fixed): by its score (two per set completed under both conventions, one per
     * prospect), then rows added; ties in discovery's order.
     */
    static List<FamilyDiscovery.Proposal> byGain(List<FamilyDiscovery.Proposal> proposals, int maxS, Set<String> covered) {
        GainOrder order = new GainOrder(proposals, p -> proposedRows(p, maxS), covered);
        List<FamilyDiscovery.Proposal> out = new ArrayList<>();
        while (!order.isEmpty()) {
            out.add(order.next());
        }
        return out;
    }

    /** The census rows a proposal's word would cover, proved or not. */
    private static List<String> proposedRows(FamilyDiscovery.Proposal p, int maxS) {
        List<String> out = new ArrayList<>();
        Coverage.enumerate(Coverage.proposed(List.of(StatementLoader.load(p.file())), 3), maxS, Coverage.cap(maxS), h -> out.addAll(rows(h)));
        return out;
    }

    /** How many census rows the statement covers that are not in covered; with add, they are added. */
    private static long fresh(Statement st, int maxS, Set<String> covered, boolean add) {
        long[] n = new long[1];
        Coverage.enumerate(Coverage.proposed(List.of(st), 3), maxS, Coverage.cap(maxS), h -> rows(h).forEach(r -> {
            boolean in = add ? !covered.add(r) : covered.contains(r);
            n[0] += in ? 0 : 1;
        }));
        return n[0];
    }

    /**
     * A proved family, kept as soon as it is proved when it covers some census row that the
     * statements and the families kept before it do not: written to the keep directory as
     * proposed, with its backing's command pointing there and its verdict per claim ({@code prove
     * statement --write}'s lists; its kind a theorem when every claim is proved), and its
     * obligations as {@code prove statement --write} keeps them. The coverage is {@link Coverage}'s,
     * as {@code census query ID coverage} counts it. Each file is written atomically, the statement
     * last, so a run killed between two families keeps every family proved before.
     */
    private static Kept keep(Verdict v, int maxS, Set<String> covered, Keep keep) {
        long fresh = fresh(StatementLoader.load(v.proposal().file()), maxS, covered, true);
        if (fresh == 0) {
            throw new IllegalStateException(v.proposal().id() + " was proved although it covers nothing new");
        }
        Path file = keep.statements().resolve(v.proposal().file().getFileName());
        String text = readString(v.proposal().file()).replace("prove statement " + v.proposal().file().getFileName() + "\n",
                "prove statement " + file + "\n");
        Statement st = StatementLoader.load(v.proposal().file());
        text = BackingFile.rewrite(text, file.toString(), v.outcome().provedClaims(), WordProofRun.perInstance(st, v.outcome()));
        WordProofRun.writeKept(keep.proofs(), v.outcome());
        AtomicFile.writeString(file, text);
        return new Kept(v, fresh, file);
    }

    /** The census rows of a hit: its set under each convention of its family. */
    private static List<String> rows(Coverage.Hit h) {
        return h.family().conventions().stream().map(c -> Coverage.text(h.set()) + " " + c.id()).toList();
    }

    private static String readString(Path file) {
        try {
            return Files.readString(file);
        } catch (IOException e) {
            throw new BadInputException("cannot read " + file + ": " + e.getMessage());
        }
    }

    /** One family proved as {@code prove statement FILE} proves it; a statement the prover refuses to read is reported, not thrown. */
    static Verdict prove(WordProver prover, FamilyDiscovery.Proposal p, int threads) {
        long t1 = System.nanoTime();
        try {
            Statement st = StatementLoader.load(p.file());
            WordProver.Outcome oc = prover.prove(st, r -> { });
            List<WordProofRun.InstanceCheck> checks = WordProofRun.checkPerInstance(st, WordProofRun.perInstance(st, oc), threads);
            return new Verdict(p, oc, checks, exit(oc, checks), (System.nanoTime() - t1) / 1e9, null);
        } catch (BadInputException e) {
            return new Verdict(p, null, List.of(), NOT_TAKEN, (System.nanoTime() - t1) / 1e9, e.getMessage());
        } catch (OutOfMemoryError e) {
            // one family's guards (a concrete table beyond the heap) must not end the run and lose the others' verdicts
            return new Verdict(p, null, List.of(), UNPROVED, (System.nanoTime() - t1) / 1e9,
                    "out of memory while proving (" + Runtime.getRuntime().maxMemory() / (1 << 20) + " MiB heap): not proved");
        }
    }

    /** The exit code of {@code prove statement} for this outcome and these checks. */
    static int exit(WordProver.Outcome o, List<WordProofRun.InstanceCheck> checks) {
        boolean refuted = o.status() == WordProver.Status.REFUTED || checks.stream().anyMatch(c -> !c.holds());
        if (refuted) {
            return REFUTED;
        }
        if (o.status() != WordProver.Status.PROVED) {
            return UNPROVED;
        }
        return checks.isEmpty() ? PROVED : PER_INSTANCE;
    }
}
