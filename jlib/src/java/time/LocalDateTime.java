package java.time;

import java.time.chrono.ChronoLocalDateTime;
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

/** A date-time without a zone (written for jpor from the Java SE API docs). */
public final class LocalDateTime implements Temporal, TemporalAdjuster, ChronoLocalDateTime<LocalDate>, java.io.Serializable {
  private static final long serialVersionUID = 6207766400415563566L;

  public static final LocalDateTime MIN = new LocalDateTime(LocalDate.MIN, LocalTime.MIN);
  public static final LocalDateTime MAX = new LocalDateTime(LocalDate.MAX, LocalTime.MAX);

  private final LocalDate date;
  private final LocalTime time;

  private LocalDateTime(LocalDate date, LocalTime time) {
    this.date = date;
    this.time = time;
  }

  public static LocalDateTime now() {
    return now(Clock.systemDefaultZone());
  }

  public static LocalDateTime now(ZoneId zone) {
    return now(Clock.system(zone));
  }

  public static LocalDateTime now(Clock clock) {
    return ofInstant(clock.instant(), clock.getZone());
  }

  public static LocalDateTime of(int year, Month month, int day, int hour, int minute) {
    return new LocalDateTime(LocalDate.of(year, month, day), LocalTime.of(hour, minute));
  }

  public static LocalDateTime of(int year, Month month, int day, int hour, int minute, int second) {
    return new LocalDateTime(LocalDate.of(year, month, day), LocalTime.of(hour, minute, second));
  }

  public static LocalDateTime of(int year, Month month, int day, int hour, int minute, int second, int nano) {
    return new LocalDateTime(LocalDate.of(year, month, day), LocalTime.of(hour, minute, second, nano));
  }

  public static LocalDateTime of(int year, int month, int day, int hour, int minute) {
    return new LocalDateTime(LocalDate.of(year, month, day), LocalTime.of(hour, minute));
  }

  public static LocalDateTime of(int year, int month, int day, int hour, int minute, int second) {
    return new LocalDateTime(LocalDate.of(year, month, day), LocalTime.of(hour, minute, second));
  }

  public static LocalDateTime of(int year, int month, int day, int hour, int minute, int second, int nano) {
    return new LocalDateTime(LocalDate.of(year, month, day), LocalTime.of(hour, minute, second, nano));
  }

  public static LocalDateTime of(LocalDate date, LocalTime time) {
    if (date == null) throw new NullPointerException("date");
    if (time == null) throw new NullPointerException("time");
    return new LocalDateTime(date, time);
  }

  public static LocalDateTime ofInstant(Instant instant, ZoneId zone) {
    return ofEpochSecond(instant.getEpochSecond(), instant.getNano(), zone.offsetAt(instant));
  }

  public static LocalDateTime ofEpochSecond(long epochSecond, int nanoOfSecond, ZoneOffset offset) {
    ChronoField.NANO_OF_SECOND.checkValidValue(nanoOfSecond);
    long local = epochSecond + offset.getTotalSeconds();
    LocalDate d = LocalDate.ofEpochDay(Math.floorDiv(local, 86400L));
    LocalTime t = LocalTime.ofNanoOfDay(Math.floorMod(local, 86400L) * LocalTime.NANOS_PER_SECOND + nanoOfSecond);
    return new LocalDateTime(d, t);
  }

  public static LocalDateTime from(TemporalAccessor temporal) {
    if (temporal instanceof LocalDateTime) return (LocalDateTime) temporal;
    if (temporal instanceof ZonedDateTime) return ((ZonedDateTime) temporal).toLocalDateTime();
    if (temporal instanceof OffsetDateTime) return ((OffsetDateTime) temporal).toLocalDateTime();
    try {
      return new LocalDateTime(LocalDate.from(temporal), LocalTime.from(temporal));
    } catch (DateTimeException ex) {
      throw new DateTimeException("Unable to obtain LocalDateTime from TemporalAccessor: " + temporal + " of type "
          + temporal.getClass().getName(), ex);
    }
  }

  public static LocalDateTime parse(CharSequence text) {
    return parse(text, DateTimeFormatter.ISO_LOCAL_DATE_TIME);
  }

