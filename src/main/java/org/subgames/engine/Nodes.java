package org.subgames.engine;

import java.nio.file.Path;
import java.util.HashSet;
import java.util.Set;
import org.junit.platform.engine.TestSource;
import org.junit.platform.engine.TestTag;
import org.junit.platform.engine.UniqueId;
import org.junit.platform.engine.support.descriptor.AbstractTestDescriptor;
import org.subgames.specs.Statement;

/**
 * The engine's test descriptors: a folder of statements, a statement (container), and its tests:
 * each claim, the recorded counterexamples, the all-parameter backing; and a file that does not
 * load, a failing container of its own. Tags are inherited from the folder's {@link StatementFolder}.
 */
final class Nodes {

    private Nodes() {
    }

    /** Common part: a type and the tags of the folder. */
    abstract static class Node extends AbstractTestDescriptor {
        private final Type type;
        private final Set<TestTag> tags;

        Node(UniqueId id, String name, TestSource source, Type type, Set<TestTag> tags) {
            super(id, name, source);
            this.type = type;
            this.tags = Set.copyOf(tags);
        }

        @Override
        public Type getType() {
            return type;
        }

        @Override
        public Set<TestTag> getTags() {
            Set<TestTag> all = new HashSet<>(tags);
            getParent().ifPresent(p -> all.addAll(p.getTags()));
            return all;
        }
    }

    /** A folder of statement files; missing is the reason it cannot run (null when it exists). */
    static final class Folder extends Node {
        final Path path;
        final String missing;

        Folder(UniqueId id, Path path, TestSource source, Set<TestTag> tags, String missing) {
            super(id, "statements in " + path + "/", source, Type.CONTAINER, tags);
            this.path = path;
            this.missing = missing;
        }
    }

    /** One statement: its claims, recorded counterexamples and backing are its children. */
    static final class StatementNode extends Node {
        final Statement statement;

        StatementNode(UniqueId id, Statement statement, TestSource source) {
            super(id, statement.id() + ": " + statement.title(), source, Type.CONTAINER, Set.of());
            this.statement = statement;
        }
    }

    /** Claim {@code index} (0-based) of its statement. */
    static final class ClaimNode extends Node {
        final int index;

        ClaimNode(UniqueId id, String name, int index, TestSource source) {
            super(id, name, source, Type.TEST, Set.of());
            this.index = index;
        }
    }

    /** A test beside the claims: the recorded counterexamples or the backing. */
    static final class CheckNode extends Node {
        enum Kind { RECORDED, BACKING }

        final Kind kind;

        CheckNode(UniqueId id, String name, Kind kind, TestSource source) {
            super(id, name, source, Type.TEST, Set.of());
            this.kind = kind;
        }
    }

    /** A statement file that does not load, or a folder that does not exist: a container that fails with the problem (file:line). */
    static final class Unloadable extends Node {
        final String problem;

        Unloadable(UniqueId id, String name, TestSource source, String problem) {
            super(id, name, source, Type.CONTAINER, Set.of());
            this.problem = problem;
        }

        /** Kept by the launcher, which prunes containers that have no tests and may register none. */
        @Override
        public boolean mayRegisterTests() {
            return true;
        }
    }
}
