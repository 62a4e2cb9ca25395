package java.time;

import java.time.format.DateTimeFormatter;
import java.time.temporal.ChronoField;
import java.time.temporal.ChronoUnit;
import java.time.temporal.Temporal;
import java.time.temporal.TemporalAccessor;
import java.time.temporal.TemporalAdjuster;
import java.time.temporal.TemporalAmount;
import java.time.temporal.TemporalField;
import java.time.temporal.TemporalUnit;
import java.time.temporal.UnsupportedTemporalTypeException;
import java.time.temporal.ValueRange;

/** A time of day without a date or zone, to the nanosecond (written for jpor from the Java SE API docs). */
public final class LocalTime implements Temporal, TemporalAdjuster, Comparable<LocalTime>, java.io.Serializable {
  private static final long serialVersionUID = 6414437269572265201L;

  static final long NANOS_PER_SECOND = 1000000000L;
  static final long NANOS_PER_MINUTE = 60 * NANOS_PER_SECOND;
  static final long NANOS_PER_HOUR = 60 * NANOS_PER_MINUTE;
  static final long NANOS_PER_DAY = 24 * NANOS_PER_HOUR;

  public static final LocalTime MIN = new LocalTime(0, 0, 0, 0);
  public static final LocalTime MAX = new LocalTime(23, 59, 59, 999999999);
  public static final LocalTime MIDNIGHT = MIN;
  public static final LocalTime NOON = new LocalTime(12, 0, 0, 0);

  private final byte hour;
  private final byte minute;
  private final byte second;
  private final int nano;

  private LocalTime(int hour, int minute, int second, int nano) {
    this.hour = (byte) hour;
    this.minute = (byte) minute;
    this.second = (byte) second;
    this.nano = nano;
  }

  public static LocalTime now() {
    return now(Clock.systemDefaultZone());
  }

  public static LocalTime now(ZoneId zone) {
    return now(Clock.system(zone));
  }

  public static LocalTime now(Clock clock) {
    return ofInstant(clock.instant(), clock.getZone());
  }

  public static LocalTime of(int hour, int minute) {
    ChronoField.HOUR_OF_DAY.checkValidValue(hour);
    ChronoField.MINUTE_OF_HOUR.checkValidValue(minute);
    return new LocalTime(hour, minute, 0, 0);
  }

  public static LocalTime of(int hour, int minute, int second) {
    ChronoField.HOUR_OF_DAY.checkValidValue(hour);
    ChronoField.MINUTE_OF_HOUR.checkValidValue(minute);
    ChronoField.SECOND_OF_MINUTE.checkValidValue(second);
    return new LocalTime(hour, minute, second, 0);
  }

  public static LocalTime of(int hour, int minute, int second, int nanoOfSecond) {
    ChronoField.HOUR_OF_DAY.checkValidValue(hour);
    ChronoField.MINUTE_OF_HOUR.checkValidValue(minute);
    ChronoField.SECOND_OF_MINUTE.checkValidValue(second);
    ChronoField.NANO_OF_SECOND.checkValidValue(nanoOfSecond);
    return new LocalTime(hour, minute, second, nanoOfSecond);
  }

  public static LocalTime ofInstant(Instant instant, ZoneId zone) {
    long local = instant.getEpochSecond() + zone.offsetAt(instant).getTotalSeconds();
    return ofNanoOfDay(Math.floorMod(local, 86400L) * NANOS_PER_SECOND + instant.getNano());
  }

  public static LocalTime ofSecondOfDay(long secondOfDay) {
    ChronoField.SECOND_OF_DAY.checkValidValue(secondOfDay);
    int s = (int) secondOfDay;
    return new LocalTime(s / 3600, s / 60 % 60, s % 60, 0);
  }

  public static LocalTime ofNanoOfDay(long nanoOfDay) {
    ChronoField.NANO_OF_DAY.checkValidValue(nanoOfDay);
    int h = (int) (nanoOfDay / NANOS_PER_HOUR);
    int m = (int) (nanoOfDay / NANOS_PER_MINUTE % 60);
    int s = (int) (nanoOfDay / NANOS_PER_SECOND % 60);
    return new LocalTime(h, m, s, (int) (nanoOfDay % NANOS_PER_SECOND));
  }

