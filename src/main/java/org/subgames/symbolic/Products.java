package org.subgames.symbolic;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.subgames.base.BadInputException;

/**
 * Keeps the arithmetic linear: a product of a count c (a split quotient or a declared count) and a
 * constant k is the exact term k c; a product of c and a unit U that is not constant is the fresh
 * variable {@code c*(U0)} times g, where U = g U0 with U0 primitive. A unit may hold other counts
 * and their products (a group inside a group: j times a unit that holds q*(a)), never c itself.
 * {@link #sideConstraints} states what holds of every such product for c &gt;= 0 and U0 &gt;= 1
 * (which the prover proves separately): exact for c = 0 and c = 1, lower bounds for c &gt;= 2, and
 * P1 - P2 = d c for two units of the same count that differ by a constant d.
 */
public final class Products {

    /** One product variable: its name, count and primitive unit. */
    public record Product(String name, String count, Affine unit) {
    }

    private final Set<String> counts;
    private final Map<String, Product> products = new LinkedHashMap<>();

    public Products(Set<String> counts) {
        this.counts = Set.copyOf(counts);
    }

    public Set<String> counts() {
        return counts;
    }

    public List<Product> all() {
        return List.copyOf(products.values());
    }

    public Product product(String name) {
        return products.get(name);
    }

    /**
     * count * unit as an affine term (count: counts and a constant; unit: no counts, no products). A
     * constant unit k gives the exact term k count, whatever the count's variables (linear).
     */
    public Affine times(Affine count, Affine unit) {
        if (unit.isConstant()) {
            return count.times(unit.constantTerm());
        }
        for (String c : count.variables()) {
            String v = counts.contains(c) ? dependsOn(unit, c) : null;
            if (v != null) {
                throw new BadInputException("the unit " + unit + " depends on the count " + v + " (a product of two counts is not linear)");
            }
        }
        Affine out = unit.times(count.constantTerm());
        for (Map.Entry<String, Long> e : count.coefficients().entrySet()) {
            if (!counts.contains(e.getKey())) {
                throw new BadInputException("a repetition count must be affine in the counts (" + String.join(", ", counts) + "), not use " + e.getKey());
            }
            out = out.plus(product(e.getKey(), unit).times(e.getValue()));
        }
        return out;
    }

    /**
     * The variable by which t depends on the count c (c itself, or a product variable whose count or
     * unit does), or null. A
     * unit may hold other counts and their products (a group inside a group: the outer count times
     * a unit that holds the inner group's span); the product is then a variable of its own.
     */
    private String dependsOn(Affine t, String c) {
        for (String v : t.variables()) {
            Product p = products.get(v);
            if (v.equals(c) || p != null && (p.count().equals(c) || dependsOn(p.unit(), c) != null)) {
                return v;
            }
        }
        return null;
    }

    /**
     * The products t mentions, and those their units mention, transitively (inner ones first when
     * the nesting is two levels: a unit mentions only products of inner groups).
     */
    public List<Product> mentioned(Set<String> names) {
        List<Product> out = new ArrayList<>();
        java.util.Deque<String> todo = new java.util.ArrayDeque<>(names);
        java.util.Set<String> seen = new java.util.HashSet<>();
        while (!todo.isEmpty()) {
            String v = todo.pop();
            Product p = products.get(v);
            if (p != null && seen.add(v)) {
                out.add(p);
                todo.addAll(p.unit().variables());
            }
        }
        return out;
    }

    /**
     * c * unit: g times the product variable of c and the primitive unit; for a constant unit k the
     * exact linear term k c (no product variable).
     */
    private Affine product(String c, Affine unit) {
        if (unit.isConstant()) {
            return Affine.of(c).times(unit.constantTerm());
        }
        long g = Math.abs(unit.constantTerm());
        for (long v : unit.coefficients().values()) {
            g = gcd(g, Math.abs(v));
        }
        if (g == 0) {
            return Affine.ZERO;
        }
        long lead = unit.coefficients().values().iterator().next();
        long scale = lead < 0 ? -g : g;
        Affine u0 = divide(unit, scale);
        String name = c + "*(" + u0 + ")";
        products.putIfAbsent(name, new Product(name, c, u0));
        return Affine.of(name).times(scale);
    }

    private static Affine divide(Affine t, long d) {
        Affine out = Affine.constant(t.constantTerm() / d);
        for (Map.Entry<String, Long> e : t.coefficients().entrySet()) {
            out = out.plus(Affine.of(e.getKey()).times(e.getValue() / d));
        }
        return out;
    }

    private static long gcd(long a, long b) {
        return b == 0 ? a : gcd(b, a % b);
    }

