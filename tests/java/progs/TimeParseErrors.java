import java.time.*;
import java.time.format.*;
import java.time.temporal.*;

public class TimeParseErrors {
  interface Action { Object run(); }

  static void t(String label, Action a) {
    try {
      System.out.println(label + " = " + a.run());
    } catch (DateTimeParseException e) {
      // field maps of unresolved fields print in the hash order of the fields (identity hashes): cut them
      System.out.println(label + " threw " + cut(e.toString()) + " [index " + e.getErrorIndex() + ", text " + e.getParsedString() + "]"
          + (e.getCause() != null ? " cause " + cut(e.getCause().toString()) : ""));
    } catch (RuntimeException e) {
      System.out.println(label + " threw " + e);
    }
  }

  static String cut(String s) {
    int k = s.indexOf('{');
    int j = s.indexOf('}', k);
    return k >= 0 && j > k && s.substring(k, j).indexOf(',') >= 0 ? s.substring(0, k) + "{...}" + s.substring(j + 1) : s;
  }

  public static void main(String[] args) {
    String[] dates = {"2023-07-04", "2023-7-4", "2023-13-01", "2023-02-29", "2024-02-29", "2023-04-31", "2023-01-32", "2023-00-10",
        "20230704", "2023-07-04x", "", "abcd-ef-gh", "+2023-07-04", "-0001-01-01", "+10000-01-01", "10000-01-01", " 2023-07-04",
        "2023/07/04", "2023-07-04T10:00", "2023-07-0"};
    for (String s : dates) t("LocalDate.parse(" + s + ")", () -> LocalDate.parse(s));
    String[] times = {"10:15", "10:15:30", "10:15:30.123", "10:15:30.123456789", "10:15:30.1234567891", "24:00", "23:60", "7:05",
        "10:15:", "10:15:30.", "10", "10:15Z", "23:59:59.999999999"};
    for (String s : times) t("LocalTime.parse(" + s + ")", () -> LocalTime.parse(s));
    String[] dts = {"2023-07-04T10:15:30", "2023-07-04t10:15", "2023-07-04 10:15", "2023-07-04T25:00", "2023-07-04T10:15:30+01:00",
        "2023-02-30T10:00"};
    for (String s : dts) t("LocalDateTime.parse(" + s + ")", () -> LocalDateTime.parse(s));
    DateTimeFormatter dmy = DateTimeFormatter.ofPattern("dd/MM/yyyy");
    String[] dmys = {"04/07/2023", "4/7/2023", "31/02/2023", "30/02/2024", "32/01/2023", "04/13/2023", "04/07/23", "04/07/12023",
        "04-07-2023", "04/07/+2023"};
    for (String s : dmys) t("dd/MM/yyyy " + s, () -> LocalDate.parse(s, dmy));
    DateTimeFormatter strict = dmy.withResolverStyle(ResolverStyle.STRICT);
    t("strict yyyy", () -> LocalDate.parse("04/07/2023", strict));
    DateTimeFormatter strictU = DateTimeFormatter.ofPattern("dd/MM/uuuu").withResolverStyle(ResolverStyle.STRICT);
    t("strict uuuu", () -> LocalDate.parse("31/02/2023", strictU));
    t("strict uuuu ok", () -> LocalDate.parse("28/02/2023", strictU));
    DateTimeFormatter text = DateTimeFormatter.ofPattern("EEE, d MMM yyyy HH:mm");
    t("text ok", () -> LocalDateTime.parse("Tue, 4 Jul 2023 09:30", text));
    t("text wrong dow", () -> LocalDateTime.parse("Wed, 4 Jul 2023 09:30", text));
    t("text lower", () -> LocalDateTime.parse("Tue, 4 jul 2023 09:30", text));
    t("text full month", () -> LocalDateTime.parse("Tue, 4 July 2023 09:30", text));
    DateTimeFormatter ampm = DateTimeFormatter.ofPattern("h:mm a");
    t("ampm", () -> LocalTime.parse("9:05 PM", ampm));
    t("ampm 12 AM", () -> LocalTime.parse("12:00 AM", ampm));
    t("ampm 13", () -> LocalTime.parse("13:00 PM", ampm));
    t("ampm lower", () -> LocalTime.parse("9:05 pm", ampm));
    t("yyyyMMdd", () -> LocalDate.parse("20230704", DateTimeFormatter.ofPattern("yyyyMMdd")));
    t("yyyyMMddHHmmssSSS", () -> LocalDateTime.parse("20230704101112123", DateTimeFormatter.ofPattern("yyyyMMddHHmmssSSS")));
    t("BASIC_ISO_DATE", () -> LocalDate.parse("20230704", DateTimeFormatter.BASIC_ISO_DATE));
    t("BASIC_ISO_DATE offset", () -> LocalDate.parse("20230704+0100", DateTimeFormatter.BASIC_ISO_DATE));
    t("BASIC_ISO_DATE short", () -> LocalDate.parse("2023074", DateTimeFormatter.BASIC_ISO_DATE));
    t("yy", () -> LocalDate.parse("04.07.99", DateTimeFormatter.ofPattern("dd.MM.yy")));
    t("optional", () -> LocalDateTime.parse("2023-07-04 10:00", DateTimeFormatter.ofPattern("yyyy-MM-dd[ HH:mm]")));
    t("optional missing", () -> LocalDate.parse("2023-07-04", DateTimeFormatter.ofPattern("yyyy-MM-dd[ HH:mm]")));
    t("HH only", () -> LocalTime.parse("10", DateTimeFormatter.ofPattern("HH")));
    t("ISO_DATE offset", () -> LocalDate.parse("2023-07-04+02:00", DateTimeFormatter.ISO_DATE));
    t("ISO_OFFSET_DATE_TIME", () -> OffsetDateTime.parse("2023-07-04T10:15:30+01:00"));
    t("ISO_OFFSET_DATE_TIME Z", () -> OffsetDateTime.parse("2023-07-04T10:15:30Z"));
    t("ISO_OFFSET_DATE_TIME missing", () -> OffsetDateTime.parse("2023-07-04T10:15:30"));
    t("ZonedDateTime", () -> ZonedDateTime.parse("2023-07-04T10:15:30+01:00[UTC+01:00]"));
    t("ZonedDateTime UTC", () -> ZonedDateTime.parse("2023-07-04T10:15:30Z[UTC]"));
    t("ZonedDateTime offset only", () -> ZonedDateTime.parse("2023-07-04T10:15:30-05:00"));
    t("ZonedDateTime VV", () -> ZonedDateTime.parse("2023-07-04 10:15 Etc/UTC", DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm VV")));
    t("Instant.parse", () -> Instant.parse("2023-07-04T10:15:30Z"));
    t("Instant.parse nanos", () -> Instant.parse("2023-07-04T10:15:30.000000001Z"));
    t("Instant.parse offset", () -> Instant.parse("2023-07-04T10:15:30+02:00"));
    t("Instant.parse lower", () -> Instant.parse("2023-07-04t10:15:30z"));
    t("Instant.parse no seconds", () -> Instant.parse("2023-07-04T10:15Z"));
    t("Instant.parse no zone", () -> Instant.parse("2023-07-04T10:15:30"));
    t("Instant.parse 24:00", () -> Instant.parse("2023-07-04T24:00:00Z"));
    t("Instant.parse bad", () -> Instant.parse("yesterday"));
    t("long text", () -> LocalDate.parse("2023-07-04 and this is a very long tail that goes on and on and on beyond sixty-four chars"));
    t("parse to accessor", () -> DateTimeFormatter.ISO_LOCAL_DATE.parse("2023-07-04").get(ChronoField.DAY_OF_YEAR));
    t("parse query", () -> DateTimeFormatter.ISO_LOCAL_DATE_TIME.parse("2023-07-04T10:15", LocalDate::from));
    t("parse TemporalQueries", () -> DateTimeFormatter.ISO_LOCAL_DATE_TIME.parse("2023-07-04T10:15").query(TemporalQueries.localTime()));
    t("parse toString", () -> DateTimeFormatter.ISO_LOCAL_DATE_TIME.parse("2023-07-04T10:15"));
    t("LocalDateTime from date-only", () -> LocalDateTime.parse("2023-07-04", DateTimeFormatter.ISO_LOCAL_DATE));
    t("YearMonth.parse", () -> YearMonth.parse("2023-07"));
    t("YearMonth.parse bad", () -> YearMonth.parse("2023-7"));
    t("Year.parse", () -> Year.parse("2023"));
    t("MonthDay.parse bad", () -> MonthDay.parse("--02-30"));
    t("null text", () -> LocalDate.parse(null));
  }
}
