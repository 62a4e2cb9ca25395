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

/** A date-time with an offset from UTC (written for jpor from the Java SE API docs). */
public final class OffsetDateTime implements Temporal, TemporalAdjuster, Comparable<OffsetDateTime>, java.io.Serializable {
  private static final long serialVersionUID = 2287754244819255394L;

  public static final OffsetDateTime MIN = LocalDateTime.MIN.atOffset(ZoneOffset.MAX);
  public static final OffsetDateTime MAX = LocalDateTime.MAX.atOffset(ZoneOffset.MIN);

  private final LocalDateTime dateTime;
  private final ZoneOffset offset;

  private OffsetDateTime(LocalDateTime dateTime, ZoneOffset offset) {
    this.dateTime = dateTime;
    this.offset = offset;
  }

  private OffsetDateTime make(LocalDateTime ldt) {
    return ldt == dateTime ? this : new OffsetDateTime(ldt, offset);
  }

  private ZoneId zone() {
    return offset;
  }

  private OffsetDateTime withOffsetSeconds(int seconds) {
    return new OffsetDateTime(dateTime, ZoneOffset.ofTotalSeconds(seconds));
  }

  public static java.util.Comparator<OffsetDateTime> timeLineOrder() {
    return new java.util.Comparator<OffsetDateTime>() {
      public int compare(OffsetDateTime a, OffsetDateTime b) {
        int c = compareInstants(a.toEpochSecond(), a.getNano(), b.toEpochSecond(), b.getNano());
        return c;
      }
    };
  }

  public static OffsetDateTime now() {
    return now(Clock.systemDefaultZone());
  }

  public static OffsetDateTime now(ZoneId zone) {
    return now(Clock.system(zone));
  }

  public static OffsetDateTime now(Clock clock) {
    return ofInstant(clock.instant(), clock.getZone());
  }

  public static OffsetDateTime of(LocalDate date, LocalTime time, ZoneOffset offset) {
    return of(LocalDateTime.of(date, time), offset);
  }

  public static OffsetDateTime of(LocalDateTime dateTime, ZoneOffset offset) {
    if (dateTime == null) throw new NullPointerException("dateTime");
    if (offset == null) throw new NullPointerException("offset");
    return new OffsetDateTime(dateTime, offset);
  }

  public static OffsetDateTime of(int year, int month, int day, int hour, int minute, int second, int nano, ZoneOffset offset) {
    return of(LocalDateTime.of(year, month, day, hour, minute, second, nano), offset);
  }

  public static OffsetDateTime ofInstant(Instant instant, ZoneId zone) {
    ZoneOffset off = zone.offsetAt(instant);
    return new OffsetDateTime(LocalDateTime.ofEpochSecond(instant.getEpochSecond(), instant.getNano(), off), off);
  }

  public static OffsetDateTime from(TemporalAccessor temporal) {
    if (temporal instanceof OffsetDateTime) return (OffsetDateTime) temporal;
    if (temporal instanceof ZonedDateTime) return ((ZonedDateTime) temporal).toOffsetDateTime();
    try {
      ZoneOffset off = ZoneOffset.from(temporal);
      if (temporal.isSupported(ChronoField.EPOCH_DAY) && temporal.isSupported(ChronoField.NANO_OF_DAY))
        return of(LocalDateTime.from(temporal), off);
      return ofInstant(Instant.from(temporal), off);
    } catch (DateTimeException ex) {
      throw new DateTimeException("Unable to obtain OffsetDateTime from TemporalAccessor: " + temporal + " of type "
          + temporal.getClass().getName(), ex);
    }
  }

  public static OffsetDateTime parse(CharSequence text) {
    return parse(text, DateTimeFormatter.ISO_OFFSET_DATE_TIME);
  }

  public static OffsetDateTime parse(CharSequence text, DateTimeFormatter formatter) {
    if (formatter == null) throw new NullPointerException("formatter");
    return formatter.parse(text, new java.time.temporal.TemporalQuery<OffsetDateTime>() {
      public OffsetDateTime queryFrom(java.time.temporal.TemporalAccessor t) {
        return from(t);
      }
    });
  }

  public OffsetDateTime withOffsetSameLocal(ZoneOffset offset) {
    return offset.equals(this.offset) ? this : new OffsetDateTime(dateTime, offset);
  }

  public OffsetDateTime withOffsetSameInstant(ZoneOffset offset) {
    if (offset.equals(this.offset)) return this;
    return new OffsetDateTime(dateTime.plusSeconds(offset.getTotalSeconds() - this.offset.getTotalSeconds()), offset);
  }

  public ZonedDateTime atZoneSameInstant(ZoneId zone) {
    return ZonedDateTime.ofInstant(toInstant(), zone);
  }

  public ZonedDateTime atZoneSimilarLocal(ZoneId zone) {
    return ZonedDateTime.of(dateTime, zone);
  }

  public ZonedDateTime toZonedDateTime() {
    return ZonedDateTime.of(dateTime, offset);
  }

