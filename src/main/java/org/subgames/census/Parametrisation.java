package org.subgames.census;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.subgames.symbolic.Affine;

/**
 * A parametrisation of the three-move sets {a &lt; b &lt; c} from the small grammar of
 * {@code census discover}. The middle move is either b = a + d (d &gt;= 1), or b = q (2a) + r with
 * q &gt;= 1 and 0 &lt;= r &lt; 2a (q the count of two-move blocks 0^a 1^a, the form of the families
 * with b &gt;= 2a). The largest move is either c = b + e (no repetition) or c = j M + O + u with
 * 0 &lt;= u &lt; M: under b = a + d the modulus M is one of a + b, b, a and the offset O one of 0,
 * a, b, b + 1; under b = q (2a) + r, where a modulus holding b would multiply two counts, M is a or
 * 2a and O is b (j and u are the quotient and remainder of c - O by M; sets with c &lt; O have no
 * parameters). Nothing here is fitted to a family: the grammar only names the candidates, the data
 * pick among them.
 *
 * <p>Any parameter but the last free one may be pinned to one value ({@link #pin}): it is then no
 * parameter, and the sets with another value have no parameters. A family whose domain holds a
 * parameter at one value is proposed pinned: a pinned count makes its moves and word linear in the
 * parameters (the prover's arithmetic is exact there, while a count times a parameter has only
 * bounds), and a pinned r, e or u makes the units of the word's groups numbers where they held it.
 * Likewise a parameter the domain ties to the others (d = a, r = a, a = 2d: {@link #tie}) is
 * written as that term: the moves and the word's units then name one parameter where they named
 * two, so a count times the move's modulus is a multiple of the word's unit for the prover too.
 *
 * @param doubled whether b = q (2a) + r (else b = a + d)
 * @param modulus M as an affine term in a and b, or null for c = b + e
 * @param offset  O as an affine term in a and b
 * @param pinned  the parameters held at one value or tied to others, by name: each an affine term in
 *                the free parameters (a number for a pinned one)
 */
record Parametrisation(boolean doubled, Affine modulus, Affine offset, Map<String, Affine> pinned) {

    Parametrisation {
        pinned = Collections.unmodifiableMap(new LinkedHashMap<>(pinned));
    }

    /** A parametrisation with no count pinned. */
    Parametrisation(boolean doubled, Affine modulus, Affine offset) {
        this(doubled, modulus, offset, Map.of());
    }

    /** Every parametrisation of the grammar, the plain ones first, b = a + d before b = q (2a) + r. */
    static List<Parametrisation> grammar() {
        Affine a = Affine.of("a");
        Affine b = Affine.of("b");
        List<Parametrisation> out = new ArrayList<>();
        out.add(new Parametrisation(false, null, Affine.ZERO));
        for (Affine m : List.of(a.plus(b), b, a)) {
            for (Affine o : List.of(Affine.ZERO, a, b, b.plus(1))) {
                out.add(new Parametrisation(false, m, o));
            }
        }
        out.add(new Parametrisation(true, null, Affine.ZERO));
        for (Affine m : List.of(a, a.times(2))) {
            out.add(new Parametrisation(true, m, b));
        }
        return out;
    }

    /**
     * The same parametrisation with the count (q or j, not pinned yet), or the smallest move a, held
     * at value. With a pinned, a count times a (q(2a), j a) is a count times a number, which the
     * prover reads exactly: the families of small a whose words repeat 0^a 1^a a free number of times.
     */
    Parametrisation pin(String count, long value) {
        return tie(count, Affine.constant(value));
    }

    /**
     * The same parametrisation with the free parameter name equal to term, an affine term in the
     * other free parameters. A tie (not a number) takes no count but j tied to q alone (j = 2q),
     * and no e: a count tied to a parameter would multiply two parameters, and the range of e ends
     * the statement's instances at the census's c. A tied u (u = r, u = a; beside a free j) moves
     * that end to j's range, which then holds u's term ({@link #censusEnd}); no term holds e or u.
     */
    Parametrisation tie(String name, Affine term) {
        if (!ties(name, term)) {
            throw new IllegalArgumentException(name + " = " + term + " ties no free parameter of " + label()
                    + " to the others (see Parametrisation.ties)");
        }
        Map<String, Affine> more = new LinkedHashMap<>();
        pinned.forEach((n, t) -> more.put(n, t.substitute(name, term)));
        more.put(name, term);
        return new Parametrisation(doubled, modulus, offset, more);
    }

