package java.time.chrono;

import java.time.DateTimeException;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.Period;
import java.time.temporal.TemporalAccessor;

/** The ISO-8601 calendar, proleptic Gregorian (written for jpor from the Java SE API docs). */
public final class IsoChronology implements Chronology, java.io.Serializable {
  private static final long serialVersionUID = -1440403870442975015L;

  public static final IsoChronology INSTANCE = new IsoChronology();

  private IsoChronology() {
  }

  public String getId() {
    return "ISO";
  }

  public String getCalendarType() {
    return "iso8601";
  }

  public LocalDate date(Era era, int yearOfEra, int month, int dayOfMonth) {
    return date(prolepticYear(era, yearOfEra), month, dayOfMonth);
  }

  public LocalDate date(int prolepticYear, int month, int dayOfMonth) {
    return LocalDate.of(prolepticYear, month, dayOfMonth);
  }

  public LocalDate dateYearDay(int prolepticYear, int dayOfYear) {
    return LocalDate.ofYearDay(prolepticYear, dayOfYear);
  }

  public LocalDate dateEpochDay(long epochDay) {
    return LocalDate.ofEpochDay(epochDay);
  }

  public LocalDate dateNow() {
    return LocalDate.now();
  }

  public LocalDate dateNow(java.time.ZoneId zone) {
    return LocalDate.now(zone);
  }

  public LocalDate dateNow(java.time.Clock clock) {
    return LocalDate.now(clock);
  }

  public LocalDate date(TemporalAccessor temporal) {
    return LocalDate.from(temporal);
  }

  public LocalDateTime localDateTime(TemporalAccessor temporal) {
    return LocalDateTime.from(temporal);
  }

  public java.time.ZonedDateTime zonedDateTime(java.time.Instant instant, java.time.ZoneId zone) {
    return java.time.ZonedDateTime.ofInstant(instant, zone);
  }

  public boolean isLeapYear(long prolepticYear) {
    return (prolepticYear & 3) == 0 && (prolepticYear % 100 != 0 || prolepticYear % 400 == 0);
  }

  public int prolepticYear(Era era, int yearOfEra) {
    if (!(era instanceof IsoEra)) throw new ClassCastException("Era must be IsoEra");
    return era == IsoEra.CE ? yearOfEra : 1 - yearOfEra;
  }

  public IsoEra eraOf(int eraValue) {
    return IsoEra.of(eraValue);
  }

  public java.util.List<Era> eras() {
    return java.util.Arrays.<Era>asList(IsoEra.values());
  }

  public Period period(int years, int months, int days) {
    return Period.of(years, months, days);
  }

  public int compareTo(Chronology other) {
    return getId().compareTo(other.getId());
  }

  public boolean equals(Object obj) {
    return obj instanceof IsoChronology;
  }

  public int hashCode() {
    return getClass().hashCode() ^ getId().hashCode();
  }

  public String toString() {
    return getId();
  }
}
