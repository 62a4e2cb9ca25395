import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.time.format.ResolverStyle;
import java.time.temporal.TemporalAccessor;

// Parsing times past the end of the day: SMART takes 24:00 as the next day's
// midnight, LENIENT lets hours and minutes overflow into days, STRICT refuses
// both; a date with the time moves by the excess days, which
// DateTimeFormatter.parsedExcessDays() reports.
public class TimeParseExcessDays {
    public static void main(String[] args) {
        String[] texts = {"2024-01-31 24:00", "2024-02-28 23:59", "2024-12-31 26:30", "2024-03-01 24:01",
            "2024-03-01 99:99", "2023-12-31 47:60"};
        for (ResolverStyle st : ResolverStyle.values()) {
            DateTimeFormatter dt = DateTimeFormatter.ofPattern("uuuu-MM-dd HH:mm").withResolverStyle(st);
            DateTimeFormatter t = DateTimeFormatter.ofPattern("HH:mm").withResolverStyle(st);
            for (String text : texts) {
                StringBuilder sb = new StringBuilder(st + " " + text + ":");
                try {
                    sb.append(" ldt=").append(LocalDateTime.parse(text, dt));
                } catch (DateTimeParseException e) {
                    sb.append(" ").append(e.getMessage());
                }
                try {
                    sb.append(" lt=").append(LocalTime.parse(text.substring(11), t));
                    TemporalAccessor ta = t.parse(text.substring(11));
                    sb.append(" excess=").append(ta.query(DateTimeFormatter.parsedExcessDays()));
                    sb.append(" leap=").append(ta.query(DateTimeFormatter.parsedLeapSecond()));
                } catch (DateTimeParseException e) {
                    sb.append(" (time refused)");
                }
                System.out.println(sb);
            }
        }
    }
}
