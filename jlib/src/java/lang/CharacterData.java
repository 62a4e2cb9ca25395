package java.lang;

/**
 * Lookup of Unicode properties, decoded from the generated {@link CharacterTables}.
 * Package-private support for Character and String.
 */
final class CharacterData {
    private CharacterData() {}

    static final int F_LOWER = 1, F_UPPER = 2, F_ALPHA = 4, F_IDEO = 8;

    // property runs
    private static final int[] propStart;
    private static final short[] propValue;
    private static final int[] dirStart;
    private static final byte[] dirValue;
    private static final int[] mirrored;
    // case runs: start, end (inclusive), stride, delta
    private static final int[] lowerRuns, upperRuns, titleRuns;
    // value runs: start, count, first, step
    private static final int[] numericRuns, digitRuns;
    private static final short[] latin1Props = new short[256];
    private static final String[] specialUpperStrings;
    private static final int[] specialUpperKeys;

    static {
        String s = CharacterTables.PROPS;
        int n = s.length() / 2;
        propStart = new int[n];
        propValue = new short[n];
        for (int i = 0; i < n; i++) {
            int hi = s.charAt(2 * i), lo = s.charAt(2 * i + 1);
            propStart[i] = (hi & 31) << 16 | lo;
            propValue[i] = (short) (hi >>> 5);
        }
        s = CharacterTables.DIRECTIONALITY;
        n = s.length() / 2;
        dirStart = new int[n];
        dirValue = new byte[n];
        for (int i = 0; i < n; i++) {
            int hi = s.charAt(2 * i), lo = s.charAt(2 * i + 1);
            dirStart[i] = (hi & 31) << 16 | lo;
            dirValue[i] = (byte) ((hi >>> 5) - 1);
        }
        s = CharacterTables.MIRRORED;
        n = s.length() / 2;
        mirrored = new int[n];
        for (int i = 0; i < n; i++) {
            mirrored[i] = s.charAt(2 * i) << 16 | s.charAt(2 * i + 1);
        }
        lowerRuns = caseRuns(CharacterTables.LOWER);
        upperRuns = caseRuns(CharacterTables.UPPER);
        titleRuns = caseRuns(CharacterTables.TITLE);
        numericRuns = valueRuns(CharacterTables.NUMERIC);
        digitRuns = valueRuns(CharacterTables.DIGIT);
        int j = 0;
        for (int cp = 0; cp < 256; cp++) {
            while (j + 1 < propStart.length && propStart[j + 1] <= cp) j++;
            latin1Props[cp] = propValue[j];
        }
        s = CharacterTables.SPECIAL_UPPER;
        int count = 0;
        for (int i = 0; i < s.length(); i += 2 + s.charAt(i + 1)) count++;
        specialUpperKeys = new int[count];
        specialUpperStrings = new String[count];
        count = 0;
        for (int i = 0; i < s.length(); i += 2 + s.charAt(i + 1)) {
            specialUpperKeys[count] = s.charAt(i);
            specialUpperStrings[count] = s.substring(i + 2, i + 2 + s.charAt(i + 1));
            count++;
        }
    }

    private static int[] caseRuns(String s) {
        int n = s.length() / 5;
        int[] r = new int[n * 4];
        for (int i = 0; i < n; i++) {
            int hi = s.charAt(5 * i), lo = s.charAt(5 * i + 1);
            int start = (hi & 31) << 16 | lo;
            int stride = hi >>> 5;
            int cnt = s.charAt(5 * i + 2);
            r[4 * i] = start;
            r[4 * i + 1] = start + (cnt - 1) * stride;
            r[4 * i + 2] = stride;
            r[4 * i + 3] = s.charAt(5 * i + 3) << 16 | s.charAt(5 * i + 4);
        }
        return r;
    }

    private static int[] valueRuns(String s) {
        int n = s.length() / 5;
        int[] r = new int[n * 4];
        for (int i = 0; i < n; i++) {
            int hi = s.charAt(5 * i), lo = s.charAt(5 * i + 1);
            r[4 * i] = (hi & 31) << 16 | lo;
            r[4 * i + 1] = s.charAt(5 * i + 2);
            r[4 * i + 2] = (s.charAt(5 * i + 3) << 16 | s.charAt(5 * i + 4)) - 2;
            r[4 * i + 3] = hi >>> 5;
        }
        return r;
    }

