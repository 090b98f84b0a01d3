package org.subgames.specs;

import java.util.List;
import java.util.Map;
import org.subgames.run.IntRange;

/**
 * A theorem or conjecture about the additive sets S = {a, b, a+b}, b = 2ka + c, as written in one
 * file of {@code specs/}: the ranges of a, k (and optionally c) it is checked over by default, an
 * optional filter {@code where}, named helper values {@code let}, and its claims.
 *
 * @param c the default range of c, or null for every c with 0 &lt;= c &lt; 2a
 */
public record Statement(String id, String title, String kind, String source, String file,
                        IntRange a, IntRange k, IntRange c, Expr where, Map<String, Expr> lets, List<Claim> claims) {
}
