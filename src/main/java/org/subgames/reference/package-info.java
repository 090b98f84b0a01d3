/**
 * Reference implementations: short, obviously correct code with JML contracts, written in the Java
 * subset KeY reads (static methods over int and boolean arrays, plain loops and ifs; no generics,
 * lambdas, collections, records or {@code var}). They are the executable specification: every
 * optimized solver is audited against them, and KeY proves their contracts.
 */
package org.subgames.reference;
