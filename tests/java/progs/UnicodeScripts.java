// Character.UnicodeScript: values() in order, of() over every code point (printed as ranges),
// forName with names and four-letter codes in any case, and its exceptions.
public class UnicodeScripts {
    public static void main(String[] args) {
        StringBuilder sb = new StringBuilder();
        for (Character.UnicodeScript s : Character.UnicodeScript.values()) {
            sb.append(s.ordinal()).append(':').append(s).append(' ');
        }
        System.out.println(sb);
        Character.UnicodeScript prev = null;
        int start = 0;
        for (int cp = 0; cp <= 0x110000; cp++) {
            Character.UnicodeScript s = cp <= 0x10FFFF ? Character.UnicodeScript.of(cp) : null;
            if (cp == 0x110000 || s != prev) {
                if (cp > 0) {
                    System.out.println(Integer.toHexString(start) + ".." + Integer.toHexString(cp - 1) + " " + prev);
                }
                prev = s;
                start = cp;
            }
        }
        String[] ss = {"LATIN", "latin", "Latn", "latn", "LaTn", "Common", "ZYYY", "Unknown", "Zzzz", "Han", "HANI", "Hira",
            "Kana", "Hrkt", "Cyrl", "Grek", "nope", "OLD_ITALIC", "Old Italic", "Ital", "Qaac", "Qaai", "Zinh", "INHERITED",
            "Copt", "Coptic", "Hang", "Arab", "Vith", "Toto", "Yezidi", "Yezi", ""};
        for (String s : ss) {
            try {
                System.out.println("<" + s + "> " + Character.UnicodeScript.forName(s));
            } catch (IllegalArgumentException e) {
                System.out.println("<" + s + "> " + e);
            }
        }
        try {
            Character.UnicodeScript.of(0x110000);
        } catch (IllegalArgumentException e) {
            System.out.println(e);
        }
        System.out.println(Character.UnicodeScript.valueOf("GREEK") + " " + Character.UnicodeScript.of('\u4e2d')
            + " " + Character.UnicodeScript.of('\u3042') + " " + Character.UnicodeScript.of(0x1F600));
    }
}