    /** The expression as an affine term: products of a count and a unit become product variables. */
    public Affine affine(Sym s) {
        Map<List<String>, Long> poly = poly(s);
        Affine out = Affine.ZERO;
        Map<String, Affine> units = new TreeMap<>();
        for (Map.Entry<List<String>, Long> e : poly.entrySet()) {
            List<String> m = e.getKey();
            long c = e.getValue();
            if (m.isEmpty()) {
                out = out.plus(c);
            } else if (m.size() == 1) {
                out = out.plus(Affine.of(m.get(0)).times(c));
            } else {
                List<String> cs = m.stream().filter(counts::contains).toList();
                List<String> others = m.stream().filter(x -> !counts.contains(x)).toList();
                if (m.size() == 2 && (cs.isEmpty() || cs.size() == 2 && cs.get(0).equals(cs.get(1)))) {
                    boolean two = !cs.isEmpty();
                    throw new BadInputException("'" + s.show() + "': the product " + m.get(0) + "*" + m.get(1) + (two ? " of two counts" : " of two parameters")
                            + " is not linear (one factor must be a count: a split quotient or a declared count" + (two ? ", times another count or a unit" : "") + ")");
                }
                if (cs.isEmpty() || others.size() > 1 || cs.size() > 2 || cs.size() == 2 && cs.get(0).equals(cs.get(1))) {
                    throw new BadInputException("'" + s.show() + "' has a term of degree 3, " + String.join("*", m)
                            + " (at most a count times a unit, or two different counts times a parameter: a group inside a group)");
                }
                if (cs.size() == 1) {
                    units.merge(cs.get(0), Affine.of(others.get(0)).times(c), Affine::plus);
                    continue;
                }
                // two counts: the outer count times the inner count's product with the rest (a nest's span)
                String outer = outer(cs.get(0), cs.get(1), poly);
                String inner = outer.equals(cs.get(0)) ? cs.get(1) : cs.get(0);
                Affine rest = others.isEmpty() ? Affine.constant(1) : Affine.of(others.get(0));
                units.merge(outer, product(inner, rest).times(c), Affine::plus);
            }
        }
        for (Map.Entry<String, Affine> e : units.entrySet()) {
            Affine unit = e.getValue();
            long alone = out.coefficient(e.getKey());
            if (alone != 0 && nestUnit(unit)) {
                // j (4q + 5) read as one product, as the nest ((...)^q ...)^j spans it, not 4 j*(q) + 5 j
                unit = unit.plus(alone);
                out = out.minus(Affine.of(e.getKey()).times(alone));
            }
            out = out.plus(product(e.getKey(), unit));
        }
        return out;
    }

    /** Whether a unit holds a count or a product: the unit of a nest, whose count's own multiples belong to it. */
    private boolean nestUnit(Affine unit) {
        return unit.variables().stream().anyMatch(v -> counts.contains(v) || products.containsKey(v));
    }

    /**
     * Of two counts multiplied in one monomial, the one read as the outer count (the nest's): the
     * one in more monomials of the expression, the first by name on a tie. Either reading is sound
     * (each product variable carries only what holds of every product); this one names the
     * products as a nest's span does, j times the unit that holds the inner group's q*(U).
     */
    private String outer(String x, String y, Map<List<String>, Long> poly) {
        long nx = poly.keySet().stream().filter(m -> m.contains(x)).count();
        long ny = poly.keySet().stream().filter(m -> m.contains(y)).count();
        return nx > ny || nx == ny && x.compareTo(y) <= 0 ? x : y;
    }

    /** A boolean expression as a formula (comparisons of affine terms, &amp;&amp;, ||, !). */
    public Cond cond(Sym s) {
        return Cond.of(s, this::affine, x -> new BadInputException("'" + x.show() + "' is not a condition of linear comparisons joined by &&, || and !"));
    }

    /**
     * The constants k of the comparison facts of two products of different counts and the same unit:
     * -{@value #COMPARED} .. {@value #COMPARED}.
     */
    static final int COMPARED = 3;

    /**
     * What holds of every product variable (given c &gt;= 0 and U0 &gt;= 1): each product on its own,
     * two units of one count that differ by a constant, and two counts of one unit compared.
     */
    public Cond sideConstraints() {
        return sideConstraints(all());
    }

    /**
     * What holds of these products (each needs its unit &gt;= 1 and its count &gt;= 0, proved
     * separately): a product's unit &gt;= 1 is proved with the facts of the products its unit
     * mentions only, never with its own.
     */
    public Cond sideConstraints(List<Product> only) {
        return Cond.and(single(only), sameUnit(only));
    }

