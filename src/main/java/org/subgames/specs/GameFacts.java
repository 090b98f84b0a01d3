package org.subgames.specs;

import org.subgames.period.Certificate;

/** {@code sink.*} and {@code wall.*} in statements: the certified periodicity of G. */
public final class GameFacts {

    private final InstanceFacts facts;
    private final String game;

    GameFacts(InstanceFacts facts, String game) {
        this.facts = facts;
        this.game = game;
    }

    private Certificate cert() {
        return facts.sequence(game).certificate();
    }

    public long getPreperiod() {
        return cert().preperiod();
    }

    /** The certified period (a multiple of the minimal one). */
    public long getPeriod() {
        return cert().period();
    }

    public long getMinimalPeriod() {
        return cert().minimalPeriod();
    }

    public boolean getPurelyPeriodic() {
        return cert().purelyPeriodic();
    }

    public long getPeriodicFrom() {
        return cert().periodicFrom();
    }

    public long getWindowStart() {
        return cert().windowStart();
    }

    /** G(x), e.g. {@code sink.at(1)}. */
    public int at(long x) {
        return facts.sequence(game).get(x);
    }

    @Override
    public String toString() {
        return "G_" + game;
    }
}
