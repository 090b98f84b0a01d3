package org.subgames.specs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.subgames.proof.smt.ProofChain;

/** The backing marks of specs/ say what the proof chain proves: the same statements, lemmas and command. */
@Tag("statements")
class SpecsBackingTest {

    private static Map<String, Statement> specs() {
        return StatementLoader.loadDirectory(Path.of("specs")).stream().collect(Collectors.toMap(Statement::id, Function.identity()));
    }

    @Test
    void everyChainStatementIsAProvedTheoremInSpecs() {
        Map<String, Statement> specs = specs();
        for (ProofChain.Statement st : ProofChain.statements()) {
            Statement s = specs.get(st.spec());
            assertNotNull(s, "no statement " + st.spec() + " in specs/");
            assertEquals("theorem", s.kind(), st.spec());
            assertNotNull(s.backing(), st.spec() + " has no backing");
            assertNotNull(s.backing().proved(), st.spec() + " is not marked proved");
            assertEquals(st.lemmas(), s.backing().lemmas(), st.spec() + ": the lemmas it rests on");
            assertEquals(ProofChain.COMMAND, s.backing().command(), st.spec());
        }
    }

    /** What a statement file says is proved is, word for word, what the chain proves, bounds included. */
    @Test
    void backingTextsAreTheChainsScope() {
        Map<String, Statement> specs = specs();
        for (ProofChain.Statement st : ProofChain.statements()) {
            Statement.Backing b = specs.get(st.spec()).backing();
            assertEquals(st.proved(), b.proved(), st.spec() + ": backing.proved");
            assertEquals(st.bounded(), b.bounded(), st.spec() + ": backing.bounded");
            assertEquals(st.perInstance(), b.perInstance(), st.spec() + ": backing.per-instance");
        }
    }

    @Test
    void onlyChainStatementsAndProvedWordsAreMarkedProved() {
        List<String> chain = ProofChain.statements().stream().map(ProofChain.Statement::spec).toList();
        for (Statement s : specs().values()) {
            if (s.backing() != null && s.backing().proves()) {
                boolean word = (s.word() != null || s.hasScalingClaims()) && s.backing().lemmas().contains("word");
                assertTrue(chain.contains(s.id()) || word, s.id() + " is marked proved but neither the chain nor its word: block "
                        + "(or scaling claims) proves it");
            }
        }
    }

    /**
     * A backing of the word prover has no text that could pass for proof: it lists every claim by
     * name, proved or per instance, as prove statement --write writes it (the backing test of the
     * statements' engine compares the lists with the prover's run).
     */
    @Test
    void wordBackingsListTheirClaimsByNameAndHaveNoText() {
        List<String> word = new java.util.ArrayList<>();
        for (Statement s : specs().values()) {
            if (s.backing() != null && s.backing().lemmas().contains(StatementLoader.WORD_LEMMA)) {
                word.add(s.id());
                assertTrue(s.backing().word(), s.id());
                assertEquals(null, s.backing().proved(), s.id() + ": no backing.proved text");
                assertEquals(null, s.backing().perInstance(), s.id() + ": no backing.per-instance text");
                List<String> listed = new java.util.ArrayList<>(s.backing().provedClaims());
                listed.addAll(s.backing().perInstanceClaims());
                assertEquals(s.claims().stream().map(Claim::name).sorted().toList(), listed.stream().sorted().toList(), s.id());
            }
        }
        assertEquals(List.of("additive-linear-word", "scaling", "three-move-a-plus-c", "three-move-b-plus-c",
                "three-move-one-odd-even", "two-move"),
                word.stream().sorted().toList());
    }
}
