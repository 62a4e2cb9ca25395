package java.util;

public final class StringJoiner {
    private final String prefix;
    private final String delimiter;
    private final String suffix;
    /** The added elements joined with the delimiter, without prefix and suffix. */
    private final StringBuilder joined = new StringBuilder();
    private int size;
    private String emptyValue;

    public StringJoiner(CharSequence delimiter) {
        this(delimiter, "", "");
    }

    public StringJoiner(CharSequence delimiter, CharSequence prefix, CharSequence suffix) {
        Objects.requireNonNull(prefix, "The prefix must not be null");
        Objects.requireNonNull(delimiter, "The delimiter must not be null");
        Objects.requireNonNull(suffix, "The suffix must not be null");
        this.prefix = prefix.toString();
        this.delimiter = delimiter.toString();
        this.suffix = suffix.toString();
    }

    public StringJoiner setEmptyValue(CharSequence emptyValue) {
        this.emptyValue = Objects.requireNonNull(emptyValue, "The empty value must not be null").toString();
        return this;
    }

    public String toString() {
        if (size == 0 && emptyValue != null) {
            return emptyValue;
        }
        return prefix + joined.toString() + suffix;
    }

    public StringJoiner add(CharSequence newElement) {
        String elt = String.valueOf(newElement);
        if (size > 0) {
            joined.append(delimiter);
        }
        joined.append(elt);
        size++;
        return this;
    }

    public StringJoiner merge(StringJoiner other) {
        Objects.requireNonNull(other);
        if (other.size == 0) {
            return this;
        }
        return add(other.joined.toString());
    }

    public int length() {
        return (size == 0 && emptyValue != null) ? emptyValue.length()
                : joined.length() + prefix.length() + suffix.length();
    }
}
