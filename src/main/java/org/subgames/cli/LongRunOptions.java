package org.subgames.cli;

import java.nio.file.Path;
import org.subgames.base.BadInputException;
import org.subgames.solver.FastPaths;
import picocli.CommandLine.Option;

/** The options of a run that may take hours: {@code --checkpoint}, {@code --checkpoint-every}, {@code --threads}. */
final class LongRunOptions {

    @Option(names = "--checkpoint", description = "save the run's state here every --checkpoint-every seconds and resume from it"
            + " (a rerun with the same arguments continues where the file stopped; its output equals an uninterrupted run's)")
    Path checkpoint;

    @Option(names = "--checkpoint-every", defaultValue = "300", description = "seconds between checkpoints (default: ${DEFAULT-VALUE})")
    double checkpointEvery;

    @Option(names = "--threads", description = "workers (default: the available processors, 1 if the machine is oversubscribed)")
    Integer threads;

    /** The number of workers, checked. */
    int threads() {
        if (threads != null && threads < 1) {
            throw new BadInputException("--threads must be at least 1, got " + threads);
        }
        return threads == null ? FastPaths.defaultThreads() : threads;
    }
}
