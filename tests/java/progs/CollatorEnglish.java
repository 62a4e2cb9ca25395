import java.text.CollationKey;
import java.text.Collator;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Random;

/** java.text.Collator for English: the three strengths and IDENTICAL on Latin letters, marks, spaces and symbols. */
public class CollatorEnglish {
    static String esc(String s) {
        StringBuilder b = new StringBuilder();
        for (char ch : s.toCharArray()) b.append(ch < 0x21 || ch >= 0x7f ? String.format("<%x>", (int) ch) : String.valueOf(ch));
        return b.toString();
    }

    public static void main(String[] args) {
        Collator c = Collator.getInstance(Locale.US);
        System.out.println(c.getStrength() + " " + c.getDecomposition() + " " + c.equals(Collator.getInstance(Locale.UK)) + " " + c.equals(c.clone()));
        String[] words = {"peach", "P\u00e9ch\u00e9", "p\u00e9ch\u00e9", "p\u00each\u00e9", "Peach", "p\u00e9che", "pe-ach", "pe ach", "apple", "Apple", "\u00c6sop", "Aesop",
            "stra\u00dfe", "strasse", "Strasse", "co-op", "coop", "Co-op", "\u00f0orn", "dorn", "eorn", "\u00fe", "tz", "u", "na\u00efve", "naive", "NAIVE", "r\u00e9sum\u00e9",
            "resume", "R\u00e9sum\u00e9", "1st", "10", "9", "_x", "x_", "@home", "#tag", "\u00d8resund", "Oresund", "zebra", "\u00c5ngstr\u00f6m", "Angstrom", "a\u0301", "\u00e1",
            "e\u0308", "\u00eb", "", " ", "\u00a0a", "a", "A", "\u00e0", "\u00c0"};
        for (int s = 0; s < 4; s++) {
            c.setStrength(s);
            List<String> l = new ArrayList<>(Arrays.asList(words));
            l.sort(c);
            StringBuilder b = new StringBuilder("strength " + s + ":");
            for (String w : l) b.append(' ').append(esc(w));
            System.out.println(b);
        }
        c.setStrength(Collator.TERTIARY);
        String[][] pairs = {{"a", "A"}, {"a", "\u00e1"}, {"\u00e6", "ae"}, {"\u00c6", "AE"}, {"\u00e6", "Ae"}, {"\u00df", "ss"}, {"\u00df", "SS"}, {"a-b", "ab"}, {"a b", "ab"},
            {"a b", "a-b"}, {"a\tb", "a b"}, {"ab", "a\u0301b"}, {"a\u0301", "\u00e1"}, {"role", "r\u00f4le"}, {"r\u00f4le", "Role"}, {"cote", "c\u00f4te"}, {"cot\u00e9", "c\u00f4te"},
            {"\u0391", "\u03b1"}, {"x\u0001y", "xy"}};
        for (String[] p : pairs) {
            StringBuilder b = new StringBuilder(esc(p[0]) + " ? " + esc(p[1]) + ":");
            for (int s = 0; s < 4; s++) {
                c.setStrength(s);
                b.append(' ').append(c.compare(p[0], p[1])).append(c.equals(p[0], p[1]) ? "=" : "");
            }
            System.out.println(b);
        }
        c.setStrength(Collator.SECONDARY);
        CollationKey k1 = c.getCollationKey("R\u00e9sum\u00e9"), k2 = c.getCollationKey("r\u00e9sum\u00e9"), k3 = c.getCollationKey("resume");
        System.out.println(k1.compareTo(k2) + " " + k1.compareTo(k3) + " " + k3.compareTo(k1) + " " + k1.getSourceString() + " " + Arrays.equals(k1.toByteArray(), k2.toByteArray())
            + " " + (c.getCollationKey(null) == null));
        CollationKey[] keys = {k3, k1, c.getCollationKey("apple"), c.getCollationKey("Zed")};
        Arrays.sort(keys);
        StringBuilder ks = new StringBuilder();
        for (CollationKey k : keys) ks.append(k.getSourceString()).append(' ');
        System.out.println(ks);
        try {
            c.setStrength(4);
        } catch (IllegalArgumentException e) {
            System.out.println(e);
        }
        try {
            c.setDecomposition(3);
        } catch (IllegalArgumentException e) {
            System.out.println(e);
        }
        c.setDecomposition(Collator.CANONICAL_DECOMPOSITION);
        System.out.println(c.getDecomposition() + " " + c.compare("a\u0301", "\u00e1") + " " + c.compare((Object) "b", (Object) "a"));

        StringBuilder pool = new StringBuilder();
        for (int ch = 0x20; ch < 0x7f; ch++) pool.append((char) ch);
        for (int ch = 0xa0; ch < 0x180; ch++) pool.append((char) ch);
        pool.append("\u0301\u0300\u0308\u0327\t\n\u2013\u2014\u2019\u20ac\u0391\u03b1\u0001");
        Random r = new Random(17);
        Collator d = Collator.getInstance();
        for (int s = 0; s < 4; s++) {
            d.setStrength(s);
            long h = 0;
            for (int n = 0; n < 3000; n++) {
                String x = gen(r, pool), y = r.nextInt(3) == 0 ? mutate(r, x, pool) : gen(r, pool);
                int v = d.compare(x, y);
                if (n < 2) System.out.println(esc(x) + " ? " + esc(y) + " : " + v);
                h = 31 * h + v;
            }
            System.out.println("strength " + s + " hash " + h);
        }
    }

    static String gen(Random r, CharSequence pool) {
        StringBuilder b = new StringBuilder();
        int len = r.nextInt(6);
        for (int i = 0; i < len; i++) b.append(pool.charAt(r.nextInt(pool.length())));
        return b.toString();
    }

    static String mutate(Random r, String x, CharSequence pool) {
        StringBuilder b = new StringBuilder(x);
        if (b.length() > 0 && r.nextBoolean()) b.setCharAt(r.nextInt(b.length()), pool.charAt(r.nextInt(pool.length())));
        else b.insert(r.nextInt(b.length() + 1), pool.charAt(r.nextInt(pool.length())));
        return b.toString();
    }
}
