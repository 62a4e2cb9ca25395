package java.time;

import java.time.chrono.ChronoZonedDateTime;
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

/**
 * A date-time with a time-zone (written for jpor from the Java SE API docs). A local date-time in a gap of
 * the zone's rules moves forward by the gap's length, one in an overlap keeps the offset it had (else the
 * earlier); changes of the date and time fields resolve the local date-time that way, the time-based
 * amounts (hours and below, Duration) move along the instant time-line.
 */
public final class ZonedDateTime implements Temporal, ChronoZonedDateTime<LocalDate>, java.io.Serializable {
  private static final long serialVersionUID = -6260982410461394882L;

  private final LocalDateTime dateTime;
  private final ZoneOffset offset;
  private final ZoneId zone;

  private ZonedDateTime(LocalDateTime dateTime, ZoneOffset offset, ZoneId zone) {
    this.dateTime = dateTime;
    this.offset = offset;
    this.zone = zone;
  }

  /** The local date-time ldt in this zone, keeping this offset where ldt is in an overlap. */
  private ZonedDateTime make(LocalDateTime ldt) {
    if (ldt == dateTime) return this;
    if (zone.getOffset0() != null) return new ZonedDateTime(ldt, offset, zone);
    return ofLocal(ldt, zone, offset);
  }

  /** ldt read in this offset, as an instant in this zone (what adding time-based amounts does). */
  private ZonedDateTime makeInstant(LocalDateTime ldt) {
    if (ldt == dateTime) return this;
    if (zone.getOffset0() != null) return new ZonedDateTime(ldt, offset, zone);
    return ofInstant(ldt, offset, zone);
  }

  private ZoneId zone() {
    return zone;
  }

  private ZonedDateTime withOffsetSeconds(int seconds) {
    ZoneOffset o = ZoneOffset.ofTotalSeconds(seconds);
    if (!o.equals(offset) && zone.getRules().isValidOffset(dateTime, o)) return new ZonedDateTime(dateTime, o, zone);
    return this;
  }

  public static ZonedDateTime now() {
    return now(Clock.systemDefaultZone());
  }

  public static ZonedDateTime now(ZoneId zone) {
    return now(Clock.system(zone));
  }

  public static ZonedDateTime now(Clock clock) {
    return ofInstant(clock.instant(), clock.getZone());
  }

  public static ZonedDateTime of(LocalDate date, LocalTime time, ZoneId zone) {
    return of(LocalDateTime.of(date, time), zone);
  }

  public static ZonedDateTime of(LocalDateTime localDateTime, ZoneId zone) {
    if (localDateTime == null) throw new NullPointerException("localDateTime");
    if (zone == null) throw new NullPointerException("zone");
    return ofLocal(localDateTime, zone, null);
  }

  public static ZonedDateTime of(int year, int month, int day, int hour, int minute, int second, int nano, ZoneId zone) {
    return of(LocalDateTime.of(year, month, day, hour, minute, second, nano), zone);
  }

  public static ZonedDateTime ofLocal(LocalDateTime localDateTime, ZoneId zone, ZoneOffset preferredOffset) {
    if (localDateTime == null) throw new NullPointerException("localDateTime");
    if (zone == null) throw new NullPointerException("zone");
    if (zone.getOffset0() != null) return new ZonedDateTime(localDateTime, zone.getOffset0(), zone);
    java.time.zone.ZoneRules rules = zone.getRules();
    java.util.List<ZoneOffset> valid = rules.getValidOffsets(localDateTime);
    ZoneOffset off;
    if (valid.size() == 1) {
      off = valid.get(0);
    } else if (valid.isEmpty()) {
      java.time.zone.ZoneOffsetTransition t = rules.getTransition(localDateTime);
      localDateTime = localDateTime.plusSeconds(t.getDuration().getSeconds());
      off = t.getOffsetAfter();
    } else {
      off = preferredOffset != null && valid.contains(preferredOffset) ? preferredOffset : valid.get(0);
    }
    return new ZonedDateTime(localDateTime, off, zone);
  }

