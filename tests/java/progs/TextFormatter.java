import java.util.*;

/** Text formatting: word wrap, full justification, centering, hyphenation, columns, and a table renderer. */
public class TextFormatter {
    static final String TEXT = "It was the best of times, it was the worst of times, it was the age of wisdom, it was the age of foolishness, "
            + "it was the epoch of belief, it was the epoch of incredulity, it was the season of Light, it was the season of Darkness, "
            + "it was the spring of hope, it was the winter of despair, we had everything before us, we had nothing before us, "
            + "we were all going direct to Heaven, we were all going direct the other way. Supercalifragilisticexpialidocious words "
            + "must be broken when they exceed the width.";

    static List<String> words(String text) {
        List<String> out = new ArrayList<String>();
        for (String w : text.trim().split("\\s+")) if (!w.isEmpty()) out.add(w);
        return out;
    }

    /** Greedy wrap; words longer than width are hyphenated. */
    static List<String> wrap(List<String> words, int width) {
        List<String> lines = new ArrayList<String>();
        StringBuilder cur = new StringBuilder();
        Deque<String> queue = new ArrayDeque<String>(words);
        while (!queue.isEmpty()) {
            String w = queue.pollFirst();
            if (w.length() > width) {
                int room = cur.length() == 0 ? width : width - cur.length() - 1;
                if (room < 4) {
                    lines.add(cur.toString());
                    cur.setLength(0);
                    room = width;
                }
                String head = w.substring(0, room - 1) + "-";
                String tail = w.substring(room - 1);
                if (cur.length() > 0) cur.append(' ');
                cur.append(head);
                lines.add(cur.toString());
                cur.setLength(0);
                queue.addFirst(tail);
                continue;
            }
            if (cur.length() == 0) cur.append(w);
            else if (cur.length() + 1 + w.length() <= width) cur.append(' ').append(w);
            else {
                lines.add(cur.toString());
                cur.setLength(0);
                cur.append(w);
            }
        }
        if (cur.length() > 0) lines.add(cur.toString());
        return lines;
    }

    static String justify(String line, int width) {
        List<String> ws = words(line);
        if (ws.size() == 1) return line;
        int letters = 0;
        for (String w : ws) letters += w.length();
        int gaps = ws.size() - 1;
        int spaces = width - letters;
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < ws.size(); i++) {
            sb.append(ws.get(i));
            if (i < gaps) {
                int n = spaces / gaps + (i < spaces % gaps ? 1 : 0);
                for (int k = 0; k < n; k++) sb.append(' ');
            }
        }
        return sb.toString();
    }

    static String center(String s, int width) {
        int pad = width - s.length();
        if (pad <= 0) return s;
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < pad / 2; i++) sb.append(' ');
        sb.append(s);
        for (int i = 0; i < pad - pad / 2; i++) sb.append(' ');
        return sb.toString();
    }

    static String rightAlign(String s, int width) {
        return String.format("%" + width + "s", s);
    }

    static void box(List<String> lines, int width) {
        StringBuilder border = new StringBuilder("+");
        for (int i = 0; i < width + 2; i++) border.append('-');
        border.append('+');
        System.out.println(border);
        for (String l : lines) System.out.println("| " + String.format("%-" + width + "s", l) + " |");
        System.out.println(border);
    }

    static void columns(List<String> lines, int colWidth, int cols) {
        int rows = (lines.size() + cols - 1) / cols;
        for (int r = 0; r < rows; r++) {
            StringBuilder sb = new StringBuilder();
            for (int c = 0; c < cols; c++) {
                int idx = c * rows + r;
                String cell = idx < lines.size() ? lines.get(idx) : "";
                sb.append(String.format("%-" + colWidth + "s", cell));
                if (c < cols - 1) sb.append(" | ");
            }
            System.out.println(sb.toString().replaceAll("\\s+$", ""));
        }
    }

    static void table(String[] header, String[][] rows) {
        int[] w = new int[header.length];
        for (int i = 0; i < header.length; i++) w[i] = header[i].length();
        for (String[] row : rows) for (int i = 0; i < row.length; i++) w[i] = Math.max(w[i], row[i].length());
        StringBuilder sep = new StringBuilder("+");
        for (int x : w) {
            for (int i = 0; i < x + 2; i++) sep.append('=');
            sep.append('+');
        }
        System.out.println(sep);
        StringBuilder h = new StringBuilder("|");
        for (int i = 0; i < header.length; i++) h.append(' ').append(center(header[i], w[i])).append(" |");
        System.out.println(h);
        System.out.println(sep.toString().replace('=', '-'));
        for (String[] row : rows) {
            StringBuilder sb = new StringBuilder("|");
            for (int i = 0; i < row.length; i++) {
                boolean numeric = row[i].matches("-?[0-9.,%$]+");
                sb.append(' ').append(numeric ? rightAlign(row[i], w[i]) : String.format("%-" + w[i] + "s", row[i])).append(" |");
            }
            System.out.println(sb);
        }
        System.out.println(sep);
    }

    static String capitalizeSentences(String text) {
        StringBuilder sb = new StringBuilder(text.length());
        boolean cap = true;
        for (char c : text.toCharArray()) {
            if (cap && Character.isLetter(c)) {
                sb.append(Character.toUpperCase(c));
                cap = false;
            } else {
                sb.append(c);
            }
            if (c == '.' || c == '!' || c == '?') cap = true;
        }
        return sb.toString();
    }

    public static void main(String[] args) {
        List<String> ws = words(TEXT);
        System.out.println("words: " + ws.size());
        for (int width : new int[] {72, 40, 25, 12}) {
            List<String> lines = wrap(ws, width);
            System.out.println("== width " + width + ", " + lines.size() + " lines, ragged ==");
            for (String l : lines) System.out.println(l);
            System.out.println("== justified ==");
            for (int i = 0; i < lines.size(); i++) {
                String l = lines.get(i);
                System.out.println(i == lines.size() - 1 ? l : justify(l, width));
            }
        }
        System.out.println("== centered (30) ==");
        for (String l : wrap(words("a centered poem with some short lines and longer ones too"), 18)) System.out.println("[" + center(l, 30) + "]");
        System.out.println("== right aligned (30) ==");
        for (String l : wrap(words("right aligned text flows against the right margin neatly"), 20)) System.out.println("[" + rightAlign(l, 30) + "]");
        System.out.println("== boxed ==");
        box(wrap(words("Boxes are drawn with plus and minus characters around wrapped text."), 24), 24);
        System.out.println("== three columns ==");
        columns(wrap(ws, 22), 22, 3);
        System.out.println("== table ==");
        table(new String[] {"Item", "Qty", "Price", "Note"}, new String[][] {
            {"Widget", "12", "$3.50", "blue"},
            {"Gadget with a long name", "1", "$129.99", ""},
            {"Doohickey", "1,024", "$0.05", "bulk order"},
            {"Thingamajig", "-3", "$7.00", "returned"},
        });
        System.out.println(capitalizeSentences("hello there. this is a test! does it work? yes.  it does."));
        Map<Integer, Integer> lengthHist = new TreeMap<Integer, Integer>();
        for (String w : ws) {
            int len = w.replaceAll("[^A-Za-z]", "").length();
            Integer c = lengthHist.get(len);
            lengthHist.put(len, c == null ? 1 : c + 1);
        }
        for (Map.Entry<Integer, Integer> e : lengthHist.entrySet()) {
            StringBuilder bar = new StringBuilder();
            for (int i = 0; i < e.getValue(); i++) bar.append('#');
            System.out.println(String.format("%2d %s", e.getKey(), bar));
        }
    }
}
