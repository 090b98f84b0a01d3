package org.subgames.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.function.Predicate;
import java.util.stream.Stream;
import org.subgames.base.BadInputException;
import org.subgames.proof.key.ContractResult;
import org.subgames.proof.key.KeyProver;
import org.subgames.proof.key.KeySources;
import org.subgames.proof.smt.ProofChain;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code prove [--auto|--replay] [--format text|json]}: KeY proofs of the JML contracts of the
 * reference package. Exit 0 only if every contract is closed, 1 otherwise.
 */
@Command(name = "prove", mixinStandardHelpOptions = true, subcommands = ProveStatementCommand.class,
        description = "Prove the JML contracts of org.subgames.reference with KeY: replay the kept proofs "
                + "(default) or regenerate them by auto mode. 'prove statement ID' proves a statement for every parameter.")
final class ProveCommand implements Callable<Integer> {

    enum Format { text, json }

    static final class Mode {
        @Option(names = "--auto", description = "re-prove every contract by KeY auto mode and save the closed proofs")
        boolean auto;

        @Option(names = "--replay", description = "replay the kept proofs against the current sources (default)")
        boolean replay;
    }

    @ArgGroup(exclusive = true, multiplicity = "0..1")
    Mode mode = new Mode();

    @Option(names = "--format", defaultValue = "text", description = "text or json (default: ${DEFAULT-VALUE})")
    Format format;

    @Option(names = "--contract", paramLabel = "TEXT",
            description = "only contracts whose name or proof file contains TEXT (repeatable)")
    List<String> contracts = new ArrayList<>();

    @Option(names = "--proofs", paramLabel = "DIR",
            description = "folder of kept proofs: --auto writes there (default proofs/key); --replay reads "
                    + "there (default: the proofs built into this jar)")
    Path proofs;

    @Option(names = "--scripts", paramLabel = "DIR",
            description = "folder of proof scripts (<contract>.script) that --auto runs instead of plain auto mode "
                    + "(default: proofs/key if present, else the scripts built into this jar)")
    Path scripts;

    @Option(names = "--sources", paramLabel = "DIR",
            description = "root of the reference sources (holding org/subgames/reference; default: the sources "
                    + "built into this jar)")
    Path sources;

    @Option(names = "--lemma", paramLabel = "ID",
            description = "replay the KeY lemma ID of the all-parameter chain (mex-link or model-link): its root proofs "
                    + "and every contract they apply, transitively (repeatable; with --replay only)")
    List<String> lemmas = new ArrayList<>();

    @Option(names = "--max-steps", defaultValue = "" + KeyProver.DEFAULT_MAX_STEPS,
            description = "auto-mode step budget per contract (default: ${DEFAULT-VALUE})")
    int maxSteps;

    @Override
    public Integer call() throws Exception {
        requireFolders();
        List<ProofChain.KeyLemma> chosen = new ArrayList<>();
        for (String id : lemmas) {
            chosen.add(ProofChain.keyLemmas().stream().filter(k -> k.id().equals(id)).findFirst()
                    .orElseThrow(() -> new BadInputException("unknown KeY lemma '" + id + "' (expected "
                            + String.join(" or ", ProofChain.keyLemmas().stream().map(ProofChain.KeyLemma::id).toList()) + ")")));
        }
        if (!chosen.isEmpty() && (mode.auto || !contracts.isEmpty())) {
            throw new BadInputException("--lemma replays a lemma's proofs: it goes with neither --auto nor --contract");
        }
        Predicate<String> filter = name -> contracts.isEmpty() || contracts.stream().anyMatch(name::contains);
        Path srcDir = sources != null ? sources : KeySources.extract(KeySources.SOURCES);
        Path proofDir = null;
        try {
            KeyProver prover = new KeyProver(srcDir).onResult(r -> System.err.printf(Locale.ROOT,
                    "%s: %s, %d nodes, %.1f s%n", r.proofFile(), r.closed() ? "closed" : "OPEN", r.nodes(), r.seconds()));
            List<ContractResult> results;
            if (mode.auto) {
                Path scriptDir = scripts;
                if (scriptDir == null) {
                    Path local = Path.of("proofs", "key");
                    scriptDir = Files.isDirectory(local) ? local : (proofDir = KeySources.extract(KeySources.PROOFS));
                }
                results = prover.proveAll(proofs != null ? proofs : Path.of("proofs", "key"), scriptDir, maxSteps, filter);
            } else {
                proofDir = proofs != null ? proofs : KeySources.extract(KeySources.PROOFS);
                requireKeptMatch(proofDir, contracts, srcDir);
                if (!chosen.isEmpty()) {
                    List<KeyProver.Closure> closures = prover.replayClosures(proofDir, chosen.stream().map(ProofChain.KeyLemma::roots).toList());
                    printLemmas(chosen, closures);
                    return closures.stream().allMatch(c -> c.results().stream().allMatch(ContractResult::closed)) ? 0 : Main.EXIT_REFUTED;
                }
                results = prover.replayAll(proofDir, filter);
            }
            if (results.isEmpty()) {
                throw new BadInputException("no contract matches --contract " + String.join(", ", contracts)
                        + "; the reference classes are " + referenceClasses(srcDir) + " (e.g. --contract 'Mex.find(')");
            }
            print(results);
            boolean all = !results.isEmpty() && results.stream().allMatch(ContractResult::closed);
            return all ? 0 : Main.EXIT_REFUTED;
        } finally {
            if (sources == null) {
                KeySources.delete(srcDir);
            }
            if (proofDir != null && (mode.auto || proofs == null)) { // a temporary copy of the built-in proofs
                KeySources.delete(proofDir);
            }
        }
    }

