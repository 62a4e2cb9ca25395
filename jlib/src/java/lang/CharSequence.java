package java.lang;

/** A readable sequence of char values. */
public interface CharSequence {
    int length();

    char charAt(int index);

    default boolean isEmpty() {
        return this.length() == 0;
    }

    CharSequence subSequence(int start, int end);

    @Override
    String toString();

    @SuppressWarnings("unchecked")
    static int compare(CharSequence cs1, CharSequence cs2) {
        if (cs1 == null || cs2 == null) {
            throw new NullPointerException();
        }
        if (cs1 == cs2) {
            return 0;
        }
        if (cs1.getClass() == cs2.getClass() && cs1 instanceof Comparable) {
            return ((Comparable<Object>) cs1).compareTo(cs2);
        }
        for (int i = 0, len = Math.min(cs1.length(), cs2.length()); i < len; i++) {
            char a = cs1.charAt(i);
            char b = cs2.charAt(i);
            if (a != b) {
                return a - b;
            }
        }
        return cs1.length() - cs2.length();
    }

    default java.util.stream.IntStream chars() {
        int n = length();
        int[] a = new int[n];
        for (int i = 0; i < n; i++) a[i] = charAt(i);
        return java.util.Arrays.stream(a);
    }

    default java.util.stream.IntStream codePoints() {
        String s = toString();
        int n = s.codePointCount(0, s.length());
        int[] a = new int[n];
        for (int i = 0, k = 0; k < n; k++) {
            int cp = s.codePointAt(i);
            a[k] = cp;
            i += Character.charCount(cp);
        }
        return java.util.Arrays.stream(a);
    }
}
