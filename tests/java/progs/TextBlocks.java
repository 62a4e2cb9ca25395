// release: 17
public class TextBlocks {
    public static void main(String[] args) {
        String json = """
            {
              "name": "jpor",
              "version": 1,
              "tags": ["vm", "java"]
            }
            """;
        System.out.print(json);
        System.out.println("length " + json.length() + " lines " + json.split("\n").length);
        String noTrailingNewline = """
            one
            two""";
        System.out.println("[" + noTrailingNewline + "]");
        String indented = """
                deeper
              less
            base
            """;
        System.out.print(indented);
        String escapes = """
            tab:\there
            quote: \"""
            backslash: \\
            joined \
            line
            trailing space kept:\s
            unicode: \u0041
            """;
        System.out.print(escapes.replace(' ', '.'));
        String sql = """
            SELECT id, name
              FROM users
             WHERE age > %d
            """.formatted(21);
        System.out.print(sql);
        String html = """
            <ul>
            %s</ul>
            """;
        StringBuilder items = new StringBuilder();
        for (String s : new String[] {"a", "b", "c"}) items.append("  <li>").append(s).append("</li>\n");
        System.out.print(String.format(html, items));
        String empty = """
            """;
        System.out.println("empty length " + empty.length());
        System.out.println("""
            inline argument""".toUpperCase());
    }
}
