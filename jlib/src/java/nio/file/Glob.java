package java.nio.file;

import java.util.regex.PatternSyntaxException;

/** Turns a glob (FileSystem.getPathMatcher's syntax) into a regular expression over Unix paths. */
final class Glob {
    private Glob() {
    }

    private static final String REGEX_META = ".^$+{[]|()";
    private static final String GLOB_META = "\\*?[{";

    private static boolean isRegexMeta(char c) {
        return REGEX_META.indexOf(c) >= 0;
    }

    private static boolean isGlobMeta(char c) {
        return GLOB_META.indexOf(c) >= 0;
    }

    static String toRegex(String glob) {
        StringBuilder re = new StringBuilder("^");
        int n = glob.length();
        int i = 0;
        boolean inGroup = false;
        while (i < n) {
            char c = glob.charAt(i++);
            switch (c) {
            case '\\':
                if (i == n) {
                    throw new PatternSyntaxException("No character to escape", glob, i - 1);
                }
                char e = glob.charAt(i++);
                if (isGlobMeta(e) || isRegexMeta(e)) {
                    re.append('\\');
                }
                re.append(e);
                break;
            case '/':
                re.append(c);
                break;
            case '[': {
                re.append("[[^/]&&[");
                if (i < n && glob.charAt(i) == '^') {
                    re.append("\\^");
                    i++;
                } else {
                    if (i < n && glob.charAt(i) == '!') {
                        re.append('^');
                        i++;
                    }
                    if (i < n && glob.charAt(i) == '-') {
                        re.append('-');
                        i++;
                    }
                }
                boolean rangeStart = false;
                char last = 0;
                char k = 0;
                while (i < n) {
                    k = glob.charAt(i++);
                    if (k == ']') {
                        break;
                    }
                    if (k == '/') {
                        throw new PatternSyntaxException("Explicit 'name separator' in class", glob, i - 1);
                    }
                    if (k == '\\' || k == '[' || (k == '&' && i < n && glob.charAt(i) == '&')) {
                        re.append('\\');
                    }
                    re.append(k);
                    if (k == '-') {
                        if (!rangeStart) {
                            throw new PatternSyntaxException("Invalid range", glob, i - 1);
                        }
                        if (i == n) {
                            k = 0;
                            break;
                        }
                        k = glob.charAt(i++);
                        if (k == ']') {
                            break;
                        }
                        if (k < last) {
                            throw new PatternSyntaxException("Invalid range", glob, i - 3);
                        }
                        re.append(k);
                        rangeStart = false;
                    } else {
                        rangeStart = true;
                        last = k;
                    }
                }
                if (k != ']') {
                    throw new PatternSyntaxException("Missing ']", glob, i - 1);
                }
                re.append("]]");
                break;
            }
            case '{':
                if (inGroup) {
                    throw new PatternSyntaxException("Cannot nest groups", glob, i - 1);
                }
                re.append("(?:(?:");
                inGroup = true;
                break;
            case '}':
                if (inGroup) {
                    re.append("))");
                    inGroup = false;
                } else {
                    re.append('}');
                }
                break;
            case ',':
                if (inGroup) {
                    re.append(")|(?:");
                } else {
                    re.append(',');
                }
                break;
            case '*':
                if (i < n && glob.charAt(i) == '*') {
                    re.append(".*");
                    i++;
                } else {
                    re.append("[^/]*");
                }
                break;
            case '?':
                re.append("[^/]");
                break;
            default:
                if (isRegexMeta(c)) {
                    re.append('\\');
                }
                re.append(c);
            }
        }
        if (inGroup) {
            throw new PatternSyntaxException("Missing '}", glob, i - 1);
        }
        return re.append('$').toString();
    }
}