  public static ZonedDateTime ofInstant(Instant instant, ZoneId zone) {
    if (zone == null) throw new NullPointerException("zone");
    ZoneOffset off = zone.offsetAt(instant);
    return new ZonedDateTime(LocalDateTime.ofEpochSecond(instant.getEpochSecond(), instant.getNano(), off), off, zone);
  }

  public static ZonedDateTime ofInstant(LocalDateTime localDateTime, ZoneOffset offset, ZoneId zone) {
    return ofInstant(localDateTime.toInstant(offset), zone);
  }

  public static ZonedDateTime ofStrict(LocalDateTime localDateTime, ZoneOffset offset, ZoneId zone) {
    java.time.zone.ZoneRules rules = zone.getRules();
    if (!rules.isValidOffset(localDateTime, offset)) {
      java.time.zone.ZoneOffsetTransition t = rules.getTransition(localDateTime);
      if (t != null && t.isGap())
        throw new DateTimeException("LocalDateTime '" + localDateTime + "' does not exist in zone '" + zone
            + "' due to a gap in the local time-line, typically caused by daylight savings");
      throw new DateTimeException("ZoneOffset '" + offset + "' is not valid for LocalDateTime '" + localDateTime
          + "' in zone '" + zone + "'");
    }
    return new ZonedDateTime(localDateTime, offset, zone);
  }

  public static ZonedDateTime from(TemporalAccessor temporal) {
    if (temporal instanceof ZonedDateTime) return (ZonedDateTime) temporal;
    if (temporal instanceof OffsetDateTime) return ((OffsetDateTime) temporal).toZonedDateTime();
    try {
      ZoneId zone = temporal.query(java.time.temporal.TemporalQueries.zone());
      if (zone == null) throw new DateTimeException("Unable to obtain ZoneId from TemporalAccessor: " + temporal + " of type "
          + temporal.getClass().getName());
      if (temporal.isSupported(ChronoField.INSTANT_SECONDS))
        return ofInstant(Instant.ofEpochSecond(temporal.getLong(ChronoField.INSTANT_SECONDS),
            temporal.get(ChronoField.NANO_OF_SECOND)), zone);
      return of(LocalDateTime.from(temporal), zone);
    } catch (DateTimeException ex) {
      throw new DateTimeException("Unable to obtain ZonedDateTime from TemporalAccessor: " + temporal + " of type "
          + temporal.getClass().getName(), ex);
    }
  }

  public static ZonedDateTime parse(CharSequence text) {
    return parse(text, DateTimeFormatter.ISO_ZONED_DATE_TIME);
  }

  public static ZonedDateTime parse(CharSequence text, DateTimeFormatter formatter) {
    if (formatter == null) throw new NullPointerException("formatter");
    return formatter.parse(text, new java.time.temporal.TemporalQuery<ZonedDateTime>() {
      public ZonedDateTime queryFrom(java.time.temporal.TemporalAccessor t) {
        return from(t);
      }
    });
  }

  public ZoneId getZone() {
    return zone;
  }

  public ZonedDateTime withEarlierOffsetAtOverlap() {
    return withOverlapOffset(true);
  }

  public ZonedDateTime withLaterOffsetAtOverlap() {
    return withOverlapOffset(false);
  }

  private ZonedDateTime withOverlapOffset(boolean earlier) {
    if (zone.getOffset0() != null) return this;
    java.time.zone.ZoneOffsetTransition t = zone.getRules().getTransition(dateTime);
    if (t == null || !t.isOverlap()) return this;
    ZoneOffset o = earlier ? t.getOffsetBefore() : t.getOffsetAfter();
    return o.equals(offset) ? this : new ZonedDateTime(dateTime, o, zone);
  }

  public ZonedDateTime withZoneSameLocal(ZoneId zone) {
    if (zone == null) throw new NullPointerException("zone");
    return this.zone.equals(zone) ? this : ofLocal(dateTime, zone, offset);
  }

  public ZonedDateTime withZoneSameInstant(ZoneId zone) {
    if (zone == null) throw new NullPointerException("zone");
    return this.zone.equals(zone) ? this : ofInstant(toInstant(), zone);
  }

