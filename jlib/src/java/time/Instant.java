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

/** A point on the time-line in seconds and nanoseconds from 1970-01-01T00:00Z (written for jpor from the API docs). */
public final class Instant implements Temporal, TemporalAdjuster, Comparable<Instant>, java.io.Serializable {
  private static final long serialVersionUID = -665713676816604388L;

  private static final long MIN_SECOND = -31557014167219200L;
  private static final long MAX_SECOND = 31556889864403199L;
  private static final long NPS = 1000000000L;
  public static final Instant EPOCH = new Instant(0, 0);
  public static final Instant MIN = new Instant(MIN_SECOND, 0);
  public static final Instant MAX = new Instant(MAX_SECOND, 999999999);

  private final long seconds;
  private final int nanos;

  private Instant(long seconds, int nanos) {
    this.seconds = seconds;
    this.nanos = nanos;
  }

  private static Instant create(long seconds, int nanos) {
    if ((seconds | nanos) == 0) return EPOCH;
    if (seconds < MIN_SECOND || seconds > MAX_SECOND)
      throw new DateTimeException("Instant exceeds minimum or maximum instant");
    return new Instant(seconds, nanos);
  }

  public static Instant now() {
    return Clock.systemUTC().instant();
  }

  public static Instant now(Clock clock) {
    return clock.instant();
  }

  public static Instant ofEpochSecond(long epochSecond) {
    return create(epochSecond, 0);
  }

  public static Instant ofEpochSecond(long epochSecond, long nanoAdjustment) {
    long secs = Math.addExact(epochSecond, Math.floorDiv(nanoAdjustment, NPS));
    return create(secs, (int) Math.floorMod(nanoAdjustment, NPS));
  }

  public static Instant ofEpochMilli(long epochMilli) {
    return create(Math.floorDiv(epochMilli, 1000L), (int) Math.floorMod(epochMilli, 1000L) * 1000000);
  }

  public static Instant from(TemporalAccessor temporal) {
    if (temporal instanceof Instant) return (Instant) temporal;
    if (temporal == null) throw new NullPointerException("temporal");
    try {
      long instantSecs = temporal.getLong(ChronoField.INSTANT_SECONDS);
      int nanoOfSecond = temporal.get(ChronoField.NANO_OF_SECOND);
      return ofEpochSecond(instantSecs, nanoOfSecond);
    } catch (DateTimeException ex) {
      throw new DateTimeException("Unable to obtain Instant from TemporalAccessor: " + temporal + " of type "
          + temporal.getClass().getName(), ex);
    }
  }

  public static Instant parse(CharSequence text) {
    return DateTimeFormatter.ISO_INSTANT.parse(text, new java.time.temporal.TemporalQuery<Instant>() {
      public Instant queryFrom(java.time.temporal.TemporalAccessor t) {
        return from(t);
      }
    });
  }

  public boolean isSupported(TemporalField field) {
    if (field instanceof ChronoField)
      return field == ChronoField.INSTANT_SECONDS || field == ChronoField.NANO_OF_SECOND
          || field == ChronoField.MICRO_OF_SECOND || field == ChronoField.MILLI_OF_SECOND;
    return field != null && field.isSupportedBy(this);
  }

  public boolean isSupported(TemporalUnit unit) {
    if (unit instanceof ChronoUnit) return unit.isTimeBased() || unit == ChronoUnit.DAYS;
    return unit != null && unit.isSupportedBy(this);
  }

  public ValueRange range(TemporalField field) {
    return Temporal.super.range(field);
  }

  public int get(TemporalField field) {
    if (field == ChronoField.INSTANT_SECONDS)
      throw new UnsupportedTemporalTypeException("Unsupported field: " + field);
    return Temporal.super.get(field);
  }

  public long getLong(TemporalField field) {
    if (!(field instanceof ChronoField)) return field.getFrom(this);
    switch ((ChronoField) field) {
      case NANO_OF_SECOND:
        return nanos;
      case MICRO_OF_SECOND:
        return nanos / 1000;
      case MILLI_OF_SECOND:
        return nanos / 1000000;
      case INSTANT_SECONDS:
        return seconds;
      default:
        throw new UnsupportedTemporalTypeException("Unsupported field: " + field);
    }
  }

