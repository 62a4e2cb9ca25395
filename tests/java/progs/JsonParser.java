import java.util.*;

/** A JSON parser and printer for nested maps and lists, with round-tripping and queries. */
public class JsonParser {
    static class JsonException extends RuntimeException {
        JsonException(String msg, int pos) { super(msg + " at " + pos); }
    }

    static final Object NULL = new Object() {
        @Override public String toString() { return "null"; }
    };

    private final String src;
    private int pos;

    JsonParser(String src) { this.src = src; }

    static Object parse(String s) {
        JsonParser p = new JsonParser(s);
        p.ws();
        Object v = p.value();
        p.ws();
        if (p.pos != s.length()) throw new JsonException("trailing characters", p.pos);
        return v;
    }

    void ws() {
        while (pos < src.length() && Character.isWhitespace(src.charAt(pos))) pos++;
    }

    char peek() {
        if (pos >= src.length()) throw new JsonException("unexpected end", pos);
        return src.charAt(pos);
    }

    void expect(char c) {
        if (peek() != c) throw new JsonException("expected '" + c + "' but got '" + peek() + "'", pos);
        pos++;
    }

    Object value() {
        char c = peek();
        switch (c) {
            case '{': return object();
            case '[': return array();
            case '"': return string();
            case 't': literal("true"); return Boolean.TRUE;
            case 'f': literal("false"); return Boolean.FALSE;
            case 'n': literal("null"); return NULL;
            default:
                if (c == '-' || Character.isDigit(c)) return number();
                throw new JsonException("unexpected character '" + c + "'", pos);
        }
    }

    void literal(String word) {
        if (!src.startsWith(word, pos)) throw new JsonException("bad literal", pos);
        pos += word.length();
    }

    Map<String, Object> object() {
        Map<String, Object> m = new LinkedHashMap<String, Object>();
        expect('{');
        ws();
        if (peek() == '}') { pos++; return m; }
        while (true) {
            ws();
            String key = string();
            ws();
            expect(':');
            ws();
            m.put(key, value());
            ws();
            if (peek() == ',') { pos++; continue; }
            expect('}');
            return m;
        }
    }

    List<Object> array() {
        List<Object> l = new ArrayList<Object>();
        expect('[');
        ws();
        if (peek() == ']') { pos++; return l; }
        while (true) {
            ws();
            l.add(value());
            ws();
            if (peek() == ',') { pos++; continue; }
            expect(']');
            return l;
        }
    }

    String string() {
        expect('"');
        StringBuilder sb = new StringBuilder();
        while (true) {
            char c = peek();
            pos++;
            if (c == '"') return sb.toString();
            if (c == '\\') {
                char e = peek();
                pos++;
                switch (e) {
                    case 'n': sb.append('\n'); break;
                    case 't': sb.append('\t'); break;
                    case 'r': sb.append('\r'); break;
                    case 'b': sb.append('\b'); break;
                    case 'f': sb.append('\f'); break;
                    case '/': sb.append('/'); break;
                    case '\\': sb.append('\\'); break;
                    case '"': sb.append('"'); break;
                    case 'u':
                        sb.append((char) Integer.parseInt(src.substring(pos, pos + 4), 16));
                        pos += 4;
                        break;
                    default: throw new JsonException("bad escape \\" + e, pos);
                }
            } else {
                sb.append(c);
            }
        }
    }

    Object number() {
        int start = pos;
        if (peek() == '-') pos++;
        while (pos < src.length() && Character.isDigit(src.charAt(pos))) pos++;
        boolean isDouble = false;
        if (pos < src.length() && src.charAt(pos) == '.') {
            isDouble = true;
            pos++;
            while (pos < src.length() && Character.isDigit(src.charAt(pos))) pos++;
        }
        if (pos < src.length() && (src.charAt(pos) == 'e' || src.charAt(pos) == 'E')) {
            isDouble = true;
            pos++;
            if (src.charAt(pos) == '+' || src.charAt(pos) == '-') pos++;
            while (pos < src.length() && Character.isDigit(src.charAt(pos))) pos++;
        }
        String t = src.substring(start, pos);
        if (isDouble) return Double.parseDouble(t);
        long l = Long.parseLong(t);
        if (l >= Integer.MIN_VALUE && l <= Integer.MAX_VALUE) return (int) l;
        return l;
    }

    static String quote(String s) {
        StringBuilder sb = new StringBuilder("\"");
        for (char c : s.toCharArray()) {
            switch (c) {
                case '"': sb.append("\\\""); break;
                case '\\': sb.append("\\\\"); break;
                case '\n': sb.append("\\n"); break;
                case '\t': sb.append("\\t"); break;
                case '\r': sb.append("\\r"); break;
                default:
                    if (c < 0x20 || c > 0x7e) sb.append(String.format("\\u%04x", (int) c));
                    else sb.append(c);
            }
        }
        return sb.append('"').toString();
    }

    @SuppressWarnings("unchecked")
    static void write(Object v, StringBuilder out, int indent, int level) {
        String nl = indent > 0 ? "\n" : "";
        if (v instanceof Map) {
            Map<String, Object> m = (Map<String, Object>) v;
            if (m.isEmpty()) { out.append("{}"); return; }
            out.append('{').append(nl);
            int i = 0;
            for (Map.Entry<String, Object> e : m.entrySet()) {
                pad(out, indent * (level + 1));
                out.append(quote(e.getKey())).append(indent > 0 ? ": " : ":");
                write(e.getValue(), out, indent, level + 1);
                if (++i < m.size()) out.append(',');
                out.append(nl);
            }
            pad(out, indent * level);
            out.append('}');
        } else if (v instanceof List) {
            List<Object> l = (List<Object>) v;
            if (l.isEmpty()) { out.append("[]"); return; }
            out.append('[').append(nl);
            for (int i = 0; i < l.size(); i++) {
                pad(out, indent * (level + 1));
                write(l.get(i), out, indent, level + 1);
                if (i < l.size() - 1) out.append(',');
                out.append(nl);
            }
            pad(out, indent * level);
            out.append(']');
        } else if (v instanceof String) {
            out.append(quote((String) v));
        } else {
            out.append(v);
        }
    }

