package java.sql;

/**
 * An SQL TIME: a java.util.Date on 1970-01-01 in the default time zone (written for jpor from the Java SE
 * API docs).  The date accessors throw IllegalArgumentException.
 */
public class Time extends java.util.Date {
  private static final long serialVersionUID = 8397324403548013681L;

  @Deprecated
  public Time(int hour, int minute, int second) {
    super(70, 0, 1, hour, minute, second);
  }

  public Time(long time) {
    super(time);
  }

  public void setTime(long time) {
    super.setTime(time);
  }

  /** hh:mm:ss, each part an integer (lenient: 24:00:00 is midnight). */
  public static Time valueOf(String s) {
    if (s == null) throw new IllegalArgumentException();
    int firstColon = s.indexOf(':');
    int secondColon = s.indexOf(':', firstColon + 1);
    int len = s.length();
    if (firstColon > 0 && secondColon > 0 && secondColon < len - 1) {
      int hour = Integer.parseInt(s, 0, firstColon, 10);
      int minute = Integer.parseInt(s, firstColon + 1, secondColon, 10);
      int second = Integer.parseInt(s, secondColon + 1, len, 10);
      return new Time(hour, minute, second);
    }
    throw new IllegalArgumentException();
  }

  @SuppressWarnings("deprecation")
  public String toString() {
    StringBuilder sb = new StringBuilder(8);
    Timestamp.pad(sb, super.getHours(), 2).append(':');
    Timestamp.pad(sb, super.getMinutes(), 2).append(':');
    return Timestamp.pad(sb, super.getSeconds(), 2).toString();
  }

  @Deprecated
  public int getYear() {
    throw new IllegalArgumentException();
  }

  @Deprecated
  public int getMonth() {
    throw new IllegalArgumentException();
  }

  @Deprecated
  public int getDay() {
    throw new IllegalArgumentException();
  }

  @Deprecated
  public int getDate() {
    throw new IllegalArgumentException();
  }

  @Deprecated
  public void setYear(int i) {
    throw new IllegalArgumentException();
  }

  @Deprecated
  public void setMonth(int i) {
    throw new IllegalArgumentException();
  }

  @Deprecated
  public void setDate(int i) {
    throw new IllegalArgumentException();
  }

  @SuppressWarnings("deprecation")
  public static Time valueOf(java.time.LocalTime time) {
    return new Time(time.getHour(), time.getMinute(), time.getSecond());
  }

  @SuppressWarnings("deprecation")
  public java.time.LocalTime toLocalTime() {
    return java.time.LocalTime.of(super.getHours(), super.getMinutes(), super.getSeconds());
  }

  public java.time.Instant toInstant() {
    throw new UnsupportedOperationException();
  }
}
