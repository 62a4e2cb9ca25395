import java.time.*;
import java.util.*;

public class FormatDateConversions {
  static void t(String fmt, Object... args) {
    try {
      System.out.println(fmt + " => [" + String.format(fmt, args) + "]");
    } catch (RuntimeException e) {
      System.out.println(fmt + " => " + e);
    }
  }

  public static void main(String[] args) {
    String[] convs = {"Y", "y", "C", "m", "d", "e", "B", "b", "h", "A", "a", "j", "H", "I", "k", "l", "M", "S", "L", "N", "p", "Z", "z",
        "s", "Q", "R", "T", "r", "D", "F", "c"};
    long[] millis = {0L, 1700000000123L, 951825600007L, -86400000L * 400 - 1, 1719792000000L + 13 * 3600000L};
    Calendar cal = Calendar.getInstance(TimeZone.getTimeZone("GMT+05:30"));
    cal.setTimeInMillis(1700000000123L);
    Object[] temporals = {LocalDateTime.of(2024, 2, 29, 13, 5, 9, 123456789), ZonedDateTime.of(2020, 1, 1, 0, 0, 0, 0, ZoneId.of("UTC+2")),
        OffsetDateTime.of(2021, 12, 31, 23, 59, 59, 999000000, ZoneOffset.ofHours(-7)), ZonedDateTime.of(2019, 7, 4, 12, 0, 0, 0, ZoneId.of("UTC")),
        Instant.ofEpochSecond(5), LocalDate.of(2023, 3, 5), LocalTime.of(0, 30)};
    for (String c : convs) {
      StringBuilder sb = new StringBuilder("%t" + c + ":");
      for (long m : millis) sb.append(" [").append(String.format("%t" + c, m)).append(']');
      sb.append(" date [").append(String.format("%t" + c, new Date(millis[1]))).append(']');
      sb.append(" cal [").append(String.format("%t" + c, cal)).append(']');
      sb.append(" upper [").append(String.format("%T" + c, millis[2])).append(']');
      System.out.println(sb);
      StringBuilder tb = new StringBuilder("   temporal:");
      for (Object o : temporals) {
        try {
          tb.append(" [").append(String.format("%t" + c, o)).append(']');
        } catch (IllegalFormatException e) {
          tb.append(" {").append(e).append('}');
        }
      }
      System.out.println(tb);
    }
    t("%1$tY-%1$tm-%1$td %1$tH:%1$tM", 1700000000000L);
    t("%-12tB|%12tA|%5te|", 1700000000000L, 1700000000000L, 1700000000000L);
    t("%tH %<tM %<tS", 1700000000000L);
    t("%s %tF", "at", LocalDate.of(2000, 1, 1));
    t("%tq", 0L);
    t("%tH", "string");
    t("%tH", 5);
    t("%tH", (Object) null);
    t("%Tc", (Object) null);
    t("%10.3tH", 0L);
    t("%#tH", 0L);
    t("%-tH", 0L);
    t("%tH", LocalDate.of(2020, 1, 1));
    t("%tZ", LocalDateTime.of(2020, 1, 1, 0, 0));
    t("%tz", OffsetDateTime.of(2020, 1, 1, 0, 0, 0, 0, ZoneOffset.ofHoursMinutes(-3, -30)));
    t("%ts %tQ", Instant.ofEpochSecond(5, 7000000), Instant.ofEpochSecond(5, 7000000));
    t("%tB", Instant.ofEpochSecond(5));
    t("%tY", Year.of(2024));
    t("%tB %<tY", YearMonth.of(2024, 8));
    t("%tA", DayOfWeek.FRIDAY);
    t("%tB", Month.MAY);
    t("%tc", new GregorianCalendar(2024, Calendar.MARCH, 10, 8, 9, 10));
    Formatter f = new Formatter(new StringBuilder(), Locale.US);
    f.format("Report %tF (%<tA), %<tl:%<tM %<Tp%n", 1700000000000L);
    f.format("%-10s|%tR|%n", "start", LocalTime.of(9, 5));
    System.out.print(f);
    System.out.println(String.format("%tY", System.currentTimeMillis()).compareTo("2020") >= 0);
  }
}
