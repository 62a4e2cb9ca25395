package java.text;

import java.util.ArrayList;
import java.util.Locale;

/**
 * Concatenated messages with argument placeholders ({0}, {1,number,integer},
 * {2,choice,...}, {3,date,short}, {4,time,HH:mm}), written for jpor from the Java SE API.
 */
public class MessageFormat extends Format {
    private Locale locale;
    private String pattern;
    /** Parsed pattern: literal Strings and Arg placeholders. */
    private ArrayList<Object> parts = new ArrayList<Object>();

    private static final class Arg {
        int index;
        String type; // null, "number", "choice", "date", "time"
        String style; // null or the style text
        Format format; // null: format by the argument's class
    }

    public MessageFormat(String pattern) {
        this(pattern, Locale.getDefault(Locale.Category.FORMAT));
    }

    public MessageFormat(String pattern, Locale locale) {
        this.locale = locale;
        applyPattern(pattern);
    }

    public void setLocale(Locale locale) {
        this.locale = locale;
    }

    public Locale getLocale() {
        return locale;
    }

    public void applyPattern(String pattern) {
        this.pattern = pattern;
        parts = new ArrayList<Object>();
        StringBuilder lit = new StringBuilder();
        boolean inQuote = false;
        int n = pattern.length();
        for (int i = 0; i < n; i++) {
            char c = pattern.charAt(i);
            if (c == '\'') {
                if (i + 1 < n && pattern.charAt(i + 1) == '\'') {
                    lit.append('\'');
                    i++;
                } else {
                    inQuote = !inQuote;
                }
            } else if (inQuote) {
                lit.append(c);
            } else if (c == '{') {
                int depth = 1;
                int j = i + 1;
                boolean q = false;
                for (; j < n; j++) {
                    char d = pattern.charAt(j);
                    if (d == '\'') q = !q;
                    else if (!q && d == '{') depth++;
                    else if (!q && d == '}' && --depth == 0) break;
                }
                if (j >= n) throw new IllegalArgumentException("Unmatched braces in the pattern.");
                if (lit.length() > 0) {
                    parts.add(lit.toString());
                    lit.setLength(0);
                }
                parts.add(parseArg(pattern.substring(i + 1, j)));
                i = j;
            } else if (c == '}') {
                lit.append(c);
            } else {
                lit.append(c);
            }
        }
        if (lit.length() > 0) parts.add(lit.toString());
    }

    private Arg parseArg(String body) {
        Arg a = new Arg();
        int c1 = body.indexOf(',');
        String idx = (c1 < 0 ? body : body.substring(0, c1)).trim();
        try {
            a.index = Integer.parseInt(idx);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("can't parse argument number: " + idx);
        }
        if (a.index < 0) throw new IllegalArgumentException("negative argument number: " + a.index);
        if (c1 < 0) return a;
        String rest = body.substring(c1 + 1);
        int c2 = rest.indexOf(',');
        a.type = (c2 < 0 ? rest : rest.substring(0, c2)).trim().toLowerCase(Locale.ROOT);
        a.style = c2 < 0 ? null : rest.substring(c2 + 1);
        String style = a.style == null ? "" : a.style.trim();
        if (a.type.equals("number")) {
            if (style.isEmpty()) a.format = NumberFormat.getInstance(locale);
            else if (style.equals("integer")) a.format = NumberFormat.getIntegerInstance(locale);
            else if (style.equals("currency")) a.format = NumberFormat.getCurrencyInstance(locale);
            else if (style.equals("percent")) a.format = NumberFormat.getPercentInstance(locale);
            else a.format = new DecimalFormat(a.style, DecimalFormatSymbols.getInstance(locale));
        } else if (a.type.equals("choice")) {
            a.format = new ChoiceFormat(a.style == null ? "" : a.style);
        } else if (a.type.equals("date") || a.type.equals("time")) {
            boolean date = a.type.equals("date");
            int st = style.isEmpty() ? DateFormat.DEFAULT : style.equals("short") ? DateFormat.SHORT
                    : style.equals("medium") ? DateFormat.MEDIUM : style.equals("long") ? DateFormat.LONG
                    : style.equals("full") ? DateFormat.FULL : -1;
            if (st < 0) a.format = new SimpleDateFormat(a.style, locale);
            else a.format = date ? DateFormat.getDateInstance(st, locale) : DateFormat.getTimeInstance(st, locale);
        } else {
            throw new IllegalArgumentException("unknown format type: " + a.type);
        }
        return a;
    }

    public String toPattern() {
        return pattern;
    }

    public static String format(String pattern, Object... arguments) {
        return new MessageFormat(pattern).format(arguments);
    }

    public final StringBuffer format(Object[] arguments, StringBuffer result, FieldPosition pos) {
        for (Object p : parts) {
            if (p instanceof String) {
                result.append((String) p);
                continue;
            }
            Arg a = (Arg) p;
            if (arguments == null || a.index >= arguments.length) {
                result.append('{').append(a.index).append('}');
                continue;
            }
            Object obj = arguments[a.index];
            if (obj == null) {
                result.append("null");
            } else if (a.format != null) {
                String s = a.format.format(obj);
                if (a.format instanceof ChoiceFormat && s.indexOf('{') >= 0) {
                    s = new MessageFormat(s, locale).format(arguments);
                }
                result.append(s);
            } else if (obj instanceof Number) {
                result.append(NumberFormat.getInstance(locale).format(obj));
            } else if (obj instanceof java.util.Date) {
                result.append(DateFormat.getDateTimeInstance(DateFormat.SHORT, DateFormat.SHORT, locale).format(obj));
            } else if (obj instanceof String) {
                result.append((String) obj);
            } else {
                result.append(obj.toString());
            }
        }
        return result;
    }

    public final StringBuffer format(Object arguments, StringBuffer result, FieldPosition pos) {
        return format((Object[]) arguments, result, pos);
    }

    public final String format(Object[] arguments) {
        return format(arguments, new StringBuffer(), new FieldPosition(0)).toString();
    }

    public Object parseObject(String source, ParsePosition pos) {
        throw new UnsupportedOperationException("jpor: MessageFormat.parse");
    }
}
