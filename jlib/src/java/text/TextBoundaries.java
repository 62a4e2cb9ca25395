package java.text;

import java.util.Locale;

/**
 * jlib's BreakIterator: the boundaries of the whole text are found when it is set.  The rules are java 17's as
 * observed on English and other Latin-script text (java keeps its own pre-ICU rules); scripts written without spaces
 * (Thai, CJK) and Indic conjuncts are not handled as java does.
 * - character: a code point with the combining marks after it; CR LF together.
 * - word: letters and digits with the joiners java allows inside them (. ' " - _ and dashes between letters;
 *   . , ' " between digits; a currency sign, # or . before digits, % & cents per mille after them); a run of
 *   spaces and tabs with at most one line end after it; any other character alone.
 * - line: after spaces; after a line end, tab or form feed; after a dash (not a sign: one starting a word before a
 *   digit) or . , ; : ! ? (not between digits for . ,) or a closing bracket or quote, before a letter, digit or
 *   opening bracket; before an opening bracket.
 * - sentence: after ? or ! (then closing punctuation and spaces); after . with closing punctuation and spaces when
 *   what follows is not a digit, not a lower-case letter or dash after a single space; after a paragraph
 *   separator; after two spaces, periods followed by a quote, sign or currency and a digit are sentences of their
 *   own.  Not as java: a period directly followed by other punctuation (java may make it a sentence of its own:
 *   etc." followed by a colon gives three sentences), and some periods before numbers.
 */
final class TextBoundaries extends BreakIterator {
    static final int CHARACTER = 0, WORD = 1, LINE = 2, SENTENCE = 3;

    private final int kind;
    private CharacterIterator text;
    private int[] bounds = {0};
    private int index;

    TextBoundaries(int kind, Locale locale) {
        if (locale == null) throw new NullPointerException();
        this.kind = kind;
        setText("");
    }

    public Object clone() {
        TextBoundaries c = (TextBoundaries) super.clone();
        c.text = (CharacterIterator) text.clone();
        return c;
    }

    public void setText(CharacterIterator newText) {
        text = newText;
        int begin = newText.getBeginIndex(), end = newText.getEndIndex();
        StringBuilder sb = new StringBuilder(end - begin);
        for (char c = newText.first(); c != CharacterIterator.DONE; c = newText.next()) sb.append(c);
        newText.first();
        int[] b = compute(sb.toString(), kind);
        for (int i = 0; i < b.length; i++) b[i] += begin;
        bounds = b;
        index = 0;
    }

    public CharacterIterator getText() {
        return text;
    }

    public int first() {
        index = 0;
        return bounds[0];
    }

    public int last() {
        index = bounds.length - 1;
        return bounds[index];
    }

    public int next() {
        if (index >= bounds.length - 1) return DONE;
        return bounds[++index];
    }

    public int next(int n) {
        int r = current();
        for (; n > 0 && r != DONE; n--) r = next();
        for (; n < 0 && r != DONE; n++) r = previous();
        return r;
    }

    public int previous() {
        if (index == 0) return DONE;
        return bounds[--index];
    }

    public int current() {
        return bounds[index];
    }

    private void check(int offset) {
        if (offset < bounds[0] || offset > bounds[bounds.length - 1]) throw new IllegalArgumentException("offset out of bounds");
    }

    public int following(int offset) {
        check(offset);
        for (int i = 0; i < bounds.length; i++) {
            if (bounds[i] > offset) {
                index = i;
                return bounds[i];
            }
        }
        index = bounds.length - 1;
        return DONE;
    }

    public int preceding(int offset) {
        check(offset);
        for (int i = bounds.length - 1; i >= 0; i--) {
            if (bounds[i] < offset) {
                index = i;
                return bounds[i];
            }
        }
        index = 0;
        return DONE;
    }

    public boolean isBoundary(int offset) {
        check(offset);
        for (int i = 0; i < bounds.length; i++) {
            if (bounds[i] >= offset) {
                index = i;
                return bounds[i] == offset;
            }
        }
        return false;
    }

    // ---- the rules ----

    private static boolean isMark(int cp) {
        int t = Character.getType(cp);
        return t == Character.NON_SPACING_MARK || t == Character.ENCLOSING_MARK || t == Character.COMBINING_SPACING_MARK;
    }

