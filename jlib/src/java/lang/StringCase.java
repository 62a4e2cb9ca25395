package java.lang;

/**
 * Case mapping and case-insensitive comparison for String (full mappings as in the JDK's
 * String.toUpperCase/toLowerCase, including final sigma and the Turkish/Azeri dotted i).
 */
final class StringCase {
    private StringCase() {}

    /** Language rules: 0 = root, 1 = Turkish/Azeri. */
    static final int ROOT = 0, TURKIC = 1;

    private static boolean isAscii(char[] v) {
        for (int i = 0; i < v.length; i++) {
            if (v[i] >= 0x80) {
                return false;
            }
        }
        return true;
    }

    /** Lower-cased copy of v, or null when unchanged. */
    static char[] toLowerCase(char[] v, int lang) {
        int n = v.length;
        int first = 0;
        if (lang == ROOT && isAscii(v)) {
            while (first < n && (v[first] < 'A' || v[first] > 'Z')) first++;
            if (first == n) return null;
            char[] r = new char[n];
            for (int i = 0; i < n; i++) {
                char c = v[i];
                r[i] = (c >= 'A' && c <= 'Z') ? (char) (c + 32) : c;
            }
            return r;
        }
        StringBuilder sb = null;
        boolean[] bounds = null;
        for (int i = 0; i < n; ) {
            int cp = Character.codePointAt(v, i);
            int cc = Character.charCount(cp);
            int lc;
            String special = null;
            if (cp == 0x03A3) {
                if (bounds == null) bounds = boundaries(v);
                lc = isFinalCased(v, i, bounds) ? 0x03C2 : 0x03C3;
            } else if (lang == TURKIC && cp == 'I') {
                if (i + 1 < n && v[i + 1] == '\u0307') {
                    lc = 'i';
                    cc = 2;
                } else {
                    lc = 0x0131;
                }
            } else if (lang == TURKIC && cp == 0x0130) {
                lc = 'i';
            } else if (cp == 0x0130) {
                lc = -1;
                special = "i\u0307";
            } else {
                lc = Character.toLowerCase(cp);
            }
            if (sb == null && lc != cp) {
                sb = new StringBuilder(n + 2);
                sb.append(v, 0, i);
            }
            if (sb != null) {
                if (special != null) {
                    sb.append(special);
                } else {
                    sb.appendCodePoint(lc);
                }
            }
            i += cc;
        }
        if (sb == null) return null;
        return toChars(sb);
    }

    /** Upper-cased copy of v, or null when unchanged. */
    static char[] toUpperCase(char[] v, int lang) {
        int n = v.length;
        if (lang == ROOT && isAscii(v)) {
            int first = 0;
            while (first < n && (v[first] < 'a' || v[first] > 'z')) first++;
            if (first == n) return null;
            char[] r = new char[n];
            for (int i = 0; i < n; i++) {
                char c = v[i];
                r[i] = (c >= 'a' && c <= 'z') ? (char) (c - 32) : c;
            }
            return r;
        }
        StringBuilder sb = null;
        for (int i = 0; i < n; ) {
            int cp = Character.codePointAt(v, i);
            int cc = Character.charCount(cp);
            int uc;
            String special = null;
            if (lang == TURKIC && cp == 'i') {
                uc = 0x0130;
            } else {
                special = CharacterData.specialUpper(cp);
                uc = special != null ? -1 : Character.toUpperCase(cp);
            }
            if (sb == null && uc != cp) {
                sb = new StringBuilder(n + 2);
                sb.append(v, 0, i);
            }
            if (sb != null) {
                if (special != null) {
                    sb.append(special);
                } else {
                    sb.appendCodePoint(uc);
                }
            }
            i += cc;
        }
        if (sb == null) return null;
        return toChars(sb);
    }

    private static char[] toChars(StringBuilder sb) {
        char[] r = new char[sb.length()];
        sb.getChars(0, r.length, r, 0);
        return r;
    }

    // ---------------------------------------------------------------- final sigma


    // Word boundaries as the JDK's (pre-ICU) word BreakIterator draws them, as far as they
    // matter for Final_Sigma: a word is letters joined by single mid-word punctuation,
    // alternating with numbers; combining marks and format characters (but U+00AD) are
    // transparent after a letter or digit and attach to the token before them.
    private static boolean isIgnore(int cp) {
        int t = Character.getType(cp);
        return t == Character.NON_SPACING_MARK || t == Character.ENCLOSING_MARK;
    }

    /** Format characters (but U+00AD) are invisible to the word iterator. */
    private static boolean isInvisible(int cp) {
        return cp != 0x00ad && Character.getType(cp) == Character.FORMAT;
    }