  public static LocalTime from(TemporalAccessor temporal) {
    if (temporal instanceof LocalTime) return (LocalTime) temporal;
    if (temporal instanceof LocalDateTime) return ((LocalDateTime) temporal).toLocalTime();
    if (temporal instanceof ZonedDateTime) return ((ZonedDateTime) temporal).toLocalTime();
    if (temporal instanceof OffsetDateTime) return ((OffsetDateTime) temporal).toLocalTime();
    if (temporal != null && temporal.isSupported(ChronoField.NANO_OF_DAY))
      return ofNanoOfDay(temporal.getLong(ChronoField.NANO_OF_DAY));
    throw new DateTimeException("Unable to obtain LocalTime from TemporalAccessor: " + temporal + " of type "
        + temporal.getClass().getName());
  }

  public static LocalTime parse(CharSequence text) {
    return parse(text, DateTimeFormatter.ISO_LOCAL_TIME);
  }

  public static LocalTime parse(CharSequence text, DateTimeFormatter formatter) {
    if (formatter == null) throw new NullPointerException("formatter");
    return formatter.parse(text, new java.time.temporal.TemporalQuery<LocalTime>() {
      public LocalTime queryFrom(java.time.temporal.TemporalAccessor t) {
        return from(t);
      }
    });
  }

  public boolean isSupported(TemporalField field) {
    if (field instanceof ChronoField) return field.isTimeBased();
    return field != null && field.isSupportedBy(this);
  }

  public boolean isSupported(TemporalUnit unit) {
    if (unit instanceof ChronoUnit) return unit.isTimeBased();
    return unit != null && unit.isSupportedBy(this);
  }

  public ValueRange range(TemporalField field) {
    return Temporal.super.range(field);
  }

  public int get(TemporalField field) {
    if (field instanceof ChronoField && isSupported(field) && !field.range().isIntValue())
      throw new UnsupportedTemporalTypeException("Invalid field '" + field + "' for get() method, use getLong() instead");
    return Temporal.super.get(field);
  }

  public long getLong(TemporalField field) {
    if (!(field instanceof ChronoField)) return field.getFrom(this);
    switch ((ChronoField) field) {
      case NANO_OF_SECOND:
        return nano;
      case NANO_OF_DAY:
        return toNanoOfDay();
      case MICRO_OF_SECOND:
        return nano / 1000;
      case MICRO_OF_DAY:
        return toNanoOfDay() / 1000;
      case MILLI_OF_SECOND:
        return nano / 1000000;
      case MILLI_OF_DAY:
        return toNanoOfDay() / 1000000;
      case SECOND_OF_MINUTE:
        return second;
      case SECOND_OF_DAY:
        return toSecondOfDay();
      case MINUTE_OF_HOUR:
        return minute;
      case MINUTE_OF_DAY:
        return hour * 60 + minute;
      case HOUR_OF_AMPM:
        return hour % 12;
      case CLOCK_HOUR_OF_AMPM:
        return hour % 12 == 0 ? 12 : hour % 12;
      case HOUR_OF_DAY:
        return hour;
      case CLOCK_HOUR_OF_DAY:
        return hour == 0 ? 24 : hour;
      case AMPM_OF_DAY:
        return hour / 12;
      default:
        throw new UnsupportedTemporalTypeException("Unsupported field: " + field);
    }
  }

  public int getHour() {
    return hour;
  }

  public int getMinute() {
    return minute;
  }

  public int getSecond() {
    return second;
  }

  public int getNano() {
    return nano;
  }

  public LocalTime with(TemporalAdjuster adjuster) {
    if (adjuster instanceof LocalTime) return (LocalTime) adjuster;
    return (LocalTime) adjuster.adjustInto(this);
  }

  public LocalTime with(TemporalField field, long newValue) {
    if (!(field instanceof ChronoField)) return field.adjustInto(this, newValue);
    ChronoField f = (ChronoField) field;
    if (!f.isTimeBased()) throw new UnsupportedTemporalTypeException("Unsupported field: " + field);
    f.checkValidValue(newValue);
    switch (f) {
      case NANO_OF_SECOND:
        return withNano((int) newValue);
      case NANO_OF_DAY:
        return ofNanoOfDay(newValue);
      case MICRO_OF_SECOND:
        return withNano((int) newValue * 1000);
      case MICRO_OF_DAY:
        return ofNanoOfDay(newValue * 1000);
      case MILLI_OF_SECOND:
        return withNano((int) newValue * 1000000);
      case MILLI_OF_DAY:
        return ofNanoOfDay(newValue * 1000000);
      case SECOND_OF_MINUTE:
        return withSecond((int) newValue);
      case SECOND_OF_DAY:
        return plusSeconds(newValue - toSecondOfDay());
      case MINUTE_OF_HOUR:
        return withMinute((int) newValue);
      case MINUTE_OF_DAY:
        return plusMinutes(newValue - (hour * 60 + minute));
      case HOUR_OF_AMPM:
        return plusHours(newValue - (hour % 12));
      case CLOCK_HOUR_OF_AMPM:
        return plusHours((newValue == 12 ? 0 : newValue) - (hour % 12));
      case HOUR_OF_DAY:
        return withHour((int) newValue);
      case CLOCK_HOUR_OF_DAY:
        return withHour((int) (newValue == 24 ? 0 : newValue));
      case AMPM_OF_DAY:
        return plusHours((newValue - (hour / 12)) * 12);
      default:
        throw new UnsupportedTemporalTypeException("Unsupported field: " + field);
    }
  }

