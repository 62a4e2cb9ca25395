package java.text;

import java.util.Arrays;

/**
 * jlib's collator: java 17's English order as observed (java's own, pre-ICU, rules), for ASCII, Latin-1 and Latin
 * Extended-A.  A string is compared as a sequence of elements (primary, secondary, tertiary) after canonical
 * decomposition (java treats a precomposed letter as its letter and marks even without decomposition):
 * - primary: controls are ignored; spaces, line ends, tabs, hyphens, dashes and combining marks have only a
 *   secondary weight; then the punctuation and symbols, digits and letters in java's order (ð after d; æ, œ, ß
 *   and þ are ae, oe, ss and th); any other character after all those, by code point.
 * - secondary: the marks (acute, grave, breve, circumflex, caron, ring, diaeresis, ...) and the ignorable spaces.
 * - tertiary: upper case after lower case; æ, œ, ß and þ after the letters they stand for.
 * IDENTICAL compares the strings' chars last (java returns their difference).  Not covered: other scripts
 * (ordered by code point here), other locales' tailorings, getRules() and rule strings.
 */
public class RuleBasedCollator extends Collator {
    /** The characters with a primary weight, in java's order (letters in lower case: the upper case is tertiary). */
    private static final String PRIMARY_ORDER = "_\u00af,;:!\u00a1?\u00bf/.\u00b4`^\u00a8~\u00b7\u00b8'\"\u00ab\u00bb()[]{}\u00a7\u00b6\u00a9\u00ae@"
            + "\u00a4\u00a2$\u20ac\u00a3\u00a5*\\&#%+\u00b1\u00f7\u00d7<=>\u00ac|\u00a6\u00b0\u00b5"
            + "0123456789\u00bc\u00bd\u00be" + "abcd\u00f0efghijklmnopqrstuvwxyz";
    /** The characters with only a secondary weight, in order (1, 2, ...; the combining marks of U+0300-U+036F too). */
    private static final String SECONDARY_ORDER = " \u00a0\r\t\n\f\u000b"
            + "\u0301\u0300\u0306\u0302\u030c\u030a\u030d\u0308\u030b\u0303\u0307\u0304\u0337\u0327\u0328\u0323\u0332"
            + "\u0305\u0309\u030e\u030f\u0310\u0311\u0312\u0313\u0314\u0315\u0316\u0317\u0318\u0319\u031a\u031b\u031c"
            + "\u031d\u031e\u031f\u0320\u0321\u0322\u0324\u0325\u0326\u0329\u032a\u032b\u032c\u032d\u032e\u032f\u0330"
            + "\u0331\u0333\u0334\u0335\u0336\u0338\u0339\u033a\u033b\u033c\u033d\u033e\u033f\u0342\u0344\u0345\u0360"
            + "\u0361-\u00ad\u2013\u2014";
    private static final int UNMAPPED = 0x10000;

    RuleBasedCollator() {
    }

    private static int secondaryWeight(int c) {
        if (c == 0x341) c = 0x301;
        else if (c == 0x340) c = 0x300;
        else if (c == 0x343) c = 0x313;
        int i = SECONDARY_ORDER.indexOf(c);
        return i < 0 ? 0 : i + 1;
    }

    /** The elements of s: {primary, secondary, tertiary} each. */
    private static int[][] elements(String s) {
        String d = Normalizer.normalize(s, Normalizer.Form.NFD);
        int[][] out = new int[d.length() * 2][];
        int n = 0;
        for (int i = 0; i < d.length(); ) {
            int c = d.codePointAt(i);
            i += Character.charCount(c);
            int sec = secondaryWeight(c);
            if (sec > 0) {
                out[n++] = new int[] {0, sec, 0};
                continue;
            }
            int type = Character.getType(c);
            if (type == Character.CONTROL || type == Character.FORMAT) continue;
            String exp = null;
            int expT = 0;
            switch (c) {
                case 0xe6: exp = "ae"; expT = 2; break;
                case 0xc6: exp = "ae"; expT = 3; break;
                case 0x153: exp = "oe"; expT = 2; break;
                case 0x152: exp = "oe"; expT = 3; break;
                case 0xdf: exp = "ss"; expT = 2; break;
                case 0xfe: exp = "th"; expT = 2; break;
                case 0xde: exp = "th"; expT = 3; break;
                default:
            }
            if (exp != null) {
                out[n++] = new int[] {PRIMARY_ORDER.indexOf(exp.charAt(0)) + 1, 0, expT};
                out[n++] = new int[] {PRIMARY_ORDER.indexOf(exp.charAt(1)) + 1, 0, expT};
                continue;
            }
            int lower = c, tert = 0;
            if (c < 0x180 && Character.isUpperCase(c)) {
                lower = Character.toLowerCase(c);
                tert = 1;
            }
            int p = lower < 0x10000 ? PRIMARY_ORDER.indexOf((char) lower) : -1;
            if (p < 0 || lower != c && lower >= 0x80 && lower != 0xf0) {
                p = UNMAPPED + c;
                tert = 0;
            } else {
                p++;
            }
            out[n++] = new int[] {p, 0, tert};
        }
        return Arrays.copyOf(out, n);
    }

    private static int compareLevel(int[][] a, int[][] b, int level) {
        int i = 0, j = 0;
        for (;;) {
            while (i < a.length && skip(a[i], level)) i++;
            while (j < b.length && skip(b[j], level)) j++;
            if (i >= a.length || j >= b.length) {
                return i < a.length ? GREATER : j < b.length ? LESS : EQUAL;
            }
            int x = a[i++][level], y = b[j++][level];
            if (x != y) return x < y ? LESS : GREATER;
        }
    }

    /** Primary comparisons skip the elements without a primary weight. */
    private static boolean skip(int[] e, int level) {
        return level == 0 && e[0] == 0;
    }

    public synchronized int compare(String source, String target) {
        if (source == null || target == null) throw new NullPointerException();
        int[][] a = elements(source), b = elements(target);
        int strength = getStrength();
        for (int level = 0; level <= Math.min(strength, TERTIARY); level++) {
            int r = compareLevel(a, b, level);
            if (r != EQUAL) return r;
        }
        return strength == IDENTICAL ? source.compareTo(target) : EQUAL;
    }

    public synchronized CollationKey getCollationKey(String source) {
        if (source == null) return null;
        final int[][] e = elements(source);
        final int strength = getStrength();
        return new CollationKey(source) {
            public int compareTo(CollationKey target) {
                // the same levels as compare(), from the keys' own elements
                String t = target.getSourceString();
                int[][] f = elements(t);
                for (int level = 0; level <= Math.min(strength, TERTIARY); level++) {
                    int r = compareLevel(e, f, level);
                    if (r != EQUAL) return r;
                }
                return strength == IDENTICAL ? getSourceString().compareTo(t) : EQUAL;
            }

            public byte[] toByteArray() {
                java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
                for (int level = 0; level <= Math.min(strength, TERTIARY); level++) {
                    for (int[] x : e) {
                        if (skip(x, level)) continue;
                        int v = x[level];
                        out.write(v >>> 16);
                        out.write(v >>> 8);
                        out.write(v);
                    }
                    out.write(0);
                }
                return out.toByteArray();
            }
        };
    }

    public int hashCode() {
        return 0x5a17 ^ getStrength() ^ getDecomposition() << 4;
    }
}
