package java.time;

import java.math.BigInteger;
import java.time.format.DateTimeParseException;
import java.time.temporal.ChronoField;
import java.time.temporal.ChronoUnit;
import java.time.temporal.Temporal;
import java.time.temporal.TemporalAmount;
import java.time.temporal.TemporalUnit;
import java.time.temporal.UnsupportedTemporalTypeException;
import java.util.List;

/** A time-based amount of time in seconds and nanoseconds (written for jpor from the Java SE API docs). */
public final class Duration implements TemporalAmount, Comparable<Duration>, java.io.Serializable {
  private static final long serialVersionUID = 3078945930695997490L;

  public static final Duration ZERO = new Duration(0, 0);
  private static final long NPS = 1000000000L;
  private static final BigInteger BI_NPS = BigInteger.valueOf(NPS);

  private final long seconds;
  private final int nanos;

  private Duration(long seconds, int nanos) {
    this.seconds = seconds;
    this.nanos = nanos;
  }

  private static Duration create(long seconds, int nanos) {
    return (seconds | nanos) == 0 ? ZERO : new Duration(seconds, nanos);
  }

  public static Duration ofDays(long days) {
    return create(Math.multiplyExact(days, 86400L), 0);
  }

  public static Duration ofHours(long hours) {
    return create(Math.multiplyExact(hours, 3600L), 0);
  }

  public static Duration ofMinutes(long minutes) {
    return create(Math.multiplyExact(minutes, 60L), 0);
  }

  public static Duration ofSeconds(long seconds) {
    return create(seconds, 0);
  }

  public static Duration ofSeconds(long seconds, long nanoAdjustment) {
    long secs = Math.addExact(seconds, Math.floorDiv(nanoAdjustment, NPS));
    return create(secs, (int) Math.floorMod(nanoAdjustment, NPS));
  }

  public static Duration ofMillis(long millis) {
    return create(Math.floorDiv(millis, 1000L), (int) Math.floorMod(millis, 1000L) * 1000000);
  }

  public static Duration ofNanos(long nanos) {
    return create(Math.floorDiv(nanos, NPS), (int) Math.floorMod(nanos, NPS));
  }

  public static Duration of(long amount, TemporalUnit unit) {
    return ZERO.plus(amount, unit);
  }

  public static Duration from(TemporalAmount amount) {
    if (amount == null) throw new NullPointerException("amount");
    Duration d = ZERO;
    for (TemporalUnit unit : amount.getUnits()) d = d.plus(amount.get(unit), unit);
    return d;
  }

  public static Duration parse(CharSequence text) {
    String s = text.toString();
    int n = s.length(), i = 0;
    boolean negate = false;
    if (i < n && (s.charAt(i) == '-' || s.charAt(i) == '+')) negate = s.charAt(i++) == '-';
    if (i >= n || Character.toUpperCase(s.charAt(i)) != 'P') throw fail(s);
    i++;
    long total = 0;
    long fraction = 0;
    boolean any = false, inTime = false;
    String order = "DHMS";
    int last = -1;
    try {
      while (i < n) {
        char c = s.charAt(i);
        if (Character.toUpperCase(c) == 'T') {
          if (inTime || i + 1 >= n) throw fail(s);
          inTime = true;
          i++;
          continue;
        }
        int start = i;
        if (c == '-' || c == '+') i++;
        int digits = i;
        while (i < n && s.charAt(i) >= '0' && s.charAt(i) <= '9') i++;
        if (i == digits) throw fail(s);
        long value = Long.parseLong(s.substring(start, i).startsWith("+") ? s.substring(start + 1, i) : s.substring(start, i));
        long frac = 0;
        boolean neg = s.charAt(start) == '-';
        if (i < n && (s.charAt(i) == '.' || s.charAt(i) == ',')) {
          int fs = ++i;
          while (i < n && s.charAt(i) >= '0' && s.charAt(i) <= '9') i++;
          if (i - fs > 9 || i >= n || Character.toUpperCase(s.charAt(i)) != 'S') throw fail(s);
          frac = Long.parseLong((s.substring(fs, i) + "000000000").substring(0, 9));
          if (neg) frac = -frac;
        }
        if (i >= n) throw fail(s);
        int unit = order.indexOf(Character.toUpperCase(s.charAt(i)));
        if (unit < 0 || unit <= last || (unit == 0) == inTime) throw fail(s);
        last = unit;
        i++;
        long mul = unit == 0 ? 86400 : unit == 1 ? 3600 : unit == 2 ? 60 : 1;
        total = Math.addExact(total, Math.multiplyExact(value, mul));
        fraction = frac;
        any = true;
      }
    } catch (ArithmeticException e) {
      throw new DateTimeParseException("Text cannot be parsed to a Duration: overflow", s, 0, e);
    } catch (NumberFormatException e) {
      throw new DateTimeParseException("Text cannot be parsed to a Duration: overflow", s, 0, e);
    }
    if (!any) throw fail(s);
    Duration d = ofSeconds(total, fraction);
    return negate ? d.negated() : d;
  }

