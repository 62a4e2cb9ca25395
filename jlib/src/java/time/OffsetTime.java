package java.time;

import java.time.format.DateTimeFormatter;
import java.time.temporal.ChronoField;
import java.time.temporal.ChronoUnit;
import java.time.temporal.Temporal;
import java.time.temporal.TemporalAccessor;
import java.time.temporal.TemporalAdjuster;
import java.time.temporal.TemporalAmount;
import java.time.temporal.TemporalField;
import java.time.temporal.TemporalQueries;
import java.time.temporal.TemporalQuery;
import java.time.temporal.TemporalUnit;
import java.time.temporal.UnsupportedTemporalTypeException;
import java.time.temporal.ValueRange;

/** A time of day with an offset from UTC (written for jpor from the Java SE API docs). */
public final class OffsetTime implements Temporal, TemporalAdjuster, Comparable<OffsetTime>, java.io.Serializable {
  private static final long serialVersionUID = 7264499704384272492L;

  public static final OffsetTime MIN = LocalTime.MIN.atOffset(ZoneOffset.MAX);
  public static final OffsetTime MAX = LocalTime.MAX.atOffset(ZoneOffset.MIN);

  private final LocalTime time;
  private final ZoneOffset offset;

  private OffsetTime(LocalTime time, ZoneOffset offset) {
    this.time = time;
    this.offset = offset;
  }

  private OffsetTime make(LocalTime t, ZoneOffset off) {
    return t == time && off.equals(offset) ? this : new OffsetTime(t, off);
  }

  public static OffsetTime now() {
    return now(Clock.systemDefaultZone());
  }

  public static OffsetTime now(ZoneId zone) {
    return now(Clock.system(zone));
  }

  public static OffsetTime now(Clock clock) {
    if (clock == null) throw new NullPointerException("clock");
    return ofInstant(clock.instant(), clock.getZone());
  }

  public static OffsetTime of(LocalTime time, ZoneOffset offset) {
    if (time == null) throw new NullPointerException("time");
    if (offset == null) throw new NullPointerException("offset");
    return new OffsetTime(time, offset);
  }

  public static OffsetTime of(int hour, int minute, int second, int nanoOfSecond, ZoneOffset offset) {
    return of(LocalTime.of(hour, minute, second, nanoOfSecond), offset);
  }

  public static OffsetTime ofInstant(Instant instant, ZoneId zone) {
    if (instant == null) throw new NullPointerException("instant");
    if (zone == null) throw new NullPointerException("zone");
    ZoneOffset off = zone.offsetAt(instant);
    long secs = Math.floorMod(instant.getEpochSecond() + off.getTotalSeconds(), 86400L);
    return new OffsetTime(LocalTime.ofNanoOfDay(secs * 1000000000L + instant.getNano()), off);
  }

  public static OffsetTime from(TemporalAccessor temporal) {
    if (temporal instanceof OffsetTime) return (OffsetTime) temporal;
    try {
      LocalTime t = LocalTime.from(temporal);
      ZoneOffset off = ZoneOffset.from(temporal);
      return new OffsetTime(t, off);
    } catch (DateTimeException ex) {
      throw new DateTimeException("Unable to obtain OffsetTime from TemporalAccessor: " + temporal + " of type "
          + temporal.getClass().getName(), ex);
    }
  }

  public static OffsetTime parse(CharSequence text) {
    return parse(text, DateTimeFormatter.ISO_OFFSET_TIME);
  }

  public static OffsetTime parse(CharSequence text, DateTimeFormatter formatter) {
    if (formatter == null) throw new NullPointerException("formatter");
    return formatter.parse(text, new TemporalQuery<OffsetTime>() {
      public OffsetTime queryFrom(TemporalAccessor t) {
        return from(t);
      }
    });
  }

  public boolean isSupported(TemporalField field) {
    if (field instanceof ChronoField) return field.isTimeBased() || field == ChronoField.OFFSET_SECONDS;
    return field != null && field.isSupportedBy(this);
  }

