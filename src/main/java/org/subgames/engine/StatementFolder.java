package org.subgames.engine;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Marks a class (usually empty, named like a test so surefire hands it to the engines) whose
 * statements the {@code subgames} engine runs: every statement file in the folder, relative to the
 * working directory (the project's base directory under Maven). Tags become JUnit tags, so
 * surefire's {@code groups}/{@code excludedGroups} select the statements.
 *
 * <pre>
 * &#64;StatementFolder("specs")
 * class StatementsTest {
 * }
 * </pre>
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.TYPE)
public @interface StatementFolder {

    /** The folder of statement files (.yaml); the configuration parameter subgames.specs replaces it. */
    String value() default "specs";

    /** JUnit tags of every statement test of the folder. */
    String[] tags() default {};
}
