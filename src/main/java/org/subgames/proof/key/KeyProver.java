package org.subgames.proof.key;

import de.uka.ilkd.key.control.AbstractUserInterfaceControl;
import de.uka.ilkd.key.control.KeYEnvironment;
import de.uka.ilkd.key.java.Position;
import de.uka.ilkd.key.java.abstraction.KeYJavaType;
import de.uka.ilkd.key.logic.Choice;
import de.uka.ilkd.key.logic.op.IObserverFunction;
import de.uka.ilkd.key.macros.scripts.ProofScriptEngine;
import de.uka.ilkd.key.macros.scripts.ScriptException;
import de.uka.ilkd.key.nparser.KeyAst;
import de.uka.ilkd.key.nparser.ParsingFacade;
import de.uka.ilkd.key.nparser.ProofReplayer;
import de.uka.ilkd.key.nparser.builder.ProblemFinder;
import de.uka.ilkd.key.parser.Location;
import de.uka.ilkd.key.pp.LogicPrinter;
import de.uka.ilkd.key.proof.Goal;
import de.uka.ilkd.key.proof.Proof;
import de.uka.ilkd.key.proof.init.IPersistablePO;
import de.uka.ilkd.key.proof.init.ProofOblInput;
import de.uka.ilkd.key.proof.init.loader.ProofObligationLoader;
import de.uka.ilkd.key.proof.io.IntermediatePresentationProofFileParser;
import de.uka.ilkd.key.proof.io.IntermediateProofReplayer;
import de.uka.ilkd.key.proof.io.ProofSaver;
import de.uka.ilkd.key.rule.OneStepSimplifier;
import de.uka.ilkd.key.settings.Configuration;
import de.uka.ilkd.key.settings.ProofSettings;
import de.uka.ilkd.key.settings.StrategySettings;
import de.uka.ilkd.key.speclang.Contract;
import de.uka.ilkd.key.strategy.Strategy;
import de.uka.ilkd.key.strategy.StrategyProperties;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.ServiceLoader;
import java.util.SortedSet;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.Consumer;
import java.util.function.Predicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.antlr.v4.runtime.CharStreams;
import org.antlr.v4.runtime.Token;
import org.subgames.base.AtomicFile;

/**
 * Headless KeY: proves the JML contracts of the reference package by auto mode and saves the
 * proofs, or replays saved proofs against the current sources. Only the reference sources are
 * loaded (a directory holding {@code org/subgames/reference/*.java}, see {@link KeySources}); the
 * rest of the project is modern Java that KeY does not read.
 */
public final class KeyProver {

    /** Auto-mode step budget per contract. */
    public static final int DEFAULT_MAX_STEPS = 60_000;
    /** Package whose contracts are proved. */
    public static final String PACKAGE = "org.subgames.reference";

    private static final Pattern JAVA_SOURCE = Pattern.compile("\\\\javaSource\\s+\"[^\"]*\"\\s*;");
    /** KeY's line naming the library folder ({@link KeyLibrary}), a temporary folder: not kept. */
    private static final Pattern BOOT_CLASS_PATH = Pattern.compile("\\\\bootclasspath\\s+\"[^\"]*\"\\s*;\\R?");
    /** Placeholder written into kept proofs: the driver supplies the real source folder on replay. */
    static final String SOURCE_PLACEHOLDER = "\\javaSource \"reference-sources\";";
    private static final Pattern CONTRACT_NAME = Pattern.compile(
            "(?:[\\w.]*\\.)?(\\w+)\\[[\\w.]*::(\\w+)\\(([^)]*)\\)\\]\\.JML (?:\\w+ )?(?:normal_behavior |exceptional_behavior )?"
            + "(operation contract|accessible clause)\\.(\\d+)");

    private final Path sourceDir;
    /** Whether the last replay ran with {@link ReplayIndex} (false: KeY's own, slower index). */
    private volatile boolean fastIndex;
    private Consumer<ContractResult> progress = r -> { };

    /** @param sourceDir root folder of the reference sources (holding org/subgames/reference) */
    public KeyProver(Path sourceDir) {
        this.sourceDir = sourceDir.toAbsolutePath();
    }

