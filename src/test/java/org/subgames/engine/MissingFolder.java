package org.subgames.engine;

/** Fixture: a marker naming a folder that does not exist. */
@StatementFolder("src/test/resources/engine/none")
class MissingFolder {
}