  public ZonedDateTime withFixedOffsetZone() {
    return zone.equals(offset) ? this : new ZonedDateTime(dateTime, offset, offset);
  }

  public OffsetDateTime toOffsetDateTime() {
    return OffsetDateTime.of(dateTime, offset);
  }

  public long until(Temporal endExclusive, TemporalUnit unit) {
    ZonedDateTime end = from(endExclusive);
    if (!(unit instanceof ChronoUnit)) return unit.between(this, end);
    end = end.withZoneSameInstant(zone);
    if (unit.isDateBased()) return dateTime.until(end.dateTime, unit);
    return toOffsetDateTime().until(end.toOffsetDateTime(), unit);
  }

  public int compareTo(ChronoZonedDateTime<?> other) {
    int c = compareInstants(toEpochSecond(), getNano(), other.toEpochSecond(), other.toLocalTime().getNano());
    if (c == 0) c = dateTime.compareTo(other.toLocalDateTime());
    if (c == 0) c = zone.getId().compareTo(other.getZone().getId());
    return c;
  }

  public boolean isAfter(ChronoZonedDateTime<?> other) {
    return compareInstants(toEpochSecond(), getNano(), other.toEpochSecond(), other.toLocalTime().getNano()) > 0;
  }

  public boolean isBefore(ChronoZonedDateTime<?> other) {
    return compareInstants(toEpochSecond(), getNano(), other.toEpochSecond(), other.toLocalTime().getNano()) < 0;
  }

  public boolean isEqual(ChronoZonedDateTime<?> other) {
    return compareInstants(toEpochSecond(), getNano(), other.toEpochSecond(), other.toLocalTime().getNano()) == 0;
  }

  public boolean equals(Object obj) {
    if (this == obj) return true;
    if (!(obj instanceof ZonedDateTime)) return false;
    ZonedDateTime o = (ZonedDateTime) obj;
    return dateTime.equals(o.dateTime) && offset.equals(o.offset) && zone.equals(o.zone);
  }

  public int hashCode() {
    return dateTime.hashCode() ^ offset.hashCode() ^ Integer.rotateLeft(zone.hashCode(), 3);
  }

  public String toString() {
    String s = dateTime.toString() + offset.toString();
    if (offset != zone) s += "[" + zone.toString() + "]";
    return s;
  }

  public ZonedDateTime withYear(int year) {
    return make(dateTime.withYear(year));
  }

  public ZonedDateTime withMonth(int month) {
    return make(dateTime.withMonth(month));
  }

  public ZonedDateTime withDayOfMonth(int dayOfMonth) {
    return make(dateTime.withDayOfMonth(dayOfMonth));
  }

  public ZonedDateTime withDayOfYear(int dayOfYear) {
    return make(dateTime.withDayOfYear(dayOfYear));
  }

  public ZonedDateTime withHour(int hour) {
    return make(dateTime.withHour(hour));
  }

  public ZonedDateTime withMinute(int minute) {
    return make(dateTime.withMinute(minute));
  }

  public ZonedDateTime withSecond(int second) {
    return make(dateTime.withSecond(second));
  }

  public ZonedDateTime withNano(int nanoOfSecond) {
    return make(dateTime.withNano(nanoOfSecond));
  }

  public ZonedDateTime plusYears(long amount) {
    return make(dateTime.plusYears(amount));
  }

  public ZonedDateTime minusYears(long amount) {
    return make(dateTime.minusYears(amount));
  }

  public ZonedDateTime plusMonths(long amount) {
    return make(dateTime.plusMonths(amount));
  }

  public ZonedDateTime minusMonths(long amount) {
    return make(dateTime.minusMonths(amount));
  }

  public ZonedDateTime plusWeeks(long amount) {
    return make(dateTime.plusWeeks(amount));
  }

  public ZonedDateTime minusWeeks(long amount) {
    return make(dateTime.minusWeeks(amount));
  }

  public ZonedDateTime plusDays(long amount) {
    return make(dateTime.plusDays(amount));
  }

