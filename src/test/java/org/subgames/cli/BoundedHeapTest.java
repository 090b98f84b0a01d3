package org.subgames.cli;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/** Which command lines run in the bounded child JVM: Parquet censuses, their queries and merges; nothing else. */
@Tag("statements")
class BoundedHeapTest {

    @Test
    void parquetCensusesQueriesAndMergesAreBounded() {
        assertTrue(BoundedHeap.wanted(new String[] {"census", "three-move", "--format", "parquet"}));
        assertTrue(BoundedHeap.wanted(new String[] {"census", "three-move", "--format=parquet", "--param", "c=3..9"}));
        assertTrue(BoundedHeap.wanted(new String[] {"census", "query", "three-move", "largest-periods"}));
        assertTrue(BoundedHeap.wanted(new String[] {"merge", "--out", "m.parquet", "s1", "s2"}));
        assertFalse(BoundedHeap.wanted(new String[] {"census", "three-move"}));
        assertFalse(BoundedHeap.wanted(new String[] {"census", "three-move", "--format", "jsonl"}));
        assertFalse(BoundedHeap.wanted(new String[] {"merge", "--out", "m.jsonl", "a.jsonl", "b.jsonl"}));
        assertFalse(BoundedHeap.wanted(new String[] {"check", "--all"}));
        assertFalse(BoundedHeap.wanted(new String[] {}));
    }
}
