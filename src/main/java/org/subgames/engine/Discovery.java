package org.subgames.engine;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.platform.commons.support.AnnotationSupport;
import org.junit.platform.commons.support.ReflectionSupport;
import org.junit.platform.engine.EngineDiscoveryRequest;
import org.junit.platform.engine.TestDescriptor;
import org.junit.platform.engine.TestSource;
import org.junit.platform.engine.TestTag;
import org.junit.platform.engine.UniqueId;
import org.junit.platform.engine.discovery.ClassSelector;
import org.junit.platform.engine.discovery.ClasspathRootSelector;
import org.junit.platform.engine.discovery.DirectorySelector;
import org.junit.platform.engine.discovery.FileSelector;
import org.junit.platform.engine.discovery.PackageSelector;
import org.junit.platform.engine.discovery.UniqueIdSelector;
import org.junit.platform.engine.support.descriptor.ClassSource;
import org.junit.platform.engine.support.descriptor.DirectorySource;
import org.junit.platform.engine.support.descriptor.FilePosition;
import org.junit.platform.engine.support.descriptor.FileSource;
import org.subgames.base.BadInputException;
import org.subgames.specs.Claim;
import org.subgames.specs.Statement;
import org.subgames.specs.StatementLoader;

/**
 * Finds the statement folders a discovery request selects: classes marked {@link StatementFolder}
 * (by class, package or classpath root), folders and statement files by path, and unique ids of
 * earlier runs (an IDE's "run again"). Each statement file becomes a container with a test per
 * claim, one for the recorded counterexamples and one for the backing; a file that does not load is
 * a failing test that says why.
 */
final class Discovery {

    private final TestDescriptor engine;
    private final Settings settings;
    private final Map<UniqueId, Nodes.Folder> folders = new HashMap<>();

    Discovery(TestDescriptor engine, Settings settings) {
        this.engine = engine;
        this.settings = settings;
    }

    void discover(EngineDiscoveryRequest request) {
        for (ClassSelector s : request.getSelectorsByType(ClassSelector.class)) {
            marked(s.getJavaClass());
        }
        for (PackageSelector s : request.getSelectorsByType(PackageSelector.class)) {
            ReflectionSupport.findAllClassesInPackage(s.getPackageName(), Discovery::isMarked, n -> true).forEach(this::marked);
        }
        for (ClasspathRootSelector s : request.getSelectorsByType(ClasspathRootSelector.class)) {
            ReflectionSupport.findAllClassesInClasspathRoot(s.getClasspathRoot(), Discovery::isMarked, n -> true).forEach(this::marked);
        }
        for (DirectorySelector s : request.getSelectorsByType(DirectorySelector.class)) {
            folder(s.getPath(), DirectorySource.from(s.getDirectory()), Set.of(), null);
        }
        for (FileSelector s : request.getSelectorsByType(FileSelector.class)) {
            if (isStatementFile(s.getPath())) {
                folder(parentOf(s.getPath()), DirectorySource.from(parentOf(s.getPath()).toFile()), Set.of(), s.getPath().getFileName().toString());
            }
        }
        for (UniqueIdSelector s : request.getSelectorsByType(UniqueIdSelector.class)) {
            byUniqueId(s.getUniqueId());
        }
    }

    private static boolean isMarked(Class<?> c) {
        return AnnotationSupport.isAnnotated(c, StatementFolder.class);
    }

    private void marked(Class<?> c) {
        AnnotationSupport.findAnnotation(c, StatementFolder.class).ifPresent(f -> {
            Set<TestTag> tags = new LinkedHashSet<>();
            Arrays.stream(f.tags()).filter(TestTag::isValid).forEach(t -> tags.add(TestTag.create(t)));
            String dir = settings.specs() != null ? settings.specs() : f.value();
            folder(Path.of(dir), ClassSource.from(c), tags, null);
        });
    }

    private static boolean isStatementFile(Path p) {
        String n = p.getFileName().toString();
        return n.endsWith(".yaml") || n.endsWith(".yml");
    }

    private static Path parentOf(Path file) {
        Path parent = file.getParent();
        return parent == null ? Path.of(".") : parent;
    }

