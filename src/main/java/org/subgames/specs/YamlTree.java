package org.subgames.specs;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import java.io.IOException;
import java.io.Reader;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A YAML document read with Jackson's streaming parser into a small tree that remembers the line of
 * every node, so that errors in a statement can name the line they come from.
 */
final class YamlTree {

    /** A node: a scalar (text), a list or a map, with the file and line it starts on. */
    static final class Node {
        final String file;
        final int line;
        final String scalar;
        final List<Node> list;
        final Map<String, Node> map;

        private Node(String file, int line, String scalar, List<Node> list, Map<String, Node> map) {
            this.file = file;
            this.line = line;
            this.scalar = scalar;
            this.list = list;
            this.map = map;
        }

        boolean isScalar() {
            return scalar != null;
        }

        SpecException error(String message) {
            return new SpecException(file, line, message);
        }

        /** The map of this node, or an error. */
        Map<String, Node> asMap(String what) {
            if (map == null) {
                throw error(what + " must be a mapping of keys to values");
            }
            return map;
        }

        List<Node> asList(String what) {
            if (list == null) {
                throw error(what + " must be a list");
            }
            return list;
        }

        String asText(String what) {
            if (scalar == null) {
                throw error(what + " must be a single value, not a list or mapping");
            }
            return scalar;
        }
    }

    private YamlTree() {
    }

    /** A scalar placed at another node's line (for text cut out of a value, e.g. a forall range). */
    static Node scalar(Node at, String text) {
        return new Node(at.file, at.line, text, null, null);
    }

    /** A scalar from somewhere other than a file (a command-line option). */
    static Node scalar(String origin, String text) {
        return new Node(origin, 0, text, null, null);
    }

    static Node read(String file, Reader in) {
        try (JsonParser p = new YAMLFactory().createParser(in)) {
            JsonToken t = p.nextToken();
            if (t == null) {
                throw new SpecException(file, 1, "the file is empty");
            }
            Node root = node(file, p);
            if (p.nextToken() != null) {
                throw new SpecException(file, line(p), "more than one YAML document");
            }
            return root;
        } catch (JsonProcessingException e) {
            int line = e.getLocation() == null ? 0 : e.getLocation().getLineNr();
            throw new SpecException(file, line, "YAML syntax error: " + e.getOriginalMessage().split("\n")[0]);
        } catch (IOException e) {
            throw new SpecException(file, 0, "cannot read: " + e.getMessage());
        }
    }

    private static int line(JsonParser p) {
        return p.currentTokenLocation().getLineNr();
    }

    private static Node node(String file, JsonParser p) throws IOException {
        JsonToken t = p.currentToken();
        int line = line(p);
        if (t == JsonToken.START_OBJECT) {
            Map<String, Node> map = new LinkedHashMap<>();
            while (p.nextToken() == JsonToken.FIELD_NAME) {
                String key = p.currentName();
                int keyLine = line(p);
                p.nextToken();
                Node value = node(file, p);
                if (map.put(key, value) != null) {
                    throw new SpecException(file, keyLine, "key '" + key + "' is given twice");
                }
            }
            return new Node(file, line, null, null, Collections.unmodifiableMap(map));
        }
        if (t == JsonToken.START_ARRAY) {
            List<Node> list = new ArrayList<>();
            while (p.nextToken() != JsonToken.END_ARRAY) {
                list.add(node(file, p));
            }
            return new Node(file, line, null, Collections.unmodifiableList(list), null);
        }
        if (t == JsonToken.VALUE_NULL) {
            return new Node(file, line, "", null, null);
        }
        return new Node(file, line, p.getText(), null, null);
    }
}
