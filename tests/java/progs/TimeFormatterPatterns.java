import java.time.*;
import java.time.format.*;
import java.time.temporal.*;
import java.util.Locale;

public class TimeFormatterPatterns {
  interface Action { Object run(); }

  static void t(String label, Action a) {
    try {
      System.out.println(label + " = " + a.run());
    } catch (RuntimeException e) {
      System.out.println(label + " threw " + e);
    }
  }

  public static void main(String[] args) {
    LocalDateTime[] dts = {LocalDateTime.of(2024, 3, 5, 7, 8, 9, 123456789), LocalDateTime.of(1999, 12, 31, 23, 59, 59),
        LocalDateTime.of(2000, 1, 1, 0, 0), LocalDateTime.of(2021, 7, 14, 12, 30, 0, 500000000), LocalDateTime.of(5, 6, 7, 13, 1),
        LocalDateTime.of(-44, 3, 15, 11, 0), LocalDateTime.of(12345, 10, 20, 18, 45, 1, 1000)};
    String[] patterns = {"yyyy-MM-dd HH:mm:ss", "dd/MM/yyyy", "d.M.yy", "MMM d, yyyy", "MMMM dd, uuuu", "EEE, d MMM yyyy HH:mm",
        "EEEE", "EEEEE MMMMM", "LLL LLLL L LL", "h:mm a", "hh 'o''clock' a", "K k H", "D DD DDD", "yyyy-MM-dd'T'HH:mm:ss.SSS",
        "HH:mm:ss.SSSSSS", "ss.S n", "N A", "uuuu uu u y yyy G GGGG GGGGG", "e ee eee eeee c ccc cccc", "yyyyMMddHHmmss",
        "'Quote '' inside' yyyy", "[yyyy][-MM]", "yyyy[ HH:mm[:ss]]", "E dd.MM.yyyy", "hh:mm:ss a, EEE", "M/d/yy h:mm a"};
    for (String p : patterns) {
      DateTimeFormatter f = DateTimeFormatter.ofPattern(p);
      StringBuilder sb = new StringBuilder(p).append(" ->");
      for (LocalDateTime dt : dts) {
        try {
          sb.append(" | ").append(f.format(dt));
        } catch (DateTimeException e) {
          sb.append(" | ").append(e);
        }
      }
      System.out.println(sb);
    }
    LocalDateTime dt = dts[0];
    System.out.println(dt.format(DateTimeFormatter.ISO_LOCAL_DATE_TIME) + " " + dt.toLocalDate().format(DateTimeFormatter.ISO_DATE)
        + " " + dt.toLocalDate().format(DateTimeFormatter.BASIC_ISO_DATE) + " " + dt.toLocalTime().format(DateTimeFormatter.ISO_LOCAL_TIME)
        + " " + LocalTime.of(10, 15).format(DateTimeFormatter.ISO_LOCAL_TIME) + " " + LocalTime.of(10, 15).format(DateTimeFormatter.ISO_TIME)
        + " " + dt.format(DateTimeFormatter.ISO_DATE_TIME) + " " + dt.toLocalDate().format(DateTimeFormatter.ISO_ORDINAL_DATE)
        + " " + LocalDate.of(2020, 1, 2).format(DateTimeFormatter.ISO_LOCAL_DATE));
    OffsetDateTime odt = dt.atOffset(ZoneOffset.ofHoursMinutes(5, 30));
    ZonedDateTime zdt = dt.atZone(ZoneId.of("UTC"));
    ZonedDateTime zoff = dt.atZone(ZoneOffset.ofHours(-3));
    System.out.println(odt.format(DateTimeFormatter.ISO_OFFSET_DATE_TIME) + " " + odt.format(DateTimeFormatter.ISO_DATE_TIME)
        + " " + zdt.format(DateTimeFormatter.ISO_ZONED_DATE_TIME) + " " + zoff.format(DateTimeFormatter.ISO_ZONED_DATE_TIME)
        + " " + zdt.format(DateTimeFormatter.ISO_DATE_TIME) + " " + zdt.format(DateTimeFormatter.ISO_INSTANT)
        + " " + odt.format(DateTimeFormatter.ISO_INSTANT) + " " + odt.format(DateTimeFormatter.ISO_DATE)
        + " " + odt.format(DateTimeFormatter.BASIC_ISO_DATE) + " " + odt.format(DateTimeFormatter.ISO_OFFSET_DATE));
    String[] zp = {"xxx", "XXX", "X", "x", "xx", "XX", "XXXX", "XXXXX", "xxxxx", "Z", "ZZZZ", "ZZZZZ", "O", "OOOO", "VV", "z", "zzzz"};
    ZonedDateTime[] zs = {zdt, zoff, dt.atZone(ZoneOffset.ofHoursMinutesSeconds(1, 2, 3)), dt.atZone(ZoneId.of("GMT+02:30")),
        dt.atZone(ZoneId.of("Etc/GMT-3")), dt.atZone(ZoneOffset.UTC)};
    for (String p : zp) {
      StringBuilder sb = new StringBuilder(p).append(" ->");
      for (ZonedDateTime z : zs) sb.append(" | ").append(z.format(DateTimeFormatter.ofPattern(p)));
      System.out.println(sb);
    }
    System.out.println(DateTimeFormatter.ISO_LOCAL_DATE + " / " + DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss.SSS a EEEE MMM")
        + " / " + DateTimeFormatter.ofPattern("[yy]'x'"));
    DateTimeFormatter withZone = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss VV").withZone(ZoneId.of("UTC+01:00"));
    System.out.println(withZone.format(Instant.ofEpochSecond(1700000000L)) + " " + withZone.getZone() + " "
        + DateTimeFormatter.ISO_LOCAL_DATE.getResolverStyle() + " " + DateTimeFormatter.ofPattern("y").getResolverStyle()
        + " " + DateTimeFormatter.ofPattern("y", Locale.US).getLocale());
    System.out.println(DateTimeFormatter.ofLocalizedDate(FormatStyle.SHORT).format(dt) + " | "
        + DateTimeFormatter.ofLocalizedDate(FormatStyle.MEDIUM).format(dt) + " | " + DateTimeFormatter.ofLocalizedDate(FormatStyle.LONG).format(dt)
        + " | " + DateTimeFormatter.ofLocalizedDate(FormatStyle.FULL).format(dt) + " | " + DateTimeFormatter.ofLocalizedTime(FormatStyle.SHORT).format(dt)
        + " | " + DateTimeFormatter.ofLocalizedTime(FormatStyle.MEDIUM).format(dt) + " | "
        + DateTimeFormatter.ofLocalizedDateTime(FormatStyle.MEDIUM).format(dt) + " | "
        + DateTimeFormatter.ofLocalizedDateTime(FormatStyle.SHORT).format(dt));
    DateTimeFormatter built = new DateTimeFormatterBuilder().appendValue(ChronoField.YEAR, 4).appendLiteral('/')
        .appendText(ChronoField.MONTH_OF_YEAR, TextStyle.SHORT).optionalStart().appendLiteral(' ').appendValue(ChronoField.HOUR_OF_DAY, 2)
        .optionalEnd().toFormatter();
    System.out.println(built.format(dt) + " " + built.format(dt.toLocalDate()) + " " + built.parse("2020/Feb 07").isSupported(ChronoField.HOUR_OF_DAY));
    System.out.println(Month.MAY.getDisplayName(TextStyle.FULL, Locale.US) + " " + Month.SEPTEMBER.getDisplayName(TextStyle.SHORT, Locale.US)
        + " " + DayOfWeek.THURSDAY.getDisplayName(TextStyle.NARROW, Locale.US) + " " + DayOfWeek.THURSDAY.getDisplayName(TextStyle.SHORT, Locale.ENGLISH));
    t("format date with time", () -> LocalDate.of(2020, 1, 1).format(DateTimeFormatter.ofPattern("yyyy HH")));
    t("format time with date", () -> LocalTime.NOON.format(DateTimeFormatter.ISO_LOCAL_DATE));
    t("format instant no zone", () -> DateTimeFormatter.ofPattern("yyyy").format(Instant.EPOCH));
    t("format odt VV", () -> odt.format(DateTimeFormatter.ofPattern("VV")));
    t("format ldt offset", () -> dt.format(DateTimeFormatter.ofPattern("xxx")));
    t("big year", () -> LocalDate.of(123456, 1, 1).format(DateTimeFormatter.ofPattern("yyyy")));
    t("year width", () -> LocalDate.of(12345, 1, 1).format(DateTimeFormatter.BASIC_ISO_DATE));
    t("negative year", () -> LocalDate.of(-5, 1, 1).format(DateTimeFormatter.ofPattern("uuuu yyyy G")));
    t("too many d", () -> DateTimeFormatter.ofPattern("ddd"));
    t("too many H", () -> DateTimeFormatter.ofPattern("HHH"));
    t("too many M", () -> DateTimeFormatter.ofPattern("MMMMMM"));
    t("unknown letter", () -> DateTimeFormatter.ofPattern("yyyy-bb"));
    t("reserved", () -> DateTimeFormatter.ofPattern("yyyy#"));
    t("unclosed quote", () -> DateTimeFormatter.ofPattern("yyyy 'abc"));
    t("unbalanced ]", () -> DateTimeFormatter.ofPattern("yyyy]"));
    t("VVV", () -> DateTimeFormatter.ofPattern("VVV"));
    t("aa", () -> DateTimeFormatter.ofPattern("aa"));
  }
}