  public Temporal adjustInto(Temporal temporal) {
    return temporal.with(ChronoField.EPOCH_DAY, toLocalDate().toEpochDay())
        .with(ChronoField.NANO_OF_DAY, toLocalTime().toNanoOfDay())
        .with(ChronoField.OFFSET_SECONDS, offset.getTotalSeconds());
  }

  public long until(Temporal endExclusive, TemporalUnit unit) {
    OffsetDateTime end = from(endExclusive);
    if (!(unit instanceof ChronoUnit)) return unit.between(this, end);
    end = end.withOffsetSameInstant(offset);
    return dateTime.until(end.dateTime, unit);
  }

  public int compareTo(OffsetDateTime other) {
    int c;
    if (offset.equals(other.offset)) c = dateTime.compareTo(other.dateTime);
    else {
      c = compareInstants(toEpochSecond(), getNano(), other.toEpochSecond(), other.getNano());
      if (c == 0) c = dateTime.compareTo(other.dateTime);
    }
    return c;
  }

  public boolean isAfter(OffsetDateTime other) {
    return compareInstants(toEpochSecond(), getNano(), other.toEpochSecond(), other.getNano()) > 0;
  }

  public boolean isBefore(OffsetDateTime other) {
    return compareInstants(toEpochSecond(), getNano(), other.toEpochSecond(), other.getNano()) < 0;
  }

  public boolean isEqual(OffsetDateTime other) {
    return compareInstants(toEpochSecond(), getNano(), other.toEpochSecond(), other.getNano()) == 0;
  }

  public boolean equals(Object obj) {
    if (this == obj) return true;
    if (!(obj instanceof OffsetDateTime)) return false;
    OffsetDateTime o = (OffsetDateTime) obj;
    return dateTime.equals(o.dateTime) && offset.equals(o.offset);
  }

  public int hashCode() {
    return dateTime.hashCode() ^ offset.hashCode();
  }

  public String toString() {
    return dateTime.toString() + offset.toString();
  }

  public OffsetDateTime withYear(int year) {
    return make(dateTime.withYear(year));
  }

  public OffsetDateTime withMonth(int month) {
    return make(dateTime.withMonth(month));
  }

  public OffsetDateTime withDayOfMonth(int dayOfMonth) {
    return make(dateTime.withDayOfMonth(dayOfMonth));
  }

  public OffsetDateTime withDayOfYear(int dayOfYear) {
    return make(dateTime.withDayOfYear(dayOfYear));
  }

  public OffsetDateTime withHour(int hour) {
    return make(dateTime.withHour(hour));
  }

  public OffsetDateTime withMinute(int minute) {
    return make(dateTime.withMinute(minute));
  }

  public OffsetDateTime withSecond(int second) {
    return make(dateTime.withSecond(second));
  }

  public OffsetDateTime withNano(int nanoOfSecond) {
    return make(dateTime.withNano(nanoOfSecond));
  }

  public OffsetDateTime plusYears(long amount) {
    return make(dateTime.plusYears(amount));
  }

  public OffsetDateTime minusYears(long amount) {
    return make(dateTime.minusYears(amount));
  }

  public OffsetDateTime plusMonths(long amount) {
    return make(dateTime.plusMonths(amount));
  }

  public OffsetDateTime minusMonths(long amount) {
    return make(dateTime.minusMonths(amount));
  }

  public OffsetDateTime plusWeeks(long amount) {
    return make(dateTime.plusWeeks(amount));
  }

  public OffsetDateTime minusWeeks(long amount) {
    return make(dateTime.minusWeeks(amount));
  }

  public OffsetDateTime plusDays(long amount) {
    return make(dateTime.plusDays(amount));
  }

  public OffsetDateTime minusDays(long amount) {
    return make(dateTime.minusDays(amount));
  }

  public OffsetDateTime plusHours(long amount) {
    return make(dateTime.plusHours(amount));
  }

  public OffsetDateTime minusHours(long amount) {
    return make(dateTime.minusHours(amount));
  }

  public OffsetDateTime plusMinutes(long amount) {
    return make(dateTime.plusMinutes(amount));
  }

  public OffsetDateTime minusMinutes(long amount) {
    return make(dateTime.minusMinutes(amount));
  }

  public OffsetDateTime plusSeconds(long amount) {
    return make(dateTime.plusSeconds(amount));
  }

  public OffsetDateTime minusSeconds(long amount) {
    return make(dateTime.minusSeconds(amount));
  }

  public OffsetDateTime plusNanos(long amount) {
    return make(dateTime.plusNanos(amount));
  }

  public OffsetDateTime minusNanos(long amount) {
    return make(dateTime.minusNanos(amount));
  }

  public int getYear() {
    return dateTime.getYear();
  }

  public int getMonthValue() {
    return dateTime.getMonthValue();
  }

  public Month getMonth() {
    return dateTime.getMonth();
  }

  public int getDayOfMonth() {
    return dateTime.getDayOfMonth();
  }

  public int getDayOfYear() {
    return dateTime.getDayOfYear();
  }

  public DayOfWeek getDayOfWeek() {
    return dateTime.getDayOfWeek();
  }

  public int getHour() {
    return dateTime.getHour();
  }

  public int getMinute() {
    return dateTime.getMinute();
  }