    /** Index of the last run whose start is <= cp. */
    private static int findRun(int[] starts, int cp) {
        int lo = 0, hi = starts.length - 1;
        while (lo < hi) {
            int mid = (lo + hi + 1) >>> 1;
            if (starts[mid] <= cp) lo = mid; else hi = mid - 1;
        }
        return lo;
    }

    /** type | flags << 5 */
    static int props(int cp) {
        if (cp >= 0 && cp < 256) return latin1Props[cp];
        if (cp < 0 || cp > Character.MAX_CODE_POINT) return 0;
        return propValue[findRun(propStart, cp)];
    }

    static int getType(int cp) {
        return props(cp) & 31;
    }

    static byte getDirectionality(int cp) {
        if (cp < 0 || cp > Character.MAX_CODE_POINT) return Character.DIRECTIONALITY_UNDEFINED;
        return dirValue[findRun(dirStart, cp)];
    }

    static boolean isMirrored(int cp) {
        if (cp < 0 || cp > Character.MAX_CODE_POINT || cp < mirrored[0]) return false;
        // number of transitions <= cp, odd means mirrored
        return (findRun(mirrored, cp) & 1) == 0;
    }

    private static int mapCase(int[] runs, int cp) {
        if (cp < 0 || cp > Character.MAX_CODE_POINT) return cp;
        int lo = 0, hi = runs.length / 4 - 1;
        if (hi < 0 || cp < runs[0]) return cp;
        while (lo < hi) {
            int mid = (lo + hi + 1) >>> 1;
            if (runs[4 * mid] <= cp) lo = mid; else hi = mid - 1;
        }
        int b = 4 * lo;
        if (cp <= runs[b + 1] && (cp - runs[b]) % runs[b + 2] == 0) return cp + runs[b + 3];
        return cp;
    }

    static int toLowerCase(int cp) {
        if (cp < 128) {
            return (cp >= 'A' && cp <= 'Z') ? cp + 32 : cp;
        }
        return mapCase(lowerRuns, cp);
    }

    static int toUpperCase(int cp) {
        if (cp < 128) {
            return (cp >= 'a' && cp <= 'z') ? cp - 32 : cp;
        }
        return mapCase(upperRuns, cp);
    }

    static int toTitleCase(int cp) {
        return mapCase(titleRuns, cp);
    }

    private static int value(int[] runs, int cp) {
        if (cp < 0 || cp > Character.MAX_CODE_POINT || cp < runs[0]) return -1;
        int lo = 0, hi = runs.length / 4 - 1;
        while (lo < hi) {
            int mid = (lo + hi + 1) >>> 1;
            if (runs[4 * mid] <= cp) lo = mid; else hi = mid - 1;
        }
        int b = 4 * lo;
        int off = cp - runs[b];
        if (off >= runs[b + 1]) return -1;
        return runs[b + 2] + off * runs[b + 3];
    }

    static int getNumericValue(int cp) {
        return value(numericRuns, cp);
    }

    /** digit value in radix 36, or -1 */
    static int digit(int cp) {
        if (cp < 128) {
            if (cp >= '0' && cp <= '9') return cp - '0';
            if (cp >= 'a' && cp <= 'z') return cp - 'a' + 10;
            if (cp >= 'A' && cp <= 'Z') return cp - 'A' + 10;
            return -1;
        }
        return value(digitRuns, cp);
    }

    /** Full upper-case mapping when it differs from the simple one (e.g. U+00DF to "SS"), else null. */
    static String specialUpper(int cp) {
        int lo = 0, hi = specialUpperKeys.length - 1;
        while (lo <= hi) {
            int mid = (lo + hi) >>> 1;
            int k = specialUpperKeys[mid];
            if (k == cp) return specialUpperStrings[mid];
            if (k < cp) lo = mid + 1; else hi = mid - 1;
        }
        return null;
    }
}
