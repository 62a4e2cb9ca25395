package java.time;

import java.time.temporal.ChronoField;
import java.time.temporal.Temporal;
import java.time.temporal.TemporalAccessor;
import java.time.temporal.TemporalAdjuster;
import java.time.temporal.TemporalField;
import java.time.temporal.UnsupportedTemporalTypeException;
import java.time.temporal.ValueRange;

/** A fixed offset from UTC, from -18:00 to +18:00 (written for jpor from the Java SE API docs). */
public final class ZoneOffset extends ZoneId implements TemporalAccessor, TemporalAdjuster, Comparable<ZoneOffset>, java.io.Serializable {
  private static final long serialVersionUID = 2357656521762053153L;

  private static final int MAX_SECONDS = 18 * 3600;
  public static final ZoneOffset UTC = new ZoneOffset(0);
  public static final ZoneOffset MIN = new ZoneOffset(-MAX_SECONDS);
  public static final ZoneOffset MAX = new ZoneOffset(MAX_SECONDS);

  private final int totalSeconds;
  private final String id;

  private ZoneOffset(int totalSeconds) {
    this.totalSeconds = totalSeconds;
    this.id = buildId(totalSeconds);
  }

  private static String buildId(int totalSeconds) {
    if (totalSeconds == 0) return "Z";
    int abs = Math.abs(totalSeconds);
    int h = abs / 3600, m = abs / 60 % 60, s = abs % 60;
    StringBuilder sb = new StringBuilder();
    sb.append(totalSeconds < 0 ? "-" : "+").append(h < 10 ? "0" : "").append(h).append(m < 10 ? ":0" : ":").append(m);
    if (s != 0) sb.append(s < 10 ? ":0" : ":").append(s);
    return sb.toString();
  }

  public static ZoneOffset of(String offsetId) {
    if (offsetId == null) throw new NullPointerException("offsetId");
    if (offsetId.equals("Z")) return UTC;
    String id = offsetId;
    int h, m = 0, s = 0;
    switch (id.length()) {
      case 2:
        id = id.charAt(0) + "0" + id.charAt(1);
        // fall through
      case 3:
        h = num(offsetId, id, 1, false);
        break;
      case 5:
        h = num(offsetId, id, 1, false);
        m = num(offsetId, id, 3, false);
        break;
      case 6:
        h = num(offsetId, id, 1, false);
        m = num(offsetId, id, 4, true);
        break;
      case 7:
        h = num(offsetId, id, 1, false);
        m = num(offsetId, id, 3, false);
        s = num(offsetId, id, 5, false);
        break;
      case 9:
        h = num(offsetId, id, 1, false);
        m = num(offsetId, id, 4, true);
        s = num(offsetId, id, 7, true);
        break;
      default:
        throw new DateTimeException("Invalid ID for ZoneOffset, invalid format: " + offsetId);
    }
    char first = id.charAt(0);
    if (first != '+' && first != '-')
      throw new DateTimeException("Invalid ID for ZoneOffset, plus/minus not found when expected: " + offsetId);
    return first == '-' ? ofHoursMinutesSeconds(-h, -m, -s) : ofHoursMinutesSeconds(h, m, s);
  }

  private static int num(String offsetId, String id, int pos, boolean colon) {
    if (colon && id.charAt(pos - 1) != ':')
      throw new DateTimeException("Invalid ID for ZoneOffset, colon not found when expected: " + offsetId);
    char a = id.charAt(pos), b = id.charAt(pos + 1);
    if (a < '0' || a > '9' || b < '0' || b > '9')
      throw new DateTimeException("Invalid ID for ZoneOffset, non numeric characters found: " + offsetId);
    return (a - '0') * 10 + (b - '0');
  }

  public static ZoneOffset ofHours(int hours) {
    return ofHoursMinutesSeconds(hours, 0, 0);
  }

  public static ZoneOffset ofHoursMinutes(int hours, int minutes) {
    return ofHoursMinutesSeconds(hours, minutes, 0);
  }