  public boolean isSupported(TemporalUnit unit) {
    if (unit instanceof ChronoUnit) return unit.isTimeBased();
    return unit != null && unit.isSupportedBy(this);
  }

  public ValueRange range(TemporalField field) {
    if (field instanceof ChronoField) {
      if (field == ChronoField.OFFSET_SECONDS) return field.range();
      return time.range(field);
    }
    return field.rangeRefinedBy(this);
  }

  public int get(TemporalField field) {
    if (field == ChronoField.OFFSET_SECONDS) return offset.getTotalSeconds();
    if (field instanceof ChronoField) return time.get(field);
    return Temporal.super.get(field);
  }

  public long getLong(TemporalField field) {
    if (field == ChronoField.OFFSET_SECONDS) return offset.getTotalSeconds();
    if (field instanceof ChronoField) return time.getLong(field);
    return field.getFrom(this);
  }

  public ZoneOffset getOffset() {
    return offset;
  }

  public OffsetTime withOffsetSameLocal(ZoneOffset offset) {
    if (offset == null) throw new NullPointerException("offset");
    return make(time, offset);
  }

  public OffsetTime withOffsetSameInstant(ZoneOffset offset) {
    if (offset.equals(this.offset)) return this;
    return new OffsetTime(time.plusSeconds(offset.getTotalSeconds() - this.offset.getTotalSeconds()), offset);
  }

  public LocalTime toLocalTime() {
    return time;
  }

  public int getHour() {
    return time.getHour();
  }

  public int getMinute() {
    return time.getMinute();
  }

  public int getSecond() {
    return time.getSecond();
  }

  public int getNano() {
    return time.getNano();
  }

  public OffsetTime with(TemporalAdjuster adjuster) {
    if (adjuster instanceof LocalTime) return make((LocalTime) adjuster, offset);
    if (adjuster instanceof ZoneOffset) return make(time, (ZoneOffset) adjuster);
    if (adjuster instanceof OffsetTime) return (OffsetTime) adjuster;
    return (OffsetTime) adjuster.adjustInto(this);
  }

  public OffsetTime with(TemporalField field, long newValue) {
    if (field == ChronoField.OFFSET_SECONDS)
      return make(time, ZoneOffset.ofTotalSeconds(ChronoField.OFFSET_SECONDS.checkValidIntValue(newValue)));
    if (field instanceof ChronoField) return make(time.with(field, newValue), offset);
    return field.adjustInto(this, newValue);
  }

  public OffsetTime withHour(int hour) {
    return make(time.withHour(hour), offset);
  }

  public OffsetTime withMinute(int minute) {
    return make(time.withMinute(minute), offset);
  }

  public OffsetTime withSecond(int second) {
    return make(time.withSecond(second), offset);
  }

  public OffsetTime withNano(int nanoOfSecond) {
    return make(time.withNano(nanoOfSecond), offset);
  }

  public OffsetTime truncatedTo(TemporalUnit unit) {
    return make(time.truncatedTo(unit), offset);
  }

  public OffsetTime plus(TemporalAmount amount) {
    if (amount == null) throw new NullPointerException("amountToAdd");
    return (OffsetTime) amount.addTo(this);
  }

  public OffsetTime plus(long amountToAdd, TemporalUnit unit) {
    if (unit instanceof ChronoUnit) return make(time.plus(amountToAdd, unit), offset);
    return unit.addTo(this, amountToAdd);
  }

  public OffsetTime plusHours(long hours) {
    return make(time.plusHours(hours), offset);
  }

  public OffsetTime plusMinutes(long minutes) {
    return make(time.plusMinutes(minutes), offset);
  }

  public OffsetTime plusSeconds(long seconds) {
    return make(time.plusSeconds(seconds), offset);
  }

  public OffsetTime plusNanos(long nanos) {
    return make(time.plusNanos(nanos), offset);
  }