    /** The ends of the text's characters (code points with their combining marks; CR LF as one). */
    private static int[] clusters(String s) {
        int[] ends = new int[s.length() + 1];
        int n = 0, i = 0;
        ends[n++] = 0;
        while (i < s.length()) {
            int cp = s.codePointAt(i);
            i += Character.charCount(cp);
            if (cp == '\r' && i < s.length() && s.charAt(i) == '\n') {
                i++;
            } else if (Character.getType(cp) != Character.CONTROL) {
                while (i < s.length()) {
                    int m = s.codePointAt(i);
                    if (!isMark(m)) break;
                    i += Character.charCount(m);
                }
            }
            ends[n++] = i;
        }
        return java.util.Arrays.copyOf(ends, n);
    }

    static int[] compute(String s, int kind) {
        int[] cl = clusters(s);
        if (kind == CHARACTER) return cl;
        int n = cl.length - 1;
        int[] cp = new int[n];
        for (int k = 0; k < n; k++) cp[k] = s.codePointAt(cl[k]);
        boolean[] brk = new boolean[n + 1];
        brk[0] = true;
        brk[n] = true;
        if (kind == WORD) words(cp, brk);
        else if (kind == LINE) lines(cp, brk);
        else sentences(cp, brk);
        int count = 0;
        for (boolean b : brk) if (b) count++;
        int[] r = new int[count];
        count = 0;
        for (int k = 0; k <= n; k++) if (brk[k]) r[count++] = cl[k];
        return r;
    }

    private static int at(int[] cp, int k) {
        return k >= 0 && k < cp.length ? cp[k] : -1;
    }

    private static boolean isFormat(int c) {
        return c >= 0 && Character.getType(c) == Character.FORMAT && c != 0xAD;
    }

    private static boolean isLetter(int c) {
        return c >= 0 && (Character.isLetter(c) || isFormat(c));
    }

    private static boolean isDigit(int c) {
        return c >= 0 && Character.isDigit(c);
    }

    private static boolean isDash(int c) {
        return c == '-' || c == 0xAD || c >= 0 && Character.getType(c) == Character.DASH_PUNCTUATION;
    }

    private static boolean isLineEnd(int c) {
        return c == '\n' || c == '\r' || c == 0x85 || c == 0x2028 || c == 0x2029 || c == 0x0B || c == 0x0C;
    }

    private static boolean isSpace(int c) {
        return c == ' ' || c == '\t' || c >= 0 && !isLineEnd(c) && Character.getType(c) == Character.SPACE_SEPARATOR;
    }

    // word: a token is a word/number, a run of spaces (with one line end), or one other character
    private static void words(int[] cp, boolean[] brk) {
        int n = cp.length, k = 0;
        while (k < n) {
            int c = cp[k], end;
            if (isSpace(c)) {
                end = k;
                while (end < n && isSpace(cp[end])) end++;
                if (end < n && isLineEnd(cp[end])) end++;
            } else if (isLetter(c) || isDigit(c) || isPreNumber(c) && isDigit(at(cp, k + 1))) {
                end = k + 1;
                for (;;) {
                    int x = at(cp, end);
                    int prev = cp[end - 1];
                    if (isLetter(x) || isDigit(x)) {
                        end++;
                    } else if (isLetter(prev) && isMidWord(x) && isLetter(at(cp, end + 1))) {
                        end += 2;
                    } else if (isDigit(prev) && isMidNumber(x) && isDigit(at(cp, end + 1))) {
                        end += 2;
                    } else if (isDigit(prev) && isPostNumber(x)) {
                        end++;
                        break;
                    } else {
                        break;
                    }
                }
            } else {
                end = k + 1;
            }
            brk[end] = true;
            k = end;
        }
    }

    private static boolean isMidWord(int c) {
        return c == '.' || c == '\'' || c == '"' || c == '_' || c == 0x2027 || isDash(c);
    }

    private static boolean isMidNumber(int c) {
        return c == '.' || c == ',' || c == '\'' || c == '"';
    }

    private static boolean isPreNumber(int c) {
        return c == '#' || c == '.' || c != 0xA2 && c >= 0 && Character.getType(c) == Character.CURRENCY_SYMBOL;
    }

