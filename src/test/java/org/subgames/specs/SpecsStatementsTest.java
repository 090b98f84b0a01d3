package org.subgames.specs;

import org.subgames.engine.StatementFolder;

/**
 * The project's main job under {@code mvn verify}: the statements' engine runs every statement in
 * specs/ (a test per claim, the recorded counterexamples and the all-parameter backing as tests of
 * their own) on its default ranges, or on those given as {@code -Dsubgames.param.a=1..200} (and the
 * older {@code -Dsubgames.a/k/c}); the report goes to target/subgames/index.html. Tagged slow so
 * that the mutation profile leaves it out (SpecsTest's sample of the ranges kills there).
 */
@StatementFolder(value = "specs", tags = {"statements", "slow"})
class SpecsStatementsTest {
}
