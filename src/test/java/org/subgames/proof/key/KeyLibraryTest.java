package org.subgames.proof.key;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The library KeY loads beside the reference sources: KeY's stubs without java.util and java.math,
 * and a source that names a class left out is refused, not proved in a smaller world. That every
 * kept proof replays closed in it is KeyProofsTest's and ChainCommandTest's.
 */
@Tag("key")
class KeyLibraryTest {

    @Test
    void theLibraryIsKeYsStubsWithoutTheLeftOutPackages() throws Exception {
        Path lib = KeyLibrary.folder();
        assertTrue(Files.isRegularFile(lib.resolve("java/lang/Object.java")));
        assertTrue(Files.isRegularFile(lib.resolve("java/lang/ArrayIndexOutOfBoundsException.java")));
        assertTrue(Files.isRegularFile(lib.resolve("java/lang/String.key")), "String.java's JML needs the functions String.key declares");
        assertFalse(Files.exists(lib.resolve("java/util")));
        assertFalse(Files.exists(lib.resolve("java/math")));
        assertEquals(lib, KeyLibrary.folder(), "one folder per JVM");
        assertFalse(KeyLibrary.kept("java/util/List.java"));
        assertTrue(KeyLibrary.kept("java/lang/Integer.java"));
    }

    @Test
    void aSourceNamingAClassLeftOutIsRefused(@TempDir Path tmp) throws Exception {
        Path dir = Files.createDirectories(tmp.resolve("org/subgames/reference"));
        Files.writeString(dir.resolve("Uses.java"), """
                package org.subgames.reference;

                public final class Uses {
                    /*@ public normal_behavior
                      @ ensures \\result == 0;
                      @*/
                    public static int size(java.util.List l) {
                        return 0;
                    }
                }
                """);
        KeyProver prover = new KeyProver(tmp);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, prover::contractNames);
        // KeY spells it "java .util .List"
        assertTrue(e.getMessage().contains("KeY cannot load") && e.getMessage().contains("Could not resolve") && e.getMessage().contains(".util .List"), e.getMessage());
        // the same class without the reference loads: the refusal is about the class left out
        Files.writeString(dir.resolve("Uses.java"), Files.readString(dir.resolve("Uses.java")).replace("java.util.List l", "int[] l"));
        assertEquals(List.of("org.subgames.reference.Uses[org.subgames.reference.Uses::size([I)].JML normal_behavior operation contract.0"),
                prover.contractNames());
    }
}
