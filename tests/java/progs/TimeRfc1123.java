// release: 17
import java.time.*;
import java.time.format.*;

public class TimeRfc1123 {
    public static void main(String[] args) {
        DateTimeFormatter f = DateTimeFormatter.RFC_1123_DATE_TIME;
        ZonedDateTime z = ZonedDateTime.of(2023, 3, 5, 13, 5, 9, 0, ZoneOffset.UTC);
        System.out.println(f.format(z));
        System.out.println(f.format(OffsetDateTime.of(2008, 6, 3, 11, 5, 30, 0, ZoneOffset.ofHoursMinutes(-5, -30))));
        System.out.println(f.format(z.withZoneSameInstant(ZoneOffset.ofHours(9))));
        System.out.println(OffsetDateTime.parse("Tue, 3 Jun 2008 11:05:30 GMT", f));
        System.out.println(ZonedDateTime.parse("3 Jun 2008 11:05 +0200", f));
        try {
            f.format(LocalDateTime.of(2020, 1, 1, 0, 0));
        } catch (DateTimeException e) {
            System.out.println(e.getClass().getSimpleName());
        }
    }
}