    static void pad(StringBuilder sb, int n) {
        for (int i = 0; i < n; i++) sb.append(' ');
    }

    static String toJson(Object v, int indent) {
        StringBuilder sb = new StringBuilder();
        write(v, sb, indent, 0);
        return sb.toString();
    }

    @SuppressWarnings("unchecked")
    static Object query(Object root, String path) {
        Object cur = root;
        for (String part : path.split("\\.")) {
            if (cur instanceof Map) cur = ((Map<String, Object>) cur).get(part);
            else if (cur instanceof List) cur = ((List<Object>) cur).get(Integer.parseInt(part));
            else return null;
            if (cur == null) return null;
        }
        return cur;
    }

    @SuppressWarnings("unchecked")
    static void stats(Object v, Map<String, Integer> counts, int depth, int[] maxDepth) {
        maxDepth[0] = Math.max(maxDepth[0], depth);
        String kind = v instanceof Map ? "object" : v instanceof List ? "array" : v instanceof String ? "string"
                : v instanceof Boolean ? "boolean" : v == NULL ? "null" : v instanceof Double ? "double" : "integer";
        Integer c = counts.get(kind);
        counts.put(kind, c == null ? 1 : c + 1);
        if (v instanceof Map) for (Object x : ((Map<String, Object>) v).values()) stats(x, counts, depth + 1, maxDepth);
        if (v instanceof List) for (Object x : (List<Object>) v) stats(x, counts, depth + 1, maxDepth);
    }

    public static void main(String[] args) {
        String doc = "{ \"name\": \"jpor\", \"version\": 17, \"big\": 12345678901, \"ratio\": 0.75, \"exp\": -1.5e-3,\n"
                + "  \"tags\": [\"vm\", \"java\", \"c\"], \"nested\": {\"a\": {\"b\": {\"c\": [1, 2, {\"d\": null}]}}},\n"
                + "  \"flags\": {\"fast\": true, \"safe\": false}, \"empty\": {}, \"none\": [],\n"
                + "  \"text\": \"line1\\nline2\\t\\\"quoted\\\" \\u0041\\u00e9 \\\\ /\" }";
        Object root = parse(doc);
        System.out.println(toJson(root, 0));
        System.out.println(toJson(root, 2));
        String again = toJson(parse(toJson(root, 2)), 0);
        System.out.println("round trip equal: " + again.equals(toJson(root, 0)));
        String[] paths = {"name", "version", "big", "tags.1", "nested.a.b.c.2.d", "nested.a.b.c.0", "flags.safe", "missing.x", "ratio"};
        for (String p : paths) {
            Object v = query(root, p);
            System.out.println(p + " -> " + v + (v == null ? "" : " (" + (v == NULL ? "NULL" : v.getClass().getSimpleName()) + ")"));
        }
        Map<String, Integer> counts = new TreeMap<String, Integer>();
        int[] depth = {0};
        stats(root, counts, 0, depth);
        System.out.println("counts " + counts + " max depth " + depth[0]);
        // build a document programmatically
        Map<String, Object> built = new LinkedHashMap<String, Object>();
        List<Object> people = new ArrayList<Object>();
        String[] names = {"Ann", "Bob", "Cy"};
        for (int i = 0; i < names.length; i++) {
            Map<String, Object> p = new LinkedHashMap<String, Object>();
            p.put("id", i + 1);
            p.put("name", names[i]);
            p.put("score", 50.5 + i * 12.25);
            p.put("admin", i == 0);
            List<Object> nums = new ArrayList<Object>();
            for (int k = 0; k <= i; k++) nums.add(k * k);
            p.put("squares", nums);
            people.add(p);
        }
        built.put("people", people);
        built.put("count", people.size());
        built.put("note", "tab\there");
        String json = toJson(built, 4);
        System.out.println(json);
        System.out.println(toJson(parse(json), 0));
        String[] bad = {"{", "[1, 2", "{\"a\" 1}", "tru", "[1,]", "\"unterminated", "{} extra", "-", "{\"a\":\"\\x\"}"};
        for (String b : bad) {
            try {
                parse(b);
                System.out.println("parsed?! " + b);
            } catch (JsonException e) {
                System.out.println("error for " + b + " : " + e.getMessage());
            } catch (RuntimeException e) {
                System.out.println("error for " + b + " : " + e.getClass().getSimpleName());
            }
        }
        // a large generated array
        StringBuilder big = new StringBuilder("[");
        for (int i = 0; i < 500; i++) big.append(i > 0 ? "," : "").append("{\"i\":").append(i).append(",\"s\":\"v").append(i % 7).append("\"}");
        big.append("]");
        @SuppressWarnings("unchecked")
        List<Object> arr = (List<Object>) parse(big.toString());
        long sum = 0;
        Map<String, Integer> byS = new TreeMap<String, Integer>();
        for (Object o : arr) {
            @SuppressWarnings("unchecked")
            Map<String, Object> m = (Map<String, Object>) o;
            sum += (Integer) m.get("i");
            String s = (String) m.get("s");
            Integer c = byS.get(s);
            byS.put(s, c == null ? 1 : c + 1);
        }
        System.out.println("array size " + arr.size() + " sum " + sum + " groups " + byS);
    }
}
