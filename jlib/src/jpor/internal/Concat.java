package jpor.internal;

/**
 * String concatenation for invokedynamic (StringConcatFactory.makeConcatWithConstants): the VM
 * boxes the arguments by their static type and calls concat.
 */
public final class Concat {
    private Concat() {
    }

    private static String stringOf(Object value) {
        String s;
        return (value == null || (s = value.toString()) == null) ? "null" : s;
    }

    /**
     * Builds the string from recipe: each \u0001 takes the next argument, each \u0002 the
     * next constant, any other char stands for itself.
     */
    public static String concat(String recipe, Object[] constants, Object[] args) {
        int n = recipe.length();
        String[] parts = new String[args.length];
        int total = n;
        for (int i = 0; i < args.length; i++) {
            String s = stringOf(args[i]);
            parts[i] = s;
            total += s.length();
        }
        StringBuilder sb = new StringBuilder(total);
        int ai = 0;
        int ci = 0;
        for (int i = 0; i < n; i++) {
            char c = recipe.charAt(i);
            if (c == '\u0001') {
                sb.append(parts[ai++]);
            } else if (c == '\u0002') {
                sb.append(stringOf(constants[ci++]));
            } else {
                sb.append(c);
            }
        }
        return sb.toString();
    }
}