    /** Called after each contract is proved or replayed (e.g. to print progress). */
    public KeyProver onResult(Consumer<ContractResult> listener) {
        this.progress = listener;
        return this;
    }

    /**
     * Proves every contract accepted by {@code filter} by auto mode, or by its proof script
     * {@code <proof file stem>.script} in scriptDir when there is one (see {@link #SCRIPT_SUFFIX});
     * saves each closed proof into saveDir if not null.
     */
    public List<ContractResult> proveAll(Path saveDir, Path scriptDir, int maxSteps, Predicate<String> filter)
            throws Exception {
        KeyHome.isolate();
        List<ContractResult> results = new ArrayList<>();
        KeYEnvironment<?> env = loadSources();
        try {
            for (Contract contract : contracts(env)) {
                String file = proofFileName(contract.getName());
                if (!filter.test(contract.getName()) && !filter.test(file)) {
                    continue;
                }
                ContractResult r = prove(env, contract, file, saveDir, script(scriptDir, file), maxSteps);
                progress.accept(r);
                results.add(r);
            }
        } finally {
            env.dispose();
        }
        return results;
    }

    /** Names of all contracts of the reference package, sorted, as KeY spells them. */
    public List<String> contractNames() throws Exception {
        KeyHome.isolate();
        KeYEnvironment<?> env = loadSources();
        try {
            List<String> names = new ArrayList<>();
            for (Contract c : contracts(env)) {
                names.add(c.getName());
            }
            return names;
        } finally {
            env.dispose();
        }
    }

    private KeYEnvironment<?> loadSources() {
        try {
            return KeYEnvironment.load(sourceDir.toFile(), null, KeyLibrary.folder().toFile(), null);
        } catch (Exception e) {
            throw new IllegalArgumentException("KeY cannot load the reference sources in " + sourceDir + ": "
                    + oneLine(String.valueOf(e.getMessage())), e);
        }
    }

    /** Suffix of a kept proof script: {@code Mex.mex(int[]).0.script} drives the proof of {@code Mex.mex(int[]).0.proof}. */
    public static final String SCRIPT_SUFFIX = ".script";

    private static String script(Path scriptDir, String proofFile) throws IOException {
        if (scriptDir == null) {
            return null;
        }
        Path f = scriptDir.resolve(scriptName(proofFile));
        return Files.exists(f) ? Files.readString(f, StandardCharsets.UTF_8) : null;
    }

    /** The kept script of a proof file: {@code X.0.proof} to {@code X.0.script}. */
    static String scriptName(String proofFile) {
        return proofFile.substring(0, proofFile.length() - ".proof".length()) + SCRIPT_SUFFIX;
    }

    /** Marker line of a proof script: the commands after it run on every open goal in turn. */
    public static final String EACH_GOAL = "# each open goal:";

    /**
     * Runs a kept proof script, which replaces plain auto mode: it sets its own strategy options,
     * runs auto, and supplies the quantifier instances auto mode does not find. The part before the
     * first {@value #EACH_GOAL} line runs once; each later part runs on every goal then open, one
     * goal at a time, and a command that does not apply to a goal only ends that part for that goal
     * (goals differ; the next part or the final check sees what is left). The marker is a comment
     * for KeY, so the file stays a plain KeY script. Returns "" or a note on a failed command.
     */
    private static String runScript(KeYEnvironment<?> env, Proof proof, String script, String file)
            throws IOException, InterruptedException {
        String[] parts = script.split("(?m)^" + Pattern.quote(EACH_GOAL) + "\\s*$");
        AbstractUserInterfaceControl ui = (AbstractUserInterfaceControl) env.getUi();
        Location where = new Location(null, Position.newOneBased(1, 1));
        String error = "";
        try {
            new ProofScriptEngine(parts[0], where).execute(ui, proof);
        } catch (ScriptException | RuntimeException e) {
            error = "script " + scriptName(file) + ": " + oneLine(String.valueOf(e.getMessage()))
                    + "; ";
        }
        for (int i = 1; i < parts.length && !proof.closed(); i++) {
            for (Goal g : proof.openGoals().toList()) {
                if (proof.closed()) {
                    break;
                }
                try {
                    new ProofScriptEngine(parts[i], where, g).execute(ui, proof);
                } catch (ScriptException | RuntimeException e) {
                    // this part does not apply to this goal: leave it to the next part
                }
            }
        }
        return error;
    }