    /**
     * Two products P = c U and Q = d U of different counts and the same unit U: P - Q = (c - d) U is
     * not linear, but for each constant k, c - d &gt;= k implies P - Q &gt;= k U and c - d &lt;= k
     * implies P - Q &lt;= k U. Each is sound for all integers c, d and every U &gt;= 0: multiplying
     * c - d &gt;= k by U &gt;= 0 keeps the inequality. With k = 0 both ways, c = d gives P = Q.
     */
    private static Cond sameUnit(List<Product> all) {
        List<Cond> out = new ArrayList<>();
        for (int i = 0; i < all.size(); i++) {
            for (int j = i + 1; j < all.size(); j++) {
                Product p = all.get(i);
                Product q = all.get(j);
                if (p.count().equals(q.count()) || !p.unit().equals(q.unit())) {
                    continue;
                }
                Affine counts = Affine.of(p.count()).minus(Affine.of(q.count()));
                Affine values = Affine.of(p.name()).minus(Affine.of(q.name()));
                for (int k = -COMPARED; k <= COMPARED; k++) {
                    Affine ku = p.unit().times(k);
                    out.add(Cond.or(Cond.lt(counts, Affine.constant(k)), Cond.le(ku, values)));
                    out.add(Cond.or(Cond.lt(Affine.constant(k), counts), Cond.le(values, ku)));
                }
            }
        }
        return Cond.and(out);
    }

    /** Each product on its own, and two units of the same count that differ by a constant. */
    private static Cond single(List<Product> all) {
        List<Cond> out = new ArrayList<>();
        for (Product p : all) {
            Affine v = Affine.of(p.name());
            Affine c = Affine.of(p.count());
            Affine u = p.unit();
            out.add(Cond.or(
                    Cond.and(Cond.eq(c, Affine.ZERO), Cond.eq(v, Affine.ZERO)),
                    Cond.and(Cond.eq(c, Affine.constant(1)), Cond.eq(v, u)),
                    Cond.and(Cond.le(Affine.constant(2), c), Cond.le(u.times(2), v), Cond.le(c.plus(u).plus(-1), v))));
        }
        for (int i = 0; i < all.size(); i++) {
            for (int j = i + 1; j < all.size(); j++) {
                Product p = all.get(i);
                Product q = all.get(j);
                Affine d = p.unit().minus(q.unit());
                if (p.count().equals(q.count()) && d.isConstant()) {
                    out.add(Cond.eq(Affine.of(p.name()).minus(Affine.of(q.name())), Affine.of(p.count()).times(d.constantTerm())));
                }
            }
        }
        return Cond.and(out);
    }

    private Map<List<String>, Long> poly(Sym s) {
        if (s instanceof Sym.Num n) {
            return mono(List.of(), n.value());
        }
        if (s instanceof Sym.Name n) {
            return mono(List.of(n.name()), 1);
        }
        if (s instanceof Sym.Unary u && u.op().equals("-")) {
            return scale(poly(u.inner()), -1);
        }
        if (s instanceof Sym.Bin b && (b.op().equals("+") || b.op().equals("-") || b.op().equals("*"))) {
            Map<List<String>, Long> l = poly(b.left());
            Map<List<String>, Long> r = poly(b.right());
            if (b.op().equals("*")) {
                return multiply(l, r, s);
            }
            Map<List<String>, Long> out = new TreeMap<>(MONOMIALS);
            out.putAll(l);
            r.forEach((m, c) -> out.merge(m, b.op().equals("+") ? c : Math.negateExact(c), Math::addExact));
            out.values().removeIf(c -> c == 0);
            return out;
        }
        throw new BadInputException("'" + s.show() + "' is not affine (+, -, and * by a constant or of a count and a unit)");
    }

    private static final java.util.Comparator<List<String>> MONOMIALS = (x, y) -> String.join("*", x).compareTo(String.join("*", y));

    private static Map<List<String>, Long> mono(List<String> m, long c) {
        Map<List<String>, Long> out = new TreeMap<>(MONOMIALS);
        if (c != 0) {
            out.put(m, c);
        }
        return out;
    }

    private static Map<List<String>, Long> scale(Map<List<String>, Long> p, long k) {
        Map<List<String>, Long> out = new TreeMap<>(MONOMIALS);
        p.forEach((m, c) -> out.put(m, Math.multiplyExact(c, k)));
        out.values().removeIf(c -> c == 0);
        return out;
    }

    private static Map<List<String>, Long> multiply(Map<List<String>, Long> l, Map<List<String>, Long> r, Sym s) {
        Map<List<String>, Long> out = new TreeMap<>(MONOMIALS);
        for (Map.Entry<List<String>, Long> x : l.entrySet()) {
            for (Map.Entry<List<String>, Long> y : r.entrySet()) {
                List<String> m = new ArrayList<>(x.getKey());
                m.addAll(y.getKey());
                if (m.size() > 3) {
                    throw new BadInputException("'" + s.show() + "' has a term of degree " + m.size() + " (at most two counts times a unit)");
                }
                m.sort(null);
                out.merge(List.copyOf(m), Math.multiplyExact(x.getValue(), y.getValue()), Math::addExact);
            }
        }
        out.values().removeIf(c -> c == 0);
        return out;
    }
}