    private static boolean isKanji(int cp) {
        return cp == 0x3005 || (cp >= 0x4e00 && cp <= 0x9fa5) || (cp >= 0xf900 && cp <= 0xfa2d);
    }

    private static boolean isKata(int cp) {
        return (cp >= 0x3099 && cp <= 0x309c) || (cp >= 0x30a1 && cp <= 0x30fe);
    }

    private static boolean isHira(int cp) {
        return (cp >= 0x3041 && cp <= 0x309e) || cp == 0x30fc;
    }

    private static boolean isLet(int cp) {
        if (cp < 0 || isKanji(cp) || isKata(cp) || isHira(cp)) {
            return false;
        }
        int t = Character.getType(cp);
        return (t >= Character.UPPERCASE_LETTER && t <= Character.OTHER_LETTER) || t == Character.COMBINING_SPACING_MARK;
    }

    private static boolean isDgt(int cp) {
        if (cp < 0) {
            return false;
        }
        int t = Character.getType(cp);
        return t == Character.DECIMAL_DIGIT_NUMBER || t == Character.LETTER_NUMBER || t == Character.OTHER_NUMBER;
    }

    private static boolean isMid(int cp, boolean letters) {
        if (letters) {
            int t = Character.getType(cp);
            return t == Character.DASH_PUNCTUATION || t == Character.CONNECTOR_PUNCTUATION || cp == 0x00ad || cp == 0x2027
                    || cp == '"' || cp == '\'' || cp == '.';
        }
        return cp == '"' || cp == '\'' || cp == ',' || cp == 0x066b || cp == '.';
    }

    private static boolean isX(int cp, boolean letters) {
        return letters ? isLet(cp) : isDgt(cp);
    }

    private static boolean isPreNum(int cp) {
        return Character.getType(cp) == Character.CURRENCY_SYMBOL || cp == '#' || cp == '.' || cp == '^';
    }

    private static int at(int[] cps, int n, int j) {
        return j < n ? cps[j] : -1;
    }

    private static int skipIgnore(int[] cps, int n, int j) {
        while (j < n && isIgnore(cps[j])) {
            j++;
        }
        return j;
    }

    /** End of a run "x+ (mid x+)*" from i. */
    private static int matchRun(int[] cps, int n, int i, boolean letters) {
        int j = i;
        for (;;) {
            j++;
            j = skipIgnore(cps, n, j);
            int c = at(cps, n, j);
            if (isX(c, letters)) {
                continue;
            }
            if (c >= 0 && isMid(c, letters) && isX(at(cps, n, j + 1), letters)) {
                j++;
                continue;
            }
            return j;
        }
    }

    private static boolean[] boundaries(char[] v) {
        int len = v.length;
        boolean[] b = new boolean[len + 1];
        b[0] = true;
        b[len] = true;
        // visible code points and their positions
        int[] cps = new int[len];
        int[] pos = new int[len];
        int n = 0;
        for (int i = 0; i < len; ) {
            int cp = Character.codePointAt(v, i);
            if (!isInvisible(cp)) {
                cps[n] = cp;
                pos[n] = i;
                n++;
            }
            i += Character.charCount(cp);
        }
        int i = 0;
        while (i < n) {
            if (i > 0) {
                b[pos[i]] = true;
            }
            int cp = cps[i];
            int j;
            int runStart = -1;
            if (isLet(cp) || isDgt(cp)) {
                runStart = i;
            } else if (isPreNum(cp) && isDgt(at(cps, n, i + 1))) {
                runStart = i + 1;
            }
            if (runStart >= 0) {
                j = runStart;
                boolean letters = isLet(cps[j]);
                for (;;) {
                    j = matchRun(cps, n, j, letters);
                    letters = !letters;
                    if (!isX(at(cps, n, j), letters)) {
                        break;
                    }
                }
            } else if (isKanji(cp) || isKata(cp) || isHira(cp)) {
                j = i + 1;
                if (isKanji(cp)) {
                    while (j < n && isKanji(cps[j])) j++;
                } else if (isKata(cp)) {
                    while (j < n && isKata(cps[j])) j++;
                } else {
                    while (j < n && isHira(cps[j])) j++;
                }
                if (j == i + 1) {
                    j = skipIgnore(cps, n, j);
                }
            } else {
                j = skipIgnore(cps, n, i + 1);
            }
            i = j;
        }
        // the JDK's iterator also breaks after every supplementary character but at the start
        for (int k = 0; k < n; k++) {
            if (cps[k] > 0xffff && pos[k] > 0) {
                b[pos[k] + 2] = true;
            }
        }
        return b;
    }