  public long getEpochSecond() {
    return seconds;
  }

  public int getNano() {
    return nanos;
  }

  public Instant with(TemporalAdjuster adjuster) {
    return (Instant) adjuster.adjustInto(this);
  }

  public Instant with(TemporalField field, long newValue) {
    if (!(field instanceof ChronoField)) return field.adjustInto(this, newValue);
    ChronoField f = (ChronoField) field;
    f.checkValidValue(newValue);
    switch (f) {
      case MILLI_OF_SECOND: {
        int nval = (int) newValue * 1000000;
        return nval != nanos ? create(seconds, nval) : this;
      }
      case MICRO_OF_SECOND: {
        int nval = (int) newValue * 1000;
        return nval != nanos ? create(seconds, nval) : this;
      }
      case NANO_OF_SECOND:
        return newValue != nanos ? create(seconds, (int) newValue) : this;
      case INSTANT_SECONDS:
        return newValue != seconds ? create(newValue, nanos) : this;
      default:
        throw new UnsupportedTemporalTypeException("Unsupported field: " + field);
    }
  }

  public Instant truncatedTo(TemporalUnit unit) {
    if (unit == ChronoUnit.NANOS) return this;
    Duration unitDur = unit.getDuration();
    if (unitDur.getSeconds() > 86400) throw new UnsupportedTemporalTypeException("Unit is too large to be used for truncation");
    long dur = unitDur.toNanos();
    if ((86400L * NPS) % dur != 0)
      throw new UnsupportedTemporalTypeException("Unit must divide into a standard day without remainder");
    long nod = Math.floorMod(seconds, 86400L) * NPS + nanos;
    long result = Math.floorDiv(nod, dur) * dur;
    return plusNanos(result - nod);
  }

  public Instant plus(TemporalAmount amountToAdd) {
    return (Instant) amountToAdd.addTo(this);
  }

  public Instant plus(long amountToAdd, TemporalUnit unit) {
    if (!(unit instanceof ChronoUnit)) return unit.addTo(this, amountToAdd);
    switch ((ChronoUnit) unit) {
      case NANOS:
        return plusNanos(amountToAdd);
      case MICROS:
        return plus(amountToAdd / 1000000, (amountToAdd % 1000000) * 1000);
      case MILLIS:
        return plusMillis(amountToAdd);
      case SECONDS:
        return plusSeconds(amountToAdd);
      case MINUTES:
        return plusSeconds(Math.multiplyExact(amountToAdd, 60L));
      case HOURS:
        return plusSeconds(Math.multiplyExact(amountToAdd, 3600L));
      case HALF_DAYS:
        return plusSeconds(Math.multiplyExact(amountToAdd, 43200L));
      case DAYS:
        return plusSeconds(Math.multiplyExact(amountToAdd, 86400L));
      default:
        throw new UnsupportedTemporalTypeException("Unsupported unit: " + unit);
    }
  }

  public Instant plusSeconds(long secondsToAdd) {
    return plus(secondsToAdd, 0);
  }

  public Instant plusMillis(long millisToAdd) {
    return plus(millisToAdd / 1000, (millisToAdd % 1000) * 1000000);
  }

  public Instant plusNanos(long nanosToAdd) {
    return plus(0, nanosToAdd);
  }

  private Instant plus(long secondsToAdd, long nanosToAdd) {
    if ((secondsToAdd | nanosToAdd) == 0) return this;
    long epochSec = Math.addExact(seconds, secondsToAdd);
    epochSec = Math.addExact(epochSec, nanosToAdd / NPS);
    return ofEpochSecond(epochSec, nanos + nanosToAdd % NPS);
  }

  public Instant minus(TemporalAmount amountToSubtract) {
    return (Instant) amountToSubtract.subtractFrom(this);
  }

  public Instant minus(long amountToSubtract, TemporalUnit unit) {
    return amountToSubtract == Long.MIN_VALUE ? plus(Long.MAX_VALUE, unit).plus(1, unit) : plus(-amountToSubtract, unit);
  }