    /** A pinned or tied parameter in a statement id: {@code a2} for a = 2, {@code deqa} for d = a, {@code aeq2d} for a = 2d, {@code reqam1} for r = a - 1. */
    String idPart(String name) {
        Affine t = pinned.get(name);
        return name + (t.isConstant() ? String.valueOf(t.constantTerm()) : "eq" + text(t, names()).replace(" + ", "p").replace(" - ", "m").replaceAll("[^A-Za-z0-9]", ""));
    }

    /** Whether {@link #tie} takes name = term. */
    boolean ties(String name, Affine term) {
        if (!names().contains(name) || names().size() < 2 || term.variables().contains(name) || !names().containsAll(term.variables())) {
            return false;
        }
        if (term.isConstant()) { // j pinned while u is tied: no parameter's range would end the instances at the census's c
            return !(name.equals("j") && pinned.containsKey("u") && !pinned.get("u").isConstant());
        }
        if (term.variables().contains("e") || term.variables().contains("u")) {
            return false; // the parameters whose ranges end the instances at the census's c stay themselves
        }
        List<String> untied = new ArrayList<>(counts());
        untied.add("e"); // c = b + e: the range of d or r would have to end where e's term puts c past the census
        if (!names().contains("j")) {
            untied.add("u");
        }
        if (doubled) {
            untied.add("a"); // b = 2*q*a + r: a count times a
        }
        if (name.equals("j") && doubled && counts().contains("q")) {
            return term.variables().equals(Set.of("q")); // j = 2q: a count tied to the other count, both times a unit of a
        }
        return !untied.contains(name) && term.variables().stream().noneMatch(untied::contains);
    }

    /** The number a parameter is pinned to, or null (free, or tied to others). */
    Long constant(String name) {
        Affine t = pinned.get(name);
        return t != null && t.isConstant() ? t.constantTerm() : null;
    }

    /** Every name, pinned or not, in order: a, d or a, q, r; then e or j, u. */
    private List<String> allNames() {
        List<String> out = new ArrayList<>(doubled ? List.of("a", "q", "r") : List.of("a", "d"));
        out.addAll(modulus == null ? List.of("e") : List.of("j", "u"));
        return out;
    }

    /** The parameter names, in order (the pinned counts are none). */
    List<String> names() {
        return allNames().stream().filter(n -> !pinned.containsKey(n)).toList();
    }

    /** The parameters that multiply a unit in the moves (the word block's declared counts). */
    List<String> counts() {
        List<String> out = new ArrayList<>();
        if (doubled) {
            out.add("q");
        }
        if (modulus != null) {
            out.add("j");
        }
        out.removeAll(pinned.keySet());
        return out;
    }

    /**
     * The parameters a count multiplies in the moves (a under b = q (2a) + r; the modulus's
     * parameters under c = j M + O + u), unless that count is pinned: a word that makes one of them a
     * count too would multiply two counts, which the prover does not read.
     */
    List<String> units() {
        List<String> out = new ArrayList<>(counts().contains("q") ? List.of("a") : List.of());
        if (counts().contains("j")) {
            fix(inParameters(modulus)).variables().stream().filter(v -> !out.contains(v)).forEach(out::add);
        }
        out.removeAll(pinned.keySet());
        return out;
    }

    /** term &gt;= least over named parameters, pinned or not (before the pinned ones are put in). */
    private record Raw(Affine term, long least) {
        Raw(Map<String, Long> coefficients, long least) {
            this(coefficients.entrySet().stream().map(e -> Affine.of(e.getKey()).times(e.getValue())).reduce(Affine.ZERO, Affine::plus), least);
        }
    }