  public static LocalDateTime parse(CharSequence text, DateTimeFormatter formatter) {
    if (formatter == null) throw new NullPointerException("formatter");
    return formatter.parse(text, new java.time.temporal.TemporalQuery<LocalDateTime>() {
      public LocalDateTime queryFrom(java.time.temporal.TemporalAccessor t) {
        return from(t);
      }
    });
  }

  private LocalDateTime with(LocalDate newDate, LocalTime newTime) {
    if (date == newDate && time == newTime) return this;
    return new LocalDateTime(newDate, newTime);
  }

  public boolean isSupported(TemporalField field) {
    if (field instanceof ChronoField) return field.isDateBased() || field.isTimeBased();
    return field != null && field.isSupportedBy(this);
  }

  public boolean isSupported(TemporalUnit unit) {
    if (unit instanceof ChronoUnit) return unit != ChronoUnit.FOREVER;
    return unit != null && unit.isSupportedBy(this);
  }

  public ValueRange range(TemporalField field) {
    if (field instanceof ChronoField) return field.isTimeBased() ? time.range(field) : date.range(field);
    return field.rangeRefinedBy(this);
  }

  public int get(TemporalField field) {
    if (field instanceof ChronoField) return field.isTimeBased() ? time.get(field) : date.get(field);
    return ChronoLocalDateTime.super.get(field);
  }

  public long getLong(TemporalField field) {
    if (field instanceof ChronoField) return field.isTimeBased() ? time.getLong(field) : date.getLong(field);
    return field.getFrom(this);
  }

  public LocalDate toLocalDate() {
    return date;
  }

  public int getYear() {
    return date.getYear();
  }

  public int getMonthValue() {
    return date.getMonthValue();
  }

  public Month getMonth() {
    return date.getMonth();
  }

  public int getDayOfMonth() {
    return date.getDayOfMonth();
  }

  public int getDayOfYear() {
    return date.getDayOfYear();
  }