  private static DateTimeParseException fail(String s) {
    return new DateTimeParseException("Text cannot be parsed to a Duration", s, 0);
  }

  public static Duration between(Temporal startInclusive, Temporal endExclusive) {
    try {
      return ofNanos(startInclusive.until(endExclusive, ChronoUnit.NANOS));
    } catch (DateTimeException ex) {
    } catch (ArithmeticException ex) {
    }
    long secs = startInclusive.until(endExclusive, ChronoUnit.SECONDS);
    long nanos;
    try {
      nanos = endExclusive.getLong(ChronoField.NANO_OF_SECOND) - startInclusive.getLong(ChronoField.NANO_OF_SECOND);
      if (secs > 0 && nanos < 0) nanos += NPS;
      else if (secs < 0 && nanos > 0) nanos -= NPS;
    } catch (DateTimeException ex) {
      nanos = 0;
    }
    return ofSeconds(secs, nanos);
  }

  public long get(TemporalUnit unit) {
    if (unit == ChronoUnit.SECONDS) return seconds;
    if (unit == ChronoUnit.NANOS) return nanos;
    throw new UnsupportedTemporalTypeException("Unsupported unit: " + unit);
  }

  public List<TemporalUnit> getUnits() {
    return java.util.Arrays.<TemporalUnit>asList(ChronoUnit.SECONDS, ChronoUnit.NANOS);
  }

  public boolean isZero() {
    return (seconds | nanos) == 0;
  }

  public boolean isNegative() {
    return seconds < 0;
  }

  public boolean isPositive() {
    return (seconds | nanos) != 0 && seconds >= 0;
  }

  public long getSeconds() {
    return seconds;
  }

  public int getNano() {
    return nanos;
  }

  public Duration withSeconds(long seconds) {
    return create(seconds, nanos);
  }

  public Duration withNanos(int nanoOfSecond) {
    ChronoField.NANO_OF_SECOND.checkValidIntValue(nanoOfSecond);
    return create(seconds, nanoOfSecond);
  }

  public Duration plus(Duration duration) {
    return plus(duration.seconds, duration.nanos);
  }

  public Duration plus(long amountToAdd, TemporalUnit unit) {
    if (unit == ChronoUnit.DAYS) return plus(Math.multiplyExact(amountToAdd, 86400L), 0);
    if (unit.isDurationEstimated()) throw new UnsupportedTemporalTypeException("Unit must not have an estimated duration");
    if (amountToAdd == 0) return this;
    if (unit instanceof ChronoUnit) {
      switch ((ChronoUnit) unit) {
        case NANOS:
          return plusNanos(amountToAdd);
        case MICROS:
          return plusSeconds((amountToAdd / (1000000L * 1000)) * 1000).plusNanos((amountToAdd % (1000000L * 1000)) * 1000);
        case MILLIS:
          return plusMillis(amountToAdd);
        case SECONDS:
          return plusSeconds(amountToAdd);
        default:
          return plusSeconds(Math.multiplyExact(unit.getDuration().seconds, amountToAdd));
      }
    }
    Duration d = unit.getDuration().multipliedBy(amountToAdd);
    return plusSeconds(d.getSeconds()).plusNanos(d.getNano());
  }

  public Duration plusDays(long days) {
    return plus(Math.multiplyExact(days, 86400L), 0);
  }

  public Duration plusHours(long hours) {
    return plus(Math.multiplyExact(hours, 3600L), 0);
  }

