package org.subgames.sink.table;

/** A move of S = {a, b, a+b} with its amount as a linear expression (b = 2ka + c, or (2m-1)a + e). */
public record Move(String name, Lin amount) {
}
