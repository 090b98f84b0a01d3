package org.subgames.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.concurrent.Callable;
import org.subgames.sink.AdditiveSet;
import org.subgames.sink.Factor;
import org.subgames.sink.PeriodWord;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code word --a 5 --b 11 [--format text|json]}: the factorised period word W(a, b). */
@Command(name = "word", mixinStandardHelpOptions = true,
        description = "Print the period word W(a, b) of the sink game on {a, b, a+b}, factor by factor.")
final class WordCommand implements Callable<Integer> {

    enum Format { text, json }

    @Option(names = "--a", required = true, description = "a >= 1")
    int a;

    @Option(names = "--b", required = true, description = "b > a")
    int b;

    @Option(names = "--format", defaultValue = "text", description = "text or json (default: ${DEFAULT-VALUE})")
    Format format;

    @Override
    public Integer call() throws Exception {
        AdditiveSet set = new AdditiveSet(a, b);
        PeriodWord w = PeriodWord.of(set);
        if (format == Format.text) {
            System.out.println(w.toRunLengthText());
            return 0;
        }
        ObjectMapper om = new ObjectMapper();
        ObjectNode root = om.createObjectNode();
        root.put("a", a).put("b", b).put("k", set.k()).put("c", set.c()).put("d", set.d());
        root.put("case", set.isQuadratic() ? "quadratic" : "linear");
        root.put("length", w.length()).put("minimalPeriod", set.minimalPeriod());
        ArrayNode fs = root.putArray("factors");
        for (Factor f : w.factors()) {
            ObjectNode o = fs.addObject();
            o.put("name", f.name()).put("block", f.block()).put("type", f.type().name())
                    .put("repetition", f.repetition()).put("letter", f.letter())
                    .put("start", f.start()).put("length", f.length());
        }
        System.out.println(om.writeValueAsString(root));
        return 0;
    }
}
