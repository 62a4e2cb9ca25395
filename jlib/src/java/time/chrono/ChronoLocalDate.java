package java.time.chrono;

import java.time.temporal.Temporal;
import java.time.temporal.TemporalAdjuster;

/** A date without time or zone; in jlib only ISO dates ({@code LocalDate}) implement it. */
public interface ChronoLocalDate extends Temporal, TemporalAdjuster, Comparable<ChronoLocalDate> {
  int lengthOfMonth();

  default Chronology getChronology() {
    return IsoChronology.INSTANCE;
  }

  Era getEra();

  boolean isLeapYear();

  long toEpochDay();

  boolean isAfter(ChronoLocalDate other);

  boolean isBefore(ChronoLocalDate other);

  boolean isEqual(ChronoLocalDate other);
}