  public LocalTime withHour(int hour) {
    if (this.hour == hour) return this;
    ChronoField.HOUR_OF_DAY.checkValidValue(hour);
    return new LocalTime(hour, minute, second, nano);
  }

  public LocalTime withMinute(int minute) {
    if (this.minute == minute) return this;
    ChronoField.MINUTE_OF_HOUR.checkValidValue(minute);
    return new LocalTime(hour, minute, second, nano);
  }

  public LocalTime withSecond(int second) {
    if (this.second == second) return this;
    ChronoField.SECOND_OF_MINUTE.checkValidValue(second);
    return new LocalTime(hour, minute, second, nano);
  }

  public LocalTime withNano(int nanoOfSecond) {
    if (this.nano == nanoOfSecond) return this;
    ChronoField.NANO_OF_SECOND.checkValidValue(nanoOfSecond);
    return new LocalTime(hour, minute, second, nanoOfSecond);
  }

  public LocalTime truncatedTo(TemporalUnit unit) {
    if (unit == ChronoUnit.NANOS) return this;
    Duration unitDur = unit.getDuration();
    if (unitDur.getSeconds() > 86400) throw new UnsupportedTemporalTypeException("Unit is too large to be used for truncation");
    long dur = unitDur.toNanos();
    if (NANOS_PER_DAY % dur != 0)
      throw new UnsupportedTemporalTypeException("Unit must divide into a standard day without remainder");
    long nod = toNanoOfDay();
    return ofNanoOfDay((nod / dur) * dur);
  }

  public LocalTime plus(TemporalAmount amount) {
    if (amount == null) throw new NullPointerException("amountToAdd");
    return (LocalTime) amount.addTo(this);
  }

  public LocalTime plus(long amountToAdd, TemporalUnit unit) {
    if (!(unit instanceof ChronoUnit)) return unit.addTo(this, amountToAdd);
    switch ((ChronoUnit) unit) {
      case NANOS:
        return plusNanos(amountToAdd);
      case MICROS:
        return plusNanos((amountToAdd % 86400000000L) * 1000);
      case MILLIS:
        return plusNanos((amountToAdd % 86400000L) * 1000000);
      case SECONDS:
        return plusSeconds(amountToAdd);
      case MINUTES:
        return plusMinutes(amountToAdd);
      case HOURS:
        return plusHours(amountToAdd);
      case HALF_DAYS:
        return plusHours((amountToAdd % 2) * 12);
      default:
        throw new UnsupportedTemporalTypeException("Unsupported unit: " + unit);
    }
  }

  public LocalTime plusHours(long hoursToAdd) {
    if (hoursToAdd == 0) return this;
    int newHour = ((int) (hoursToAdd % 24) + hour + 24) % 24;
    return new LocalTime(newHour, minute, second, nano);
  }

  public LocalTime plusMinutes(long minutesToAdd) {
    if (minutesToAdd == 0) return this;
    int mofd = hour * 60 + minute;
    int newMofd = ((int) (minutesToAdd % 1440) + mofd + 1440) % 1440;
    if (mofd == newMofd) return this;
    return new LocalTime(newMofd / 60, newMofd % 60, second, nano);
  }

  public LocalTime plusSeconds(long secondsToAdd) {
    if (secondsToAdd == 0) return this;
    int sofd = toSecondOfDay();
    int newSofd = ((int) (secondsToAdd % 86400) + sofd + 86400) % 86400;
    if (sofd == newSofd) return this;
    return new LocalTime(newSofd / 3600, newSofd / 60 % 60, newSofd % 60, nano);
  }

  public LocalTime plusNanos(long nanosToAdd) {
    if (nanosToAdd == 0) return this;
    long nofd = toNanoOfDay();
    long newNofd = ((nanosToAdd % NANOS_PER_DAY) + nofd + NANOS_PER_DAY) % NANOS_PER_DAY;
    if (nofd == newNofd) return this;
    return ofNanoOfDay(newNofd);
  }