    private ContractResult prove(KeYEnvironment<?> env, Contract contract, String file, Path saveDir, String script,
            int maxSteps) throws Exception {
        long t0 = System.nanoTime();
        Proof proof = env.createProof(contract.createProofObl(env.getInitConfig(), contract));
        try {
            StrategySettings ss = proof.getSettings().getStrategySettings();
            StrategyProperties sp = ss.getActiveStrategyProperties();
            sp.setProperty(StrategyProperties.LOOP_OPTIONS_KEY, StrategyProperties.LOOP_INVARIANT);
            sp.setProperty(StrategyProperties.BLOCK_OPTIONS_KEY, StrategyProperties.BLOCK_CONTRACT_INTERNAL);
            sp.setProperty(StrategyProperties.METHOD_OPTIONS_KEY, StrategyProperties.METHOD_CONTRACT);
            sp.setProperty(StrategyProperties.DEP_OPTIONS_KEY, StrategyProperties.DEP_ON);
            sp.setProperty(StrategyProperties.QUERY_OPTIONS_KEY, StrategyProperties.QUERY_ON);
            sp.setProperty(StrategyProperties.QUERYAXIOM_OPTIONS_KEY, StrategyProperties.QUERYAXIOM_ON);
            sp.setProperty(StrategyProperties.NON_LIN_ARITH_OPTIONS_KEY, StrategyProperties.NON_LIN_ARITH_DEF_OPS);
            sp.setProperty(StrategyProperties.QUANTIFIERS_OPTIONS_KEY, StrategyProperties.QUANTIFIERS_NON_SPLITTING_WITH_PROGS);
            // per-contract departures from these defaults live in the contract's kept proof script
            sp.setProperty(StrategyProperties.CLASS_AXIOM_OPTIONS_KEY, StrategyProperties.CLASS_AXIOM_FREE);
            sp.setProperty(StrategyProperties.STOPMODE_OPTIONS_KEY, StrategyProperties.STOPMODE_DEFAULT);
            sp.setProperty(StrategyProperties.SPLITTING_OPTIONS_KEY, StrategyProperties.SPLITTING_DELAYED);
            ss.setActiveStrategyProperties(sp);
            ss.setMaxSteps(maxSteps);
            proof.setActiveStrategy(proof.getServices().getProfile().getDefaultStrategyFactory().create(proof, sp));
            String scriptError = "";
            if (script == null) {
                env.getProofControl().startAndWaitForAutoMode(proof);
            } else {
                scriptError = runScript(env, proof, script, file);
            }
            double seconds = (System.nanoTime() - t0) / 1e9;
            boolean closed = proof.closed();
            if (saveDir != null && closed) {
                // KeY saves to a file; the kept proof is that text made portable: the source folder
                // a placeholder, the library's temporary folder left out (a replay supplies both)
                Path saved = Files.createTempFile(file, ".tmp");
                try {
                    new ProofSaver(proof, saved.toFile()).save();
                    String text = BOOT_CLASS_PATH.matcher(Files.readString(saved, StandardCharsets.UTF_8)).replaceFirst("");
                    AtomicFile.writeString(saveDir.resolve(file), JAVA_SOURCE.matcher(text).replaceFirst(Matcher.quoteReplacement(SOURCE_PLACEHOLDER)));
                } finally {
                    Files.deleteIfExists(saved);
                }
            }
            return new ContractResult(contract.getName(), file, closed, proof.countNodes(), proof.openGoals().size(),
                    seconds, closed ? "" : scriptError + firstOpenGoal(proof));
        } finally {
            proof.dispose();
        }
    }