  public DayOfWeek getDayOfWeek() {
    return date.getDayOfWeek();
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

  public LocalDateTime with(TemporalAdjuster adjuster) {
    if (adjuster instanceof LocalDate) return with((LocalDate) adjuster, time);
    if (adjuster instanceof LocalTime) return with(date, (LocalTime) adjuster);
    if (adjuster instanceof LocalDateTime) return (LocalDateTime) adjuster;
    return (LocalDateTime) adjuster.adjustInto(this);
  }

  public LocalDateTime with(TemporalField field, long newValue) {
    if (field instanceof ChronoField) {
      if (field.isTimeBased()) return with(date, time.with(field, newValue));
      return with(date.with(field, newValue), time);
    }
    return field.adjustInto(this, newValue);
  }

  public LocalDateTime withYear(int year) {
    return with(date.withYear(year), time);
  }

  public LocalDateTime withMonth(int month) {
    return with(date.withMonth(month), time);
  }

  public LocalDateTime withDayOfMonth(int dayOfMonth) {
    return with(date.withDayOfMonth(dayOfMonth), time);
  }

  public LocalDateTime withDayOfYear(int dayOfYear) {
    return with(date.withDayOfYear(dayOfYear), time);
  }

  public LocalDateTime withHour(int hour) {
    return with(date, time.withHour(hour));
  }

  public LocalDateTime withMinute(int minute) {
    return with(date, time.withMinute(minute));
  }

  public LocalDateTime withSecond(int second) {
    return with(date, time.withSecond(second));
  }

  public LocalDateTime withNano(int nanoOfSecond) {
    return with(date, time.withNano(nanoOfSecond));
  }

  public LocalDateTime truncatedTo(TemporalUnit unit) {
    return with(date, time.truncatedTo(unit));
  }

  public LocalDateTime plus(TemporalAmount amount) {
    if (amount instanceof Period) return with(date.plus(amount), time);
    if (amount == null) throw new NullPointerException("amountToAdd");
    return (LocalDateTime) amount.addTo(this);
  }

  public LocalDateTime plus(long amountToAdd, TemporalUnit unit) {
    if (!(unit instanceof ChronoUnit)) return unit.addTo(this, amountToAdd);
    switch ((ChronoUnit) unit) {
      case NANOS:
        return plusNanos(amountToAdd);
      case MICROS:
        return plusDays(amountToAdd / 86400000000L).plusNanos((amountToAdd % 86400000000L) * 1000);
      case MILLIS:
        return plusDays(amountToAdd / 86400000L).plusNanos((amountToAdd % 86400000L) * 1000000);
      case SECONDS:
        return plusSeconds(amountToAdd);
      case MINUTES:
        return plusMinutes(amountToAdd);
      case HOURS:
        return plusHours(amountToAdd);
      case HALF_DAYS:
        return plusDays(amountToAdd / 256).plusHours((amountToAdd % 256) * 12);
      default:
        return with(date.plus(amountToAdd, unit), time);
    }
  }

  public LocalDateTime plusYears(long years) {
    return with(date.plusYears(years), time);
  }

  public LocalDateTime plusMonths(long months) {
    return with(date.plusMonths(months), time);
  }

  public LocalDateTime plusWeeks(long weeks) {
    return with(date.plusWeeks(weeks), time);
  }

  public LocalDateTime plusDays(long days) {
    return with(date.plusDays(days), time);
  }

  public LocalDateTime plusHours(long hours) {
    return plusWithOverflow(date, hours, 0, 0, 0, 1);
  }

  public LocalDateTime plusMinutes(long minutes) {
    return plusWithOverflow(date, 0, minutes, 0, 0, 1);
  }

  public LocalDateTime plusSeconds(long seconds) {
    return plusWithOverflow(date, 0, 0, seconds, 0, 1);
  }

  public LocalDateTime plusNanos(long nanos) {
    return plusWithOverflow(date, 0, 0, 0, nanos, 1);
  }

  public LocalDateTime minus(TemporalAmount amount) {
    if (amount instanceof Period) return with(date.minus(amount), time);
    if (amount == null) throw new NullPointerException("amountToSubtract");
    return (LocalDateTime) amount.subtractFrom(this);
  }

  public LocalDateTime minus(long amountToSubtract, TemporalUnit unit) {
    return amountToSubtract == Long.MIN_VALUE ? plus(Long.MAX_VALUE, unit).plus(1, unit) : plus(-amountToSubtract, unit);
  }

  public LocalDateTime minusYears(long years) {
    return years == Long.MIN_VALUE ? plusYears(Long.MAX_VALUE).plusYears(1) : plusYears(-years);
  }

  public LocalDateTime minusMonths(long months) {
    return months == Long.MIN_VALUE ? plusMonths(Long.MAX_VALUE).plusMonths(1) : plusMonths(-months);
  }

  public LocalDateTime minusWeeks(long weeks) {
    return weeks == Long.MIN_VALUE ? plusWeeks(Long.MAX_VALUE).plusWeeks(1) : plusWeeks(-weeks);
  }

  public LocalDateTime minusDays(long days) {
    return days == Long.MIN_VALUE ? plusDays(Long.MAX_VALUE).plusDays(1) : plusDays(-days);
  }

  public LocalDateTime minusHours(long hours) {
    return plusWithOverflow(date, hours, 0, 0, 0, -1);
  }

  public LocalDateTime minusMinutes(long minutes) {
    return plusWithOverflow(date, 0, minutes, 0, 0, -1);
  }

  public LocalDateTime minusSeconds(long seconds) {
    return plusWithOverflow(date, 0, 0, seconds, 0, -1);
  }

  public LocalDateTime minusNanos(long nanos) {
    return plusWithOverflow(date, 0, 0, 0, nanos, -1);
  }

  private LocalDateTime plusWithOverflow(LocalDate newDate, long hours, long minutes, long seconds, long nanos, int sign) {
    if ((hours | minutes | seconds | nanos) == 0) return with(newDate, time);
    long days = nanos / LocalTime.NANOS_PER_DAY + seconds / 86400 + minutes / 1440 + hours / 24;
    days *= sign;
    long rest = nanos % LocalTime.NANOS_PER_DAY + (seconds % 86400) * LocalTime.NANOS_PER_SECOND
        + (minutes % 1440) * LocalTime.NANOS_PER_MINUTE + (hours % 24) * LocalTime.NANOS_PER_HOUR;
    long cur = time.toNanoOfDay();
    rest = rest * sign + cur;
    days += Math.floorDiv(rest, LocalTime.NANOS_PER_DAY);
    long newNod = Math.floorMod(rest, LocalTime.NANOS_PER_DAY);
    LocalTime newTime = newNod == cur ? time : LocalTime.ofNanoOfDay(newNod);
    return with(newDate.plusDays(days), newTime);
  }

  public Temporal adjustInto(Temporal temporal) {
    return temporal.with(ChronoField.EPOCH_DAY, date.toEpochDay()).with(ChronoField.NANO_OF_DAY, time.toNanoOfDay());
  }

  public long until(Temporal endExclusive, TemporalUnit unit) {
    LocalDateTime end = from(endExclusive);
    if (!(unit instanceof ChronoUnit)) return unit.between(this, end);
    if (unit.isTimeBased()) {
      long days = end.date.toEpochDay() - date.toEpochDay();
      if (days == 0) return time.until(end.time, unit);
      long timePart = end.time.toNanoOfDay() - time.toNanoOfDay();
      if (days > 0) {
        days--;
        timePart += LocalTime.NANOS_PER_DAY;
      } else {
        days++;
        timePart -= LocalTime.NANOS_PER_DAY;
      }
      long unitNanos = unit.getDuration().toNanos();
      return Math.addExact(Math.multiplyExact(days, LocalTime.NANOS_PER_DAY / unitNanos), timePart / unitNanos);
    }
    LocalDate endDate = end.date;
    if (endDate.isAfter(date) && end.time.isBefore(time)) endDate = endDate.minusDays(1);
    else if (endDate.isBefore(date) && end.time.isAfter(time)) endDate = endDate.plusDays(1);
    return date.until(endDate, unit);
  }

  public String format(DateTimeFormatter formatter) {
    if (formatter == null) throw new NullPointerException("formatter");
    return formatter.format(this);
  }

  public OffsetDateTime atOffset(ZoneOffset offset) {
    return OffsetDateTime.of(this, offset);
  }

  public ZonedDateTime atZone(ZoneId zone) {
    return ZonedDateTime.of(this, zone);
  }

  public long toEpochSecond(ZoneOffset offset) {
    return date.toEpochDay() * 86400L + time.toSecondOfDay() - offset.getTotalSeconds();
  }

  public Instant toInstant(ZoneOffset offset) {
    return Instant.ofEpochSecond(toEpochSecond(offset), time.getNano());
  }

  public int compareTo(ChronoLocalDateTime<?> other) {
    LocalDateTime o = (LocalDateTime) other;
    int c = date.compareTo(o.date);
    return c != 0 ? c : time.compareTo(o.time);
  }

  public boolean isAfter(ChronoLocalDateTime<?> other) {
    return compareTo(other) > 0;
  }

  public boolean isBefore(ChronoLocalDateTime<?> other) {
    return compareTo(other) < 0;
  }

  public boolean isEqual(ChronoLocalDateTime<?> other) {
    return compareTo(other) == 0;
  }

  public boolean equals(Object obj) {
    if (this == obj) return true;
    if (!(obj instanceof LocalDateTime)) return false;
    LocalDateTime o = (LocalDateTime) obj;
    return date.equals(o.date) && time.equals(o.time);
  }

  public int hashCode() {
    return date.hashCode() ^ time.hashCode();
  }

  public String toString() {
    return date.toString() + 'T' + time.toString();
  }

  // serialized as the JDK does: through the serial proxy java.time.Ser

  private Object writeReplace() {
    return new jpor.internal.TimeSer(jpor.internal.TimeSer.LOCAL_DATE_TIME_TYPE, this);
  }

  private void readObject(java.io.ObjectInputStream s) throws java.io.InvalidObjectException {
    throw jpor.internal.TimeSer.delegateRequired();
  }
}
