package java.text;

import java.util.ArrayList;

/** Maps ranges of numbers to strings ("0#none|1#one|1<many"), written for jpor from the Java SE API. */
public class ChoiceFormat extends NumberFormat {
    private double[] choiceLimits;
    private String[] choiceFormats;

    public ChoiceFormat(String newPattern) {
        applyPattern(newPattern);
    }

    public ChoiceFormat(double[] limits, String[] formats) {
        setChoices(limits, formats);
    }

    public void setChoices(double[] limits, String[] formats) {
        if (limits.length != formats.length) throw new IllegalArgumentException("Array and limit arrays must be of the same length.");
        choiceLimits = limits.clone();
        choiceFormats = formats.clone();
    }

    public void applyPattern(String newPattern) {
        ArrayList<Double> limits = new ArrayList<Double>();
        ArrayList<String> formats = new ArrayList<String>();
        StringBuilder seg = new StringBuilder();
        String limitText = null;
        boolean inQuote = false;
        int n = newPattern.length();
        for (int i = 0; i <= n; i++) {
            char c = i < n ? newPattern.charAt(i) : '|';
            if (i < n && c == '\'') {
                if (i + 1 < n && newPattern.charAt(i + 1) == '\'') {
                    seg.append('\'');
                    i++;
                } else {
                    inQuote = !inQuote;
                }
            } else if (inQuote && i < n) {
                seg.append(c);
            } else if (limitText == null && (c == '#' || c == '<' || c == '\u2264')) {
                String t = seg.toString().trim();
                double d;
                if (t.equals("\u221e")) d = Double.POSITIVE_INFINITY;
                else if (t.equals("-\u221e")) d = Double.NEGATIVE_INFINITY;
                else {
                    try {
                        d = Double.parseDouble(t);
                    } catch (NumberFormatException e) {
                        throw new IllegalArgumentException("Each interval must contain a number before a format");
                    }
                }
                if (c == '<') d = nextDouble(d);
                limits.add(d);
                limitText = t;
                seg.setLength(0);
            } else if (c == '|' && limitText != null) {
                formats.add(seg.toString());
                seg.setLength(0);
                limitText = null;
            } else if (c == '|' && i == n) {
                if (seg.length() > 0) throw new IllegalArgumentException("Each interval must contain a number before a format");
            } else {
                seg.append(c);
            }
        }
        choiceLimits = new double[limits.size()];
        for (int i = 0; i < choiceLimits.length; i++) choiceLimits[i] = limits.get(i);
        choiceFormats = formats.toArray(new String[0]);
    }

    public String toPattern() {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < choiceLimits.length; i++) {
            if (i != 0) sb.append('|');
            double less = previousDouble(choiceLimits[i]);
            double tryLess = Math.abs(Math.IEEEremainder(choiceLimits[i], 1.0d));
            double tryLessOrEqual = Math.abs(Math.IEEEremainder(less, 1.0d));
            if (tryLess < tryLessOrEqual) {
                sb.append(choiceLimits[i]).append('#');
            } else {
                sb.append(less == Double.POSITIVE_INFINITY ? "\u221e" : less == Double.NEGATIVE_INFINITY ? "-\u221e" : Double.toString(less)).append('<');
            }
            sb.append(choiceFormats[i]);
        }
        return sb.toString();
    }

    public double[] getLimits() {
        return choiceLimits.clone();
    }

    public Object[] getFormats() {
        return choiceFormats.clone();
    }

    public StringBuffer format(long number, StringBuffer toAppendTo, FieldPosition status) {
        return format((double) number, toAppendTo, status);
    }

    public StringBuffer format(double number, StringBuffer toAppendTo, FieldPosition status) {
        int i;
        for (i = 0; i < choiceLimits.length; ++i) {
            if (!(number >= choiceLimits[i])) break;
        }
        --i;
        if (i < 0) i = 0;
        return toAppendTo.append(choiceFormats[i]);
    }

    public Number parse(String text, ParsePosition status) {
        int start = status.index;
        int furthest = start;
        double best = Double.NaN;
        for (int i = 0; i < choiceFormats.length; ++i) {
            String s = choiceFormats[i];
            if (text.regionMatches(start, s, 0, s.length())) {
                int end = start + s.length();
                if (end > furthest) {
                    furthest = end;
                    best = choiceLimits[i];
                }
            }
        }
        status.index = furthest;
        if (furthest == start) status.errorIndex = furthest;
        return best;
    }

    public static final double nextDouble(double d) {
        return Math.nextUp(d);
    }

    public static final double previousDouble(double d) {
        return Math.nextDown(d);
    }

    public static double nextDouble(double d, boolean positive) {
        return positive ? Math.nextUp(d) : Math.nextDown(d);
    }

    public boolean equals(Object obj) {
        if (!(obj instanceof ChoiceFormat)) return false;
        ChoiceFormat o = (ChoiceFormat) obj;
        return java.util.Arrays.equals(choiceLimits, o.choiceLimits) && java.util.Arrays.equals(choiceFormats, o.choiceFormats);
    }

    public int hashCode() {
        int result = choiceLimits.length;
        if (choiceFormats.length > 0) result ^= choiceFormats[choiceFormats.length - 1].hashCode();
        return result;
    }
}
