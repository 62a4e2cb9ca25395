package java.lang;

import java.util.Comparator;
import java.util.Iterator;
import java.util.Locale;

/**
 * Immutable character strings. The VM creates string objects directly by filling
 * {@code value} and {@code hash}; those must stay the only instance fields.
 */
public final class String implements java.io.Serializable, Comparable<String>, CharSequence,
        java.lang.constant.Constable, java.lang.constant.ConstantDesc {
    private static final long serialVersionUID = -6849794470754667710L;

    private final char[] value;
    private int hash;

    public static final Comparator<String> CASE_INSENSITIVE_ORDER = new CaseInsensitiveComparator();

    private static final class CaseInsensitiveComparator implements Comparator<String>, java.io.Serializable {
        private static final long serialVersionUID = 8575799808933029326L;

        public int compare(String s1, String s2) {
            return StringCase.compareToCI(s1.value, s2.value);
        }

        private Object readResolve() {
            return CASE_INSENSITIVE_ORDER;
        }
    }

    // ------------------------------------------------------------------ constructors

    public String() {
        this.value = new char[0];
    }

    public String(String original) {
        this.value = original.value;
        this.hash = original.hash;
    }

    public String(char[] value) {
        this(value, 0, value.length);
    }

    public String(char[] value, int offset, int count) {
        checkBoundsOffCount(offset, count, value.length);
        this.value = copyOfRange(value, offset, offset + count);
    }

    public String(int[] codePoints, int offset, int count) {
        checkBoundsOffCount(offset, count, codePoints.length);
        int end = offset + count;
        int n = count;
        for (int i = offset; i < end; i++) {
            int c = codePoints[i];
            if (Character.isBmpCodePoint(c)) {
                continue;
            } else if (Character.isValidCodePoint(c)) {
                n++;
            } else {
                throw new IllegalArgumentException(Integer.toString(c));
            }
        }
        char[] v = new char[n];
        for (int i = offset, j = 0; i < end; i++, j++) {
            int c = codePoints[i];
            if (Character.isBmpCodePoint(c)) {
                v[j] = (char) c;
            } else {
                v[j++] = Character.highSurrogate(c);
                v[j] = Character.lowSurrogate(c);
            }
        }
        this.value = v;
    }

    /** @deprecated does not properly convert bytes into characters */
    @Deprecated
    public String(byte[] ascii, int hibyte, int offset, int count) {
        checkBoundsOffCount(offset, count, ascii.length);
        char[] v = new char[count];
        int hi = (hibyte & 0xff) << 8;
        for (int i = 0; i < count; i++) {
            v[i] = (char) (hi | (ascii[offset + i] & 0xff));
        }
        this.value = v;
    }

    /** @deprecated does not properly convert bytes into characters */
    @Deprecated
    public String(byte[] ascii, int hibyte) {
        this(ascii, hibyte, 0, ascii.length);
    }

    public String(byte[] bytes, int offset, int length, String charsetName)
            throws java.io.UnsupportedEncodingException {
        int cs = StringCoding.lookupOrThrow(charsetName);
        checkBoundsOffCount(offset, length, bytes.length);
        this.value = StringCoding.decode(cs, bytes, offset, length);
    }

    public String(byte[] bytes, String charsetName) throws java.io.UnsupportedEncodingException {
        this(bytes, 0, bytes.length, charsetName);
    }

    public String(byte[] bytes, int offset, int length, java.nio.charset.Charset charset) {
        int cs = StringCoding.lookup(charset.name());
        checkBoundsOffCount(offset, length, bytes.length);
        this.value = StringCoding.decode(cs, bytes, offset, length);
    }

    public String(byte[] bytes, java.nio.charset.Charset charset) {
        this(bytes, 0, bytes.length, charset);
    }

    public String(byte[] bytes, int offset, int length) {
        checkBoundsOffCount(offset, length, bytes.length);
        this.value = StringCoding.decodeUTF8(bytes, offset, length);
    }

    public String(byte[] bytes) {
        this(bytes, 0, bytes.length);
    }

    public String(StringBuffer buffer) {
        synchronized (buffer) {
            this.value = copyOfRange(buffer.getValue(), 0, buffer.length());
        }
    }

    public String(StringBuilder builder) {
        this.value = copyOfRange(builder.getValue(), 0, builder.length());
    }

    /** Shares the given array (never modified afterwards). */
    String(char[] value, boolean share) {
        this.value = value;
    }

    // ------------------------------------------------------------------ helpers

    private static char[] copyOfRange(char[] src, int from, int to) {
        int n = to - from;
        char[] r = new char[n];
        System.arraycopy(src, from, r, 0, n);
        return r;
    }

    static void checkIndex(int index, int length) {
        if (index < 0 || index >= length) {
            throw new StringIndexOutOfBoundsException("index " + index + ", length " + length);
        }
    }

    static void checkOffset(int offset, int length) {
        if (offset < 0 || offset > length) {
            throw new StringIndexOutOfBoundsException("offset " + offset + ", length " + length);
        }
    }

    static void checkBoundsOffCount(int offset, int count, int length) {
        if (offset < 0 || count < 0 || offset > length - count) {
            throw new StringIndexOutOfBoundsException(
                    "offset " + offset + ", count " + count + ", length " + length);
        }
    }

    static void checkBoundsBeginEnd(int begin, int end, int length) {
        if (begin < 0 || begin > end || end > length) {
            throw new StringIndexOutOfBoundsException(
                    "begin " + begin + ", end " + end + ", length " + length);
        }
    }

    /** The backing array (not to be modified). */
    char[] value() {
        return value;
    }

    static String valueOfCodePoint(int codePoint) {
        if (Character.isBmpCodePoint(codePoint)) {
            return new String(new char[] { (char) codePoint }, true);
        } else if (Character.isValidCodePoint(codePoint)) {
            return new String(new char[] { Character.highSurrogate(codePoint),
                    Character.lowSurrogate(codePoint) }, true);
        }
        throw new IllegalArgumentException(Character.invalidCodePointMessage(codePoint));
    }

    private boolean isLatin1() {
        return StringCase.isLatin1(value);
    }

    // ------------------------------------------------------------------ basic access

    public int length() {
        return value.length;
    }

    public boolean isEmpty() {
        return value.length == 0;
    }

    public char charAt(int index) {
        if (index < 0 || index >= value.length) {
            if (isLatin1()) {
                throw new StringIndexOutOfBoundsException(index);
            }
            checkIndex(index, value.length);
        }
        return value[index];
    }

    public int codePointAt(int index) {
        checkIndex(index, value.length);
        return Character.codePointAtImpl(value, index, value.length);
    }

    public int codePointBefore(int index) {
        int i = index - 1;
        if (i < 0 || i >= value.length) {
            throw new StringIndexOutOfBoundsException(index);
        }
        return Character.codePointBeforeImpl(value, index, 0);
    }

    public int codePointCount(int beginIndex, int endIndex) {
        if (beginIndex < 0 || beginIndex > endIndex || endIndex > value.length) {
            throw new IndexOutOfBoundsException();
        }
        return Character.codePointCountImpl(value, beginIndex, endIndex - beginIndex);
    }

    public int offsetByCodePoints(int index, int codePointOffset) {
        if (index < 0 || index > value.length) {
            throw new IndexOutOfBoundsException();
        }
        return Character.offsetByCodePoints(this, index, codePointOffset);
    }

    public void getChars(int srcBegin, int srcEnd, char[] dst, int dstBegin) {
        checkBoundsBeginEnd(srcBegin, srcEnd, value.length);
        checkBoundsOffCount(dstBegin, srcEnd - srcBegin, dst.length);
        System.arraycopy(value, srcBegin, dst, dstBegin, srcEnd - srcBegin);
    }

    /** @deprecated does not properly convert characters into bytes */
    @Deprecated
    public void getBytes(int srcBegin, int srcEnd, byte[] dst, int dstBegin) {
        checkBoundsBeginEnd(srcBegin, srcEnd, value.length);
        checkBoundsOffCount(dstBegin, srcEnd - srcBegin, dst.length);
        for (int i = srcBegin; i < srcEnd; i++) {
            dst[dstBegin++] = (byte) value[i];
        }
    }

    public byte[] getBytes(String charsetName) throws java.io.UnsupportedEncodingException {
        int cs = StringCoding.lookupOrThrow(charsetName);
        return StringCoding.encode(cs, value, 0, value.length);
    }

    public byte[] getBytes(java.nio.charset.Charset charset) {
        int cs = StringCoding.lookup(charset.name());
        return StringCoding.encode(cs, value, 0, value.length);
    }

    public byte[] getBytes() {
        return StringCoding.encodeUTF8(value, 0, value.length);
    }

    // ------------------------------------------------------------------ comparison

    @Override
    public boolean equals(Object anObject) {
        if (this == anObject) {
            return true;
        }
        if (anObject instanceof String) {
            char[] other = ((String) anObject).value;
            char[] v = value;
            int n = v.length;
            if (n == other.length) {
                for (int i = 0; i < n; i++) {
                    if (v[i] != other[i]) {
                        return false;
                    }
                }
                return true;
            }
        }
        return false;
    }

    public boolean contentEquals(StringBuffer sb) {
        return contentEquals((CharSequence) sb);
    }

    public boolean contentEquals(CharSequence cs) {
        if (cs instanceof String) {
            return equals(cs);
        }
        if (cs instanceof StringBuffer) {
            synchronized (cs) {
                return contentEqualsChars(cs);
            }
        }
        return contentEqualsChars(cs);
    }

    private boolean contentEqualsChars(CharSequence cs) {
        int n = cs.length();
        if (n != value.length) {
            return false;
        }
        for (int i = 0; i < n; i++) {
            if (value[i] != cs.charAt(i)) {
                return false;
            }
        }
        return true;
    }

    public boolean equalsIgnoreCase(String anotherString) {
        return (this == anotherString) ? true
                : (anotherString != null)
                && (anotherString.value.length == value.length)
                && regionMatches(true, 0, anotherString, 0, value.length);
    }

    public int compareTo(String anotherString) {
        char[] v2 = anotherString.value;
        char[] v1 = value;
        int len1 = v1.length;
        int len2 = v2.length;
        int lim = Math.min(len1, len2);
        for (int k = 0; k < lim; k++) {
            char c1 = v1[k];
            char c2 = v2[k];
            if (c1 != c2) {
                return c1 - c2;
            }
        }
        return len1 - len2;
    }

    public int compareToIgnoreCase(String str) {
        // not through CASE_INSENSITIVE_ORDER: strings made by the VM may exist before
        // String is initialized
        return StringCase.compareToCI(value, str.value);
    }

    public boolean regionMatches(int toffset, String other, int ooffset, int len) {
        char[] ta = value;
        char[] pa = other.value;
        if ((ooffset < 0) || (toffset < 0) || (toffset > (long) ta.length - len)
                || (ooffset > (long) pa.length - len)) {
            return false;
        }
        while (len-- > 0) {
            if (ta[toffset++] != pa[ooffset++]) {
                return false;
            }
        }
        return true;
    }

    public boolean regionMatches(boolean ignoreCase, int toffset, String other, int ooffset, int len) {
        if (!ignoreCase) {
            return regionMatches(toffset, other, ooffset, len);
        }
        if ((ooffset < 0) || (toffset < 0) || (toffset > (long) value.length - len)
                || (ooffset > (long) other.value.length - len)) {
            return false;
        }
        if (len <= 0) {
            return true;
        }
        char[] ta = value;
        char[] pa = other.value;
        if (StringCase.isLatin1(ta) || StringCase.isLatin1(pa)) {
            return StringCase.compareCI(ta, toffset, len, pa, ooffset, len) == 0;
        }
        return StringCase.regionMatchesCI(ta, toffset, pa, ooffset, len);
    }

    public boolean startsWith(String prefix, int toffset) {
        char[] ta = value;
        char[] pa = prefix.value;
        int pc = pa.length;
        if (toffset < 0 || toffset > ta.length - pc) {
            return false;
        }
        for (int i = 0; i < pc; i++) {
            if (ta[toffset + i] != pa[i]) {
                return false;
            }
        }
        return true;
    }

    public boolean startsWith(String prefix) {
        return startsWith(prefix, 0);
    }

    public boolean endsWith(String suffix) {
        return startsWith(suffix, value.length - suffix.value.length);
    }

    @Override
    public int hashCode() {
        int h = hash;
        if (h == 0) {
            char[] v = value;
            for (int i = 0; i < v.length; i++) {
                h = 31 * h + v[i];
            }
            hash = h;
        }
        return h;
    }

    // ------------------------------------------------------------------ searching

    public int indexOf(int ch) {
        return indexOf(ch, 0);
    }

    public int indexOf(int ch, int fromIndex) {
        char[] v = value;
        int max = v.length;
        if (fromIndex < 0) {
            fromIndex = 0;
        } else if (fromIndex >= max) {
            return -1;
        }
        if (ch < Character.MIN_SUPPLEMENTARY_CODE_POINT) {
            for (int i = fromIndex; i < max; i++) {
                if (v[i] == ch) {
                    return i;
                }
            }
            return -1;
        }
        if (Character.isValidCodePoint(ch)) {
            char hi = Character.highSurrogate(ch);
            char lo = Character.lowSurrogate(ch);
            for (int i = fromIndex; i < max - 1; i++) {
                if (v[i] == hi && v[i + 1] == lo) {
                    return i;
                }
            }
        }
        return -1;
    }

    public int lastIndexOf(int ch) {
        return lastIndexOf(ch, value.length - 1);
    }

    public int lastIndexOf(int ch, int fromIndex) {
        char[] v = value;
        if (ch < Character.MIN_SUPPLEMENTARY_CODE_POINT) {
            int i = Math.min(fromIndex, v.length - 1);
            for (; i >= 0; i--) {
                if (v[i] == ch) {
                    return i;
                }
            }
            return -1;
        }
        if (Character.isValidCodePoint(ch)) {
            char hi = Character.highSurrogate(ch);
            char lo = Character.lowSurrogate(ch);
            int i = Math.min(fromIndex, v.length - 2);
            for (; i >= 0; i--) {
                if (v[i] == hi && v[i + 1] == lo) {
                    return i;
                }
            }
        }
        return -1;
    }

    public int indexOf(String str) {
        return indexOf(value, value.length, str.value, 0);
    }

    public int indexOf(String str, int fromIndex) {
        return indexOf(value, value.length, str.value, fromIndex);
    }

    /** Index of tgt in src[0..srcCount) from fromIndex, with String.indexOf's clamping. */
    static int indexOf(char[] src, int srcCount, char[] tgt, int fromIndex) {
        int tgtCount = tgt.length;
        if (fromIndex >= srcCount) {
            return (tgtCount == 0 ? srcCount : -1);
        }
        if (fromIndex < 0) {
            fromIndex = 0;
        }
        if (tgtCount == 0) {
            return fromIndex;
        }
        if (tgtCount > srcCount) {
            return -1;
        }
        char first = tgt[0];
        int max = srcCount - tgtCount;
        for (int i = fromIndex; i <= max; i++) {
            if (src[i] != first) {
                while (++i <= max && src[i] != first) {
                    // skip
                }
            }
            if (i <= max) {
                int j = i + 1;
                int end = j + tgtCount - 1;
                for (int k = 1; j < end && src[j] == tgt[k]; j++, k++) {
                    // match
                }
                if (j == end) {
                    return i;
                }
            }
        }
        return -1;
    }

    public int lastIndexOf(String str) {
        return lastIndexOf(str, value.length);
    }

    public int lastIndexOf(String str, int fromIndex) {
        return lastIndexOf(value, value.length, str.value, fromIndex);
    }

    static int lastIndexOf(char[] src, int srcCount, char[] tgt, int fromIndex) {
        int tgtCount = tgt.length;
        int rightIndex = srcCount - tgtCount;
        if (fromIndex > rightIndex) {
            fromIndex = rightIndex;
        }
        if (fromIndex < 0) {
            return -1;
        }
        if (tgtCount == 0) {
            return fromIndex;
        }
        for (int i = fromIndex; i >= 0; i--) {
            int k = 0;
            while (k < tgtCount && src[i + k] == tgt[k]) {
                k++;
            }
            if (k == tgtCount) {
                return i;
            }
        }
        return -1;
    }

    public boolean contains(CharSequence s) {
        return indexOf(s.toString()) >= 0;
    }

    // ------------------------------------------------------------------ derived strings

    public String substring(int beginIndex) {
        return substring(beginIndex, value.length);
    }

    public String substring(int beginIndex, int endIndex) {
        int length = value.length;
        checkBoundsBeginEnd(beginIndex, endIndex, length);
        if (beginIndex == 0 && endIndex == length) {
            return this;
        }
        return new String(copyOfRange(value, beginIndex, endIndex), true);
    }

    public CharSequence subSequence(int beginIndex, int endIndex) {
        return this.substring(beginIndex, endIndex);
    }

    public String concat(String str) {
        if (str.isEmpty()) {
            return this;
        }
        char[] r = new char[value.length + str.value.length];
        System.arraycopy(value, 0, r, 0, value.length);
        System.arraycopy(str.value, 0, r, value.length, str.value.length);
        return new String(r, true);
    }

    public String replace(char oldChar, char newChar) {
        if (oldChar != newChar) {
            char[] v = value;
            int len = v.length;
            int i = -1;
            while (++i < len) {
                if (v[i] == oldChar) {
                    break;
                }
            }
            if (i < len) {
                char[] buf = new char[len];
                System.arraycopy(v, 0, buf, 0, i);
                while (i < len) {
                    char c = v[i];
                    buf[i] = (c == oldChar) ? newChar : c;
                    i++;
                }
                return new String(buf, true);
            }
        }
        return this;
    }

    public boolean matches(String regex) {
        return java.util.regex.Pattern.matches(regex, this);
    }

    public String replaceFirst(String regex, String replacement) {
        return java.util.regex.Pattern.compile(regex).matcher(this).replaceFirst(replacement);
    }

    public String replaceAll(String regex, String replacement) {
        return java.util.regex.Pattern.compile(regex).matcher(this).replaceAll(replacement);
    }

    public String replace(CharSequence target, CharSequence replacement) {
        String trgtStr = target.toString();
        String replStr = replacement.toString();
        int thisLen = value.length;
        int trgtLen = trgtStr.value.length;
        int replLen = replStr.value.length;
        if (trgtLen > 0) {
            if (trgtLen == 1 && replLen == 1) {
                return replace(trgtStr.value[0], replStr.value[0]);
            }
            int j = indexOf(trgtStr);
            if (j < 0) {
                return this;
            }
            StringBuilder sb = new StringBuilder(thisLen + 16);
            int i = 0;
            do {
                sb.append(value, i, j - i).append(replStr);
                i = j + trgtLen;
            } while ((j = indexOf(trgtStr, i)) >= 0);
            sb.append(value, i, thisLen - i);
            return sb.toString();
        }
        long resultLen = thisLen + (long) (thisLen + 1) * replLen;
        if (resultLen > Integer.MAX_VALUE) {
            throw new OutOfMemoryError("Required length exceeds implementation limit");
        }
        StringBuilder sb = new StringBuilder((int) resultLen);
        sb.append(replStr);
        for (int i = 0; i < thisLen; ++i) {
            sb.append(value[i]).append(replStr);
        }
        return sb.toString();
    }

    public String[] split(String regex, int limit) {
        char ch = 0;
        if (((regex.value.length == 1
                && ".$|()[{^?*+\\".indexOf(ch = regex.charAt(0)) == -1)
                || (regex.length() == 2
                    && regex.charAt(0) == '\\'
                    && ((ch = regex.charAt(1)) - '0' | '9' - ch) < 0
                    && ((ch - 'a') | ('z' - ch)) < 0
                    && ((ch - 'A') | ('Z' - ch)) < 0))
                && (ch < Character.MIN_HIGH_SURROGATE || ch > Character.MAX_LOW_SURROGATE)) {
            return splitChar(ch, limit);
        }
        return java.util.regex.Pattern.compile(regex).split(this, limit);
    }

    private String[] splitChar(char ch, int limit) {
        int off = 0;
        int next;
        boolean limited = limit > 0;
        String[] list = new String[8];
        int size = 0;
        int len = value.length;
        while ((next = indexOf(ch, off)) != -1) {
            if (size == list.length) {
                list = grow(list);
            }
            if (!limited || size < limit - 1) {
                list[size++] = substring(off, next);
                off = next + 1;
            } else {
                list[size++] = substring(off, len);
                off = len;
                break;
            }
        }
        if (off == 0) {
            return new String[] { this };
        }
        if (!limited || size < limit) {
            if (size == list.length) {
                list = grow(list);
            }
            list[size++] = substring(off, len);
        }
        int resultSize = size;
        if (limit == 0) {
            while (resultSize > 0 && list[resultSize - 1].isEmpty()) {
                resultSize--;
            }
        }
        String[] result = new String[resultSize];
        System.arraycopy(list, 0, result, 0, resultSize);
        return result;
    }

    private static String[] grow(String[] a) {
        String[] b = new String[a.length * 2];
        System.arraycopy(a, 0, b, 0, a.length);
        return b;
    }

    public String[] split(String regex) {
        return split(regex, 0);
    }

    public static String join(CharSequence delimiter, CharSequence... elements) {
        String delim = delimiter.toString();
        String[] elems = new String[elements.length];
        for (int i = 0; i < elements.length; i++) {
            elems[i] = String.valueOf(elements[i]);
        }
        return join(delim, elems, elems.length);
    }

    public static String join(CharSequence delimiter, Iterable<? extends CharSequence> elements) {
        if (delimiter == null || elements == null) {
            throw new NullPointerException();
        }
        String delim = delimiter.toString();
        String[] elems = new String[8];
        int size = 0;
        for (Iterator<? extends CharSequence> it = elements.iterator(); it.hasNext(); ) {
            CharSequence cs = it.next();
            if (size == elems.length) {
                elems = grow(elems);
            }
            elems[size++] = String.valueOf(cs);
        }
        return join(delim, elems, size);
    }

    private static String join(String delim, String[] elems, int size) {
        if (size == 0) {
            return "";
        }
        int len = delim.value.length * (size - 1);
        for (int i = 0; i < size; i++) {
            len += elems[i].value.length;
        }
        char[] r = new char[len];
        int p = 0;
        for (int i = 0; i < size; i++) {
            if (i > 0) {
                System.arraycopy(delim.value, 0, r, p, delim.value.length);
                p += delim.value.length;
            }
            char[] e = elems[i].value;
            System.arraycopy(e, 0, r, p, e.length);
            p += e.length;
        }
        return new String(r, true);
    }

    private static int caseRules(Locale locale) {
        if (locale == null) {
            throw new NullPointerException();
        }
        String lang = locale.getLanguage();
        if ("tr".equals(lang) || "az".equals(lang)) {
            return StringCase.TURKIC;
        }
        return StringCase.ROOT;
    }

    public String toLowerCase(Locale locale) {
        char[] r = StringCase.toLowerCase(value, caseRules(locale));
        return r == null ? this : new String(r, true);
    }

    public String toLowerCase() {
        char[] r = StringCase.toLowerCase(value, StringCase.ROOT);
        return r == null ? this : new String(r, true);
    }

    public String toUpperCase(Locale locale) {
        char[] r = StringCase.toUpperCase(value, caseRules(locale));
        return r == null ? this : new String(r, true);
    }

    public String toUpperCase() {
        char[] r = StringCase.toUpperCase(value, StringCase.ROOT);
        return r == null ? this : new String(r, true);
    }

    public String trim() {
        char[] v = value;
        int len = v.length;
        int st = 0;
        while ((st < len) && (v[st] <= ' ')) {
            st++;
        }
        while ((st < len) && (v[len - 1] <= ' ')) {
            len--;
        }
        return ((st > 0) || (len < v.length)) ? substring(st, len) : this;
    }

    int indexOfNonWhitespace() {
        char[] v = value;
        int length = v.length;
        int left = 0;
        while (left < length) {
            int cp = Character.codePointAt(v, left);
            if (!Character.isWhitespace(cp)) {
                break;
            }
            left += Character.charCount(cp);
        }
        return left;
    }

    int lastIndexOfNonWhitespace() {
        char[] v = value;
        int right = v.length;
        while (0 < right) {
            int cp = Character.codePointBefore(v, right);
            if (!Character.isWhitespace(cp)) {
                break;
            }
            right -= Character.charCount(cp);
        }
        return right;
    }

    public String strip() {
        int left = indexOfNonWhitespace();
        if (left == value.length) {
            return "";
        }
        int right = lastIndexOfNonWhitespace();
        return ((left > 0) || (right < value.length)) ? substring(left, right) : this;
    }

    public String stripLeading() {
        int left = indexOfNonWhitespace();
        return (left != 0) ? substring(left) : this;
    }

    public String stripTrailing() {
        int right = lastIndexOfNonWhitespace();
        return (right != value.length) ? substring(0, right) : this;
    }

    public boolean isBlank() {
        return indexOfNonWhitespace() == value.length;
    }

    public java.util.stream.Stream<String> lines() {
        return java.util.Arrays.stream(lineArray());
    }

    /** The lines of this string as lines() would give them (terminators \n, \r, \r\n). */
    private String[] lineArray() {
        char[] v = value;
        int len = v.length;
        String[] lines = new String[8];
        int size = 0;
        int start = 0;
        while (start < len) {
            int i = start;
            while (i < len && v[i] != '\n' && v[i] != '\r') {
                i++;
            }
            if (size == lines.length) {
                lines = grow(lines);
            }
            lines[size++] = substring(start, i);
            if (i < len) {
                if (v[i] == '\r' && i + 1 < len && v[i + 1] == '\n') {
                    i++;
                }
                i++;
            }
            start = i;
        }
        String[] r = new String[size];
        System.arraycopy(lines, 0, r, 0, size);
        return r;
    }

    public String indent(int n) {
        if (isEmpty()) {
            return "";
        }
        String[] lines = lineArray();
        StringBuilder sb = new StringBuilder();
        String spaces = n > 0 ? " ".repeat(n) : null;
        for (int i = 0; i < lines.length; i++) {
            String s = lines[i];
            if (n > 0) {
                sb.append(spaces).append(s);
            } else if (n == Integer.MIN_VALUE) {
                sb.append(s.stripLeading());
            } else if (n < 0) {
                sb.append(s.substring(Math.min(-n, s.indexOfNonWhitespace())));
            } else {
                sb.append(s);
            }
            sb.append('\n');
        }
        return sb.toString();
    }

    public String stripIndent() {
        int length = value.length;
        if (length == 0) {
            return "";
        }
        char lastChar = value[length - 1];
        boolean optOut = lastChar == '\n' || lastChar == '\r';
        String[] lines = lineArray();
        int outdent = 0;
        if (!optOut) {
            outdent = Integer.MAX_VALUE;
            for (int i = 0; i < lines.length; i++) {
                String line = lines[i];
                int leadingWhitespace = line.indexOfNonWhitespace();
                if (leadingWhitespace != line.length()) {
                    outdent = Math.min(outdent, leadingWhitespace);
                }
            }
            String lastLine = lines[lines.length - 1];
            if (lastLine.isBlank()) {
                outdent = Math.min(outdent, lastLine.length());
            }
        }
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < lines.length; i++) {
            if (i > 0) {
                sb.append('\n');
            }
            String line = lines[i];
            int firstNonWhitespace = line.indexOfNonWhitespace();
            int lastNonWhitespace = line.lastIndexOfNonWhitespace();
            int incidentalWhitespace = Math.min(outdent, firstNonWhitespace);
            if (firstNonWhitespace > lastNonWhitespace) {
                continue;
            }
            sb.append(line, incidentalWhitespace, lastNonWhitespace);
        }
        if (optOut) {
            sb.append('\n');
        }
        return sb.toString();
    }

    public String translateEscapes() {
        if (isEmpty()) {
            return "";
        }
        char[] chars = toCharArray();
        int length = chars.length;
        int from = 0;
        int to = 0;
        while (from < length) {
            char ch = chars[from++];
            if (ch == '\\') {
                ch = from < length ? chars[from++] : '\0';
                switch (ch) {
                    case 'b': ch = '\b'; break;
                    case 'f': ch = '\f'; break;
                    case 'n': ch = '\n'; break;
                    case 'r': ch = '\r'; break;
                    case 's': ch = ' '; break;
                    case 't': ch = '\t'; break;
                    case '\'':
                    case '\"':
                    case '\\':
                        break;
                    case '0': case '1': case '2': case '3':
                    case '4': case '5': case '6': case '7': {
                        int limit = Integer.min(from + (ch <= '3' ? 2 : 1), length);
                        int code = ch - '0';
                        while (from < limit) {
                            ch = chars[from];
                            if (ch < '0' || '7' < ch) {
                                break;
                            }
                            from++;
                            code = (code << 3) | (ch - '0');
                        }
                        ch = (char) code;
                        break;
                    }
                    case '\n':
                        continue;
                    case '\r':
                        if (from < length && chars[from] == '\n') {
                            from++;
                        }
                        continue;
                    default: {
                        String msg = "Invalid escape sequence: \\" + ch + " \\\\u"
                                + Integer.toHexString(ch | 0x10000).substring(1).toUpperCase();
                        throw new IllegalArgumentException(msg);
                    }
                }
            }
            chars[to++] = ch;
        }
        return new String(chars, 0, to);
    }

    public <R> R transform(java.util.function.Function<? super String, ? extends R> f) {
        return f.apply(this);
    }

    public String toString() {
        return this;
    }

    public char[] toCharArray() {
        char[] r = new char[value.length];
        System.arraycopy(value, 0, r, 0, value.length);
        return r;
    }

    public static String format(String format, Object... args) {
        return new java.util.Formatter().format(format, args).toString();
    }

    public static String format(Locale l, String format, Object... args) {
        return new java.util.Formatter(l).format(format, args).toString();
    }

    public String formatted(Object... args) {
        return new java.util.Formatter().format(this, args).toString();
    }

    public static String valueOf(Object obj) {
        return (obj == null) ? "null" : obj.toString();
    }

    public static String valueOf(char[] data) {
        return new String(data);
    }

    public static String valueOf(char[] data, int offset, int count) {
        return new String(data, offset, count);
    }

    public static String copyValueOf(char[] data, int offset, int count) {
        return new String(data, offset, count);
    }

    public static String copyValueOf(char[] data) {
        return new String(data);
    }

    public static String valueOf(boolean b) {
        return b ? "true" : "false";
    }

    public static String valueOf(char c) {
        return new String(new char[] { c }, true);
    }

    public static String valueOf(int i) {
        return Integer.toString(i);
    }

    public static String valueOf(long l) {
        return Long.toString(l);
    }

    public static String valueOf(float f) {
        return Float.toString(f);
    }

    public static String valueOf(double d) {
        return Double.toString(d);
    }

    public native String intern();

    public String repeat(int count) {
        if (count < 0) {
            throw new IllegalArgumentException("count is negative: " + count);
        }
        if (count == 1) {
            return this;
        }
        int len = value.length;
        if (len == 0 || count == 0) {
            return "";
        }
        if (Integer.MAX_VALUE / count < len) {
            throw new OutOfMemoryError("Required length exceeds implementation limit");
        }
        int limit = len * count;
        char[] r = new char[limit];
        System.arraycopy(value, 0, r, 0, len);
        int copied = len;
        for (; copied < limit - copied; copied <<= 1) {
            System.arraycopy(r, 0, r, copied, copied);
        }
        System.arraycopy(r, 0, r, copied, limit - copied);
        return new String(r, true);
    }

    @Override
    public java.util.Optional<String> describeConstable() {
        return java.util.Optional.of(this);
    }
}