  public ZonedDateTime minusDays(long amount) {
    return make(dateTime.minusDays(amount));
  }

  public ZonedDateTime plusHours(long amount) {
    return makeInstant(dateTime.plusHours(amount));
  }

  public ZonedDateTime minusHours(long amount) {
    return makeInstant(dateTime.minusHours(amount));
  }

  public ZonedDateTime plusMinutes(long amount) {
    return makeInstant(dateTime.plusMinutes(amount));
  }

  public ZonedDateTime minusMinutes(long amount) {
    return makeInstant(dateTime.minusMinutes(amount));
  }

  public ZonedDateTime plusSeconds(long amount) {
    return makeInstant(dateTime.plusSeconds(amount));
  }

  public ZonedDateTime minusSeconds(long amount) {
    return makeInstant(dateTime.minusSeconds(amount));
  }

  public ZonedDateTime plusNanos(long amount) {
    return makeInstant(dateTime.plusNanos(amount));
  }

  public ZonedDateTime minusNanos(long amount) {
    return makeInstant(dateTime.minusNanos(amount));
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
    return field instanceof ChronoField ? dateTime.get(field) : ChronoZonedDateTime.super.get(field);
  }

  public long getLong(TemporalField field) {
    if (field == ChronoField.INSTANT_SECONDS) return toEpochSecond();
    if (field == ChronoField.OFFSET_SECONDS) return offset.getTotalSeconds();
    return field instanceof ChronoField ? dateTime.getLong(field) : field.getFrom(this);
  }

  public ZonedDateTime with(TemporalAdjuster adjuster) {
    if (adjuster instanceof LocalDate) return make(LocalDateTime.of((LocalDate) adjuster, dateTime.toLocalTime()));
    if (adjuster instanceof LocalTime) return make(LocalDateTime.of(dateTime.toLocalDate(), (LocalTime) adjuster));
    if (adjuster instanceof LocalDateTime) return make((LocalDateTime) adjuster);
    if (adjuster instanceof Instant) return ofInstant((Instant) adjuster, zone());
    return (ZonedDateTime) adjuster.adjustInto(this);
  }

  public ZonedDateTime with(TemporalField field, long newValue) {
    if (field == ChronoField.INSTANT_SECONDS) return ofInstant(Instant.ofEpochSecond(newValue, getNano()), zone());
    if (field == ChronoField.OFFSET_SECONDS) return withOffsetSeconds(ChronoField.OFFSET_SECONDS.checkValidIntValue(newValue));
    if (field instanceof ChronoField) return make(dateTime.with(field, newValue));
    return field.adjustInto(this, newValue);
  }

  public ZonedDateTime truncatedTo(TemporalUnit unit) {
    return make(dateTime.truncatedTo(unit));
  }

  public ZonedDateTime plus(TemporalAmount amount) {
    if (amount instanceof Period) return make(dateTime.plus(amount));
    if (amount == null) throw new NullPointerException("amountToAdd");
    return (ZonedDateTime) amount.addTo(this);
  }

  public ZonedDateTime plus(long amountToAdd, TemporalUnit unit) {
    if (unit instanceof ChronoUnit) {
      LocalDateTime ldt = dateTime.plus(amountToAdd, unit);
      return unit.isDateBased() ? make(ldt) : makeInstant(ldt);
    }
    return unit.addTo(this, amountToAdd);
  }

  public ZonedDateTime minus(TemporalAmount amount) {
    if (amount instanceof Period) return make(dateTime.minus(amount));
    if (amount == null) throw new NullPointerException("amountToSubtract");
    return (ZonedDateTime) amount.subtractFrom(this);
  }

  public ZonedDateTime minus(long amountToSubtract, TemporalUnit unit) {
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
    return new jpor.internal.TimeSer(jpor.internal.TimeSer.ZONE_DATE_TIME_TYPE, this);
  }

  private void readObject(java.io.ObjectInputStream s) throws java.io.InvalidObjectException {
    throw jpor.internal.TimeSer.delegateRequired();
  }
}
