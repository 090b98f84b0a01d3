package org.subgames.specs;

import java.util.Map;

/**
 * What a census of a statement summarises, per convention: the instances counted per value of
 * {@code group}, per first matching candidate formula of {@code formulas} (each a truth value,
 * e.g. {@code G.minimalPeriod == a + b}) with the instances that fit none listed, and a heat map
 * of {@code value} over (x, y) for the instances where {@code where} holds. Every part is
 * optional; the census records the certified facts of every instance in any case.
 */
public record CensusSpec(Expr group, Map<String, Expr> formulas, Heatmap heatmap) {

    /**
     * The heat map's axes (parameter expressions), cell value (a number or a label), instance filter,
     * and what the colour shows in words (null: the value expression's text).
     */
    public record Heatmap(Expr x, Expr y, Expr value, Expr where, String label) {

        /** The same heat map over other instances. */
        public Heatmap withWhere(Expr other) {
            return new Heatmap(x, y, value, other, label);
        }

        /** What the colour shows: the label, else the value expression. */
        public String valueTitle() {
            return label != null ? label : value.text();
        }
    }

    public static final CensusSpec NONE = new CensusSpec(null, Map.of(), null);
}
