package java.util;

/** A point in time in milliseconds since the epoch (only what j.u.c needs; printed in UTC). */
public class Date implements java.io.Serializable, Cloneable, Comparable<Date> {
  private long time;

  public Date() {
    this(System.currentTimeMillis());
  }

  public Date(long time) {
    this.time = time;
  }

  public long getTime() {
    return time;
  }

  public void setTime(long time) {
    this.time = time;
  }

  public boolean before(Date when) {
    return time < when.time;
  }

  public boolean after(Date when) {
    return time > when.time;
  }

  public int compareTo(Date other) {
    return Long.compare(time, other.time);
  }

  public boolean equals(Object o) {
    return o instanceof Date && ((Date) o).time == time;
  }

  public int hashCode() {
    return (int) time ^ (int) (time >> 32);
  }

  public Object clone() {
    return new Date(time);
  }

  private static final String[] DAYS = {"Thu", "Fri", "Sat", "Sun", "Mon", "Tue", "Wed"};
  private static final String[] MONTHS = {"Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"};

  /** "EEE MMM dd HH:mm:ss zzz yyyy" in UTC, as the JDK prints it with TZ=UTC. */
  public String toString() {
    long days = Math.floorDiv(time, 86400000L);
    long ms = Math.floorMod(time, 86400000L);
    String day = DAYS[(int) Math.floorMod(days, 7L)];
    // civil date from days since 1970-01-01 (Howard Hinnant's algorithm)
    long z = days + 719468, era = Math.floorDiv(z, 146097L), doe = z - era * 146097;
    long yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
    long y = yoe + era * 400, doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    long mp = (5 * doy + 2) / 153, d = doy - (153 * mp + 2) / 5 + 1, m = mp < 10 ? mp + 3 : mp - 9;
    if (m <= 2) y++;
    return day + " " + MONTHS[(int) m - 1] + " " + two(d) + " " + two(ms / 3600000) + ":" + two(ms / 60000 % 60) + ":"
        + two(ms / 1000 % 60) + " UTC " + y;
  }

  private static String two(long v) {
    return v < 10 ? "0" + v : Long.toString(v);
  }
}