  public int getSecond() {
    return dateTime.getSecond();
  }

  public int getNano() {
    return dateTime.getNano();
  }

  public LocalDateTime toLocalDateTime() {
    return dateTime;
  }

  public LocalDate toLocalDate() {
    return dateTime.toLocalDate();
  }

  public LocalTime toLocalTime() {
    return dateTime.toLocalTime();
  }

  public OffsetTime toOffsetTime() {
    return OffsetTime.of(dateTime.toLocalTime(), offset);
  }

  public ZoneOffset getOffset() {
    return offset;
  }

  public long toEpochSecond() {
    return dateTime.toEpochSecond(offset);
  }

  public Instant toInstant() {
    return Instant.ofEpochSecond(toEpochSecond(), dateTime.getNano());
  }

  public boolean isSupported(TemporalField field) {
    return field instanceof ChronoField || (field != null && field.isSupportedBy(this));
  }

  public boolean isSupported(TemporalUnit unit) {
    return dateTime.isSupported(unit);
  }

  public ValueRange range(TemporalField field) {
    if (field == ChronoField.INSTANT_SECONDS || field == ChronoField.OFFSET_SECONDS) return field.range();
    return field instanceof ChronoField ? dateTime.range(field) : field.rangeRefinedBy(this);
  }

  public int get(TemporalField field) {
    if (field == ChronoField.INSTANT_SECONDS)
      throw new UnsupportedTemporalTypeException("Invalid field 'InstantSeconds' for get() method, use getLong() instead");
    if (field == ChronoField.OFFSET_SECONDS) return offset.getTotalSeconds();
    if (field instanceof ChronoField && isSupported(field) && !field.range().isIntValue())
      throw new UnsupportedTemporalTypeException("Invalid field '" + field + "' for get() method, use getLong() instead");
    return field instanceof ChronoField ? dateTime.get(field) : Temporal.super.get(field);
  }

  public long getLong(TemporalField field) {
    if (field == ChronoField.INSTANT_SECONDS) return toEpochSecond();
    if (field == ChronoField.OFFSET_SECONDS) return offset.getTotalSeconds();
    return field instanceof ChronoField ? dateTime.getLong(field) : field.getFrom(this);
  }

  public OffsetDateTime with(TemporalAdjuster adjuster) {
    if (adjuster instanceof LocalDate) return make(LocalDateTime.of((LocalDate) adjuster, dateTime.toLocalTime()));
    if (adjuster instanceof LocalTime) return make(LocalDateTime.of(dateTime.toLocalDate(), (LocalTime) adjuster));
    if (adjuster instanceof LocalDateTime) return make((LocalDateTime) adjuster);
    if (adjuster instanceof Instant) return ofInstant((Instant) adjuster, zone());
    return (OffsetDateTime) adjuster.adjustInto(this);
  }

  public OffsetDateTime with(TemporalField field, long newValue) {
    if (field == ChronoField.INSTANT_SECONDS) return ofInstant(Instant.ofEpochSecond(newValue, getNano()), zone());
    if (field == ChronoField.OFFSET_SECONDS) return withOffsetSeconds(ChronoField.OFFSET_SECONDS.checkValidIntValue(newValue));
    if (field instanceof ChronoField) return make(dateTime.with(field, newValue));
    return field.adjustInto(this, newValue);
  }

  public OffsetDateTime truncatedTo(TemporalUnit unit) {
    return make(dateTime.truncatedTo(unit));
  }

  public OffsetDateTime plus(TemporalAmount amount) {
    if (amount instanceof Period) return make(dateTime.plus(amount));
    if (amount == null) throw new NullPointerException("amountToAdd");
    return (OffsetDateTime) amount.addTo(this);
  }

  public OffsetDateTime plus(long amountToAdd, TemporalUnit unit) {
    if (unit instanceof ChronoUnit) return make(dateTime.plus(amountToAdd, unit));
    return unit.addTo(this, amountToAdd);
  }

  public OffsetDateTime minus(TemporalAmount amount) {
    if (amount instanceof Period) return make(dateTime.minus(amount));
    if (amount == null) throw new NullPointerException("amountToSubtract");
    return (OffsetDateTime) amount.subtractFrom(this);
  }

  public OffsetDateTime minus(long amountToSubtract, TemporalUnit unit) {
    return amountToSubtract == Long.MIN_VALUE ? plus(Long.MAX_VALUE, unit).plus(1, unit) : plus(-amountToSubtract, unit);
  }

  public String format(DateTimeFormatter formatter) {
    if (formatter == null) throw new NullPointerException("formatter");
    return formatter.format(this);
  }

  private static int compareInstants(long s1, int n1, long s2, int n2) {
    int c = Long.compare(s1, s2);
    return c != 0 ? c : n1 - n2;
  }

  // serialized as the JDK does: through the serial proxy java.time.Ser

  private Object writeReplace() {
    return new jpor.internal.TimeSer(jpor.internal.TimeSer.OFFSET_DATE_TIME_TYPE, this);
  }

  private void readObject(java.io.ObjectInputStream s) throws java.io.InvalidObjectException {
    throw jpor.internal.TimeSer.delegateRequired();
  }
}
