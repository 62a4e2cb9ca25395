import java.time.LocalDateTime;
import java.util.Calendar;
import java.util.GregorianCalendar;
import java.util.Locale;

/** Formatter's %tA %ta %tB %tb %tp and Calendar.getDisplayName in the given locale. */
public class FormatterLocaleNames {
    public static void main(String[] args) {
        Locale[] ls = {Locale.US, Locale.UK, Locale.FRANCE, Locale.GERMANY, Locale.ITALY, new Locale("es", "ES"), Locale.JAPAN, Locale.KOREA,
            Locale.CHINA, new Locale("pt", "BR"), new Locale("nl", "NL"), Locale.ROOT, null};
        Calendar c = new GregorianCalendar(2024, Calendar.SEPTEMBER, 3, 14, 7, 9);
        LocalDateTime t = LocalDateTime.of(2024, 2, 11, 9, 30);
        for (Locale l : ls) {
            String s = String.format(l, "%tA %<ta %<te %<tB %<tb %<th %<tY %<tp | %tA %<ta %<tB %<tb %<tp | %1$tc", c, t);
            String d = l == null ? "" : " | " + c.getDisplayName(Calendar.MONTH, Calendar.LONG, l) + " " + c.getDisplayName(Calendar.MONTH, Calendar.SHORT, l)
                + " " + c.getDisplayName(Calendar.DAY_OF_WEEK, Calendar.LONG, l) + " " + c.getDisplayName(Calendar.DAY_OF_WEEK, Calendar.SHORT, l);
            System.out.println(l + ": " + s + d);
        }
    }
}
