import java.text.DateFormatSymbols;
import java.text.ParseException;
import java.text.SimpleDateFormat;
import java.util.Arrays;
import java.util.Date;
import java.util.GregorianCalendar;
import java.util.Locale;
import java.util.TimeZone;

/** java.text.DateFormatSymbols in several locales, and SimpleDateFormat's names through it. */
public class DateFormatSymbolsApi {
    static void p(Object o) { System.out.println(o); }

    public static void main(String[] args) throws ParseException {
        Locale[] locales = {Locale.ROOT, Locale.ENGLISH, Locale.US, Locale.UK, Locale.CANADA, new Locale("en", "AU"), new Locale("en", "IN"),
            new Locale("en", "NZ"), Locale.FRENCH, Locale.FRANCE, Locale.CANADA_FRENCH, Locale.GERMAN, Locale.GERMANY, new Locale("de", "AT"),
            new Locale("de", "CH"), Locale.ITALIAN, Locale.ITALY, new Locale("es"), new Locale("es", "ES"), Locale.JAPAN, Locale.KOREA, Locale.CHINA,
            Locale.TAIWAN, new Locale("pt", "BR"), new Locale("nl", "NL")};
        GregorianCalendar cal = new GregorianCalendar(TimeZone.getTimeZone("UTC"));
        cal.clear();
        cal.set(2024, 8, 1, 15, 4, 5);
        Date when = cal.getTime();
        for (Locale l : locales) {
            DateFormatSymbols s = DateFormatSymbols.getInstance(l);
            p(l + ": " + Arrays.toString(s.getEras()) + " " + Arrays.toString(s.getMonths()) + " " + Arrays.toString(s.getShortMonths()));
            p("  " + Arrays.toString(s.getWeekdays()) + " " + Arrays.toString(s.getShortWeekdays()) + " " + Arrays.toString(s.getAmPmStrings()) + " " + s.getLocalPatternChars());
            SimpleDateFormat f = new SimpleDateFormat("G yyyy MMMM MMM LLLL LLL EEEE EEE a", l);
            f.setTimeZone(TimeZone.getTimeZone("UTC"));
            String text = f.format(when);
            p("  " + text);
            SimpleDateFormat g = new SimpleDateFormat("d MMMM yyyy EEEE a h", l);
            g.setTimeZone(TimeZone.getTimeZone("UTC"));
            p("  " + g.parse(g.format(when)).getTime());
        }
        DateFormatSymbols en = new DateFormatSymbols(Locale.US);
        p(en.equals(DateFormatSymbols.getInstance(Locale.ENGLISH)) + " " + en.equals(DateFormatSymbols.getInstance(Locale.UK)) + " " + en.equals(en.clone()));
        String[] m = en.getMonths();
        m[0] = "Changed";
        p(en.getMonths()[0]);
        en.setMonths(new String[] {"M1", "M2", "M3", "M4", "M5", "M6", "M7", "M8", "M9", "M10", "M11", "M12", ""});
        en.setShortWeekdays(new String[] {"", "su", "mo", "tu", "we", "th", "fr", "sa"});
        en.setAmPmStrings(new String[] {"morning", "evening"});
        en.setEras(new String[] {"before", "after"});
        SimpleDateFormat f = new SimpleDateFormat("G MMMM EEE a", en);
        f.setTimeZone(TimeZone.getTimeZone("UTC"));
        p(f.format(when) + " " + f.getDateFormatSymbols().getMonths()[8] + " " + en.equals(new DateFormatSymbols(Locale.US)));
        p(f.parse("after M9 su evening").getTime());
        SimpleDateFormat h = new SimpleDateFormat("MMM d", Locale.US);
        h.setDateFormatSymbols(DateFormatSymbols.getInstance(Locale.GERMANY));
        h.setTimeZone(TimeZone.getTimeZone("UTC"));
        p(h.format(when) + " " + h.equals(new SimpleDateFormat("MMM d", Locale.GERMANY)) + " " + h.equals(new SimpleDateFormat("MMM d", Locale.US)));
        p(new SimpleDateFormat("EEEE", Locale.FRANCE).parse("Mercredi").getTime() + " " + new SimpleDateFormat("MMM yyyy", Locale.UK).parse("Sept 2020").getTime());
    }
}