  public Duration plusMinutes(long minutes) {
    return plus(Math.multiplyExact(minutes, 60L), 0);
  }

  public Duration plusSeconds(long secondsToAdd) {
    return plus(secondsToAdd, 0);
  }

  public Duration plusMillis(long millis) {
    return plus(millis / 1000, (millis % 1000) * 1000000);
  }

  public Duration plusNanos(long nanosToAdd) {
    return plus(0, nanosToAdd);
  }

  private Duration plus(long secondsToAdd, long nanosToAdd) {
    if ((secondsToAdd | nanosToAdd) == 0) return this;
    long epochSec = Math.addExact(seconds, secondsToAdd);
    epochSec = Math.addExact(epochSec, nanosToAdd / NPS);
    long nanoAdjustment = nanos + nanosToAdd % NPS;
    return ofSeconds(epochSec, nanoAdjustment);
  }

  public Duration minus(Duration duration) {
    long s = duration.seconds;
    int n = duration.nanos;
    if (s == Long.MIN_VALUE) return plus(Long.MAX_VALUE, -n).plus(1, 0);
    return plus(-s, -n);
  }

  public Duration minus(long amountToSubtract, TemporalUnit unit) {
    return amountToSubtract == Long.MIN_VALUE ? plus(Long.MAX_VALUE, unit).plus(1, unit) : plus(-amountToSubtract, unit);
  }

  public Duration minusDays(long days) {
    return days == Long.MIN_VALUE ? plusDays(Long.MAX_VALUE).plusDays(1) : plusDays(-days);
  }

  public Duration minusHours(long hours) {
    return hours == Long.MIN_VALUE ? plusHours(Long.MAX_VALUE).plusHours(1) : plusHours(-hours);
  }

  public Duration minusMinutes(long minutes) {
    return minutes == Long.MIN_VALUE ? plusMinutes(Long.MAX_VALUE).plusMinutes(1) : plusMinutes(-minutes);
  }

  public Duration minusSeconds(long s) {
    return s == Long.MIN_VALUE ? plusSeconds(Long.MAX_VALUE).plusSeconds(1) : plusSeconds(-s);
  }

  public Duration minusMillis(long millis) {
    return millis == Long.MIN_VALUE ? plusMillis(Long.MAX_VALUE).plusMillis(1) : plusMillis(-millis);
  }

  public Duration minusNanos(long n) {
    return n == Long.MIN_VALUE ? plusNanos(Long.MAX_VALUE).plusNanos(1) : plusNanos(-n);
  }

  private BigInteger totalNanos() {
    return BigInteger.valueOf(seconds).multiply(BI_NPS).add(BigInteger.valueOf(nanos));
  }

  private static Duration ofTotalNanos(BigInteger total) {
    BigInteger[] qr = total.divideAndRemainder(BI_NPS);
    if (qr[1].signum() < 0) {
      qr[0] = qr[0].subtract(BigInteger.ONE);
      qr[1] = qr[1].add(BI_NPS);
    }
    if (qr[0].bitLength() > 63) throw new ArithmeticException("Exceeds capacity of Duration: " + total);
    return create(qr[0].longValue(), qr[1].intValue());
  }

  public Duration multipliedBy(long multiplicand) {
    if (multiplicand == 0) return ZERO;
    if (multiplicand == 1) return this;
    return ofTotalNanos(totalNanos().multiply(BigInteger.valueOf(multiplicand)));
  }

  public Duration dividedBy(long divisor) {
    if (divisor == 0) throw new ArithmeticException("Cannot divide by zero");
    if (divisor == 1) return this;
    return ofTotalNanos(totalNanos().divide(BigInteger.valueOf(divisor)));
  }

  public long dividedBy(Duration divisor) {
    BigInteger d = divisor.totalNanos();
    if (d.signum() == 0) throw new ArithmeticException("Cannot divide by zero");
    BigInteger q = totalNanos().divide(d);
    if (q.bitLength() > 63) throw new ArithmeticException("long overflow");
    return q.longValue();
  }

  public Duration negated() {
    return multipliedBy(-1);
  }

  public Duration abs() {
    return isNegative() ? negated() : this;
  }

