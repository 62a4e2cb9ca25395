package java.time.chrono;

import java.time.DateTimeException;
import java.time.temporal.TemporalAccessor;
import java.time.temporal.TemporalQueries;

/** A calendar system (written for jpor from the Java SE API docs); jlib has the ISO calendar only. */
public interface Chronology extends Comparable<Chronology> {
  static Chronology from(TemporalAccessor temporal) {
    if (temporal == null) throw new NullPointerException("temporal");
    Chronology c = temporal.query(TemporalQueries.chronology());
    return c != null ? c : IsoChronology.INSTANCE;
  }

  static Chronology of(String id) {
    if (id == null) throw new NullPointerException("id");
    if (id.equals("ISO") || id.equals("iso8601")) return IsoChronology.INSTANCE;
    throw new DateTimeException("Unknown chronology: " + id);
  }

  static Chronology ofLocale(java.util.Locale locale) {
    if (locale == null) throw new NullPointerException("locale");
    return IsoChronology.INSTANCE;
  }

  static java.util.Set<Chronology> getAvailableChronologies() {
    return java.util.Collections.<Chronology>singleton(IsoChronology.INSTANCE);
  }

  String getId();

  String getCalendarType();

  ChronoLocalDate date(int prolepticYear, int month, int dayOfMonth);

  ChronoLocalDate dateYearDay(int prolepticYear, int dayOfYear);

  ChronoLocalDate dateEpochDay(long epochDay);

  ChronoLocalDate dateNow();

  ChronoLocalDate date(TemporalAccessor temporal);

  boolean isLeapYear(long prolepticYear);

  int prolepticYear(Era era, int yearOfEra);

  Era eraOf(int eraValue);

  java.util.List<Era> eras();

  default String getDisplayName(java.time.format.TextStyle style, java.util.Locale locale) {
    return getId();
  }
}
