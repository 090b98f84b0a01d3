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

    /** The largest nim-value of G (over the preperiod and one period, hence over all positions). */
    public int getMaxValue() {
        return facts.sequence(game).maxValue();
    }

    /** The number of cold positions (value 0, P-positions) in one minimal period. */
    public long getCold() {
        return facts.sequence(game).coldPerPeriod();
    }

    /** The outcome at x: "P" (previous player wins, value 0) or "N". */
    public String outcome(long x) {
        return at(x) == 0 ? "P" : "N";
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
