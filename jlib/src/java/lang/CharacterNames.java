package java.lang;

/**
 * Character names (Character.getName, codePointOf), decoded on first use from the
 * zlib-compressed table that jlib/gen/gen_unicode.py generates at build time
 * (CharacterNameData).  Holds the text of the names as bytes and an index.
 */
final class CharacterNames {
    private CharacterNames() {}

    /** "DELTA NAME\n" lines in code point order, DELTA the hex distance from the previous line's code point. */
    private static final byte[] data;
    private static final int[] cps;
    /** Start of each line's name; the name ends before the next '\n'. */
    private static final int[] starts;

    static {
        String[] packed = CharacterNameData.packed();
        byte[] comp = new byte[CharacterNameData.COMPRESSED_LENGTH];
        int n = 0, acc = 0, bits = 0;
        for (int p = 0; p < packed.length && n < comp.length; p++) {
            String s = packed[p];
            for (int i = 0; i < s.length() && n < comp.length; i++) {
                acc = (acc << 7) | s.charAt(i);
                bits += 7;
                if (bits >= 8) {
                    bits -= 8;
                    comp[n++] = (byte) (acc >>> bits);
                    acc &= (1 << bits) - 1;
                }
            }
        }
        data = new byte[CharacterNameData.LENGTH];
        java.util.zip.Inflater inf = new java.util.zip.Inflater();
        try {
            inf.setInput(comp);
            int got = 0;
            while (got < data.length) {
                int k = inf.inflate(data, got, data.length - got);
                if (k <= 0) {
                    throw new InternalError("jpor: character name table is damaged");
                }
                got += k;
            }
        } catch (java.util.zip.DataFormatException e) {
            throw new InternalError("jpor: character name table is damaged");
        } finally {
            inf.end();
        }
        int lines = 0;
        for (int i = 0; i < data.length; i++) {
            if (data[i] == '\n') {
                lines++;
            }
        }
        cps = new int[lines];
        starts = new int[lines];
        int pos = 0, prev = 0;
        for (int k = 0; k < lines; k++) {
            int cp = 0;
            while (data[pos] != ' ') {
                int c = data[pos++];
                cp = cp * 16 + (c <= '9' ? c - '0' : c - 'A' + 10);
            }
            cp += prev;
            prev = cp;
            cps[k] = cp;
            starts[k] = ++pos;
            while (data[pos] != '\n') {
                pos++;
            }
            pos++;
        }
    }

    /** The table's name of the code point, or null. */
    static String get(int codePoint) {
        int lo = 0, hi = cps.length - 1;
        while (lo <= hi) {
            int mid = (lo + hi) >>> 1;
            if (cps[mid] < codePoint) {
                lo = mid + 1;
            } else if (cps[mid] > codePoint) {
                hi = mid - 1;
            } else {
                int s = starts[mid], e = s;
                while (data[e] != '\n') {
                    e++;
                }
                char[] c = new char[e - s];
                for (int i = 0; i < c.length; i++) {
                    c[i] = (char) data[s + i];
                }
                return new String(c);
            }
        }
        return null;
    }

    /** The code point whose table name is name, or -1. */
    static int find(String name) {
        int len = name.length();
        for (int k = 0; k < cps.length; k++) {
            int s = starts[k];
            int i = 0;
            while (i < len && data[s + i] == name.charAt(i)) {
                i++;
            }
            if (i == len && data[s + i] == '\n') {
                return cps[k];
            }
        }
        return -1;
    }
}