    /**
     * Replays every kept proof in proofDir and reports, in addition, every contract of the current
     * sources without a kept proof (as not closed): a new or renamed contract needs a new proof.
     * The sources are loaded once and every proof is replayed into that one environment (see
     * {@link #replay(KeYEnvironment, Path)}); loading them per proof cost more than most replays.
     */
    public List<ContractResult> replayAll(Path proofDir, Predicate<String> filter) throws Exception {
        List<Path> files;
        try (Stream<Path> s = Files.list(proofDir)) {
            files = s.filter(p -> p.getFileName().toString().endsWith(".proof"))
                    .filter(p -> filter.test(p.getFileName().toString())).sorted().toList();
        }
        Map<String, ContractResult> byFile = new TreeMap<>();
        KeyHome.isolate();
        KeYEnvironment<?> env = loadSources();
        try {
            for (Path f : files) {
                ContractResult r = replay(env, f);
                progress.accept(r);
                byFile.put(r.proofFile(), r);
            }
            Map<String, String> knownOpen = knownOpen(proofDir);
            for (Contract c : contracts(env)) {
                String name = c.getName();
                String file = proofFileName(name);
                if (!byFile.containsKey(file) && (filter.test(name) || filter.test(file))) {
                    String stem = file.substring(0, file.length() - ".proof".length());
                    String msg = knownOpen.containsKey(stem) ? KNOWN_OPEN + knownOpen.get(stem) : "no kept proof " + file;
                    byFile.put(file, new ContractResult(name, file, false, 0, 1, 0, msg));
                }
            }
        } finally {
            env.dispose();
        }
        return new ArrayList<>(byFile.values());
    }

    /**
     * The replays behind one lemma and the time they took; the first lemma's time includes
     * loading the sources, which every lemma shares.
     */
    public record Closure(List<ContractResult> results, double seconds) {
    }

    /**
     * Replays, for each group of root proofs (proof file names), the roots and every contract they
     * rest on: each replayed proof adds the contracts KeY's proof management says it applied, until
     * nothing new comes up. So a lemma is replayed exactly as far as it depends, and a dependency
     * without a kept proof shows as a result that is not closed, as do proofs that use each other's
     * contracts in a circle ({@link #cycle}). One environment serves all groups.
     */
    public List<Closure> replayClosures(Path proofDir, List<List<String>> roots) throws Exception {
        long t0 = System.nanoTime();
        List<Closure> out = new ArrayList<>();
        Map<String, ContractResult> done = new TreeMap<>();
        KeyHome.isolate();
        KeYEnvironment<?> env = loadSources();
        try {
            for (List<String> group : roots) {
                Map<String, ContractResult> byFile = new TreeMap<>();
                ArrayDeque<String> todo = new ArrayDeque<>(group);
                while (!todo.isEmpty()) {
                    String file = todo.poll();
                    if (byFile.containsKey(file)) {
                        continue;
                    }
                    ContractResult r = done.get(file);
                    if (r == null) {
                        Path f = proofDir.resolve(file);
                        r = Files.exists(f) ? replay(env, f)
                                : new ContractResult("?", file, false, 0, 1, 0, "no kept proof " + file);
                        progress.accept(r);
                        done.put(file, r);
                    }
                    byFile.put(file, r);
                    todo.addAll(r.uses());
                }
                List<String> cycle = cycle(byFile);
                for (String file : cycle) {
                    ContractResult r = byFile.get(file);
                    byFile.put(file, new ContractResult(r.contract(), file, false, r.nodes(), r.openGoals(), r.seconds(),
                            "circular: " + String.join(" uses ", cycle), r.uses()));
                }
                long t1 = System.nanoTime();
                out.add(new Closure(new ArrayList<>(byFile.values()), (t1 - t0) / 1e9));
                t0 = t1;
            }
        } finally {
            env.dispose();
        }
        return out;
    }

    private static final Pattern RECORDED_CONTRACT = Pattern.compile("\\(contract \"([^\"]*)\"\\)");

    /**
     * The kept-proof files of the contracts a kept proof file records as applied (its {@code (contract
     * "...")} rule arguments), read from the text without KeY. For a proof that replays closed this
     * is what the replay reports as {@link ContractResult#uses()} (KeyProofsTest compares the two).
     */
    public static List<String> recordedUses(Path proofFile) throws IOException {
        Matcher m = RECORDED_CONTRACT.matcher(Files.readString(proofFile, StandardCharsets.UTF_8));
        TreeSet<String> out = new java.util.TreeSet<>();
        while (m.find()) {
            out.add(proofFileName(m.group(1)));
        }
        return new ArrayList<>(out);
    }

