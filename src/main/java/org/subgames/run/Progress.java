package org.subgames.run;

/**
 * The progress of a long run, reported position by position. The core reports it; the command line
 * shows it (a bar on a terminal, a line a minute otherwise).
 */
public interface Progress extends AutoCloseable {

    /** The run has finished every position below this one. */
    void at(long position);

    @Override
    void close();

    /** Opens the progress of a task. */
    @FunctionalInterface
    interface Factory {
        /**
         * @param total        the positions in all
         * @param from         where this run starts (past 0 when it resumes)
         * @param workExponent e: the work to reach position x grows like x^e (at least 1)
         */
        Progress open(String task, long total, long from, double workExponent);
    }

    /** No progress shown. */
    Factory NONE = (task, total, from, e) -> new Progress() {
        @Override
        public void at(long position) {
        }

        @Override
        public void close() {
        }
    };
}
