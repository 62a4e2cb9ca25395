import java.text.*;
import java.util.*;

/** MessageFormat and ChoiceFormat: argument types and styles, quoting, missing arguments, nested choice with arguments, locales. */
public class MessageFormats {
    public static void main(String[] args) {
        System.out.println(MessageFormat.format("{0} has {1,number,integer} items costing {2,number,#.##} ({3,number,percent}) '{quoted}' it''s {4} {5}", "Ann", 1234567, 3.14159, 0.256, null, 42.5));
        MessageFormat mf = new MessageFormat("There {0,choice,0#are no files|1#is one file|1<are {0,number,integer} files} in {1}.", Locale.US);
        for (int n : new int[] {0, 1, 2, 1000}) System.out.println(mf.format(new Object[] {n, "dir"}));
        System.out.println(MessageFormat.format("{1} before {0}, missing {5}", "a", "b"));
        for (Locale l : new Locale[] {Locale.US, Locale.GERMANY, Locale.FRANCE, Locale.ITALY}) {
            System.out.println(new MessageFormat("{0,number} | {0,number,currency} | {1,number,percent} | {2} | {0,number,0000.0}", l).format(new Object[] {1234.5, 0.75, 9876543L}));
        }
        ChoiceFormat cf = new ChoiceFormat("-1#neg|0#zero|0<pos|10#big");
        StringBuilder sb = new StringBuilder();
        for (double d : new double[] {-5, -1, 0, 0.5, 10, 11, Double.NaN, Double.POSITIVE_INFINITY}) sb.append(cf.format(d)).append(' ');
        System.out.println(sb + "| " + cf.format(3L) + " " + Arrays.toString(cf.getLimits()) + " " + Arrays.toString(cf.getFormats()));
        ChoiceFormat grades = new ChoiceFormat(new double[] {0, 60, 70, 80, 90}, new String[] {"F", "D", "C", "B", "A"});
        for (int score : new int[] {12, 60, 69, 75, 89, 90, 100}) System.out.print(grades.format(score));
        System.out.println();
        System.out.println(new MessageFormat("x={0}").toPattern() + " " + MessageFormat.format("{0}{1}", 1.0, 1000000L) + " " + MessageFormat.format("'{'{0}'}' '' {0}", 7));
        System.out.println(MessageFormat.format("{0,number,#,##0.00;(#,##0.00)} {1,number,0.###E0}", -1234.567, 0.000123));
        try {
            MessageFormat.format("{0", 1);
        } catch (IllegalArgumentException e) {
            System.out.println("IAE");
        }
    }
}
