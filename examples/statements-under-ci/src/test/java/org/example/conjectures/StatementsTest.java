package org.example.conjectures;

import org.subgames.engine.StatementFolder;

/** Tells surefire where the statements are: the subgames engine runs every file in specs/. */
@StatementFolder("specs")
class StatementsTest {
}