    private void requireFolders() {
        if (maxSteps <= 0) {
            throw new BadInputException("--max-steps must be positive, got " + maxSteps);
        }
        if (sources != null && !Files.isDirectory(sources.resolve("org/subgames/reference"))) {
            throw new BadInputException("--sources " + sources + " holds no org/subgames/reference folder");
        }
        if (scripts != null && !Files.isDirectory(scripts)) {
            throw new BadInputException("--scripts " + scripts + " is not a folder");
        }
        if (!mode.auto && proofs != null && !Files.isDirectory(proofs)) {
            throw new BadInputException("--proofs " + proofs + " is not a folder");
        }
    }

    /**
     * Before KeY loads (seconds): each --contract TEXT must name a kept proof or a known-open
     * contract, since a replay reports nothing else.
     */
    private static void requireKeptMatch(Path proofDir, List<String> texts, Path srcDir) throws java.io.IOException {
        if (texts.isEmpty()) {
            return;
        }
        List<String> names;
        try (Stream<Path> s = Files.list(proofDir)) {
            names = new ArrayList<>(s.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".proof")).toList());
        }
        names.addAll(KeyProver.knownOpen(proofDir).keySet());
        for (String t : texts) {
            if (names.stream().noneMatch(n -> n.contains(t))) {
                throw new BadInputException("no kept proof matches --contract " + t + " (" + names.size() + " kept or known open); the "
                        + "reference classes are " + referenceClasses(srcDir) + " (e.g. --contract 'Mex.find(')");
            }
        }
    }

    /** The classes whose contracts are proved: the .java files of the reference package. */
    private static String referenceClasses(Path srcDir) throws java.io.IOException {
        try (Stream<Path> s = Files.list(srcDir.resolve("org/subgames/reference"))) {
            return String.join(", ", s.map(p -> p.getFileName().toString())
                    .filter(n -> n.endsWith(".java") && !n.equals("package-info.java"))
                    .map(n -> n.substring(0, n.length() - ".java".length())).sorted().toList());
        }
    }

    /** One lemma after the other: the table of its contracts (text) or one JSON object for all (see {@code KeyReplayProcess}). */
    private void printLemmas(List<ProofChain.KeyLemma> chosen, List<KeyProver.Closure> closures) throws Exception {
        if (format == Format.json) {
            ObjectMapper om = new ObjectMapper();
            ObjectNode root = om.createObjectNode();
            ArrayNode arr = root.putArray("lemmas");
            for (int i = 0; i < chosen.size(); i++) {
                ObjectNode l = arr.addObject().put("id", chosen.get(i).id()).put("seconds", closures.get(i).seconds());
                contractsJson(l.putArray("contracts"), closures.get(i).results());
            }
            System.out.println(om.writeValueAsString(root));
            return;
        }
        for (int i = 0; i < chosen.size(); i++) {
            System.out.printf(Locale.ROOT, "%s: %d contracts, %.1f s%n", chosen.get(i).id(), closures.get(i).results().size(),
                    closures.get(i).seconds());
            print(closures.get(i).results());
        }
    }

    static void contractsJson(ArrayNode arr, List<ContractResult> results) {
        for (ContractResult r : results) {
            ObjectNode o = arr.addObject().put("contract", r.contract()).put("proofFile", r.proofFile())
                    .put("closed", r.closed()).put("nodes", r.nodes()).put("openGoals", r.openGoals())
                    .put("seconds", Math.round(r.seconds() * 100) / 100.0).put("message", r.message());
            ArrayNode uses = o.putArray("uses");
            r.uses().forEach(uses::add);
        }
    }

    private void print(List<ContractResult> results) throws Exception {
        if (format == Format.json) {
            ObjectMapper om = new ObjectMapper();
            ObjectNode root = om.createObjectNode();
            root.put("mode", mode.auto ? "auto" : "replay");
            root.put("allClosed", !results.isEmpty() && results.stream().allMatch(ContractResult::closed));
            contractsJson(root.putArray("contracts"), results);
            System.out.println(om.writeValueAsString(root));
            return;
        }
        System.out.printf(Locale.ROOT, "%-52s %-6s %8s %8s%n", "contract", "closed", "nodes", "seconds");
        for (ContractResult r : results) {
            System.out.printf(Locale.ROOT, "%-52s %-6s %8d %8.1f%n", r.proofFile().replaceAll("\\.proof$", ""),
                    r.closed() ? "yes" : "NO", r.nodes(), r.seconds());
        }
        for (ContractResult r : results) {
            if (!r.closed()) {
                System.out.println("open: " + r.proofFile() + ": " + r.message());
            }
        }
        long closed = results.stream().filter(ContractResult::closed).count();
        System.out.printf(Locale.ROOT, "%d of %d contracts closed%n", closed, results.size());
    }
}