    /**
     * The proof files {@link #replayClosures} reaches from a group of roots, found from the kept
     * files' text ({@link #recordedUses}) without loading KeY: the roots and every file their
     * recorded contracts lead to, transitively (a missing file is included and leads nowhere).
     */
    public static SortedSet<String> keptClosure(Path proofDir, List<String> roots) throws IOException {
        TreeSet<String> seen = new java.util.TreeSet<>();
        ArrayDeque<String> todo = new ArrayDeque<>(roots);
        while (!todo.isEmpty()) {
            String file = todo.poll();
            if (seen.add(file) && Files.exists(proofDir.resolve(file))) {
                todo.addAll(recordedUses(proofDir.resolve(file)));
            }
        }
        return seen;
    }

    /**
     * A cycle among the proofs by the contracts they use (A uses B uses ... uses A, the first
     * repeated at the end), or empty. Each proof is replayed on its own, so KeY cannot see that
     * contracts prove each other in a circle; the closure must be acyclic for the lemma to hold.
     */
    static List<String> cycle(Map<String, ContractResult> byFile) {
        Map<String, Integer> state = new HashMap<>(); // 1: on the path, 2: done
        for (String start : byFile.keySet()) {
            List<String> path = new ArrayList<>();
            if (cycleFrom(start, byFile, state, path)) {
                int from = path.indexOf(path.get(path.size() - 1));
                return path.subList(from, path.size());
            }
        }
        return List.of();
    }

    private static boolean cycleFrom(String file, Map<String, ContractResult> byFile, Map<String, Integer> state, List<String> path) {
        Integer st = state.get(file);
        if (st != null) {
            if (st == 1) {
                path.add(file);
            }
            return st == 1;
        }
        state.put(file, 1);
        path.add(file);
        ContractResult r = byFile.get(file);
        for (String next : r == null ? List.<String>of() : r.uses()) {
            if (cycleFrom(next, byFile, state, path)) {
                return true;
            }
        }
        path.remove(path.size() - 1);
        state.put(file, 2);
        return false;
    }

    /** Whether the last replay skipped KeY's auto-mode scan ({@link ReplayIndex}); tests keep it true. */
    public boolean lastReplayUsedReplayIndex() {
        return fastIndex;
    }

    /** KeY's version, e.g. "2.12.3". */
    public static String version() {
        String v = de.uka.ilkd.key.util.KeYConstants.VERSION;
        int sp = v.indexOf(' ');
        return sp < 0 ? v : v.substring(0, sp);
    }

    /** Message prefix of a contract listed in {@value #OPEN_LIST} (no kept proof, reason documented). */
    public static final String KNOWN_OPEN = "known open: ";
    /** File next to the kept proofs naming the contracts KeY does not close, one {@code stem: reason} a line. */
    public static final String OPEN_LIST = "open-contracts.txt";

    /** The documented open contracts of a proof folder: proof file stem to reason. */
    public static Map<String, String> knownOpen(Path proofDir) throws IOException {
        Map<String, String> out = new TreeMap<>();
        Path f = proofDir.resolve(OPEN_LIST);
        if (!Files.exists(f)) {
            return out;
        }
        for (String line : Files.readAllLines(f, StandardCharsets.UTF_8)) {
            String t = line.trim();
            if (t.isEmpty() || t.startsWith("#")) {
                continue;
            }
            int i = t.indexOf(": ");
            if (i <= 0) {
                throw new IllegalArgumentException(f + ": expected 'contract: reason', got: " + t);
            }
            out.put(t.substring(0, i).trim(), t.substring(i + 2).trim());
        }
        return out;
    }

    /** Replays one kept proof against the current sources; a changed contract or body leaves it open. */
    public ContractResult replay(Path proofFile) throws Exception {
        KeyHome.isolate();
        KeYEnvironment<?> env = loadSources();
        try {
            return replay(env, proofFile);
        } finally {
            env.dispose();
        }
    }

