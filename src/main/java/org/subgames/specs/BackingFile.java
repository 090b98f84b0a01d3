package org.subgames.specs;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.subgames.base.AtomicFile;
import org.subgames.base.BadInputException;

/**
 * Writes the word prover's verdict per claim into a statement file: the {@code proved} and
 * {@code per-instance} lists of its {@code backing:} block (a block mapping, as the shipped files
 * write it), and {@code kind: theorem} for {@code kind: conjecture} when every claim is proved;
 * every other line of the file as it was. What {@code prove statement ID --write} keeps.
 */
public final class BackingFile {

    /** The comment line written above the two lists. */
    static final String MARK = "# proved, per-instance: the word prover's verdict per claim, written by prove statement --write";

    private BackingFile() {
    }

    /** Rewrites the backing of the statement's file when the lists differ; whether the file changed. */
    public static boolean write(Statement st, List<String> proved, List<String> perInstance) {
        Path file = Path.of(st.file());
        String text;
        try {
            text = Files.readString(file);
        } catch (IOException e) {
            throw new BadInputException("cannot read " + file + ": " + AtomicFile.describe(e));
        }
        String next = rewrite(text, st.file(), proved, perInstance);
        if (next.equals(text)) {
            return false;
        }
        AtomicFile.writeString(file, next);
        return true;
    }

    /**
     * The text with the backing block's {@code proved} and {@code per-instance} entries (and their
     * continuation lines, and the comment {@link #MARK}) replaced by the two lists of claim names, at
     * the end of the block.
     */
    public static String rewrite(String text, String file, List<String> proved, List<String> perInstance) {
        List<String> lines = new ArrayList<>(List.of(text.split("\n", -1)));
        int start = backingLine(lines, file);
        int end = start + 1;
        while (end < lines.size() && (lines.get(end).isBlank() || Character.isWhitespace(lines.get(end).charAt(0)))) {
            end++;
        }
        while (end > start + 1 && lines.get(end - 1).isBlank()) {
            end--;
        }
        int indent = 2;
        for (int i = start + 1; i < end; i++) {
            if (!lines.get(i).isBlank() && !lines.get(i).strip().startsWith("#")) {
                indent = lines.get(i).length() - lines.get(i).stripLeading().length();
                break;
            }
        }
        String pad = " ".repeat(indent);
        List<String> kept = new ArrayList<>();
        boolean dropping = false;
        for (int i = start + 1; i < end; i++) {
            String l = lines.get(i);
            int in = l.length() - l.stripLeading().length();
            String body = l.strip();
            if (body.equals(MARK)) {
                dropping = false;
                continue;
            }
            if (!l.isBlank() && in == indent && !body.startsWith("- ") && !body.equals("-")) {
                dropping = body.startsWith("proved:") || body.startsWith("per-instance:");
            }
            if (!dropping) {
                kept.add(l);
            }
        }
        while (!kept.isEmpty() && kept.get(kept.size() - 1).isBlank()) {
            kept.remove(kept.size() - 1);
        }
        kept.add(pad + MARK);
        list(kept, pad, "proved", proved);
        list(kept, pad, "per-instance", perInstance);
        List<String> out = new ArrayList<>(lines.subList(0, start + 1));
        out.addAll(kept);
        out.addAll(lines.subList(end, lines.size()));
        if (perInstance.isEmpty() && !proved.isEmpty()) {
            // every claim proved for every parameter: a conjecture becomes a theorem (never the reverse)
            out.replaceAll(l -> l.equals("kind: conjecture") ? "kind: theorem" : l);
        }
        return String.join("\n", out);
    }

    /** The index of the line "backing:", which must open a block. */
    private static int backingLine(List<String> lines, String file) {
        for (int i = 0; i < lines.size(); i++) {
            String l = lines.get(i);
            if (l.startsWith("backing:")) {
                String rest = l.substring("backing:".length()).strip();
                if (!rest.isEmpty() && !rest.startsWith("#")) {
                    throw new BadInputException(file + ":" + (i + 1) + ": write the backing as a block (one key a line) so that --write can rewrite it");
                }
                return i;
            }
        }
        throw new BadInputException(file + " has no backing: block; add one (backing: with lemmas: [word, mex-link] and command:) and --write"
                + " fills in the claims");
    }

    private static void list(List<String> out, String pad, String key, List<String> names) {
        if (names.isEmpty()) {
            out.add(pad + key + ": []");
            return;
        }
        out.add(pad + key + ":");
        for (String n : names) {
            out.add(pad + "  - " + quoted(n));
        }
    }

    /** A YAML double-quoted scalar. */
    static String quoted(String s) {
        StringBuilder sb = new StringBuilder("\"");
        for (char ch : s.toCharArray()) {
            switch (ch) {
                case '"' -> sb.append("\\\"");
                case '\\' -> sb.append("\\\\");
                case '\n' -> sb.append("\\n");
                case '\t' -> sb.append("\\t");
                default -> {
                    if (ch < 0x20) {
                        sb.append(String.format("\\x%02x", (int) ch));
                    } else {
                        sb.append(ch);
                    }
                }
            }
        }
        return sb.append('"').toString();
    }
}
