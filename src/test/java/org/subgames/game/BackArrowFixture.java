package org.subgames.game;

import org.subgames.cli.Main;

/** A deliberate back-arrow (game uses cli) for ArchitectureTest to find; not part of the product. */
final class BackArrowFixture {

    private BackArrowFixture() {
    }

    static Object commandLine() {
        return Main.commandLine();
    }
}
