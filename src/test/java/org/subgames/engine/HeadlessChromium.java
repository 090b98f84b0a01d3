package org.subgames.engine;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Debian's chromium, headless, as the browser tests drive it: one page per launch, its DOM after
 * the load event, and every console message the page produced (chromium prints them to stderr as
 * {@code CONSOLE} lines with {@code --enable-logging=stderr}). Not a library: what the opt-in
 * {@code -Pbrowser} profile needs, with the flags that keep a headless run off the network.
 */
final class HeadlessChromium {

    /** What one launch gave: the serialized DOM (or empty after a screenshot) and the console messages. */
    record Page(String dom, List<String> console) {
    }

    private static final Pattern CONSOLE = Pattern.compile(":CONSOLE[:(]\\d*\\)?\\] (.*)$");
    private static final List<String> FLAGS = List.of("--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
            "--disable-background-networking", "--disable-component-update", "--disable-sync", "--enable-logging=stderr", "--v=0");

    private final Path executable;
    private final Path work;

    private HeadlessChromium(Path executable, Path work) {
        this.executable = executable;
        this.work = work;
    }

    /** Chromium from {@code subgames.chromium} or the PATH; fails (it is an opt-in test) with how to install it. */
    static HeadlessChromium find(Path work) {
        String named = System.getProperty("subgames.chromium");
        if (named != null && !named.isBlank()) {
            return new HeadlessChromium(Path.of(named), work);
        }
        for (String dir : System.getenv().getOrDefault("PATH", "").split(File.pathSeparator)) {
            for (String name : List.of("chromium", "chromium-browser", "google-chrome")) {
                Path p = Path.of(dir, name);
                if (Files.isExecutable(p)) {
                    return new HeadlessChromium(p, work);
                }
            }
        }
        throw new AssertionError("no chromium on the PATH: the -Pbrowser profile needs Debian's chromium (sudo apt-get install chromium)"
                + " or -Dsubgames.chromium=/path/to/chrome");
    }

    /** Loads {@code page} and returns its DOM after the load event and its console messages. */
    Page dumpDom(Path page, String... extraFlags) throws IOException, InterruptedException {
        return launch(page, "--dump-dom", extraFlags);
    }

    /** Loads {@code page} and writes a PNG of it to {@code png}. */
    Page screenshot(Path page, Path png) throws IOException, InterruptedException {
        return launch(page, "--screenshot=" + png.toAbsolutePath(), "--window-size=1280,1600", "--hide-scrollbars");
    }

    private Page launch(Path page, String mode, String... extraFlags) throws IOException, InterruptedException {
        Path profile = Files.createTempDirectory(work, "chromium-profile");
        Path out = work.resolve("chromium.out");
        Path err = work.resolve("chromium.err");
        List<String> cmd = new ArrayList<>();
        cmd.add(executable.toString());
        cmd.addAll(FLAGS);
        cmd.add("--user-data-dir=" + profile.toAbsolutePath());
        cmd.addAll(List.of(extraFlags));
        cmd.add(mode);
        cmd.add(page.toAbsolutePath().toUri().toString());
        Process p = new ProcessBuilder(cmd).redirectOutput(out.toFile()).redirectError(err.toFile()).start();
        if (!p.waitFor(120, TimeUnit.SECONDS)) {
            p.destroyForcibly();
            throw new AssertionError("chromium did not finish within 120 s: " + cmd);
        }
        String stderr = Files.readString(err, StandardCharsets.UTF_8);
        if (p.exitValue() != 0) {
            throw new AssertionError("chromium exited with " + p.exitValue() + ": " + cmd + "\n" + stderr);
        }
        return new Page(Files.readString(out, StandardCharsets.UTF_8), consoleLines(stderr));
    }

    /** The console messages in chromium's stderr log, one per message. */
    static List<String> consoleLines(String stderr) {
        List<String> lines = new ArrayList<>();
        for (String line : stderr.split("\n")) {
            Matcher m = CONSOLE.matcher(line);
            if (m.find()) {
                lines.add(m.group(1));
            }
        }
        return lines;
    }
}
