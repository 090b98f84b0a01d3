package org.subgames;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Element;
import org.w3c.dom.Node;

/**
 * The example repository (examples/statements-under-ci) builds as copied from a fresh clone: its
 * pom names the subgames version as a plain value, which is this project's own version, and no
 * file of it holds a build-time placeholder ({@code @project.version@}) a user would have to guess.
 */
@Tag("build")
class ExampleRepositoryTest {

    private static final Path EXAMPLES = Path.of("examples");

    /** A Maven resource-filtering or invoker token: {@code @name@} with a dotted name, or {@code ${project.version}}. */
    private static final Pattern PLACEHOLDER = Pattern.compile("@[A-Za-z][\\w.-]*\\.[\\w.-]+@|\\$\\{project\\.version}");

    @Test
    void theExamplePomNamesThisProjectsVersion() throws Exception {
        String ours = childText(pom(Path.of("pom.xml")), "version");
        Element example = pom(EXAMPLES.resolve("statements-under-ci/pom.xml"));
        Element props = (Element) example.getElementsByTagName("properties").item(0);
        String theirs = childText(props, "subgames.version");
        assertEquals(ours, theirs, "examples/statements-under-ci/pom.xml names subgames " + theirs + ", but pom.xml is " + ours
                + ": set <subgames.version> to " + ours);
        assertFalse(ours.isBlank());
    }

    @Test
    void noExampleFileHoldsABuildPlaceholder() throws IOException {
        List<String> found = new ArrayList<>();
        try (Stream<Path> files = Files.walk(EXAMPLES)) {
            for (Path f : files.filter(Files::isRegularFile).toList()) {
                String text = Files.readString(f, StandardCharsets.UTF_8);
                if (f.getFileName().toString().equals("README.md")) {
                    text = text.replace("`@project.version@`", ""); // the README names the token it rules out
                }
                Matcher m = PLACEHOLDER.matcher(text);
                while (m.find()) {
                    found.add(f + ": " + m.group());
                }
            }
        }
        assertTrue(found.isEmpty(), "placeholders a copied example would not build with: " + found);
    }

    @Test
    void thePlaceholderPatternCatchesTheOldToken() {
        assertTrue(PLACEHOLDER.matcher("<subgames.version>@project.version@</subgames.version>").find());
        assertTrue(PLACEHOLDER.matcher("<version>${project.version}</version>").find());
        assertFalse(PLACEHOLDER.matcher("<version>0.1.0-SNAPSHOT</version> a@b.c").find());
    }

    private static Element pom(Path file) throws Exception {
        return DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(file.toFile()).getDocumentElement();
    }

    /** The text of the direct child element with this name. */
    private static String childText(Element parent, String name) {
        for (Node n = parent.getFirstChild(); n != null; n = n.getNextSibling()) {
            if (n instanceof Element e && e.getTagName().equals(name)) {
                return e.getTextContent().trim();
            }
        }
        throw new AssertionError("no <" + name + "> under <" + parent.getTagName() + ">");
    }
}
