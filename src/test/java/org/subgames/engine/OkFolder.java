package org.subgames.engine;

/** Fixture: the engine runs src/test/resources/engine/ok when this class is selected. */
@StatementFolder(value = "src/test/resources/engine/ok", tags = "fixture")
class OkFolder {
}
