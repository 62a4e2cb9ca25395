package java.sql;

/**
 * An SQL TIMESTAMP: a java.util.Date holding whole seconds and a separate nanosecond field (written for
 * jpor from the Java SE API docs).
 */
public class Timestamp extends java.util.Date {
  private static final long serialVersionUID = 2745179027874758501L;
  private static final String FORMAT_ERROR = "Timestamp format must be yyyy-mm-dd hh:mm:ss[.fffffffff]";

  private int nanos;

  @Deprecated
  public Timestamp(int year, int month, int date, int hour, int minute, int second, int nano) {
    super(year, month, date, hour, minute, second);
    checkNanos(nano);
    nanos = nano;
  }

  public Timestamp(long time) {
    super(0L);
    setTime(time);
  }

  private static void checkNanos(int n) {
    if (n > 999999999 || n < 0) throw new IllegalArgumentException("nanos > 999999999 or < 0");
  }

  /** The whole seconds go to java.util.Date, the milliseconds below them to the nanos. */
  public void setTime(long time) {
    long secs = Math.floorDiv(time, 1000L);
    super.setTime(secs * 1000L);
    nanos = (int) Math.floorMod(time, 1000L) * 1000000;
  }

  public long getTime() {
    return super.getTime() + nanos / 1000000;
  }

  /** yyyy-[m]m-[d]d hh:mm:ss[.f...] (surrounding spaces trimmed; the fields lenient as in java.util.Date). */
  public static Timestamp valueOf(String s) {
    if (s == null) throw new IllegalArgumentException("null string");
    s = s.trim();
    int space = s.indexOf(' ');
    if (space < 0) throw new IllegalArgumentException(FORMAT_ERROR);
    String d = s.substring(0, space), t = s.substring(space + 1);
    int[] ymd = Date.parse(d);
    if (ymd == null) throw new IllegalArgumentException(FORMAT_ERROR);
    int firstColon = t.indexOf(':');
    int secondColon = t.indexOf(':', firstColon + 1);
    int tlen = t.length();
    if (firstColon < 0 || secondColon <= 0 || secondColon >= tlen - 1) throw new IllegalArgumentException(FORMAT_ERROR);
    int hour = Integer.parseInt(t, 0, firstColon, 10);
    int minute = Integer.parseInt(t, firstColon + 1, secondColon, 10);
    int period = t.indexOf('.', secondColon + 1);
    int second, nano = 0;
    if (period > 0 && period < tlen - 1) {
      second = Integer.parseInt(t, secondColon + 1, period, 10);
      int digits = tlen - (period + 1);
      if (digits > 9 || !Character.isDigit(t.charAt(period + 1))) throw new IllegalArgumentException(FORMAT_ERROR);
      nano = Integer.parseInt(t, period + 1, tlen, 10);
      for (int i = digits; i < 9; i++) nano *= 10;
    } else if (period > 0) {
      throw new IllegalArgumentException(FORMAT_ERROR);
    } else {
      second = Integer.parseInt(t, secondColon + 1, tlen, 10);
    }
    return new Timestamp(ymd[0] - 1900, ymd[1] - 1, ymd[2], hour, minute, second, nano);
  }

  static StringBuilder pad(StringBuilder sb, int v, int width) {
    String s = Integer.toString(v);
    for (int i = s.length(); i < width; i++) sb.append('0');
    return sb.append(s);
  }

  /** yyyy-mm-dd hh:mm:ss.fffffffff without the fraction's trailing zeros (".0" for none). */
  @SuppressWarnings("deprecation")
  public String toString() {
    StringBuilder sb = new StringBuilder(29);
    pad(sb, super.getYear() + 1900, 4).append('-');
    pad(sb, super.getMonth() + 1, 2).append('-');
    pad(sb, super.getDate(), 2).append(' ');
    pad(sb, super.getHours(), 2).append(':');
    pad(sb, super.getMinutes(), 2).append(':');
    pad(sb, super.getSeconds(), 2).append('.');
    if (nanos == 0) return sb.append('0').toString();
    int n = nanos, digits = 9;
    while (n % 10 == 0) {
      n /= 10;
      digits--;
    }
    return pad(sb, n, digits).toString();
  }

  public int getNanos() {
    return nanos;
  }

  public void setNanos(int n) {
    checkNanos(n);
    nanos = n;
  }

  public boolean equals(Timestamp ts) {
    return ts != null && super.getTime() == ts.superTime() && nanos == ts.nanos;
  }

  private long superTime() {
    return super.getTime();
  }

  public boolean equals(Object ts) {
    return ts instanceof Timestamp && equals((Timestamp) ts);
  }

  public boolean before(Timestamp ts) {
    return compareTo(ts) < 0;
  }

  public boolean after(Timestamp ts) {
    return compareTo(ts) > 0;
  }

  public int compareTo(Timestamp ts) {
    int c = Long.compare(super.getTime(), ts.superTime());
    return c != 0 ? c : Integer.compare(nanos, ts.nanos);
  }

  public int compareTo(java.util.Date o) {
    if (o instanceof Timestamp) return compareTo((Timestamp) o);
    return compareTo(new Timestamp(o.getTime()));
  }

  public int hashCode() {
    return super.hashCode();
  }

  @SuppressWarnings("deprecation")
  public static Timestamp valueOf(java.time.LocalDateTime dateTime) {
    return new Timestamp(dateTime.getYear() - 1900, dateTime.getMonthValue() - 1, dateTime.getDayOfMonth(),
        dateTime.getHour(), dateTime.getMinute(), dateTime.getSecond(), dateTime.getNano());
  }

  @SuppressWarnings("deprecation")
  public java.time.LocalDateTime toLocalDateTime() {
    return java.time.LocalDateTime.of(super.getYear() + 1900, super.getMonth() + 1, super.getDate(), super.getHours(),
        super.getMinutes(), super.getSeconds(), nanos);
  }

  /** The seconds times 1000 overflow silently, as in java (Instant.MAX gives a time in 1970-ish). */
  public static Timestamp from(java.time.Instant instant) {
    Timestamp ts = new Timestamp(instant.getEpochSecond() * 1000L);
    ts.nanos = instant.getNano();
    return ts;
  }

  public java.time.Instant toInstant() {
    return java.time.Instant.ofEpochSecond(Math.floorDiv(super.getTime(), 1000L), nanos);
  }
}
