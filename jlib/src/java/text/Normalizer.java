package java.text;

import java.util.HashMap;

/**
 * Unicode normalization (UAX #15) in the four forms, written for jpor from the Java SE API
 * documentation and the Unicode standard; the tables (Unicode 13.0, as JDK 17) are generated
 * at build time by jlib/gen/gen_normalizer.py into NormalizerData.
 */
public final class Normalizer {
    private Normalizer() {
    }

    public static enum Form {
        NFD, NFC, NFKD, NFKC
    }

    private static HashMap<Integer, int[]> canon, compat;
    private static HashMap<Integer, Integer> classes;
    private static HashMap<Long, Integer> composites;

    private static final int S_BASE = 0xAC00, L_BASE = 0x1100, V_BASE = 0x1161, T_BASE = 0x11A7;
    private static final int L_COUNT = 19, V_COUNT = 21, T_COUNT = 28, N_COUNT = V_COUNT * T_COUNT,
            S_COUNT = L_COUNT * N_COUNT;

    private static String join(String[] parts) {
        StringBuilder b = new StringBuilder();
        for (String p : parts)
            b.append(p);
        return b.toString();
    }

    private static synchronized void load() {
        if (canon != null)
            return;
        HashMap<Integer, int[]> cd = new HashMap<Integer, int[]>(4096);
        HashMap<Integer, int[]> kd = new HashMap<Integer, int[]>(8192);
        String s = join(NormalizerData.decomp());
        int i = 0;
        while (i < s.length()) {
            int cp = s.codePointAt(i);
            i += Character.charCount(cp);
            int head = s.charAt(i++);
            int n = head & 0xFF;
            int[] m = new int[n];
            for (int k = 0; k < n; k++) {
                m[k] = s.codePointAt(i);
                i += Character.charCount(m[k]);
            }
            if ((head >> 8) == 1) {
                cd.put(cp, m);
                if (!kd.containsKey(cp))
                    kd.put(cp, m);
            } else {
                kd.put(cp, m);
            }
        }
        HashMap<Integer, Integer> cc = new HashMap<Integer, Integer>(2048);
        s = join(NormalizerData.ccc());
        i = 0;
        while (i < s.length()) {
            int cp = s.codePointAt(i);
            i += Character.charCount(cp);
            cc.put(cp, (int) s.charAt(i++));
        }
        HashMap<Long, Integer> co = new HashMap<Long, Integer>(2048);
        s = join(NormalizerData.compose());
        i = 0;
        while (i < s.length()) {
            int a = s.codePointAt(i);
            i += Character.charCount(a);
            int b = s.codePointAt(i);
            i += Character.charCount(b);
            int c = s.codePointAt(i);
            i += Character.charCount(c);
            co.put(((long) a << 21) | b, c);
        }
        classes = cc;
        composites = co;
        compat = kd;
        canon = cd;
    }

    private static int ccc(int cp) {
        Integer c = classes.get(cp);
        return c == null ? 0 : c;
    }

    public static String normalize(CharSequence src, Form form) {
        if (src == null || form == null)
            throw new NullPointerException();
        String s = src.toString();
        boolean ascii = true;
        for (int i = 0; i < s.length() && ascii; i++)
            ascii = s.charAt(i) < 0x80;
        if (ascii)
            return s;
        load();
        boolean k = form == Form.NFKD || form == Form.NFKC;
        int[] d = decompose(s, k ? compat : canon);
        if (form == Form.NFC || form == Form.NFKC)
            d = compose(d);
        StringBuilder b = new StringBuilder(d.length);
        for (int cp : d)
            b.appendCodePoint(cp);
        return b.toString();
    }

    public static boolean isNormalized(CharSequence src, Form form) {
        return normalize(src, form).contentEquals(src);
    }

    private static int[] decompose(String s, HashMap<Integer, int[]> map) {
        int[] out = new int[s.length() * 2 + 4];
        int n = 0;
        for (int i = 0; i < s.length();) {
            int cp = s.codePointAt(i);
            i += Character.charCount(cp);
            int[] m;
            if (cp >= S_BASE && cp < S_BASE + S_COUNT) {
                int si = cp - S_BASE;
                int t = si % T_COUNT;
                m = t == 0 ? new int[] {L_BASE + si / N_COUNT, V_BASE + (si % N_COUNT) / T_COUNT}
                        : new int[] {L_BASE + si / N_COUNT, V_BASE + (si % N_COUNT) / T_COUNT, T_BASE + t};
            } else {
                m = map.get(cp);
                if (m == null)
                    m = new int[] {cp};
            }
            for (int c : m) {
                if (n == out.length)
                    out = java.util.Arrays.copyOf(out, n * 2);
                // canonical ordering: a mark moves before the marks of a higher class before it
                int cl = ccc(c);
                int p = n;
                if (cl != 0)
                    while (p > 0 && ccc(out[p - 1]) > cl) {
                        out[p] = out[p - 1];
                        p--;
                    }
                out[p] = c;
                n++;
            }
        }
        return java.util.Arrays.copyOf(out, n);
    }

    private static int composePair(int a, int b) {
        if (a >= L_BASE && a < L_BASE + L_COUNT && b >= V_BASE && b < V_BASE + V_COUNT)
            return S_BASE + ((a - L_BASE) * V_COUNT + (b - V_BASE)) * T_COUNT;
        if (a >= S_BASE && a < S_BASE + S_COUNT && (a - S_BASE) % T_COUNT == 0 && b > T_BASE && b < T_BASE + T_COUNT)
            return a + (b - T_BASE);
        Integer c = composites.get(((long) a << 21) | b);
        return c == null ? -1 : c;
    }

    private static int[] compose(int[] d) {
        if (d.length == 0)
            return d;
        int[] out = new int[d.length];
        int n = 0;
        int starterPos = 0;
        int starter = d[0];
        int lastClass = ccc(starter);
        if (lastClass != 0)
            lastClass = 256; // no starter yet: nothing composes with it
        out[n++] = starter;
        for (int i = 1; i < d.length; i++) {
            int ch = d[i];
            int chClass = ccc(ch);
            int composite = composePair(starter, ch);
            if (composite >= 0 && (lastClass < chClass || lastClass == 0)) {
                out[starterPos] = composite;
                starter = composite;
                continue;
            }
            if (chClass == 0) {
                starterPos = n;
                starter = ch;
            }
            lastClass = chClass;
            out[n++] = ch;
        }
        return java.util.Arrays.copyOf(out, n);
    }
}