  public Temporal addTo(Temporal temporal) {
    if (seconds != 0) temporal = temporal.plus(seconds, ChronoUnit.SECONDS);
    if (nanos != 0) temporal = temporal.plus(nanos, ChronoUnit.NANOS);
    return temporal;
  }

  public Temporal subtractFrom(Temporal temporal) {
    if (seconds != 0) temporal = temporal.minus(seconds, ChronoUnit.SECONDS);
    if (nanos != 0) temporal = temporal.minus(nanos, ChronoUnit.NANOS);
    return temporal;
  }

  public long toDays() {
    return seconds / 86400;
  }

  public long toHours() {
    return seconds / 3600;
  }

  public long toMinutes() {
    return seconds / 60;
  }

  public long toSeconds() {
    return seconds;
  }

  public long toMillis() {
    long s = seconds, n = nanos;
    if (s < 0) {
      s++;
      n -= NPS;
    }
    return Math.addExact(Math.multiplyExact(s, 1000L), n / 1000000);
  }

  public long toNanos() {
    long s = seconds, n = nanos;
    if (s < 0) {
      s++;
      n -= NPS;
    }
    return Math.addExact(Math.multiplyExact(s, NPS), n);
  }

  public long toDaysPart() {
    return seconds / 86400;
  }

  public int toHoursPart() {
    return (int) (toHours() % 24);
  }

  public int toMinutesPart() {
    return (int) (toMinutes() % 60);
  }

  public int toSecondsPart() {
    return (int) (seconds % 60);
  }

  public int toMillisPart() {
    return nanos / 1000000;
  }

  public int toNanosPart() {
    return nanos;
  }

  public Duration truncatedTo(TemporalUnit unit) {
    if (unit == ChronoUnit.SECONDS && (seconds >= 0 || nanos == 0)) return create(seconds, 0);
    if (unit == ChronoUnit.NANOS) return this;
    Duration unitDur = unit.getDuration();
    if (unitDur.getSeconds() > 86400) throw new UnsupportedTemporalTypeException("Unit is too large to be used for truncation");
    long dur = unitDur.toNanos();
    if ((86400L * NPS) % dur != 0)
      throw new UnsupportedTemporalTypeException("Unit must divide into a standard day without remainder");
    long nod = (seconds % 86400) * NPS + nanos;
    long result = (nod / dur) * dur;
    return plusNanos(result - nod);
  }

  public int compareTo(Duration other) {
    int c = Long.compare(seconds, other.seconds);
    return c != 0 ? c : nanos - other.nanos;
  }

  public boolean equals(Object o) {
    if (this == o) return true;
    if (!(o instanceof Duration)) return false;
    Duration d = (Duration) o;
    return seconds == d.seconds && nanos == d.nanos;
  }

  public int hashCode() {
    return ((int) (seconds ^ (seconds >>> 32))) + (51 * nanos);
  }

  public String toString() {
    if (this == ZERO || isZero()) return "PT0S";
    long effectiveSecs = seconds;
    if (seconds < 0 && nanos > 0) effectiveSecs++;
    long hours = effectiveSecs / 3600;
    int minutes = (int) ((effectiveSecs % 3600) / 60);
    int secs = (int) (effectiveSecs % 60);
    StringBuilder sb = new StringBuilder(24);
    sb.append("PT");
    if (hours != 0) sb.append(hours).append('H');
    if (minutes != 0) sb.append(minutes).append('M');
    if (secs == 0 && nanos == 0 && sb.length() > 2) return sb.toString();
    if (seconds < 0 && nanos > 0 && secs == 0) sb.append("-0");
    else sb.append(secs);
    if (nanos > 0) {
      int frac = seconds < 0 ? (int) (NPS - nanos) : nanos;
      String f = Integer.toString(frac + 1000000000).substring(1);
      int end = f.length();
      while (f.charAt(end - 1) == '0') end--;
      sb.append('.').append(f, 0, end);
    }
    return sb.append('S').toString();
  }

  // serialized as the JDK does: through the serial proxy java.time.Ser

  private Object writeReplace() {
    return new jpor.internal.TimeSer(jpor.internal.TimeSer.DURATION_TYPE, this);
  }

  private void readObject(java.io.ObjectInputStream s) throws java.io.InvalidObjectException {
    throw jpor.internal.TimeSer.delegateRequired();
  }
}
