package java.time.chrono;

import java.time.LocalTime;
import java.time.temporal.Temporal;
import java.time.temporal.TemporalAdjuster;

/** A date-time without zone; in jlib only {@code LocalDateTime} implements it. */
public interface ChronoLocalDateTime<D extends ChronoLocalDate>
    extends Temporal, TemporalAdjuster, Comparable<ChronoLocalDateTime<?>> {
  D toLocalDate();

  default Chronology getChronology() {
    return toLocalDate().getChronology();
  }

  LocalTime toLocalTime();

  boolean isAfter(ChronoLocalDateTime<?> other);

  boolean isBefore(ChronoLocalDateTime<?> other);

  boolean isEqual(ChronoLocalDateTime<?> other);
}
