import java.time.*;
import java.time.chrono.*;
import java.time.format.*;
import java.time.temporal.*;

/** IsoChronology, getChronology(), TemporalQueries.chronology() and DateTimeFormatterBuilder.parseDefaulting. */
public class ChronologyIso {
    public static void main(String[] args) {
        LocalDate d = LocalDate.of(2024, 2, 29);
        Chronology c = d.getChronology();
        System.out.println(c + " " + c.getId() + " " + c.getCalendarType() + " " + (c == IsoChronology.INSTANCE) + " " + c.isLeapYear(2024) + " " + c.isLeapYear(1900) + " " + c.isLeapYear(2000) + " " + c.isLeapYear(-4));
        System.out.println(LocalDateTime.of(d, LocalTime.NOON).getChronology() + " " + ZonedDateTime.of(d, LocalTime.NOON, ZoneOffset.UTC).getChronology() + " " + Chronology.of("ISO") + " " + Chronology.from(d) + " " + Chronology.from(LocalTime.NOON));
        System.out.println(IsoChronology.INSTANCE.date(2024, 3, 1) + " " + IsoChronology.INSTANCE.dateYearDay(2023, 365) + " " + IsoChronology.INSTANCE.dateEpochDay(0) + " " + IsoChronology.INSTANCE.eras() + " " + IsoChronology.INSTANCE.eraOf(0) + " " + IsoChronology.INSTANCE.prolepticYear(IsoEra.BCE, 5) + " " + IsoChronology.INSTANCE.date(IsoEra.BCE, 5, 1, 1) + " " + IsoChronology.INSTANCE.period(1, 2, 3));
        TemporalAccessor[] ts = {d, LocalTime.NOON, LocalDateTime.of(d, LocalTime.MIDNIGHT), Instant.EPOCH, YearMonth.of(2024, 5), Year.of(1999), Month.MAY, DayOfWeek.FRIDAY, ZoneOffset.UTC, OffsetDateTime.of(2024, 1, 1, 0, 0, 0, 0, ZoneOffset.UTC), OffsetTime.of(1, 2, 3, 0, ZoneOffset.UTC), MonthDay.of(12, 25)};
        for (TemporalAccessor t : ts) System.out.print(t.query(TemporalQueries.chronology()) + " ");
        System.out.println();
        try { Chronology.of("Mayan"); } catch (DateTimeException e) { System.out.println(e.getMessage()); }
        try { IsoChronology.INSTANCE.eraOf(2); } catch (DateTimeException e) { System.out.println(e.getMessage()); }
        DateTimeFormatter ym = new DateTimeFormatterBuilder().appendPattern("yyyy-MM").parseDefaulting(ChronoField.DAY_OF_MONTH, 1).toFormatter();
        System.out.println(LocalDate.parse("2024-05", ym) + " " + ym.format(LocalDate.of(2024, 7, 9)));
        DateTimeFormatter dt = new DateTimeFormatterBuilder().appendPattern("yyyy-MM-dd[ HH:mm]").parseDefaulting(ChronoField.HOUR_OF_DAY, 9).parseDefaulting(ChronoField.MINUTE_OF_HOUR, 30).toFormatter();
        System.out.println(LocalDateTime.parse("2024-05-06", dt) + " " + LocalDateTime.parse("2024-05-06 17:45", dt));
        DateTimeFormatter md = new DateTimeFormatterBuilder().appendPattern("MM/dd").parseDefaulting(ChronoField.YEAR, 2020).toFormatter();
        System.out.println(LocalDate.parse("02/29", md) + " " + LocalDate.parse("12/31", md).getDayOfYear());
    }
}