    /**
     * Replays one kept proof into an environment holding the current sources. This is what KeY's
     * own loader does with a .proof file, minus reloading the sources: the proof obligation is
     * built afresh from the contract the file names (so a changed contract or method body shows up
     * as a replay that does not close), the file's taclet options must equal the environment's
     * (they decide which rules exist), and the recorded rule applications are replayed with the
     * one-step simplifier on, as KeY replays.
     */
    private ContractResult replay(KeYEnvironment<?> env, Path proofFile) {
        String file = proofFile.getFileName().toString();
        long t0 = System.nanoTime();
        String contractName = "?";
        Proof proof = null;
        try {
            String text = Files.readString(proofFile, StandardCharsets.UTF_8);
            contractName = contractNameIn(text);
            if (!JAVA_SOURCE.matcher(text).find()) {
                return failed(contractName, file, t0, "no \\javaSource line in " + file);
            }
            KeyAst.File ast = ParsingFacade.parseFile(CharStreams.fromString(text, proofFile.toString()));
            Token proofStart = ast.findProof();
            ProofSettings saved = ast.findProofSettings();
            if (proofStart == null || saved == null) {
                return failed(contractName, file, t0, "no \\proof section in " + file);
            }
            requireSameChoices(env, saved);
            proof = env.createProof(obligation(env, ast, proofFile));
            fastIndex = ReplayIndex.install(proof, ReplayIndex.builtInRulesRecorded(text));
            StrategyProperties sp = saved.getStrategySettings().getActiveStrategyProperties();
            sp.setProperty(StrategyProperties.OSS_OPTIONS_KEY, StrategyProperties.OSS_ON);
            Strategy.updateStrategySettings(proof, sp);
            OneStepSimplifier.refreshOSS(proof);
            IntermediatePresentationProofFileParser parser = new IntermediatePresentationProofFileParser(proof);
            ProofReplayer.run(proofStart, CharStreams.fromString(text, proofFile.toString()), parser,
                    proofFile.toUri());
            IntermediatePresentationProofFileParser.Result parsed = parser.getResult();
            IntermediateProofReplayer.Result replayed = new IntermediateProofReplayer(null, proof, parsed)
                    .replay(null, null);
            List<Throwable> errors = new ArrayList<>(parsed.errors());
            errors.addAll(replayed.getErrors());
            double seconds = (System.nanoTime() - t0) / 1e9;
            boolean closed = proof.closed() && errors.isEmpty();
            String msg = "";
            if (!closed) {
                msg = errors.isEmpty() ? "" : "replay error: " + oneLine(String.valueOf(errors.get(0).getMessage())) + "; ";
                msg += proof.closed() ? "" : firstOpenGoal(proof);
            }
            return new ContractResult(contractName, file, closed, proof.countNodes(), proof.openGoals().size(),
                    seconds, msg, usedContracts(proof));
        } catch (Refusal e) {
            return failed(contractName, file, t0, e.getMessage());
        } catch (Exception e) {
            // a proof file KeY cannot read is an open proof; an Error (out of memory, a KeY bug) is not ours to hide
            return failed(contractName, file, t0, "load failed: " + oneLine(String.valueOf(e.getMessage())));
        } finally {
            if (proof != null) {
                proof.dispose();
            }
        }
    }

    /** Why a kept proof cannot be replayed before KeY even starts on it (its message is the result's). */
    private static final class Refusal extends Exception {
        Refusal(String message) {
            super(message);
        }
    }

    /** The taclet options the proof was saved with must be those the sources load with. */
    private static void requireSameChoices(KeYEnvironment<?> env, ProofSettings saved) throws Refusal {
        Map<String, String> envChoices = new TreeMap<>();
        for (Choice c : env.getInitConfig().getActivatedChoices()) {
            envChoices.put(c.category(), c.name().toString());
        }
        for (Map.Entry<String, String> e : saved.getChoiceSettings().getDefaultChoices().entrySet()) {
            if (!e.getValue().equals(envChoices.get(e.getKey()))) {
                throw new Refusal("taclet option " + e.getValue() + " differs from the sources' " + envChoices.get(e.getKey()));
            }
        }
    }

