package org.subgames.cli;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;
import org.subgames.base.BadInputException;
import org.subgames.census.FamilyDiscovery;
import org.subgames.game.Convention;
import org.subgames.proof.word.DiscoveryRun;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code census discover --max-s N [--out DIR] [--min-sets K] [--no-prove] [--threads T]} (the core: {@link DiscoveryRun}). */
@Command(name = "discover", mixinStandardHelpOptions = true,
        description = "Propose families of three-move sets from the census up to max S: slices by word shape, parametrised from a "
                + "small grammar (b = a + d or b = q(2a) + r; c = b + e or c = j M + O + u), words fitted (the repetition counts "
                + "found from the data), domains fitted and checked on every census set; writes a statement file per family and proves "
                + "each as prove statement FILE does. Exit 0: done (whatever the verdicts); 2: bad input.")
final class CensusDiscoverCommand implements Callable<Integer> {

    @Option(names = "--max-s", required = true, description = "the census: every set {a < b < c} with c <= this")
    int maxS;

    @Option(names = "--out", defaultValue = "discovered", description = "where the statement files go (default: ${DEFAULT-VALUE})")
    Path out;

    @Option(names = "--min-sets", defaultValue = "" + FamilyDiscovery.MIN_SETS,
            description = "slices with fewer census sets are not fitted (default: ${DEFAULT-VALUE})")
    int minSets;

    @Option(names = "--no-prove", description = "write the statement files only")
    boolean noProve;

    @Option(names = "--specs", defaultValue = "specs", description = "the statements directory (default: ${DEFAULT-VALUE})")
    Path specs;

    @Option(names = "--prefix", defaultValue = FamilyDiscovery.PREFIX,
            description = "the families' ids: this prefix and a number from 1 (default: ${DEFAULT-VALUE})")
    String prefix;

    @Option(names = "--convention", defaultValue = "both", description = "the conventions a family is about: both (default; a slice is a pair "
            + "of word shapes), or wall or sink alone (the families of each convention found apart; a set is covered by one of each)")
    String convention;

    @Option(names = "--keep", description = "also write each proved family that covers a census set (under a convention) that no statement of "
            + "--specs (and its extended/ and discovered/) nor an earlier kept family covers into this directory, with its backing's verdict per claim, "
            + "as soon as it is proved, e.g. specs/discovered; a proposal that covers no such set is not proved, so a killed run, run again, "
            + "proves only what it had not kept")
    Path keep;

    @Option(names = "--proofs", defaultValue = "proofs/word/discovered",
            description = "with --keep: where the kept families' obligations go, as prove statement --write keeps them (default: ${DEFAULT-VALUE})")
    Path proofs;

    @Option(names = "--threads", description = "worker threads (default: available processors)")
    Integer threads;

    @Option(names = "--partners", description = "instead of the census's slices: for every family of one convention that --specs proves "
            + "(with its extended/ and discovered/), propose the family of the other convention over the same parameters, where and moves, "
            + "its word fitted on the origin's instances, or in parts (ID-p1, ID-p2, ...) with bounds found from the data when no single word fits "
            + "(ids: --prefix and the origin's id less three-move-); --convention names the partners' convention")
    boolean partners;

    @Option(names = "--proposals", paramLabel = "DIR", description = "instead of the census's slices: prove the proposals earlier runs "
            + "wrote to these directories (their --out; of either convention, the option repeated), with --keep in the order that completes "
            + "the most census sets under both conventions (its wall and sink families found apart); with --convention wall or sink only "
            + "the proposals about it are proved, the others rank as the prospects another run proves; they have no pinned parts")
    List<Path> proposalDirs;

    @Option(names = "--budget", paramLabel = "SECONDS", description = "the time one family's proof may take; past it no further obligation "
            + "starts, the family is left unproved and the run goes on (default: ${DEFAULT-VALUE})")
    long budget = DiscoveryRun.BUDGET_SECONDS;

    private List<Convention> conventions() {
        return switch (convention) {
            case "both" -> List.of(Convention.WALL, Convention.SINK);
            case "wall", "sink" -> List.of(Convention.parse(convention));
            default -> throw new BadInputException("--convention must be wall, sink or both: " + convention);
        };
    }

