package org.subgames.engine;

import java.util.Optional;
import org.junit.platform.engine.EngineDiscoveryRequest;
import org.junit.platform.engine.ExecutionRequest;
import org.junit.platform.engine.TestDescriptor;
import org.junit.platform.engine.TestEngine;
import org.junit.platform.engine.UniqueId;
import org.junit.platform.engine.support.descriptor.EngineDescriptor;

/**
 * The {@code subgames} test engine: statements as tests (registered in
 * META-INF/services/org.junit.platform.engine.TestEngine). Discovery: {@link Discovery}; a run:
 * {@link EngineRun}; settings: {@link Settings}.
 */
public final class SubgamesEngine implements TestEngine {

    public static final String ID = "subgames";

    @Override
    public String getId() {
        return ID;
    }

    @Override
    public TestDescriptor discover(EngineDiscoveryRequest request, UniqueId uniqueId) {
        EngineDescriptor engine = new EngineDescriptor(uniqueId, "subgames statements");
        new Discovery(engine, Settings.of(request.getConfigurationParameters())).discover(request);
        return engine;
    }

    @Override
    public void execute(ExecutionRequest request) {
        new EngineRun(request, Settings.of(request.getConfigurationParameters())).run();
    }

    @Override
    public Optional<String> getGroupId() {
        return Optional.of("org.subgames");
    }

    @Override
    public Optional<String> getArtifactId() {
        return Optional.of("subgames");
    }
}
