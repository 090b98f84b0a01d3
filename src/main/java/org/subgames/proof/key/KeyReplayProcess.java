package org.subgames.proof.key;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;

/**
 * Replays the chain's KeY lemmas in a second JVM ({@code prove --replay --lemma ... --format json}
 * of this same program, started by its main class {@link #MAIN}) while this one runs the solvers. A JVM of its own lets KeY run with the
 * parallel collector: KeY allocates terms at a high rate, and the default G1 collector made the
 * chain slower when all ran in one JVM (docs/benchmarks.md). It also keeps KeY's static rule state away from everything else. The child dies with this JVM
 * (shutdown hook) and reports through its standard output; its standard error (one line per
 * replayed proof) is kept for the error message.
 */
public final class KeyReplayProcess {

    /** The command line's main class, started by name: the core does not import the command line. */
    static final String MAIN = "org.subgames.cli.Main";

    /**
     * Options of the KeY JVM: the parallel collector (see the class comment), and shallower inlining
     * by the JIT compiler. KeY's code base is large and a replay of a minute keeps the compiler busy on
     * the second core; with inlining limited to depth 6 and smaller methods the KeY process needs
     * less CPU for the same wall time (docs/benchmarks.md), and what it no longer uses goes to the
     * solvers.
     */
    static final List<String> JVM_OPTIONS = List.of("-XX:+UseParallelGC", "-XX:MaxInlineLevel=6", "-XX:InlineSmallCode=500",
            "-XX:FreqInlineSize=150");

    /** System property: "false" keeps the chain's solver thread at its normal priority ({@link #yieldToKey}). */
    public static final String YIELD_PROPERTY = "subgames.chain.yield";

    private final Process process;
    private final CompletableFuture<String> out;
    private final CompletableFuture<String> err;
    private final Thread killer;

    private KeyReplayProcess(Process process) {
        this.process = process;
        this.out = drain(process.getInputStream());
        this.err = drain(process.getErrorStream());
        this.killer = new Thread(process::destroyForcibly, "key-replay-kill");
        Runtime.getRuntime().addShutdownHook(killer);
    }

    /** Starts the replay of the lemmas (their ids), in order, in a new JVM. */
    public static KeyReplayProcess start(List<String> lemmas) throws IOException {
        List<String> cmd = new ArrayList<>();
        cmd.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        cmd.addAll(JVM_OPTIONS);
        cmd.add("-cp");
        cmd.add(System.getProperty("java.class.path"));
        cmd.add(MAIN);
        cmd.add("prove");
        cmd.add("--replay");
        cmd.add("--format");
        cmd.add("json");
        for (String id : lemmas) {
            cmd.add("--lemma");
            cmd.add(id);
        }
        return new KeyReplayProcess(new ProcessBuilder(cmd).start());
    }

    /**
     * Lowers the CPU priority of the calling thread (Linux: renice +10 on its thread id). The KeY
     * replay is the chain's longest path: one thread plus KeY's JIT compiler in the KeY process. The
     * solver thread has less to do and, at the lower priority, fills the time the KeY process leaves
     * instead of taking a third of its core (docs/benchmarks.md). Call it on a thread that ends with
     * its work. A no-op where /proc/thread-self or renice is missing: only the time changes, never
     * a verdict. Not done when the system property {@value #YIELD_PROPERTY} is "false": mvn verify
     * sets it, since there the chain shares the machine with the other test fork, which a lowered
     * thread would wait for instead of for the KeY process.
     */
    public static void yieldToKey() {
        if ("false".equals(System.getProperty(YIELD_PROPERTY))) {
            return;
        }
        try {
            Path self = java.nio.file.Files.readSymbolicLink(Path.of("/proc/thread-self")); // "<pid>/task/<tid>"
            new ProcessBuilder("renice", "-n", "10", "-p", self.getFileName().toString())
                    .redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD).start().waitFor();
        } catch (IOException | RuntimeException e) {
            // no /proc/thread-self or no renice: run at the normal priority
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private static CompletableFuture<String> drain(InputStream in) {
        return CompletableFuture.supplyAsync(() -> {
            try (in) {
                return new String(in.readAllBytes(), StandardCharsets.UTF_8);
            } catch (IOException e) {
                return "";
            }
        }, r -> {
            Thread t = new Thread(r, "key-replay-output");
            t.setDaemon(true);
            t.start();
        });
    }

    /**
     * Waits for the child and returns one closure per lemma, in the order given to {@link #start}.
     * Throws if the child failed to report (it exits 1 when a proof stays open, and still reports).
     */
    public List<KeyProver.Closure> await(List<String> lemmas) throws IOException, InterruptedException {
        int exit = process.waitFor();
        Runtime.getRuntime().removeShutdownHook(killer);
        String text = out.join();
        JsonNode root;
        try {
            root = new ObjectMapper().readTree(text);
        } catch (IOException e) {
            root = null;
        }
        if (root == null || !root.has("lemmas") || root.get("lemmas").size() != lemmas.size()) {
            String[] lines = err.join().strip().split("\n");
            throw new IllegalStateException("the KeY replay process exited with " + exit + " without a report: "
                    + lines[lines.length - 1]);
        }
        List<KeyProver.Closure> out = new ArrayList<>();
        for (int i = 0; i < lemmas.size(); i++) {
            JsonNode l = root.get("lemmas").get(i);
            if (!l.get("id").asText().equals(lemmas.get(i))) {
                throw new IllegalStateException("the KeY replay process reported " + l.get("id").asText() + " for " + lemmas.get(i));
            }
            List<ContractResult> rs = new ArrayList<>();
            for (JsonNode c : l.get("contracts")) {
                List<String> uses = new ArrayList<>();
                c.get("uses").forEach(u -> uses.add(u.asText()));
                rs.add(new ContractResult(c.get("contract").asText(), c.get("proofFile").asText(), c.get("closed").asBoolean(),
                        c.get("nodes").asInt(), c.get("openGoals").asInt(), c.get("seconds").asDouble(), c.get("message").asText(), uses));
            }
            out.add(new KeyProver.Closure(rs, l.get("seconds").asDouble()));
        }
        return out;
    }
}
