package java.util.regex;

/**
 * Unchecked exception thrown to indicate a syntax error in a regular-expression pattern.
 */
public class PatternSyntaxException extends IllegalArgumentException {
    private static final long serialVersionUID = -3864639126226059218L;

    private final String desc;
    private final String pattern;
    private final int index;

    public PatternSyntaxException(String desc, String regex, int index) {
        this.desc = desc;
        this.pattern = regex;
        this.index = index;
    }

    public int getIndex() {
        return index;
    }

    public String getDescription() {
        return desc;
    }

    public String getPattern() {
        return pattern;
    }

    public String getMessage() {
        StringBuilder sb = new StringBuilder();
        sb.append(desc);
        if (index >= 0) {
            sb.append(" near index ");
            sb.append(index);
        }
        sb.append('\n');
        sb.append(pattern);
        if (index >= 0 && pattern != null && index < pattern.length()) {
            sb.append('\n');
            for (int i = 0; i < index; i++)
                sb.append(' ');
            sb.append('^');
        }
        return sb.toString();
    }
}