    /** JDK's notion of a cased character for Final_Sigma. */
    private static boolean isCasedForSigma(int ch) {
        int type = Character.getType(ch);
        if (type == Character.LOWERCASE_LETTER || type == Character.UPPERCASE_LETTER
                || type == Character.TITLECASE_LETTER) {
            return true;
        }
        return (ch >= 0x02B0 && ch <= 0x02B8) || (ch >= 0x02C0 && ch <= 0x02C1) || (ch >= 0x02E0 && ch <= 0x02E4)
                || ch == 0x0345 || ch == 0x037A || (ch >= 0x1D2C && ch <= 0x1D61)
                || (ch >= 0x2160 && ch <= 0x217F) || (ch >= 0x24B6 && ch <= 0x24E9);
    }

    /** The JDK's Final_Sigma condition for the sigma at index. */
    private static boolean isFinalCased(char[] v, int index, boolean[] bounds) {
        int len = v.length;
        int ch;
        for (int i = index; i >= 0 && !bounds[i]; i -= Character.charCount(ch)) {
            ch = Character.codePointBefore(v, i);
            if (isCasedForSigma(ch)) {
                for (i = index + Character.charCount(Character.codePointAt(v, index));
                        i < len && !bounds[i]; i += Character.charCount(ch)) {
                    ch = Character.codePointAt(v, i);
                    if (isCasedForSigma(ch)) {
                        return false;
                    }
                }
                return true;
            }
        }
        return false;
    }

    // ---------------------------------------------------------------- comparisons

    static boolean isLatin1(char[] v) {
        for (int i = 0; i < v.length; i++) {
            if (v[i] > 0xff) {
                return false;
            }
        }
        return true;
    }

    private static int compareCharCI(char c1, char c2) {
        c1 = Character.toUpperCase(c1);
        c2 = Character.toUpperCase(c2);
        if (c1 != c2) {
            c1 = Character.toLowerCase(c1);
            c2 = Character.toLowerCase(c2);
            if (c1 != c2) {
                return c1 - c2;
            }
        }
        return 0;
    }

    private static int compareCodePointCI(int cp1, int cp2) {
        cp1 = Character.toUpperCase(cp1);
        cp2 = Character.toUpperCase(cp2);
        if (cp1 != cp2) {
            cp1 = Character.toLowerCase(cp1);
            cp2 = Character.toLowerCase(cp2);
            if (cp1 != cp2) {
                return cp1 - cp2;
            }
        }
        return 0;
    }

    /**
     * The code point the unit at index belongs to (combined with its neighbouring surrogate);
     * negated when index is a high surrogate followed by a low one.
     */
    private static int codePointIncluding(char[] v, int cp, int index, int start, int end) {
        if (!Character.isSurrogate((char) cp)) {
            return cp;
        }
        if (Character.isLowSurrogate((char) cp)) {
            if (index > start) {
                char c = v[index - 1];
                if (Character.isHighSurrogate(c)) {
                    return Character.toCodePoint(c, (char) cp);
                }
            }
        } else if (index + 1 < end) {
            char c = v[index + 1];
            if (Character.isLowSurrogate(c)) {
                return -Character.toCodePoint((char) cp, c);
            }
        }
        return cp;
    }

    /** Case-insensitive comparison of a[ao..ao+alen) with b[bo..bo+blen). */
    static int compareCI(char[] a, int ao, int alen, char[] b, int bo, int blen) {
        if (isLatin1(a) || isLatin1(b)) {
            int lim = Math.min(alen, blen);
            for (int k = 0; k < lim; k++) {
                char c1 = a[ao + k];
                char c2 = b[bo + k];
                if (c1 != c2) {
                    int d = compareCharCI(c1, c2);
                    if (d != 0) {
                        return d;
                    }
                }
            }
            return alen - blen;
        }
        int alast = ao + alen;
        int blast = bo + blen;
        for (int k1 = ao, k2 = bo; k1 < alast && k2 < blast; k1++, k2++) {
            int cp1 = a[k1];
            int cp2 = b[k2];
            if (cp1 == cp2 || compareCodePointCI(cp1, cp2) == 0) {
                continue;
            }
            cp1 = codePointIncluding(a, cp1, k1, ao, alast);
            if (cp1 < 0) {
                k1++;
                cp1 = -cp1;
            }
            cp2 = codePointIncluding(b, cp2, k2, bo, blast);
            if (cp2 < 0) {
                k2++;
                cp2 = -cp2;
            }
            int diff = compareCodePointCI(cp1, cp2);
            if (diff != 0) {
                return diff;
            }
        }
        return alen - blen;
    }

    static boolean regionMatchesCI(char[] a, int ao, char[] b, int bo, int len) {
        return compareCI(a, ao, len, b, bo, len) == 0;
    }

    static int compareToCI(char[] a, char[] b) {
        return compareCI(a, 0, a.length, b, 0, b.length);
    }
}
