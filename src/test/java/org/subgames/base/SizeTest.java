package org.subgames.base;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

@Tag("statements")
class SizeTest {

    @Test
    void decimalAndPowersOfTwo() {
        assertEquals(1000, Size.parse("1000"));
        assertEquals(1L << 30, Size.parse("2^30"));
        assertEquals(1, Size.parse(" 2^0 "));
    }

    @Test
    void rejectsMalformed() {
        for (String s : new String[] {"", "2^", "2^63", "2^-1", "-5", "3^4", "1e6", "abc"}) {
            assertThrows(IllegalArgumentException.class, () -> Size.parse(s), s);
        }
    }
}
