import java.text.DateFormat;
import java.text.SimpleDateFormat;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.ZoneId;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.time.format.FormatStyle;
import java.util.Date;
import java.util.Locale;
import java.util.TimeZone;

/** DateFormat's and java.time's localized date and time styles in common locales. */
public class LocaleDateStyles {
    public static void main(String[] args) throws Exception {
        String[] tags = {"en-US", "en-GB", "en-IN", "en-AU", "en-CA", "fr-FR", "fr-CA", "de-DE", "de-AT", "de-CH", "it-IT", "es-ES",
            "pt-BR", "pt-PT", "nl-NL", "ja-JP", "zh-CN", "zh-TW", "ko-KR", "en", "fr", "de", "ja", "es"};
        Date when = new Date(1_700_000_000_000L);
        LocalDateTime ldt = LocalDateTime.of(2024, 3, 5, 14, 7, 9);
        ZonedDateTime zdt = ZonedDateTime.of(ldt, ZoneId.of("UTC"));
        for (String t : tags) {
            Locale l = Locale.forLanguageTag(t);
            StringBuilder sb = new StringBuilder(t + ":");
            for (int s = DateFormat.FULL; s <= DateFormat.SHORT; s++) {
                DateFormat d = DateFormat.getDateInstance(s, l);
                d.setTimeZone(TimeZone.getTimeZone("UTC"));
                sb.append(" [").append(d.format(when)).append("]");
            }
            DateFormat tm = DateFormat.getTimeInstance(DateFormat.MEDIUM, l);
            tm.setTimeZone(TimeZone.getTimeZone("UTC"));
            DateFormat dt = DateFormat.getDateTimeInstance(DateFormat.LONG, DateFormat.SHORT, l);
            dt.setTimeZone(TimeZone.getTimeZone("UTC"));
            sb.append(" [").append(tm.format(when)).append("] [").append(dt.format(when)).append("] ").append(((SimpleDateFormat) DateFormat.getDateInstance(DateFormat.SHORT, l)).toPattern());
            System.out.println(sb);
            StringBuilder jt = new StringBuilder("  ");
            for (FormatStyle fs : FormatStyle.values()) jt.append('[').append(DateTimeFormatter.ofLocalizedDate(fs).withLocale(l).format(ldt)).append("] ");
            jt.append('[').append(DateTimeFormatter.ofLocalizedTime(FormatStyle.SHORT).withLocale(l).format(ldt)).append("] [")
                .append(DateTimeFormatter.ofLocalizedDateTime(FormatStyle.MEDIUM).withLocale(l).format(ldt)).append("] [")
                .append(DateTimeFormatter.ofLocalizedDateTime(FormatStyle.FULL, FormatStyle.LONG).withLocale(l).format(zdt)).append("]");
            System.out.println(jt);
        }
        DateTimeFormatter shortUk = DateTimeFormatter.ofLocalizedDate(FormatStyle.SHORT).withLocale(Locale.UK);
        System.out.println(LocalDate.parse("05/03/2024", shortUk) + " " + LocalTime.parse("14:07", DateTimeFormatter.ofLocalizedTime(FormatStyle.SHORT).withLocale(Locale.GERMANY)));
        System.out.println(DateFormat.getDateInstance(DateFormat.MEDIUM, Locale.FRANCE).parse("5 mars 2024").getTime());
        try {
            DateTimeFormatter.ofLocalizedDateTime(FormatStyle.FULL).withLocale(Locale.US).format(ldt);
        } catch (java.time.DateTimeException e) {
            System.out.println(e.getMessage());
        }
    }
}
