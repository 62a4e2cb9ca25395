// release: 17
import java.time.*;
import java.time.format.*;
import java.time.temporal.*;
import java.util.*;

/** ISO week dates and quarters (IsoFields), locale weeks (WeekFields), and the pattern letters Y w W Q q e c. */
public class TimeWeekFields {
    static void t(String name, java.util.concurrent.Callable<Object> r) {
        try {
            System.out.println(name + " = " + r.call());
        } catch (Exception e) {
            System.out.println(name + ": " + e.getClass().getName() + ": " + e.getMessage());
        }
    }

    public static void main(String[] args) {
        LocalDate[] dates = {LocalDate.of(2020, 12, 31), LocalDate.of(2021, 1, 1), LocalDate.of(2021, 1, 3), LocalDate.of(2021, 1, 4),
            LocalDate.of(2024, 12, 30), LocalDate.of(2026, 12, 31), LocalDate.of(2027, 1, 1), LocalDate.of(2024, 2, 29),
            LocalDate.of(2015, 12, 31), LocalDate.of(2016, 1, 3), LocalDate.of(2023, 1, 1), LocalDate.of(2023, 5, 15),
            LocalDate.of(2000, 1, 1), LocalDate.of(2009, 12, 31), LocalDate.of(2010, 1, 3), LocalDate.of(2022, 10, 1)};
        WeekFields[] wfs = {WeekFields.ISO, WeekFields.SUNDAY_START, WeekFields.of(Locale.US), WeekFields.of(Locale.UK),
            WeekFields.of(DayOfWeek.WEDNESDAY, 3), WeekFields.of(DayOfWeek.SATURDAY, 7)};
        for (LocalDate d : dates) {
            StringBuilder sb = new StringBuilder(d + " " + d.getDayOfWeek().toString().substring(0, 3) + " iso:");
            sb.append(d.get(IsoFields.WEEK_BASED_YEAR)).append("-W").append(d.get(IsoFields.WEEK_OF_WEEK_BASED_YEAR))
              .append(" Q").append(d.get(IsoFields.QUARTER_OF_YEAR)).append(" dq").append(d.get(IsoFields.DAY_OF_QUARTER))
              .append(" r").append(d.range(IsoFields.WEEK_OF_WEEK_BASED_YEAR)).append(" rq").append(d.range(IsoFields.DAY_OF_QUARTER));
            for (WeekFields wf : wfs) {
                sb.append(" |").append(d.get(wf.dayOfWeek())).append(',').append(d.get(wf.weekOfMonth())).append(',')
                  .append(d.get(wf.weekOfYear())).append(',').append(d.get(wf.weekOfWeekBasedYear())).append(',')
                  .append(d.get(wf.weekBasedYear()));
            }
            System.out.println(sb);
        }
        LocalDate d = LocalDate.of(2021, 1, 3);
        System.out.println(d.with(IsoFields.WEEK_OF_WEEK_BASED_YEAR, 10) + " " + d.with(IsoFields.QUARTER_OF_YEAR, 3) + " " + d.with(IsoFields.DAY_OF_QUARTER, 1)
            + " " + d.with(IsoFields.WEEK_BASED_YEAR, 2020) + " " + LocalDate.of(2020, 12, 31).with(IsoFields.WEEK_BASED_YEAR, 2021)
            + " " + d.plus(1, IsoFields.QUARTER_YEARS) + " " + d.plus(-5, IsoFields.QUARTER_YEARS) + " " + d.plus(2, IsoFields.WEEK_BASED_YEARS)
            + " " + IsoFields.QUARTER_YEARS.between(d, LocalDate.of(2022, 7, 2)) + " " + d.until(LocalDate.of(2025, 1, 1), IsoFields.WEEK_BASED_YEARS)
            + " " + d.with(WeekFields.SUNDAY_START.dayOfWeek(), 7) + " " + d.with(WeekFields.ISO.dayOfWeek(), 1)
            + " " + d.with(WeekFields.of(Locale.US).weekOfYear(), 20) + " " + d.with(WeekFields.ISO.weekOfMonth(), 3)
            + " " + d.with(WeekFields.ISO.weekBasedYear(), 2016) + " " + LocalDate.of(2021, 6, 15).with(WeekFields.SUNDAY_START.weekOfWeekBasedYear(), 1));
        System.out.println(IsoFields.WEEK_OF_WEEK_BASED_YEAR + " " + IsoFields.WEEK_BASED_YEAR + " " + IsoFields.QUARTER_OF_YEAR + " " + IsoFields.DAY_OF_QUARTER
            + " " + IsoFields.QUARTER_YEARS + " " + IsoFields.WEEK_BASED_YEARS + " " + IsoFields.QUARTER_OF_YEAR.range() + " " + IsoFields.DAY_OF_QUARTER.range()
            + " " + IsoFields.WEEK_OF_WEEK_BASED_YEAR.range() + " " + IsoFields.WEEK_OF_WEEK_BASED_YEAR.getBaseUnit() + " " + IsoFields.QUARTER_OF_YEAR.getRangeUnit()
            + " " + IsoFields.QUARTER_YEARS.getDuration() + " " + IsoFields.WEEK_BASED_YEARS.isDurationEstimated() + " " + IsoFields.DAY_OF_QUARTER.isDateBased());
        System.out.println(WeekFields.ISO + " " + WeekFields.of(Locale.US) + " " + WeekFields.of(Locale.FRANCE) + " " + WeekFields.of(Locale.GERMANY)
            + " " + WeekFields.of(Locale.ENGLISH) + " " + WeekFields.of(Locale.ROOT) + " " + WeekFields.of(Locale.FRENCH) + " " + WeekFields.of(Locale.JAPAN) + " " + WeekFields.of(Locale.CANADA) + " " + WeekFields.of(new Locale("pt", "BR"))
            + " " + WeekFields.of(DayOfWeek.MONDAY, 4).equals(WeekFields.ISO) + " " + (WeekFields.of(DayOfWeek.SUNDAY, 1) == WeekFields.SUNDAY_START)
            + " " + WeekFields.ISO.getFirstDayOfWeek() + " " + WeekFields.SUNDAY_START.getMinimalDaysInFirstWeek()
            + " " + WeekFields.ISO.weekOfYear() + " " + WeekFields.SUNDAY_START.weekOfMonth() + " " + WeekFields.ISO.dayOfWeek().range()
            + " " + WeekFields.ISO.weekOfMonth().range() + " " + WeekFields.ISO.weekOfYear().range() + " " + WeekFields.ISO.weekOfWeekBasedYear().range()
            + " " + LocalDate.of(2021, 2, 10).range(WeekFields.ISO.weekOfMonth()) + " " + LocalDate.of(2021, 2, 10).range(WeekFields.SUNDAY_START.weekOfYear()));
        t("week 54", () -> d.with(IsoFields.WEEK_OF_WEEK_BASED_YEAR, 54));
        t("week 53 of 2021", () -> d.with(IsoFields.WEEK_OF_WEEK_BASED_YEAR, 53));
        t("quarter 5", () -> d.with(IsoFields.QUARTER_OF_YEAR, 5));
        t("min days 0", () -> WeekFields.of(DayOfWeek.MONDAY, 0));
        t("time", () -> LocalTime.NOON.get(IsoFields.QUARTER_OF_YEAR));
        t("ldt", () -> LocalDateTime.of(2021, 1, 3, 10, 0).get(IsoFields.WEEK_OF_WEEK_BASED_YEAR) + " " + ZonedDateTime.of(2021, 1, 3, 10, 0, 0, 0, ZoneOffset.UTC).get(WeekFields.ISO.weekOfYear()));
        t("supported", () -> LocalDate.MIN.isSupported(IsoFields.QUARTER_OF_YEAR) + " " + LocalTime.MIN.isSupported(IsoFields.QUARTER_OF_YEAR) + " " + LocalDate.MIN.isSupported(IsoFields.QUARTER_YEARS));
        String[] pats = {"YYYY-'W'ww-e", "Y YY YYYY", "w ww", "W", "Q QQ QQQ QQQQ QQQQQ", "q qq", "e ee eee eeee eeeee", "c ccc cccc ccccc", "F", "dd.MM.uuuu 'week' w 'of' YYYY"};
        LocalDateTime ldt = LocalDateTime.of(2021, 1, 2, 8, 30);
        for (String p : pats) {
            t(p, () -> DateTimeFormatter.ofPattern(p).format(ldt) + " | " + DateTimeFormatter.ofPattern(p).format(LocalDate.of(2024, 12, 30))
                + " | " + DateTimeFormatter.ofPattern(p, Locale.UK).format(LocalDate.of(2021, 1, 3))
                // jpor's text is English only: numbers alone in German
                + (p.contains("QQQ") || p.contains("eee") || p.contains("ccc") ? "" : " | " + DateTimeFormatter.ofPattern(p).withLocale(Locale.GERMANY).format(LocalDate.of(2023, 8, 20))));
        }
        t("toString", () -> DateTimeFormatter.ofPattern("YYYY ww W Q e").toString());
        t("ISO_WEEK_DATE", () -> DateTimeFormatter.ISO_WEEK_DATE.format(LocalDate.of(2021, 1, 3)) + " " + DateTimeFormatter.ISO_WEEK_DATE.format(LocalDate.of(2026, 12, 31)));
        t("parse iso week", () -> LocalDate.parse("2020-W53-7", DateTimeFormatter.ISO_WEEK_DATE));
        t("parse iso week 2", () -> LocalDate.parse("2021-W01-1", DateTimeFormatter.ISO_WEEK_DATE));
        t("parse pattern", () -> LocalDate.parse("2021-W10-3", DateTimeFormatter.ofPattern("YYYY-'W'ww-e", Locale.UK)));
        t("parse quarter", () -> DateTimeFormatter.ofPattern("uuuu QQQ").parse("2021 Q3").getLong(IsoFields.QUARTER_OF_YEAR));
        t("parse builder", () -> LocalDate.parse("2021:3:15", new DateTimeFormatterBuilder().appendValue(ChronoField.YEAR).appendLiteral(':')
            .appendValue(IsoFields.QUARTER_OF_YEAR).appendLiteral(':').appendValue(IsoFields.DAY_OF_QUARTER).toFormatter()));
        t("parse bad week", () -> LocalDate.parse("2021-W54-1", DateTimeFormatter.ISO_WEEK_DATE));
        t("parse week 53 strict", () -> LocalDate.parse("2021-W53-1", DateTimeFormatter.ISO_WEEK_DATE));
        t("parse week 53 smart", () -> LocalDate.parse("2021-W53-1", DateTimeFormatter.ISO_WEEK_DATE.withResolverStyle(ResolverStyle.SMART)));
        t("parse week 60 lenient", () -> LocalDate.parse("2021-W60-9", DateTimeFormatter.ISO_WEEK_DATE.withResolverStyle(ResolverStyle.LENIENT)));
        t("parse week of month", () -> LocalDate.parse("2021-05 W3 e2", DateTimeFormatter.ofPattern("uuuu-MM 'W'W 'e'e")));
        t("parse week of month UK", () -> LocalDate.parse("2021-05 W3 e2", DateTimeFormatter.ofPattern("uuuu-MM 'W'W 'e'e", Locale.UK)));
        t("parse week of year", () -> LocalDate.parse("2021 10 5", new DateTimeFormatterBuilder().appendValue(ChronoField.YEAR).appendLiteral(' ')
            .appendValue(WeekFields.SUNDAY_START.weekOfYear()).appendLiteral(' ').appendValue(ChronoField.DAY_OF_WEEK).toFormatter()));
        t("parse quarter day 92 strict", () -> LocalDate.parse("2021:1:92", new DateTimeFormatterBuilder().appendValue(ChronoField.YEAR).appendLiteral(':')
            .appendValue(IsoFields.QUARTER_OF_YEAR).appendLiteral(':').appendValue(IsoFields.DAY_OF_QUARTER).toFormatter().withResolverStyle(ResolverStyle.STRICT)));
        t("parse quarter day 92 smart", () -> LocalDate.parse("2021:1:92", new DateTimeFormatterBuilder().appendValue(ChronoField.YEAR).appendLiteral(':')
            .appendValue(IsoFields.QUARTER_OF_YEAR).appendLiteral(':').appendValue(IsoFields.DAY_OF_QUARTER).toFormatter()));
        t("parse quarter text", () -> DateTimeFormatter.ofPattern("QQQQ uuuu").parse("3rd quarter 2021").getLong(IsoFields.QUARTER_OF_YEAR));
        t("parse e UK", () -> DateTimeFormatter.ofPattern("e", Locale.UK).parse("1").getLong(ChronoField.DAY_OF_WEEK) + " " + DateTimeFormatter.ofPattern("e").parse("1").getLong(ChronoField.DAY_OF_WEEK));
        t("ISO_WEEK_DATE toString", () -> DateTimeFormatter.ISO_WEEK_DATE.toString());
        t("too many w", () -> DateTimeFormatter.ofPattern("www"));
        t("too many Q", () -> DateTimeFormatter.ofPattern("QQQQQQ"));
        t("time Y", () -> DateTimeFormatter.ofPattern("YYYY").format(LocalTime.NOON));
    }
}
