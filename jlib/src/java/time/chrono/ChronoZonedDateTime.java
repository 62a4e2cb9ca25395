package java.time.chrono;

import java.time.Instant;
import java.time.LocalTime;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.temporal.Temporal;

/** A date-time with a zone; in jlib only {@code ZonedDateTime} implements it. */
public interface ChronoZonedDateTime<D extends ChronoLocalDate> extends Temporal, Comparable<ChronoZonedDateTime<?>> {
  D toLocalDate();

  default Chronology getChronology() {
    return toLocalDate().getChronology();
  }

  LocalTime toLocalTime();

  ChronoLocalDateTime<D> toLocalDateTime();

  ZoneOffset getOffset();

  ZoneId getZone();

  long toEpochSecond();

  Instant toInstant();

  boolean isAfter(ChronoZonedDateTime<?> other);

  boolean isBefore(ChronoZonedDateTime<?> other);

  boolean isEqual(ChronoZonedDateTime<?> other);
}
