package org.subgames.cli;

import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.OptionalInt;

/**
 * Runs a Parquet census (and its queries) in a JVM whose heap the command chooses, so that its
 * peak memory stays bounded without a flag: the default JVM heap is a quarter of the
 * machine, and the collector uses what it is given. The census keeps nothing per instance and
 * DuckDB is capped ({@code CensusStore.MEMORY_LIMIT}), so {@value #HEAP} suffices; the peaks measured up
 * to max S 750 are in docs/benchmarks.md.
 * A heap given on the command line ({@code -Xmx}, {@code -XX:MaxRAM...}) is the user's choice and is
 * kept. The child inherits the standard streams and dies with this JVM (a parent-death signal set
 * by util-linux's {@code setpriv}; without it the command runs here, unbounded).
 */
final class BoundedHeap {

    /** The census's heap. */
    static final String HEAP = "128m";
    private static final String CHILD = "subgames.boundedHeap";
    /** util-linux's setpriv: the child gets SIGKILL when this JVM dies, even by SIGKILL, so a killed run leaves no writer behind. */
    private static final Path SETPRIV = Path.of("/usr/bin/setpriv");

    private BoundedHeap() {
    }

    /** Whether this command line is a Parquet census, a census query or coverage, or a merge of Parquet stores. */
    static boolean wanted(String[] args) {
        List<String> a = Arrays.asList(args);
        if (args.length >= 2 && args[0].equals("merge")) {
            return a.stream().anyMatch(x -> x.endsWith(".parquet"));
        }
        if (args.length < 2 || !args[0].equals("census")) {
            return false;
        }
        int f = a.indexOf("--format");
        return args[1].equals("query") || args[1].equals("coverage") || a.contains("--format=parquet") || f >= 0 && f + 1 < args.length && args[f + 1].equals("parquet");
    }

    /** The exit code of the command run in a bounded child JVM, or empty when this JVM runs it itself. */
    static OptionalInt relaunch(String[] args) {
        List<String> jvm = ManagementFactory.getRuntimeMXBean().getInputArguments();
        boolean chosen = jvm.stream().anyMatch(o -> o.startsWith("-Xmx") || o.startsWith("-XX:MaxHeapSize") || o.startsWith("-XX:MaxRAM"));
        if (!wanted(args) || chosen || Boolean.getBoolean(CHILD)) {
            return OptionalInt.empty();
        }
        if (!Files.isExecutable(SETPRIV)) {
            return OptionalInt.empty(); // no way to tie the child's life to ours: run here with the default heap
        }
        List<String> cmd = new ArrayList<>(List.of(SETPRIV.toString(), "--pdeathsig", "KILL", "--"));
        cmd.add(ProcessHandle.current().info().command().orElse(System.getProperty("java.home") + "/bin/java"));
        cmd.add("-Xmx" + HEAP);
        cmd.add("-D" + CHILD + "=true");
        cmd.addAll(jvm.stream().filter(o -> o.startsWith("-D") || o.startsWith("-ea") || o.startsWith("-XX:")).toList());
        cmd.add("-cp");
        cmd.add(System.getProperty("java.class.path"));
        cmd.add(Main.class.getName());
        cmd.addAll(Arrays.asList(args));
        try {
            Process child = new ProcessBuilder(cmd).inheritIO().start();
            Thread stop = new Thread(child::destroy);
            Runtime.getRuntime().addShutdownHook(stop);
            int code = child.waitFor();
            Runtime.getRuntime().removeShutdownHook(stop);
            return OptionalInt.of(code);
        } catch (java.io.IOException e) {
            return OptionalInt.empty(); // no child JVM: run here with the default heap
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return OptionalInt.of(Main.EXIT_BUG);
        }
    }
}
