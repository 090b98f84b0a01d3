package org.subgames.proof.key;

import de.uka.ilkd.key.logic.SequentChangeInfo;
import de.uka.ilkd.key.proof.BuiltInRuleAppIndex;
import de.uka.ilkd.key.proof.BuiltInRuleIndex;
import de.uka.ilkd.key.proof.Goal;
import de.uka.ilkd.key.proof.NewRuleListener;
import de.uka.ilkd.key.proof.Proof;
import de.uka.ilkd.key.proof.RuleAppIndex;
import de.uka.ilkd.key.rule.BuiltInRule;
import java.lang.reflect.Field;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.key_project.util.collection.ImmutableList;
import org.key_project.util.collection.ImmutableSLList;

/**
 * The built-in rule index a replayed proof needs. After every rule application KeY rescans each
 * changed formula, down to every subterm, for built-in rules that could apply there (one-step
 * simplification, dependency contracts, ...), and hands what it finds to the auto-mode strategy.
 * A replay has no strategy: the recorded steps name their rules and positions, and the replayer
 * asks the index directly whether each recorded built-in step applies
 * ({@link BuiltInRuleAppIndex#getBuiltInRule}, kept here) or checks the recorded contract
 * application itself. The background scan only feeds auto mode, and in our replays it took about
 * 60% of the time (the dependency-contract test looks through the sequent for every observer term,
 * so the scan grows with the square of the sequent). This index skips it; every replayed step is
 * still checked before it is applied, so a proof that does not fit the current sources stays open.
 *
 * <p>It also holds only the built-in rules the kept proof records. For each recorded built-in step
 * the replayer asks every built-in rule of the index whether it applies at the step's position and
 * keeps those of the recorded name; the merge rule's test alone looks through every goal, for a
 * rule no kept proof uses (docs/benchmarks.md). A rule left out can only make a
 * step fail to replay, never let a proof close.
 */
final class ReplayIndex extends BuiltInRuleAppIndex {

    private ReplayIndex(BuiltInRuleIndex index) {
        super(index);
    }

    /** No background scan: nothing consumes its findings during a replay. */
    @Override
    public void sequentChanged(Goal goal, SequentChangeInfo sci, NewRuleListener listener) {
    }

    @Override
    public void scanApplicableRules(Goal goal, NewRuleListener listener) {
    }

    @Override
    public void reportRuleApps(NewRuleListener l, Goal goal) {
    }

    /** Goals split off a replayed goal keep this index. */
    @Override
    public BuiltInRuleAppIndex copy() {
        return new ReplayIndex(builtInRuleIndex().copy());
    }

    /** A built-in step of a kept proof, {@code (builtin "NAME" ...}, as KeY's proof files write it. */
    private static final Pattern BUILT_IN_STEP = Pattern.compile("\\(builtin\\s+\"([^\"]*)\"");

    /** The names of the built-in rules a kept proof's text records. */
    static Set<String> builtInRulesRecorded(String proofText) {
        Set<String> names = new TreeSet<>();
        Matcher m = BUILT_IN_STEP.matcher(proofText);
        while (m.find()) {
            names.add(m.group(1));
        }
        return names;
    }

    /**
     * Gives the open goals of a fresh proof (before any step is replayed) this index, with only the
     * built-in rules named in {@code recorded}. KeY offers no setter, so the field is set by
     * reflection; returns false (and leaves the proof as it was, to be replayed at KeY's own pace)
     * if this KeY version lays out {@link RuleAppIndex} differently.
     */
    static boolean install(Proof proof, Set<String> recorded) {
        try {
            Field f = RuleAppIndex.class.getDeclaredField("builtInRuleAppIndex");
            f.setAccessible(true);
            for (Goal g : proof.openGoals()) {
                RuleAppIndex index = g.ruleAppIndex();
                BuiltInRuleAppIndex old = (BuiltInRuleAppIndex) f.get(index);
                f.set(index, new ReplayIndex(new BuiltInRuleIndex(only(old.builtInRuleIndex().rules(), recorded))));
            }
            return true;
        } catch (ReflectiveOperationException | RuntimeException e) {
            return false;
        }
    }

    private static ImmutableList<BuiltInRule> only(ImmutableList<BuiltInRule> rules, Set<String> names) {
        ImmutableList<BuiltInRule> kept = ImmutableSLList.nil();
        for (BuiltInRule r : rules) {
            if (names.contains(r.name().toString())) {
                kept = kept.append(r);
            }
        }
        return kept;
    }
}
