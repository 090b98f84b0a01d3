package org.subgames;

import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.tngtech.archunit.core.domain.Dependency;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The packages' layers, bottom to top: a class may use its own package and the packages below it,
 * never one above (a back-arrow), and the packages form no cycle. The order is the layout table
 * of the README read from the bottom; a package missing from it fails the test.
 */
@Tag("build")
class ArchitectureTest {

    /** Bottom to top. */
    static final List<String> LAYERS = List.of("base", "game", "reference", "solver", "period", "symbolic", "sink", "sink.table", "specs", "run",
            "census", "report", "proof.key", "proof.smt", "proof.word", "bench", "experiment", "engine", "cli");

    private static JavaClasses main;

    @BeforeAll
    static void load() {
        main = new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS).importPackages("org.subgames");
    }

    /** The layer of a class: its package below org.subgames, or -1. */
    static int layer(JavaClass c) {
        String p = c.getPackageName();
        if (!p.startsWith("org.subgames.")) {
            return -1;
        }
        return LAYERS.indexOf(p.substring("org.subgames.".length()));
    }

    /** Every dependency of the classes on a package above their own, as text. */
    static List<String> backArrows(JavaClasses classes) {
        List<String> out = new ArrayList<>();
        for (JavaClass c : classes) {
            int from = layer(c);
            for (Dependency d : c.getDirectDependenciesFromSelf()) {
                int to = layer(d.getTargetClass());
                if (from >= 0 && to > from) {
                    out.add(d.getDescription());
                }
            }
        }
        return out;
    }

    @Test
    void everyPackageHasALayerAndAPackageInfo() {
        for (JavaClass c : main) {
            String p = c.getPackageName();
            assertTrue(layer(c) >= 0, p + " (" + c.getName() + ") is in no layer: add it to LAYERS and to the README's layout table");
        }
        for (String l : LAYERS) {
            Path info = Path.of("src/main/java/org/subgames", l.replace('.', '/'), "package-info.java");
            assertTrue(Files.isRegularFile(info), "no " + info + ": say what the package is and what it may use");
        }
    }

    @Test
    void noLowerPackageUsesAHigherOne() {
        assertEquals(List.of(), backArrows(main));
    }

    @Test
    void thePackagesFormNoCycle() {
        slices().matching("org.subgames.(**)").should().beFreeOfCycles().check(main);
    }

    /** The check bites: a class of game that uses cli (a fixture in the test sources) is reported. */
    @Test
    void aBackArrowIsFound() throws ClassNotFoundException {
        JavaClasses withFixture = new ClassFileImporter().importClasses(Class.forName("org.subgames.game.BackArrowFixture"));
        List<String> found = backArrows(withFixture);
        assertFalse(found.isEmpty());
        assertTrue(found.get(0).contains("org.subgames.cli.Main"), found.toString());
    }
}
