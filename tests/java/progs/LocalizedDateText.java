import java.time.DayOfWeek;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.Month;
import java.time.format.DateTimeFormatter;
import java.time.format.TextStyle;
import java.util.Locale;

/** java.time's month, day and am/pm text in the locale of the formatter or of getDisplayName. */
public class LocalizedDateText {
    public static void main(String[] args) {
        String[] tags = {"en", "en-US", "en-GB", "fr", "fr-CA", "de", "de-AT", "it", "es", "ja", "ko", "zh", "pt", "pt-BR", "nl"};
        for (String tag : tags) {
            Locale l = Locale.forLanguageTag(tag);
            StringBuilder sb = new StringBuilder(tag + ":");
            for (Month m : Month.values())
                sb.append(' ').append(m.getDisplayName(TextStyle.FULL, l)).append('/').append(m.getDisplayName(TextStyle.SHORT, l)).append('/').append(m.getDisplayName(TextStyle.NARROW, l));
            for (DayOfWeek d : DayOfWeek.values())
                sb.append(' ').append(d.getDisplayName(TextStyle.FULL, l)).append('/').append(d.getDisplayName(TextStyle.SHORT, l)).append('/').append(d.getDisplayName(TextStyle.NARROW, l));
            System.out.println(sb);
            DateTimeFormatter f = DateTimeFormatter.ofPattern("EEEE d MMMM uuuu, EEE d MMM, h:mm a", l);
            LocalDateTime t = LocalDateTime.of(2024, 9, 3, 15, 5);
            String s = f.format(t);
            System.out.println("  " + s + " | " + f.format(t.minusHours(12).plusDays(120)) + " | parsed back: " + LocalDateTime.parse(s, f));
        }
        DateTimeFormatter fr = DateTimeFormatter.ofPattern("d MMMM uuuu", Locale.FRENCH);
        System.out.println(LocalDate.parse("14 juillet 1789", fr) + " " + LocalDate.parse("1 janvier 2000", fr).getDayOfWeek().getDisplayName(TextStyle.FULL, Locale.FRENCH));
        try {
            LocalDate.parse("14 July 1789", fr);
        } catch (java.time.format.DateTimeParseException e) {
            System.out.println(e.getMessage());
        }
        System.out.println(DateTimeFormatter.ofPattern("EEE, MMM d", Locale.GERMANY).format(LocalDate.of(2024, 12, 24)) + " | "
            + DateTimeFormatter.ofPattern("MMMM", new Locale("es", "ES")).format(LocalDate.of(2024, 5, 1)) + " | "
            + DateTimeFormatter.ofPattern("MMM d, yyyy").format(LocalDate.of(2024, 9, 1)) + " | "
            + DateTimeFormatter.ofPattern("MMM d, yyyy", Locale.UK).format(LocalDate.of(2024, 9, 1)));
    }
}
