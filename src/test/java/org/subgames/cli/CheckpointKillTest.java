package org.subgames.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A long run survives a kill: the command runs in its own JVM with a checkpoint after (nearly)
 * every segment or block, is killed with SIGKILL at a random moment (seeded; the seed is printed), and
 * a rerun with the same arguments resumes and prints and writes byte for byte what an uninterrupted
 * run does.
 */
@Tag("solvers")
class CheckpointKillTest {

    private static final long SEED = 20261123L;

    @TempDir
    Path dir;

    @Test
    void coldRunKilledAtARandomMomentResumesToTheSameBytes() throws Exception {
        killResumeCompare("cold", List.of("cold", "--moves", "squares", "--n", "2^24", "--format", "summary", "--checkpoint-every", "0"),
                "--out", new Random(SEED));
    }

    @Test
    void nimRunKilledAtARandomMomentResumesToTheSameBytes() throws Exception {
        killResumeCompare("nim", List.of("nim", "--moves", "squares", "--n", "2^19", "--format", "summary", "--checkpoint-every", "0.02"),
                null, new Random(SEED + 1));
    }

    @Test
    void aCheckpointOfOtherArgumentsIsRefusedWithExitTwo() throws Exception {
        Path ck = dir.resolve("other.ckpt");
        assertEquals(0, Main.run("cold", "--moves", "squares", "--n", "5000", "--format", "count", "--checkpoint", ck.toString()));
        SolverCommandsTest.Result r = SolverCommandsTest.run("cold", "--moves", "squares", "--n", "6000", "--format", "count",
                "--checkpoint", ck.toString());
        assertEquals(Main.EXIT_BAD_INPUT, r.code());
        assertTrue(r.err().trim().startsWith("error: checkpoint") && !r.err().trim().contains("\n"), r.err());
        SolverCommandsTest.Result wrongAlgo = SolverCommandsTest.run("cold", "--moves", "squares", "--n", "5000",
                "--algorithm", "sieve", "--checkpoint", ck.toString());
        assertEquals(Main.EXIT_BAD_INPUT, wrongAlgo.code(), wrongAlgo.err());
    }

    /**
     * The uninterrupted run goes first and is timed from its first checkpoint to its end; the killed
     * run is killed a seeded random fraction (below 0.8) of that time after its own first checkpoint
     * appears, so the kill lands mid-run on a fast machine as on a slow one, and the runs need not be
     * longer than a few checkpoints.
     */
    private void killResumeCompare(String name, List<String> args, String outOption, Random random) throws Exception {
        int perMille = random.nextInt(1000);
        Path ck = dir.resolve(name + ".ckpt");
        List<String> resumable = new ArrayList<>(args);
        resumable.addAll(List.of("--checkpoint", ck.toString()));
        // the uninterrupted run has the same arguments, with a checkpoint file of its own
        List<String> plain = new ArrayList<>(args);
        Path plainCk = dir.resolve(name + "-plain.ckpt");
        plain.addAll(List.of("--checkpoint", plainCk.toString()));
        if (outOption != null) {
            resumable.addAll(List.of(outOption, dir.resolve(name + "-resumed.bin").toString()));
            plain.addAll(List.of(outOption, dir.resolve(name + "-plain.bin").toString()));
        }
        Process whole = start(plain, dir.resolve(name + "-plain.out"));
        long firstCheckpoint = awaitCheckpoint(whole, plainCk);
        assertTrue(whole.waitFor(5, TimeUnit.MINUTES), "the uninterrupted run finishes");
        long windowMillis = (System.nanoTime() - firstCheckpoint) / 1_000_000;
        assertEquals(0, whole.exitValue());
        long delayMillis = windowMillis * 4 * perMille / 5000;
        System.out.println(name + ": kill " + delayMillis + " ms after the first checkpoint appears (" + perMille * 4 / 5
                + " per mille of the " + windowMillis + " ms the uninterrupted run ran after its first; seed " + SEED + ")");
        Process first = start(resumable, dir.resolve(name + "-killed.out"));
        awaitCheckpoint(first, ck);
        boolean finished = first.waitFor(delayMillis, TimeUnit.MILLISECONDS);
        if (!finished) {
            first.destroyForcibly().waitFor();
        }
        System.out.println(name + ": " + (finished ? "finished before the kill" : "killed") + "; checkpoint "
                + (Files.exists(ck) ? Files.size(ck) + " bytes" : "not yet written"));
        Process second = start(resumable, dir.resolve(name + "-resumed.out"));
        assertTrue(second.waitFor(5, TimeUnit.MINUTES), "the resumed run finishes");
        assertEquals(0, second.exitValue(), Files.readString(dir.resolve(name + "-resumed.out.err")));
        assertArrayEquals(Files.readAllBytes(dir.resolve(name + "-plain.out")), Files.readAllBytes(dir.resolve(name + "-resumed.out")),
                "printed output");
        if (outOption != null) {
            assertArrayEquals(Files.readAllBytes(dir.resolve(name + "-plain.bin")), Files.readAllBytes(dir.resolve(name + "-resumed.bin")),
                    "written file");
        }
        assertTrue(Files.size(dir.resolve(name + "-plain.out")) > 100, "a real summary was printed");
    }

    /** Waits (at most 30 s) until the process's checkpoint file appears or the process ends; returns System.nanoTime() then. */
    private static long awaitCheckpoint(Process p, Path ck) throws InterruptedException {
        for (int i = 0; i < 3000 && !Files.exists(ck) && p.isAlive(); i++) {
            Thread.sleep(10);
        }
        return System.nanoTime();
    }

    /** The command in a fresh JVM on this test's class path, stdout to out, stderr to out.err. */
    private static Process start(List<String> args, Path out) throws Exception {
        List<String> cmd = new ArrayList<>();
        cmd.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        cmd.add("-Xmx1g");
        cmd.add("-cp");
        cmd.add(System.getProperty("java.class.path"));
        cmd.add(Main.class.getName());
        cmd.addAll(args);
        return new ProcessBuilder(cmd).redirectOutput(out.toFile()).redirectError(new File(out + ".err")).start();
    }
}
