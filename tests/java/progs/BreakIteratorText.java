import java.text.BreakIterator;
import java.text.CharacterIterator;
import java.text.StringCharacterIterator;
import java.util.Locale;
import java.util.Random;

/** java.text.BreakIterator: character, word, line and sentence boundaries of ordinary English and Latin text. */
public class BreakIteratorText {
    static String seg(BreakIterator b, String s) {
        b.setText(s);
        StringBuilder r = new StringBuilder();
        int start = b.first();
        for (int end = b.next(); end != BreakIterator.DONE; start = end, end = b.next()) r.append(s, start, end).append('|');
        return esc(r.toString());
    }

    static String esc(String s) {
        return s.replace("\n", "\\n").replace("\r", "\\r").replace("\t", "\\t");
    }

    static final String[] TEXTS = {
        "Hello, world! How are you? I'm fine.",
        "Mr. Smith went to Washington. He said \"Hi.\" Then left.",
        "It costs $3.50 (or 3,000 yen) e.g. today... OK?  Yes!",
        "well-known co-operation: x_y a.b.c 12:30 50% #tag @user user@example.com http://x.org/a?b=c",
        "The U.S.A. is big. the end. 3. Next one",
        "Tabs\tand\nnew lines\r\nhere.  Two  spaces",
        "Caf\u00e9 na\u00efve r\u00e9sum\u00e9 co\u00f6perate \u2014 em dash \u2013 en dash",
        "Don't stop 'quoted' \"double\" (paren) [bracket] {brace}",
        "a\u0301bc e\u0308 \uD83D\uDE00 x",
        "What?! Really?? Yes!!! no.",
        "end with space ",
        "line1\n\nline2",
        "Numbers 1,234.56 and -7 and +8 and 1e10 and 0x1F",
        "A sentence. another sentence. \"Quoted sentence.\" (Paren sentence.) Last",
        "hyphen-ated soft\u00adhyphen non\u2011breaking slash/word",
        "a. b a.  b a.\tb a.\nb a. 1 a. (b a. B a.B a.) b a.)  b a... B a? b a?b a.  -b Mr.  Smith",
    };

    static final String[] WORDS = {"the", "The", "quick", "Brown", "fox", "don't", "it's", "well-known", "co-op", "e.g.", "U.S.A.", "Mr.", "Dr.",
        "caf\u00e9", "na\u00efve", "\u00dcber", "r\u00e9sum\u00e9", "x_y", "OK", "I", "a", "A", "re-entry", "rock'n'roll", "state-of-the-art", "etc.",
        "i.e.", "Ph.D.", "O'Brien", "nine", "\u00e9lan", "Zo\u00eb", "\u00fcber"};
    static final String[] NUMS = {"3", "42", "3.14", "1,000", "$5", "$3.50", "50%", "12:30", "2024-01-02", "1st", "#1", "-7", "+8", "1.5.3",
        "10,000.25", "\u20ac20", "0.5%"};
    static final String[] PLAIN = {"3", "42", "3.14", "1,000", "50%", "12:30", "1st", "1.5.3", "2024-01-02"};
    static final String[] AFTER = {".", ",", "?", "!", ";", ":", "...", ".\"", "?)", "", "", ""};
    static final String[] BETWEEN = {"  ", "\n", " \u2014 ", " - ", "\t", "\r\n", "\n\n", " ", " ", " ", " ", " ", " ", " "};

    /** Random prose; for sentences without what java's sentence rules treat specially (see TextBoundaries). */
    static String prose(Random r, boolean sentences) {
        StringBuilder sb = new StringBuilder();
        int len = 1 + r.nextInt(10);
        for (int i = 0; i < len; i++) {
            boolean num = r.nextInt(5) == 0;
            String w = num ? (sentences ? PLAIN[r.nextInt(PLAIN.length)] : NUMS[r.nextInt(NUMS.length)]) : WORDS[r.nextInt(WORDS.length)];
            if (sentences && w.endsWith(".")) w = w.substring(0, w.length() - 1).replace(".", "");
            int q = sentences && num ? 13 : r.nextInt(14);
            if (q == 0) w = "\"" + w + "\"";
            else if (q == 1) w = "(" + w + ")";
            else if (q == 2) w = "'" + w + "'";
            else if (q == 3) w = "[" + w + "]";
            String p = AFTER[r.nextInt(AFTER.length)];
            if (sentences && num && (p.equals("...") || p.equals(".\""))) p = ".";
            sb.append(w).append(p);
            if (i + 1 < len) sb.append(BETWEEN[r.nextInt(BETWEEN.length)]);
        }
        return sb.toString();
    }

    public static void main(String[] args) {
        BreakIterator[] its = {BreakIterator.getCharacterInstance(), BreakIterator.getWordInstance(Locale.US), BreakIterator.getLineInstance(Locale.UK),
            BreakIterator.getSentenceInstance(Locale.ENGLISH)};
        String[] names = {"char", "word", "line", "sentence"};
        for (String t : TEXTS) {
            System.out.println("TEXT " + esc(t));
            for (int k = 1; k < 4; k++) System.out.println("  " + names[k] + " " + seg(its[k], t));
        }
        System.out.println(seg(its[0], "a\u0301bc e\u0308 \uD83D\uDE00 x\r\ny\u200Dz\t\u0301"));
        for (int k = 0; k < 4; k++) {
            Random r = new Random(k + 1);
            int h = 0;
            for (int n = 0; n < 1500; n++) {
                String s = prose(r, k == 3);
                String out = seg(its[k], s);
                if (n < 3) System.out.println(names[k] + " " + esc(s) + " => " + out);
                h = 31 * h + out.hashCode();
            }
            System.out.println(names[k] + " hash " + h);
        }

        BreakIterator w = BreakIterator.getWordInstance();
        w.setText("Hello big world");
        System.out.println(w.current() + " " + w.next() + " " + w.next(2) + " " + w.current() + " " + w.previous() + " " + w.next(-2) + " " + w.previous() + " "
            + w.last() + " " + w.next() + " " + w.current());
        System.out.println(w.following(3) + " " + w.current() + " " + w.preceding(6) + " " + w.isBoundary(6) + " " + w.current() + " " + w.isBoundary(7) + " "
            + w.current() + " " + w.following(15) + " " + w.preceding(0) + " " + w.next(100) + " " + w.current());
        for (int bad : new int[] {-1, 16}) {
            try {
                w.following(bad);
            } catch (IllegalArgumentException e) {
                System.out.println(e);
            }
            try {
                w.preceding(bad);
            } catch (IllegalArgumentException e) {
                System.out.println(e);
            }
            try {
                w.isBoundary(bad);
            } catch (IllegalArgumentException e) {
                System.out.println(e);
            }
        }
        CharacterIterator ci = w.getText();
        System.out.println(ci.getBeginIndex() + " " + ci.getEndIndex());
        w.setText(new StringCharacterIterator("abc def", 2, 6, 3));
        System.out.println(w.first() + " " + w.next() + " " + w.next() + " " + w.next() + " " + w.last() + " " + w.following(2));
        BreakIterator c = (BreakIterator) w.clone();
        System.out.println(c.current() + " " + c.previous() + " " + w.current());
        w.setText("");
        System.out.println(w.first() + " " + w.next() + " " + w.last() + " " + w.previous() + " " + w.current());
    }
}