    /** The proof obligation the file names, built by the loader that handles its class. */
    private static ProofOblInput obligation(KeYEnvironment<?> env, KeyAst.File ast, Path proofFile) throws Exception {
        String file = proofFile.getFileName().toString();
        ProblemFinder finder = new ProblemFinder(env.getServices(), env.getInitConfig().namespaces());
        ast.accept(finder);
        Configuration po = finder.getProofObligation();
        if (po == null) {
            throw new Refusal("no \\proofObligation in " + file);
        }
        po.set(IPersistablePO.PROPERTY_FILENAME, proofFile.toAbsolutePath().toString());
        String poClass = po.getString(IPersistablePO.PROPERTY_CLASS);
        for (ProofObligationLoader loader : ServiceLoader.load(ProofObligationLoader.class)) {
            if (loader.handles(poClass)) {
                return loader.loadFrom(env.getInitConfig(), po).getProofOblInput();
            }
        }
        throw new Refusal("no proof obligation builder for " + poClass);
    }

    /** The kept-proof files of the contracts a proof applies, as KeY's proof management records them. */
    private static List<String> usedContracts(Proof proof) {
        List<String> out = new ArrayList<>();
        for (Contract c : proof.mgt().getUsedContracts()) {
            out.add(proofFileName(c.getName()));
        }
        out.sort(null);
        return out;
    }

    private static ContractResult failed(String contract, String file, long t0, String why) {
        return new ContractResult(contract, file, false, 0, 1, (System.nanoTime() - t0) / 1e9, why);
    }

    private static List<Contract> contracts(KeYEnvironment<?> env) {
        List<Contract> out = new ArrayList<>();
        for (KeYJavaType type : env.getJavaInfo().getAllKeYJavaTypes()) {
            if (!type.getFullName().startsWith(PACKAGE + ".")) {
                continue;
            }
            for (IObserverFunction target : env.getSpecificationRepository().getContractTargets(type)) {
                for (Contract c : env.getSpecificationRepository().getContracts(type, target)) {
                    out.add(c);
                }
            }
        }
        out.sort(Comparator.comparing(Contract::getName));
        return out;
    }

    /** File name of the kept proof of a contract, e.g. {@code Mex.mex(int[]).0.proof}. */
    static String proofFileName(String contractName) {
        Matcher m = CONTRACT_NAME.matcher(contractName);
        if (m.matches()) {
            // \bigint (model-method parameters) without its backslash: the jar plugin reads a
            // backslash in a file name as a path separator
            String params = m.group(3).replace("[I", "int[]").replace("[Z", "boolean[]").replace("[J", "long[]")
                    .replace(";", "").replace("\\bigint", "bigint");
            String kind = m.group(4).startsWith("accessible") ? "accessible." : "";
            return m.group(1) + "." + m.group(2) + "(" + params + ")." + kind + m.group(5) + ".proof";
        }
        return contractName.replace(PACKAGE + ".", "").replaceAll("[^A-Za-z0-9.()\\[\\]_-]", "_") + ".proof";
    }

    private static final Pattern PO_NAME = Pattern.compile("\"name\"\\s*:\\s*\"([^\"]*)\"");

    private static String contractNameIn(String proofText) {
        Matcher m = PO_NAME.matcher(proofText);
        return m.find() ? m.group(1).trim() : "?";
    }

    private static String firstOpenGoal(Proof proof) {
        if (proof.openGoals().isEmpty()) {
            return "";
        }
        Goal g = proof.openGoals().head();
        String seq = LogicPrinter.quickPrintSequent(g.sequent(), proof.getServices());
        // what is to be shown first: the antecedent of a heap proof can fill the whole message
        int arrow = seq.indexOf("==>");
        String shown = arrow < 0 ? seq : seq.substring(arrow) + " GIVEN " + seq.substring(0, arrow);
        return proof.openGoals().size() + " open goal(s); first (node " + g.node().serialNr() + "): " + oneLine(shown);
    }

    private static String oneLine(String s) {
        String t = s.replaceAll("\\s+", " ").trim();
        return t.length() > 4000 ? t.substring(0, 4000) + " ..." : t;
    }
}