  public OffsetTime minus(TemporalAmount amount) {
    if (amount == null) throw new NullPointerException("amountToSubtract");
    return (OffsetTime) amount.subtractFrom(this);
  }

  public OffsetTime minus(long amountToSubtract, TemporalUnit unit) {
    return amountToSubtract == Long.MIN_VALUE ? plus(Long.MAX_VALUE, unit).plus(1, unit) : plus(-amountToSubtract, unit);
  }

  public OffsetTime minusHours(long hours) {
    return make(time.minusHours(hours), offset);
  }

  public OffsetTime minusMinutes(long minutes) {
    return make(time.minusMinutes(minutes), offset);
  }

  public OffsetTime minusSeconds(long seconds) {
    return make(time.minusSeconds(seconds), offset);
  }

  public OffsetTime minusNanos(long nanos) {
    return make(time.minusNanos(nanos), offset);
  }

  @SuppressWarnings("unchecked")
  public <R> R query(TemporalQuery<R> query) {
    if (query == TemporalQueries.offset() || query == TemporalQueries.zone()) return (R) offset;
    if (query == TemporalQueries.zoneId() || query == TemporalQueries.localDate()) return null;
    if (query == TemporalQueries.localTime()) return (R) time;
    if (query == TemporalQueries.precision()) return (R) ChronoUnit.NANOS;
    return query.queryFrom(this);
  }

  public Temporal adjustInto(Temporal temporal) {
    return temporal.with(ChronoField.NANO_OF_DAY, time.toNanoOfDay())
        .with(ChronoField.OFFSET_SECONDS, offset.getTotalSeconds());
  }

  public long until(Temporal endExclusive, TemporalUnit unit) {
    OffsetTime end = from(endExclusive);
    if (!(unit instanceof ChronoUnit)) return unit.between(this, end);
    return LocalTime.timeUnits(end.epochNano() - epochNano(), (ChronoUnit) unit);
  }

  public String format(DateTimeFormatter formatter) {
    if (formatter == null) throw new NullPointerException("formatter");
    return formatter.format(this);
  }

  public OffsetDateTime atDate(LocalDate date) {
    return OffsetDateTime.of(date, time, offset);
  }

  public long toEpochSecond(LocalDate date) {
    if (date == null) throw new NullPointerException("date");
    return date.toEpochDay() * 86400L + time.toSecondOfDay() - offset.getTotalSeconds();
  }

  /** The time as nanoseconds from midnight UTC (may be negative or past a day). */
  private long epochNano() {
    return time.toNanoOfDay() - offset.getTotalSeconds() * 1000000000L;
  }

  public int compareTo(OffsetTime other) {
    if (offset.equals(other.offset)) return time.compareTo(other.time);
    int c = Long.compare(epochNano(), other.epochNano());
    return c != 0 ? c : time.compareTo(other.time);
  }

  public boolean isAfter(OffsetTime other) {
    return epochNano() > other.epochNano();
  }

  public boolean isBefore(OffsetTime other) {
    return epochNano() < other.epochNano();
  }

  public boolean isEqual(OffsetTime other) {
    return epochNano() == other.epochNano();
  }

  public boolean equals(Object obj) {
    if (this == obj) return true;
    if (!(obj instanceof OffsetTime)) return false;
    OffsetTime o = (OffsetTime) obj;
    return time.equals(o.time) && offset.equals(o.offset);
  }

  public int hashCode() {
    return time.hashCode() ^ offset.hashCode();
  }

  public String toString() {
    return time.toString() + offset.toString();
  }

  // serialized as the JDK does: through the serial proxy java.time.Ser

  private Object writeReplace() {
    return new jpor.internal.TimeSer(jpor.internal.TimeSer.OFFSET_TIME_TYPE, this);
  }

  private void readObject(java.io.ObjectInputStream s) throws java.io.InvalidObjectException {
    throw jpor.internal.TimeSer.delegateRequired();
  }
}
