package java.time.temporal;

import java.time.Duration;

/** The standard set of date-time units (written for jpor from the Java SE API docs). */
public enum ChronoUnit implements TemporalUnit {
  NANOS("Nanos", 0, 1),
  MICROS("Micros", 0, 1000),
  MILLIS("Millis", 0, 1000000),
  SECONDS("Seconds", 1, 0),
  MINUTES("Minutes", 60, 0),
  HOURS("Hours", 3600, 0),
  HALF_DAYS("HalfDays", 43200, 0),
  DAYS("Days", 86400, 0),
  WEEKS("Weeks", 7 * 86400L, 0),
  MONTHS("Months", 31556952L / 12, 0),
  YEARS("Years", 31556952L, 0),
  DECADES("Decades", 31556952L * 10L, 0),
  CENTURIES("Centuries", 31556952L * 100L, 0),
  MILLENNIA("Millennia", 31556952L * 1000L, 0),
  ERAS("Eras", 31556952L * 1000000000L, 0),
  FOREVER("Forever", Long.MAX_VALUE, 999999999);

  private final String name;
  private final long seconds;
  private final int nanos;

  ChronoUnit(String name, long seconds, int nanos) {
    this.name = name;
    this.seconds = seconds;
    this.nanos = nanos;
  }

  public Duration getDuration() {
    return Duration.ofSeconds(seconds, nanos);
  }

  public boolean isDurationEstimated() {
    return compareTo(DAYS) >= 0;
  }

  public boolean isDateBased() {
    return compareTo(DAYS) >= 0 && this != FOREVER;
  }

  public boolean isTimeBased() {
    return compareTo(DAYS) < 0;
  }

  public boolean isSupportedBy(Temporal temporal) {
    return temporal.isSupported(this);
  }

  @SuppressWarnings("unchecked")
  public <R extends Temporal> R addTo(R temporal, long amount) {
    return (R) temporal.plus(amount, this);
  }

  public long between(Temporal temporal1Inclusive, Temporal temporal2Exclusive) {
    return temporal1Inclusive.until(temporal2Exclusive, this);
  }

  public String toString() {
    return name;
  }
}