    /**
     * What every tuple of the parametrisation satisfies: a &gt;= 1; d &gt;= 1, or q &gt;= 1 and
     * 0 &lt;= r &lt;= 2a - 1; and e &gt;= 1, or j &gt;= 0 and 0 &lt;= u &lt;= M - 1 (M in the parameters),
     * and with j pinned c &gt;= b + 1 (linear then; with j free every tuple of a set has it, but a
     * domain's hull may hold tuples of no set); a pinned count's own bounds hold of its value and
     * are left out.
     */
    List<FamilyDomain.Bound> base() {
        List<Raw> bounds = new ArrayList<>();
        bounds.add(new Raw(Map.of("a", 1L), 1));
        bounds.add(new Raw(Map.of(doubled ? "q" : "d", 1L), 1));
        if (doubled) {
            bounds.add(new Raw(Map.of("r", 1L), 0));
            bounds.add(new Raw(Map.of("a", 2L, "r", -1L), 1));
        }
        if (modulus == null) {
            bounds.add(new Raw(Map.of("e", 1L), 1));
        } else {
            Affine m = inParameters(modulus);
            bounds.add(new Raw(Map.of("j", 1L), 0));
            bounds.add(new Raw(Map.of("u", 1L), 0));
            bounds.add(new Raw(m.minus(Affine.of("u")), 1)); // u <= M - 1
            Long j = constant("j");
            if (j != null) { // c >= b + 1, linear once j is a number: k M + (O - b) + u >= 1
                Affine gap = m.times(j).plus(doubled ? Affine.ZERO : inParameters(offset).minus(Affine.of("a")).minus(Affine.of("d")));
                bounds.add(new Raw(gap.plus(Affine.of("u")), 1));
            }
        }
        List<String> names = names();
        List<FamilyDomain.Bound> out = new ArrayList<>();
        for (Raw r : bounds) {
            Affine t = fix(r.term());
            long[] c = new long[names.size()];
            t.coefficients().forEach((v, k) -> c[names.indexOf(v)] = k);
            FamilyDomain.Bound bound = new FamilyDomain.Bound(c, r.least() - t.constantTerm());
            if (!t.isConstant() && out.stream().noneMatch(o -> o.least() == bound.least() && Arrays.equals(o.coefficients(), c))) {
                out.add(bound); // a tie can make two bounds one (d >= 1 is a >= 1 when d = a)
            }
        }
        return out;
    }

    /** The parameters of {a, b, c}, or null when the set has none (q = 0, c &lt; O, or a pinned count with another value). */
    long[] values(long a, long b, long c) {
        List<Long> full = new ArrayList<>(doubled ? List.of(a, b / (2 * a), b % (2 * a)) : List.of(a, b - a));
        if (doubled && full.get(1) < 1) {
            return null;
        }
        if (modulus == null) {
            full.add(c - b);
        } else {
            long m = at(modulus, a, b);
            long rest = c - at(offset, a, b);
            if (rest < 0 || m < 1) {
                return null;
            }
            full.add(rest / m);
            full.add(rest % m);
        }
        long[] all = full.stream().mapToLong(Long::longValue).toArray();
        if (pinned.isEmpty()) {
            return all; // the names are all the names, in their order (the discovery's fitting asks this of every census set)
        }
        Map<String, Long> x = FamilyFit.map(allNames(), all);
        for (Map.Entry<String, Affine> p : pinned.entrySet()) {
            if (p.getValue().eval(x) != x.get(p.getKey())) {
                return null;
            }
        }
        return names().stream().mapToLong(x::get).toArray();
    }

    /** The set {a, b, c} of a tuple: the inverse of {@link #values}. */
    long[] set(long[] v) {
        Map<String, Long> x = FamilyFit.map(names(), v);
        pinned.forEach((n, t) -> x.put(n, t.eval(x)));
        long a = x.get("a");
        long b = doubled ? 2 * a * x.get("q") + x.get("r") : a + x.get("d");
        long c = modulus == null ? b + x.get("e") : x.get("j") * at(modulus, a, b) + at(offset, a, b) + x.get("u");
        return new long[] {a, b, c};
    }

    private static long at(Affine t, long a, long b) {
        return t.constantTerm() + t.coefficient("a") * a + t.coefficient("b") * b;
    }

    /**
     * A term in a and b rewritten in the parameters a and d (b = a + d); under b = q (2a) + r only
     * terms without b are rewritten (they are terms in a already).
     */
    Affine inParameters(Affine t) {
        if (doubled) {
            if (t.coefficient("b") != 0) {
                throw new IllegalStateException("b = q (2a) + r is not affine in the parameters: " + t);
            }
            return t;
        }
        return Affine.constant(t.constantTerm()).plus(Affine.of("a").times(t.coefficient("a") + t.coefficient("b")))
                .plus(Affine.of("d").times(t.coefficient("b")));
    }

    /** The move a: {@code a}, or its value when pinned, or its term when tied. */
    String aText() {
        return text(param("a"), names());
    }

    /** A term with every pinned or tied parameter replaced by its term (the term itself when none is in it). */
    private Affine fix(Affine t) {
        Affine out = t;
        for (Map.Entry<String, Affine> p : pinned.entrySet()) {
            out = out.substitute(p.getKey(), p.getValue());
        }
        return out;
    }

    /** The term of a pinned parameter or the parameter itself. */
    private Affine param(String name) {
        return fix(Affine.of(name));
    }