  public static ZoneOffset ofHoursMinutesSeconds(int hours, int minutes, int seconds) {
    if (hours < -18 || hours > 18)
      throw new DateTimeException("Zone offset hours not in valid range: value " + hours + " is not in the range -18 to 18");
    if (hours > 0) {
      if (minutes < 0 || seconds < 0)
        throw new DateTimeException("Zone offset minutes and seconds must be positive because hours is positive");
    } else if (hours < 0) {
      if (minutes > 0 || seconds > 0)
        throw new DateTimeException("Zone offset minutes and seconds must be negative because hours is negative");
    } else if ((minutes > 0 && seconds < 0) || (minutes < 0 && seconds > 0)) {
      throw new DateTimeException("Zone offset minutes and seconds must have the same sign");
    }
    if (minutes < -59 || minutes > 59)
      throw new DateTimeException("Zone offset minutes not in valid range: value " + minutes + " is not in the range -59 to 59");
    if (seconds < -59 || seconds > 59)
      throw new DateTimeException("Zone offset seconds not in valid range: value " + seconds + " is not in the range -59 to 59");
    if (Math.abs(hours) == 18 && (minutes | seconds) != 0)
      throw new DateTimeException("Zone offset not in valid range: -18:00 to +18:00");
    return ofTotalSeconds(hours * 3600 + minutes * 60 + seconds);
  }

  public static ZoneOffset ofTotalSeconds(int totalSeconds) {
    if (totalSeconds < -MAX_SECONDS || totalSeconds > MAX_SECONDS)
      throw new DateTimeException("Zone offset not in valid range: -18:00 to +18:00");
    if (totalSeconds == 0) return UTC;
    return new ZoneOffset(totalSeconds);
  }

  public static ZoneOffset from(TemporalAccessor temporal) {
    if (temporal instanceof ZoneOffset) return (ZoneOffset) temporal;
    if (temporal instanceof ZonedDateTime) return ((ZonedDateTime) temporal).getOffset();
    if (temporal instanceof OffsetDateTime) return ((OffsetDateTime) temporal).getOffset();
    if (temporal != null && temporal.isSupported(ChronoField.OFFSET_SECONDS))
      return ofTotalSeconds(temporal.get(ChronoField.OFFSET_SECONDS));
    throw new DateTimeException("Unable to obtain ZoneOffset from TemporalAccessor: " + temporal + " of type "
        + temporal.getClass().getName());
  }

  public int getTotalSeconds() {
    return totalSeconds;
  }

  public String getId() {
    return id;
  }

  ZoneOffset getOffset0() {
    return this;
  }

  public boolean isSupported(TemporalField field) {
    if (field instanceof ChronoField) return field == ChronoField.OFFSET_SECONDS;
    return field != null && field.isSupportedBy(this);
  }

  public ValueRange range(TemporalField field) {
    return TemporalAccessor.super.range(field);
  }

  public int get(TemporalField field) {
    if (field == ChronoField.OFFSET_SECONDS) return totalSeconds;
    return TemporalAccessor.super.get(field);
  }

  public long getLong(TemporalField field) {
    if (field == ChronoField.OFFSET_SECONDS) return totalSeconds;
    if (field instanceof ChronoField) throw new UnsupportedTemporalTypeException("Unsupported field: " + field);
    return field.getFrom(this);
  }

  public Temporal adjustInto(Temporal temporal) {
    return temporal.with(ChronoField.OFFSET_SECONDS, totalSeconds);
  }

  public int compareTo(ZoneOffset other) {
    return other.totalSeconds - totalSeconds;
  }

  public boolean equals(Object obj) {
    if (this == obj) return true;
    return obj instanceof ZoneOffset && totalSeconds == ((ZoneOffset) obj).totalSeconds;
  }

  public int hashCode() {
    return totalSeconds;
  }

  public String toString() {
    return id;
  }

  // serialized as the JDK does: through the serial proxy java.time.Ser

  private Object writeReplace() {
    return new jpor.internal.TimeSer(jpor.internal.TimeSer.ZONE_OFFSET_TYPE, this);
  }

  private void readObject(java.io.ObjectInputStream s) throws java.io.InvalidObjectException {
    throw jpor.internal.TimeSer.delegateRequired();
  }
}