    private static boolean isPostNumber(int c) {
        return c == '%' || c == '&' || c == 0xA2 || c == 0x2030 || c == 0x2031;
    }

    private static boolean isOpen(int c) {
        return c == '(' || c == '[' || c == '{' || c >= 0 && Character.getType(c) == Character.START_PUNCTUATION;
    }

    private static boolean isClose(int c) {
        return c == ')' || c == ']' || c == '}' || c >= 0 && Character.getType(c) == Character.END_PUNCTUATION;
    }

    private static boolean isBreakAfter(int c) {
        return c == '.' || c == ',' || c == ';' || c == ':' || c == '!' || c == '?' || isDash(c) && c != 0x2011;
    }

    // line: break opportunities
    private static void lines(int[] cp, boolean[] brk) {
        int n = cp.length;
        for (int k = 1; k < n; k++) {
            int a = cp[k - 1], b = cp[k];
            boolean br;
            if (isLineEnd(a) || a == '\t') br = true;
            else if (isSpace(b) || isLineEnd(b)) br = false;
            else if (isSpace(a)) br = true;
            else if (isOpen(b)) br = true;
            else if (isCloser(b) || isBreakAfter(b) && !isDash(b)) br = false;
            else if (isBreakAfter(a)) {
                boolean numeric = (a == '.' || a == ',') && isDigit(at(cp, k - 2)) && isDigit(b);
                boolean leading = isDash(a) && isDigit(b) && (opening(cp, k - 2)
                        || (cp[k - 2] == '"' || cp[k - 2] == '\'') && opening(cp, k - 3));
                br = !numeric && !leading && !isBreakAfter(b);
            } else if (isClose(a) || a == '"' && !opening(cp, k - 2)) {
                br = isLetter(b) || isDigit(b);
            } else {
                br = false;
            }
            brk[k] = br;
        }
    }

    /** Whether what is at k (before the text: true) makes the character after it start a segment's text. */
    private static boolean opening(int[] cp, int k) {
        return k < 0 || isSpace(cp[k]) || isLineEnd(cp[k]) || isOpen(cp[k]);
    }

    private static boolean isCloser(int c) {
        return isClose(c) || c == '"' || c == '\'' || c == 0x2019 || c == 0x201D;
    }

    // sentence
    private static void sentences(int[] cp, boolean[] brk) {
        int n = cp.length;
        for (int k = 0; k < n; k++) {
            int c = cp[k];
            if (c == 0x2029) {
                brk[k + 1] = true;
                continue;
            }
            if (c != '.' && c != '?' && c != '!') continue;
            int j = k + 1;
            while (j < n && (cp[j] == '.' || cp[j] == '?' || cp[j] == '!')) {
                if (cp[j] != '.') c = cp[j];
                j++;
            }
            boolean strong = false;
            for (int t = k; t < j; t++) if (cp[t] != '.') strong = true;
            while (j < n && isCloser(cp[j])) j++;
            int spaces = 0;
            while (j < n && (isSpace(cp[j]) || isLineEnd(cp[j]))) {
                spaces += cp[j] == '\r' ? 2 : 1; // CR LF is one cluster, two characters
                j++;
            }
            if (j >= n) {
                k = j;
                continue;
            }
            if (strong) {
                brk[j] = true;
            } else if (spaces > 0) {
                int next = cp[j], q = j;
                while (q < n - 1 && (cp[q] == '"' || cp[q] == '\'' || cp[q] == '+' || cp[q] == '-' || isPreNumber(cp[q]))) q++;
                if (q > j && isDigit(cp[q]) && spaces >= 2) {
                    // java takes the periods for a number's: each is a sentence of its own
                    for (int t = k; t < n && cp[t] == '.'; t++) {
                        brk[t] = true;
                        brk[t + 1] = true;
                    }
                    k = j - 1;
                    continue;
                }
                q = j;
                while (q < n - 1 && (isOpen(cp[q]) || cp[q] == '"' || cp[q] == '\'' || cp[q] == '+' || cp[q] == '-')) q++;
                boolean no = isDigit(cp[q]) || isPreNumber(cp[q]) && isDigit(at(cp, q + 1)) || isDigit(next) || next == '.' || (Character.isLowerCase(next) || isDash(next)) && spaces == 1;
                if (!no) brk[j] = true;
            }
            k = j - 1;
        }
    }
}