    @Override
    public Integer call() throws Exception {
        if (proposalDirs != null && (partners || noProve)) {
            throw new BadInputException("--proposals proves the proposals of earlier runs: drop " + (partners ? "--partners" : "--no-prove"));
        }
        int n = threads == null ? Runtime.getRuntime().availableProcessors() : threads;
        if (n < 1) {
            throw new BadInputException("--threads must be at least 1");
        }
        if (Files.exists(out) && !Files.isDirectory(out)) {
            throw new BadInputException("--out " + out + ": not a directory");
        }
        Files.createDirectories(out);
        if (keep != null && noProve) {
            throw new BadInputException("--keep needs the proofs: drop --no-prove");
        }
        if (keep != null) {
            Files.createDirectories(keep);
            Files.createDirectories(proofs);
        }
        long t0 = System.nanoTime();
        FamilyDiscovery.Options o = new FamilyDiscovery.Options(maxS, minSets, n, out, specs, prefix, conventions(), RunProgress.SHOWN);
        DiscoveryRun.Keep kd = keep == null ? null : new DiscoveryRun.Keep(keep, proofs);
        DiscoveryRun.Result r = proposalDirs != null ? DiscoveryRun.proposals(proposalDirs, o, n, kd, budget, v -> System.out.println(line(v)))
                : partners ? DiscoveryRun.partners(o, !noProve, n, kd, budget, v -> System.out.println(line(v)))
                : DiscoveryRun.run(o, !noProve, n, kd, budget, v -> System.out.println(line(v)));
        FamilyDiscovery.Result d = r.discovery();
        printProposals(d);
        if (!noProve) {
            long proved = r.verdicts().stream().filter(v -> v.exit() == DiscoveryRun.PROVED).count();
            long word = r.verdicts().stream().filter(DiscoveryRun.Verdict::wordProved).count();
            long sets = r.verdicts().stream().filter(DiscoveryRun.Verdict::wordProved).mapToLong(v -> v.proposal().sets()).sum();
            long skipped = r.verdicts().stream().filter(v -> v.exit() == DiscoveryRun.SKIPPED).count();
            System.out.printf(Locale.ROOT, "proved: %d of %d words for every parameter (" + convention + "), covering %,d census sets; every claim proved "
                    + "in %d; proofs %.1f s; census to proved statements %.1f s%s%n", word, r.verdicts().size() - skipped, sets, proved, r.proveSeconds(),
                    (System.nanoTime() - t0) / 1e9, skipped == 0 ? "" : "; " + skipped + " proposals not proved: they cover no census row not covered already, or an earlier run left them "
                            + "unproved (" + DiscoveryRun.UNPROVED_FILE + " in --out)");
            Set<String> proposed = d.proposals().stream().map(FamilyDiscovery.Proposal::id).collect(Collectors.toSet());
            long parts = r.verdicts().stream().filter(v -> !proposed.contains(v.proposal().id())).count();
            if (parts > 0) {
                System.out.printf(Locale.ROOT, "of these, %d are parts of families left unproved, each with a count pinned (ids ending -j2, -q3, ...)%n", parts);
            }
        }
        if (keep != null) {
            List<DiscoveryRun.Kept> kept = r.kept();
            System.out.printf(Locale.ROOT, "kept: %d proved families cover census rows (set, convention) that no statement of %s covered before them "
                    + "(%,d rows); written to %s, their obligations to %s%n", kept.size(), specs,
                    kept.stream().mapToLong(DiscoveryRun.Kept::newRows).sum(), keep, proofs);
            kept.forEach(k -> System.out.printf(Locale.ROOT, "  %-28s %6d new rows  %s%n", k.verdict().proposal().id(), k.newRows(), k.file()));
        }
        return 0;
    }

    /** What was proposed (or read back), and what was not fitted. */
    private void printProposals(FamilyDiscovery.Result d) {
        if (proposalDirs != null) {
            System.out.printf(Locale.ROOT, "%nproposals: %d read from %s, covering %,d census sets (with repeats) up to max S %d%n", d.proposals().size(),
                    proposalDirs, d.sets(), maxS);
        } else if (partners) {
            System.out.printf(Locale.ROOT, "%npartners: %d families proposed, fitted on %,d of the %,d instances of their origins in %.1f s%n",
                    d.proposals().size(), d.covered(), d.sets(), d.fitSeconds());
        } else {
            System.out.printf(Locale.ROOT, "%ncensus: %,d sets with max S <= %d certified in %.1f s; %d families proposed, covering %,d sets, fitted in %.1f s%n",
                    d.sets(), maxS, d.censusSeconds(), d.proposals().size(), d.covered(), d.fitSeconds());
        }
        if (proposalDirs == null) { // the loaded proposals are listed where they were written
            for (FamilyDiscovery.Proposal p : d.proposals()) {
                System.out.printf(Locale.ROOT, "  %-22s %5d sets  %s%s  %s%n", p.id(), p.sets(), p.parametrisation(),
                        p.counts().isEmpty() ? "" : " (counts: " + p.counts() + ")", p.file());
            }
            System.out.printf(Locale.ROOT, partners ? "%d origins not fitted%3$s%n" : "%d slices of at least %d sets not fitted%s%n", d.unfitted().size(), minSets,
                    d.unfitted().isEmpty() ? "" : ":");
            d.unfitted().stream().sorted(java.util.Comparator.comparingInt(u -> -u.sets())).limit(10).forEach(u -> System.out.printf(Locale.ROOT, "  %5d sets like %s: %s%n", u.sets(), u.example(), u.why()));
        }
    }

    /** One family's progress line: id, sets, verdict (or skipped), seconds, what it means. */
    private static String line(DiscoveryRun.Verdict v) {
        boolean skipped = v.exit() == DiscoveryRun.SKIPPED;
        String what = v.outcome() != null ? ProveStatementCommand.headline(v.outcome()) : skipped ? v.error() : "not taken by the prover: " + v.error();
        return String.format(Locale.ROOT, "%-22s %5d sets  %s  %6.1f s  %s", v.proposal().id(), v.proposal().sets(), skipped ? "skipped" : "exit " + v.exit(),
                v.seconds(), what);
    }
}