  public LocalTime minus(TemporalAmount amount) {
    if (amount == null) throw new NullPointerException("amountToSubtract");
    return (LocalTime) amount.subtractFrom(this);
  }

  public LocalTime minus(long amountToSubtract, TemporalUnit unit) {
    return amountToSubtract == Long.MIN_VALUE ? plus(Long.MAX_VALUE, unit).plus(1, unit) : plus(-amountToSubtract, unit);
  }

  public LocalTime minusHours(long hours) {
    return plusHours(-(hours % 24));
  }

  public LocalTime minusMinutes(long minutes) {
    return plusMinutes(-(minutes % 1440));
  }

  public LocalTime minusSeconds(long seconds) {
    return plusSeconds(-(seconds % 86400));
  }

  public LocalTime minusNanos(long nanos) {
    return plusNanos(-(nanos % NANOS_PER_DAY));
  }

  public Temporal adjustInto(Temporal temporal) {
    return temporal.with(ChronoField.NANO_OF_DAY, toNanoOfDay());
  }

  public long until(Temporal endExclusive, TemporalUnit unit) {
    LocalTime end = from(endExclusive);
    if (!(unit instanceof ChronoUnit)) return unit.between(this, end);
    return timeUnits(end.toNanoOfDay() - toNanoOfDay(), (ChronoUnit) unit);
  }

  /** A span of nanoseconds in a time-based unit (until() of LocalTime and OffsetTime). */
  static long timeUnits(long nanos, ChronoUnit unit) {
    switch (unit) {
      case NANOS:
        return nanos;
      case MICROS:
        return nanos / 1000;
      case MILLIS:
        return nanos / 1000000;
      case SECONDS:
        return nanos / NANOS_PER_SECOND;
      case MINUTES:
        return nanos / NANOS_PER_MINUTE;
      case HOURS:
        return nanos / NANOS_PER_HOUR;
      case HALF_DAYS:
        return nanos / (12 * NANOS_PER_HOUR);
      default:
        throw new UnsupportedTemporalTypeException("Unsupported unit: " + unit);
    }
  }

  public String format(DateTimeFormatter formatter) {
    if (formatter == null) throw new NullPointerException("formatter");
    return formatter.format(this);
  }

  public OffsetTime atOffset(ZoneOffset offset) {
    return OffsetTime.of(this, offset);
  }

  public LocalDateTime atDate(LocalDate date) {
    return LocalDateTime.of(date, this);
  }

  public int toSecondOfDay() {
    return hour * 3600 + minute * 60 + second;
  }

  public long toNanoOfDay() {
    return toSecondOfDay() * NANOS_PER_SECOND + nano;
  }

  public long toEpochSecond(LocalDate date, ZoneOffset offset) {
    return date.toEpochDay() * 86400L + toSecondOfDay() - offset.getTotalSeconds();
  }

  public int compareTo(LocalTime other) {
    return Long.compare(toNanoOfDay(), other.toNanoOfDay());
  }

  public boolean isAfter(LocalTime other) {
    return compareTo(other) > 0;
  }

  public boolean isBefore(LocalTime other) {
    return compareTo(other) < 0;
  }

  public boolean equals(Object obj) {
    if (this == obj) return true;
    if (!(obj instanceof LocalTime)) return false;
    LocalTime o = (LocalTime) obj;
    return hour == o.hour && minute == o.minute && second == o.second && nano == o.nano;
  }

  public int hashCode() {
    return Long.hashCode(toNanoOfDay());
  }

  public String toString() {
    StringBuilder sb = new StringBuilder(18);
    sb.append(hour < 10 ? "0" : "").append(hour).append(minute < 10 ? ":0" : ":").append(minute);
    if (second > 0 || nano > 0) {
      sb.append(second < 10 ? ":0" : ":").append(second);
      if (nano > 0) {
        if (nano % 1000000 == 0) sb.append(Integer.toString(nano / 1000000 + 1000).substring(1));
        else if (nano % 1000 == 0) sb.append(Integer.toString(nano / 1000 + 1000000).substring(1));
        else sb.append(Integer.toString(nano + 1000000000).substring(1));
        sb.insert(sb.length() - (nano % 1000000 == 0 ? 3 : nano % 1000 == 0 ? 6 : 9), '.');
      }
    }
    return sb.toString();
  }

  // serialized as the JDK does: through the serial proxy java.time.Ser

  private Object writeReplace() {
    return new jpor.internal.TimeSer(jpor.internal.TimeSer.LOCAL_TIME_TYPE, this);
  }

  private void readObject(java.io.ObjectInputStream s) throws java.io.InvalidObjectException {
    throw jpor.internal.TimeSer.delegateRequired();
  }
}