    /** A folder (once), restricted to one file when only is not null. */
    private Nodes.Folder folder(Path dir, TestSource source, Set<TestTag> tags, String only) {
        UniqueId id = engine.getUniqueId().append("folder", dir.toString());
        Nodes.Folder f = folders.get(id);
        if (f == null) {
            String missing = Files.isDirectory(dir) ? null
                    : "no statements folder '" + dir + "' (relative to " + Path.of("").toAbsolutePath() + ")";
            f = new Nodes.Folder(id, dir, source, tags, missing);
            folders.put(id, f);
            engine.addChild(f);
            if (missing != null) {
                // a test of its own: the launcher prunes containers without tests
                f.addChild(new Nodes.Unloadable(id.append("file", "(none)"), "the statements folder " + dir + " exists", source, missing));
            }
        }
        if (f.missing == null) {
            for (Path file : files(dir)) {
                if (only == null || file.getFileName().toString().equals(only)) {
                    statement(f, file);
                }
            }
        }
        return f;
    }

    private static List<Path> files(Path dir) {
        try (Stream<Path> s = Files.list(dir)) {
            return s.filter(Discovery::isStatementFile).sorted().toList();
        } catch (IOException e) {
            throw new IllegalStateException("cannot list " + dir, e);
        }
    }

    private void statement(Nodes.Folder f, Path file) {
        FileSource source = FileSource.from(file.toFile(), FilePosition.from(1));
        Statement st;
        try {
            st = StatementLoader.load(file);
        } catch (BadInputException e) {
            UniqueId id = f.getUniqueId().append("file", file.getFileName().toString());
            if (f.findByUniqueId(id).isEmpty()) {
                f.addChild(new Nodes.Unloadable(id, file.getFileName() + " does not load", source, e.getMessage()));
            }
            return;
        }
        if (st.isCensusOnly()) {
            return; // a census has no claims to test
        }
        UniqueId id = f.getUniqueId().append("statement", st.id());
        if (f.findByUniqueId(id).isPresent()) {
            return;
        }
        Nodes.StatementNode node = new Nodes.StatementNode(id, st, source);
        f.addChild(node);
        for (int i = 0; i < st.claims().size(); i++) {
            Claim c = st.claims().get(i);
            node.addChild(new Nodes.ClaimNode(id.append("claim", Integer.toString(i + 1)), c.name(), i,
                    FileSource.from(file.toFile(), FilePosition.from(c.line()))));
        }
        if (st.recordedFile() != null) {
            node.addChild(new Nodes.CheckNode(id.append("recorded", "counterexamples"), "recorded counterexamples are still refuted",
                    Nodes.CheckNode.Kind.RECORDED, FileSource.from(file.toFile(), FilePosition.from(Math.max(1, st.recordedLine())))));
        }
        if (st.backing() != null && st.backing().proves()) {
            node.addChild(new Nodes.CheckNode(id.append("backing", "proof"), "proved for every parameter: " + String.join(", ",
                    st.backing().lemmas()), Nodes.CheckNode.Kind.BACKING, source));
        }
    }

    /** [engine:subgames]/[folder:DIR]/[statement:ID]/...: the folder, pruned to the selected statement and test. */
    private void byUniqueId(UniqueId uid) {
        List<UniqueId.Segment> segs = uid.getSegments();
        if (segs.size() < 2 || !segs.get(0).getValue().equals(SubgamesEngine.ID) || !segs.get(1).getType().equals("folder")) {
            return;
        }
        boolean existed = folders.containsKey(engine.getUniqueId().append("folder", segs.get(1).getValue()));
        Nodes.Folder f = folder(Path.of(segs.get(1).getValue()), DirectorySource.from(Path.of(segs.get(1).getValue()).toFile()), Set.of(), null);
        if (existed || segs.size() == 2) {
            return;
        }
        UniqueId keep = UniqueId.root(segs.get(0).getType(), segs.get(0).getValue());
        for (UniqueId.Segment s : segs.subList(1, Math.min(segs.size(), 4))) {
            keep = keep.append(s);
        }
        UniqueId wanted = keep;
        prune(f, wanted);
    }

    /** Removes every descriptor under f that is neither an ancestor nor a descendant of wanted. */
    private static void prune(TestDescriptor d, UniqueId wanted) {
        for (TestDescriptor child : Set.copyOf(d.getChildren())) {
            UniqueId c = child.getUniqueId();
            if (c.hasPrefix(wanted)) {
                continue;
            }
            if (wanted.hasPrefix(c)) {
                prune(child, wanted);
            } else {
                d.removeChild(child);
            }
        }
    }
}