    /** The move b as an expression of the parameters: {@code a + d}, {@code 2*q*a + r}, or with q pinned to 2 {@code 4 * a + r}. */
    String bText() {
        if (!doubled) {
            return text(fix(Affine.of("a").plus(Affine.of("d"))), names());
        }
        Long a = constant("a");
        if (pinned.containsKey("q")) {
            return text(fix(Affine.of("a").times(2 * constant("q")).plus(Affine.of("r"))), names());
        }
        if (a != null) {
            return text(Affine.of("q").times(2 * a).plus(param("r")), names());
        }
        return plus("2*q*a", rest(param("r")));
    }

    /** A non-negative term as an addend: "" for 0. */
    private String rest(Affine t) {
        return t.equals(Affine.ZERO) ? "" : text(t, names());
    }

    /** The move c as an expression of the parameters, e.g. {@code j*(2*a + d) + a + d + 1 + u}. */
    String cText() {
        if (modulus == null) {
            return plus(bText(), text(param("e"), names()));
        }
        Long j = constant("j");
        if (j != null && (!doubled || pinned.containsKey("q"))) { // all affine: one simplified term
            Affine b = doubled ? Affine.of("a").times(2 * constant("q")).plus(Affine.of("r")) : Affine.of("a").plus(Affine.of("d"));
            Affine o = doubled ? b : inParameters(offset);
            return text(fix(inParameters(modulus).times(j).plus(o).plus(Affine.of("u"))), names());
        }
        return plus(plus(multipleText(), offsetText()), rest(param("u")));
    }

    /** j M as an expression of the parameters, e.g. {@code j*(2*a + d)}, or k M expanded when j is pinned to k ("" for k = 0). */
    private String multipleText() {
        Long j = constant("j");
        if (j != null) {
            Affine jm = fix(inParameters(modulus).times(j));
            return jm.equals(Affine.ZERO) ? "" : text(jm, names());
        }
        String m = modulusText();
        return jText() + "*" + (m.contains(" ") ? "(" + m + ")" : m);
    }

    /** The count j as a factor: {@code j}, or its term in parentheses when tied to q ({@code (2 * q)}). */
    private String jText() {
        return pinned.containsKey("j") ? "(" + text(pinned.get("j"), names()) + ")" : "j";
    }

    private static String orZero(String term) {
        return term.isEmpty() ? "0" : term;
    }

    /** x + y as text, or the one that is not empty. */
    private static String plus(String x, String y) {
        return x.isEmpty() ? y : y.isEmpty() ? x : x + " + " + y;
    }

    /** M as an expression of the parameters. */
    private String modulusText() {
        return text(fix(inParameters(modulus)), names());
    }

    /** O as an expression of the parameters. */
    private String offsetText() {
        return doubled ? bText() : rest(fix(inParameters(offset)));
    }

    private static String text(Affine t, List<String> names) {
        return WordInferenceText.text(WordShape.sym(t, names));
    }

    /**
     * The largest value of the parameter at place i for which c &lt;= maxS, as an expression of the
     * parameters before it (the range's upper end in a statement whose instances are the census's
     * sets), or null for the parameters that do not determine c (a, d, q, r).
     */
    String censusEnd(int i, int maxS) {
        return switch (names().get(i)) {
            case "e" -> maxS + " - (" + bText() + ")";
            case "j" -> "floor(" + maxS + " - (" + orZero(plus(offsetText(), pinned.containsKey("u") ? rest(param("u")) : "")) + "), " + modulusText() + ")";
            case "u" -> maxS + " - (" + orZero(plus(multipleText(), offsetText())) + ")";
            default -> null;
        };
    }

    /** How the statement's title and the report name it, e.g. {@code b = a + d, c = j(a+b) + b+1 + u}. */
    String label() {
        Long q = constant("q");
        String b = (pinned.containsKey("a") ? "a = " + aText() + ", " : "")
                + (doubled ? "b = " + (q == null ? "2q" : String.valueOf(2 * q)) + "a + r, 0 <= r < 2a" : "b = a + d");
        if (modulus == null) {
            return b + ", c = b + e" + others();
        }
        String m = text(modulus, List.of("a", "b"));
        String o = text(offset.plus(Affine.of("u")), List.of("a", "b", "u"));
        Long j = constant("j");
        return b + ", c = " + (j == null ? jText() : String.valueOf(j)) + "*(" + m + ") + " + o + ", 0 <= u < " + m + others();
    }

    /** The pinned or tied parameters other than a, q and j, e.g. {@code , r = 1, d = a} ("" when none). */
    private String others() {
        StringBuilder sb = new StringBuilder();
        for (String n : allNames()) {
            if (pinned.containsKey(n) && !List.of("a", "q", "j").contains(n)) {
                sb.append(", ").append(n).append(" = ").append(text(pinned.get(n), names()));
            }
        }
        return sb.toString();
    }
}