  public Instant minusSeconds(long s) {
    return s == Long.MIN_VALUE ? plusSeconds(Long.MAX_VALUE).plusSeconds(1) : plusSeconds(-s);
  }

  public Instant minusMillis(long m) {
    return m == Long.MIN_VALUE ? plusMillis(Long.MAX_VALUE).plusMillis(1) : plusMillis(-m);
  }

  public Instant minusNanos(long n) {
    return n == Long.MIN_VALUE ? plusNanos(Long.MAX_VALUE).plusNanos(1) : plusNanos(-n);
  }

  public Temporal adjustInto(Temporal temporal) {
    return temporal.with(ChronoField.INSTANT_SECONDS, seconds).with(ChronoField.NANO_OF_SECOND, nanos);
  }

  public long until(Temporal endExclusive, TemporalUnit unit) {
    Instant end = from(endExclusive);
    if (!(unit instanceof ChronoUnit)) return unit.between(this, end);
    switch ((ChronoUnit) unit) {
      case NANOS:
        return nanosUntil(end);
      case MICROS:
        return nanosUntil(end) / 1000;
      case MILLIS:
        return Math.subtractExact(end.toEpochMilli(), toEpochMilli());
      case SECONDS:
        return secondsUntil(end);
      case MINUTES:
        return secondsUntil(end) / 60;
      case HOURS:
        return secondsUntil(end) / 3600;
      case HALF_DAYS:
        return secondsUntil(end) / 43200;
      case DAYS:
        return secondsUntil(end) / 86400;
      default:
        throw new UnsupportedTemporalTypeException("Unsupported unit: " + unit);
    }
  }

  private long nanosUntil(Instant end) {
    long secsDiff = Math.subtractExact(end.seconds, seconds);
    long totalNanos = Math.multiplyExact(secsDiff, NPS);
    return Math.addExact(totalNanos, end.nanos - nanos);
  }

  private long secondsUntil(Instant end) {
    long secsDiff = Math.subtractExact(end.seconds, seconds);
    long nanosDiff = end.nanos - nanos;
    if (secsDiff > 0 && nanosDiff < 0) secsDiff--;
    else if (secsDiff < 0 && nanosDiff > 0) secsDiff++;
    return secsDiff;
  }

  public OffsetDateTime atOffset(ZoneOffset offset) {
    return OffsetDateTime.ofInstant(this, offset);
  }

  public ZonedDateTime atZone(ZoneId zone) {
    return ZonedDateTime.ofInstant(this, zone);
  }

  public long toEpochMilli() {
    if (seconds < 0 && nanos > 0) {
      long millis = Math.multiplyExact(seconds + 1, 1000L);
      long adjustment = nanos / 1000000 - 1000;
      return Math.addExact(millis, adjustment);
    }
    return Math.addExact(Math.multiplyExact(seconds, 1000L), nanos / 1000000);
  }

  public int compareTo(Instant other) {
    int c = Long.compare(seconds, other.seconds);
    return c != 0 ? c : nanos - other.nanos;
  }

  public boolean isAfter(Instant other) {
    return compareTo(other) > 0;
  }

  public boolean isBefore(Instant other) {
    return compareTo(other) < 0;
  }

  public boolean equals(Object o) {
    if (this == o) return true;
    if (!(o instanceof Instant)) return false;
    Instant i = (Instant) o;
    return seconds == i.seconds && nanos == i.nanos;
  }

  public int hashCode() {
    return ((int) (seconds ^ (seconds >>> 32))) + 51 * nanos;
  }

  public String toString() {
    return DateTimeFormatter.ISO_INSTANT.format(this);
  }

  // serialized as the JDK does: through the serial proxy java.time.Ser

  private Object writeReplace() {
    return new jpor.internal.TimeSer(jpor.internal.TimeSer.INSTANT_TYPE, this);
  }

  private void readObject(java.io.ObjectInputStream s) throws java.io.InvalidObjectException {
    throw jpor.internal.TimeSer.delegateRequired();
  }
}
